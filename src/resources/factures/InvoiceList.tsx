import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControlLabel,
  Grid,
  IconButton,
  LinearProgress,
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
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Guarded } from '../../components/access/Guarded';
import { LoadError } from '../../components/access/LoadError';
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
  filterInvoices,
  hasPdf,
  invoiceFileName,
  planBulkDownload,
  type InvoiceFilters,
} from '../../domain/invoiceLines';
import { openBlob, saveBlob } from '../../components/files';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { FactureStatusChip } from './FactureStatusChip';
import { INVOICE_QUERY_OPTIONS, factureKeys } from './queryKeys';

const EMPTY_FILTERS = { dateDebut: '', dateFin: '', createur: '', statut: '', montantMin: '', montantMax: '' };
type FilterForm = typeof EMPTY_FILTERS;

function toFilters(form: FilterForm): InvoiceFilters {
  const amount = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));
  return { ...form, montantMin: amount(form.montantMin), montantMax: amount(form.montantMax) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const amountText = (f: Facture) => (f.devise_operation ? formatMoney(f.valeur_totale ?? 0, f.devise_operation) : formatNumber(f.valeur_totale ?? 0, 2));

type Pending = { kind: 'valider' | 'supprimer'; facture: Facture };

/** 'Factures existantes': client-side filters, validate, delete, PDF download and preview, bulk download. */
export function InvoiceList() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTERS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);

  const query = useQuery({ queryKey: factureKeys.list, queryFn: () => dataProvider.getFacturesCommerciales(), ...INVOICE_QUERY_OPTIONS });
  const all = useMemo(() => query.data ?? [], [query.data]);
  const shown = useMemo(() => filterInvoices(all, toFilters(form)), [all, form]);
  const setField = (key: keyof FilterForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  const action = useMutation({
    mutationFn: async ({ kind, facture }: Pending) => {
      if (kind === 'valider') return (await dataProvider.validerFacture(facture.id)).message ?? 'Facture validée avec succès';
      await dataProvider.supprimerFacture(facture.id);
      return `Facture ${facture.numero_facture} supprimée`;
    },
    onSuccess: (message) => {
      notify(message, { type: 'success' });
      setPending(null);
      return queryClient.invalidateQueries({ queryKey: factureKeys.all });
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

  const preview = async (facture: Facture) => {
    try {
      const blob = await dataProvider.telechargerFacturePdf(facture.id);
      if (!openBlob(blob)) {
        saveBlob(blob, invoiceFileName(facture.numero_facture));
        notify('Fenêtre bloquée par le navigateur : la facture a été téléchargée.', { type: 'info' });
      }
    } catch {
      notify('Erreur lors du téléchargement du PDF', { type: 'error' });
    }
  };

  const bulkDownload = async () => {
    const chosen = all.filter((f) => selected.has(f.id));
    if (chosen.length === 0) {
      notify(NO_INVOICE_SELECTED, { type: 'warning' });
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

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allShown = shown.length > 0 && shown.every((f) => selected.has(f.id));
  const toggleShown = () =>
    setSelected((current) => {
      const next = new Set(current);
      shown.forEach((f) => (allShown ? next.delete(f.id) : next.add(f.id)));
      return next;
    });

  const actions = (f: Facture) => (
    <>
      {f.statut !== 'validee' && (
        <Guarded capability="factures.validate" title="Valider">
          <IconButton aria-label={`Valider la facture ${f.numero_facture}`} onClick={() => setPending({ kind: 'valider', facture: f })} size="small" color="primary">
            <CheckCircleIcon fontSize="small" />
          </IconButton>
        </Guarded>
      )}
      {hasPdf(f) && (
        <>
          <Tooltip title="Télécharger le PDF">
            <IconButton aria-label={`Télécharger le PDF de ${f.numero_facture}`} onClick={() => download(f)} size="small">
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Aperçu">
            <IconButton aria-label={`Aperçu de ${f.numero_facture}`} onClick={() => preview(f)} size="small">
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      {f.statut !== 'validee' && (
        <Guarded capability="factures.delete" title="Supprimer">
          <IconButton aria-label={`Supprimer la facture ${f.numero_facture}`} onClick={() => setPending({ kind: 'supprimer', facture: f })} size="small" color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Guarded>
      )}
    </>
  );
  const checkbox = (f: Facture) => (
    <Checkbox checked={selected.has(f.id)} onChange={() => toggle(f.id)} slotProps={{ input: { 'aria-label': `Sélectionner ${f.numero_facture}` } }} />
  );

  return (
    <Box>
      <Grid container spacing={1.5} sx={{ mb: 2 }} component="form" aria-label="Filtres des factures" onSubmit={(e) => e.preventDefault()}>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField label="Date de début" type="date" value={form.dateDebut} onChange={setField('dateDebut')} size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField label="Date de fin" type="date" value={form.dateFin} onChange={setField('dateFin')} size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <TextField label="Créateur" value={form.createur} onChange={setField('createur')} size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <TextField
            select
            label="Statut"
            value={form.statut}
            onChange={setField('statut')}
            size="small"
            fullWidth
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Tous</MenuItem>
            <MenuItem value="brouillon">Brouillon</MenuItem>
            <MenuItem value="validee">Validée</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField label="Montant min (CAD)" type="number" value={form.montantMin} onChange={setField('montantMin')} size="small" fullWidth slotProps={{ htmlInput: { min: 0, step: 0.01 }, inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField label="Montant max (CAD)" type="number" value={form.montantMax} onChange={setField('montantMax')} size="small" fullWidth slotProps={{ htmlInput: { min: 0, step: 0.01 }, inputLabel: { shrink: true } }} />
        </Grid>
      </Grid>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Button onClick={() => setForm(EMPTY_FILTERS)}>Réinitialiser les filtres</Button>
        <Tooltip title="Actualiser">
          <IconButton aria-label="Actualiser les factures" onClick={() => query.refetch()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {shown.length} facture(s) · {selected.size} sélectionnée(s)
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={bulkDownload} disabled={bulkBusy}>
          Télécharger la sélection (PDF)
        </Button>
      </Stack>
      {bulkBusy && <LinearProgress sx={{ mb: 1 }} aria-label="Téléchargement en cours" />}

      {query.isPending ? (
        <LinearProgress aria-label="Chargement des factures" />
      ) : query.error ? (
        <LoadError error={query.error} message="Impossible de charger les factures" onRetry={() => query.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title="Aucune facture" hint={all.length > 0 ? 'Aucune facture ne correspond aux filtres.' : 'Créez une facture à partir de bordereaux validés.'} />
      ) : small ? (
        <Stack spacing={1.5}>
          <FormControlLabel control={<Checkbox checked={allShown} onChange={toggleShown} />} label="Tout sélectionner" />
          {shown.map((f) => (
            <Card key={f.id} variant="outlined" data-testid="facture">
              <CardContent sx={{ pb: 0 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    {checkbox(f)}
                    <Typography sx={{ fontWeight: 700 }}>{f.numero_facture}</Typography>
                  </Stack>
                  <FactureStatusChip statut={f.statut} label={f.statut_display} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {f.agent_createur_nom || '—'} · {formatManifestDate(f.date_creation)}
                </Typography>
                <Typography variant="body2">
                  {f.nombre_bordereaux ?? 0} bordereau(x) · {f.nombre_colis_total ?? 0} colis · {amountText(f)}
                </Typography>
              </CardContent>
              <CardActions>{actions(f)}</CardActions>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Factures existantes">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox checked={allShown} onChange={toggleShown} slotProps={{ input: { 'aria-label': 'Tout sélectionner' } }} />
                </TableCell>
                <TableCell>Numéro</TableCell>
                <TableCell>Créateur</TableCell>
                <TableCell>Créée le</TableCell>
                <TableCell align="right">Bordereaux</TableCell>
                <TableCell align="right">Colis</TableCell>
                <TableCell align="right">Montant</TableCell>
                <TableCell>Statut</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((f) => (
                <TableRow key={f.id} hover data-testid="facture">
                  <TableCell padding="checkbox">{checkbox(f)}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{f.numero_facture}</TableCell>
                  <TableCell>{f.agent_createur_nom || '—'}</TableCell>
                  <TableCell>{formatManifestDate(f.date_creation)}</TableCell>
                  <TableCell align="right">{f.nombre_bordereaux ?? 0}</TableCell>
                  <TableCell align="right">{f.nombre_colis_total ?? 0}</TableCell>
                  <TableCell align="right">{amountText(f)}</TableCell>
                  <TableCell>
                    <FactureStatusChip statut={f.statut} label={f.statut_display} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(f)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

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
  );
}
