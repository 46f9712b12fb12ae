/** The category write (spec 000 sections 3 and 5): create (POST) and update (PATCH) of a product category. */
import * as z from 'zod/mini';
import { PRICING_TYPES } from '../fees';
import { LIST_MAX, NUMBER_BOUNDS, TEXT_MAX } from '../limits';
import { fitsDecimals } from '../numbers';
import { amountPrecisionError, body, boolean, boundText, choice, everyTime, list, number, text } from './fields';

export const EMOJI_MAX_LENGTH = 10;
export const DEFAULT_CATEGORY_EMOJI = '📦';

/** An emoji's length as a person counts it (📦 is one), as the spec's '10 characters' means. */
export const emojiLength = (emoji: string) => [...emoji].length;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Le nom est requis',
  pricingTypeRequired: 'Le type de tarification est requis',
  priceRequired: 'Le prix unitaire est requis',
  priceNegative: 'Le prix unitaire doit être supérieur ou égal à 0',
  priceTooHigh: `Le prix unitaire ne peut pas dépasser ${boundText(NUMBER_BOUNDS.price.max)}`,
  orderNegative: "L'ordre d'affichage doit être un entier supérieur ou égal à 0",
  orderNotInteger: "L'ordre d'affichage doit être un nombre entier, sans décimales",
  orderTooHigh: `L'ordre d'affichage ne peut pas dépasser ${boundText(NUMBER_BOUNDS.displayOrder.max)}`,
  emojiTooLong: "L'emoji ne doit pas dépasser 10 caractères",
  currencyInvalid: 'Code de devise invalide (trois lettres, par exemple CAD).',
  currencyRequired: 'La devise est requise',
  notVisible: 'La catégorie doit être visible dans au moins un contexte (colis ou facture).',
  created: 'Catégorie créée avec succès',
  updated: 'Catégorie modifiée avec succès',
  deactivated: 'Catégorie désactivée avec succès',
  reactivated: 'Catégorie réactivée avec succès',
  createFailed: 'Erreur lors de la création',
  updateFailed: 'Erreur lors de la modification',
  deactivateFailed: 'Erreur lors de la désactivation',
  reactivateFailed: 'Erreur lors de la réactivation',
  initFailed: "Erreur lors de l'initialisation",
  loadFailed: 'Erreur lors du chargement des catégories',
  detectionFailed: 'Erreur lors du test de détection',
  emptyAll: 'Aucune catégorie configurée',
  emptySearch: 'Aucun résultat trouvé',
} as const;

/** The fields of a category body, each checked alone (the update's partial body is made of them). */
export const categoryFields = body({
  nom: text({ max: TEXT_MAX.categoryName, required: CATEGORY_MESSAGES.nameRequired }),
  emoji: z.optional(text({ max: 64 }).check(z.refine((emoji) => emojiLength(emoji) <= EMOJI_MAX_LENGTH, CATEGORY_MESSAGES.emojiTooLong))),
  description: z.optional(text({ max: TEXT_MAX.categoryDescription })),
  description_complete: z.optional(text({ max: TEXT_MAX.categoryLongDescription })),
  type_tarification: choice(PRICING_TYPES, CATEGORY_MESSAGES.pricingTypeRequired),
  prix_unitaire: number({
    bound: NUMBER_BOUNDS.price,
    messages: { required: CATEGORY_MESSAGES.priceRequired, min: CATEGORY_MESSAGES.priceNegative, max: CATEGORY_MESSAGES.priceTooHigh, decimals: 'Montant invalide : 2 décimales au maximum' },
  }),
  ordre_affichage: z.optional(
    number({
      bound: NUMBER_BOUNDS.displayOrder,
      messages: { required: CATEGORY_MESSAGES.orderNegative, min: CATEGORY_MESSAGES.orderNegative, max: CATEGORY_MESSAGES.orderTooHigh, integer: CATEGORY_MESSAGES.orderNotInteger, invalid: CATEGORY_MESSAGES.orderNotInteger },
    }),
  ),
  mots_cles_detection: z.optional(list(text({ max: TEXT_MAX.keyword }), { max: LIST_MAX.keywordsPerCategory })),
  afficher_pour_colis: z.optional(boolean()),
  afficher_pour_facture: z.optional(boolean()),
  devise_creation: z.optional(text({ max: TEXT_MAX.currencyCode }).check(z.regex(/^([A-Z]{3})?$/, CATEGORY_MESSAGES.currencyInvalid))),
});

export type CategoryBody = z.output<typeof categoryFields>;

/** A category shown nowhere (neither for parcels nor for invoices) is refused: the message, else null. */
export function visibilityProblem(category: Pick<Partial<CategoryBody>, 'afficher_pour_colis' | 'afficher_pour_facture'>): string | null {
  return category.afficher_pour_colis === false && category.afficher_pour_facture === false ? CATEGORY_MESSAGES.notVisible : null;
}

/** The rules between fields: visible somewhere; a price in a currency without decimals has none. */
function categoryRules(category: Partial<CategoryBody>, context: z.core.$RefinementCtx<unknown>): void {
  const hidden = visibilityProblem(category);
  if (hidden) context.issues.push({ code: 'custom', message: hidden, input: category, path: [] });
  const price = category.prix_unitaire;
  // More than 2 decimals is the field's own refusal; this is the currency's (none in GNF or XOF).
  const problem = typeof price === 'number' && fitsDecimals(price, NUMBER_BOUNDS.price.decimals) && category.devise_creation ? amountPrecisionError(price, category.devise_creation) : null;
  if (problem) context.issues.push({ code: 'custom', message: problem, input: category.prix_unitaire, path: ['prix_unitaire'] });
}

/** POST /api/shipments/categories/ — and, merged with the stored category, the result of a PATCH. */
export const categoryWrite = categoryFields.check(z.superRefine(categoryRules, everyTime));

/**
 * The creation form: the same write, whose currency is chosen among the routes' (devise_creation,
 * spec 000 section 3) and so required; an edit keeps the category's.
 */
export const categoryCreateForm = z
  .extend(categoryFields, { devise_creation: text({ max: TEXT_MAX.currencyCode, required: CATEGORY_MESSAGES.currencyRequired }).check(z.regex(/^[A-Z]{3}$/, CATEGORY_MESSAGES.currencyInvalid)) })
  .check(z.superRefine(categoryRules, everyTime));

/** PATCH /api/shipments/categories/{id}/: any of the fields, each checked alone (then merged and checked whole). */
export const categoryPatch = z.partial(categoryFields);
