import { z } from 'zod';
import { decimal, id } from './common';

const personSchema = z.looseObject({ nom_complet: z.string().optional(), email: z.string().nullable().optional(), username: z.string().optional() });

export const paiementSchema = z.looseObject({
  id,
  montant: decimal,
  devise: z.string(),
  methode: z.string(),
  methode_display: z.string().optional(),
  statut: z.string(),
  statut_display: z.string().optional(),
  date_creation: z.string(),
  date_paiement: z.string().nullable().optional(),
  transaction_id: z.string().nullable().optional(),
  reference_externe: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  pays: z.string().nullable().optional(),
  client: personSchema.nullable().optional(),
  agent_traitant: personSchema.extend({ role_display: z.string().optional() }).nullable().optional(),
  colis: z.looseObject({ id, numero_colis: z.string() }).nullable().optional(),
  objet_lie_type: z.string().nullable().optional(),
});
export type Paiement = z.infer<typeof paiementSchema>;
