import { useId } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Paiement } from '../../dataProvider/contract/paiements';
import { errorMessage } from '../../dataProvider/errors';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { SchemaForm } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { NumberField } from '../../components/form/NumberField';
import { ConfirmedSubmit } from '../../components/form/ConfirmedSubmit';
import { submissionErrors } from '../../components/form/submissionErrors';
import { formatMoney } from '../../domain/currency';
import { paymentMethodLabel } from '../../domain/paymentStatus';
import { refundAmountText, refundLeft, type RefundablePayment } from '../../domain/refunds';
import { refundWrite, type RefundPayload } from '../../domain/schemas/refunds';

/** A payment as read from the server, as the refund rules read it. */
export function refundableOf(p: Paiement): RefundablePayment {
  const deviseColis = p.devise_colis ?? p.devise;
  return {
    montant: p.montant,
    devise: p.devise,
    montant_converti: p.montant_converti ?? p.montant,
    devise_colis: deviseColis,
    taux: p.taux ?? 1,
    statut: p.statut,
    remboursements: (p.remboursements ?? []).map((r) => ({ montant: r.montant, montant_converti: r.montant_converti })),
  };
}

/** Money is given back in cash or by the payment's own method. */
function refundMethods(p: Paiement): { code: string; label: string }[] {
  const codes = [...new Set([p.methode, 'especes'])];
  return codes.map((code) => ({ code, label: code === p.methode ? paymentMethodLabel(code, p.methode_display) : paymentMethodLabel(code) }));
}

/**
 * « Rembourser » (issue #32): the amount in the payment's currency (at most what is left on it),
 * the method, the reason; the confirmation names the amount in both currencies.
 */
export function RefundDialog({ paiement, onClose, onRefunded }: { paiement: Paiement; onClose: () => void; onRefunded: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const submission = useIdempotencyKey();
  const titleId = useId();
  const refundable = refundableOf(paiement);
  const left = refundLeft(refundable);
  const twoCurrencies = refundable.devise !== refundable.devise_colis;
  const leftText = twoCurrencies
    ? `${formatMoney(left.montant, refundable.devise)} (${formatMoney(left.montant_converti, refundable.devise_colis)})`
    : formatMoney(left.montant, refundable.devise);
  const schema = refundWrite({ devise: paiement.devise, reste: left.montant });
  const methods = refundMethods(paiement);

  const send = async (body: RefundPayload) => {
    try {
      const { data } = await dataProvider.refundPayment(paiement.id, body, { idempotencyKey: submission.current() });
      submission.settle();
      notify(data.message, { type: 'success' });
      onRefunded();
      onClose();
    } catch (error) {
      submission.settleIfReused(error);
      const fields = submissionErrors(error, ['montant', 'methode', 'motif']);
      if (!fields) notify(errorMessage(error, 'Erreur lors du remboursement'), { type: 'error' });
      return fields;
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <SchemaForm schema={schema} defaultValues={{ montant: '', methode: paiement.methode, motif: '' }} onSubmit={send}>
        <DialogTitle id={titleId}>{`Rembourser le paiement #${paiement.id}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">Reste à rembourser sur ce paiement : {leftText}</Alert>
            <NumberField source="montant" label={`Montant à rembourser (${paiement.devise})`} unit={paiement.devise} required />
            <FormTextField select source="methode" label="Mode de remboursement" required>
              {methods.map((m) => (
                <MenuItem key={m.code} value={m.code}>
                  {m.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField source="motif" label="Motif du remboursement" multiline minRows={2} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <ConfirmedSubmit<RefundPayload>
            color="warning"
            title="Confirmer le remboursement"
            confirmLabel="Oui, rembourser"
            message={(body) => `Rembourser ${refundAmountText(body.montant, refundable)} au client (${paymentMethodLabel(body.methode, methods.find((m) => m.code === body.methode)?.label)}) ?`}
          >
            Rembourser
          </ConfirmedSubmit>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
