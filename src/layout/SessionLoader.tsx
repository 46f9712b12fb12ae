import { Box, CircularProgress, Typography } from '@mui/material';

export const SESSION_LOADING_MESSAGE = 'Chargement de votre session...';

/** Full-page loader while the session (and a lazily loaded page) is on its way. */
export function SessionLoader() {
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{SESSION_LOADING_MESSAGE}</Typography>
    </Box>
  );
}
