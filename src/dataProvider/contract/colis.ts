import { z } from 'zod';
import { decimal, id, nullableDecimal } from './common';
import { countrySchema } from './accounts';

export const parcelStatusSchema = z.string();

export const produitSchema = z.looseObject({
  id: id.optional(),
  nom_produit: z.string(),
  quantite: z.number(),
  valeur_estimee_individuelle: decimal,
  poids_unitaire: nullableDecimal,
  description: z.string().nullable().optional(),
  categorie_produit: id.nullable().optional(),
  categorie_nom: z.string().nullable().optional(),
  categorie_frais: nullableDecimal,
  categorie_type_tarification: z.string().nullable().optional(),
  categorie_prix_unitaire: nullableDecimal,
  categorie_is_active: z.boolean().optional(),
  categorie_desactivee_message: z
    .looseObject({ title: z.string(), message: z.string(), details: z.string().optional() })
    .nullable()
    .optional(),
  longueur_cm: nullableDecimal,
  largeur_cm: nullableDecimal,
  hauteur_cm: nullableDecimal,
  nb_lignes: z.number().nullable().optional(),
});
export type Produit = z.infer<typeof produitSchema>;

const routeRefSchema = z.looseObject({
  id,
  origin_country: countrySchema.extend({ payment_methods: z.array(z.looseObject({ code: z.string(), name: z.string(), is_online: z.boolean().optional() })).optional() }),
  destination_country: countrySchema.extend({ payment_methods: z.array(z.looseObject({ code: z.string(), name: z.string(), is_online: z.boolean().optional() })).optional() }),
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
  expediteur_email: z.string().nullable().optional(),
  expediteur_adresse_complete: z.string().nullable().optional(),
  destinataire_nom: z.string(),
  destinataire_prenom: z.string(),
  destinataire_telephone: z.string(),
  destinataire_email: z.string().nullable().optional(),
  destinataire_quartier: z.string().nullable().optional(),
  poids: decimal,
  description: z.string().nullable().optional(),
  valeur_totale_estimee: nullableDecimal,
  valeur_totale_calculee: nullableDecimal,
  bordereau: z.looseObject({ id, numero_bordereau: z.string(), statut: z.string() }).nullable().optional(),
  produits: z.array(produitSchema).optional(),
  enterprise_route: routeRefSchema.nullable().optional(),
  frais_expedition: nullableDecimal,
  rabais_applique: nullableDecimal,
  montant_total_a_payer: nullableDecimal,
  prix_total: nullableDecimal,
  base_currency_shipping_fee: nullableDecimal,
  base_currency_discount: nullableDecimal,
  base_currency_total: nullableDecimal,
  base_currency_declared_value: nullableDecimal,
  montant_square: nullableDecimal,
  devise_square: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string().optional(),
});
export type Colis = z.infer<typeof colisSchema>;

export const historiqueEntrySchema = z.looseObject({ date: z.string(), action: z.string(), utilisateur: z.string().nullable().optional() });
export type HistoriqueEntry = z.infer<typeof historiqueEntrySchema>;

/** What the detail page reads beyond the list's fields. */
export const colisDetailSchema = colisSchema.extend({
  historique: z.array(historiqueEntrySchema).optional(),
  proprietaire: z.looseObject({ id: id.nullable().optional() }).nullable().optional(),
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
    bordereau_numero: z.string().nullable().optional(),
    bordereau_statut: z.string().nullable().optional(),
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

export const messageSchema = z.looseObject({ message: z.string(), success: z.boolean().optional() });

export const statusChangeSchema = z.looseObject({ message: z.string(), statut: z.string(), colis: colisDetailSchema.optional() });
