import { SEED_KEY } from './db/keys';

/**
 * The 10,000-parcel seed's worker (see largeSeedWorker.ts), started as soon as main.ts knows the
 * demo runs on it: building the seed takes a few hundred milliseconds, done on the browser's other
 * core while the page loads its own code, not after it. Kept in main.ts's chunk (vite.config.ts,
 * IN_ENTRY), so that it starts before the demo backend's code has arrived.
 */
export interface StartedWorker {
  worker: Worker;
  /** The error the worker failed with before anyone listened, if it did. */
  failure: () => ErrorEvent | null;
}

let started: StartedWorker | null = null;

/** `?demo=large` on this page, or the large seed chosen earlier and not `?demo=reset`. */
export function isLargeSeedAsked(): boolean {
  const demo = new URLSearchParams(window.location.search).get('demo');
  if (demo === 'large') return true;
  try {
    return demo !== 'reset' && window.localStorage.getItem(SEED_KEY) === 'large';
  } catch {
    return false;
  }
}

/** `?demo=…` of this page's address, if any, taken off the address: it is read once, as the demo backend starts. */
export function takeDemoParam(): string | null {
  const url = new URL(window.location.href);
  const demo = url.searchParams.get('demo');
  if (demo) {
    url.searchParams.delete('demo');
    window.history.replaceState(null, '', url.toString());
  }
  return demo;
}

/** The worker, started once. */
export function startLargeSeedWorker(): StartedWorker {
  if (started) return started;
  const worker = new Worker(new URL('./largeSeedWorker.ts', import.meta.url), { type: 'module', name: 'demo-backend' });
  let failure: ErrorEvent | null = null;
  worker.addEventListener('error', (event) => {
    failure ??= event;
  });
  started = { worker, failure: () => failure };
  return started;
}
