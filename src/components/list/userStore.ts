import type { Store } from 'react-admin';
import { tokenStore } from '../../dataProvider/tokenStore';

const PREFIX = 'colis.preferences';

/**
 * What ends with the session: the last position in each list (its filters may hold a customer's
 * name typed in a search box) and the selections. The rest of the namespace is what a user chose
 * for themself and keeps from one session to the next: saved views, chosen columns, page sizes,
 * the chart period, grid or list view, the sidebar (and the quick find's recent items, beside).
 */
export const SESSION_KEY_ENDINGS = ['.listParams', '.selectedIds'] as const;

const isKept = (key: string) => !SESSION_KEY_ENDINGS.some((ending) => key.endsWith(ending));

function namespace(): string {
  const user = tokenStore.getUser();
  return `${PREFIX}.${user ? user.id : 'anonyme'}.`;
}

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The key a stored entry has for react-admin, whichever user it belongs to. */
const keyOf = (fullKey: string) => fullKey.slice(fullKey.indexOf('.', PREFIX.length + 1) + 1);

/**
 * react-admin's store, in localStorage, one namespace per signed-in user. react-admin resets its
 * store at logout: here the reset keeps every user's preferences and forgets the rest.
 */
export function createUserStore(storage: () => Storage = () => window.localStorage): Store {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const publish = (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value));
  const write = (key: string, value: unknown) => {
    try {
      if (value === undefined) storage().removeItem(namespace() + key);
      else storage().setItem(namespace() + key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the choice lasts as long as the page.
    }
    publish(key, value);
  };
  // localStorage may be full or blocked (private browsing): the store then forgets, it never throws.
  const removeWhere = (keep: (fullKey: string) => boolean) => {
    const removed = (() => {
      try {
        const store = storage();
        const keys = Object.keys(store).filter((fullKey) => fullKey.startsWith(`${PREFIX}.`) && !keep(fullKey));
        keys.forEach((fullKey) => store.removeItem(fullKey));
        return keys;
      } catch {
        return [];
      }
    })();
    removed.forEach((fullKey) => publish(keyOf(fullKey), undefined));
  };
  // Another tab of the same user changed a value.
  const onStorage = (event: StorageEvent) => {
    const own = namespace();
    if (event.key?.startsWith(own)) publish(event.key.slice(own.length), parse(event.newValue));
  };

  return {
    setup: () => window.addEventListener('storage', onStorage),
    teardown: () => window.removeEventListener('storage', onStorage),
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      let text: string | null;
      try {
        text = storage().getItem(namespace() + key);
      } catch {
        return defaultValue;
      }
      const value = parse(text);
      return value === undefined || value === null ? defaultValue : (value as T);
    },
    setItem: write,
    removeItem: (key) => write(key, undefined),
    removeItems: (keyPrefix) => {
      const own = namespace() + keyPrefix;
      removeWhere((fullKey) => !fullKey.startsWith(own));
    },
    reset: () => removeWhere(isKept),
    subscribe: (key, listener) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
  };
}

export const userStore = createUserStore();
