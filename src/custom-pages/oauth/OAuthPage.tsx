import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage } from '../../dataProvider/errors';
import { tokenStore } from '../../dataProvider/tokenStore';
import { safeServerUrl } from '../../dataProvider/serverUrl';
import { useCurrentUser } from '../../authProvider/session';
import { Guarded } from '../../components/access/Guarded';
import { Forbidden, isForbidden } from '../../components/access/LoadError';
import { HelpTab } from './HelpTab';
import { StatusCard, type OAuthBusy } from './StatusCard';
import { useOAuthPopup } from './useOAuthPopup';
import { countByStatus, OAUTH_MESSAGES, oauthStatusLabel, oauthStatusTone, RE_READ_DELAY_MS, STATUS_POLL_MS } from './oauthStatus';
import { RetryAlert } from '../../components/RetryAlert';
import { ClosingConfirm } from '../../components/ClosingConfirm';

export const OAUTH_QUERY_KEY = ['oauth'] as const;

const detail = (error: unknown) => errorMessage(error, error instanceof Error ? error.message : 'erreur inconnue');

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [tab, setTab] = useState<'configuration' | 'aide'>('configuration');
  const [busy, setBusy] = useState<OAuthBusy>(null);
  const [confirmCleanup, setConfirmCleanup] = useState(false);
  const [reReadRequest, setReReadRequest] = useState(0);

  const enterprisesQuery = useQuery({
    queryKey: [...OAUTH_QUERY_KEY, 'enterprises'],
    queryFn: () => dataProvider.getOAuthEnterprises(),
    staleTime: 0,
    refetchInterval: STATUS_POLL_MS,
  });
  const enterprises = enterprisesQuery.data?.enterprises ?? [];
  // The page opens on the user's own company: the only one whose connection they may act on.
  const ownId = user?.entreprise?.id;
  const selected = enterprises.find((e) => e.id === selectedId) ?? enterprises.find((e) => e.id === ownId) ?? enterprises[0];

  const statusQuery = useQuery({
    queryKey: [...OAUTH_QUERY_KEY, 'status', selected?.id],
    queryFn: () => dataProvider.getOAuthStatus(selected?.id ?? 0),
    enabled: selected !== undefined,
    staleTime: 0,
    refetchInterval: STATUS_POLL_MS,
  });

  const reRead = useCallback(() => queryClient.invalidateQueries({ queryKey: OAUTH_QUERY_KEY }), [queryClient]);
  const requestReRead = useCallback(() => setReReadRequest((n) => n + 1), []);

  // The status is re-read 2 s after the pop-up closes or after a return with code and state.
  useEffect(() => {
    if (reReadRequest === 0) return;
    const timer = setTimeout(() => void reRead(), RE_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reReadRequest, reRead]);

  const statusError = statusQuery.isError ? detail(statusQuery.error) : null;
  useEffect(() => {
    if (statusError) notify(OAUTH_MESSAGES.status(statusError), { type: 'error' });
  }, [statusError, notify]);

  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const handledCode = useRef<string | null>(null);
  useEffect(() => {
    if (!code || !state || handledCode.current === code) return;
    handledCode.current = code;
    notify(OAUTH_MESSAGES.callbackSuccess, { type: 'success' });
    requestReRead();
    setSearchParams(
      (params) => {
        params.delete('code');
        params.delete('state');
        return params;
      },
      { replace: true },
    );
  }, [code, state, notify, requestReRead, setSearchParams]);

  const popup = useOAuthPopup(requestReRead);

  const connect = async () => {
    if (!selected) return;
    if (!user || !tokenStore.getAccess()) {
      notify(OAUTH_MESSAGES.notSignedIn, { type: 'error' });
      return;
    }
    const consent = popup.open();
    if (!consent) {
      notify(OAUTH_MESSAGES.popupBlocked, { type: 'error' });
      return;
    }
    setBusy('connect');
    try {
      const result = await dataProvider.initiateOAuth(selected.id);
      if (!result.success || !result.authorization_url) {
        consent.close();
        notify(result.message ? OAUTH_MESSAGES.oauth(result.message) : OAUTH_MESSAGES.initiateFailed, { type: 'error' });
        return;
      }
      const target = safeServerUrl(result.authorization_url, 'provider-authorization');
      if (!target.ok) {
        consent.close();
        notify(target.message, { type: 'error' });
        return;
      }
      popup.navigate(consent, target.url);
      void reRead();
    } catch (error) {
      consent.close();
      notify(OAUTH_MESSAGES.oauth(errorMessage(error, OAUTH_MESSAGES.initiateFailed)), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const runAction = (kind: 'disconnect' | 'refresh') => async () => {
    if (!selected) return;
    setBusy(kind);
    try {
      const result = kind === 'disconnect' ? await dataProvider.disconnectOAuth(selected.id) : await dataProvider.refreshOAuth(selected.id);
      notify(result.message ?? (kind === 'disconnect' ? 'Entreprise déconnectée de Square' : 'Jeton rafraîchi'), { type: 'success' });
    } catch (error) {
      notify(kind === 'disconnect' ? OAUTH_MESSAGES.disconnect(detail(error)) : OAUTH_MESSAGES.refresh(detail(error)), { type: 'error' });
    } finally {
      setBusy(null);
      void reRead();
    }
  };

  const cleanup = useMutation({
    mutationFn: () => dataProvider.cleanupOAuthSessions(),
    onSuccess: (result) => notify(result.message ?? 'Sessions nettoyées', { type: 'success' }),
    onError: (error) => notify(OAUTH_MESSAGES.cleanup(detail(error)), { type: 'error' }),
    onSettled: () => void reRead(),
  });

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
