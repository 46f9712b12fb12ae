import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { getDb, resetDb } from './db/store';

/**
 * Starts the demo backend in the browser. `?demo=reset` (before the `#`) restores the standard
 * seed and `?demo=large` loads the 10,000-parcel seed for benchmarks.
 */
export async function startDemoBackend(): Promise<void> {
  const url = new URL(window.location.href);
  const demo = url.searchParams.get('demo');
  if (demo === 'reset' || demo === 'large') {
    resetDb(demo === 'large' ? 'large' : 'standard');
    url.searchParams.delete('demo');
    window.history.replaceState(null, '', url.toString());
  }
  getDb();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
}
