import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A list beside its side panel (saved views) on wide screens (1536 px and more); the panel comes
 * first on narrower ones. Beside the list on a 1280–1440 px laptop, its 260 px pushed the parcel
 * table's last columns, the row actions among them, behind a sideways scroll.
 */
export function ListLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 260px' }, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Box component="aside" sx={{ order: { xs: -1, xl: 0 } }}>
        {aside}
      </Box>
    </Box>
  );
}
