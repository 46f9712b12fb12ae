import type { ReactNode } from 'react';
import { Box, Card, CardContent, type SxProps, type Theme } from '@mui/material';

/** A page outside the back office's layout (sign-in, access request, payment and the demo's provider pages): one card in the middle of a grey page. */
export function PublicPage({ maxWidth, contentSx, children }: { maxWidth: number; contentSx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={contentSx}>{children}</CardContent>
      </Card>
    </Box>
  );
}
