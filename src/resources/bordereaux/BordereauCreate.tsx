import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, IconButton, LinearProgress, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import AddIcon from '@mui/icons-material/Add';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Forbidden, isForbidden } from '../../components/access/LoadError';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage } from '../../dataProvider/errors';
import { formatMoney } from '../../domain/currency';
import { MANIFEST_FEES_LABEL, SELECT_PARCEL_REQUIRED, selectionTotals, weightText } from '../../domain/bordereauWorkflow';
import { EmptyState } from '../../components/EmptyState';
import { ReadinessStats } from './ReadinessStats';
import { ReadyParcelPicker, fromReadyParcel } from './ReadyParcelPicker';
import { READY_REFRESH_MS, READY_STALE_MS, bordereauKeys } from './queryKeys';
import { formatDecimal, plural } from '../../domain/format';
import { togglePicked } from './parcelSelection';
import { RetryAlert } from '../../components/RetryAlert';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';

/** /bordereaux/nouveau: the parcels ready for shipment, selection, totals, notes, readiness statistics. */
export default function BordereauCreate() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [notes, setNotes] = useState('');
  const [selectionError, setSelectionError] = useState<string | null>(null);

  const ready = useQuery({
    queryKey: bordereauKeys.ready,
    queryFn: () => dataProvider.getColisPretsExpedition(),
    refetchInterval: READY_REFRESH_MS,
    staleTime: READY_STALE_MS,
  });
  const parcels = useMemo(() => (ready.data?.results ?? []).map(fromReadyParcel), [ready.data]);
  // A parcel that left the ready list (taken by someone else) drops out of the selection.
  const selected = useMemo(() => new Set(parcels.filter((p) => picked.has(p.id)).map((p) => p.id)), [parcels, picked]);
  const chosen = parcels.filter((p) => selected.has(p.id));
  const totals = selectionTotals(chosen);
  const currency = parcels.find((p) => p.devise)?.devise ?? null;

  const submission = useIdempotencyKey();
  const create = useMutation({
    mutationFn: async () => (await dataProvider.create('bordereaux', { data: { colis_ids: [...selected], notes: notes.trim() }, meta: { idempotencyKey: submission.current() } })).data,
    onSuccess: async (bordereau) => {
      submission.settle();
      notify('Bordereau créé avec succès !', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: bordereauKeys.all });
      navigate(`/bordereaux/${bordereau.id}`);
    },
    onError: (failure) => {
      submission.settleIfReused(failure);
      notify(errorMessage(failure, 'Erreur lors de la création du bordereau'), { type: 'error' });
    },
  });

  const toggle = (id: number) => {
    setSelectionError(null);
    setPicked((current) => togglePicked(current, id));
  };
  const allSelected = parcels.length > 0 && selected.size === parcels.length;
  const toggleAll = () => {
    setSelectionError(null);
    setPicked(allSelected ? new Set() : new Set(parcels.map((p) => p.id)));
  };

  const submit = () => {
    if (selected.size === 0) {
      setSelectionError(SELECT_PARCEL_REQUIRED);
      notify(SELECT_PARCEL_REQUIRED, { type: 'warning' });
      return;
    }
    create.mutate();
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Nouveau bordereau" />
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Nouveau bordereau
        </Typography>
        <Tooltip title="Fermer">
          <IconButton component={RouterLink} to="/bordereaux" aria-label="Fermer">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>

      <ReadinessStats />

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Colis prêts pour l&apos;expédition {ready.data ? `(${ready.data.count})` : ''}
      </Typography>

      {ready.isPending ? (
        <LinearProgress aria-label="Chargement des colis prêts" />
      ) : isForbidden(ready.error) ? (
        <Forbidden error={ready.error} />
      ) : ready.error ? (
        <RetryAlert onRetry={() => ready.refetch()}>
          Impossible de charger les colis prêts pour l&apos;expédition.
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            Vérifiez que vous êtes connecté, que le serveur est démarré et que le service /shipments/api/colis/prets_expedition/ répond.
          </Typography>
        </RetryAlert>
      ) : parcels.length === 0 ? (
        <EmptyState
          title="Aucun colis prêt pour l'expédition"
          hint="Les colis enregistrés qui ne sont dans aucun bordereau apparaissent ici."
          action={
            <Button component={RouterLink} to="/colis/nouveau" variant="contained" startIcon={<AddIcon />}>
              Enregistrer un colis
            </Button>
          }
        />
      ) : (
        <>
          <FormControlLabel control={<Checkbox checked={allSelected} onChange={toggleAll} />} label="Tout sélectionner" />
          <ReadyParcelPicker parcels={parcels} selected={selected} onToggle={toggle} />
        </>
      )}

      <Card variant="outlined" sx={{ mt: 3, position: { md: 'sticky' }, bottom: { md: 8 } }}>
        <CardContent sx={{ pr: { md: 10 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Box sx={{ minWidth: 220 }} aria-live="polite">
              <Typography sx={{ fontWeight: 700 }}>{plural(totals.count, 'colis sélectionné', 'colis sélectionnés')}</Typography>
              <Typography variant="body2" color="text.secondary">
                Poids total : {weightText(totals.poids)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {MANIFEST_FEES_LABEL} : {currency ? formatMoney(totals.valeur, currency) : formatDecimal(totals.valeur)}
              </Typography>
            </Box>
            <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} fullWidth placeholder="Instructions, date de départ prévue…" />
            <Button variant="contained" size="large" onClick={submit} disabled={create.isPending} sx={{ whiteSpace: 'nowrap', minWidth: 200 }}>
              Créer le bordereau
            </Button>
          </Stack>
          {selectionError && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {selectionError}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
