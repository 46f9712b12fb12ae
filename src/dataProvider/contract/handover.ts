import * as z from 'zod/mini';
import { decimal, id } from './common';
import { AGEING_BUCKETS } from '../../domain/pendingAgeing';

/** Issue #32's answers, added to the contract (docs/contract.md). */

const currencyTotalSchema = z.looseObject({ devise: z.string(), montant: decimal });

/** GET …/bordereaux/{id}/soldes-dus/: the manifest's parcels still owing something, and the totals per currency. */
export const manifestDuesSchema = z.looseObject({
  colis: z.array(z.looseObject({ id, numero_colis: z.string(), destinataire: z.string(), reste_a_payer: decimal, devise: z.string() })),
  totaux: z.array(currencyTotalSchema),
});
export type ManifestDuesAnswer = z.infer<typeof manifestDuesSchema>;

/** GET and PATCH /api/accounts/entreprise/parametres/. */
export const companySettingsSchema = z.looseObject({ interdire_livraison_non_payee: z.boolean() });

/** GET /api/payments/comptabilite/anciennete-en-attente/: every bucket, its count and its totals per currency. */
export const pendingAgeingSchema = z.looseObject({
  tranches: z.array(z.looseObject({ tranche: z.enum(AGEING_BUCKETS), libelle: z.string(), nombre: z.number(), montants: z.array(currencyTotalSchema) })),
});
export type PendingAgeingAnswer = z.infer<typeof pendingAgeingSchema>;
