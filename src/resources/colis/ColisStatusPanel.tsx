import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage } from '../../dataProvider/errors';
import { NO_STATUS_ACTION, parcelStatusLabel, parcelStatusTone, statusAction } from '../../domain/parcelStatus';
import { UNPAID_HANDOVER_TITLE, unpaidHandoverWarning } from '../../domain/paymentStatus';
import { useRealPaymentStatus } from '../../components/payments/paymentQueries';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { StatusChip } from '../../components/StatusChip';
import { Guarded } from '../../components/access/Guarded';
import { useCan } from '../../components/access/useCan';
import { useCompanySettings } from '../../components/companySettings';
import { unpaidDeliveryRefusal } from '../../domain/handover';

export const UPDATE_ERROR = 'Erreur lors de la mise à jour';
export const STATUS_UPDATED = 'Statut mis à jour !';

/** The status-update panel: expedie → arrive, arrive → remis, else no action (spec 001 section 4). */
export function ColisStatusPanel({ colisId, statut }: { colisId: number; statut: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [feedback, setFeedback] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const action = statusAction(statut);
  // Delivering asks first while something is owed (the payment panel reads the same status).
  const realStatus = useRealPaymentStatus(colisId);
  const [unpaidWarning, setUnpaidWarning] = useState<string | null>(null);
  // A company that forbids delivering unpaid parcels: the button says why instead of asking (the server refuses it too).
  const mayChange = useCan('colis.change_status').allowed;
  const settings = useCompanySettings({ enabled: statut === 'arrive' && mayChange });
  const refusal = statut === 'arrive' && settings.data && realStatus.data ? unpaidDeliveryRefusal(settings.data, realStatus.data) : null;
  const mutation = useMutation({
    mutationFn: () => (statut === 'expedie' ? dataProvider.markColisArrived(colisId) : dataProvider.markColisDelivered(colisId)),
    onSuccess: (result) => {
      notify(action?.success ?? result.message, { type: 'success' });
      setFeedback({ severity: 'success', text: STATUS_UPDATED });
      // The parcel, the lists and the statistics cards all show the new status.
      refresh();
    },
    onError: (error) => {
      notify(UPDATE_ERROR, { type: 'error' });
      setFeedback({ severity: 'error', text: `${UPDATE_ERROR} : ${errorMessage(error, 'le serveur a refusé le changement de statut.')}` });
    },
  });

  return (
    <Box component="section" aria-labelledby="colis-statut-titre" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="colis-statut-titre" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Mise à jour du statut
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">Statut actuel :</Typography>
        <StatusChip label={parcelStatusLabel(statut)} tone={parcelStatusTone(statut)} />
      </Box>
      {action ? (
        <Box>
          <Guarded capability="colis.change_status">
            <Button
              variant="contained"
              onClick={() => {
                const warning = statut === 'arrive' && realStatus.data ? unpaidHandoverWarning(realStatus.data) : null;
                if (warning) setUnpaidWarning(warning);
                else mutation.mutate();
              }}
              disabled={mutation.isPending || refusal !== null}
            >
              {mutation.isPending ? 'Mise à jour…' : action.label}
            </Button>
          </Guarded>
          {refusal && (
            <Alert severity="warning" sx={{ mt: 1.5 }}>
              {refusal}
            </Alert>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{NO_STATUS_ACTION}</Typography>
      )}
      <ConfirmActionDialog
        open={unpaidWarning !== null}
        title={UNPAID_HANDOVER_TITLE}
        message={unpaidWarning ?? ''}
        confirmLabel={action?.label ?? 'Confirmer'}
        destructive
        onConfirm={() => {
          setUnpaidWarning(null);
          mutation.mutate();
        }}
        onClose={() => setUnpaidWarning(null)}
      />
      {feedback && (
        <Alert severity={feedback.severity} onClose={() => setFeedback(null)}>
          {feedback.text}
        </Alert>
      )}
    </Box>
  );
}
