import { z } from 'zod';
import { decimal, id, nullableDecimal } from './common';

/** Payloads of the payments endpoints (spec 002 sections 3 and 7). */

const personSchema = z.looseObject({ nom_complet: z.string().optional(), email: z.string().nullable().optional(), username: z.string().optional() });

export const paiementColisSchema = z.looseObject({
  id,
  numero_colis: z.string(),
  code_suivi: z.string().nullable().optional(),
  proprietaire_nom: z.string().nullable().optional(),
  expediteur_prenom: z.string().nullable().optional(),
  expediteur_nom: z.string().nullable().optional(),
  expediteur_telephone: z.string().nullable().optional(),
  destinataire_prenom: z.string().nullable().optional(),
  destinataire_nom: z.string().nullable().optional(),
  destinataire_telephone: z.string().nullable().optional(),
});

export const objetLieInfoSchema = z.looseObject({
  id: id.optional(),
  type: z.string(),
  numero: z.string().nullable().optional(),
  code_suivi: z.string().nullable().optional(),
  statut: z.string().nullable().optional(),
  destinataire: z.string().nullable().optional(),
  valeur_totale: nullableDecimal,
});

export const paiementSchema = z.looseObject({
  id,
  montant: decimal,
  devise: z.string(),
  methode: z.string(),
  methode_display: z.string().optional(),
  methode_paiement: z.string().nullable().optional(),
  methode_paiement_display: z.string().nullable().optional(),
  statut: z.string(),
  statut_display: z.string().optional(),
  date_creation: z.string(),
  date_paiement: z.string().nullable().optional(),
  transaction_id: z.string().nullable().optional(),
  reference_externe: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  pays: z.string().nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  client: personSchema.nullable().optional(),
  agent_traitant: personSchema.extend({ role_display: z.string().optional() }).nullable().optional(),
  agent: z.looseObject({ prenom: z.string().nullable().optional(), nom: z.string().nullable().optional() }).nullable().optional(),
  colis: paiementColisSchema.nullable().optional(),
  objet_lie_type: z.string().nullable().optional(),
  objet_lie_info: objetLieInfoSchema.nullable().optional(),
});
export type Paiement = z.infer<typeof paiementSchema>;

export const paiementListSchema = z.union([
  z.array(paiementSchema),
  z.looseObject({ results: z.array(paiementSchema) }).transform((page) => page.results),
  z.looseObject({ paiements: z.array(paiementSchema) }).transform((body) => body.paiements),
]);

const statistiquesReellesSchema = z.looseObject({
  total_valides: decimal,
  total_rembourses: decimal.optional(),
  total_en_attente: decimal.optional(),
  total_refuses: decimal.optional(),
  tolerance_appliquee: nullableDecimal,
  temps_calcul_ms: z.number().optional(),
});

export const realPaymentStatusSchema = z.looseObject({
  success: z.boolean().optional(),
  colis_id: id.optional(),
  numero_colis: z.string().optional(),
  statut_reel: z.string(),
  statut_display: z.string().optional(),
  statut_couleur: z.string().optional(),
  statut_stocke: z.string().nullable().optional(),
  statut_stocke_display: z.string().nullable().optional(),
  devise: z.string().optional(),
  montant_a_payer: decimal,
  total_paye: decimal,
  reste_a_payer: decimal,
  pourcentage_paye: decimal,
  nombre_paiements: z.number().optional(),
  paiements: z.array(paiementSchema).optional(),
  est_entierement_paye: z.boolean(),
  a_paiements_partiels: z.boolean().optional(),
  est_non_paye: z.boolean().optional(),
  est_colis_gratuit: z.boolean().optional(),
  incoherence: z.string().nullable().optional(),
  statistiques: statistiquesReellesSchema.optional(),
  timestamp: z.string().optional(),
  version: z.union([z.string(), z.number()]).optional(),
});
export type RealPaymentStatusPayload = z.infer<typeof realPaymentStatusSchema>;

const sideSchema = z.looseObject({ total_net: decimal, nombre_paiements: z.number(), pourcentage_du_total: decimal, devise: z.string().optional() });

export const paymentBreakdownSchema = z.looseObject({
  repartition_globale: z.looseObject({ canada: sideSchema, guinee: sideSchema }),
});
export type PaymentBreakdown = z.infer<typeof paymentBreakdownSchema>;

export const supportInfoSchema = z.looseObject({
  email: z.string(),
  phone_canada: z.string(),
  phone_guinea: z.string(),
  instructions: z.array(z.string()),
});
export type SupportInfo = z.infer<typeof supportInfoSchema>;

export const squareCheckoutResponseSchema = z.looseObject({
  success: z.boolean(),
  data: z.looseObject({ checkout_url: z.string(), checkout_id: z.string().optional() }).nullable().optional(),
  error: z.string().nullable().optional(),
  error_type: z.string().nullable().optional(),
  support_info: supportInfoSchema.nullable().optional(),
  action_required: z.string().nullable().optional(),
});
export type SquareCheckoutResponse = z.infer<typeof squareCheckoutResponseSchema>;

export const manualPaymentResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().nullable().optional(),
  paiement: paiementSchema.optional(),
});
export type ManualPaymentResponse = z.infer<typeof manualPaymentResponseSchema>;

export const verifyPaymentSchema = z.looseObject({
  payment_confirmed: z.boolean(),
  payment_pending: z.boolean(),
  payment_details: z
    .looseObject({
      montant: nullableDecimal,
      devise: z.string().nullable().optional(),
      methode: z.string().nullable().optional(),
      transaction_id: z.string().nullable().optional(),
      date_paiement: z.string().nullable().optional(),
      statut: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  colis_info: z.looseObject({ code_suivi: z.string(), numero_colis: z.string().optional(), entreprise_nom: z.string().nullable().optional() }).nullable().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentSchema>;

const countryAmountSchema = z.looseObject({
  code: z.string().optional(),
  flag: z.string().optional(),
  nom: z.string(),
  valeur_totale: decimal,
  devise_native: z.string().optional(),
  count: z.number(),
  montant_converti_pour_tri: nullableDecimal,
});
export type CountryAmount = z.infer<typeof countryAmountSchema>;

export const paginationSchema = z.looseObject({
  page: z.number(),
  total_pages: z.number(),
  total_count: z.number(),
  has_previous: z.boolean().optional(),
  has_next: z.boolean().optional(),
});

export const accountingStatisticsSchema = z.looseObject({
  total_paiements: decimal,
  nombre_paiements: z.number(),
  devise_principale: z.string(),
  total_converti_vers_square: nullableDecimal,
  top_2_pays: z.array(countryAmountSchema),
  repartition_statuts: z.array(z.looseObject({ statut: z.string(), statut_display: z.string().optional(), count: z.number(), montant: decimal })),
  repartition_methodes: z.array(
    z.looseObject({ methode: z.string(), methode_display: z.string().optional(), count: z.number(), montant: decimal, montant_converti_vers_square: nullableDecimal }),
  ),
  repartition_pays_dynamique: z.record(z.string(), countryAmountSchema),
  paiements_recents: z.array(paiementSchema),
  pagination: paginationSchema,
});
export type AccountingStatistics = z.infer<typeof accountingStatisticsSchema>;

export const accountingGlobalTotalSchema = z.looseObject({ total_paiements_global: decimal, devise_operation: z.string() });

export const feeRowSchema = z.looseObject({
  colis_id: id,
  numero_colis: z.string(),
  tracking_number: z.string().nullable().optional(),
  destinataire_nom: z.string().nullable().optional(),
  destinataire_prenom: z.string().nullable().optional(),
  destinataire_telephone: z.string().nullable().optional(),
  expediteur_nom: z.string().nullable().optional(),
  expediteur_prenom: z.string().nullable().optional(),
  expediteur_telephone: z.string().nullable().optional(),
  statut_paiement: z.string(),
  montant_converti: decimal,
  montant_total_a_payer: decimal,
  montant_paye: nullableDecimal,
  reste_a_payer: nullableDecimal,
  devise_operation: z.string().default('USD'),
  date_creation: z.string(),
  description: z.string().nullable().optional(),
  pays_origine: z.looseObject({ code: z.string(), nom: z.string(), flag: z.string().optional() }).nullable().optional(),
});
export type FeeRow = z.infer<typeof feeRowSchema>;

export const feeStatisticsSchema = z.looseObject({
  total_colis: z.number(),
  montant_total: decimal,
  non_payes: z.number(),
  partiellement_payes: z.number(),
  entierement_payes: z.number(),
  trop_payes: z.number(),
  gratuits: z.number(),
  montant_paye: nullableDecimal,
  montant_reste: nullableDecimal,
  top_2_pays: z.array(countryAmountSchema).optional(),
  repartition_pays_dynamique: z.record(z.string(), countryAmountSchema).optional(),
});
export type FeeStatistics = z.infer<typeof feeStatisticsSchema>;

export const evolutionPointSchema = z.looseObject({ date: z.string(), amount: decimal, count: z.number() });
export type EvolutionPoint = z.infer<typeof evolutionPointSchema>;

export const feesResponseSchema = z.looseObject({
  success: z.boolean().optional(),
  frais_convertis: z.array(feeRowSchema),
  nombre_colis: z.number(),
  total_converti: decimal,
  devise_operation: z.string().default('USD'),
  page_count: z.number(),
  total_count: z.number(),
  statistiques: feeStatisticsSchema,
  evolution_journaliere: z.array(evolutionPointSchema),
  total_paiements_comptabilite: nullableDecimal,
  devise_comptabilite: z.string().nullable().optional(),
  meta: z.looseObject({ cached: z.boolean() }).optional(),
});
export type FeesResponse = z.infer<typeof feesResponseSchema>;

/** Tap to Pay sync result; the server's keys carry accents. */
export const tapToPaySyncSchema = z.looseObject({
  success: z.boolean().optional(),
  periode: z.string().optional(),
  période: z.string().optional(),
  paiements_traités: z.number(),
  colis_trouvés: z.number(),
  paiements_créés: z.number(),
  erreurs: z.array(z.string()),
});
export type TapToPaySyncResult = z.infer<typeof tapToPaySyncSchema>;

export const demoCheckoutSchema = z.looseObject({
  id: z.string(),
  colis_id: id,
  numero_colis: z.string(),
  montant: decimal,
  devise: z.string(),
  email: z.string(),
  statut: z.string(),
  entreprise_nom: z.string().optional(),
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

export const demoCheckoutResultSchema = z.looseObject({ success: z.boolean(), transaction_id: z.string(), colis_id: id, statut: z.string() });
