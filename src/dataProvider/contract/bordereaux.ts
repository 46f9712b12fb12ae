import { z } from 'zod';
import { decimal, id, nullableDecimal } from './common';

const agentSchema = z.looseObject({ id, first_name: z.string(), last_name: z.string(), username: z.string() });

/** A parcel inside a manifest, as the manifest detail sends it. */
export const bordereauColisSchema = z.looseObject({
  id,
  numero_colis: z.string(),
  code_suivi: z.string().optional(),
  statut: z.string().optional(),
  statut_display: z.string().optional(),
  poids: nullableDecimal,
  valeur_totale_calculee: nullableDecimal,
  destinataire_nom: z.string().optional(),
  destinataire_prenom: z.string().optional(),
  destinataire_telephone: z.string().optional(),
  destinataire_quartier: z.string().nullable().optional(),
  enterprise_route: z
    .looseObject({ origin_country: z.looseObject({ devise_code: z.string().optional() }).optional() })
    .nullable()
    .optional(),
  created_at: z.string().optional(),
});
export type BordereauColis = z.infer<typeof bordereauColisSchema>;

export const bordereauSchema = z.looseObject({
  id,
  numero_bordereau: z.string(),
  statut: z.string(),
  statut_display: z.string().optional(),
  notes: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  date_envoi: z.string().nullable().optional(),
  poids_total: decimal,
  valeur_totale_convertie: nullableDecimal,
  devise_operation: z.string().nullable().optional(),
  nombre_colis: z.number().optional(),
  agent_expediteur: agentSchema.nullable().optional(),
  agent_receveur: agentSchema.nullable().optional(),
  colis: z.array(bordereauColisSchema).optional(),
});
export type Bordereau = z.infer<typeof bordereauSchema>;

/** A parcel ready for shipment (GET /shipments/api/colis/prets_expedition/). */
export const readyParcelSchema = z.looseObject({
  id,
  code_suivi: z.string(),
  numero_colis: z.string().optional(),
  poids: decimal,
  prix_total: nullableDecimal,
  valeur_totale: nullableDecimal,
  devise: z.string().nullable().optional(),
  statut: z.string(),
  created_at: z.string(),
  destinataire_nom: z.string(),
  destinataire_prenom: z.string(),
  destinataire_quartier: z.string().nullable().optional(),
  destinataire_telephone: z.string().nullable().optional(),
});
export type ReadyParcel = z.infer<typeof readyParcelSchema>;

export const readyParcelsSchema = z.looseObject({ count: z.number(), results: z.array(readyParcelSchema) });

export const readinessStatsSchema = z.looseObject({
  details_enregistres: z.looseObject({
    total_enregistres: z.number(),
    disponibles_expedition: z.number(),
    en_bordereau_brouillon: z.number(),
    en_bordereau_valide: z.number(),
    explication: z.string().optional(),
  }),
});
export type ReadinessStats = z.infer<typeof readinessStatsSchema>;

export const eligibleAgentSchema = z.looseObject({
  id,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  role_personnalise_info: z.looseObject({ nom: z.string(), type_role: z.string().nullable() }).nullable().optional(),
});
export type EligibleAgent = z.infer<typeof eligibleAgentSchema>;

export const eligibleAgentsSchema = z.looseObject({ agents_eligibles: z.array(eligibleAgentSchema) });

/** The fallback employee list answers `employes` or `results`. */
export const employeeListSchema = z.union([
  z.looseObject({ employes: z.array(eligibleAgentSchema) }).transform((body) => body.employes),
  z.looseObject({ results: z.array(eligibleAgentSchema) }).transform((body) => body.results),
  z.array(eligibleAgentSchema),
]);

export const messageSchema = z.looseObject({ message: z.string() });

export const validateResponseSchema = z.looseObject({ message: z.string().optional(), bordereau: bordereauSchema.optional() });
export const arriveResponseSchema = z.looseObject({ message: z.string(), colis_modifies: z.number() });
export const receivedResponseSchema = z.looseObject({ message: z.string(), action_effectuee: z.string() });
export const correctionResponseSchema = z.looseObject({ message: z.string(), colis_corriges: z.number().optional() });

const bulkItemSchema = z.union([id.transform((value) => ({ id: value, error: '' })), z.looseObject({ id, error: z.string().optional().default('') })]);

export const bulkDeleteResponseSchema = z.looseObject({
  results: z.looseObject({
    success: z.array(bulkItemSchema),
    failed: z.array(bulkItemSchema),
    errors: z.array(bulkItemSchema).optional().default([]),
  }),
});
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponseSchema>;

export const bordereauStatisticsSchema = z.looseObject({
  total: z.number(),
  par_statut: z.record(z.string(), z.number()),
});
