/**
 * Creates survive a lost answer: each create carries an `Idempotency-Key`, made when the user
 * first submits and sent again by every retry of that submission, so the server answers the retry
 * with the first answer instead of writing a second record (docs/contract.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set by the server on an answer given again to a retry. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';

/** What a create takes besides its body: the key of the submission it belongs to. */
export interface IdempotentWrite {
  idempotencyKey?: string;
}

/** A create's record, and whether the server had already made it (an earlier try whose answer was lost). */
export interface CreateResult<T> {
  data: T;
  replayed: boolean;
}

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

/** The key's header, or none. */
export function idempotencyHeaders(write: IdempotentWrite | undefined): Record<string, string> {
  return write?.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: write.idempotencyKey } : {};
}

/** The code of the server's 422 when a key comes back with another request than the one it was made for. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
