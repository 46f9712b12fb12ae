import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
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
import { counterRate, counterRest, creditedAmount, rateText, type CounterRoute } from '../../../domain/counterPayment';
import type { ManualPaymentResponse } from '../../../dataProvider/contract/paiements';

type Field = 'methode' | 'montant' | 'transactionId';

/** The payment a retry found already recorded, named by its reference and amount. */
export function alreadyRecordedMessage(paiement: ManualPaymentResponse['paiement'], currency: string): string {
  if (!paiement) return 'Ce paiement a déjà été enregistré.';
  return `Ce paiement a déjà été enregistré : ${paiement.transaction_id ?? `n° ${paiement.id}`} (${formatMoney(paiement.montant, paiement.devise || currency)})`;
}

/** The currency the money is collected in at a place of payment: the country's, when the route converts into it; the parcel's otherwise. */
function counterCurrencyOf(country: { devise_code?: string | null } | undefined, route: CounterRoute): string {
  const devise = country?.devise_code;
  return devise && counterRate(devise, route) !== null ? devise : route.deviseColis;
}

/**
 * An agent records cash, Interac, mobile money... in the currency of the place of payment (issue
 * #32): the rest is shown there and in the parcel's currency, with the conversion at the route's
 * rate; the server credits the parcel in its own currency. When the server refuses
 * the payment (the rest changed in another tab...), the panel reads the parcel again through
 * `onRefused` while the form keeps what was typed and the server's message.
 */
export function ManualPaymentForm({ colis, reste, onRefused, onRecorded }: { colis: Colis; reste: number } & PaymentFormEvents) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshPayments();
  const user = useCurrentUser();
  const { baseCurrency, destinationCurrency, rate, countries } = parcelPaymentContext(colis);
  const route: CounterRoute = { deviseColis: baseCurrency, deviseDestination: destinationCurrency, taux: rate };
  const userCountry = user?.operating_country?.code_iso2;
  const [pays, setPays] = useState(countries.find((c) => c.code_iso2 === userCountry)?.code_iso2 ?? countries[0]?.code_iso2 ?? '');
  const place = countries.find((c) => c.code_iso2 === pays);
  const devise = counterCurrencyOf(place, route);
  const resteIci = counterRest(reste, devise, route) ?? reste;
  const methods = methodsFor(place).filter(isManuallyRecordable);
  const [methode, setMethode] = useState('');
  const [montant, setMontant] = useState(prefillAmount(resteIci, devise));
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
          devise,
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
      notify(replayed ? alreadyRecordedMessage(response.paiement, devise) : 'Paiement manuel enregistré avec succès!', { type: 'success' });
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
    const found = validateManualPayment({ methode, methodeEnLigne: selected?.is_online ?? false, montant, transactionId, reste: resteIci, devise, route });
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
              const next = e.target.value;
              const nextDevise = counterCurrencyOf(countries.find((c) => c.code_iso2 === next), route);
              setPays(next);
              setMethode('');
              // Another place may take another currency: the amount starts again from the rest there, never reread in the new currency.
              if (nextDevise !== devise) setMontant(prefillAmount(counterRest(reste, nextDevise, route) ?? reste, nextDevise));
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
        <AmountField
          hintId="manual-amount-hint"
          value={montant}
          onChange={setMontant}
          error={errors.montant}
          currency={devise}
          reste={resteIci}
          parcel={devise === baseCurrency ? undefined : { reste, currency: baseCurrency }}
        />
        {devise !== baseCurrency && <Conversion text={montant} devise={devise} reste={reste} route={route} />}
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

/** What the typed amount credits to the parcel, at the route's rate (« Soit 34,14 CAD au taux 1 CAD = 6 250 GNF »). */
function Conversion({ text, devise, reste, route }: { text: string; devise: string; reste: number; route: CounterRoute }) {
  const amount = parseAmount(text);
  const credit = typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? creditedAmount(amount, devise, reste, route) : null;
  const rate = counterRate(devise, route);
  if (rate === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="conversion-guichet">
      {credit ? `Soit ${formatMoney(credit.montant_converti, route.deviseColis)} au taux ${rateText(route.deviseColis, devise, rate)}` : `Taux de la route : ${rateText(route.deviseColis, devise, rate)}`}
    </Typography>
  );
}
