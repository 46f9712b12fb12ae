import { Card, CardContent, Link, TextField } from '@mui/material';
import { useGetList, useListContext } from 'react-admin';
import type { JournalEntry } from '../../dataProvider/contract/journal';
import type { Employe } from '../../dataProvider/contract/configuration';
import { JOURNAL_KINDS, JOURNAL_KIND_VALUES } from '../../domain/journal';
import { ChoiceField } from '../../components/list/ChoiceField';
import { DataList } from '../../components/list/DataList';
import { EmptyState } from '../../components/EmptyState';
import { ExportButton } from '../../components/list/ExportButton';
import { filterText } from '../../components/list/filterValues';
import { KeptList } from '../../components/list/KeptList';
import { ListStatus } from '../../components/list/ListStatus';
import { TablePager } from '../../components/list/TablePager';
import { SectionHeader } from '../../components/SectionHeader';
import { JOURNAL_COLUMNS, JOURNAL_CSV_COLUMNS } from './journalColumns';

const PAGE_SIZES = [20, 50, 100];
const KIND_CHOICES = JOURNAL_KIND_VALUES.map((kind) => ({ value: kind, label: JOURNAL_KINDS[kind] }));
const EVERYONE = { pagination: { page: 1, perPage: 100 }, sort: { field: 'first_name', order: 'ASC' as const }, filter: { is_active: 'all' } };

function JournalScreen() {
  const { filterValues, setFilters } = useListContext<JournalEntry>();
  const people = useGetList<Employe>('employes', EVERYONE);
  const setFilter = (key: string) => (value: string) => setFilters({ ...filterValues, [key]: value });
  const personChoices = (people.data ?? []).map((person) => ({ value: String(person.id), label: `${person.first_name} ${person.last_name}`.trim() || person.username }));

  return (
    <>
      <SectionHeader
        title="Journal des modifications"
        subtitle="Rôles, mots de passe, taux de change, prix des catégories, statuts des employés, étapes des bordereaux et connexion Square : qui, quand, avant et après."
        actions={<ExportButton columns={JOURNAL_CSV_COLUMNS} fileName="journal_modifications" />}
      />
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <ChoiceField label="Modification" value={filterText(filterValues, 'type')} onChange={setFilter('type')} choices={KIND_CHOICES} allLabel="Toutes" sx={{ minWidth: 220 }} />
          <ChoiceField label="Personne" value={filterText(filterValues, 'auteur')} onChange={setFilter('auteur')} choices={personChoices} allLabel="Tout le monde" sx={{ minWidth: 220 }} />
          <TextField type="date" size="small" label="Du" value={filterText(filterValues, 'du')} onChange={(event) => setFilter('du')(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" label="Au" value={filterText(filterValues, 'au')} onChange={(event) => setFilter('au')(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </CardContent>
        <ListStatus
          loadingLabel="Chargement du journal"
          errorMessage="Erreur lors du chargement du journal"
          empty={
            <EmptyState
              title="Aucune modification enregistrée"
              action={
                <Link component="button" onClick={() => setFilters({})}>
                  Effacer les filtres
                </Link>
              }
            />
          }
        >
          <DataList label="Journal des modifications" columns={JOURNAL_COLUMNS} card={{ title: 'objet', badge: 'type' }} testId={(entry) => `journal-${entry.id}`} />
          <TablePager sizes={PAGE_SIZES} fallback={PAGE_SIZES[0]} />
        </ListStatus>
      </Card>
    </>
  );
}

/** /configuration/journal: the company's sensitive changes, filtered by kind, person and dates, server-paginated, exported as CSV. */
export default function JournalList() {
  return (
    <KeptList<JournalEntry> resource="journal" perPage={PAGE_SIZES[0]} sort={{ field: 'date', order: 'DESC' }}>
      <JournalScreen />
    </KeptList>
  );
}
