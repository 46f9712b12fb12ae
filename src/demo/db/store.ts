import type { DemoDb, SeedKind } from './types';
import { buildSeed, SEED_VERSION } from '../seed';

/**
 * The demo backend's data store. In a browser it is saved to localStorage after every change, so
 * the data survives a reload and every tab of the browser works on the same data: each save also
 * writes a version stamp, and `syncFromStorage()` (called before every request, see `../tabs.ts`)
 * reloads the store when another tab saved since. The 10,000-parcel seed is too big for
 * localStorage: it is rebuilt (deterministically) on each load, and its changes stay in the memory
 * of the tab that made them.
 */
export const STORAGE_KEY = 'colis.demo.db';
export const SEED_KEY = 'colis.demo.seed';
export const VERSION_KEY = 'colis.demo.version';

let db: DemoDb | null = null;
/** The stamp of the save this tab's copy matches (null: none read or written yet). */
let version: string | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function chosenSeed(): SeedKind {
  return storage()?.getItem(SEED_KEY) === 'large' ? 'large' : 'standard';
}

function load(): DemoDb {
  const store = storage();
  const seed = chosenSeed();
  version = store?.getItem(VERSION_KEY) ?? null;
  const text = seed === 'standard' ? store?.getItem(STORAGE_KEY) : null;
  if (text) {
    try {
      const saved = JSON.parse(text) as DemoDb;
      if (saved.version === SEED_VERSION && saved.seed === seed) return saved;
    } catch {
      // A corrupt save is replaced by a fresh seed.
    }
  }
  return buildSeed(seed);
}

export function getDb(): DemoDb {
  db ??= load();
  return db;
}

/** A stamp no other tab can have written: the time and a random part. */
function newStamp(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function writeStamp(store: Storage): void {
  version = newStamp();
  store.setItem(VERSION_KEY, version);
}

/** Saves after a change; handlers call it once per mutating request. */
export function persist(): void {
  const store = storage();
  if (!db || !store || db.seed !== 'standard') return;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(db));
    writeStamp(store);
  } catch {
    // Quota exceeded: the data stays in memory for this page.
  }
}

/**
 * Another tab saved (or reset the store) since this copy was read or written: read it again. Cheap
 * when nothing changed (one small localStorage read). Returns true when the store was reloaded.
 */
export function syncFromStorage(): boolean {
  const store = storage();
  if (!store || !db) return false;
  const current = store.getItem(VERSION_KEY);
  if (current === version) return false;
  db = load();
  return true;
}

/** True when this browser's demo runs on the 10,000-parcel seed (chosen with `?demo=large`). */
export function isLargeSeedChosen(): boolean {
  return chosenSeed() === 'large';
}

/** Back to a fresh seed (optionally the large one for benchmarks). */
export function resetDb(seed: SeedKind = 'standard'): DemoDb {
  const store = storage();
  store?.removeItem(STORAGE_KEY);
  if (seed === 'large') store?.setItem(SEED_KEY, 'large');
  else store?.removeItem(SEED_KEY);
  db = buildSeed(seed);
  persist();
  // The large seed is not saved, but the other tabs must still drop their copy.
  if (store && seed === 'large') writeStamp(store);
  return db;
}

/** Tests replace the whole store with a fresh seed between cases. */
export function replaceDb(next: DemoDb): void {
  db = next;
  version = storage()?.getItem(VERSION_KEY) ?? null;
}

export function nextId(table: string): number {
  const store = getDb();
  store.counters[table] = (store.counters[table] ?? 0) + 1;
  return store.counters[table];
}

export function nowIso(): string {
  return new Date().toISOString();
}
