import type { DemoDb, SeedKind } from './types';
import { buildSeed, SEED_VERSION } from '../seed';

/**
 * The demo backend's data store. In the browser it is saved to localStorage after every change,
 * so the data survives a reload; the 10,000-parcel seed is too big for localStorage and is rebuilt
 * (deterministically) on each load instead, its changes kept in memory only.
 */
const STORAGE_KEY = 'colis.demo.db';
const SEED_KEY = 'colis.demo.seed';

let db: DemoDb | null = null;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

function chosenSeed(): SeedKind {
  return storage()?.getItem(SEED_KEY) === 'large' ? 'large' : 'standard';
}

function load(): DemoDb {
  const seed = chosenSeed();
  const text = seed === 'standard' ? storage()?.getItem(STORAGE_KEY) : null;
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

/** Saves after a change; handlers call it once per mutating request. */
export function persist(): void {
  const store = storage();
  if (!db || !store || db.seed !== 'standard') return;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(db));
  } catch {
    // Quota exceeded: the data stays in memory for this page.
  }
}

/** Back to a fresh seed (optionally the large one for benchmarks). */
export function resetDb(seed: SeedKind = 'standard'): DemoDb {
  const store = storage();
  store?.removeItem(STORAGE_KEY);
  if (seed === 'large') store?.setItem(SEED_KEY, 'large');
  else store?.removeItem(SEED_KEY);
  db = buildSeed(seed);
  persist();
  return db;
}

/** Tests replace the whole store with a fresh seed between cases. */
export function replaceDb(next: DemoDb): void {
  db = next;
}

export function nextId(table: string): number {
  const store = getDb();
  store.counters[table] = (store.counters[table] ?? 0) + 1;
  return store.counters[table];
}

export function nowIso(): string {
  return new Date().toISOString();
}
