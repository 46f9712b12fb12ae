import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

export const ACCESS_DENIED_TITLE = 'Accès refusé';
export const PAGE_DENIED = "Vous n'avez pas les permissions nécessaires pour accéder à cette page.";

/**
 * The access-denied screen, in the configuration page's style (spec 000 section 2): a route the
 * role may not open, or a 403 from the server on any screen.
 */
export function AccessDenied({ message = PAGE_DENIED, title = ACCESS_DENIED_TITLE }: { message?: string; title?: string }) {
  return (
    <Card sx={{ mt: 2, maxWidth: 640, mx: 'auto' }} component="section" aria-labelledby="acces-refuse-titre">
      <Title title={title} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Box sx={{ fontSize: 48, color: 'error.main' }} aria-hidden>
          <LockIcon fontSize="inherit" />
        </Box>
        <Typography id="acces-refuse-titre" variant="h5" component="h1" gutterBottom>
          {ACCESS_DENIED_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        <Button component={Link} to="/" variant="contained">
          Retour au tableau de bord
        </Button>
      </CardContent>
    </Card>
  );
}
