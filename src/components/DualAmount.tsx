import { Box, Typography, type TypographyProps } from '@mui/material';
import { formatMoney, roundForCurrency } from '../domain/currency';

interface DualAmountProps {
  amount: number | null | undefined;
  /** Currency the amount is in (the route's origin currency). */
  currency: string;
  /** The other currency of the route and the rate from `currency` to it. */
  secondaryCurrency?: string | null;
  rate?: number | null;
  variant?: TypographyProps['variant'];
  align?: 'left' | 'right';
}

/** An amount in its currency with the converted amount underneath (spec: two currencies). */
export function DualAmount({ amount, currency, secondaryCurrency, rate, variant = 'body2', align = 'left' }: DualAmountProps) {
  const value = typeof amount === 'number' ? amount : 0;
  const showSecondary = secondaryCurrency && secondaryCurrency !== currency && typeof rate === 'number' && rate > 0;
  return (
    <Box sx={{ textAlign: align }}>
      <Typography variant={variant} component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {formatMoney(value, currency)}
      </Typography>
      {showSecondary && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          ≈ {formatMoney(roundForCurrency(value * rate, secondaryCurrency), secondaryCurrency)}
        </Typography>
      )}
    </Box>
  );
}
