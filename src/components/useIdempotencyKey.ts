import { useMemo, useRef } from 'react';
import { errorBody, errorStatus } from '../dataProvider/errors';
import { IDEMPOTENCY_KEY_REUSED } from '../dataProvider/idempotency';

/** A new key: a random UUID (the browser's, or 128 random bits written the same way). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The server refused the key: it had already made another request's record under it. */
export function isIdempotencyKeyReused(error: unknown): boolean {
  return errorStatus(error) === 422 && errorBody(error)?.code === IDEMPOTENCY_KEY_REUSED;
}

/**
 * The `Idempotency-Key` of one intended write: made at its first submit, sent again by every retry
 * (after a lost answer, a timeout, a refusal the user corrects), and forgotten once the write is
 * done, so the next submit is a new write.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      /** The key of the submission under way, made on first use. */
      current: () => (key.current ??= newIdempotencyKey()),
      /** The write is done (answered, or refused because its key had made another record): the next submit is a new write. */
      settle: () => {
        key.current = null;
      },
      /** Forgets the key after a failure when the server says the key had already made another record. */
      settleIfReused: (error: unknown) => {
        if (isIdempotencyKeyReused(error)) key.current = null;
      },
    }),
    [],
  );
}
