import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../db/filePersistence';
import { newSigningSecret } from '../signingSecret';

/** The token-signing secret's file in the data folder, beside demo-store.json. */
export const SIGNING_SECRET_FILE = 'demo-signing-secret';

/**
 * `npm run server`'s signing secret: read from the data folder, or made at random on the first
 * start and written there (readable by its owner only), so tokens survive a restart and no two
 * installations share a secret.
 */
export function signingSecretFromFolder(folder: string): string {
  const path = join(folder, SIGNING_SECRET_FILE);
  if (existsSync(path)) {
    const kept = readFileSync(path, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(kept)) return kept;
  }
  const secret = newSigningSecret();
  writeFileAtomic(path, folder, `${secret}\n`, 0o600);
  return secret;
}
