import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { onSessionExpired } from '../dataProvider/httpClient';
import { useSessionContext } from '../authProvider/session';

/**
 * Keeps the session honest: refreshes the stored user from the server on start-up (a failure
 * other than the network logs out), and shows the toast and clears cached data when the HTTP
 * client ends the session (the client itself redirects to /login after 1500 ms).
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
    if (error instanceof HttpError && error.status !== 401 && error.status !== 0) {
      notify('Impossible de récupérer le contexte utilisateur', { type: 'error' });
      void logout();
    }
  }, [error, logout, notify]);

  return null;
}
