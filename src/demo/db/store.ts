import type { DemoDb, SeedKind } from './types';
import { buildSeed, SEED_VERSION } from '../seed';
import { defaultPersistence, type StorePersistence } from './persistence';

/**
 * The demo backend's data store, saved after every change where its persistence keeps it (see
 * `persistence.ts`): localStorage in a browser, so the data survives a reload and every tab of the
 * browser works on the same data (each save writes a version stamp, and `syncFromStorage()`, called
 * before every request by `../tabs.ts`, reloads the store when another tab saved since); a file for
 * the Node server; memory in tests. The 10,000-parcel seed is too big for localStorage: there it is
 * rebuilt (deterministically) on each load, and its changes stay in the memory of the tab that
 * made them.
 */
export { SEED_KEY, STORAGE_KEY, VERSION_KEY } from './persistence';

let persistence: StorePersistence | null = null;
let db: DemoDb | null = null;
/** The stamp of the save this copy matches (null: none read or written yet). */
let version: string | null = null;

function home(): StorePersistence {
  persistence ??= defaultPersistence();
  return persistence;
}

/** Keeps the store somewhere else (the Node server's file); the next access loads from there. */
export function setStorePersistence(next: StorePersistence): void {
  persistence = next;
  db = null;
  version = null;
}

function load(): DemoDb {
  const store = home();
  const saved = store.read();
  version = store.stamp();
  if (saved.text && (saved.seed === 'standard' || store.holdsLargeSeed)) {
    try {
      const parsed = JSON.parse(saved.text) as DemoDb;
      if (parsed.version === SEED_VERSION && parsed.seed === saved.seed) return parsed;
    } catch {
      // A corrupt save is replaced by a fresh seed.
    }
  }
  return buildSeed(saved.seed);
}

export function getDb(): DemoDb {
  db ??= load();
  return db;
}

/** A stamp no other tab can have written: the time and a random part. */
function newStamp(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function save(current: DemoDb): void {
  const store = home();
  const text = current.seed === 'standard' || store.holdsLargeSeed ? JSON.stringify(current) : null;
  const stamp = newStamp();
  store.write({ seed: current.seed, text }, stamp);
  version = stamp;
}

/** Saves after a change; handlers call it once per mutating request. */
export function persist(): void {
  if (!db) return;
  try {
    save(db);
  } catch {
    // Quota exceeded: the data stays in memory for this page.
  }
}

/**
 * Another tab saved (or reset the store) since this copy was read or written: read it again. Cheap
 * when nothing changed (one small read of the stamp). Returns true when the store was reloaded.
 */
export function syncFromStorage(): boolean {
  if (!db) return false;
  if (home().stamp() === version) return false;
  db = load();
  return true;
}

/** Back to a fresh seed (optionally the large one for benchmarks), saved at once. */
export function resetDb(seed: SeedKind = 'standard'): DemoDb {
  db = buildSeed(seed);
  persist();
  return db;
}

/** Tests replace the whole store with a fresh seed between cases. */
export function replaceDb(next: DemoDb): void {
  db = next;
  version = home().stamp();
}

export function nextId(table: string): number {
  const store = getDb();
  store.counters[table] = (store.counters[table] ?? 0) + 1;
  return store.counters[table];
}

export function nowIso(): string {
  return new Date().toISOString();
}
