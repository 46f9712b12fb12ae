import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage } from '../../dataProvider/errors';
import { tokenStore } from '../../dataProvider/tokenStore';
import { safeServerUrl } from '../../dataProvider/serverUrl';
import { useCurrentUser } from '../../authProvider/session';
import type { OAuthBusy } from './StatusCard';
import { useOAuthPopup } from './useOAuthPopup';
import { OAUTH_MESSAGES, RE_READ_DELAY_MS, STATUS_POLL_MS } from './oauthStatus';

export const OAUTH_QUERY_KEY = ['oauth'] as const;

const detail = (error: unknown) => errorMessage(error, error instanceof Error ? error.message : 'erreur inconnue');

/** The connections re-read now, and a re-read asked for RE_READ_DELAY_MS later (after the pop-up or a return from Square). */
function useReRead() {
  const queryClient = useQueryClient();
  const [reReadRequest, setReReadRequest] = useState(0);
  const reRead = useCallback(() => queryClient.invalidateQueries({ queryKey: OAUTH_QUERY_KEY }), [queryClient]);
  const requestReRead = useCallback(() => setReReadRequest((n) => n + 1), []);

  useEffect(() => {
    if (reReadRequest === 0) return;
    const timer = setTimeout(() => void reRead(), RE_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reReadRequest, reRead]);

  return { reRead, requestReRead };
}

/** A return from Square with code and state: said once, the status re-read, and both taken out of the address. */
function useProviderReturn(onReturn: () => void) {
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const handledCode = useRef<string | null>(null);
  useEffect(() => {
    if (!code || !state || handledCode.current === code) return;
    handledCode.current = code;
    notify(OAUTH_MESSAGES.callbackSuccess, { type: 'success' });
    onReturn();
    setSearchParams(
      (params) => {
        params.delete('code');
        params.delete('state');
        return params;
      },
      { replace: true },
    );
  }, [code, state, notify, onReturn, setSearchParams]);
}

/**
 * /oauth's data and actions: the enterprises and the chosen one's status (polled), connect through the
 * pop-up, disconnect, refresh, the sessions' cleanup, and the return from Square.
 */
export function useOAuthConnection(selectedId: number | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const user = useCurrentUser();
  const [busy, setBusy] = useState<OAuthBusy>(null);
  const { reRead, requestReRead } = useReRead();
  useProviderReturn(requestReRead);
  const popup = useOAuthPopup(requestReRead);

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

  const statusError = statusQuery.isError ? detail(statusQuery.error) : null;
  useEffect(() => {
    if (statusError) notify(OAUTH_MESSAGES.status(statusError), { type: 'error' });
  }, [statusError, notify]);

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

  return { enterprisesQuery, enterprises, selected, statusQuery, statusError, busy, connect, runAction, cleanup };
}
