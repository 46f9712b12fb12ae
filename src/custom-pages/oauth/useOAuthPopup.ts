import { useCallback, useEffect, useRef } from 'react';
import { OAUTH_POPUP, popupFeatures, POPUP_CHECK_MS } from './oauthStatus';

/**
 * The provider's consent window: opened at once on the click (so the browser does not block it),
 * pointed at the authorisation URL when the server has answered, and watched until it closes.
 */
export function useOAuthPopup(onClosed: () => void) {
  const watchRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const onClosedRef = useRef(onClosed);

  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  const stopWatching = useCallback(() => {
    if (watchRef.current) clearInterval(watchRef.current);
    watchRef.current = null;
  }, []);

  useEffect(() => stopWatching, [stopWatching]);

  /** A blank pop-up, or null when the browser refused to open it. */
  const open = useCallback((): Window | null => window.open('', OAUTH_POPUP.name, popupFeatures(window)), []);

  /** `url` has passed safeServerUrl. A page of another origin gets no handle on this window. */
  const navigate = useCallback(
    (popup: Window, url: string) => {
      if (new URL(url).origin !== window.location.origin) popup.opener = null;
      popup.location.href = url;
      stopWatching();
      watchRef.current = setInterval(() => {
        if (!popup.closed) return;
        stopWatching();
        onClosedRef.current();
      }, POPUP_CHECK_MS);
    },
    [stopWatching],
  );

  return { open, navigate };
}
