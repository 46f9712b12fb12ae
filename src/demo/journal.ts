import { getDb, nextId, nowIso } from './db/store';
import type { DemoJournalEntry, DemoUser } from './db/types';

/** A sensitive change, as its handler describes it (src/domain/journal.ts). */
export type JournalChange = Pick<DemoJournalEntry, 'type' | 'objet_type' | 'objet_id' | 'objet_libelle' | 'ancienne_valeur' | 'nouvelle_valeur'> & { colis_ids?: number[] };

/** The payment provider, author of its own consent page's answer. */
const PROVIDER = 'Square';

export function personName(user: DemoUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/**
 * Writes one entry in the company's journal: who (null: the payment provider), when, the record,
 * the old and new values. Saved with the change it records: the handler persists both at once, so
 * neither is written without the other.
 */
export function recordChange(author: DemoUser | null, entrepriseId: number, change: JournalChange): void {
  if (change.ancienne_valeur === change.nouvelle_valeur) return;
  const db = getDb();
  db.journal.push({
    ...change,
    id: nextId('journal'),
    entreprise_id: entrepriseId,
    date: nowIso(),
    auteur_id: author?.id ?? null,
    auteur_nom: author ? personName(author) : PROVIDER,
    colis_ids: change.colis_ids ?? [],
  });
}
