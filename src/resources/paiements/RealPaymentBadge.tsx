import { Chip, Skeleton } from '@mui/material';
import { StatusChip } from '../../components/StatusChip';
import { displayedPaymentStatusLabel, displayedPaymentStatusTone } from '../../domain/paymentStatus';
import { useRealPaymentStatus } from '../../components/payments/paymentQueries';

/**
 * A parcel's payment badge: its real status, computed from the payments received (the same query
 * and the same rule as the payment panel), never the stored status it may contradict.
 */
export function RealPaymentBadge({ colisId, size = 'medium' }: { colisId: number; size?: 'small' | 'medium' }) {
  const { data, isError } = useRealPaymentStatus(colisId);
  if (isError) return <Chip label="❌ Erreur" color="error" size={size} variant="outlined" aria-label="Statut de paiement : erreur de chargement" />;
  if (!data) return <Skeleton variant="rounded" width={120} height={size === 'medium' ? 32 : 24} aria-label="Statut de paiement en cours de chargement" />;
  return <StatusChip label={displayedPaymentStatusLabel(data.statut_reel, data.montant_a_payer)} tone={displayedPaymentStatusTone(data.statut_reel, data.montant_a_payer)} size={size} />;
}
