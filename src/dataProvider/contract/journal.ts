import * as z from 'zod/mini';
import { id } from './common';

/** One entry of the journal of sensitive changes (`GET /api/accounts/journal-modifications/`, docs/contract.md). */
export const journalEntrySchema = z.looseObject({
  id,
  date: z.string(),
  type: z.string(),
  type_display: z.optional(z.string()),
  auteur: z.optional(z.nullable(z.looseObject({ id, nom: z.string() }))),
  auteur_nom: z.string(),
  objet_type: z.string(),
  objet_id: id,
  objet_libelle: z.string(),
  ancienne_valeur: z.nullable(z.string()),
  nouvelle_valeur: z.nullable(z.string()),
  colis_ids: z.optional(z.array(id)),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;
