/**
 * What the app keeps in the browser, and what a logout removes. Every key the app writes starts
 * with `colis.`; at logout all of them go, in localStorage and sessionStorage, except:
 * - preferences, which hold nothing personal and survive logout: `colis.preferences.<userId>.*`
 *   (per user: the quick find's recent items, saved views and the like), the list column choices
 *   `colis.<list>.colonnes`, and the tracking page's theme `colis.suivi.theme`;
 * - the demo backend's own store and settings, `colis.demo.*` (the "server", not the app).
 * So a key added later is personal until it is named here: the session and its tokens, the
 * new-parcel drafts (customer names and phones), a reception by scan in progress and anything
 * else go. React-admin's own store
 * (`RaStore.*`) and the cached queries are reset by react-admin's logout.
 */
const APP_PREFIX = 'colis.';
const KEPT = /^colis\.(preferences\.|demo\.|[a-z]+\.colonnes$|suivi\.theme$)/;

export function isKeptAtLogout(key: string): boolean {
  return !key.startsWith(APP_PREFIX) || KEPT.test(key);
}

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
}

/** Removes every personal datum the app stored in this browser (both storages). */
export function clearPersonalData(): void {
  if (typeof window === 'undefined') return;
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of keysOf(storage)) if (!isKeptAtLogout(key)) storage.removeItem(key);
  }
}
