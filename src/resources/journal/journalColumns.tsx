import type { JournalEntry } from '../../dataProvider/contract/journal';
import type { ListColumn } from '../../components/list/columns';
import { csvDate, type CsvColumn } from '../../domain/csvExport';
import { formatDateTime } from '../../domain/format';
import { journalKindLabel } from '../../domain/journal';

const kindOf = (entry: JournalEntry) => entry.type_display ?? journalKindLabel(entry.type);
const valueOf = (value: string | null) => value ?? '—';

/** The journal's columns on screen: when, who, what kind, on what, before and after. */
export const JOURNAL_COLUMNS: ListColumn<JournalEntry>[] = [
  { key: 'date', label: 'Date', render: (entry) => formatDateTime(entry.date), mandatory: true, noWrap: true },
  { key: 'auteur', label: 'Personne', render: (entry) => entry.auteur_nom },
  { key: 'type', label: 'Modification', render: kindOf },
  { key: 'objet', label: 'Objet', render: (entry) => entry.objet_libelle },
  { key: 'avant', label: 'Ancienne valeur', render: (entry) => valueOf(entry.ancienne_valeur) },
  { key: 'apres', label: 'Nouvelle valeur', render: (entry) => valueOf(entry.nouvelle_valeur) },
];

/** The same in the CSV (src/domain/csvExport.ts: nothing a user typed runs as a formula). */
export const JOURNAL_CSV_COLUMNS: CsvColumn<JournalEntry>[] = [
  { header: 'Date', value: (entry) => csvDate(entry.date) },
  { header: 'Personne', value: (entry) => entry.auteur_nom },
  { header: 'Modification', value: kindOf },
  { header: 'Objet', value: (entry) => entry.objet_libelle },
  { header: 'Ancienne valeur', value: (entry) => entry.ancienne_valeur },
  { header: 'Nouvelle valeur', value: (entry) => entry.nouvelle_valeur },
];
