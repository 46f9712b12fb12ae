import { dataProvider } from '../dataProvider/dataProvider';
import type { Facture } from '../dataProvider/contract/factures';
import { api } from '../dataProvider/httpClient';
import { endpoints } from '../dataProvider/endpoints';
import { fetchTracking } from '../dataProvider/trackingClient';
import * as z from 'zod/mini';

/**
 * What `npm run contract` reads, in order: every read endpoint of endpoints.ts, each through the
 * app's own reader (the dataProvider's method or resource, so its own zod schema, unwrapping and
 * pagination), with safe parameters: ids come from the list answers read before. Nothing here
 * writes. `key` names the endpoint in endpoints.ts (a unit test checks that every endpoint is a
 * probe here or one of the calls the check never makes).
 */
export interface Ids {
  iso2?: string;
  colisId?: number;
  /** The parcels of the first page, to find one with payments. */
  colisIds?: number[];
  trackingCode?: string;
  /** The first parcel's sender's phone, to look for returning senders. */
  senderPhone?: string;
  bordereauId?: number;
  factureId?: number;
  paiementId?: number;
  /** A payment with a receipt (a validated one). */
  recuPaiementId?: number;
  transactionId?: string;
  enterpriseId?: number;
  accessRequestId?: number;
}

export interface Probe {
  key: string;
  /** The app's reader, named in the report. */
  reader: string;
  /** The ids it needs; without them it is reported as not checked. */
  needs?: (keyof Ids)[];
  /** `pdf`: a document, checked for its type; `unread`: the app reads no answer of it (no schema). */
  kind?: 'pdf' | 'unread';
  run: (ids: Ids) => Promise<unknown>;
}

const page = (perPage: number) => ({ pagination: { page: 1, perPage }, sort: { field: 'id', order: 'DESC' as const }, filter: {} });
const first = <T>(items: readonly T[]): T | undefined => items[0];
const unread = z.unknown();

export const PROBES: readonly Probe[] = [
  { key: 'auth.user', reader: 'getCurrentUser', run: () => dataProvider.getCurrentUser() },
  { key: 'context.me', reader: 'getContextMe', run: () => dataProvider.getContextMe() },
  { key: 'context.currency', reader: 'getCurrencyContext', run: () => dataProvider.getCurrencyContext() },
  {
    key: 'countries.list',
    reader: 'getCountries',
    run: async (ids) => {
      const countries = await dataProvider.getCountries();
      ids.iso2 = first(countries)?.code_iso2;
      return countries;
    },
  },
  { key: 'countries.addressSchema', reader: 'getAddressSchema', needs: ['iso2'], run: (ids) => dataProvider.getAddressSchema(ids.iso2 ?? '') },
  { key: 'countries.allAddressSchemas', reader: 'getAllAddressSchemas', run: () => dataProvider.getAllAddressSchemas() },
  { key: 'routes.actives', reader: 'getActiveRoutes', run: () => dataProvider.getActiveRoutes() },
  { key: 'routes.list', reader: "getList('routes')", run: () => dataProvider.getList('routes', page(100)) },
  { key: 'routes.countries', reader: '(aucun)', kind: 'unread', run: () => api.get(endpoints.routes.countries, { schema: unread }) },
  { key: 'routes.forEmployeeManagement', reader: 'getEmployeeRoutes', run: () => dataProvider.getEmployeeRoutes() },
  { key: 'profile.me', reader: 'getProfile', run: () => dataProvider.getProfile() },
  { key: 'profile.stats', reader: 'getProfileStats', run: () => dataProvider.getProfileStats() },
  { key: 'profile.twoFactorStatus', reader: 'getTwoFactorStatus', run: () => dataProvider.getTwoFactorStatus() },
  {
    key: 'accessRequests.list',
    reader: '(aucun)',
    kind: 'unread',
    run: async (ids) => {
      const answer = await api.get(endpoints.accessRequests.list, { schema: unread });
      const rows = Array.isArray(answer) ? answer : ((answer as { results?: unknown[] } | null)?.results ?? []);
      const id = (rows[0] as { id?: unknown } | undefined)?.id;
      ids.accessRequestId = typeof id === 'number' ? id : undefined;
      return answer;
    },
  },
  {
    key: 'accessRequests.detail',
    reader: '(aucun)',
    kind: 'unread',
    needs: ['accessRequestId'],
    run: (ids) => api.get(endpoints.accessRequests.detail(ids.accessRequestId ?? 0), { schema: unread }),
  },
  { key: 'journal.list', reader: "getList('journal')", run: () => dataProvider.getList('journal', page(20)) },
  { key: 'employees.stats', reader: 'getEmployeeStats', run: () => dataProvider.getEmployeeStats() },
  { key: 'employees.list', reader: "getList('employes')", run: () => dataProvider.getList('employes', page(10)) },
  { key: 'employees.metrics', reader: '(aucun)', kind: 'unread', run: () => api.get(endpoints.employees.metrics, { schema: unread }) },
  { key: 'employees.roles', reader: 'getAvailableRoles', run: () => dataProvider.getAvailableRoles() },
  { key: 'employees.sites', reader: 'getAvailableSites', run: () => dataProvider.getAvailableSites() },
  { key: 'employees.eligibleReceivingAgents', reader: 'getEligibleReceivingAgents', run: () => dataProvider.getEligibleReceivingAgents() },
  { key: 'employees.fallbackList', reader: 'getActiveEmployees', run: () => dataProvider.getActiveEmployees() },
  { key: 'categories.list', reader: "getList('categories')", run: () => dataProvider.getList('categories', { ...page(100), filter: { include_inactive: true } }) },
  { key: 'categories.converted', reader: 'getConvertedCategories', run: () => dataProvider.getConvertedCategories() },
  {
    key: 'colis.list',
    reader: "getList('colis')",
    run: async (ids) => {
      const list = await dataProvider.getList('colis', page(10));
      const parcel = first(list.data);
      ids.colisId = parcel?.id as number | undefined;
      ids.colisIds = list.data.map((row) => row.id as number);
      ids.trackingCode = parcel?.code_suivi as string | undefined;
      ids.senderPhone = parcel?.expediteur_telephone as string | undefined;
      return list;
    },
  },
  { key: 'colis.detail', reader: "getOne('colis')", needs: ['colisId'], run: (ids) => dataProvider.getOne('colis', { id: ids.colisId ?? 0 }) },
  { key: 'colis.statistics', reader: 'getColisStatistics', run: () => dataProvider.getColisStatistics() },
  { key: 'colis.detailedStatistics', reader: 'getStatistiquesExpedition', run: () => dataProvider.getStatistiquesExpedition() },
  { key: 'colis.editRights', reader: 'getColisEditRights', needs: ['colisId'], run: (ids) => dataProvider.getColisEditRights(ids.colisId ?? 0) },
  { key: 'colis.realPaymentStatus', reader: 'getRealPaymentStatus', needs: ['colisId'], run: (ids) => dataProvider.getRealPaymentStatus(ids.colisId ?? 0) },
  { key: 'colis.paymentBreakdown', reader: 'getPaymentBreakdown', needs: ['colisId'], run: (ids) => dataProvider.getPaymentBreakdown(ids.colisId ?? 0) },
  { key: 'colis.ticketPdf', reader: 'getColisTicketPdf', kind: 'pdf', needs: ['colisId'], run: (ids) => dataProvider.getColisTicketPdf(ids.colisId ?? 0) },
  { key: 'colis.labelA6', reader: 'getColisLabelA6', kind: 'pdf', needs: ['colisId'], run: (ids) => dataProvider.getColisLabelA6(ids.colisId ?? 0) },
  { key: 'colis.knownSenders', reader: 'getKnownSenders', needs: ['senderPhone'], run: (ids) => dataProvider.getKnownSenders(ids.senderPhone ?? '') },
  { key: 'colis.readyForShipment', reader: 'getColisPretsExpedition', run: () => dataProvider.getColisPretsExpedition() },
  {
    key: 'colis.publicTracking',
    reader: 'fetchTracking',
    needs: ['trackingCode'],
    run: async (ids) => {
      const outcome = await fetchTracking(ids.trackingCode ?? '');
      if (outcome.kind === 'error') throw new Error(outcome.message);
      return outcome;
    },
  },
  {
    key: 'bordereaux.list',
    reader: "getList('bordereaux')",
    run: async (ids) => {
      const list = await dataProvider.getList('bordereaux', page(10));
      ids.bordereauId = first(list.data)?.id as number | undefined;
      return list;
    },
  },
  { key: 'bordereaux.detail', reader: "getOne('bordereaux')", needs: ['bordereauId'], run: (ids) => dataProvider.getOne('bordereaux', { id: ids.bordereauId ?? 0 }) },
  { key: 'bordereaux.pdf', reader: 'telechargerBordereauPdf', kind: 'pdf', needs: ['bordereauId'], run: (ids) => dataProvider.telechargerBordereauPdf(ids.bordereauId ?? 0) },
  { key: 'bordereaux.dues', reader: 'getSoldesDusBordereau', needs: ['bordereauId'], run: (ids) => dataProvider.getSoldesDusBordereau(ids.bordereauId ?? 0) },
  { key: 'bordereaux.statistics', reader: 'getBordereauStatistiques', run: () => dataProvider.getBordereauStatistiques() },
  {
    key: 'factures.list',
    reader: "getList('factures')",
    run: async (ids) => {
      const { data: factures } = await dataProvider.getList<Facture>('factures', page(10));
      // Only a validated invoice has a PDF.
      ids.factureId = factures.find((facture) => facture.statut === 'validee')?.id;
      return factures;
    },
  },
  { key: 'factures.pdf', reader: 'telechargerFacturePdf', kind: 'pdf', needs: ['factureId'], run: (ids) => dataProvider.telechargerFacturePdf(ids.factureId ?? 0) },
  { key: 'factures.availableBordereaux', reader: 'getBordereauxDisponibles', run: () => dataProvider.getBordereauxDisponibles() },
  {
    key: 'paiements.byColis',
    reader: 'getPaymentsByColis',
    needs: ['colisIds'],
    run: async (ids) => {
      // A parcel of the page with a payment that carries a transaction ID (every call is a read).
      let answer: Awaited<ReturnType<typeof dataProvider.getPaymentsByColis>> = [];
      for (const colisId of ids.colisIds ?? []) {
        answer = await dataProvider.getPaymentsByColis(colisId);
        const paiement = answer.find((p) => p.transaction_id) ?? first(answer);
        if (!paiement) continue;
        ids.colisId = colisId;
        ids.paiementId = paiement.id;
        ids.recuPaiementId ??= answer.find((p) => p.numero_recu)?.id;
        ids.transactionId = paiement.transaction_id ?? undefined;
        if (ids.transactionId) break;
      }
      return answer;
    },
  },
  { key: 'paiements.detail', reader: "getOne('paiements')", needs: ['paiementId'], run: (ids) => dataProvider.getOne('paiements', { id: ids.paiementId ?? 0 }) },
  { key: 'paiements.cashCloses', reader: "getList('clotures')", run: () => dataProvider.getList('clotures', page(10)) },
  { key: 'paiements.pendingAgeing', reader: 'getAncienneteEnAttente', run: () => dataProvider.getAncienneteEnAttente() },
  { key: 'entreprise.settings', reader: 'getParametresEntreprise', run: () => dataProvider.getParametresEntreprise() },
  { key: 'paiements.cashCloseExpected', reader: 'getCashCloseExpected', run: () => dataProvider.getCashCloseExpected(new Date().toISOString().slice(0, 10)) },
  { key: 'paiements.receiptPdf', reader: 'getReceiptPdf', kind: 'pdf', needs: ['recuPaiementId'], run: (ids) => dataProvider.getReceiptPdf(ids.recuPaiementId ?? 0, '80mm') },
  {
    key: 'paiements.publicVerify',
    reader: 'verifyPayment',
    needs: ['colisId', 'transactionId'],
    run: (ids) => dataProvider.verifyPayment({ colis_id: ids.colisId ?? 0, transaction_id: ids.transactionId }),
  },
  { key: 'paiements.accountingStatistics', reader: 'getAccountingStatistics', run: () => dataProvider.getAccountingStatistics({ page: 1, page_size: 10 }) },
  { key: 'paiements.accountingGlobalTotal', reader: 'getAccountingGlobalTotal', run: () => dataProvider.getAccountingGlobalTotal() },
  { key: 'paiements.fees', reader: 'getPaymentFees', run: () => dataProvider.getPaymentFees({ periode: '90d', page: 1, page_size: 10 }) },
  {
    key: 'oauth.enterprisesStatus',
    reader: 'getOAuthEnterprises',
    run: async (ids) => {
      const answer = await dataProvider.getOAuthEnterprises();
      ids.enterpriseId = first(answer.enterprises)?.id;
      return answer;
    },
  },
  { key: 'oauth.status', reader: 'getOAuthStatus', needs: ['enterpriseId'], run: (ids) => dataProvider.getOAuthStatus(ids.enterpriseId ?? 0) },
];

/**
 * The calls the check never makes, and why: writes (only the sign-in is sent), the token refresh
 * (sent by the client only after a 401), the assistant's socket, and the demo backend's own pages.
 */
export const NOT_PROBED: Readonly<Record<string, string>> = Object.fromEntries([
  ...[
    'auth.register',
    'context.changePaysOperation',
    'account.updateMe',
    'account.changePassword',
    'account.passwordReset',
    'routes.create',
    'routes.update',
    'routes.remove',
    'routes.updateRate',
    'profile.changePassword',
    'profile.twoFactorSetup',
    'profile.twoFactorConfirm',
    'profile.twoFactorDisable',
    'profile.twoFactorRegenerate',
    'profile.twoFactorToggle',
    'employees.create',
    'employees.update',
    'employees.remove',
    'categories.reactivate',
    'categories.initDefaults',
    'categories.detect',
    'colis.validateFees',
    'colis.markArrived',
    'colis.markDelivered',
    'colis.resendTicket',
    'colis.correctStatuses',
    'bordereaux.validate',
    'bordereaux.receive',
    'bordereaux.markArrived',
    'bordereaux.markReceived',
    'bordereaux.bulkDelete',
    'factures.detailedProducts',
    'factures.groupProducts',
    'factures.create',
    'factures.validate',
    'paiements.createSquareCheckout',
    'paiements.processManualPayment',
    'paiements.tapToPaySync',
    'paiements.sendReceipt',
    'paiements.void',
    'paiements.refund',
    'paiements.cashCloseReopen',
    'oauth.initiate',
    'oauth.disconnect',
    'oauth.refresh',
    'oauth.cleanupSessions',
  ].map((key) => [key, 'écriture']),
  ['auth.token', 'la connexion (envoyée une fois, au début)'],
  ['auth.refresh', 'envoyé seulement après un 401'],
  ['chatbot.socket', 'WebSocket, pas HTTP'],
  ['categories.detail', "modification et désactivation (l'application ne lit pas une catégorie seule)"],
  ['factures.detail', "suppression (l'application ne lit pas une facture seule)"],
  ['paiements.cashClosePdf', "une clôture n'existe qu'après une journée clôturée (le contrôle n'écrit rien)"],
  ['paiements.demoCheckout', 'démo seulement'],
  ['paiements.demoCheckoutPay', 'démo seulement'],
  ['oauth.demoAuthorize', 'démo seulement'],
]);
