import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { useRefreshAwaited } from '../useRefreshAwaited';

/** The react-admin lists of /caisse and /paiements. */
export const ACCOUNTING_LIST = 'comptabilite';
export const FEES_LIST = 'frais';

/** Keys of the payments' own (non-CRUD) queries: none begins with a resource's name, which are react-admin's. */
const PAYMENT_FIGURES = 'payment-figures';
export const paymentKeys = {
  realStatus: (colisId: number) => [PAYMENT_FIGURES, 'statut-reel', colisId] as const,
  byColis: (colisId: number) => [PAYMENT_FIGURES, 'par-colis', colisId] as const,
  breakdown: (colisId: number) => [PAYMENT_FIGURES, 'repartition', colisId] as const,
  globalTotal: [PAYMENT_FIGURES, 'total-global'] as const,
  fees: (params: object) => [PAYMENT_FIGURES, 'frais', params] as const,
  pendingAgeing: [PAYMENT_FIGURES, 'anciennete-en-attente'] as const,
};

/** Real payment status: cached 30 s, kept 5 min (spec 002 section 9). */
export const REAL_STATUS_STALE_MS = 30_000;
export const REAL_STATUS_GC_MS = 5 * 60_000;

export function useRealPaymentStatus(colisId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: paymentKeys.realStatus(colisId),
    queryFn: () => dataProvider.getRealPaymentStatus(colisId),
    staleTime: REAL_STATUS_STALE_MS,
    gcTime: REAL_STATUS_GC_MS,
  });
}

export function usePaymentsOfColis(colisId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: paymentKeys.byColis(colisId), queryFn: () => dataProvider.getPaymentsByColis(colisId), staleTime: REAL_STATUS_STALE_MS });
}

export function usePaymentBreakdown(colisId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: paymentKeys.breakdown(colisId), queryFn: () => dataProvider.getPaymentBreakdown(colisId), staleTime: REAL_STATUS_STALE_MS });
}

/** After a payment: the parcel, its payments, its real status and every payments screen, awaited. */
export const useRefreshPayments = useRefreshAwaited;
