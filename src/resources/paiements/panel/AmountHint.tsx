import { Typography } from '@mui/material';
import { formatMoney } from '../../../domain/currency';
import { exceedsRemaining, parseAmount } from '../../../domain/paymentForm';

/** Live hint under an amount: red when above the rest, green with the rest otherwise. */
export function AmountHint({ text, reste, currency, id }: { text: string; reste: number; currency: string; id: string }) {
  const amount = parseAmount(text);
  const over = typeof amount === 'number' && !Number.isNaN(amount) && exceedsRemaining(amount, reste, currency);
  return (
    // MUI 9 reads a palette path such as 'error.main' in `sx` only (the `color` prop left the text black).
    <Typography id={id} variant="body2" sx={{ mt: 0.5, fontWeight: 600, color: over ? 'error.main' : 'success.main' }} role={over ? 'alert' : undefined}>
      {over ? `⚠ Le montant dépasse le reste à payer (${formatMoney(reste, currency)})` : `Reste à payer : ${formatMoney(reste, currency)}`}
    </Typography>
  );
}
