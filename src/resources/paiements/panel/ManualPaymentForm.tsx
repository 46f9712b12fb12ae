import { useMemo, useState } from 'react';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Colis } from '../../../dataProvider/contract/colis';
import { useCurrentUser } from '../../../authProvider/session';
import { isManuallyRecordable, parseAmount, prefillAmount } from '../../../domain/paymentForm';
import { manualPaymentWrite } from '../../../domain/schemas/payments';
import { AmountField } from './AmountField';
import { methodsFor, parcelPaymentContext, type PaymentFormEvents } from './parcelPayment';
import { useRefreshPayments } from '../../../components/payments/paymentQueries';
import { countryNameOf } from '../../../domain/country';
import { CountryName } from '../../../components/flags/CountryFlag';
import { useIdempotencyKey } from '../../../components/useIdempotencyKey';
import { usePaymentWriteFailure } from './usePaymentWriteFailure';
import { formatMoney } from '../../../domain/currency';
import { counterRate, counterRest, creditedAmount, rateText, type CounterRoute } from '../../../domain/counterPayment';
import type { ManualPaymentResponse } from '../../../dataProvider/contract/paiements';
import { SchemaForm, useFieldLabel, type FormDefaults, type SubmissionErrors } from '../../../components/form/SchemaForm';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type * as z from 'zod/mini';
import type { Typed } from '../../../domain/schemas/fields';

type ManualPaymentWrite = ReturnType<typeof manualPaymentWrite>;
type ManualPaymentValues = FormDefaults<Typed<z.input<ManualPaymentWrite>>>;

/** The fields of the write the form shows, where a server's refusal lands. */
const MANUAL_FIELDS = ['pays', 'methode', 'montant', 'transaction_id', 'notes'] as const;

/** The payment a retry found already recorded, named by its reference and amount. */
export function alreadyRecordedMessage(paiement: ManualPaymentResponse['paiement'], currency: string): string {
  if (!paiement) return 'Ce paiement a déjà été enregistré.';
  return `Ce paiement a déjà été enregistré : ${paiement.transaction_id ?? `n° ${paiement.id}`} (${formatMoney(paiement.montant, paiement.devise || currency)})`;
}

type RouteCountry = ReturnType<typeof parcelPaymentContext>['countries'][number];

/** The currency the money is collected in at a place of payment: the country's, when the route converts into it; the parcel's otherwise. */
function counterCurrencyOf(country: { devise_code?: string | null } | undefined, route: CounterRoute): string {
  const devise = country?.devise_code;
  return devise && counterRate(devise, route) !== null ? devise : route.deviseColis;
}

/** A parcel's payment at one place: the currency there and the rest in it (the parcel's rest converted up at the route's rate). */
interface Counter {
  place: RouteCountry | undefined;
  devise: string;
  reste: number;
}

function counterAt(pays: unknown, countries: readonly RouteCountry[], route: CounterRoute, reste: number): Counter {
  const place = countries.find((c) => c.code_iso2 === pays);
  const devise = counterCurrencyOf(place, route);
  return { place, devise, reste: counterRest(reste, devise, route) ?? reste };
}

interface PlaceProps {
  countries: readonly RouteCountry[];
  route: CounterRoute;
  reste: number;
}

/** 'Lieu de paiement': another place takes other methods, and may take another currency: the amount then starts again from the rest there, never the same digits read in the new currency. */
function PlaceInput({ countries, route, reste }: PlaceProps) {
  const label = 'Lieu de paiement';
  const { id, field } = useInput<string>({ source: 'pays' });
  useFieldLabel('pays', label);
  const { setValue } = useFormContext();
  const choose = (next: string) => {
    const before = counterAt(field.value, countries, route, reste);
    const after = counterAt(next, countries, route, reste);
    field.onChange(next);
    setValue('methode', '', { shouldDirty: true });
    if (after.devise !== before.devise) setValue('montant', prefillAmount(after.reste, after.devise), { shouldDirty: true });
  };
  return (
    <TextField select id={id} label={label} name={field.name} value={field.value} onChange={(event) => choose(event.target.value)} onBlur={field.onBlur} inputRef={field.ref} fullWidth>
      {countries.map((c) => (
        <MenuItem key={c.code_iso2} value={c.code_iso2}>
          <CountryName code={c.code_iso2} name={countryNameOf(c)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The fields, which follow the place (its methods, its currency) and the method (a receipt number then required). */
function ManualPaymentFields({ countries, route, reste, failure }: PlaceProps & { failure: string | null }) {
  const [pays, methode] = useWatch<ManualPaymentValues, ['pays', 'methode']>({ name: ['pays', 'methode'] });
  const { place, devise, reste: resteIci } = counterAt(pays, countries, route, reste);
  const methods = methodsFor(place).filter(isManuallyRecordable);
  const selected = methods.find((m) => m.code === methode);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PlaceInput countries={countries} route={route} reste={reste} />
        <FormTextField source="methode" label="Mode de paiement" select required>
          {methods.map((m) => (
            <MenuItem key={m.code} value={m.code}>
              {m.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <AmountField hintId="manual-amount-hint" currency={devise} reste={resteIci} parcel={devise === route.deviseColis ? undefined : { reste, currency: route.deviseColis }} />
      {devise !== route.deviseColis && <Conversion devise={devise} reste={reste} route={route} />}
      <FormTextField source="transaction_id" label="ID de transaction" required={selected !== undefined} helperText={selected ? 'Numéro de reçu ou référence du virement' : undefined} />
      <FormTextField source="notes" label="Notes" multiline minRows={2} />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <SubmitButton>Enregistrer le paiement</SubmitButton>
      </Box>
    </Stack>
  );
}

interface ManualPaymentFormProps extends PaymentFormEvents {
  colis: Colis;
  /** The parcel's rest now, in its currency: what the amount is checked against. */
  reste: number;
  /** The rest the form started from (the panel holds it while the form shows a refusal): the amount's prefill. */
  startReste?: number;
}

/**
 * An agent records cash, Interac, mobile money... in the currency of the place of payment (issue
 * #32): the rest is shown there and in the parcel's currency, with the conversion at the route's
 * rate; the server credits the parcel in its own currency. The form checks the manual payment
 * write (`manualPaymentWrite`) in the place's currency, against the rest there. When the server
 * refuses the payment (the rest changed in another tab...), the panel reads the parcel again
 * through `onRefused` while the form keeps what was typed and the server's message at its field.
 */
export function ManualPaymentForm({ colis, reste, startReste = reste, onRefused, onRecorded }: ManualPaymentFormProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshPayments();
  const user = useCurrentUser();
  const [failure, setFailure] = useState<string | null>(null);
  const failed = usePaymentWriteFailure(MANUAL_FIELDS, setFailure, onRefused);
  const submission = useIdempotencyKey();
  const { countries, route } = useMemo(() => {
    const context = parcelPaymentContext(colis);
    return { countries: context.countries, route: { deviseColis: context.baseCurrency, deviseDestination: context.destinationCurrency, taux: context.rate } satisfies CounterRoute };
  }, [colis]);

  // The write's checks for the place and method chosen, one schema per currency and method choice.
  const schemaOf = useMemo(() => {
    const schemas = new Map<string, ManualPaymentWrite>();
    return (values: { pays?: unknown; methode?: unknown }) => {
      const { devise, reste: resteIci } = counterAt(values.pays, countries, route, reste);
      const transactionRequired = typeof values.methode === 'string' && values.methode !== '';
      const key = `${devise} ${transactionRequired}`;
      let schema = schemas.get(key);
      if (!schema) {
        schema = manualPaymentWrite({ devise, reste: resteIci, transactionRequired, route });
        schemas.set(key, schema);
      }
      return schema;
    };
  }, [countries, route, reste]);

  const userCountry = user?.operating_country?.code_iso2;
  const pays = countries.find((c) => c.code_iso2 === userCountry)?.code_iso2 ?? countries[0]?.code_iso2 ?? '';
  const start = counterAt(pays, countries, route, startReste);
  const defaultValues: ManualPaymentValues = { colis_id: colis.id, pays, methode: '', montant: prefillAmount(start.reste, start.devise), transaction_id: '', notes: '' };

  const record = async (body: z.output<ManualPaymentWrite>): Promise<SubmissionErrors | undefined> => {
    const { devise } = counterAt(body.pays, countries, route, reste);
    setFailure(null);
    try {
      const { data: response, replayed } = await dataProvider.processManualPayment(
        { colis_id: colis.id, montant: body.montant, devise, methode: body.methode, pays: body.pays ?? '', transaction_id: body.transaction_id || undefined, notes: body.notes || undefined },
        { idempotencyKey: submission.current() },
      );
      submission.settle();
      if (!response.success) {
        setFailure(response.error || "Erreur lors de l'enregistrement du paiement");
        notify("Erreur lors de l'enregistrement du paiement", { type: 'error' });
        onRefused?.();
        return undefined;
      }
      // A retry after a lost answer: the server had recorded it the first time, and says which one.
      notify(replayed ? alreadyRecordedMessage(response.paiement, devise) : 'Paiement manuel enregistré avec succès!', { type: 'success' });
      await refresh();
      onRecorded?.();
      return undefined;
    } catch (error) {
      submission.settleIfReused(error);
      return failed(error, "Erreur lors de l'enregistrement du paiement", "Erreur lors de l'enregistrement du paiement");
    }
  };

  return (
    <SchemaForm schema={schemaOf} defaultValues={defaultValues} onSubmit={record} label="Paiement manuel" warnWhenUnsavedChanges>
      <ManualPaymentFields countries={countries} route={route} reste={reste} failure={failure} />
    </SchemaForm>
  );
}

/** What the typed amount credits to the parcel, at the route's rate (« Soit 34,14 CAD au taux 1 CAD = 6 250 GNF »). */
function Conversion({ devise, reste, route }: { devise: string; reste: number; route: CounterRoute }) {
  const typed: unknown = useWatch({ name: 'montant' });
  const amount = typeof typed === 'string' ? parseAmount(typed) : null;
  const credit = typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? creditedAmount(amount, devise, reste, route) : null;
  const rate = counterRate(devise, route);
  if (rate === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="conversion-guichet">
      {credit ? `Soit ${formatMoney(credit.montant_converti, route.deviseColis)} au taux ${rateText(route.deviseColis, devise, rate)}` : `Taux de la route : ${rateText(route.deviseColis, devise, rate)}`}
    </Typography>
  );
}
