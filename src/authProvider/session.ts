import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useCallback } from 'react';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { ContextMe, User } from '../dataProvider/contract/accounts';
import { tokenStore } from '../dataProvider/tokenStore';

export const SESSION_QUERY_KEY = ['session', 'context-me'] as const;

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
 * the server's answer replaces it.
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
    retry: false,
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
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: ['currency-context'] });
  }, [queryClient]);
}
