import { useMemo, useRef } from 'react';
import { errorBody, errorStatus } from '../dataProvider/errors';
import { IDEMPOTENCY_KEY_REUSED, newIdempotencyKey } from '../dataProvider/idempotency';

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
