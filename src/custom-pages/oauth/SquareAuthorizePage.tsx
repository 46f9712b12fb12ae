import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, CircularProgress, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage } from '../../dataProvider/errors';
import { SQUARE_SCOPE_LABELS } from '../../domain/squareConsent';
import { PublicPage } from '../../components/PublicPage';


/** How long the pop-up shows the outcome before closing itself. */
const CLOSE_DELAY_MS = 800;

function Frame({ children }: { children: ReactNode }) {
  return (
    <PublicPage maxWidth={460}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Square
        </Typography>
        <Chip label="Démo" size="small" color="warning" />
      </Stack>
      {children}
    </PublicPage>
  );
}

/**
 * Demo backend only: stands in for the provider's consent screen. It answers the request behind
 * `state`, then closes itself when it is the pop-up, or returns to /oauth with code and state.
 */
export default function SquareAuthorizePage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state') ?? '';
  const [isPopup] = useState(() => Boolean(window.opener) && window.opener !== window);

  const request = useQuery({
    queryKey: ['oauth', 'demo-authorization', state],
    queryFn: () => dataProvider.getDemoAuthorization(state),
    enabled: state !== '',
    retry: false,
  });

  const answer = useMutation({
    mutationFn: (approve: boolean) => dataProvider.answerDemoAuthorization(state, approve),
  });

  useEffect(() => {
    const result = answer.data;
    if (!result) return;
    if (isPopup) {
      const timer = setTimeout(() => window.close(), CLOSE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    navigate(result.approved && result.code ? `/oauth?code=${encodeURIComponent(result.code)}&state=${encodeURIComponent(result.state)}` : '/oauth', { replace: true });
  }, [answer.data, isPopup, navigate]);

  if (!state) {
    return (
      <Frame>
        <Alert severity="error">Demande d'autorisation invalide ou expirée.</Alert>
      </Frame>
    );
  }
  if (request.isPending) {
    return (
      <Frame>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} />
          <Typography>Chargement de la demande…</Typography>
        </Box>
      </Frame>
    );
  }
  if (request.isError) {
    return (
      <Frame>
        <Alert severity="error">{errorMessage(request.error, "Demande d'autorisation invalide ou expirée.")}</Alert>
      </Frame>
    );
  }
  if (answer.data) {
    return (
      <Frame>
        <Alert severity={answer.data.approved ? 'success' : 'info'}>
          {answer.data.approved ? 'Autorisation accordée.' : 'Autorisation refusée.'} {isPopup ? 'Cette fenêtre va se fermer…' : 'Retour à la plateforme…'}
        </Alert>
      </Frame>
    );
  }
  const { enterprise, scopes } = request.data;
  return (
    <Frame>
      <Typography sx={{ mb: 1 }}>
        <strong>{enterprise.nom}</strong> demande l'accès à votre compte Square ({request.data.environment}) pour :
      </Typography>
      <List dense>
        {scopes.map((scope) => (
          <ListItem key={scope} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckCircleOutlineIcon fontSize="small" color="success" />
            </ListItemIcon>
            <ListItemText primary={SQUARE_SCOPE_LABELS[scope] ?? scope} />
          </ListItem>
        ))}
      </List>
      {answer.isError && <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(answer.error, "Erreur lors de l'autorisation")}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={() => answer.mutate(false)} disabled={answer.isPending}>
          Refuser
        </Button>
        <Button variant="contained" onClick={() => answer.mutate(true)} disabled={answer.isPending}>
          Autoriser
        </Button>
      </Stack>
    </Frame>
  );
}
