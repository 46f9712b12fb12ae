import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useCurrency } from '../../components/useCurrency';
import { SchemaForm } from '../../components/form/SchemaForm';
import { NumberField } from '../../components/form/NumberField';
import { formatMoney } from '../../domain/currency';
import { RATE_TEST_AMOUNT, conversionAmount } from '../../domain/rateInput';
import { conversionTestForm } from '../../domain/schemas/rates';
import { formatDecimal } from '../../domain/format';

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

interface ConversionFieldsProps {
  base: string;
  destination: string;
  rate: number;
  convert: (amount: number, from: string, to: string) => number;
}

/** The test amount and, while it reads as an amount, its conversion both ways. */
function ConversionFields({ base, destination, rate, convert }: ConversionFieldsProps) {
  const amount = conversionAmount(useWatch({ name: 'montant' }));
  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberField source="montant" label="Montant de test" helperText={`Taux actuel : 1 ${base} = ${formatDecimal(rate, 0, 6)} ${destination}`} />
      </Grid>
      {amount !== null && (
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

/** The conversion test of the rate manager: a test amount (100 by default) in both directions, on react-admin's `<Form>`. */
export function ConversionTest() {
  const { context, isPending, configurationError, error, convert } = useCurrency();

  let content;
  if (isPending) content = <CircularProgress size={24} aria-label="Chargement du contexte monétaire" />;
  else if (configurationError) content = <Alert severity="warning">{configurationError}</Alert>;
  else if (error || !context) content = <Alert severity="error">Erreur lors du rechargement</Alert>;
  else {
    content = (
      // Nothing to send: the conversion shows as the amount is typed.
      <SchemaForm schema={conversionTestForm} defaultValues={{ montant: RATE_TEST_AMOUNT }} mode="onChange" onSubmit={() => undefined}>
        <ConversionFields base={context.base_currency_code} destination={context.destination_currency_code} rate={context.exchange_rate} convert={convert} />
      </SchemaForm>
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
