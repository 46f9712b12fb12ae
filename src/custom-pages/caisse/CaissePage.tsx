import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { AccountingParams } from '../../dataProvider/methods/paiements';
import type { Paiement } from '../../dataProvider/contract/paiements';
import { useCurrentUser } from '../../authProvider/session';
import { EmptyState } from '../../components/EmptyState';
import { StatusChip } from '../../components/StatusChip';
import { formatMoney } from '../../domain/currency';
import { buildCsv, csvFileName, fetchAllPages } from '../../domain/csvExport';
import { PAYMENT_METHOD_LABELS, paymentMethodLabel, transactionStatusLabel, transactionStatusTone } from '../../domain/paymentStatus';
import { formatDateTime } from '../../resources/paiements/formatting';
import { paymentKeys } from '../../resources/paiements/paymentQueries';
import { ColumnChooser } from '../../resources/paiements/shared/ColumnChooser';
import { ExportButton } from '../../resources/paiements/shared/ExportButton';
import { Guarded } from '../../components/access/Guarded';
import { Forbidden, isForbidden } from '../../components/access/LoadError';
import { FiltersPanel } from '../../resources/paiements/shared/FiltersPanel';
import { Pager } from '../../resources/paiements/shared/Pager';
import { useColumnChooser } from '../../resources/paiements/shared/useColumnChooser';
import { useCsvExport } from '../../resources/paiements/shared/useCsvExport';
import { useDebounced, usePendingFilters } from '../../resources/paiements/shared/usePendingFilters';
import { CaisseSummary } from './CaisseSummary';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { agentName, CAISSE_COLUMNS, CAISSE_COLUMNS_KEY, CAISSE_CSV_COLUMNS, recipientOf, senderOf, type CaisseColumn } from './caisseColumns';

export const CAISSE_PAGE_SIZES = [10, 20, 50];
export const CAISSE_DEFAULT_PAGE_SIZE = 20;
export const CAISSE_SEARCH_DEBOUNCE_MS = 500;

const EMPTY_FILTERS = { statut: '', methode: '', date_debut: '', date_fin: '', pays: '', pays_paiement: '' };
type CaisseFilters = typeof EMPTY_FILTERS;

const STATUS_OPTIONS = [
  { value: 'valide', label: 'Validé' },
  { value: 'en_attente', label: 'En attente' },
  { value: 'refuse', label: 'Refusé' },
];

function cell(column: CaisseColumn, p: Paiement, onOpen: (p: Paiement) => void, countryName: (code: string) => string) {
  switch (column) {
    case 'numeroColis':
      return p.colis?.numero_colis ?? '—';
    case 'montant':
      return <strong>{formatMoney(p.montant, p.devise)}</strong>;
    case 'methode':
      return paymentMethodLabel(p.methode, p.methode_display);
    case 'agent':
      return agentName(p);
    case 'pays':
      return p.pays ? countryName(p.pays) : '—';
    case 'date':
      return formatDateTime(p.date_paiement ?? p.date_creation);
    case 'statut':
      return <StatusChip label={transactionStatusLabel(p.statut)} tone={transactionStatusTone(p.statut)} />;
    case 'expediteur':
      return senderOf(p);
    case 'destinataire':
      return recipientOf(p);
    case 'actions':
      return (
        <IconButton aria-label={`Voir le détail du paiement ${p.id}`} title="Voir le détail du paiement" onClick={() => onOpen(p)} size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      );
  }
}

/** /caisse 'Comptabilité Simplifiée': totals, breakdowns, filters, the payments list and its export. */
export default function CaissePage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = useCurrentUser();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CAISSE_DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Paiement | null>(null);
  const toFirstPage = useCallback(() => setPage(1), []);
  const filters = usePendingFilters<CaisseFilters>(EMPTY_FILTERS, toFirstPage);
  const debouncedSearch = useDebounced(search.trim(), CAISSE_SEARCH_DEBOUNCE_MS);
  const chooser = useColumnChooser(CAISSE_COLUMNS_KEY, CAISSE_COLUMNS);
  const exporter = useCsvExport();

  const criteria = useMemo(() => ({ ...filters.applied, search_term: debouncedSearch }), [filters.applied, debouncedSearch]);
  const params: AccountingParams = { ...criteria, page, page_size: pageSize };
  const query = useQuery({
    queryKey: paymentKeys.accounting(params),
    queryFn: () => dataProvider.getAccountingStatistics(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  /** Payment location: at most two choices, the operating and the destination country. */
  const locations = [user?.operating_country, user?.destination_country].filter((c): c is NonNullable<typeof c> => Boolean(c));
  const originCountries = useMemo(() => {
    const map = new Map<string, string>();
    for (const route of user?.routes ?? []) map.set(route.origin_country.code_iso2, `${route.origin_country.flag_emoji ?? ''} ${route.origin_country.nom}`.trim());
    return [...map.entries()];
  }, [user?.routes]);
  const countryNames = useMemo(() => {
    const map = new Map<string, string>();
    for (const route of user?.routes ?? []) {
      for (const c of [route.origin_country, route.destination_country]) map.set(c.code_iso2, `${c.flag_emoji ?? ''} ${c.nom}`.trim());
    }
    return map;
  }, [user?.routes]);
  const countryName = (code: string) => countryNames.get(code) ?? code;

  const exportCsv = () =>
    exporter.run(async (onProgress) => {
      const rows = await fetchAllPages(
        async (n, size) => {
          const answer = await dataProvider.getAccountingStatistics({ ...criteria, page: n, page_size: size });
          return { rows: answer.paiements_recents, total: answer.pagination.total_count };
        },
        { pageSize: 100, onProgress },
      );
      const text = buildCsv({ columns: CAISSE_CSV_COLUMNS, rows, totals: { amount: (p) => p.montant, currency: (p) => p.devise, include: (p) => p.statut === 'valide' } });
      return { text, fileName: csvFileName('comptabilite'), rows: rows.length };
    });

  const data = query.data;
  const payments = data?.paiements_recents ?? [];
  const visibleColumns = CAISSE_COLUMNS.filter((c) => chooser.isVisible(c.key));

  if (isForbidden(query.error)) return <Forbidden error={query.error} />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Comptabilité Simplifiée" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Comptabilité Simplifiée
        </Typography>
        <Guarded capability="caisse.export">
          <ExportButton onClick={exportCsv} progress={exporter.progress} disabled={!data || data.pagination.total_count === 0} />
        </Guarded>
      </Stack>

      {query.isPending && <CircularProgress aria-label="Chargement de la comptabilité" />}
      {query.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          }
        >
          Erreur lors du chargement des données de comptabilité
        </Alert>
      )}
      {data && <CaisseSummary stats={data} />}

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
            placeholder="N° de colis, nom, transaction…"
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
        <TextField select label="Statut" value={filters.pending.statut} onChange={(e) => filters.set('statut', e.target.value)} size="small">
          <MenuItem value="">Tous</MenuItem>
          {STATUS_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Méthode" value={filters.pending.methode} onChange={(e) => filters.set('methode', e.target.value)} size="small">
          <MenuItem value="">Toutes</MenuItem>
          {Object.entries(PAYMENT_METHOD_LABELS).map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
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
        <TextField select label="Lieu de paiement" value={filters.pending.pays_paiement} onChange={(e) => filters.set('pays_paiement', e.target.value)} size="small">
          <MenuItem value="">Tous</MenuItem>
          {locations.map((c) => (
            <MenuItem key={c.code_iso2} value={c.code_iso2}>
              {`${c.flag_emoji ?? ''} ${c.nom}`.trim()}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Date de début" type="date" value={filters.pending.date_debut} onChange={(e) => filters.set('date_debut', e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="Date de fin" type="date" value={filters.pending.date_fin} onChange={(e) => filters.set('date_fin', e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      </FiltersPanel>

      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
          <Typography variant="h6" component="h2">
            Paiements {data ? `(${data.pagination.total_count})` : ''}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            {query.isFetching && !query.isPending && <CircularProgress size={18} aria-label="Actualisation" />}
            <ColumnChooser {...chooser} />
          </Box>
        </Box>
        {data && payments.length === 0 && <EmptyState title="Aucun paiement trouvé" hint="Aucun paiement ne correspond aux filtres sélectionnés." />}
        {payments.length > 0 && small && (
          <Stack spacing={1} sx={{ p: 1 }} aria-label="Liste des paiements">
            {payments.map((p) => (
              <Card key={p.id} variant="outlined">
                <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                  {visibleColumns.map((c) => (
                    <Box key={c.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                      {c.key !== 'actions' && (
                        <Typography variant="caption" color="text.secondary">
                          {c.label}
                        </Typography>
                      )}
                      <Box sx={{ textAlign: 'right', ml: 'auto' }}>{cell(c.key, p, setSelected, countryName)}</Box>
                    </Box>
                  ))}
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
        {payments.length > 0 && !small && (
          <TableContainer>
            <Table size="small" aria-label="Liste des paiements">
              <TableHead>
                <TableRow>
                  {visibleColumns.map((c) => (
                    <TableCell key={c.key} align={c.key === 'montant' ? 'right' : 'left'}>
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.map((p) => (
                  <TableRow key={p.id} hover>
                    {visibleColumns.map((c) => (
                      <TableCell key={c.key} align={c.key === 'montant' ? 'right' : 'left'}>
                        {cell(c.key, p, setSelected, countryName)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && data.pagination.total_count > 0 && (
          <Pager
            count={data.pagination.total_count}
            page={page}
            pageSize={pageSize}
            sizes={CAISSE_PAGE_SIZES}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </Paper>
      <PaymentDetailDialog paiement={selected} onClose={() => setSelected(null)} />
    </Box>
  );
}
