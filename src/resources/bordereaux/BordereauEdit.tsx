import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, LinearProgress, MenuItem, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useRefreshAwaited } from '../../components/useRefreshAwaited';
import { useFormState, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Bordereau, BordereauColis } from '../../dataProvider/contract/bordereaux';
import { useCurrentUser } from '../../authProvider/session';
import { ROLE_LABELS, roleTypeOf } from '../../domain/permissions';
import {
  AGENT_LOCKED,
  EDIT_DENIED,
  PARCELS_LOCKED,
  RECEIVING_AGENT_UNASSIGNED,
  canChangeParcels,
  canChangeReceivingAgent,
  editPermission,
  editScopeLabel,
  selectionTotals,
  weightText,
} from '../../domain/bordereauWorkflow';
import { formatMoney } from '../../domain/currency';
import { accountName, recipientName } from '../../domain/people';
import { manifestUpdateWrite } from '../../domain/schemas/manifests';
import { SchemaForm } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSubmissionFailure } from '../../components/form/submissionErrors';
import { useLeaveAfterSave } from '../../components/form/useLeaveAfterSave';
import { BordereauStatusChip } from './BordereauStatusChip';
import { BordereauUnavailable } from './BordereauNotFound';
import { fromReadyParcel, type PickableParcel } from './ReadyParcelPicker';
import { ParcelsInput } from './ParcelsInput';
import { useBordereau } from './useBordereau';
import { READY_STALE_MS, bordereauKeys } from './queryKeys';

type ManifestUpdate = z.output<typeof manifestUpdateWrite>;
const MANIFEST_FIELDS = ['notes', 'colis_ids', 'agent_receveur_id'];

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

/** The receiving agent (`agent_receveur_id`), saved with the rest of the form (no button of its own). */
function ReceivingAgentField({ bordereau }: { bordereau: Bordereau }) {
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
        <FormTextField
          source="agent_receveur_id"
          label="Agent récepteur"
          select
          disabled={!changeable || agents.isPending}
          helperText={changeable ? 'Administrateurs, managers et agents logistiques' : AGENT_LOCKED}
          // The long 'Non assigné (sera assigné automatiquement)' wraps on a phone instead of widening the page.
          sx={{ minWidth: { sm: 320 }, '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal' } }}
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
        </FormTextField>
      </CardContent>
    </Card>
  );
}

/** The selection's count, weight and value, and its refusal (none picked, or the server's). */
function SelectionSummary({ parcels }: { parcels: readonly PickableParcel[] }) {
  const picked = useWatch({ name: 'colis_ids' }) as number[];
  const { errors } = useFormState({ name: 'colis_ids' });
  const chosen = parcels.filter((p) => picked.includes(p.id));
  const totals = selectionTotals(chosen);
  const refusal = errors.colis_ids?.message;
  return (
    <>
      <Typography aria-live="polite" sx={{ mt: 2 }}>
        {totals.count} colis · {weightText(totals.poids)}
        {chosen[0]?.devise ? ` · ${formatMoney(totals.valeur, chosen[0].devise)}` : ''}
      </Typography>
      {typeof refusal === 'string' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </>
  );
}

/**
 * Notes, parcels and the receiving agent: one form, one save. The PATCH carries every part the
 * manifest's status lets the user change, so no choice shown on screen is left behind.
 */
function ManifestForm({ bordereau }: { bordereau: Bordereau }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refused = useSubmissionFailure();
  const refresh = useRefreshAwaited();
  const { warn, leave } = useLeaveAfterSave();
  const parcelsEditable = canChangeParcels(bordereau.statut);
  const agentEditable = canChangeReceivingAgent(bordereau.statut);
  const currentAgent = bordereau.agent_receveur?.id ?? null;
  // The values the form opened with: a refetch of the manifest while typing does not reset what is typed.
  const [defaultValues] = useState(() => ({ notes: bordereau.notes ?? '', colis_ids: (bordereau.colis ?? []).map((c) => c.id), agent_receveur_id: currentAgent === null ? '' : String(currentAgent) }));

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

  /** One PATCH with every part the status lets the user change; a refused field keeps its message, and everything typed. */
  const save = async (body: ManifestUpdate) => {
    const agent = body.agent_receveur_id ?? null;
    try {
      await dataProvider.update('bordereaux', {
        id: bordereau.id,
        previousData: bordereau,
        data: {
          notes: body.notes ?? '',
          ...(parcelsEditable ? { colis_ids: body.colis_ids } : {}),
          ...(agentEditable && agent !== currentAgent ? { agent_receveur_id: agent } : {}),
        },
      });
    } catch (failure) {
      return refused(failure, MANIFEST_FIELDS, 'Erreur lors de la mise à jour');
    }
    notify('Bordereau mis à jour avec succès!', { type: 'success' });
    await refresh();
    leave(`/bordereaux/${bordereau.id}`);
  };

  return (
    <SchemaForm schema={manifestUpdateWrite} defaultValues={defaultValues} onSubmit={save} warnWhenUnsavedChanges={warn}>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Notes et colis
          </Typography>
          <FormTextField source="notes" label="Notes" multiline minRows={2} sx={{ mb: 2 }} />
          {parcelsEditable ? (
            <>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                Colis du bordereau et colis prêts pour l&apos;expédition
              </Typography>
              {ready.isPending && <LinearProgress aria-label="Chargement des colis prêts" sx={{ mb: 1 }} />}
              {ready.error && <Alert severity="warning" sx={{ mb: 1 }}>Impossible de charger les colis prêts pour l&apos;expédition.</Alert>}
              <ParcelsInput parcels={parcels} />
            </>
          ) : (
            <Alert severity="info">
              {PARCELS_LOCKED} ({(bordereau.colis ?? []).length} colis)
            </Alert>
          )}
          <SelectionSummary parcels={parcels} />
        </CardContent>
      </Card>
      <ReceivingAgentField bordereau={bordereau} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button component={RouterLink} to={`/bordereaux/${bordereau.id}`}>
          Annuler
        </Button>
        <SubmitButton>Enregistrer les modifications</SubmitButton>
      </Stack>
    </SchemaForm>
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
