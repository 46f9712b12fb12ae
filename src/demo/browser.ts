import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { getDb, resetDb } from './db/store';

/**
 * Starts the demo backend in the browser. `?demo=reset` (before the `#`) restores the standard
 * seed and `?demo=large` loads the 10,000-parcel seed for benchmarks.
 */
export async function startDemoBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  // The service worker registers while the store is loaded (or the seed built) below.
  const started = worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
  const url = new URL(window.location.href);
  const demo = url.searchParams.get('demo');
  if (demo === 'reset' || demo === 'large') {
    resetDb(demo === 'large' ? 'large' : 'standard');
    url.searchParams.delete('demo');
    window.history.replaceState(null, '', url.toString());
  } else {
    getDb();
  }
  await started;
}
