/** Exchange-rate rules of spec 000 sections 5, 8 and 9: the inline rate input and the update errors. */
import { formatDecimal } from './format';

import { RATE_MAX, RATE_MAX_DECIMALS, RATE_MESSAGES, rateWrite } from './schemas/rates';
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

/**
 * A new rate more than twice or less than half the saved one is asked again before it is saved: a
 * slipped zero (6 250 → 62 500) reprices every parcel of the route at once.
 */
export const RATE_JUMP_FACTOR = 2;

export function isRateJump(saved: number, next: number): boolean {
  if (!(saved > 0) || !(next > 0)) return false;
  return next > saved * RATE_JUMP_FACTOR || next < saved / RATE_JUMP_FACTOR;
}

/** '× 10' or '÷ 4': how far a new rate is from the saved one, as the confirmation says it. */
export function rateJumpText(saved: number, next: number): string {
  const ratio = next >= saved ? next / saved : saved / next;
  return `${next >= saved ? '×' : '÷'} ${formatDecimal(ratio, 0, 1)}`;
}

/**
 * The rate of the reverse route that matches a rate: its inverse, rounded to the rates' 6
 * decimals (1 CAD = 6 250 GNF gives 1 GNF = 0,00016 CAD; 655,957 gives 0,001524). Null when the
 * inverse cannot be written as a rate: below 0,000001 (it would round to 0) or above the maximum.
 */
export function inverseRate(rate: number): number | null {
  if (!(rate > 0) || !Number.isFinite(rate)) return null;
  const factor = 10 ** RATE_MAX_DECIMALS;
  const inverse = Math.round((1 / rate) * factor) / factor;
  return inverse > 0 && inverse <= RATE_MAX ? inverse : null;
}
