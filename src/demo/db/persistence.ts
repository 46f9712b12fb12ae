import type { SeedKind } from './types';
import { SEED_KEY, STORAGE_KEY, VERSION_KEY } from './keys';

/**
 * Where the demo store is kept between runs, behind one interface: the browser's localStorage
 * (shared by its tabs), a file in a data folder for the Node server (`fileStorePersistence`), or
 * memory (tests, workers). The store's logic (`store.ts`) is the same over all three.
 */
export interface SavedStore {
  /** The seed the store was built from. */
  seed: SeedKind;
  /** The store as JSON, or null when none is saved (never saved, or too big for this home). */
  text: string | null;
}

export interface StorePersistence {
  read(): SavedStore;
  /** The stamp of the last save; another writer (a tab) saved since when it is not the one this copy holds. */
  stamp(): string | null;
  /** Saves the store (text null: only the seed choice) under a new stamp. */
  write(saved: SavedStore, stamp: string): void;
  /** Whether the 10,000-parcel store is saved too (not in localStorage: it is too big). */
  readonly holdsLargeSeed: boolean;
}

export { SEED_KEY, STORAGE_KEY, VERSION_KEY } from './keys';

/** Over a Web Storage (localStorage): the store, the seed choice and the stamp under three keys. */
export function webStoragePersistence(storage: Storage, holdsLargeSeed = false): StorePersistence {
  return {
    holdsLargeSeed,
    read: () => ({ seed: storage.getItem(SEED_KEY) === 'large' ? 'large' : 'standard', text: storage.getItem(STORAGE_KEY) }),
    stamp: () => storage.getItem(VERSION_KEY),
    write: ({ seed, text }, stamp) => {
      if (text === null) storage.removeItem(STORAGE_KEY);
      else storage.setItem(STORAGE_KEY, text);
      if (seed === 'large') storage.setItem(SEED_KEY, 'large');
      else storage.removeItem(SEED_KEY);
      storage.setItem(VERSION_KEY, stamp);
    },
  };
}

/** In memory only: tests, and wherever nothing outlives the process. */
export function memoryPersistence(): StorePersistence {
  let saved: SavedStore = { seed: 'standard', text: null };
  let lastStamp: string | null = null;
  return {
    holdsLargeSeed: true,
    read: () => saved,
    stamp: () => lastStamp,
    write: (next, stamp) => {
      saved = next;
      lastStamp = stamp;
    },
  };
}

/** The browser's localStorage when there is one (a worker, or a browser refusing storage, has none). */
export function defaultPersistence(): StorePersistence {
  try {
    const storage = globalThis.localStorage;
    if (storage) return webStoragePersistence(storage);
  } catch {
    // Storage refused (privacy settings): memory it is.
  }
  return memoryPersistence();
}
