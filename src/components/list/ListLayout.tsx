import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A list beside its side panel (saved views) on wide screens; the panel comes first on narrow ones. */
export function ListLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 260px' }, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Box component="aside" sx={{ order: { xs: -1, lg: 0 } }}>
        {aside}
      </Box>
    </Box>
  );
}
