import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { onSessionExpired } from '../dataProvider/httpClient';
import { tokenStore } from '../dataProvider/tokenStore';
import { useSessionContext } from '../authProvider/session';

export const CONTEXT_ERROR_MESSAGE = 'Impossible de récupérer le contexte utilisateur';

/**
 * Keeps the session honest (spec 000 section 4): the stored snapshot shows at once, the context is
 * re-read from the server on start-up and any failure logs out; when the HTTP client ends the
 * session (no refresh token, refresh refused) it shows the toast and clears the cached data (the
 * client itself sends the user to /login after 1500 ms).
 */
export function SessionWatcher() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { error } = useSessionContext();

  useEffect(
    () =>
      onSessionExpired((message) => {
        notify(message, { type: 'error', autoHideDuration: 4000 });
        queryClient.clear();
      }),
    [notify, queryClient],
  );

  useEffect(() => {
    // With no tokens left, the HTTP client is already ending the session (toast, timed redirect).
    if (!error || tokenStore.getAccess() === null) return;
    notify(CONTEXT_ERROR_MESSAGE, { type: 'error' });
    void logout(undefined, '/login');
  }, [error, logout, notify]);

  return null;
}
