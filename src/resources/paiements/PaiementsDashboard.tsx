import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ContactlessIcon from '@mui/icons-material/Contactless';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { FeesParams } from '../../dataProvider/methods/paiements';
import type { FeeRow, FeesResponse, TapToPaySyncResult } from '../../dataProvider/contract/paiements';
import { errorMessage } from '../../dataProvider/errors';
import { useCurrentUser } from '../../authProvider/session';
import { EmptyState } from '../../components/EmptyState';
import { StatusChip } from '../../components/StatusChip';
import { formatMoney } from '../../domain/currency';
import { buildCsv, csvFileName, fetchAllPages } from '../../domain/csvExport';
import { displayedPaymentStatusLabel, displayedPaymentStatusTone, paidRate, PAYMENT_METHOD_LABELS, REAL_PAYMENT_STATUS_LABELS, REAL_PAYMENT_STATUSES } from '../../domain/paymentStatus';
import { Guarded } from '../../components/access/Guarded';
import { Forbidden, isForbidden } from '../../components/access/LoadError';
import { formatDate } from './formatting';
import { FEES_COLUMNS, FEES_COLUMNS_KEY, FEES_CSV_COLUMNS, recipientName, senderName } from './feesColumns';
import { PAYMENTS_KEY, paymentKeys } from './paymentQueries';
import { ColumnChooser } from './shared/ColumnChooser';
import { ExportButton } from './shared/ExportButton';
import { FiltersPanel } from './shared/FiltersPanel';
import { Pager } from './shared/Pager';
import { TapToPayDialog } from './TapToPayDialog';
import { useColumnChooser } from './shared/useColumnChooser';
import { useCsvExport } from './shared/useCsvExport';
import { useDebounced, usePendingFilters } from './shared/usePendingFilters';
import { StatCard } from '../../components/StatCard';

const EvolutionChart = lazy(() => import('./EvolutionChart'));

export const FEES_PAGE_SIZES = [10, 20, 50, 100];
export const FEES_DEFAULT_PAGE_SIZE = 20;
export const FEES_SEARCH_DEBOUNCE_MS = 300;
/** 'Cache 15min' for the chart; the accounting total is cached 5 min, collected after 10. */
const CHART_STALE_MS = 15 * 60_000;
const GLOBAL_TOTAL_STALE_MS = 5 * 60_000;
const GLOBAL_TOTAL_GC_MS = 10 * 60_000;

type Period = '7d' | '30d' | '90d';
type SortField = 'numero_colis' | 'montant_total_a_payer';

const EMPTY_FILTERS = { statut_paiement: '', pays: '', methode_paiement: '', date_filter: '' };
type FeesFilters = typeof EMPTY_FILTERS;

/** Agents and admins (and managers) sync card-reader payments (spec 001 section 6). */

const DATE_FILTERS = [
  { value: 'today', label: "Aujourd'hui" },
  { value: 'week', label: 'Cette semaine' },
  { value: 'month', label: 'Ce mois' },
];

function StatCards({ fees, globalTotal }: { fees: FeesResponse; globalTotal?: { total_paiements_global: number; devise_operation: string } }) {
  const s = fees.statistiques;
  const rate = paidRate(s);
  const top = s.top_2_pays ?? Object.values(s.repartition_pays_dynamique ?? {}).sort((a, b) => b.valeur_totale - a.valeur_totale).slice(0, 2);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }} data-testid="payment-stat-cards">
      <StatCard title="Total colis" value={String(s.total_colis)} caption="90 derniers jours" />
      <StatCard title="Montant total" value={formatMoney(s.montant_total, fees.devise_operation)} caption={s.montant_paye !== null && s.montant_paye !== undefined ? `${formatMoney(s.montant_paye, fees.devise_operation)} encaissés` : undefined} />
      <StatCard title="Taux de paiement" value={`${rate.toLocaleString('fr-FR')} %`} caption={`${s.entierement_payes + s.trop_payes} colis payés sur ${s.total_colis}`} />
      <StatCard title="Non payés / partiels" value={`${s.non_payes} / ${s.partiellement_payes}`} caption={`${s.trop_payes} trop payé(s), ${s.gratuits} gratuit(s)`} />
      {top.map((country, index) => (
        <StatCard key={country.code ?? country.nom} title={`Pays n°${index + 1} : ${country.flag ?? ''} ${country.nom}`} value={formatMoney(country.valeur_totale, fees.devise_operation)} caption={`${country.count} colis`} />
      ))}
      {globalTotal && <StatCard title="Total comptabilité (90 jours)" value={formatMoney(globalTotal.total_paiements_global, globalTotal.devise_operation)} caption="Paiements validés" />}
    </Box>
  );
}

/** /paiements 'Gestion des Paiements': statistics, evolution chart, filters, fee list, export, Tap to Pay. */
export default function PaiementsDashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(FEES_DEFAULT_PAGE_SIZE);
  const [period, setPeriod] = useState<Period>('30d');
  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' } | null>(null);
  const [search, setSearch] = useState('');
  const [syncResult, setSyncResult] = useState<TapToPaySyncResult | null>(null);
  const toFirstPage = useCallback(() => setPage(1), []);
  const filters = usePendingFilters<FeesFilters>(EMPTY_FILTERS, toFirstPage);
  const debouncedSearch = useDebounced(search.trim(), FEES_SEARCH_DEBOUNCE_MS);
  const chooser = useColumnChooser(FEES_COLUMNS_KEY, FEES_COLUMNS);
  const exporter = useCsvExport();

  const criteria = useMemo(() => ({ ...filters.applied, search_term: debouncedSearch }), [filters.applied, debouncedSearch]);
  const ordering = sort ? `${sort.order === 'desc' ? '-' : ''}${sort.field}` : undefined;
  const listParams: FeesParams = { ...criteria, periode: '90d', page, page_size: pageSize, ordering };
  const chartParams: FeesParams = { ...criteria, periode: period, page: 1, page_size: 20 };

  const list = useQuery({ queryKey: paymentKeys.fees(listParams), queryFn: () => dataProvider.getPaymentFees(listParams), placeholderData: keepPreviousData, staleTime: 60_000 });
  const chart = useQuery({ queryKey: paymentKeys.fees(chartParams), queryFn: () => dataProvider.getPaymentFees(chartParams), placeholderData: keepPreviousData, staleTime: CHART_STALE_MS });
  const globalTotal = useQuery({ queryKey: paymentKeys.globalTotal, queryFn: () => dataProvider.getAccountingGlobalTotal(), staleTime: GLOBAL_TOTAL_STALE_MS, gcTime: GLOBAL_TOTAL_GC_MS });

  const sync = useMutation({
    mutationFn: () => dataProvider.syncTapToPay(),
    onSuccess: async (result) => {
      setSyncResult(result);
      await queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY] });
    },
    onError: (error) => notify(errorMessage(error, 'Erreur lors de la synchronisation Tap to Pay'), { type: 'error' }),
  });

  const refresh = async () => {
    try {
      await queryClient.refetchQueries({ queryKey: [PAYMENTS_KEY], type: 'active' }, { throwOnError: true });
      notify('Dashboard actualisé - Données fraîches chargées', { type: 'success' });
    } catch {
      notify("Erreur lors de l'actualisation des données", { type: 'error' });
    }
  };

  const toggleSort = (field: SortField) => {
    setSort((current) => (current?.field === field ? { field, order: current.order === 'asc' ? 'desc' : 'asc' } : { field, order: 'asc' }));
    setPage(1);
  };

  const exportCsv = () =>
    exporter.run(async (onProgress) => {
      const rows = await fetchAllPages(
        async (n, size) => {
          const answer = await dataProvider.getPaymentFees({ ...criteria, periode: '90d', page: n, page_size: size, ordering });
          return { rows: answer.frais_convertis, total: answer.total_count };
        },
        { pageSize: 100, onProgress },
      );
      const text = buildCsv({ columns: FEES_CSV_COLUMNS, rows, totals: { amount: (r) => r.montant_total_a_payer, currency: (r) => r.devise_operation } });
      return { text, fileName: csvFileName('frais_paiements'), rows: rows.length };
    });

  const originCountries = useMemo(() => {
    const map = new Map<string, string>();
    for (const route of user?.routes ?? []) map.set(route.origin_country.code_iso2, `${route.origin_country.flag_emoji ?? ''} ${route.origin_country.nom}`.trim());
    return [...map.entries()];
  }, [user?.routes]);

  const data = list.data;
  const rows = data?.frais_convertis ?? [];
  const open = (row: FeeRow) => navigate(`/colis/${row.colis_id}`);
  const show = chooser.isVisible;
  const sortLabel = (field: SortField, label: string) => (
    <TableSortLabel active={sort?.field === field} direction={sort?.field === field ? sort.order : 'asc'} onClick={() => toggleSort(field)}>
      {label}
    </TableSortLabel>
  );

  if (isForbidden(list.error)) return <Forbidden error={list.error} />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Gestion des Paiements" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Gestion des Paiements
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
            Actualiser
          </Button>
          <Guarded capability="paiements.tap_to_pay">
            <Button variant="outlined" startIcon={sync.isPending ? <CircularProgress size={16} /> : <ContactlessIcon />} onClick={() => sync.mutate()} disabled={sync.isPending}>
              Synchroniser Tap to Pay
            </Button>
          </Guarded>
          <Guarded capability="paiements.export">
            <ExportButton onClick={exportCsv} progress={exporter.progress} disabled={!data || data.total_count === 0} />
          </Guarded>
        </Stack>
      </Stack>

      {list.isPending && <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} aria-label="Chargement des statistiques" />}
      {list.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              Réessayer
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 700 }}>Erreur lors du chargement</Typography>
          Impossible de récupérer les données de paiement
        </Alert>
      )}
      {data && <StatCards fees={data} globalTotal={globalTotal.data} />}

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

      <FiltersPanel
        dirty={filters.dirty}
        activeCount={filters.activeCount}
        onApply={filters.apply}
        onReset={() => {
          filters.reset();
          setSearch('');
        }}
        toolbar={
          <TextField
            label="Rechercher"
            placeholder="N° de colis, nom, téléphone…"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            size="small"
            slotProps={{ input: { startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1 }} aria-hidden /> } }}
            sx={{ minWidth: { sm: 320 } }}
          />
        }
      >
        <TextField select label="Statut de paiement" value={filters.pending.statut_paiement} onChange={(e) => filters.set('statut_paiement', e.target.value)} size="small">
          <MenuItem value="">Tous</MenuItem>
          {REAL_PAYMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {REAL_PAYMENT_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Pays" value={filters.pending.pays} onChange={(e) => filters.set('pays', e.target.value)} size="small">
          <MenuItem value="">Tous</MenuItem>
          {originCountries.map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Méthode de paiement" value={filters.pending.methode_paiement} onChange={(e) => filters.set('methode_paiement', e.target.value)} size="small">
          <MenuItem value="">Toutes</MenuItem>
          {Object.entries(PAYMENT_METHOD_LABELS).map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Date" value={filters.pending.date_filter} onChange={(e) => filters.set('date_filter', e.target.value)} size="small">
          <MenuItem value="">Toutes</MenuItem>
          {DATE_FILTERS.map((d) => (
            <MenuItem key={d.value} value={d.value}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
      </FiltersPanel>

      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
          <Typography variant="h6" component="h2">
            Frais d&apos;expédition {data ? `(${data.total_count})` : ''}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            {list.isFetching && !list.isPending && <CircularProgress size={18} aria-label="Actualisation" />}
            <ColumnChooser {...chooser} />
          </Box>
        </Box>
        {data && rows.length === 0 && <EmptyState title="Aucun colis trouvé" hint="Aucun colis ne correspond aux filtres sélectionnés." />}
        {rows.length > 0 && small && (
          <Stack spacing={1} sx={{ p: 1 }} aria-label="Liste des frais">
            {rows.map((r) => (
              <Card key={r.colis_id} variant="outlined">
                <CardActionArea onClick={() => open(r)} aria-label={`Ouvrir le colis ${r.numero_colis}`}>
                  <CardContent sx={{ py: 1.5 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography sx={{ fontWeight: 700 }}>{r.numero_colis}</Typography>
                      <StatusChip label={displayedPaymentStatusLabel(r.statut_paiement, r.montant_total_a_payer)} tone={displayedPaymentStatusTone(r.statut_paiement, r.montant_total_a_payer)} />
                    </Box>
                    <Typography>{formatMoney(r.montant_total_a_payer, r.devise_operation)}</Typography>
                    {show('expediteur') && <Typography variant="body2">Expéditeur : {senderName(r)}</Typography>}
                    {show('telephone') && <Typography variant="body2">{r.expediteur_telephone ?? r.destinataire_telephone ?? '—'}</Typography>}
                    <Typography variant="body2">Destinataire : {recipientName(r)}</Typography>
                    {show('date') && (
                      <Typography variant="caption" color="text.secondary">
                        {formatDate(r.date_creation)}
                      </Typography>
                    )}
                    {show('description') && r.description && <Typography variant="body2">{r.description}</Typography>}
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        )}
        {rows.length > 0 && !small && (
          <TableContainer>
            <Table size="small" aria-label="Liste des frais">
              <TableHead>
                <TableRow>
                  <TableCell sortDirection={sort?.field === 'numero_colis' ? sort.order : false}>{sortLabel('numero_colis', 'N° colis')}</TableCell>
                  {show('expediteur') && <TableCell>Expéditeur</TableCell>}
                  {show('telephone') && <TableCell>Téléphone</TableCell>}
                  <TableCell>Destinataire</TableCell>
                  <TableCell>Statut</TableCell>
                  <TableCell align="right" sortDirection={sort?.field === 'montant_total_a_payer' ? sort.order : false}>
                    {sortLabel('montant_total_a_payer', 'Montant à payer')}
                  </TableCell>
                  <TableCell align="right">Payé</TableCell>
                  {show('date') && <TableCell>Date</TableCell>}
                  {show('description') && <TableCell>Description</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.colis_id} hover onClick={() => open(r)} sx={{ cursor: 'pointer' }}>
                    <TableCell>
                      <Link to={`/colis/${r.colis_id}`} onClick={(e) => e.stopPropagation()}>
                        {r.numero_colis}
                      </Link>
                    </TableCell>
                    {show('expediteur') && <TableCell>{senderName(r)}</TableCell>}
                    {show('telephone') && <TableCell>{r.expediteur_telephone ?? '—'}</TableCell>}
                    <TableCell>{recipientName(r)}</TableCell>
                    <TableCell>
                      <StatusChip label={displayedPaymentStatusLabel(r.statut_paiement, r.montant_total_a_payer)} tone={displayedPaymentStatusTone(r.statut_paiement, r.montant_total_a_payer)} />
                    </TableCell>
                    <TableCell align="right">{formatMoney(r.montant_total_a_payer, r.devise_operation)}</TableCell>
                    <TableCell align="right">{formatMoney(r.montant_paye ?? 0, r.devise_operation)}</TableCell>
                    {show('date') && <TableCell>{formatDate(r.date_creation)}</TableCell>}
                    {show('description') && <TableCell>{r.description || '—'}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && data.total_count > 0 && (
          <Pager
            count={data.total_count}
            page={page}
            pageSize={pageSize}
            sizes={FEES_PAGE_SIZES}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </Paper>
      <TapToPayDialog result={syncResult} onClose={() => setSyncResult(null)} />
    </Box>
  );
}
