/**
 * Commercial-invoice writes (spec 002 sections 5 and 7): the invoice and its lines, and the two
 * steps before it (the products of the chosen manifests, their grouping by category).
 */
import * as z from 'zod/mini';
import { LIST_MAX, NUMBER_BOUNDS, TEXT_MAX } from '../limits';
import { body, boundText, id, list, number, text } from './fields';

export const NO_BORDEREAU_SELECTED = 'Veuillez sélectionner au moins un bordereau';
export const NO_LINE = 'La facture doit contenir au moins une ligne';

/** A line's messages; the list says which line ('Ligne 2: …'). */
export const INVOICE_LINE_MESSAGES = {
  category: 'La catégorie est obligatoire',
  quantity: 'La quantité doit être au moins 1',
  quantityInteger: 'La quantité doit être un nombre entier',
  quantityTooHigh: `La quantité ne peut pas dépasser ${boundText(NUMBER_BOUNDS.invoiceQuantity.max)}`,
  weight: 'Le poids total doit être positif',
  weightStep: 'Le poids total se saisit au dixième de kg (0,1 kg)',
  weightTooHigh: `Le poids total ne peut pas dépasser ${boundText(NUMBER_BOUNDS.invoiceWeight.max)} kg`,
  unitValue: 'La valeur unitaire doit être positive',
  unitValueStep: 'La valeur unitaire a 2 décimales au maximum',
  unitValueTooHigh: `La valeur unitaire ne peut pas dépasser ${boundText(NUMBER_BOUNDS.invoiceUnitValue.max)}`,
  currencyInvalid: 'Code de devise invalide (trois lettres, par exemple CAD).',
} as const;

const M = INVOICE_LINE_MESSAGES;

/** One line of the invoice: a category, whole units, a weight to 0,1 kg, a value per kg to the cent. */
export const invoiceLineWrite = body({
  categorie: text({ max: TEXT_MAX.invoiceCategory, required: M.category }),
  quantite_totale: number({ bound: NUMBER_BOUNDS.invoiceQuantity, messages: { required: M.quantity, min: M.quantity, integer: M.quantityInteger, max: M.quantityTooHigh } }),
  poids_total: number({ bound: { ...NUMBER_BOUNDS.invoiceWeight, min: 0 }, exclusiveMin: true, messages: { required: M.weight, min: M.weight, decimals: M.weightStep, max: M.weightTooHigh } }),
  valeur_unitaire_convertie: number({ bound: NUMBER_BOUNDS.invoiceUnitValue, exclusiveMin: true, messages: { required: M.unitValue, min: M.unitValue, decimals: M.unitValueStep, max: M.unitValueTooHigh } }),
  valeur_totale_convertie: z.optional(number({ bound: { min: 0, max: NUMBER_BOUNDS.invoiceUnitValue.max * NUMBER_BOUNDS.invoiceWeight.max, decimals: 2 }, messages: { required: M.unitValue } })),
  devise_operation: z.optional(text({ max: TEXT_MAX.currencyCode }).check(z.regex(/^([A-Z]{3})?$/, M.currencyInvalid))),
});

const manifestIds = list(id(NO_BORDEREAU_SELECTED, 'Identifiant de bordereau invalide.'), { max: LIST_MAX.manifestsPerRequest, required: NO_BORDEREAU_SELECTED });

/** POST /api/shipments/factures-commerciales/creer-facture/. */
export const invoiceCreateWrite = body({
  bordereaux_ids: manifestIds,
  lignes: list(invoiceLineWrite, { max: LIST_MAX.invoiceLines, required: NO_LINE }),
  remarques: z.optional(text({ max: TEXT_MAX.invoiceRemarks })),
});

/** POST /api/shipments/factures-commerciales/produits-detailles/. */
export const invoiceProductsWrite = body({ bordereaux_ids: manifestIds });

/** POST /api/shipments/factures-commerciales/regroupe-produits/: each product with the category chosen for it. */
export const invoiceGroupingWrite = body({
  produits_modifies: list(
    body({
      id: id('Produit introuvable.', 'Produit introuvable.'),
      categorie_modifiee_id: z.optional(z.nullable(id('Catégorie introuvable.', 'Catégorie introuvable.'))),
    }),
    { max: LIST_MAX.productsPerGrouping, required: 'Aucun produit à regrouper.' },
  ),
});
