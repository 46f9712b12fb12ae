import type { StoredSession } from './tokenStore';

/**
 * One token refresh for every tab of the browser. With refresh-token rotation on the server
 * (Django SimpleJWT's ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION), a refresh token works
 * once: two tabs refreshing with it at once would see one refused and, before this, that tab
 * cleared the session the other had just renewed. So:
 * - refreshes run one at a time across tabs, under a Web Lock (within the tab when the browser
 *   has no Web Locks);
 * - inside the lock the stored tokens are read again: if they changed since the failing request
 *   left, another request or tab has renewed them and they are used as they are;
 * - a refused refresh reads them once more before giving up, for the same reason;
 * - renewed tokens are saved only into the session they came from.
 */

export const REFRESH_LOCK_NAME = 'colis.session.refresh';

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface ExclusiveLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionTokens {
  get(): Pick<StoredSession, 'access' | 'refresh'> | null;
  renew(from: string, tokens: { access: string; refresh?: string }): boolean;
}

/** No refresh token is stored: there is nothing to refresh with. */
export class NoRefreshTokenError extends Error {
  constructor() {
    super('Aucun jeton de rafraîchissement');
    this.name = 'NoRefreshTokenError';
  }
}

/** The server refused this refresh token and no other tab has renewed the session since. */
export class RefreshRefusedError extends Error {
  constructor(
    public readonly refresh: string,
    public readonly reason: unknown,
  ) {
    super('Rafraîchissement du jeton refusé');
    this.name = 'RefreshRefusedError';
  }
}

export interface RefresherOptions {
  tokens: SessionTokens;
  /** The browser's lock manager, or null to serialise within this tab only. */
  locks: ExclusiveLocks | null;
  /** `POST …/token/refresh/`: a new access token, and a new refresh token under rotation. */
  requestRefresh: (refresh: string) => Promise<{ access: string; refresh?: string }>;
}

/** Serialises async work within one page: the fallback when the browser has no Web Locks. */
function pageLocks(): ExclusiveLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

export function browserLocks(): ExclusiveLocks | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/**
 * Returns `refreshFor(sentAccess)`: the access token to replay a request that got a 401 with
 * `sentAccess`. Rejects with NoRefreshTokenError or RefreshRefusedError when the session is over.
 */
export function createRefresher({ tokens, locks, requestRefresh }: RefresherOptions) {
  const exclusive = locks ?? pageLocks();
  return function refreshFor(sentAccess: string | null): Promise<string> {
    return exclusive.request(REFRESH_LOCK_NAME, async () => {
      const before = tokens.get();
      if (before && before.access !== sentAccess) return before.access;
      if (!before?.refresh) throw new NoRefreshTokenError();
      let renewed: { access: string; refresh?: string };
      try {
        renewed = await requestRefresh(before.refresh);
      } catch (error) {
        const after = tokens.get();
        if (after && after.refresh !== before.refresh) return after.access;
        throw new RefreshRefusedError(before.refresh, error);
      }
      if (tokens.renew(before.refresh, renewed)) return renewed.access;
      // The session changed while the refresh was on its way (a new sign-in): keep that one.
      const now = tokens.get();
      if (!now) throw new NoRefreshTokenError();
      return now.access;
    });
  };
}
