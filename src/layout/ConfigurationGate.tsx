import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../authProvider/session';
import { canAccessConfiguration } from '../domain/permissions';

export const ACCESS_DENIED_TITLE = 'Accès refusé';
export const CONFIGURATION_DENIED_MESSAGE = "Vous n'avez pas les permissions nécessaires pour accéder à la page de configuration.";

/** The denial of spec 000 section 2 (configuration screen), with the way back to the dashboard. */
export function ConfigurationAccessDenied() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={ACCESS_DENIED_TITLE} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <BlockIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {ACCESS_DENIED_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {CONFIGURATION_DENIED_MESSAGE}
        </Typography>
        <Box>
          <Button component={Link} to="/" variant="contained">
            Retour au tableau de bord
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Shows the configuration area only to users with configuration access (permission or admin). */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!canAccessConfiguration(user)) return <ConfigurationAccessDenied />;
  return <>{children}</>;
}
