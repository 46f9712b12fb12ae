import type { User } from './contract/accounts';

/**
 * Where the session lives. Remember-me decides the storage: localStorage survives closing the
 * browser, sessionStorage lasts as long as this tab.
 */
export interface StoredSession {
  access: string;
  refresh: string;
  user: User;
}

const KEY = 'colis.session';

function storages(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

function read(): { session: StoredSession; storage: Storage } | null {
  for (const storage of storages()) {
    const text = storage.getItem(KEY);
    if (!text) continue;
    try {
      const session = JSON.parse(text) as StoredSession;
      if (session && typeof session.access === 'string') return { session, storage };
    } catch {
      storage.removeItem(KEY);
    }
  }
  return null;
}

export const tokenStore = {
  get(): StoredSession | null {
    return read()?.session ?? null;
  },
  getAccess(): string | null {
    return read()?.session.access ?? null;
  },
  getUser(): User | null {
    return read()?.session.user ?? null;
  },
  save(session: StoredSession, remember: boolean): void {
    this.clear();
    (remember ? window.localStorage : window.sessionStorage).setItem(KEY, JSON.stringify(session));
  },
  /** Keeps the session in the storage it was saved in. */
  update(patch: Partial<StoredSession>): void {
    const current = read();
    if (!current) return;
    current.storage.setItem(KEY, JSON.stringify({ ...current.session, ...patch }));
  },
  isRemembered(): boolean {
    return read()?.storage === window.localStorage;
  },
  clear(): void {
    for (const storage of storages()) storage.removeItem(KEY);
  },
  /**
   * Ends the session only if it still holds this refresh token: when another tab has renewed it
   * (or someone signed in again) in the meantime, that newer session is kept.
   */
  clearIfRefresh(refresh: string): void {
    const current = read();
    if (current && current.session.refresh === refresh) current.storage.removeItem(KEY);
  },
  /** Saves renewed tokens only into the session they were renewed from (same refresh token). */
  renew(from: string, tokens: { access: string; refresh?: string }): boolean {
    const current = read();
    if (!current || current.session.refresh !== from) return false;
    current.storage.setItem(KEY, JSON.stringify({ ...current.session, access: tokens.access, refresh: tokens.refresh ?? current.session.refresh }));
    return true;
  },
};
