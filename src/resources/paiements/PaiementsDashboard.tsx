import { lazy, Suspense, useMemo } from 'react';
import { Alert, Box, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useStore } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { feesParams } from '../../dataProvider/methods/paiements';
import type { FeesResponse } from '../../dataProvider/contract/paiements';
import { Guarded } from '../../components/access/Guarded';
import { EmptyState } from '../../components/EmptyState';
import { StatCard } from '../../components/StatCard';
import { useColumns } from '../../components/list/columns';
import { DataList } from '../../components/list/DataList';
import { ExportButton } from '../../components/list/ExportButton';
import { FiltersPanel, type FilterField } from '../../components/list/FiltersPanel';
import { useKeptList } from '../../components/list/KeptList';
import { ListPage } from '../../components/list/ListPage';
import { ListSection } from '../../components/list/ListSection';
import { formatMoney } from '../../domain/currency';
import { paidRate, REAL_PAYMENT_STATUS_CHOICES } from '../../domain/paymentStatus';
import { countryName } from '../../domain/country';
import { formatInteger, formatPercent, plural } from '../../domain/format';
import { CountryName } from '../../components/flags/CountryFlag';
import { FEES_COLUMNS, FEES_CSV_COLUMNS, type FeeRecord } from './feesColumns';
import { FEES_LIST, paymentKeys } from '../../components/payments/paymentQueries';
import { paymentFilter } from '../../components/payments/paymentFilters';
import { PaymentsRefreshButton } from './PaymentsRefreshButton';
import { useRouteCountries } from '../../components/payments/routeCountries';
import { TapToPayButton } from './TapToPayButton';

const EvolutionChart = lazy(() => import('./EvolutionChart'));

export const FEES_PAGE_SIZES = [10, 20, 50, 100];
export const FEES_DEFAULT_PAGE_SIZE = 20;
export const FEES_SEARCH_DEBOUNCE_MS = 300;
/** 'Cache 15min' for the chart; the accounting total is cached 5 min, collected after 10. */
const CHART_STALE_MS = 15 * 60_000;
const GLOBAL_TOTAL_STALE_MS = 5 * 60_000;
const GLOBAL_TOTAL_GC_MS = 10 * 60_000;

type Period = '7d' | '30d' | '90d';

const DATE_CHOICES = [
  { value: 'today', label: "Aujourd'hui" },
  { value: 'week', label: 'Cette semaine' },
  { value: 'month', label: 'Ce mois' },
];
const STATUS_CHOICES = [...REAL_PAYMENT_STATUS_CHOICES];
const CSV_TOTALS = { amount: (r: FeeRecord) => r.montant_total_a_payer, currency: (r: FeeRecord) => r.devise_operation };

function StatCards({ fees, globalTotal }: { fees: FeesResponse; globalTotal?: { total_paiements_global: number; devise_operation: string } }) {
  const s = fees.statistiques;
  const rate = paidRate(s);
  const top = s.top_2_pays ?? Object.values(s.repartition_pays_dynamique ?? {}).sort((a, b) => b.valeur_totale - a.valeur_totale).slice(0, 2);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }} data-testid="payment-stat-cards">
      <StatCard title="Total colis" value={formatInteger(s.total_colis)} caption="90 derniers jours" />
      <StatCard title="Montant total" value={formatMoney(s.montant_total, fees.devise_operation)} caption={s.montant_paye !== null && s.montant_paye !== undefined ? `${formatMoney(s.montant_paye, fees.devise_operation)} encaissés` : undefined} />
      <StatCard title="Taux de paiement" value={formatPercent(rate)} caption={`${plural(s.entierement_payes + s.trop_payes, 'colis payé', 'colis payés')} sur ${formatInteger(s.total_colis)}`} />
      <StatCard title="Non payés / partiels" value={`${formatInteger(s.non_payes)} / ${formatInteger(s.partiellement_payes)}`} caption={`${plural(s.trop_payes, 'trop payé', 'trop payés')}, ${plural(s.gratuits, 'gratuit')}`} />
      {top.map((country, index) => (
        <StatCard
          key={country.code ?? country.nom}
          title={
            <>
              {`Pays n°${index + 1} : `}
              <CountryName code={country.code} name={countryName(country.code, country.nom)} />
            </>
          }
          value={formatMoney(country.valeur_totale, fees.devise_operation)}
          caption={`Pays d'origine · ${plural(country.count, 'colis', 'colis')}`}
        />
      ))}
      {globalTotal && <StatCard title="Total comptabilité (90 jours)" value={formatMoney(globalTotal.total_paiements_global, globalTotal.devise_operation)} caption="Paiements validés" />}
    </Box>
  );
}

/** The evolution chart over the applied filters, for its own period (kept as the user's choice). */
function EvolutionPanel() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const [period, setPeriod] = useStore<Period>('paiements.periode', '30d');
  const params = feesParams({ filter: filterValues, pagination: { page: 1, perPage: 20 } }, period);
  const chart = useQuery({ queryKey: paymentKeys.fees(params), queryFn: () => dataProvider.getPaymentFees(params), placeholderData: keepPreviousData, staleTime: CHART_STALE_MS });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="evolution-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Box>
          <Typography id="evolution-title" variant="h6" component="h2">
            Évolution des paiements
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Cache 15min
          </Typography>
        </Box>
        <ToggleButtonGroup exclusive size="small" value={period} onChange={(_, value: Period | null) => value && setPeriod(value)} aria-label="Période du graphique">
          <ToggleButton value="7d">7 jours</ToggleButton>
          <ToggleButton value="30d">30 jours</ToggleButton>
          <ToggleButton value="90d">90 jours</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {chart.error && <Alert severity="error">Impossible de récupérer les données de paiement</Alert>}
      {chart.isPending && <Skeleton variant="rounded" height={260} />}
      {chart.data && (
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <Box data-testid="evolution-chart" data-points={chart.data.evolution_journaliere.length}>
            <EvolutionChart points={chart.data.evolution_journaliere} currency={chart.data.devise_operation} />
          </Box>
        </Suspense>
      )}
    </Paper>
  );
}

/** /paiements 'Gestion des Paiements': statistics, evolution chart, filters, fee list, export, Tap to Pay. */
export default function PaiementsDashboard() {
  const list = useKeptList<FeeRecord>({ resource: FEES_LIST, perPage: FEES_DEFAULT_PAGE_SIZE, queryOptions: { staleTime: 60_000 } });
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const fees = list.meta as FeesResponse | undefined;
  const countries = useRouteCountries();
  const chooser = useColumns(FEES_LIST, FEES_COLUMNS);
  const filterFields = useMemo<FilterField[]>(
    () => [
      paymentFilter.status({ source: 'statut_paiement', label: 'Statut de paiement' }, STATUS_CHOICES),
      paymentFilter.origin(countries),
      paymentFilter.method({ source: 'methode_paiement', label: 'Méthode de paiement' }, countries),
      { source: 'date_filter', label: 'Date', choices: DATE_CHOICES, allLabel: 'Toutes' },
    ],
    [countries],
  );
  const globalTotal = useQuery({ queryKey: paymentKeys.globalTotal, queryFn: () => dataProvider.getAccountingGlobalTotal(), staleTime: GLOBAL_TOTAL_STALE_MS, gcTime: GLOBAL_TOTAL_GC_MS });

  const actions = (
    <>
      <PaymentsRefreshButton />
      <Guarded capability="paiements.tap_to_pay">
        <TapToPayButton />
      </Guarded>
      <Guarded capability="paiements.export">
        <ExportButton columns={FEES_CSV_COLUMNS} totals={CSV_TOTALS} fileName="frais_paiements" />
      </Guarded>
    </>
  );

  return (
    <ListPage list={list} title="Gestion des Paiements" actions={actions}>
      {list.isPending && <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} aria-label="Chargement des statistiques" />}
      {fees && <StatCards fees={fees} globalTotal={globalTotal.data} />}
      <EvolutionPanel />

      <ListSection
        title="Frais d'expédition"
        filters={<FiltersPanel fields={filterFields} search={{ placeholder: 'N° de colis, nom, téléphone…', delay: FEES_SEARCH_DEBOUNCE_MS }} />}
        chooser={chooser}
        loadingLabel="Chargement des frais"
        errorMessage={
          <>
            <Typography sx={{ fontWeight: 700 }}>Erreur lors du chargement</Typography>
            Impossible de récupérer les données de paiement
          </>
        }
        empty={<EmptyState title="Aucun colis trouvé" hint="Aucun colis ne correspond aux filtres sélectionnés." />}
        pageSizes={FEES_PAGE_SIZES}
        defaultPageSize={FEES_DEFAULT_PAGE_SIZE}
      >
        <DataList
          label="Liste des frais"
          columns={chooser.visible}
          card={{ title: 'numero', badge: 'statut' }}
          onOpen={(r) => navigate(`/colis/${r.colis_id}`)}
          openLabel={(r) => `Ouvrir le colis ${r.numero_colis}`}
        />
      </ListSection>
    </ListPage>
  );
}
