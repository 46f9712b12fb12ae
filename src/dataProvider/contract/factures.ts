import { z } from 'zod';
import { decimal, id, nullableDecimal } from './common';

export const factureSchema = z.looseObject({
  id,
  numero_facture: z.string(),
  agent_createur_nom: z.string().nullable().optional(),
  date_creation: z.string(),
  date_validation: z.string().nullable().optional(),
  nombre_bordereaux: z.number().optional(),
  nombre_colis_total: z.number().optional(),
  valeur_totale: nullableDecimal,
  devise_operation: z.string().nullable().optional(),
  statut: z.string(),
  statut_display: z.string().optional(),
  est_validee: z.boolean().optional(),
  fichier_pdf: z.string().nullable().optional(),
  remarques: z.string().nullable().optional(),
});
export type Facture = z.infer<typeof factureSchema>;

export const facturesListSchema = z.union([
  z.looseObject({ results: z.array(factureSchema) }).transform((body) => body.results),
  z.array(factureSchema),
]);

export const availableBordereauSchema = z.looseObject({
  id,
  numero_bordereau: z.string(),
  agent_expediteur: z.looseObject({ full_name: z.string() }).nullable().optional(),
  date_envoi: z.string().nullable().optional(),
  nombre_colis_total: z.number(),
  poids_total: decimal,
  valeur_totale_convertie: nullableDecimal,
  valeur_totale_estimee: nullableDecimal,
  devise_operation: z.string().nullable().optional(),
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
  devise_operation: z.string().nullable().optional(),
  produits_details: z.array(z.unknown()).optional(),
});
export type GroupedLinePayload = z.infer<typeof groupedLineSchema>;

export const availableBordereauxSchema = z.looseObject({
  bordereaux_disponibles: z.array(availableBordereauSchema),
  produits_regroups: z.array(groupedLineSchema).optional().default([]),
});

export const detailedProductSchema = z.looseObject({
  id,
  nom_produit: z.string(),
  quantite: z.number(),
  poids: decimal,
  valeur_estimee_convertie: nullableDecimal,
  valeur_totale_convertie: nullableDecimal,
  devise_operation: z.string().nullable().optional(),
  bordereau: z.looseObject({ id: id.optional(), numero: z.string() }).nullable().optional(),
  colis: z.looseObject({ id: id.optional(), numero: z.string() }).nullable().optional(),
  categorie_bdd_id: id.nullable().optional(),
  categorie_bdd_nom: z.string().nullable().optional(),
  categorie_modifiee_id: id.nullable().optional(),
  categorie_modifiee_nom: z.string().nullable().optional(),
  categorie_bdd: z.string().nullable().optional(),
  categorie_auto: z.string().nullable().optional(),
  source_categorie: z.string().nullable().optional(),
});
export type DetailedProduct = z.infer<typeof detailedProductSchema>;

export const invoiceCategorySchema = z.looseObject({
  id,
  nom: z.string(),
  emoji: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
});
export type InvoiceCategory = z.infer<typeof invoiceCategorySchema>;

export const detailedProductsSchema = z.looseObject({
  produits_details: z.array(detailedProductSchema),
  categories_disponibles: z.array(invoiceCategorySchema),
});

export const groupedProductsSchema = z.looseObject({ produits_regroups: z.array(groupedLineSchema) });

export const createFactureResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  facture: factureSchema.optional(),
});

export const factureActionSchema = z.looseObject({ message: z.string().optional(), facture: factureSchema.optional() });
