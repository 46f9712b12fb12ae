import { useMemo, useState } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { ListContextProvider, Title } from 'react-admin';
import type { AccountingStatistics, Paiement } from '../../dataProvider/contract/paiements';
import { EmptyState } from '../../components/EmptyState';
import { ChoiceField } from '../../components/list/ChoiceField';
import { useColumns } from '../../components/list/columns';
import { DataList } from '../../components/list/DataList';
import { ExportButton } from '../../components/list/ExportButton';
import { FiltersPanel } from '../../components/list/FiltersPanel';
import { useKeptList } from '../../components/list/KeptList';
import { ListSection } from '../../components/list/ListSection';
import { PAYMENT_METHOD_LABELS } from '../../domain/paymentStatus';
import { ACCOUNTING_LIST } from '../../resources/paiements/paymentQueries';
import { useRouteCountries } from '../../resources/paiements/routeCountries';
import { CaisseSummary } from './CaisseSummary';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { CAISSE_CSV_COLUMNS, caisseColumns } from './caisseColumns';

export const CAISSE_PAGE_SIZES = [10, 20, 50];
export const CAISSE_DEFAULT_PAGE_SIZE = 20;
export const CAISSE_SEARCH_DEBOUNCE_MS = 500;

const EMPTY_FILTERS = { statut: '', methode: '', date_debut: '', date_fin: '', pays: '', pays_paiement: '' };

const STATUS_CHOICES = [
  { value: 'valide', label: 'Validé' },
  { value: 'en_attente', label: 'En attente' },
  { value: 'refuse', label: 'Refusé' },
];
const METHOD_CHOICES = Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }));

const CSV_TOTALS = { amount: (p: Paiement) => p.montant, currency: (p: Paiement) => p.devise, include: (p: Paiement) => p.statut === 'valide' };

/** /caisse 'Comptabilité Simplifiée': totals, breakdowns, filters, the payments list and its export. */
export default function CaissePage() {
  const list = useKeptList<Paiement>({ resource: ACCOUNTING_LIST, perPage: CAISSE_DEFAULT_PAGE_SIZE, queryOptions: { staleTime: 30_000 } });
  const stats = list.meta as AccountingStatistics | undefined;
  const countries = useRouteCountries();
  const [selected, setSelected] = useState<Paiement | null>(null);
  const columns = useMemo(() => caisseColumns(countries.name, setSelected), [countries]);
  const chooser = useColumns(ACCOUNTING_LIST, columns);

  return (
    <ListContextProvider value={list}>
      <Title title="Comptabilité Simplifiée" />
      <Box sx={{ py: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
          <Typography variant="h4" component="h1">
            Comptabilité Simplifiée
          </Typography>
          <ExportButton columns={CAISSE_CSV_COLUMNS} totals={CSV_TOTALS} fileName="comptabilite" />
        </Stack>
        {stats && <CaisseSummary stats={stats} />}

        <ListSection
          title="Paiements"
          filters={
            <FiltersPanel empty={EMPTY_FILTERS} search={{ placeholder: 'N° de colis, nom, transaction…', delay: CAISSE_SEARCH_DEBOUNCE_MS }}>
              {(filters) => (
                <>
                  <ChoiceField label="Statut" value={filters.pending.statut} onChange={(v) => filters.set('statut', v)} choices={STATUS_CHOICES} allLabel="Tous" />
                  <ChoiceField label="Méthode" value={filters.pending.methode} onChange={(v) => filters.set('methode', v)} choices={METHOD_CHOICES} allLabel="Toutes" />
                  <ChoiceField label="Pays" value={filters.pending.pays} onChange={(v) => filters.set('pays', v)} choices={countries.origins} allLabel="Tous" />
                  <ChoiceField label="Lieu de paiement" value={filters.pending.pays_paiement} onChange={(v) => filters.set('pays_paiement', v)} choices={countries.locations} allLabel="Tous" />
                  <TextField label="Date de début" type="date" value={filters.pending.date_debut} onChange={(e) => filters.set('date_debut', e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
                  <TextField label="Date de fin" type="date" value={filters.pending.date_fin} onChange={(e) => filters.set('date_fin', e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
                </>
              )}
            </FiltersPanel>
          }
          chooser={chooser}
          loadingLabel="Chargement de la comptabilité"
          errorMessage="Erreur lors du chargement des données de comptabilité"
          empty={<EmptyState title="Aucun paiement trouvé" hint="Aucun paiement ne correspond aux filtres sélectionnés." />}
          pageSizes={CAISSE_PAGE_SIZES}
          defaultPageSize={CAISSE_DEFAULT_PAGE_SIZE}
        >
          <DataList label="Liste des paiements" columns={chooser.visible} card={{ title: 'numeroColis', badge: 'montant', actions: 'actions' }} />
        </ListSection>
        <PaymentDetailDialog paiement={selected} onClose={() => setSelected(null)} />
      </Box>
    </ListContextProvider>
  );
}
