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

/** The key's header, or none. */
export function idempotencyHeaders(write: IdempotentWrite | undefined): Record<string, string> {
  return write?.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: write.idempotencyKey } : {};
}

/** The code of the server's 422 when a key comes back with another request than the one it was made for. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
