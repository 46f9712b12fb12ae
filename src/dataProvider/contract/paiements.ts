import * as z from 'zod/mini';
import { decimal, id, nullableDecimal, transform } from './common';

/** Payloads of the payments endpoints (spec 002 sections 3 and 7). */

const personSchema = z.looseObject({ nom_complet: z.optional(z.string()), email: z.optional(z.nullable(z.string())), username: z.optional(z.string()) });

const optionalText = z.optional(z.nullable(z.string()));
/** A parcel's sender and recipient as the payments endpoints send them: every part may be missing. */
const partyFields = {
  expediteur_prenom: optionalText,
  expediteur_nom: optionalText,
  expediteur_telephone: optionalText,
  destinataire_prenom: optionalText,
  destinataire_nom: optionalText,
  destinataire_telephone: optionalText,
};

export const paiementColisSchema = z.looseObject({
  id,
  numero_colis: z.string(),
  code_suivi: optionalText,
  proprietaire_nom: optionalText,
  ...partyFields,
});

export const objetLieInfoSchema = z.looseObject({
  id: z.optional(id),
  type: z.string(),
  numero: z.optional(z.nullable(z.string())),
  code_suivi: z.optional(z.nullable(z.string())),
  statut: z.optional(z.nullable(z.string())),
  destinataire: z.optional(z.nullable(z.string())),
  valeur_totale: nullableDecimal,
});

export const paiementSchema = z.looseObject({
  id,
  montant: decimal,
  devise: z.string(),
  methode: z.string(),
  methode_display: z.optional(z.string()),
  methode_paiement: z.optional(z.nullable(z.string())),
  methode_paiement_display: z.optional(z.nullable(z.string())),
  statut: z.string(),
  statut_display: z.optional(z.string()),
  date_creation: z.string(),
  date_paiement: z.optional(z.nullable(z.string())),
  transaction_id: z.optional(z.nullable(z.string())),
  reference_externe: z.optional(z.nullable(z.string())),
  notes: z.optional(z.nullable(z.string())),
  pays: z.optional(z.nullable(z.string())),
  /** Added to the contract (docs/contract.md): the amount credited to the parcel, in its currency, at `taux` (1 parcel unit = taux of `devise`). */
  montant_converti: nullableDecimal,
  devise_colis: z.optional(z.nullable(z.string())),
  taux: nullableDecimal,
  /** Added to the contract (docs/contract.md): the receipt of a validated payment, « CA-2026-000123 ». */
  numero_recu: z.optional(z.nullable(z.string())),
  /** Added (issue #32): the agent who took it (an agent voids only their own), and a void's reason. */
  agent_id: z.optional(z.nullable(id)),
  annulation: z.optional(z.nullable(z.looseObject({ motif: z.string(), date: z.string(), par: z.string() }))),
  /** Added (issue #32): what was given back on it, in its `devise`, and each refund (`montant` in `devise`, `montant_converti` in `devise_colis`). */
  montant_rembourse: nullableDecimal,
  remboursements: z.optional(
    z.array(z.looseObject({ id, montant: decimal, montant_converti: decimal, methode: z.string(), methode_display: z.optional(z.string()), motif: z.string(), date: z.string(), par: z.string() })),
  ),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  client: z.optional(z.nullable(personSchema)),
  agent_traitant: z.optional(z.nullable(z.extend(personSchema, { role_display: z.optional(z.string()) }))),
  agent: z.optional(z.nullable(z.looseObject({ prenom: z.optional(z.nullable(z.string())), nom: z.optional(z.nullable(z.string())) }))),
  colis: z.optional(z.nullable(paiementColisSchema)),
  objet_lie_type: z.optional(z.nullable(z.string())),
  objet_lie_info: z.optional(z.nullable(objetLieInfoSchema)),
});
export type Paiement = z.infer<typeof paiementSchema>;

export const paiementListSchema = z.union([
  z.array(paiementSchema),
  transform(z.looseObject({ results: z.array(paiementSchema) }), (page) => page.results),
  transform(z.looseObject({ paiements: z.array(paiementSchema) }), (body) => body.paiements),
]);

const statistiquesReellesSchema = z.looseObject({
  total_valides: decimal,
  total_rembourses: z.optional(decimal),
  total_en_attente: z.optional(decimal),
  total_refuses: z.optional(decimal),
  tolerance_appliquee: nullableDecimal,
  temps_calcul_ms: z.optional(z.number()),
});

export const realPaymentStatusSchema = z.looseObject({
  success: z.optional(z.boolean()),
  colis_id: z.optional(id),
  numero_colis: z.optional(z.string()),
  statut_reel: z.string(),
  statut_display: z.optional(z.string()),
  statut_couleur: z.optional(z.string()),
  statut_stocke: z.optional(z.nullable(z.string())),
  statut_stocke_display: z.optional(z.nullable(z.string())),
  devise: z.optional(z.string()),
  montant_a_payer: decimal,
  total_paye: decimal,
  reste_a_payer: decimal,
  pourcentage_paye: decimal,
  nombre_paiements: z.optional(z.number()),
  paiements: z.optional(z.array(paiementSchema)),
  est_entierement_paye: z.boolean(),
  a_paiements_partiels: z.optional(z.boolean()),
  est_non_paye: z.optional(z.boolean()),
  est_colis_gratuit: z.optional(z.boolean()),
  /** Added to the contract (docs/contract.md): a product is priced 0 for want of a category, dimensions or lines. */
  frais_incomplets: z.optional(z.boolean()),
  incoherence: z.optional(z.nullable(z.string())),
  statistiques: z.optional(statistiquesReellesSchema),
  timestamp: z.optional(z.string()),
  version: z.optional(z.union([z.string(), z.number()])),
});
export type RealPaymentStatusPayload = z.infer<typeof realPaymentStatusSchema>;

/** One side of the split: the country it stands for (ISO code), its net, its count, its share. */
const sideSchema = z.looseObject({ pays: z.string(), total_net: decimal, nombre_paiements: z.number(), pourcentage_du_total: decimal, devise: z.optional(z.string()) });

/**
 * The spec names the two sides after its one route (canada, guinee); any route has an origin and
 * a destination, so the sides are `origine` and `destination`, each naming its country
 * (docs/contract.md).
 */
export const paymentBreakdownSchema = z.looseObject({
  repartition_globale: z.looseObject({ origine: sideSchema, destination: sideSchema }),
});
export type PaymentBreakdown = z.infer<typeof paymentBreakdownSchema>;

/**
 * The spec's support lines are two fields named after its one route (phone_canada, phone_guinea);
 * a company elsewhere lists its lines by country in `telephones` (docs/contract.md), which the app
 * reads first.
 */
export const supportInfoSchema = z.looseObject({
  email: z.string(),
  phone_canada: z.optional(z.string()),
  phone_guinea: z.optional(z.string()),
  telephones: z.optional(z.array(z.looseObject({ pays: z.string(), nom: z.optional(z.nullable(z.string())), telephone: z.string() }))),
  instructions: z.array(z.string()),
});
export type SupportInfo = z.infer<typeof supportInfoSchema>;

export const squareCheckoutResponseSchema = z.looseObject({
  success: z.boolean(),
  data: z.optional(z.nullable(z.looseObject({ checkout_url: z.string(), checkout_id: z.optional(z.string()) }))),
  error: z.optional(z.nullable(z.string())),
  error_type: z.optional(z.nullable(z.string())),
  support_info: z.optional(z.nullable(supportInfoSchema)),
  action_required: z.optional(z.nullable(z.string())),
});
export type SquareCheckoutResponse = z.infer<typeof squareCheckoutResponseSchema>;

export const manualPaymentResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.optional(z.string()),
  error: z.optional(z.nullable(z.string())),
  paiement: z.optional(paiementSchema),
});
export type ManualPaymentResponse = z.infer<typeof manualPaymentResponseSchema>;

export const verifyPaymentSchema = z.looseObject({
  payment_confirmed: z.boolean(),
  payment_pending: z.boolean(),
  payment_details: z.optional(
    z.nullable(
      z.looseObject({
        montant: nullableDecimal,
        devise: z.optional(z.nullable(z.string())),
        methode: z.optional(z.nullable(z.string())),
        transaction_id: z.optional(z.nullable(z.string())),
        date_paiement: z.optional(z.nullable(z.string())),
        statut: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
  colis_info: z.optional(z.nullable(z.looseObject({ code_suivi: z.string(), numero_colis: z.optional(z.string()), entreprise_nom: z.optional(z.nullable(z.string())) }))),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentSchema>;

const countryAmountSchema = z.looseObject({
  code: z.optional(z.string()),
  flag: z.optional(z.string()),
  nom: z.string(),
  valeur_totale: decimal,
  devise_native: z.optional(z.string()),
  count: z.number(),
  montant_converti_pour_tri: nullableDecimal,
});
export type CountryAmount = z.infer<typeof countryAmountSchema>;

export const paginationSchema = z.looseObject({
  page: z.number(),
  total_pages: z.number(),
  total_count: z.number(),
  has_previous: z.optional(z.boolean()),
  has_next: z.optional(z.boolean()),
});

export const accountingStatisticsSchema = z.looseObject({
  total_paiements: decimal,
  nombre_paiements: z.number(),
  devise_principale: z.string(),
  total_converti_vers_square: nullableDecimal,
  top_2_pays: z.array(countryAmountSchema),
  repartition_statuts: z.array(z.looseObject({ statut: z.string(), statut_display: z.optional(z.string()), count: z.number(), montant: decimal })),
  repartition_methodes: z.array(
    z.looseObject({ methode: z.string(), methode_display: z.optional(z.string()), count: z.number(), montant: decimal, montant_converti_vers_square: nullableDecimal }),
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
  tracking_number: optionalText,
  ...partyFields,
  statut_paiement: z.string(),
  montant_converti: decimal,
  montant_total_a_payer: decimal,
  montant_paye: nullableDecimal,
  reste_a_payer: nullableDecimal,
  devise_operation: z._default(z.string(), 'USD'),
  date_creation: z.string(),
  description: z.optional(z.nullable(z.string())),
  pays_origine: z.optional(z.nullable(z.looseObject({ code: z.string(), nom: z.string(), flag: z.optional(z.string()) }))),
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
  top_2_pays: z.optional(z.array(countryAmountSchema)),
  repartition_pays_dynamique: z.optional(z.record(z.string(), countryAmountSchema)),
});
export type FeeStatistics = z.infer<typeof feeStatisticsSchema>;

export const evolutionPointSchema = z.looseObject({ date: z.string(), amount: decimal, count: z.number() });
export type EvolutionPoint = z.infer<typeof evolutionPointSchema>;

export const feesResponseSchema = z.looseObject({
  success: z.optional(z.boolean()),
  frais_convertis: z.array(feeRowSchema),
  nombre_colis: z.number(),
  total_converti: decimal,
  devise_operation: z._default(z.string(), 'USD'),
  page_count: z.number(),
  total_count: z.number(),
  statistiques: feeStatisticsSchema,
  evolution_journaliere: z.array(evolutionPointSchema),
  total_paiements_comptabilite: nullableDecimal,
  devise_comptabilite: z.optional(z.nullable(z.string())),
  meta: z.optional(z.looseObject({ cached: z.boolean() })),
});
export type FeesResponse = z.infer<typeof feesResponseSchema>;

/** Tap to Pay sync result; the server's keys carry accents. */
export const tapToPaySyncSchema = z.looseObject({
  success: z.optional(z.boolean()),
  periode: z.optional(z.string()),
  période: z.optional(z.string()),
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
  entreprise_nom: z.optional(z.string()),
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

export const demoCheckoutResultSchema = z.looseObject({ success: z.boolean(), transaction_id: z.string(), colis_id: id, statut: z.string() });

/** POST …/paiements/{id}/envoyer-recu/ (issue #32). */
export const receiptSentSchema = z.looseObject({ success: z.optional(z.boolean()), message: z.string() });

/** Issue #32: a line of an agent's day, expected (and, once closed, counted). */
const closeLineSchema = z.looseObject({ methode: z.string(), devise: z.string(), attendu: decimal, nombre: z.number(), compte: z.optional(decimal), ecart: z.optional(decimal) });

/** GET …/clotures-caisse/attendu/: the caller's lines of the day, and their close when the day is closed. */
export const cashCloseExpectedSchema = z.looseObject({ date: z.string(), lignes: z.array(closeLineSchema), cloture_id: z.nullable(id) });

/** A cash close (issue #32). */
export const cashCloseSchema = z.looseObject({
  id,
  date: z.string(),
  agent: z.looseObject({ id, nom: z.string() }),
  pays: z.string(),
  lignes: z.array(closeLineSchema),
  nombre_ecarts: z.number(),
  note: z.string(),
  created_at: z.string(),
  statut: z.string(),
  rouverte: z.nullable(z.looseObject({ par: z.string(), motif: z.string(), date: z.string() })),
});
export type CashClose = z.infer<typeof cashCloseSchema>;

/** POST …/paiements/{id}/rembourser/. */
export const refundPaymentSchema = z.looseObject({ success: z.optional(z.boolean()), message: z.string(), paiement: paiementSchema });

/** POST …/paiements/{id}/annuler/. */
export const voidPaymentSchema = z.looseObject({ success: z.optional(z.boolean()), message: z.string(), paiement: paiementSchema });
