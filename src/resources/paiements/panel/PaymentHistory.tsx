import { Alert, Box, Card, CardContent, CircularProgress, IconButton, Stack, Table, TableBody, TableCell, TableRow, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { StatusChip } from '../../../components/StatusChip';
import { errorMessage } from '../../../dataProvider/errors';
import type { Paiement } from '../../../dataProvider/contract/paiements';
import { recordedAmountText } from '../../../domain/counterPayment';
import { paymentMethodLabel, transactionStatusLabel, transactionStatusTone } from '../../../domain/paymentStatus';
import { paymentAgentName } from '../../../domain/people';
import { formatDateTime } from '../../../components/payments/formatting';
import { paymentKeys, usePaymentsOfColis, useRefreshPayments } from '../../../components/payments/paymentQueries';
import { ReceiptActions } from './ReceiptActions';
import { RefundButton } from '../RefundButton';
import { VoidPaymentButton } from '../VoidPaymentButton';
import { refundedText } from '../refundText';
import { TableHeadRow } from '../../../components/TableHeadRow';

/** « Rembourser » and « Annuler le paiement » of a payment (issue #32), for who may; the panel reads its figures again after either. */
function Corrections({ paiement, onChanged }: { paiement: Paiement; onChanged: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
      <RefundButton paiement={paiement} onRefunded={onChanged} size="small" />
      <VoidPaymentButton paiement={paiement} onVoided={onChanged} size="small" />
    </Stack>
  );
}

/** The agent who took the payment, with the role the server gives (spec 002: name and role). */
function agentOf(p: Paiement): string {
  const name = paymentAgentName(p) || '—';
  return p.agent_traitant?.nom_complet && p.agent_traitant.role_display ? `${name} (${p.agent_traitant.role_display})` : name;
}

/** Payments of the parcel with the agent who handled each; errors shown as the server sent them. */
export function PaymentHistory({ colisId }: { colisId: number }) {
  const query = usePaymentsOfColis(colisId);
  const notify = useNotify();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const queryClient = useQueryClient();
  const refreshPayments = useRefreshPayments();
  // The whole payment panel reads again (status, per-country lines, history), not the table alone:
  // a payment recorded in another tab or by a colleague changes the rest to pay as well.
  const reload = async () => {
    await refreshPayments();
    if (queryClient.getQueryState(paymentKeys.byColis(colisId))?.status === 'error') notify("Erreur lors de l'actualisation", { type: 'error' });
    else notify('Paiements actualisés', { type: 'success' });
  };
  const payments = query.data ?? [];

  return (
    <Box component="section" aria-labelledby="payment-history-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="payment-history-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Historique des paiements
        </Typography>
        <Tooltip title="Actualiser les paiements">
          <IconButton aria-label="Actualiser les paiements" onClick={reload} disabled={query.isFetching}>
            {query.isFetching ? <CircularProgress size={18} /> : <RefreshIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      {query.isPending && <CircularProgress size={24} aria-label="Chargement des paiements" />}
      {query.error && <Alert severity="error">{errorMessage(query.error, String(query.error))}</Alert>}
      {query.isSuccess && payments.length === 0 && <Typography color="text.secondary">Aucun paiement enregistré pour ce colis.</Typography>}
      {payments.length > 0 && small && (
        <Stack spacing={1} aria-label="Paiements du colis">
          {payments.map((p) => (
            <Card key={p.id} variant="outlined">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{recordedAmountText(p)}</Typography>
                  <StatusChip label={transactionStatusLabel(p.statut)} tone={transactionStatusTone(p.statut)} />
                </Box>
                <Typography variant="body2">{paymentMethodLabel(p.methode, p.methode_display)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(p.date_paiement ?? p.date_creation)} · {agentOf(p)}
                </Typography>
                {refundedText(p) && <Typography variant="body2">{refundedText(p)}</Typography>}
                <Link to={`/paiement/${p.id}`}>Voir le paiement</Link>
                <ReceiptActions paiement={p} />
                <Corrections paiement={p} onChanged={() => void refreshPayments()} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {payments.length > 0 && !small && (
        <Table size="small" aria-label="Paiements du colis">
          <TableHeadRow columns={['Date', 'Montant', 'Méthode', 'Statut', 'Agent', 'Transaction', 'Reçu']} alignRight={['Montant']} />
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  <Link to={`/paiement/${p.id}`}>{formatDateTime(p.date_paiement ?? p.date_creation)}</Link>
                </TableCell>
                <TableCell align="right">
                  {recordedAmountText(p)}
                  {refundedText(p) && (
                    <Typography variant="body2" color="text.secondary">
                      {refundedText(p)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{paymentMethodLabel(p.methode, p.methode_display)}</TableCell>
                <TableCell>
                  <StatusChip label={transactionStatusLabel(p.statut)} tone={transactionStatusTone(p.statut)} />
                </TableCell>
                <TableCell>{agentOf(p)}</TableCell>
                <TableCell>{p.transaction_id ?? '—'}</TableCell>
                <TableCell>
                  <ReceiptActions paiement={p} />
                  <Corrections paiement={p} onChanged={() => void refreshPayments()} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
