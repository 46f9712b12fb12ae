/** Exchange-rate rules of spec 000 sections 5, 8 and 9: the inline rate input and the update errors. */
import { formatDecimal } from './format';

import { RATE_MAX, RATE_MAX_DECIMALS, RATE_MESSAGES, conversionTestForm } from './schemas/rates';
import { formSchemaOf } from './schemas/fields';

export { RATE_MAX, RATE_MAX_DECIMALS, RATE_MESSAGES } from './schemas/rates';
export const RATE_STEP = 0.000001;
export const RATE_TEST_AMOUNT = 100;

const conversionTest = formSchemaOf(conversionTestForm);

/** The conversion test's amount as typed, read (« 1 250,5 » → 1250.5); null while it is not one. */
export function conversionAmount(typed: unknown): number | null {
  const result = conversionTest.safeParse({ montant: typed });
  return result.success ? result.data.montant : null;
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
