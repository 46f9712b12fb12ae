import type { ReactNode } from 'react';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { StatusChip } from '../../../components/StatusChip';
import { DualAmount } from '../../../components/DualAmount';
import type { RealPaymentStatusPayload } from '../../../dataProvider/contract/paiements';
import { formatMoney } from '../../../domain/currency';
import { formatPercent } from '../../../domain/format';
import { displayedPaymentStatusLabel, displayedPaymentStatusTone } from '../../../domain/paymentStatus';

interface Props {
  status: RealPaymentStatusPayload;
  currency: string;
  secondaryCurrency: string | null;
  rate: number | null;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** The real payment status: label (gratuit above 0.01 reads Non payé), figures, progress, incoherence. */
export function RealStatusSummary({ status, currency, secondaryCurrency, rate }: Props) {
  const label = displayedPaymentStatusLabel(status.statut_reel, status.montant_a_payer);
  const percent = Math.min(Math.max(status.pourcentage_paye, 0), 100);
  return (
    <Box data-testid="real-payment-status">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          Statut réel :
        </Typography>
        <StatusChip label={label} tone={displayedPaymentStatusTone(status.statut_reel, status.montant_a_payer)} size="medium" />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1.5 }}>
        <Figure label="Montant à payer">
          <DualAmount amount={status.montant_a_payer} currency={currency} secondaryCurrency={secondaryCurrency} rate={rate} />
        </Figure>
        <Figure label="Total payé">
          <Typography sx={{ fontWeight: 600 }} data-testid="total-paye">
            {formatMoney(status.total_paye, currency)}
          </Typography>
        </Figure>
        <Figure label="Reste à payer">
          <Typography sx={{ fontWeight: 600, color: status.reste_a_payer > 0 ? 'error.main' : 'success.main' }} data-testid="reste-a-payer">
            {formatMoney(status.reste_a_payer, currency)}
          </Typography>
        </Figure>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 100 ? 'success' : 'primary'}
        aria-label="Part payée"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" color="text.secondary">
        {`${formatPercent(status.pourcentage_paye)} payé`}
      </Typography>
      {status.frais_incomplets && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="frais-incomplets">
          Frais incomplets : un produit est compté 0 faute de catégorie, de dimensions ou de nombre de lignes. Le montant dû n'est pas encore connu ; corrigez les produits du colis.
        </Alert>
      )}
      {status.incoherence && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          Incohérence détectée : {status.incoherence} Le statut réel, calculé à partir des paiements, fait foi.
        </Alert>
      )}
      {status.statut_reel === 'trop_paye' && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          Trop-perçu de {formatMoney(status.total_paye - status.montant_a_payer, currency)}.
        </Alert>
      )}
    </Box>
  );
}
