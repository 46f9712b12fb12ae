import { z } from 'zod';
import { decimal, id, nullableDecimal } from './common';

const agentSchema = z.looseObject({ id, first_name: z.string(), last_name: z.string(), username: z.string() });

export const bordereauSchema = z.looseObject({
  id,
  numero_bordereau: z.string(),
  statut: z.string(),
  notes: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  poids_total: decimal,
  valeur_totale_convertie: nullableDecimal,
  devise_operation: z.string().nullable().optional(),
  agent_expediteur: agentSchema.nullable().optional(),
  agent_receveur: agentSchema.nullable().optional(),
  colis: z.array(z.looseObject({ id, numero_colis: z.string() })).optional(),
});
export type Bordereau = z.infer<typeof bordereauSchema>;
