/**
 * The secret the demo backend signs its tokens with: made at random where it is first needed, never
 * written in the source, so nothing secret ships in a build. `npm run server` keeps it in its data
 * folder (http-server/signingSecretFile.ts); the in-page demo keeps one per browser store
 * (localStorage, shared by its tabs, kept across `?demo=reset` so a reset does not sign everyone
 * out); the 10,000-parcel seed's worker gets the page's; elsewhere (tests) it lives in memory.
 */
export const SIGNING_SECRET_KEY = 'colis.demo.signingSecret';

let chosen: string | null = null;

/** 32 random bytes, as hex. */
export function newSigningSecret(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This browser store's secret, made on first use. */
export function browserSigningSecret(storage: Storage): string {
  const kept = storage.getItem(SIGNING_SECRET_KEY);
  if (kept) return kept;
  const secret = newSigningSecret();
  storage.setItem(SIGNING_SECRET_KEY, secret);
  return secret;
}

/** Signs with this secret from now on (the server's file, the page's secret in the worker, a test's). */
export function setSigningSecret(secret: string): void {
  chosen = secret;
}

export function signingSecret(): string {
  if (chosen) return chosen;
  try {
    const storage = globalThis.localStorage;
    if (storage) return browserSigningSecret(storage);
  } catch {
    // Storage refused: a secret in memory, for this page only.
  }
  chosen = newSigningSecret();
  return chosen;
}
