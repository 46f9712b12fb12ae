import { Card, CardContent, Typography } from '@mui/material';
import type { Colis } from '../../dataProvider/contract/colis';

/** The payment panel of the parcel detail (payments issue): its place on the page. */
export function PaymentPanel({ colis }: { colis: Colis }) {
  return (
    <Card id="paiement" variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Paiement
        </Typography>
        <Typography color="text.secondary">Colis {colis.numero_colis}</Typography>
      </CardContent>
    </Card>
  );
}
