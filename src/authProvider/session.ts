import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { useCallback } from 'react';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { ContextMe, User } from '../dataProvider/contract/accounts';
import { tokenStore } from '../dataProvider/tokenStore';
import { isTransient } from '../dataProvider/queryClient';

export const SESSION_QUERY_KEY = ['session', 'context-me'] as const;
/** A network or server failure of the context call is tried again 3 times (after 1, 2 and 4 s). */
export const CONTEXT_RETRIES = 3;
/** After that, the stored user stays on screen and the context is asked again every 30 s. */
export const CONTEXT_RECHECK_MS = 30_000;

/** Folds the context's countries and routes into the user, as the login does. */
export function userFromContext(context: ContextMe): User {
  return {
    ...context.user,
    operating_country: context.operating_country,
    destination_country: context.destination_country,
    routes: context.routes,
  };
}

/**
 * The session context (`GET /api/accounts/context/me/`): the stored snapshot shows at once,
 * the server's answer replaces it. A failure never ends the session by itself (only the HTTP
 * client does, after a refused refresh): the call is tried again with backoff, then re-checked.
 */
export function useSessionContext() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async () => {
      const context = await dataProvider.getContextMe();
      tokenStore.update({ user: userFromContext(context) });
      return context;
    },
    enabled: tokenStore.getAccess() !== null,
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => isTransient(error) && failureCount < CONTEXT_RETRIES,
    refetchInterval: (query) => (query.state.status === 'error' ? CONTEXT_RECHECK_MS : false),
  });
}

/** The signed-in user: fresh from the context call, else the stored snapshot. */
export function useCurrentUser(): User | null {
  const { data } = useSessionContext();
  return data ? userFromContext(data) : tokenStore.getUser();
}

/** Re-reads the session context, e.g. after the user edited their own record. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  // The top bar's user menu reads react-admin's identity (built from the stored user), cached apart.
  const { refetch: refetchIdentity } = useGetIdentity();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: ['currency-context'] });
    await refetchIdentity();
  }, [queryClient, refetchIdentity]);
}
