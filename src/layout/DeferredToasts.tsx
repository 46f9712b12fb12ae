import { useNotificationContext } from 'react-admin';
import { deferred } from '../shims/deferred';
import { useDeferredComponent } from '../shims/useDeferredComponent';

const toasts = deferred(() => import('./Toasts').then((module) => module.default));

/**
 * The toasts' code (MUI's Snackbar and react-admin's Notification, about 3.5 KB gzip) loads with the
 * first toast, not with the first screen. A toast asked for before it has arrived waits in
 * react-admin's queue and shows once it has; a load that fails (offline) leaves the queue as it is,
 * for the next toast to try again, instead of throwing past every error boundary of the app.
 */
export function DeferredToasts() {
  const { notifications } = useNotificationContext();
  // Each change of the queue asks again after a failed load.
  const Toasts = useDeferredComponent(toasts, notifications.length > 0 && notifications);
  return Toasts ? <Toasts /> : null;
}
