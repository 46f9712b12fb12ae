import { Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { JournalEntry } from '../dataProvider/contract/journal';
import { formatDateTime } from '../domain/format';
import { journalKindLabel } from '../domain/journal';
import { useCan } from './access/useCan';
import { TableHeadRow } from './TableHeadRow';

interface JournalEntriesProps {
  /** The record whose entries are shown: `{ bordereau: id }` or `{ colis: id }`. */
  of: { bordereau: number } | { colis: number };
  /** Changes when the record does (its status): the entries are read again. */
  version: string;
}

/** A parcel's or a manifest's own entries of the journal of sensitive changes, for the staff who read it. */
export function JournalEntries({ of, version }: JournalEntriesProps) {
  const allowed = useCan('journal.object').allowed;
  const { data, isPending, error } = useGetList<JournalEntry>(
    'journal',
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'date', order: 'DESC' }, filter: of, meta: { version } },
    { enabled: allowed },
  );
  if (!allowed) return null;
  if (isPending) return <Typography color="text.secondary">Chargement du journal…</Typography>;
  if (error) return <Typography color="error">Erreur lors du chargement du journal</Typography>;
  if (!data || data.length === 0) return <Typography color="text.secondary">Aucune modification enregistrée.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Journal des modifications">
        <TableHeadRow columns={['Date', 'Personne', 'Modification', 'Avant', 'Après']} />
        <TableBody>
          {data.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{formatDateTime(entry.date)}</TableCell>
              <TableCell>{entry.auteur_nom}</TableCell>
              <TableCell>{`${entry.type_display ?? journalKindLabel(entry.type)} · ${entry.objet_libelle}`}</TableCell>
              <TableCell>{entry.ancienne_valeur ?? '—'}</TableCell>
              <TableCell>{entry.nouvelle_valeur ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
