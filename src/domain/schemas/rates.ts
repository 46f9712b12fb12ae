/** Exchange-rate writes (spec 000 sections 5, 7 and 8): the rate of a route, a new route, a route's switches. */
import * as z from 'zod/mini';
import { NUMBER_BOUNDS, TEXT_MAX } from '../limits';
import { body, boolean, number, text } from './fields';

export const RATE_MAX = NUMBER_BOUNDS.rate.max;
export const RATE_MAX_DECIMALS = NUMBER_BOUNDS.rate.decimals;

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
  countryInvalid: 'Code pays ISO2 invalide.',
} as const;

/** An exchange rate: required, a number, above 0, at most 999 999 999, at most 6 decimals (spec 000). */
export const rate = number({
  bound: NUMBER_BOUNDS.rate,
  exclusiveMin: true,
  messages: {
    required: RATE_MESSAGES.required,
    invalid: RATE_MESSAGES.notANumber,
    min: RATE_MESSAGES.notPositive,
    max: RATE_MESSAGES.tooHigh,
    decimals: RATE_MESSAGES.tooManyDecimals,
  },
});

/** PUT or PATCH /api/accounts/enterprise-routes/{id}/taux-echange/. */
export const rateWrite = body({ taux_echange: rate });

const countryCode = text({ max: TEXT_MAX.countryCode, required: RATE_MESSAGES.countryInvalid }).check(z.regex(/^[A-Za-z]{2}$/, RATE_MESSAGES.countryInvalid));

/** POST /api/accounts/routes/create/. */
export const routeCreateWrite = body({
  origin_country_code: countryCode,
  destination_country_code: countryCode,
  taux_echange: rate,
});

/** PATCH /api/accounts/routes/{id}/update/. */
export const routeUpdateWrite = body({
  taux_echange: z.optional(rate),
  is_active: z.optional(boolean()),
  is_default: z.optional(boolean()),
});

/** The rate manager's conversion test (no write): an amount from 0 to the largest amount, else « Doit être un nombre valide ». */
export const conversionTestForm = body({
  montant: number({
    bound: NUMBER_BOUNDS.amount,
    messages: { required: RATE_MESSAGES.notANumber, invalid: RATE_MESSAGES.notANumber, min: RATE_MESSAGES.notANumber, max: RATE_MESSAGES.notANumber, decimals: RATE_MESSAGES.notANumber },
  }),
});
