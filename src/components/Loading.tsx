import { Box, CircularProgress } from '@mui/material';

/** What shows while a screen or a section loads: a spinner in the middle, named for screen readers ('Chargement des …'). */
export function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
