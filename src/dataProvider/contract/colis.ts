import * as z from 'zod/mini';
import { decimal, id, nullableDecimal } from './common';
import { countrySchema } from './accounts';

export const parcelStatusSchema = z.string();

export const produitSchema = z.looseObject({
  id: z.optional(id),
  nom_produit: z.string(),
  quantite: z.number(),
  valeur_estimee_individuelle: decimal,
  poids_unitaire: nullableDecimal,
  description: z.optional(z.nullable(z.string())),
  categorie_produit: z.optional(z.nullable(id)),
  categorie_nom: z.optional(z.nullable(z.string())),
  categorie_frais: nullableDecimal,
  categorie_type_tarification: z.optional(z.nullable(z.string())),
  categorie_prix_unitaire: nullableDecimal,
  categorie_is_active: z.optional(z.boolean()),
  categorie_desactivee_message: z.optional(z.nullable(z.looseObject({ title: z.string(), message: z.string(), details: z.optional(z.string()) }))),
  longueur_cm: nullableDecimal,
  largeur_cm: nullableDecimal,
  hauteur_cm: nullableDecimal,
  nb_lignes: z.optional(z.nullable(z.number())),
});
export type Produit = z.infer<typeof produitSchema>;

const routeCountrySchema = z.extend(countrySchema, { payment_methods: z.optional(z.array(z.looseObject({ code: z.string(), name: z.string(), is_online: z.optional(z.boolean()) }))) });

/**
 * A parcel's route. A country may be missing (a route whose country was deleted or never set):
 * the parcel still reads, and its detail says 'Configuration manquante' (spec 001 section 8)
 * instead of failing on the contract.
 */
const routeRefSchema = z.looseObject({
  id,
  origin_country: z.optional(z.nullable(routeCountrySchema)),
  destination_country: z.optional(z.nullable(routeCountrySchema)),
  taux_echange: decimal,
});

export const colisSchema = z.looseObject({
  id,
  numero_colis: z.string(),
  code_suivi: z.string(),
  tracking_number: z.string(),
  statut: parcelStatusSchema,
  statut_paiement: z.string(),
  expediteur_nom: z.string(),
  expediteur_prenom: z.string(),
  expediteur_telephone: z.string(),
  expediteur_email: z.optional(z.nullable(z.string())),
  expediteur_adresse_complete: z.optional(z.nullable(z.string())),
  destinataire_nom: z.string(),
  destinataire_prenom: z.string(),
  destinataire_telephone: z.string(),
  destinataire_email: z.optional(z.nullable(z.string())),
  destinataire_quartier: z.optional(z.nullable(z.string())),
  poids: decimal,
  description: z.optional(z.nullable(z.string())),
  valeur_totale_estimee: nullableDecimal,
  valeur_totale_calculee: nullableDecimal,
  bordereau: z.optional(z.nullable(z.looseObject({ id, numero_bordereau: z.string(), statut: z.string() }))),
  produits: z.optional(z.array(produitSchema)),
  enterprise_route: z.optional(z.nullable(routeRefSchema)),
  frais_expedition: nullableDecimal,
  rabais_applique: nullableDecimal,
  montant_total_a_payer: nullableDecimal,
  prix_total: nullableDecimal,
  base_currency_shipping_fee: nullableDecimal,
  base_currency_discount: nullableDecimal,
  base_currency_total: nullableDecimal,
  base_currency_declared_value: nullableDecimal,
  montant_square: nullableDecimal,
  devise_square: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
});
export type Colis = z.infer<typeof colisSchema>;

export const historiqueEntrySchema = z.looseObject({ date: z.string(), action: z.string(), utilisateur: z.optional(z.nullable(z.string())) });
export type HistoriqueEntry = z.infer<typeof historiqueEntrySchema>;

/** What the detail page reads beyond the list's fields. */
export const colisDetailSchema = z.extend(colisSchema, {
  historique: z.optional(z.array(historiqueEntrySchema)),
  proprietaire: z.optional(z.nullable(z.looseObject({ id: z.optional(z.nullable(id)) }))),
});
export type ColisDetail = z.infer<typeof colisDetailSchema>;

export const editRightsSchema = z.looseObject({
  peut_modifier_informations_personnelles: z.boolean(),
  peut_modifier_informations_techniques: z.boolean(),
  champs_modifiables: z.looseObject({
    informations_personnelles: z.array(z.string()),
    informations_techniques: z.array(z.string()),
  }),
  restrictions: z.array(z.string()),
  etat: z.looseObject({
    bordereau_associe: z.boolean(),
    bordereau_numero: z.optional(z.nullable(z.string())),
    bordereau_statut: z.optional(z.nullable(z.string())),
  }),
});
export type EditRightsPayload = z.infer<typeof editRightsSchema>;

const statusCountsSchema = z.looseObject({
  enregistre: z.number(),
  expedie: z.number(),
  arrive: z.number(),
  remis: z.number(),
  probleme: z.number(),
});

export const monthlyPointSchema = z.looseObject({ mois: z.string(), nombre_colis: z.number(), revenus: decimal });
export type MonthlyPoint = z.infer<typeof monthlyPointSchema>;

/** The list's cards and the dashboard: counted by the server over every parcel the user sees. */
export const colisStatisticsSchema = z.looseObject({
  total: z.number(),
  par_statut: statusCountsSchema,
  prets_expedition: z.number(),
  prets_expedition_anciens: z.number(),
  devise: z.string(),
  revenus_mois: decimal,
  revenus_mois_precedent: decimal,
  colis_mois: z.number(),
  colis_mois_precedent: z.number(),
  serie_mensuelle: z.array(monthlyPointSchema),
});
export type ColisStatistics = z.infer<typeof colisStatisticsSchema>;

export const messageSchema = z.looseObject({ message: z.string(), success: z.optional(z.boolean()) });

export const statusChangeSchema = z.looseObject({ message: z.string(), statut: z.string(), colis: z.optional(colisDetailSchema) });
