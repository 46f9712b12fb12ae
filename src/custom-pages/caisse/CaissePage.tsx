import { useMemo, useState } from 'react';
import type { AccountingStatistics, Paiement } from '../../dataProvider/contract/paiements';
import { Guarded } from '../../components/access/Guarded';
import { EmptyState } from '../../components/EmptyState';
import { useColumns } from '../../components/list/columns';
import { DataList } from '../../components/list/DataList';
import { ExportButton } from '../../components/list/ExportButton';
import { FiltersPanel, type FilterField } from '../../components/list/FiltersPanel';
import { useKeptList } from '../../components/list/KeptList';
import { ListPage } from '../../components/list/ListPage';
import { ListSection } from '../../components/list/ListSection';
import { TRANSACTION_STATUS_CHOICES } from '../../domain/paymentStatus';
import { paymentFilter } from '../../components/payments/paymentFilters';
import { ACCOUNTING_LIST } from '../../components/payments/paymentQueries';
import { useRouteCountries } from '../../components/payments/routeCountries';
import { CaisseSummary } from './CaisseSummary';
import { PendingAgeing } from './PendingAgeing';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { CashClosesSection } from './CashClosesSection';
import { CAISSE_CSV_COLUMNS, caisseColumns } from './caisseColumns';

export const CAISSE_PAGE_SIZES = [10, 20, 50];
export const CAISSE_DEFAULT_PAGE_SIZE = 20;
export const CAISSE_SEARCH_DEBOUNCE_MS = 500;

const STATUS_CHOICES = [...TRANSACTION_STATUS_CHOICES];

/** Money received and kept: the validated payments net of their refunds (pending, refused, voided and refunded ones are listed, not added). */
const CSV_TOTALS = {
  amount: (p: Paiement) => p.montant - (p.montant_rembourse ?? 0),
  currency: (p: Paiement) => p.devise,
  include: (p: Paiement) => p.statut === 'valide',
  counted: { singular: 'paiement validé', plural: 'paiements validés' },
};

/** /caisse 'Comptabilité Simplifiée': totals, breakdowns, filters, the payments list and its export. */
export default function CaissePage() {
  const list = useKeptList<Paiement>({ resource: ACCOUNTING_LIST, perPage: CAISSE_DEFAULT_PAGE_SIZE, queryOptions: { staleTime: 30_000 } });
  const stats = list.meta as AccountingStatistics | undefined;
  const countries = useRouteCountries();
  const [selected, setSelected] = useState<Paiement | null>(null);
  const columns = useMemo(() => caisseColumns(countries.name, setSelected), [countries]);
  const chooser = useColumns(ACCOUNTING_LIST, columns);
  const filterFields = useMemo<FilterField[]>(
    () => [
      paymentFilter.status({ source: 'statut', label: 'Statut' }, STATUS_CHOICES),
      paymentFilter.method({ source: 'methode', label: 'Méthode' }, countries),
      paymentFilter.origin(countries),
      { source: 'pays_paiement', label: 'Lieu de paiement', choices: countries.locations, allLabel: 'Tous' },
      { source: 'date_debut', label: 'Date de début', type: 'date' },
      { source: 'date_fin', label: 'Date de fin', type: 'date', notBefore: 'date_debut' },
    ],
    [countries],
  );

  return (
    <ListPage list={list} title="Comptabilité Simplifiée" actions={
        <Guarded capability="caisse.export">
          <ExportButton columns={CAISSE_CSV_COLUMNS} totals={CSV_TOTALS} fileName="comptabilite" />
        </Guarded>
      }
    >
      {stats && <CaisseSummary stats={stats} />}
      <PendingAgeing />

      <ListSection
        title="Paiements"
        filters={<FiltersPanel fields={filterFields} search={{ placeholder: 'N° de colis, nom, transaction…', delay: CAISSE_SEARCH_DEBOUNCE_MS }} />}
        chooser={chooser}
        loadingLabel="Chargement de la comptabilité"
        errorMessage="Erreur lors du chargement des données de comptabilité"
        empty={<EmptyState title="Aucun paiement trouvé" hint="Aucun paiement ne correspond aux filtres sélectionnés." />}
        pageSizes={CAISSE_PAGE_SIZES}
        defaultPageSize={CAISSE_DEFAULT_PAGE_SIZE}
      >
        <DataList label="Liste des paiements" columns={chooser.visible} card={{ title: 'numeroColis', badge: 'montant', actions: 'actions' }} />
      </ListSection>
      <CashClosesSection />
      <PaymentDetailDialog paiement={selected} onClose={() => setSelected(null)} />
    </ListPage>
  );
}
