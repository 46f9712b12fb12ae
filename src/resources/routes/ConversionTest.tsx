import { useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Grid, TextField, Typography } from '@mui/material';
import { useCurrency } from '../../components/useCurrency';
import { formatMoney } from '../../domain/currency';
import { RATE_TEST_AMOUNT } from '../../domain/rateInput';
import { formatDecimal } from '../../domain/format';
import { NUMBER_BOUNDS } from '../../domain/limits';
import { readNumber } from '../../domain/numbers';

function Conversion({ amount, from, to, convert }: { amount: number; from: string; to: string; convert: (amount: number, from: string, to: string) => number }) {
  return (
    <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }} data-testid={`conversion-${from}-${to}`}>
      <Typography variant="body2" color="text.secondary">
        {from} → {to}
      </Typography>
      <Typography variant="h6" component="p">
        {formatMoney(amount, from)} = {formatMoney(convert(amount, from, to), to)}
      </Typography>
    </Box>
  );
}

/** The conversion test of the rate manager: a test amount (100 by default) in both directions. */
export function ConversionTest() {
  const { context, isPending, configurationError, error, convert } = useCurrency();
  const [text, setText] = useState(String(RATE_TEST_AMOUNT));
  const reading = readNumber(text);
  const amount = reading.ok ? (reading.value ?? Number.NaN) : Number.NaN;
  const valid = amount >= 0 && amount <= NUMBER_BOUNDS.amount.max;

  let content;
  if (isPending) content = <CircularProgress size={24} aria-label="Chargement du contexte monétaire" />;
  else if (configurationError) content = <Alert severity="warning">{configurationError}</Alert>;
  else if (error || !context) content = <Alert severity="error">Erreur lors du rechargement</Alert>;
  else {
    const base = context.base_currency_code;
    const destination = context.destination_currency_code;
    content = (
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            label="Montant de test"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={!valid}
            helperText={valid ? `Taux actuel : 1 ${base} = ${formatDecimal(context.exchange_rate, 0, 6)} ${destination}` : 'Doit être un nombre valide'}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        {valid && (
          <>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Conversion amount={amount} from={base} to={destination} convert={convert} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Conversion amount={amount} from={destination} to={base} convert={convert} />
            </Grid>
          </>
        )}
      </Grid>
    );
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Test de conversion
        </Typography>
        {content}
      </CardContent>
    </Card>
  );
}
