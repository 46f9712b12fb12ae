import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Bordereau, BordereauColis } from '../../dataProvider/contract/bordereaux';
import { errorBody, errorMessage } from '../../dataProvider/errors';
import { useCurrentUser } from '../../authProvider/session';
import { ROLE_LABELS, roleTypeOf } from '../../domain/permissions';
import {
  AGENT_LOCKED,
  EDIT_DENIED,
  PARCELS_LOCKED,
  RECEIVING_AGENT_UNASSIGNED,
  SELECT_PARCEL_REQUIRED,
  canChangeParcels,
  canChangeReceivingAgent,
  editPermission,
  editScopeLabel,
  selectionTotals,
  weightText,
} from '../../domain/bordereauWorkflow';
import { formatMoney } from '../../domain/currency';
import { accountName, recipientName } from '../../domain/people';
import { BordereauStatusChip } from './BordereauStatusChip';
import { BordereauUnavailable } from './BordereauNotFound';
import { ReadyParcelPicker, fromReadyParcel, type PickableParcel } from './ReadyParcelPicker';
import { useBordereau } from './useBordereau';
import { togglePicked } from './parcelSelection';
import { READY_STALE_MS, bordereauKeys } from './queryKeys';

function fromManifestParcel(c: BordereauColis, devise: string | null | undefined): PickableParcel {
  return {
    id: c.id,
    code_suivi: c.code_suivi ?? c.numero_colis,
    statut: c.statut ?? 'enregistre',
    destinataire: recipientName(c),
    quartier: c.destinataire_quartier,
    telephone: c.destinataire_telephone,
    poids: c.poids ?? 0,
    valeur: c.valeur_totale_calculee ?? 0,
    devise: c.enterprise_route?.origin_country?.devise_code ?? devise,
    created_at: c.created_at,
  };
}

/** The receiving agent, saved with the rest of the form (no button of its own). */
function ReceivingAgentField({ bordereau, value, onChange, error }: { bordereau: Bordereau; value: string; onChange: (agentId: string) => void; error?: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const changeable = canChangeReceivingAgent(bordereau.statut);
  const agents = useQuery({
    queryKey: bordereauKeys.agents,
    queryFn: async () => {
      try {
        return await dataProvider.getAgentsRecepteursEligibles();
      } catch (failure) {
        notify('Erreur lors du chargement des agents', { type: 'error' });
        throw failure;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
  const current = bordereau.agent_receveur ? String(bordereau.agent_receveur.id) : '';
  // The current agent stays choosable even when the eligible list no longer holds them.
  const options = [...(agents.data ?? [])];
  if (bordereau.agent_receveur && !options.some((a) => String(a.id) === current)) options.push({ ...bordereau.agent_receveur, role_personnalise_info: null });

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Agent récepteur
        </Typography>
        {agents.error && <Alert severity="error" sx={{ mb: 2 }}>Erreur lors du chargement des agents</Alert>}
        <TextField
          select
          label="Agent récepteur"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={!changeable || agents.isPending}
          error={Boolean(error)}
          helperText={error ?? (changeable ? 'Administrateurs, managers et agents logistiques' : AGENT_LOCKED)}
          // The long 'Non assigné (sera assigné automatiquement)' wraps on a phone instead of widening the page.
          sx={{ minWidth: { sm: 320 }, '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal' } }}
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="" sx={{ whiteSpace: 'normal' }}>
            {RECEIVING_AGENT_UNASSIGNED}
          </MenuItem>
          {options.map((agent) => {
            const role = roleTypeOf(agent);
            return (
              <MenuItem key={agent.id} value={String(agent.id)}>
                {accountName(agent)} {role !== 'client' ? `(${ROLE_LABELS[role]})` : ''}
              </MenuItem>
            );
          })}
        </TextField>
      </CardContent>
    </Card>
  );
}

/**
 * Notes, parcels and the receiving agent: one form, one save. The PATCH carries every part the
 * manifest's status lets the user change, so no choice shown on screen is left behind.
 */
function ManifestForm({ bordereau }: { bordereau: Bordereau }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parcelsEditable = canChangeParcels(bordereau.statut);
  const agentEditable = canChangeReceivingAgent(bordereau.statut);
  const currentAgent = bordereau.agent_receveur ? String(bordereau.agent_receveur.id) : '';
  const [notes, setNotes] = useState(bordereau.notes ?? '');
  const [picked, setPicked] = useState<Set<number>>(new Set((bordereau.colis ?? []).map((c) => c.id)));
  const [agentId, setAgentId] = useState(currentAgent);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const ready = useQuery({
    queryKey: bordereauKeys.ready,
    queryFn: () => dataProvider.getColisPretsExpedition(),
    staleTime: READY_STALE_MS,
    enabled: parcelsEditable,
  });
  // The ready list may already hold a parcel of this manifest (a cached answer from before it was
  // added): each parcel is listed once, as the manifest has it.
  const parcels = useMemo(() => {
    const inManifest = (bordereau.colis ?? []).map((c) => fromManifestParcel(c, bordereau.devise_operation));
    const listed = new Set(inManifest.map((p) => p.id));
    return [...inManifest, ...(ready.data?.results ?? []).filter((c) => !listed.has(c.id)).map(fromReadyParcel)];
  }, [bordereau, ready.data]);
  const chosen = parcels.filter((p) => picked.has(p.id));
  const totals = selectionTotals(chosen);

  const save = useMutation({
    mutationFn: () =>
      dataProvider.update('bordereaux', { id: bordereau.id, previousData: bordereau, data: {
        notes: notes.trim(),
        ...(parcelsEditable ? { colis_ids: chosen.map((p) => p.id) } : {}),
        ...(agentEditable && agentId !== currentAgent ? { agent_receveur_id: agentId === '' ? null : Number(agentId) } : {}),
      } }),
    onSuccess: async () => {
      notify('Bordereau mis à jour avec succès!', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: bordereauKeys.all });
      navigate(`/bordereaux/${bordereau.id}`);
    },
    onError: (failure) => {
      setFieldErrors(errorBody(failure)?.errors ?? {});
      notify(errorMessage(failure, 'Erreur lors de la mise à jour'), { type: 'error' });
    },
  });

  const toggle = (id: number) => {
    setSelectionError(null);
    setPicked((current) => togglePicked(current, id));
  };

  const submit = () => {
    setFieldErrors({});
    if (parcelsEditable && chosen.length === 0) {
      setSelectionError(SELECT_PARCEL_REQUIRED);
      notify(SELECT_PARCEL_REQUIRED, { type: 'warning' });
      return;
    }
    save.mutate();
  };

  const parcelsError = selectionError ?? fieldErrors.colis_ids;

  return (
    <>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Notes et colis
          </Typography>
          <TextField
            label="Notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            error={Boolean(fieldErrors.notes)}
            helperText={fieldErrors.notes}
            multiline
            minRows={2}
            fullWidth
            sx={{ mb: 2 }}
          />
          {parcelsEditable ? (
            <>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                Colis du bordereau et colis prêts pour l&apos;expédition
              </Typography>
              {ready.isPending && <LinearProgress aria-label="Chargement des colis prêts" sx={{ mb: 1 }} />}
              {ready.error && <Alert severity="warning" sx={{ mb: 1 }}>Impossible de charger les colis prêts pour l&apos;expédition.</Alert>}
              <ReadyParcelPicker parcels={parcels} selected={picked} onToggle={toggle} />
            </>
          ) : (
            <Alert severity="info">
              {PARCELS_LOCKED} ({(bordereau.colis ?? []).length} colis)
            </Alert>
          )}
          <Typography aria-live="polite" sx={{ mt: 2 }}>
            {totals.count} colis · {weightText(totals.poids)}
            {chosen[0]?.devise ? ` · ${formatMoney(totals.valeur, chosen[0].devise)}` : ''}
          </Typography>
          {parcelsError && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {parcelsError}
            </Alert>
          )}
        </CardContent>
      </Card>
      <ReceivingAgentField bordereau={bordereau} value={agentId} onChange={setAgentId} error={fieldErrors.agent_receveur_id} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button component={RouterLink} to={`/bordereaux/${bordereau.id}`}>
          Annuler
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Enregistrer les modifications
        </Button>
      </Stack>
    </>
  );
}

/** /bordereaux/{id}/edit: notes, parcels and the receiving agent, saved together, under the role and status rules. */
export default function BordereauEdit() {
  const { id } = useParams<{ id: string }>();
  const user = useCurrentUser();
  const manifest = useBordereau(id);
  const bordereau = manifest.data;

  if (manifest.notFound || manifest.isPending || manifest.error || !bordereau) return <BordereauUnavailable {...manifest} />;
  const decision = editPermission(user, bordereau.statut);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={`Modifier ${bordereau.numero_bordereau}`} />
      <Button component={RouterLink} to={`/bordereaux/${bordereau.id}`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Retour au bordereau
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Modifier le bordereau {bordereau.numero_bordereau}
        </Typography>
        <BordereauStatusChip statut={bordereau.statut} size="medium" />
      </Stack>
      <Chip label={editScopeLabel(user)} variant="outlined" sx={{ mb: 2 }} />
      {decision.allowed ? (
        <ManifestForm key={bordereau.id} bordereau={bordereau} />
      ) : (
        <Alert severity="error">
          <AlertTitle>{EDIT_DENIED}</AlertTitle>
          {decision.message}
        </Alert>
      )}
    </Box>
  );
}
