/** Exchange-rate rules of spec 000 sections 5, 8 and 9: the inline rate input and the update errors. */
import { formatDecimal } from './format';

export const RATE_MAX = 999_999_999;
export const RATE_MAX_DECIMALS = 6;
export const RATE_STEP = 0.000001;
export const RATE_TEST_AMOUNT = 100;

export const RATE_MESSAGES = {
  required: 'Le taux est requis',
  notANumber: 'Doit être un nombre valide',
  notPositive: 'Doit être positif',
  tooHigh: 'Taux trop élevé (max: 999M)',
  tooManyDecimals: 'Maximum 6 décimales',
  updated: 'Taux de change mis à jour avec succès',
  contextReloaded: 'Contexte monétaire rechargé !',
  contextReloadFailed: 'Erreur lors du rechargement',
  loadSessionExpired: 'Session expirée, veuillez vous reconnecter',
  loadFailed: 'Erreur lors du chargement des routes',
  forbidden: 'Accès refusé : vous ne pouvez modifier que vos routes',
  notFound: 'Route non trouvée ou supprimée',
  invalidData: 'Données invalides : le taux doit être un nombre positif au format valide',
  serverError: 'Erreur temporaire du serveur, veuillez réessayer dans un instant',
  network: 'Problème de réseau : impossible de joindre le serveur, vérifiez votre connexion',
} as const;

/** The typed text as a number: French decimal comma accepted, spaces ignored; NaN when not a number. */
export function parseRate(input: string): number {
  const text = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number(text);
}

function decimalsOf(input: string): number {
  const text = input.trim().replace(/\s/g, '').replace(',', '.');
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The first broken rule's message, or null when the rate may be sent. */
export function validateRate(input: string): string | null {
  if (input.trim() === '') return RATE_MESSAGES.required;
  const value = parseRate(input);
  if (!Number.isFinite(value)) return RATE_MESSAGES.notANumber;
  if (value <= 0) return RATE_MESSAGES.notPositive;
  if (value > RATE_MAX) return RATE_MESSAGES.tooHigh;
  if (decimalsOf(input) > RATE_MAX_DECIMALS) return RATE_MESSAGES.tooManyDecimals;
  return null;
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
