import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { onSessionExpired } from '../dataProvider/httpClient';
import { tokenStore } from '../dataProvider/tokenStore';
import { errorMessage } from '../dataProvider/errors';
import { useSessionContext } from '../authProvider/session';

export const CONTEXT_ERROR_MESSAGE = 'Impossible de récupérer le contexte utilisateur';

/**
 * Keeps the session honest (spec 000 section 4, as issue 12 amends it): the stored snapshot shows
 * at once and the context is re-read from the server on start-up. A failed re-read (after its
 * retries) is reported and the stored user stays: only the HTTP client ends a session, when a 401
 * meets a refused refresh; it then shows the toast here and clears the cached data (the client
 * itself sends the user to /login after 1500 ms).
 */
export function SessionWatcher() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { error } = useSessionContext();
  // One warning per run of failures: the 30 s re-checks do not repeat it.
  const warned = useRef(false);

  useEffect(
    () =>
      onSessionExpired((message) => {
        notify(message, { type: 'error', autoHideDuration: 4000 });
        queryClient.clear();
      }),
    [notify, queryClient],
  );

  useEffect(() => {
    if (!error) {
      warned.current = false;
      return;
    }
    // With no tokens left, the HTTP client is already ending the session (toast, timed redirect).
    if (warned.current || tokenStore.getAccess() === null) return;
    warned.current = true;
    const detail = errorMessage(error, '');
    notify(detail ? `${CONTEXT_ERROR_MESSAGE}. ${detail}` : CONTEXT_ERROR_MESSAGE, { type: 'warning' });
  }, [error, notify]);

  return null;
}
