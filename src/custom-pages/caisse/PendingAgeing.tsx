import { Alert, Button, Card, CardContent, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useListContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage } from '../../dataProvider/errors';
import { paymentKeys } from '../../components/payments/paymentQueries';
import { currencyTotalsText } from '../../domain/handover';
import { ageingBucketFilter } from '../../domain/pendingAgeing';
import { formatInteger, userTimeZone } from '../../domain/format';

export const PENDING_AGEING_TITLE = 'Paiements en attente par ancienneté';
export const PENDING_AGEING_ERROR = "Erreur lors du chargement de l'ancienneté des paiements en attente";

/**
 * /caisse: the payments still « En attente » by age (today, 1 to 7 days, more), counted and added per
 * currency by the server; each bucket filters the list below to its payments.
 */
export function PendingAgeing() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setFilters } = useListContext();
  const ageing = useQuery({ queryKey: paymentKeys.pendingAgeing, queryFn: () => dataProvider.getAncienneteEnAttente(), staleTime: 30_000 });

  return (
    <Card variant="outlined" component="section" aria-labelledby="anciennete-titre" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="anciennete-titre" variant="h6" component="h2" gutterBottom>
          {PENDING_AGEING_TITLE}
        </Typography>
        {ageing.isPending ? (
          <CircularProgress size={24} aria-label="Chargement de l'ancienneté des paiements en attente" />
        ) : ageing.error || !ageing.data ? (
          <Alert severity="error">{errorMessage(ageing.error, PENDING_AGEING_ERROR)}</Alert>
        ) : (
          <Table size="small" aria-label={PENDING_AGEING_TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>Ancienneté</TableCell>
                <TableCell align="right">Paiements</TableCell>
                <TableCell align="right">Montants</TableCell>
                <TableCell>Liste</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ageing.data.tranches.map((row) => (
                <TableRow key={row.tranche} data-testid={`anciennete-${row.tranche}`}>
                  <TableCell>{row.libelle}</TableCell>
                  <TableCell align="right">{formatInteger(row.nombre)}</TableCell>
                  <TableCell align="right">{row.montants.length > 0 ? currencyTotalsText(row.montants) : '—'}</TableCell>
                  <TableCell>
                    <Button size="small" disabled={row.nombre === 0} aria-label={`Afficher les paiements en attente : ${row.libelle}`} onClick={() => setFilters(ageingBucketFilter(row.tranche, new Date(), userTimeZone()), {})}>
                      Afficher
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
