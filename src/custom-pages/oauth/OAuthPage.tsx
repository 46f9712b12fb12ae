import { useState } from 'react';
import { Title } from 'react-admin';
import {
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import { EmptyState } from '../../components/EmptyState';
import { StatusChip } from '../../components/StatusChip';
import { useCurrentUser } from '../../authProvider/session';
import { Guarded } from '../../components/access/Guarded';
import { Forbidden, isForbidden } from '../../components/access/LoadError';
import { HelpTab } from './HelpTab';
import { StatusCard } from './StatusCard';
import { useOAuthConnection } from './useOAuthConnection';
import { countByStatus, OAUTH_MESSAGES, oauthStatusLabel, oauthStatusTone } from './oauthStatus';
import { RetryAlert } from '../../components/RetryAlert';
import { ClosingConfirm } from '../../components/ClosingConfirm';

function CountCard({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** /oauth: the payment-provider (Square) connection of each enterprise (spec 000 section 2). */
export default function OAuthPage() {
  const user = useCurrentUser();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [tab, setTab] = useState<'configuration' | 'aide'>('configuration');
  const [confirmCleanup, setConfirmCleanup] = useState(false);
  const { enterprisesQuery, enterprises, selected, statusQuery, statusError, busy, connect, runAction, cleanup } = useOAuthConnection(selectedId);

  if (enterprisesQuery.isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3 }}>
        <Title title="Connexion Square" />
        <CircularProgress size={24} />
        <Typography>Chargement des connexions Square…</Typography>
      </Box>
    );
  }

  if (isForbidden(enterprisesQuery.error)) return <Forbidden error={enterprisesQuery.error} />;
  if (enterprisesQuery.isError) {
    return (
      <Box sx={{ p: { xs: 1, sm: 3 } }}>
        <Title title="Connexion Square" />
        <RetryAlert onRetry={() => void enterprisesQuery.refetch()}>
          <AlertTitle>{OAUTH_MESSAGES.loadFailedTitle}</AlertTitle>
          {OAUTH_MESSAGES.loadFailed}
        </RetryAlert>
      </Box>
    );
  }

  const environment = enterprisesQuery.data.environment;
  // The cleanup clears the user's own company's pending sessions (a superuser's: every company's).
  const cleanupScope = user?.is_superuser ? 'de toutes les entreprises' : `de ${user?.entreprise?.nom ?? 'votre entreprise'}`;
  const counts = countByStatus(enterprises);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Connexion Square" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
          Connexion Square (OAuth)
        </Typography>
        <Chip
          label={environment === 'production' ? 'Production' : 'Sandbox'}
          color={environment === 'production' ? 'success' : 'warning'}
          size="small"
          aria-label={`Environnement : ${environment === 'production' ? 'Production' : 'Sandbox'}`}
        />
        <Box sx={{ flex: 1 }} />
        <Guarded capability="oauth.cleanup" hideWhenRefused>
          <Button variant="outlined" startIcon={<CleaningServicesIcon />} disabled={cleanup.isPending} onClick={() => setConfirmCleanup(true)}>
            Nettoyer les sessions
          </Button>
        </Guarded>
      </Stack>

      <Stack direction="row" role="group" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }} aria-label="Résumé des connexions">
        <CountCard label="Entreprises" value={counts.total} />
        <CountCard label="Connectées" value={counts.connected} />
        <CountCard label="En attente" value={counts.pending} />
        <CountCard label="Déconnectées" value={counts.disconnected} />
      </Stack>

      {enterprises.length === 0 || !selected ? (
        <Paper variant="outlined">
          <EmptyState title={OAUTH_MESSAGES.noEnterprise} hint="Aucune entreprise de ce compte ne peut être connectée à Square." />
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, gap: 2, alignItems: 'start' }}>
          <Paper variant="outlined" component="nav" aria-label="Entreprises">
            <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
              Entreprises
            </Typography>
            <List dense>
              {enterprises.map((enterprise) => (
                <ListItem key={enterprise.id} disablePadding>
                  <ListItemButton selected={enterprise.id === selected.id} onClick={() => setSelectedId(enterprise.id)} aria-current={enterprise.id === selected.id ? 'true' : undefined}>
                    <ListItemText primary={enterprise.nom} />
                    <StatusChip label={oauthStatusLabel(enterprise.oauth_status)} tone={oauthStatusTone(enterprise.oauth_status)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
          <Paper variant="outlined" sx={{ minWidth: 0 }}>
            <Tabs value={tab} onChange={(_, value: 'configuration' | 'aide') => setTab(value)} aria-label="Connexion Square" sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
              <Tab label="Configuration" value="configuration" id="oauth-tab-configuration" aria-controls="oauth-panel-configuration" />
              <Tab label="Aide" value="aide" id="oauth-tab-aide" aria-controls="oauth-panel-aide" />
            </Tabs>
            <Box role="tabpanel" id={`oauth-panel-${tab}`} aria-labelledby={`oauth-tab-${tab}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
              {tab === 'configuration' ? (
                <StatusCard
                  enterprise={selected}
                  status={statusQuery.data}
                  loading={statusQuery.isPending}
                  error={statusError}
                  busy={busy}
                  onRetry={() => void statusQuery.refetch()}
                  onConnect={() => void connect()}
                  onDisconnect={() => void runAction('disconnect')()}
                  onRefresh={() => void runAction('refresh')()}
                />
              ) : (
                <HelpTab />
              )}
            </Box>
          </Paper>
        </Box>
      )}

      <ClosingConfirm
        open={confirmCleanup}
        title="Nettoyer les sessions OAuth"
        content={`Les autorisations Square restées en attente ${cleanupScope} seront annulées. Les entreprises connectées ne sont pas touchées.`}
        confirm="Nettoyer"
        onConfirm={() => cleanup.mutate()}
        onClose={() => setConfirmCleanup(false)}
      />
    </Box>
  );
}
