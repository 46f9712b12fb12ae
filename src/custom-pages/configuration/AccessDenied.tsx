import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

/** Shown on /configuration to users without configuration access (spec 000 section 2). */
export function AccessDenied() {
  return (
    <Card sx={{ mt: 2, maxWidth: 640, mx: 'auto' }}>
      <Title title="Configuration" />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Box sx={{ fontSize: 48, color: 'error.main' }} aria-hidden>
          <LockIcon fontSize="inherit" />
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          Accès refusé
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Vous n'avez pas les permissions nécessaires pour accéder à la page de configuration.
        </Typography>
        <Button component={Link} to="/" variant="contained">
          Retour au tableau de bord
        </Button>
      </CardContent>
    </Card>
  );
}
