import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../../domain/currency';
import { exceedsRemaining, parseAmount } from '../../../domain/paymentForm';
import { NumberField } from '../../../components/form/NumberField';

/** Live hint under an amount: red when above the rest, green with the rest otherwise. */
function AmountHint({ text, reste, currency, id, parcel }: { text: string; reste: number; currency: string; id: string; parcel?: ParcelRest }) {
  const amount = parseAmount(text);
  const over = typeof amount === 'number' && !Number.isNaN(amount) && exceedsRemaining(amount, reste, currency);
  return (
    // MUI 9 reads a palette path such as 'error.main' in `sx` only (the `color` prop left the text black).
    <Typography id={id} variant="body2" sx={{ mt: 0.5, fontWeight: 600, color: over ? 'error.main' : 'success.main' }} role={over ? 'alert' : undefined}>
      {over ? `⚠ Le montant dépasse le reste à payer (${formatMoney(reste, currency)})` : `Reste à payer : ${formatMoney(reste, currency)}${parcel ? ` (${formatMoney(parcel.reste, parcel.currency)})` : ''}`}
    </Typography>
  );
}

/** The rest in the parcel's own currency, when the amount is typed in another one. */
interface ParcelRest {
  reste: number;
  currency: string;
}

interface AmountFieldProps {
  /** The id of the hint the input is described by. */
  hintId: string;
  currency: string;
  /** The rest to pay in `currency`; without it (no conversion) no hint is shown. */
  reste: number | null;
  parcel?: ParcelRest;
}

/** The payment forms' 'Montant (devise)' input (the write's `montant`, typed the French way) with its live rest-to-pay hint. */
export function AmountField({ hintId, currency, reste, parcel }: AmountFieldProps) {
  const typed: unknown = useWatch({ name: 'montant' });
  return (
    <Box>
      <NumberField source="montant" label={`Montant (${currency})`} required slotProps={{ htmlInput: { 'aria-describedby': hintId } }} />
      {reste !== null && <AmountHint id={hintId} text={typeof typed === 'string' ? typed : ''} reste={reste} currency={currency} parcel={parcel} />}
    </Box>
  );
}
