import * as z from 'zod/mini';
import { decimal, id, nullableDecimal, transform } from './common';

export const factureSchema = z.looseObject({
  id,
  numero_facture: z.string(),
  agent_createur_nom: z.optional(z.nullable(z.string())),
  date_creation: z.string(),
  date_validation: z.optional(z.nullable(z.string())),
  nombre_bordereaux: z.optional(z.number()),
  nombre_colis_total: z.optional(z.number()),
  valeur_totale: nullableDecimal,
  devise_operation: z.optional(z.nullable(z.string())),
  statut: z.string(),
  statut_display: z.optional(z.string()),
  est_validee: z.optional(z.boolean()),
  fichier_pdf: z.optional(z.nullable(z.string())),
  remarques: z.optional(z.nullable(z.string())),
});
export type Facture = z.infer<typeof factureSchema>;

/** Every invoice in one answer (a page holding them all, or a bare list): react-admin's list reads it as one page. */
export const facturesListSchema = z.union([
  transform(z.looseObject({ results: z.array(factureSchema) }), (body) => ({ count: body.results.length, results: body.results })),
  transform(z.array(factureSchema), (results) => ({ count: results.length, results })),
]);

export const availableBordereauSchema = z.looseObject({
  id,
  numero_bordereau: z.string(),
  agent_expediteur: z.optional(z.nullable(z.looseObject({ full_name: z.string() }))),
  date_envoi: z.optional(z.nullable(z.string())),
  nombre_colis_total: z.number(),
  poids_total: decimal,
  valeur_totale_convertie: nullableDecimal,
  valeur_totale_estimee: nullableDecimal,
  devise_operation: z.optional(z.nullable(z.string())),
});
export type AvailableBordereau = z.infer<typeof availableBordereauSchema>;

export const groupedLineSchema = z.looseObject({
  categorie: z.string(),
  quantite_totale: z.number(),
  poids_total: decimal,
  valeur_unitaire_estimee: nullableDecimal,
  valeur_unitaire_moyenne: nullableDecimal,
  valeur_unitaire_convertie: decimal,
  valeur_totale_convertie: decimal,
  devise_operation: z.optional(z.nullable(z.string())),
  produits_details: z.optional(z.array(z.unknown())),
});
export type GroupedLinePayload = z.infer<typeof groupedLineSchema>;

export const availableBordereauxSchema = z.looseObject({
  bordereaux_disponibles: z.array(availableBordereauSchema),
  produits_regroups: z._default(z.optional(z.array(groupedLineSchema)), []),
});

export const detailedProductSchema = z.looseObject({
  id,
  nom_produit: z.string(),
  quantite: z.number(),
  poids: decimal,
  valeur_estimee_convertie: nullableDecimal,
  valeur_totale_convertie: nullableDecimal,
  devise_operation: z.optional(z.nullable(z.string())),
  bordereau: z.optional(z.nullable(z.looseObject({ id: z.optional(id), numero: z.string() }))),
  colis: z.optional(z.nullable(z.looseObject({ id: z.optional(id), numero: z.string() }))),
  categorie_bdd_id: z.optional(z.nullable(id)),
  categorie_bdd_nom: z.optional(z.nullable(z.string())),
  categorie_modifiee_id: z.optional(z.nullable(id)),
  categorie_modifiee_nom: z.optional(z.nullable(z.string())),
  categorie_bdd: z.optional(z.nullable(z.string())),
  categorie_auto: z.optional(z.nullable(z.string())),
  source_categorie: z.optional(z.nullable(z.string())),
});
export type DetailedProduct = z.infer<typeof detailedProductSchema>;

export const invoiceCategorySchema = z.looseObject({
  id,
  nom: z.string(),
  emoji: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
});
export type InvoiceCategory = z.infer<typeof invoiceCategorySchema>;

export const detailedProductsSchema = z.looseObject({
  produits_details: z.array(detailedProductSchema),
  categories_disponibles: z.array(invoiceCategorySchema),
});

export const groupedProductsSchema = z.looseObject({ produits_regroups: z.array(groupedLineSchema) });

export const createFactureResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  facture: z.optional(factureSchema),
});

export const factureActionSchema = z.looseObject({ message: z.optional(z.string()), facture: z.optional(factureSchema) });
