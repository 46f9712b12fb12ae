import { Component, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';

interface State {
  failed: boolean;
}

/**
 * Catches a crash of the wizard. The draft is already saved in the browser: reloading offers to
 * resume it, so nothing typed is lost.
 */
export class WizardErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', mt: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => window.location.reload()}>
              Recharger
            </Button>
          }
        >
          <AlertTitle>Une erreur inattendue est survenue</AlertTitle>
          Votre saisie est conservée comme brouillon : rechargez la page pour la reprendre.
        </Alert>
      </Box>
    );
  }
}
