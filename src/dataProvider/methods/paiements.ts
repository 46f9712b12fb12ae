import type { GetListParams } from 'react-admin';
import { userTimeZone } from '../../domain/format';
import { endpoints } from '../endpoints';
import type { ReceiptFormat } from '../../domain/receipts';
import type { IdempotentWrite } from '../idempotency';
import { api } from '../httpClient';
import { errorBody } from '../errors';
import { parsePayload } from '../contract/parse';
import {
  accountingGlobalTotalSchema,
  accountingStatisticsSchema,
  demoCheckoutResultSchema,
  demoCheckoutSchema,
  feesResponseSchema,
  manualPaymentResponseSchema,
  paiementListSchema,
  paymentBreakdownSchema,
  realPaymentStatusSchema,
  squareCheckoutResponseSchema,
  tapToPaySyncSchema,
  verifyPaymentSchema,
  type SquareCheckoutResponse,
  receiptSentSchema,
  cashCloseExpectedSchema,
  cashCloseSchema,
  voidPaymentSchema,
  refundPaymentSchema,
} from '../contract/paiements';
import type { RefundPayload } from '../../domain/schemas/refunds';

export interface SquareCheckoutPayload {
  colis_id: number;
  montant: number;
  description: string;
  custom_email: string;
}

export interface ManualPaymentPayload {
  colis_id: number;
  /** As collected, in `devise` (the place of payment's currency; the parcel's when absent). */
  montant: number;
  devise?: string;
  methode: string;
  pays: string;
  transaction_id?: string;
  notes?: string;
}

/** POST /api/payments/clotures-caisse/ (issue #32). */
export interface CashClosePayload {
  date: string;
  lignes: { methode: string; devise: string; montant_compte: number }[];
  note?: string;
}

export interface VerifyPaymentParams {
  colis_id: number | string;
  transaction_id?: string | null;
  order_id?: string | null;
}

/** Filters of the accounting statistics (/caisse), as the server names them. */
export interface AccountingParams {
  page: number;
  page_size: number;
  statut?: string;
  methode?: string;
  date_debut?: string;
  date_fin?: string;
  search_term?: string;
  pays?: string;
  pays_paiement?: string;
  /** The user's IANA time zone: date_debut and date_fin are the user's days. */
  fuseau_horaire?: string;
}

/** Parameters of the fees query (/paiements). */
export interface FeesParams {
  periode: '7d' | '30d' | '90d';
  page: number;
  page_size: number;
  statut_paiement?: string;
  pays?: string;
  methode_paiement?: string;
  search_term?: string;
  date_filter?: string;
  ordering?: string;
  /** The user's IANA time zone: the daily evolution groups payments by the user's days (a parameter the spec does not name). */
  fuseau_horaire?: string;
}

/** The filters of the accounting list (/caisse) as they live in the URL; its search box is `q`. */
export const ACCOUNTING_FILTERS = ['statut', 'methode', 'date_debut', 'date_fin', 'pays', 'pays_paiement'] as const;
/** The filters of the fees list (/paiements) as they live in the URL; its search box is `q`. */
export const FEES_FILTERS = ['statut_paiement', 'pays', 'methode_paiement', 'date_filter'] as const;
/** The fees list sorts on these two columns only (spec 002 section 2). */
export const FEES_SORT_FIELDS = ['numero_colis', 'montant_total_a_payer'] as const;

type ListParams = Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>;

function texts(filter: Record<string, unknown> | undefined, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, typeof filter?.[key] === 'string' ? (filter[key] as string).trim() : '']));
}

/** A react-admin list page of /caisse → the accounting statistics' parameters. */
export function accountingParams({ pagination, filter }: ListParams): AccountingParams {
  return { page: pagination?.page ?? 1, page_size: pagination?.perPage ?? 20, ...texts(filter, ACCOUNTING_FILTERS), search_term: texts(filter, ['q']).q, fuseau_horaire: userTimeZone() };
}

/** A react-admin list page of /paiements → the fees query's parameters, over `periode`. */
export function feesParams({ pagination, sort, filter }: ListParams, periode: FeesParams['periode']): FeesParams {
  const sorted = sort && (FEES_SORT_FIELDS as readonly string[]).includes(sort.field) ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;
  return { periode, page: pagination?.page ?? 1, page_size: pagination?.perPage ?? 20, ...texts(filter, FEES_FILTERS), search_term: texts(filter, ['q']).q, ordering: sorted, fuseau_horaire: userTimeZone() };
}

function withoutEmpty<T extends object>(params: T): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Record<string, string | number>;
}

/** Named payments calls that are not CRUD; each parses its payload with its contract schema. */
export const paiementsMethods = {
  getRealPaymentStatus: (colisId: number | string) => api.get(endpoints.colis.realPaymentStatus(colisId), { schema: realPaymentStatusSchema }),
  getPaymentBreakdown: (colisId: number | string) => api.get(endpoints.colis.paymentBreakdown(colisId), { schema: paymentBreakdownSchema }),
  getPaymentsByColis: (colisId: number | string) => api.get(endpoints.paiements.byColis, { params: { colis_id: colisId }, schema: paiementListSchema }),
  /** A validated payment's receipt (issue #32), sized for an 80 mm counter printer or A6. */
  getReceiptPdf: (paiementId: number | string, format: ReceiptFormat) => api.blob(endpoints.paiements.receiptPdf(paiementId), { params: { format } }),
  /** Issue #32: the caller's expected lines of a day (their time zone), the close of it, its PDF, its reopening, a payment's void. */
  getCashCloseExpected: (date: string) => api.get(endpoints.paiements.cashCloseExpected, { params: { date, fuseau_horaire: userTimeZone() }, schema: cashCloseExpectedSchema }),
  closeCashDay: (payload: CashClosePayload, write: IdempotentWrite = {}) =>
    api.create(`${endpoints.paiements.cashCloses}?fuseau_horaire=${encodeURIComponent(userTimeZone())}`, payload, { schema: cashCloseSchema, ...write }),
  getCashClosePdf: (closeId: number | string) => api.blob(endpoints.paiements.cashClosePdf(closeId)),
  reopenCashClose: (closeId: number | string, motif: string) => api.post(endpoints.paiements.cashCloseReopen(closeId), { motif }, { schema: cashCloseSchema }),
  voidPayment: (paiementId: number | string, motif: string) => api.post(endpoints.paiements.void(paiementId), { motif }, { schema: voidPaymentSchema }),
  /** Issue #32: money given back on a validated payment (a create: it carries the submission's Idempotency-Key); the day is the caller's. */
  refundPayment: (paiementId: number | string, payload: RefundPayload, write: IdempotentWrite = {}) =>
    api.create(`${endpoints.paiements.refund(paiementId)}?fuseau_horaire=${encodeURIComponent(userTimeZone())}`, payload, { schema: refundPaymentSchema, ...write }),
  sendReceipt: (paiementId: number | string, email?: string) => api.post(endpoints.paiements.sendReceipt(paiementId), email ? { email } : {}, { schema: receiptSentSchema }),
  /**
   * The server answers `success: false` with an error body (no_oauth_config...) as a 4xx: that
   * answer is returned like a success so the screen can read error_type and support_info.
   */
  createSquareCheckout: async (payload: SquareCheckoutPayload, write: IdempotentWrite = {}): Promise<SquareCheckoutResponse> => {
    try {
      return (await api.create(endpoints.paiements.createSquareCheckout, payload, { schema: squareCheckoutResponseSchema, ...write })).data;
    } catch (error) {
      const raw = errorBody(error)?.raw;
      if (raw && raw.success === false) return parsePayload(squareCheckoutResponseSchema, raw, `POST ${endpoints.paiements.createSquareCheckout}`);
      throw error;
    }
  },
  /** `replayed`: the payment had been recorded by an earlier try of the same submission, whose answer was lost. */
  processManualPayment: (payload: ManualPaymentPayload, write: IdempotentWrite = {}) =>
    api.create(endpoints.paiements.processManualPayment, withoutEmpty(payload), { schema: manualPaymentResponseSchema, ...write }),
  /** Public: no token (the path is in anonymousPaths). */
  verifyPayment: (params: VerifyPaymentParams) => api.get(endpoints.paiements.publicVerify, { params: withoutEmpty(params), schema: verifyPaymentSchema }),
  getAccountingStatistics: (params: AccountingParams) =>
    api.get(endpoints.paiements.accountingStatistics, { params: withoutEmpty(params), schema: accountingStatisticsSchema }),
  getAccountingGlobalTotal: () => api.get(endpoints.paiements.accountingGlobalTotal, { params: { periode: '90d' }, schema: accountingGlobalTotalSchema }),
  getPaymentFees: (params: FeesParams) => api.get(endpoints.paiements.fees, { params: withoutEmpty(params), schema: feesResponseSchema }),
  syncTapToPay: () => api.post(endpoints.paiements.tapToPaySync, {}, { schema: tapToPaySyncSchema }),
  getDemoCheckout: (checkoutId: string) => api.get(endpoints.paiements.demoCheckout(checkoutId), { schema: demoCheckoutSchema }),
  payDemoCheckout: (checkoutId: string, resultat: 'succes' | 'echec') =>
    api.post(endpoints.paiements.demoCheckoutPay(checkoutId), { resultat }, { schema: demoCheckoutResultSchema }),
};
