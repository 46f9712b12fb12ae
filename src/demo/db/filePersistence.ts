import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { StorePersistence } from './persistence';
import type { SeedKind } from './types';

/** The store's file in the data folder: the store itself, as JSON. */
export const STORE_FILE = 'demo-store.json';

/**
 * Writes a file so that a crash at any moment leaves either the old file or the new one, never a
 * part: a temporary file beside it, flushed to the disk, renamed over the old one, and the folder
 * flushed so the rename itself survives a power cut.
 */
export function writeFileAtomic(path: string, folder: string, text: string, mode = 0o666): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const file = openSync(temporary, 'w', mode);
  try {
    writeSync(file, text);
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
  renameSync(temporary, path);
  const directory = openSync(folder, 'r');
  try {
    fsyncSync(directory);
  } finally {
    closeSync(directory);
  }
}

function seedOf(parsed: unknown): SeedKind {
  return (parsed as { seed?: unknown } | null)?.seed === 'large' ? 'large' : 'standard';
}

/**
 * The Node server's persistence: the store in `<folder>/demo-store.json`, written atomically after
 * every change, so an answered write is on the disk before its answer leaves. One process owns the
 * file, so the stamp lives in memory. A file that cannot be read as JSON is set aside (renamed
 * `…corrupt-<time>.json`, never deleted) and the store starts from a fresh seed.
 */
export function fileStorePersistence(folder: string, log: (message: string) => void = console.warn): StorePersistence {
  mkdirSync(folder, { recursive: true });
  const path = join(folder, STORE_FILE);
  let lastStamp: string | null = null;
  return {
    holdsLargeSeed: true,
    read() {
      if (!existsSync(path)) return { seed: 'standard', text: null };
      const text = readFileSync(path, 'utf8');
      try {
        return { seed: seedOf(JSON.parse(text)), text };
      } catch {
        const aside = join(folder, `demo-store.corrupt-${Date.now()}.json`);
        renameSync(path, aside);
        log(`Fichier de données illisible, mis de côté : ${aside}. Le serveur repart des données de démonstration.`);
        return { seed: 'standard', text: null };
      }
    },
    stamp: () => lastStamp,
    write({ text }, stamp) {
      if (text === null) rmSync(path, { force: true });
      else writeFileAtomic(path, folder, text);
      lastStamp = stamp;
    },
  };
}
