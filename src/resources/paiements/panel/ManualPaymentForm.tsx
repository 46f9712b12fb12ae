import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Colis } from '../../../dataProvider/contract/colis';
import { errorBody, errorMessage } from '../../../dataProvider/errors';
import { useCurrentUser } from '../../../authProvider/session';
import { isManuallyRecordable, parseAmount, prefillAmount, validateManualPayment, type FormErrors } from '../../../domain/paymentForm';
import { AmountField } from './AmountField';
import { isPaymentRefusal, methodsFor, parcelPaymentContext, type PaymentFormEvents } from './parcelPayment';
import { useRefreshPayments } from '../../../components/payments/paymentQueries';
import { countryNameOf } from '../../../domain/country';
import { CountryName } from '../../../components/flags/CountryFlag';
import { useIdempotencyKey } from '../../../components/useIdempotencyKey';
import { formatMoney } from '../../../domain/currency';
import type { ManualPaymentResponse } from '../../../dataProvider/contract/paiements';

type Field = 'methode' | 'montant' | 'transactionId';

/** The payment a retry found already recorded, named by its reference and amount. */
export function alreadyRecordedMessage(paiement: ManualPaymentResponse['paiement'], currency: string): string {
  if (!paiement) return 'Ce paiement a déjà été enregistré.';
  return `Ce paiement a déjà été enregistré : ${paiement.transaction_id ?? `n° ${paiement.id}`} (${formatMoney(paiement.montant, paiement.devise || currency)})`;
}

/**
 * An agent records cash, Interac, mobile money... in the parcel's currency. When the server refuses
 * the payment (the rest changed in another tab...), the panel reads the parcel again through
 * `onRefused` while the form keeps what was typed and the server's message.
 */
export function ManualPaymentForm({ colis, reste, onRefused, onRecorded }: { colis: Colis; reste: number } & PaymentFormEvents) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshPayments();
  const user = useCurrentUser();
  const { baseCurrency, countries } = parcelPaymentContext(colis);
  const userCountry = user?.operating_country?.code_iso2;
  const [pays, setPays] = useState(countries.find((c) => c.code_iso2 === userCountry)?.code_iso2 ?? countries[0]?.code_iso2 ?? '');
  const methods = methodsFor(countries.find((c) => c.code_iso2 === pays)).filter(isManuallyRecordable);
  const [methode, setMethode] = useState('');
  const [montant, setMontant] = useState(prefillAmount(reste, baseCurrency));
  const [transactionId, setTransactionId] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const selected = methods.find((m) => m.code === methode);

  const submission = useIdempotencyKey();

  const mutation = useMutation({
    mutationFn: (amount: number) =>
      dataProvider.processManualPayment(
        {
          colis_id: colis.id,
          montant: amount,
          methode,
          pays,
          transaction_id: transactionId.trim() || undefined,
          notes: notes.trim() || undefined,
        },
        { idempotencyKey: submission.current() },
      ),
    onSuccess: async ({ data: response, replayed }) => {
      submission.settle();
      if (!response.success) {
        setFailure(response.error || "Erreur lors de l'enregistrement du paiement");
        notify("Erreur lors de l'enregistrement du paiement", { type: 'error' });
        onRefused?.();
        return;
      }
      // A retry after a lost answer: the server had recorded it the first time, and says which one.
      notify(replayed ? alreadyRecordedMessage(response.paiement, baseCurrency) : 'Paiement manuel enregistré avec succès!', { type: 'success' });
      await refresh();
      onRecorded?.();
    },
    onError: (error) => {
      submission.settleIfReused(error);
      const fields = errorBody(error)?.errors ?? {};
      setErrors({ montant: fields.montant, transactionId: fields.transaction_id, methode: fields.methode });
      setFailure(errorMessage(error, "Erreur lors de l'enregistrement du paiement"));
      notify("Erreur lors de l'enregistrement du paiement", { type: 'error' });
      if (isPaymentRefusal(error)) onRefused?.();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateManualPayment({ methode, methodeEnLigne: selected?.is_online ?? false, montant, transactionId, reste, devise: baseCurrency });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(parseAmount(montant) ?? 0);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Paiement manuel">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Lieu de paiement"
            value={pays}
            onChange={(e) => {
              setPays(e.target.value);
              setMethode('');
            }}
            fullWidth
          >
            {countries.map((c) => (
              <MenuItem key={c.code_iso2} value={c.code_iso2}>
                <CountryName code={c.code_iso2} name={countryNameOf(c)} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Mode de paiement"
            value={methode}
            onChange={(e) => setMethode(e.target.value)}
            error={Boolean(errors.methode)}
            helperText={errors.methode}
            fullWidth
            required
          >
            {methods.map((m) => (
              <MenuItem key={m.code} value={m.code}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <AmountField hintId="manual-amount-hint" value={montant} onChange={setMontant} error={errors.montant} currency={baseCurrency} reste={reste} />
        <TextField
          label="ID de transaction"
          value={transactionId}
          onChange={(e) => setTransactionId(e.target.value)}
          error={Boolean(errors.transactionId)}
          helperText={errors.transactionId ?? (selected && !selected.is_online ? 'Numéro de reçu ou référence du virement' : undefined)}
          required={Boolean(selected && !selected.is_online)}
          fullWidth
        />
        <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} fullWidth multiline minRows={2} />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending} startIcon={mutation.isPending ? <CircularProgress size={16} /> : undefined}>
            Enregistrer le paiement
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
