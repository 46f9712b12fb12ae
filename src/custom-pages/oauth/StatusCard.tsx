import { useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Guarded } from '../../components/access/Guarded';
import { StatusChip } from '../../components/StatusChip';
import type { OAuthEnterprise, OAuthStatus } from '../../dataProvider/contract/oauth';
import { availableActions, oauthStatusLabel, oauthStatusTone } from './oauthStatus';
import { formatDateTime as formatDate } from '../../domain/format';
import { RetryAlert } from '../../components/RetryAlert';
import { ClosingConfirm } from '../../components/ClosingConfirm';

export type OAuthBusy = 'connect' | 'disconnect' | 'refresh' | null;

interface StatusCardProps {
  enterprise: OAuthEnterprise;
  status: OAuthStatus | undefined;
  loading: boolean;
  error: string | null;
  busy: OAuthBusy;
  onRetry: () => void;
  onConnect: () => void;
  onDisconnect: () => void;
  onRefresh: () => void;
}


function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The selected enterprise's connection: status, merchant, and the actions its status allows (refused, with the reason, on another company's). */
export function StatusCard({ enterprise, status, loading, error, busy, onRetry, onConnect, onDisconnect, onRefresh }: StatusCardProps) {
  const [confirming, setConfirming] = useState(false);
  const current = status?.status ?? enterprise.oauth_status;
  const actions = availableActions(current);
  // Connect, refresh and disconnect act on the user's own company only (a superuser's: any).
  const company = { entreprise_id: enterprise.id };
  return (
    <Card variant="outlined" aria-labelledby="oauth-statut-titre">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
          <Typography id="oauth-statut-titre" variant="h6" component="h2">
            {enterprise.nom}
          </Typography>
          <Box aria-label="Statut de la connexion">
            <StatusChip label={oauthStatusLabel(current)} tone={oauthStatusTone(current)} size="medium" />
          </Box>
        </Stack>
        {loading && !status ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
            <CircularProgress size={20} />
            <Typography color="text.secondary">Chargement du statut…</Typography>
          </Box>
        ) : error ? (
          <RetryAlert onRetry={onRetry}>
            {error}
          </RetryAlert>
        ) : (
          <>
            {status?.message && <Typography sx={{ mb: 2 }}>{status.message}</Typography>}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0, mb: 2 }}>
              <Detail label="Marchand" value={status?.merchant_name ?? '—'} />
              <Detail label="Identifiant marchand" value={status?.merchant_id ?? '—'} />
              <Detail label="Date de connexion" value={formatDate(status?.connection_date)} />
            </Box>
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {actions.connect && (
            <Guarded capability="oauth.connect" object={company}>
              <Button variant="contained" startIcon={busy === 'connect' ? <CircularProgress size={16} color="inherit" /> : <LinkIcon />} disabled={busy !== null} onClick={onConnect}>
                Connecter à Square
              </Button>
            </Guarded>
          )}
          {actions.refresh && (
            <Guarded capability="oauth.refresh" object={company}>
              <Button variant="contained" color="warning" startIcon={busy === 'refresh' ? <CircularProgress size={16} color="inherit" /> : <AutorenewIcon />} disabled={busy !== null} onClick={onRefresh}>
                Rafraîchir le jeton
              </Button>
            </Guarded>
          )}
          {actions.disconnect && (
            <Guarded capability="oauth.disconnect" object={company}>
              <Button variant="outlined" color="error" startIcon={busy === 'disconnect' ? <CircularProgress size={16} color="inherit" /> : <LinkOffIcon />} disabled={busy !== null} onClick={() => setConfirming(true)}>
                Déconnecter
              </Button>
            </Guarded>
          )}
        </Stack>
      </CardContent>
      <ClosingConfirm
        open={confirming}
        title="Déconnecter Square"
        content={`Déconnecter ${enterprise.nom} de Square ? Les paiements en ligne ne seront plus possibles pour cette entreprise jusqu'à une nouvelle connexion.`}
        confirm="Déconnecter"
        confirmColor="warning"
        onConfirm={onDisconnect}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
