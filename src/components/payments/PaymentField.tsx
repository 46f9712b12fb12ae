import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One field of a payment's detail: its label beside the value, above it on a phone. */
export function PaymentField({ label, labelWidth = 180, children }: { label: string; labelWidth?: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` }, gap: { xs: 0, sm: 1 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
}
