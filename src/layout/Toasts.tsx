import { Notification } from 'react-admin';

/** Toasts: 4 s, top-right (spec 000 section 9). Loaded with the first toast (see DeferredToasts.tsx). */
export default function Toasts() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={4000} />;
}
