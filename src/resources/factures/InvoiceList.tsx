import { useState } from 'react';
import { Box, Button, Grid, IconButton, LinearProgress, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ListContextProvider, useDataProvider, useListController, useNotify, useRefresh, useUnselect } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Facture } from '../../dataProvider/contract/factures';
import { errorMessage } from '../../dataProvider/errors';
import { formatMoney, formatNumber } from '../../domain/currency';
import { formatManifestDate } from '../../domain/bordereauWorkflow';
import {
  BULK_DOWNLOAD_DELAY_MS,
  BULK_DOWNLOAD_ERROR,
  NO_INVOICE_SELECTED,
  bulkDownloadSummary,
  hasPdf,
  invoiceFileName,
  planBulkDownload,
} from '../../domain/invoiceLines';
import { openPendingTab, saveBlob } from '../../components/files';
import { EmptyState } from '../../components/EmptyState';
import { DECIMAL_INPUT } from '../../components/numberInput';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { ChoiceField } from '../../components/list/ChoiceField';
import type { ListColumn } from '../../components/list/columns';
import { DataList } from '../../components/list/DataList';
import { ListStatus } from '../../components/list/ListStatus';
import { RowAction } from '../../components/list/RowAction';
import { TablePager } from '../../components/list/TablePager';
import { useListFilters } from '../../components/list/useListFilters';
import { FactureStatusChip } from './FactureStatusChip';
import { useCurrency } from '../../components/useCurrency';
import { INVOICE_QUERY_OPTIONS } from '../../dataProvider/factureQueryKeys';
import { plural } from '../../domain/format';
import { readNumber } from '../../domain/numbers';
import { dateRangeError } from '../../domain/calendar';

export const INVOICE_PAGE_SIZES = [10, 20, 50];
const INVOICE_DEFAULT_PAGE_SIZE = 20;
const TYPING_DELAY_MS = 300;
/** The text filters, as they live in the URL. */
const FILTERS = ['date_debut', 'date_fin', 'createur', 'statut', 'montant_min', 'montant_max'] as const;
const refusedDates = (values: Record<(typeof FILTERS)[number], string>) => ({ date_fin: dateRangeError(values.date_debut, values.date_fin) ?? undefined });
const STATUS_CHOICES = [
  { value: 'brouillon', label: 'Brouillon' },
  { value: 'validee', label: 'Validée' },
];

const NEWEST_FIRST = { field: 'date_creation', order: 'DESC' as const };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const amountText = (f: Facture) => (f.devise_operation ? formatMoney(f.valeur_totale ?? 0, f.devise_operation) : formatNumber(f.valeur_totale ?? 0, 2));

type Pending = { kind: 'valider' | 'supprimer'; facture: Facture };

/**
 * 'Factures existantes': filters (in the URL), validate, delete, PDF download and preview, bulk
 * download. The server sends every invoice at once: the dataProvider filters and pages them
 * (src/domain/invoiceLines.ts).
 */
export function InvoiceList() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Pending | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);

  // The route guard decides who reaches the screen (docs/permissions.md).
  const list = useListController<Facture>({ resource: 'factures', perPage: INVOICE_DEFAULT_PAGE_SIZE, sort: NEWEST_FIRST, debounce: 0, disableAuthentication: true, queryOptions: INVOICE_QUERY_OPTIONS });
  const unselect = useUnselect('factures');
  const filtered = Object.values(list.filterValues).some((value) => value !== undefined && value !== '');

  const action = useMutation({
    mutationFn: async ({ kind, facture }: Pending) => {
      if (kind === 'valider') return (await dataProvider.validerFacture(facture.id)).message ?? 'Facture validée avec succès';
      await dataProvider.delete('factures', { id: facture.id, previousData: facture });
      unselect([facture.id]);
      return `Facture ${facture.numero_facture} supprimée`;
    },
    onSuccess: (message) => {
      notify(message, { type: 'success' });
      setPending(null);
      refresh();
    },
    onError: (failure, { kind }) => {
      notify(errorMessage(failure, kind === 'valider' ? 'Erreur lors de la validation de la facture' : 'Erreur lors de la suppression de la facture'), { type: 'error' });
      setPending(null);
    },
  });

  const download = async (facture: Facture) => {
    try {
      saveBlob(await dataProvider.telechargerFacturePdf(facture.id), invoiceFileName(facture.numero_facture));
      notify('PDF téléchargé avec succès!', { type: 'success' });
    } catch {
      notify('Erreur lors du téléchargement du PDF', { type: 'error' });
    }
  };

  // The tab opens on the click (before the PDF is fetched): the document shows once, in that tab,
  // and only a refused pop-up falls back to a download.
  const preview = async (facture: Facture) => {
    const tab = openPendingTab();
    try {
      const blob = await dataProvider.telechargerFacturePdf(facture.id);
      if (tab.blocked) {
        saveBlob(blob, invoiceFileName(facture.numero_facture));
        notify('Fenêtre bloquée par le navigateur : la facture a été téléchargée.', { type: 'info' });
      } else {
        tab.show(blob);
      }
    } catch {
      tab.close();
      notify('Erreur lors du téléchargement du PDF', { type: 'error' });
    }
  };

  const bulkDownload = async () => {
    const ids = list.selectedIds;
    if (ids.length === 0) {
      notify(NO_INVOICE_SELECTED, { type: 'warning' });
      return;
    }
    // The selected invoices as they are now (validated since, or deleted by a colleague), on any page.
    let chosen: Facture[];
    try {
      chosen = (await dataProvider.getList<Facture>('factures', { pagination: { page: 1, perPage: ids.length }, sort: NEWEST_FIRST, filter: { id: ids } })).data;
    } catch {
      notify(BULK_DOWNLOAD_ERROR, { type: 'error' });
      return;
    }
    const { downloadable, skipped } = planBulkDownload(chosen);
    if (downloadable.length === 0) {
      notify('Aucune facture validée avec PDF dans la sélection', { type: 'warning' });
      return;
    }
    setBulkBusy(true);
    try {
      let success = 0;
      let failed = 0;
      for (const [index, facture] of downloadable.entries()) {
        if (index > 0) await wait(BULK_DOWNLOAD_DELAY_MS);
        try {
          saveBlob(await dataProvider.telechargerFacturePdf(facture.id), invoiceFileName(facture.numero_facture));
          success += 1;
        } catch {
          failed += 1;
        }
      }
      const summary = bulkDownloadSummary(success, failed);
      notify(skipped > 0 ? `${summary.message} (${skipped} ignorée(s) : non validée(s) ou sans PDF)` : summary.message, { type: summary.type });
    } catch {
      notify(BULK_DOWNLOAD_ERROR, { type: 'error' });
    } finally {
      setBulkBusy(false);
    }
  };

  const actions = (f: Facture) => (
    <>
      {f.statut !== 'validee' && <RowAction title="Valider" label={`Valider la facture ${f.numero_facture}`} icon={<CheckCircleIcon fontSize="small" />} onClick={() => setPending({ kind: 'valider', facture: f })} color="primary" capability="factures.validate" />}
      {hasPdf(f) && <RowAction title="Télécharger le PDF" label={`Télécharger le PDF de ${f.numero_facture}`} icon={<DownloadIcon fontSize="small" />} onClick={() => download(f)} />}
      {hasPdf(f) && <RowAction title="Aperçu" label={`Aperçu de ${f.numero_facture}`} icon={<VisibilityIcon fontSize="small" />} onClick={() => preview(f)} />}
      {f.statut !== 'validee' && <RowAction title="Supprimer" label={`Supprimer la facture ${f.numero_facture}`} icon={<DeleteIcon fontSize="small" />} onClick={() => setPending({ kind: 'supprimer', facture: f })} color="error" capability="factures.delete" />}
    </>
  );
  const columns: ListColumn<Facture>[] = [
      { key: 'numero', label: 'Numéro', render: (f) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{f.numero_facture}</Typography> },
      { key: 'createur', label: 'Créateur', render: (f) => f.agent_createur_nom || '—' },
      { key: 'creee', label: 'Créée le', render: (f) => formatManifestDate(f.date_creation) },
      { key: 'bordereaux', label: 'Bordereaux', align: 'right', render: (f) => f.nombre_bordereaux ?? 0 },
      { key: 'colis', label: 'Colis', align: 'right', render: (f) => f.nombre_colis_total ?? 0 },
      { key: 'montant', label: 'Montant', align: 'right', render: amountText },
      { key: 'statut', label: 'Statut', render: (f) => <FactureStatusChip statut={f.statut} label={f.statut_display} /> },
      { key: 'actions', label: 'Actions', align: 'right', noWrap: true, render: actions },
  ];

  return (
    <ListContextProvider value={list}>
      <Box>
        <InvoiceFilters />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Tooltip title="Actualiser">
            <IconButton aria-label="Actualiser les factures" onClick={() => list.refetch()}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" color="text.secondary">
            {plural(list.total ?? 0, 'facture')} · {plural(list.selectedIds.length, 'sélectionnée')}
          </Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={bulkDownload} disabled={bulkBusy}>
            Télécharger la sélection (PDF)
          </Button>
        </Stack>
        {bulkBusy && <LinearProgress sx={{ mb: 1 }} aria-label="Téléchargement en cours" />}

        <ListStatus
          loadingLabel="Chargement des factures"
          errorMessage={errorMessage(list.error, 'Impossible de charger les factures')}
          empty={<EmptyState title="Aucune facture" hint={filtered ? 'Aucune facture ne correspond aux filtres.' : 'Créez une facture à partir de bordereaux validés.'} />}
        >
          <DataList
            label="Factures existantes"
            columns={columns}
            card={{ title: 'numero', badge: 'statut', actions: 'actions' }}
            selectLabel={(f) => `Sélectionner ${f.numero_facture}`}
            testId={() => 'facture'}
            framed
          />
          <TablePager sizes={INVOICE_PAGE_SIZES} fallback={INVOICE_DEFAULT_PAGE_SIZE} />
        </ListStatus>

      {pending && (
        <ConfirmActionDialog
          open
          title={pending.kind === 'valider' ? 'Valider la facture' : 'Supprimer la facture'}
          message={
            pending.kind === 'valider'
              ? `Valider la facture ${pending.facture.numero_facture} ? Elle ne pourra plus être modifiée ni supprimée, et son PDF sera disponible.`
              : `Supprimer définitivement la facture ${pending.facture.numero_facture} ? Cette action est irréversible.`
          }
          confirmLabel={pending.kind === 'valider' ? 'Valider' : 'Supprimer'}
          destructive={pending.kind === 'supprimer'}
          pending={action.isPending}
          onConfirm={() => action.mutate(pending)}
          onClose={() => setPending(null)}
        />
      )}
      </Box>
    </ListContextProvider>
  );
}

/** Dates, creator and amounts apply after a pause in typing; the status at once; all in the URL. */
function InvoiceFilters() {
  // Spec 002 section 5: the amounts are in the operation currency (the original labelled them CAD whatever it was).
  const { baseCurrency } = useCurrency();
  const inCurrency = baseCurrency ? ` (${baseCurrency})` : '';
  const texts = useListFilters(FILTERS, { delay: TYPING_DELAY_MS, refuse: refusedDates });
  const field = (key: (typeof FILTERS)[number]) => ({
    value: texts.values[key],
    onChange: (event: { target: { value: string } }) => texts.set(key, event.target.value),
    error: Boolean(texts.errors[key]),
    helperText: texts.errors[key],
  });
  /** An amount bound as typed; a text the number reader refuses says why and sets no bound. */
  const amountField = (key: 'montant_min' | 'montant_max') => {
    const reading = readNumber(texts.values[key]);
    return reading.ok ? field(key) : { ...field(key), error: true, helperText: reading.message };
  };
  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }} component="section" role="search" aria-label="Filtres des factures">
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField label="Date de début" type="date" {...field('date_debut')} size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField label="Date de fin" type="date" {...field('date_fin')} size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <TextField label="Créateur" {...field('createur')} size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <ChoiceField label="Statut" value={texts.values.statut} onChange={(statut) => texts.apply({ statut })} choices={STATUS_CHOICES} allLabel="Tous" sx={{ width: '100%' }} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField label={`Montant min${inCurrency}`} {...amountField('montant_min')} size="small" fullWidth slotProps={{ htmlInput: DECIMAL_INPUT, inputLabel: { shrink: true } }} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField label={`Montant max${inCurrency}`} {...amountField('montant_max')} size="small" fullWidth slotProps={{ htmlInput: DECIMAL_INPUT, inputLabel: { shrink: true } }} />
      </Grid>
      <Grid size={12}>
        <Button onClick={texts.reset}>
          Réinitialiser les filtres
        </Button>
      </Grid>
    </Grid>
  );
}
