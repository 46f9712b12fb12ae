import { getDb, syncFromStorage } from './db/store';

/**
 * Tabs of one browser share one demo store (localStorage). Before each request a tab reloads the
 * store if another tab saved since (a version stamp, see `db/store.ts`), so a write in one tab is
 * seen by the others' next read, polling included. A request that may write runs under a lock held
 * across the tabs (Web Locks API), from that reload to its save, so no tab saves over a write it
 * has not read. Where Web Locks are missing (Node, old browsers) there is a single process anyway.
 */
export const WRITE_LOCK = 'colis.demo.write';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** Runs `work` on the latest saved store, holding the cross-tab write lock. */
export function withWriteLock<T>(work: () => Promise<T> | T): Promise<T> {
  const run = async () => {
    getDb();
    syncFromStorage();
    return work();
  };
  const locks = lockManager();
  return locks ? locks.request(WRITE_LOCK, run) : run();
}

/** Wraps a dispatcher so that the tabs of one browser share its store. */
export function sharedAcrossTabs(dispatch: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return (request) => {
    if (READ_METHODS.has(request.method.toUpperCase())) {
      getDb();
      syncFromStorage();
      return dispatch(request);
    }
    return withWriteLock(() => dispatch(request));
  };
}
