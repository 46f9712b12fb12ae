import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';

/** Query keys of the payments screens: one prefix, so a new payment refreshes every view of it. */
export const PAYMENTS_KEY = 'paiements';
/** The react-admin lists of /caisse and /paiements (their query keys start with these names). */
export const ACCOUNTING_LIST = 'comptabilite';
export const FEES_LIST = 'frais';

/** Every query that shows payments: the keys above and the two lists. */
export const isPaymentsQuery = (query: Query) => [PAYMENTS_KEY, ACCOUNTING_LIST, FEES_LIST].includes(String(query.queryKey[0]));
export const paymentKeys = {
  realStatus: (colisId: number) => [PAYMENTS_KEY, 'statut-reel', colisId] as const,
  byColis: (colisId: number) => [PAYMENTS_KEY, 'par-colis', colisId] as const,
  breakdown: (colisId: number) => [PAYMENTS_KEY, 'repartition', colisId] as const,
  globalTotal: [PAYMENTS_KEY, 'total-global'] as const,
  fees: (params: object) => [PAYMENTS_KEY, 'frais', params] as const,
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

/** After a payment: the parcel, its payments, its real status and every payments screen. */
export function useRefreshPayments() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: isPaymentsQuery }),
        queryClient.invalidateQueries({ queryKey: ['colis'] }),
      ]),
    [queryClient],
  );
}
