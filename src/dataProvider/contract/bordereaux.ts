import * as z from 'zod/mini';
import { decimal, id, nullableDecimal, transform } from './common';

const agentSchema = z.looseObject({ id, first_name: z.string(), last_name: z.string(), username: z.string() });

/** A parcel inside a manifest, as the manifest detail sends it. */
export const bordereauColisSchema = z.looseObject({
  id,
  numero_colis: z.string(),
  code_suivi: z.optional(z.string()),
  statut: z.optional(z.string()),
  statut_display: z.optional(z.string()),
  poids: nullableDecimal,
  valeur_totale_calculee: nullableDecimal,
  destinataire_nom: z.optional(z.string()),
  destinataire_prenom: z.optional(z.string()),
  destinataire_telephone: z.optional(z.string()),
  destinataire_quartier: z.optional(z.nullable(z.string())),
  enterprise_route: z.optional(z.nullable(z.looseObject({ origin_country: z.optional(z.looseObject({ devise_code: z.optional(z.string()) })) }))),
  created_at: z.optional(z.string()),
});
export type BordereauColis = z.infer<typeof bordereauColisSchema>;

export const bordereauSchema = z.looseObject({
  id,
  numero_bordereau: z.string(),
  statut: z.string(),
  statut_display: z.optional(z.string()),
  notes: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
  date_envoi: z.optional(z.nullable(z.string())),
  poids_total: decimal,
  valeur_totale_convertie: nullableDecimal,
  devise_operation: z.optional(z.nullable(z.string())),
  nombre_colis: z.optional(z.number()),
  agent_expediteur: z.optional(z.nullable(agentSchema)),
  agent_receveur: z.optional(z.nullable(agentSchema)),
  /** Added to the contract (docs/contract.md): the route's two sides, which the custody of each step reads. */
  enterprise_route: z.optional(
    z.nullable(
      z.looseObject({
        origin_country: z.optional(z.looseObject({ code_iso2: z.optional(z.string()) })),
        destination_country: z.optional(z.looseObject({ code_iso2: z.optional(z.string()) })),
      }),
    ),
  ),
  colis: z.optional(z.array(bordereauColisSchema)),
});
export type Bordereau = z.infer<typeof bordereauSchema>;

/** A parcel ready for shipment (GET /shipments/api/colis/prets_expedition/). */
export const readyParcelSchema = z.looseObject({
  id,
  code_suivi: z.string(),
  numero_colis: z.optional(z.string()),
  poids: decimal,
  prix_total: nullableDecimal,
  valeur_totale: nullableDecimal,
  devise: z.optional(z.nullable(z.string())),
  statut: z.string(),
  created_at: z.string(),
  destinataire_nom: z.string(),
  destinataire_prenom: z.string(),
  destinataire_quartier: z.optional(z.nullable(z.string())),
  destinataire_telephone: z.optional(z.nullable(z.string())),
});
export type ReadyParcel = z.infer<typeof readyParcelSchema>;

export const readyParcelsSchema = z.looseObject({ count: z.number(), results: z.array(readyParcelSchema) });

export const readinessStatsSchema = z.looseObject({
  details_enregistres: z.looseObject({
    total_enregistres: z.number(),
    disponibles_expedition: z.number(),
    en_bordereau_brouillon: z.number(),
    en_bordereau_valide: z.number(),
    explication: z.optional(z.string()),
  }),
});
export type ReadinessStats = z.infer<typeof readinessStatsSchema>;

export const eligibleAgentSchema = z.looseObject({
  id,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  role_personnalise_info: z.optional(z.nullable(z.looseObject({ nom: z.string(), type_role: z.nullable(z.string()) }))),
});
export type EligibleAgent = z.infer<typeof eligibleAgentSchema>;

export const eligibleAgentsSchema = z.looseObject({ agents_eligibles: z.array(eligibleAgentSchema) });

/** The fallback employee list answers `employes` or `results`. */
export const employeeListSchema = z.union([
  transform(z.looseObject({ employes: z.array(eligibleAgentSchema) }), (body) => body.employes),
  transform(z.looseObject({ results: z.array(eligibleAgentSchema) }), (body) => body.results),
  z.array(eligibleAgentSchema),
]);

export const messageSchema = z.looseObject({ message: z.string() });

export const validateResponseSchema = z.looseObject({ message: z.optional(z.string()), bordereau: z.optional(bordereauSchema) });
export const arriveResponseSchema = z.looseObject({ message: z.string(), colis_modifies: z.number() });
export const receivedResponseSchema = z.looseObject({ message: z.string(), action_effectuee: z.string() });
export const correctionResponseSchema = z.looseObject({ message: z.string(), colis_corriges: z.optional(z.number()) });

const bulkItemSchema = z.union([transform(id, (value) => ({ id: value, error: '' })), z.looseObject({ id, error: z._default(z.optional(z.string()), '') })]);

export const bulkDeleteResponseSchema = z.looseObject({
  results: z.looseObject({
    success: z.array(bulkItemSchema),
    failed: z.array(bulkItemSchema),
    errors: z._default(z.optional(z.array(bulkItemSchema)), []),
  }),
});
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponseSchema>;

export const bordereauStatisticsSchema = z.looseObject({
  total: z.number(),
  par_statut: z.record(z.string(), z.number()),
});
