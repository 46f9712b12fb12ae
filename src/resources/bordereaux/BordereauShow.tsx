import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import BuildIcon from '@mui/icons-material/Build';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useRefreshAwaited } from '../../components/useRefreshAwaited';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage } from '../../dataProvider/errors';
import { useCurrentUser } from '../../authProvider/session';
import { saveBlob } from '../../components/files';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { Guarded } from '../../components/access/Guarded';
import {
  RECEIVING_AGENT_UNASSIGNED,
  bordereauStatusLabel,
  canCorrectStatuses,
  STEP_CAPABILITIES,
  formatManifestDate,
  MANIFEST_FEES_LABEL,
  manifestValueText,
  nextStep,
  parcelsToCorrect,
  weightText,
  type BordereauAction,
} from '../../domain/bordereauWorkflow';
import { formatInteger, plural } from '../../domain/format';
import { parcelStatusLabel } from '../../domain/parcelStatus';
import { accountName } from '../../domain/people';
import { BordereauStatusChip } from './BordereauStatusChip';
import { BordereauUnavailable } from './BordereauNotFound';
import { ManifestParcels } from './ManifestParcels';
import { ReceiveByScan } from './ReceiveByScan';
import { custodyOf } from './custody';
import { JournalEntries } from '../../components/JournalEntries';
import { useCan } from '../../components/access/useCan';
import { useBordereau } from './useBordereau';
import { useUnpaidReceptionGuard } from './UnpaidReceptionGuard';

const ACTION_ERRORS: Record<BordereauAction, string> = {
  valider: 'Erreur lors de la validation',
  marquer_arrive: 'Erreur lors du marquage comme arrivé',
  marquer_recu: 'Erreur lors du marquage comme reçu',
};

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1">{value}</Typography>
    </Grid>
  );
}

/** /bordereaux/{id}: the manifest, its parcels, the action its status allows, the PDF and the correction. */
export default function BordereauShow() {
  const { id } = useParams<{ id: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const user = useCurrentUser();
  const journalAllowed = useCan('journal.object').allowed;
  const manifest = useBordereau(id);
  const bordereau = manifest.data;
  const [confirming, setConfirming] = useState(false);
  const [lastAction, setLastAction] = useState<string | null>(null);
  // A step (validate, arrive, receive) replaces or removes the button that did it: the focus then goes
  // to the manifest's title, next to its new status; a validation cancelled or refused returns it.
  const heading = useRef<HTMLHeadingElement>(null);
  const stepButton = useRef<HTMLButtonElement>(null);
  const afterValidation = useRef<'heading' | 'button'>('button');

  const refresh = useRefreshAwaited();

  const step = useMutation({
    mutationFn: async (action: BordereauAction) => {
      const key = id ?? '';
      if (action === 'valider') {
        await dataProvider.validerBordereau(key);
        return { message: 'Bordereau validé avec succès!', detail: null };
      }
      if (action === 'marquer_arrive') {
        const result = await dataProvider.marquerBordereauArrive(key);
        return { message: result.message, detail: `${plural(result.colis_modifies, 'colis marqué comme arrivé', 'colis marqués comme arrivés')}.` };
      }
      const result = await dataProvider.marquerBordereauRecu(key);
      return { message: result.message, detail: result.action_effectuee };
    },
    onSuccess: (outcome, action) => {
      notify(outcome.message, { type: 'success' });
      setLastAction(outcome.detail);
      afterValidation.current = 'heading';
      setConfirming(false);
      // A validation's dialog places the focus once it has closed (onClosed); the other steps, here.
      return action === 'valider' ? refresh() : refresh().then(() => heading.current?.focus());
    },
    onError: (failure, action) => {
      notify(errorMessage(failure, ACTION_ERRORS[action]), { type: 'error' });
      afterValidation.current = 'button';
      setConfirming(false);
      return refresh();
    },
  });

  const receiveGuard = useUnpaidReceptionGuard(id, () => step.mutate('marquer_recu'));

  const pdf = useMutation({
    mutationFn: () => dataProvider.telechargerBordereauPdf(id ?? ''),
    onSuccess: (blob) => {
      saveBlob(blob, `bordereau_${bordereau?.numero_bordereau ?? id}.pdf`);
      notify('PDF téléchargé avec succès!', { type: 'success' });
    },
    onError: () => notify('Erreur lors du téléchargement du PDF', { type: 'error' }),
  });

  const correction = useMutation({
    mutationFn: () => dataProvider.corrigerStatutsColis(Number(id)),
    onSuccess: (result) => {
      notify(result.message, { type: 'success' });
      return refresh();
    },
    onError: (failure) => notify(errorMessage(failure, 'Erreur lors de la correction des statuts'), { type: 'error' }),
  });

  if (manifest.notFound || manifest.isPending || manifest.error || !bordereau) return <BordereauUnavailable {...manifest} />;

  const colis = bordereau.colis ?? [];
  const next = nextStep(bordereau.statut);
  const stale = parcelsToCorrect(bordereau.statut, colis.map((c) => ({ ...c, statut: c.statut ?? '' })));
  const busy = step.isPending || receiveGuard.checking;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={`Bordereau ${bordereau.numero_bordereau}`} />
      <Button component={RouterLink} to="/bordereaux" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Retour aux bordereaux
      </Button>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" ref={heading} tabIndex={-1}>
            Bordereau {bordereau.numero_bordereau}
          </Typography>
          <BordereauStatusChip statut={bordereau.statut} size="medium" />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Guarded capability="bordereaux.create">
            <Button component={RouterLink} to="/bordereaux/nouveau" startIcon={<AddIcon />}>
              Nouveau bordereau
            </Button>
          </Guarded>
          <Guarded capability="bordereaux.edit" object={{ statut: bordereau.statut }}>
            <Button component={RouterLink} to={`/bordereaux/${bordereau.id}/edit`} startIcon={<EditIcon />} variant="outlined">
              Modifier
            </Button>
          </Guarded>
          <Button
            onClick={() => pdf.mutate()}
            disabled={pdf.isPending}
            startIcon={pdf.isPending ? <CircularProgress size={16} /> : <PictureAsPdfIcon />}
            variant="outlined"
          >
            Télécharger le PDF
          </Button>
        </Stack>
      </Stack>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Actions
          </Typography>
          {next ? (
            <Guarded capability={STEP_CAPABILITIES[next.action]} object={{ custody: custodyOf(bordereau) }}>
              <Button
                ref={stepButton}
                variant="contained"
                onClick={() => (next.action === 'valider' ? setConfirming(true) : next.action === 'marquer_recu' ? receiveGuard.request() : step.mutate(next.action))}
                disabled={busy}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {next.label}
              </Button>
            </Guarded>
          ) : (
            <Typography color="text.secondary">Aucune action disponible pour ce statut</Typography>
          )}
          <ReceiveByScan
            bordereau={bordereau}
            onReceived={(result) => {
              setLastAction(result.action_effectuee);
              void refresh();
            }}
          />
          {lastAction && (
            <Alert severity="success" sx={{ mt: 2 }} onClose={() => setLastAction(null)}>
              {lastAction}
            </Alert>
          )}
          {stale.length > 0 && (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              action={
                canCorrectStatuses(user) ? (
                  <Button color="inherit" onClick={() => correction.mutate()} disabled={correction.isPending} startIcon={<BuildIcon />}>
                    Corriger les statuts
                  </Button>
                ) : undefined
              }
            >
              {plural(stale.length, 'colis de ce bordereau est resté', 'colis de ce bordereau sont restés')} « {parcelStatusLabel('enregistre')} » alors que le bordereau est « {bordereauStatusLabel(bordereau.statut)} ».
              {!canCorrectStatuses(user) && ' Un administrateur peut corriger leurs statuts.'}
            </Alert>
          )}
        </CardContent>
      </Card>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Grid container spacing={2}>
            <Info label="Créé le" value={formatManifestDate(bordereau.created_at, true)} />
            <Info label="Date d'envoi" value={bordereau.date_envoi ? formatManifestDate(bordereau.date_envoi, true) : 'Non expédié'} />
            <Info label="Agent expéditeur" value={bordereau.agent_expediteur ? accountName(bordereau.agent_expediteur) : '—'} />
            <Info label="Agent récepteur" value={bordereau.agent_receveur ? accountName(bordereau.agent_receveur) : RECEIVING_AGENT_UNASSIGNED} />
            <Info label="Nombre de colis" value={formatInteger(colis.length)} />
            <Info label="Poids total" value={weightText(bordereau.poids_total)} />
            <Info label={MANIFEST_FEES_LABEL} value={manifestValueText(bordereau.valeur_totale_convertie, bordereau.devise_operation)} />
            <Info label="Statut" value={bordereauStatusLabel(bordereau.statut)} />
          </Grid>
          {bordereau.notes && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                Notes
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{bordereau.notes}</Typography>
            </Box>
          )}
        </CardContent>
      </Card>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Colis du bordereau ({colis.length})
      </Typography>
      <ManifestParcels colis={colis} devise={bordereau.devise_operation} />

      {journalAllowed && (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Journal des modifications
            </Typography>
            <JournalEntries of={{ bordereau: bordereau.id }} version={`${bordereau.statut} ${bordereau.updated_at ?? ''}`} />
          </CardContent>
        </Card>
      )}

      {receiveGuard.dialog}
      <ConfirmActionDialog
        open={confirming}
        title="Valider et expédier"
        message={`Valider le bordereau ${bordereau.numero_bordereau} ? Ses ${colis.length} colis passeront « En transit ».`}
        confirmLabel="Valider"
        pending={busy}
        onConfirm={() => step.mutate('valider')}
        onClose={() => {
          afterValidation.current = 'button';
          setConfirming(false);
        }}
        onClosed={() => (afterValidation.current === 'heading' ? heading.current : stepButton.current)?.focus()}
      />
    </Box>
  );
}
