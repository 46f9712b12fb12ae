/** Exchange-rate rules of spec 000 sections 5, 8 and 9: the inline rate input and the update errors. */

import { RATE_MESSAGES, rateWrite } from './schemas/rates';
import { formSchemaOf } from './schemas/fields';

export { RATE_MAX, RATE_MAX_DECIMALS, RATE_MESSAGES } from './schemas/rates';
export const RATE_STEP = 0.000001;
export const RATE_TEST_AMOUNT = 100;

const rateForm = formSchemaOf(rateWrite);

/** The typed rate read as the rate write reads it (« 6 300,5 » → 6300.5); NaN when it is not a valid rate. */
export function parseRate(input: string): number {
  const result = rateForm.safeParse({ taux_echange: input });
  return result.success ? result.data.taux_echange : Number.NaN;
}

/** The first broken rule's message (the rate write's, as the server answers it), or null when the rate may be sent. */
export function validateRate(input: string): string | null {
  const result = rateForm.safeParse({ taux_echange: input });
  return result.success ? null : result.error.issues[0].message;
}

/** The message of a failed rate update by HTTP status (0 = no answer from the server). */
export function rateUpdateErrorMessage(status: number | undefined, serverMessage?: string): string {
  if (status === 401) return RATE_MESSAGES.loadSessionExpired;
  if (status === 403) return RATE_MESSAGES.forbidden;
  if (status === 404) return RATE_MESSAGES.notFound;
  if (status === 400 || status === 422) return serverMessage?.trim() ? serverMessage : RATE_MESSAGES.invalidData;
  if (status !== undefined && status >= 500) return RATE_MESSAGES.serverError;
  return RATE_MESSAGES.network;
}

/** The message of a failed route load. */
export function routesLoadErrorMessage(status: number | undefined): string {
  return status === 401 ? RATE_MESSAGES.loadSessionExpired : RATE_MESSAGES.loadFailed;
}
