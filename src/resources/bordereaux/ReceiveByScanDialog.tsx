import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Bordereau, BordereauColis } from '../../dataProvider/contract/bordereaux';
import { errorMessage } from '../../dataProvider/errors';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { SchemaForm } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { body, text } from '../../domain/schemas/fields';
import { useClaimScans } from '../../components/scanner/scanTargets';
import { beep } from '../../components/scanner/beep';
import {
  applyScan,
  missingConfirmation,
  missingParcels,
  outcomeMessage,
  receptionProgress,
  restoreReception,
  OUTSIDE_MANIFEST,
  type ReceptionState,
  type ScanOutcome,
} from '../../domain/manifestReception';
import { recipientName } from '../../domain/people';
import { useUnpaidReceptionGuard } from './UnpaidReceptionGuard';

const CameraView = lazy(() => import('../../components/scanner/CameraScanner').then((module) => ({ default: module.CameraView })));

export const RECEIVE_ERROR = 'Erreur lors du marquage comme reçu';
export const SCANNED_CODE_REQUIRED = 'Scannez une étiquette ou saisissez son code';

/** A label's code, or a tracking link (`…/suivi?tracking=CODE`) as a camera or a scanner reads it. */
const scannedCodeSchema = body({ code: text({ max: 200, required: SCANNED_CODE_REQUIRED }) });

/** Scans in progress survive a reload of the page (this tab only): they are codes, not personal data. */
const storageKey = (id: number | string) => `colis.reception.${id}`;

function loadProgress(bordereau: Bordereau, parcels: BordereauColis[]): ReceptionState {
  try {
    return restoreReception(JSON.parse(window.sessionStorage.getItem(storageKey(bordereau.id)) ?? 'null'), parcels);
  } catch {
    return restoreReception(null, parcels);
  }
}

function saveProgress(id: number | string, state: ReceptionState | null): void {
  try {
    if (state) window.sessionStorage.setItem(storageKey(id), JSON.stringify(state));
    else window.sessionStorage.removeItem(storageKey(id));
  } catch {
    // Storage blocked: progress then lasts as long as the dialog.
  }
}

const severityOf = (outcome: ScanOutcome) => (outcome.kind === 'received' ? 'success' : outcome.kind === 'duplicate' ? 'warning' : 'error');

export interface ReceiveByScanDialogProps {
  bordereau: Bordereau;
  onClose: () => void;
  /** After the server accepted the reception, with its message and action performed. */
  onReceived: (result: { message: string; action_effectuee: string }) => void;
}

/**
 * Receiving a manifest by scanning its labels: each scan (handheld scanner, camera or typed code)
 * ticks a parcel with a sound and a highlight; codes outside the manifest and second scans are
 * reported. Confirming with parcels missing lists them first. Uses the existing receive call.
 */
export default function ReceiveByScanDialog({ bordereau, onClose, onReceived }: ReceiveByScanDialogProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const parcels = useMemo(() => bordereau.colis ?? [], [bordereau.colis]);
  const [state, setState] = useState<ReceptionState>(() => loadProgress(bordereau, parcels));
  const [last, setLast] = useState<{ outcome: ScanOutcome; message: string; serial: number } | null>(null);
  const [camera, setCamera] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stateRef = useRef(state);

  useEffect(() => {
    stateRef.current = state;
    saveProgress(bordereau.id, state);
  }, [bordereau.id, state]);

  const scan = useCallback(
    (raw: string) => {
      const step = applyScan(stateRef.current, parcels, raw);
      if (step.outcome.kind === 'empty') return;
      stateRef.current = step.state;
      setState(step.state);
      const { outcome } = step;
      const parcel = outcome.kind === 'received' || outcome.kind === 'duplicate' ? parcels.find((p) => p.id === outcome.parcelId) : undefined;
      setLast((previous) => ({ outcome, message: outcomeMessage(outcome, parcel?.numero_colis), serial: (previous?.serial ?? 0) + 1 }));
      beep(step.outcome.kind === 'received' ? 'ok' : 'error');
    },
    [parcels],
  );
  // A handheld scanner's burst outside the field (focus on a button) comes here, not to the parcel page.
  useClaimScans(scan);

  const receive = useMutation({
    mutationFn: () => dataProvider.marquerBordereauRecu(bordereau.id),
    onSuccess: (result) => {
      saveProgress(bordereau.id, null);
      notify(result.message, { type: 'success' });
      setConfirming(false);
      onReceived(result);
    },
    onError: (failure) => {
      setConfirming(false);
      notify(errorMessage(failure, RECEIVE_ERROR), { type: 'error' });
    },
  });

  const guard = useUnpaidReceptionGuard(bordereau.id, () => receive.mutate(), 'Réceptionner quand même');

  const missing = missingParcels(state, parcels);
  const lastTicked = last?.outcome.kind === 'received' ? last.outcome.parcelId : null;

  return (
    <Dialog open onClose={receive.isPending ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="reception-scan-titre" disableEnforceFocus={camera}>
      <DialogTitle id="reception-scan-titre">Réception par scan — {bordereau.numero_bordereau}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Box>
            <Typography sx={{ fontWeight: 600 }} data-testid="reception-progress">
              {receptionProgress(state, parcels.length)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={parcels.length ? (state.received.length / parcels.length) * 100 : 0}
              aria-label="Progression de la réception"
              sx={{ mt: 1, height: 8, borderRadius: 4 }}
            />
          </Box>

          <SchemaForm schema={scannedCodeSchema} defaultValues={{ code: '' }} mode="onSubmit" resetAfterSubmit onSubmit={({ code }) => scan(code)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <FormTextField
              source="code"
              label="Code scanné"
              helperText="Scannez une étiquette (lecteur ou caméra), ou saisissez son code puis Entrée."
              parse={(text) => text.toUpperCase()}
              autoFocus
              autoComplete="off"
              fullWidth={false}
              sx={{ flex: '1 1 260px' }}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <SubmitButton variant="outlined" sx={{ mt: 1 }}>
              Valider le code
            </SubmitButton>
            <Button startIcon={<PhotoCameraIcon />} onClick={() => setCamera((open) => !open)} sx={{ mt: 1 }} aria-pressed={camera}>
              {camera ? 'Fermer la caméra' : 'Caméra'}
            </Button>
          </SchemaForm>

          {camera && (
            <Suspense fallback={<CircularProgress aria-label="Chargement de la caméra" />}>
              <Box sx={{ maxWidth: 420 }}>
                <CameraView continuous onCode={scan} />
              </Box>
            </Suspense>
          )}

          <Box aria-live="assertive" sx={{ minHeight: 48 }}>
            {last && (
              <Alert key={last.serial} severity={severityOf(last.outcome)} data-testid="scan-feedback" sx={{ animation: 'scanFlash 0.6s ease-out', '@keyframes scanFlash': { from: { opacity: 0.3 }, to: { opacity: 1 } } }}>
                {last.message}
              </Alert>
            )}
          </Box>

          <List dense aria-label="Colis du bordereau à réceptionner" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360, overflow: 'auto' }}>
            {parcels.map((parcel) => {
              const received = state.received.includes(parcel.id);
              return (
                <ListItem
                  key={parcel.id}
                  data-testid="reception-colis"
                  data-received={received}
                  sx={{ bgcolor: parcel.id === lastTicked ? 'success.light' : undefined, transition: 'background-color 0.4s' }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {received ? <CheckCircleIcon color="success" aria-label="Reçu" /> : <RadioButtonUncheckedIcon color="disabled" aria-label="À scanner" />}
                  </ListItemIcon>
                  <ListItemText
                    primary={`${parcel.numero_colis}${parcel.code_suivi ? ` · ${parcel.code_suivi}` : ''}`}
                    secondary={recipientName(parcel) || undefined}
                    slotProps={{ primary: { sx: { fontFamily: 'monospace', fontWeight: received ? 700 : 400 } } }}
                  />
                </ListItem>
              );
            })}
          </List>

          {state.outsiders.length > 0 && (
            <Box>
              <Typography variant="subtitle2" color="error" gutterBottom>
                {OUTSIDE_MANIFEST} ({state.outsiders.length})
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {state.outsiders.map((outsider) => (
                  <Chip key={outsider} label={outsider} color="error" variant="outlined" sx={{ fontFamily: 'monospace' }} />
                ))}
              </Stack>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={receive.isPending}>
          Fermer
        </Button>
        <Button
          variant="contained"
          onClick={() => (missing.length > 0 ? setConfirming(true) : guard.request())}
          disabled={receive.isPending || guard.checking}
          startIcon={receive.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Confirmer la réception
        </Button>
      </DialogActions>

      <ConfirmActionDialog
        open={confirming}
        title="Colis manquants"
        message={missingConfirmation(missing.length)}
        confirmLabel="Réceptionner quand même"
        pending={receive.isPending}
        onConfirm={() => {
          setConfirming(false);
          guard.request();
        }}
        onClose={() => setConfirming(false)}
      >
        <List dense aria-label="Colis manquants">
          {missing.map((parcel) => (
            <ListItem key={parcel.id} disableGutters>
              <ListItemText primary={`${parcel.numero_colis}${parcel.code_suivi ? ` · ${parcel.code_suivi}` : ''}`} secondary={recipientName(parcel) || undefined} />
            </ListItem>
          ))}
        </List>
      </ConfirmActionDialog>
      {guard.dialog}
    </Dialog>
  );
}
