import { useEffect, useState, type ComponentType } from 'react';
import { useNotificationContext } from 'react-admin';

let loaded: ComponentType | null = null;

/**
 * The toasts' code (MUI's Snackbar and react-admin's Notification, about 3.5 KB gzip) loads with the
 * first toast, not with the first screen. A toast asked for before it has arrived waits in
 * react-admin's queue and shows once it has; a load that fails (offline) leaves the queue as it is,
 * for the next toast to try again, instead of throwing past every error boundary of the app.
 */
export function DeferredToasts() {
  const { notifications } = useNotificationContext();
  const [Toasts, setToasts] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (Toasts || notifications.length === 0) return undefined;
    let mounted = true;
    import('./Toasts').then(
      (module) => {
        loaded = module.default;
        if (mounted) setToasts(() => module.default);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Toasts, notifications]);
  return Toasts ? <Toasts /> : null;
}
