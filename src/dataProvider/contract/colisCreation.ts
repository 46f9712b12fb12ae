import * as z from 'zod/mini';
import { decimal, id, nullableDecimal } from './common';
import { categorieSchema } from './configuration';

/** A category priced in the user's base currency (the converted-price variant of spec 001 section 3). */
export const convertedCategorieSchema = z.extend(categorieSchema, {
  prix_unitaire_local: decimal,
  devise_locale: z.string(),
  prix_unitaire_original: decimal,
  devise_originale: z.string(),
  conversion_effectuee: z.boolean(),
});
export type ConvertedCategorie = z.infer<typeof convertedCategorieSchema>;

/** Answer of the category detection from a product name. */
export const categoryDetectionSchema = z.looseObject({
  categorie: z.nullable(convertedCategorieSchema),
  mot_cle: z.optional(z.nullable(z.string())),
});
export type CategoryDetection = z.infer<typeof categoryDetectionSchema>;

/** Answer of the server's fee validation: fees, discount, total and the per-product breakdown. */
export const feeValidationSchema = z.looseObject({
  devise: z.string(),
  frais_expedition: decimal,
  rabais_applique: decimal,
  montant_total_a_payer: decimal,
  detail_produits: z.array(
    z.looseObject({
      index: z.number(),
      nom: z.string(),
      categorie_id: z.nullable(id),
      categorie_nom: z.nullable(z.string()),
      type_tarification: z.nullable(z.string()),
      prix_unitaire: nullableDecimal,
      frais: decimal,
      erreur: z.optional(z.nullable(z.string())),
    }),
  ),
  erreurs: z.optional(z.array(z.string())),
});
export type FeeValidation = z.infer<typeof feeValidationSchema>;
