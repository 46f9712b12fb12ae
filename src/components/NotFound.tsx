import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';

/** Any unknown path (spec 000 section 2). */
export default function NotFound() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Page non trouvée" />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h3" component="p" color="text.secondary" aria-hidden>
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          Page non trouvée
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          La page demandée n'existe pas ou a été déplacée.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={Link} to="/" variant="contained">
            Retour à l'accueil
          </Button>
          <Button component={Link} to="/colis" variant="outlined">
            Voir les colis
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
