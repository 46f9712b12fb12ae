/**
 * Every path the app calls, written once. Paths the spec names are used verbatim; the ones it
 * leaves unnamed were chosen in the Django REST style and are listed in docs/contract.md.
 */
/** Encodes an id for a path; a `:param` placeholder (route patterns of the demo backend) stays as is. */
const id = (value: string | number) => {
  const text = String(value);
  return /^:[A-Za-z_]\w*$/.test(text) ? text : encodeURIComponent(text);
};

export const endpoints = {
  auth: {
    token: '/api/accounts/auth/token/',
    refresh: '/api/accounts/auth/token/refresh/',
    user: '/api/accounts/auth/user/',
    register: '/api/accounts/auth/register/',
  },
  context: {
    me: '/api/accounts/context/me/',
    currency: '/api/accounts/currency-context/',
    changePaysOperation: (userId: number | string) => `/api/accounts/users/${id(userId)}/change_pays_operation/`,
  },
  account: {
    updateMe: '/accounts/api/users/me/',
    changePassword: '/accounts/change-password/',
    passwordReset: '/accounts/password-reset/',
  },
  countries: {
    list: '/api/accounts/meta/countries/',
    addressSchema: (iso2: string) => `/api/accounts/meta/countries/address-schema/${id(iso2.toUpperCase())}/`,
    allAddressSchemas: '/api/accounts/meta/countries/address-schemas/all/',
  },
  routes: {
    actives: '/api/accounts/enterprise-routes/actives/',
    list: '/api/accounts/routes/',
    create: '/api/accounts/routes/create/',
    update: (routeId: number | string) => `/api/accounts/routes/${id(routeId)}/update/`,
    remove: (routeId: number | string) => `/api/accounts/routes/${id(routeId)}/delete/`,
    countries: '/api/accounts/routes/countries/',
    /** Chosen: the spec names only the method (PUT or PATCH by route id, body taux_echange). */
    updateRate: (routeId: number | string) => `/api/accounts/enterprise-routes/${id(routeId)}/taux-echange/`,
    forEmployeeManagement: '/api/accounts/entreprise-routes/all-for-employee-management/',
  },
  profile: {
    me: '/api/accounts/profile/me/',
    changePassword: '/api/accounts/profile/change-password/',
    stats: '/api/accounts/profile/stats/',
    twoFactorStatus: '/api/accounts/profile/2fa-status/',
    twoFactorSetup: '/api/accounts/profile/2fa-setup/',
    twoFactorConfirm: '/api/accounts/profile/2fa-confirm/',
    twoFactorDisable: '/api/accounts/profile/2fa-disable/',
    twoFactorRegenerate: '/api/accounts/profile/2fa-regenerate-backup/',
    twoFactorToggle: '/api/accounts/profile/2fa-toggle/',
  },
  /** Chosen (issue #32): the company's settings (GET for its staff, PATCH for its administrators). */
  entreprise: {
    settings: '/api/accounts/entreprise/parametres/',
  },
  /** Chosen: the journal of sensitive changes (docs/contract.md). */
  journal: {
    list: '/api/accounts/journal-modifications/',
  },
  accessRequests: {
    list: '/api/accounts/demandes-acces/',
    detail: (requestId: number | string) => `/api/accounts/demandes-acces/${id(requestId)}/`,
  },
  employees: {
    stats: '/api/accounts/employe-management/stats/',
    list: '/api/accounts/employe-management/list/',
    create: '/api/accounts/employe-management/create/',
    update: (employeeId: number | string) => `/api/accounts/employe-management/${id(employeeId)}/update/`,
    remove: (employeeId: number | string) => `/api/accounts/employe-management/${id(employeeId)}/delete/`,
    metrics: '/api/accounts/employe-management/metrics/',
    roles: '/api/accounts/role-management/disponibles/',
    sites: '/api/accounts/site-operations/disponibles/',
    eligibleReceivingAgents: '/api/accounts/users/agents_recepteurs_eligibles/',
    fallbackList: '/api/accounts/employes/list/',
  },
  /** Chosen paths: the spec lists the category operations without their paths. */
  categories: {
    list: '/api/shipments/categories/',
    detail: (categoryId: number | string) => `/api/shipments/categories/${id(categoryId)}/`,
    reactivate: (categoryId: number | string) => `/api/shipments/categories/${id(categoryId)}/reactiver/`,
    initDefaults: '/api/shipments/categories/initialiser-defaut/',
    converted: '/api/shipments/categories/prix-convertis/',
    detect: '/api/shipments/categories/detecter/',
  },
  /** Chosen paths for the parcel calls the spec leaves unnamed (all but prets_expedition and suivi). */
  colis: {
    list: '/api/shipments/colis/',
    detail: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/`,
    statistics: '/api/shipments/colis/statistiques/',
    detailedStatistics: '/api/shipments/colis/statistiques-detaillees/',
    validateFees: '/api/shipments/colis/valider-frais/',
    editRights: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/droits-modification/`,
    markArrived: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/marquer_arrive/`,
    markDelivered: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/marquer_remis/`,
    realPaymentStatus: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/statut-paiement-reel/`,
    paymentBreakdown: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/repartition-paiements/`,
    resendTicket: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/renvoyer-ticket/`,
    ticketPdf: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/ticket-pdf/`,
    labelA6: (colisId: number | string) => `/api/shipments/colis/${id(colisId)}/etiquette-a6/`,
    readyForShipment: '/shipments/api/colis/prets_expedition/',
    correctStatuses: '/api/shipments/colis/corriger-statuts/',
    /** The company's returning senders and their recipients (`recherche` = phone or name); not in the spec, see docs/contract.md. */
    knownSenders: '/api/shipments/colis/expediteurs-connus/',
    publicTracking: '/api/shipments/suivi/',
  },
  bordereaux: {
    list: '/api/shipments/bordereaux/',
    detail: (bordereauId: number | string) => `/api/shipments/bordereaux/${id(bordereauId)}/`,
    validate: (bordereauId: number | string) => `/api/shipments/bordereaux/${id(bordereauId)}/valider/`,
    receive: (bordereauId: number | string) => `/api/shipments/bordereaux/${id(bordereauId)}/recevoir/`,
    markArrived: (bordereauId: number | string) => `/api/shipments/bordereaux/${id(bordereauId)}/marquer_arrive/`,
    markReceived: (bordereauId: number | string) => `/api/shipments/bordereaux/${id(bordereauId)}/marquer_recu/`,
    /** Chosen (issue #32): the manifest's parcels still owing something, asked before « Marquer comme reçu ». */
    dues: (bordereauId: number | string) => `/api/shipments/bordereaux/${id(bordereauId)}/soldes-dus/`,
    bulkDelete: '/api/shipments/bordereaux/bulk_delete/',
    pdf: (bordereauId: number | string) => `/api/shipments/bordereaux/${id(bordereauId)}/pdf/`,
    statistics: '/api/shipments/bordereaux/statistiques/',
  },
  factures: {
    list: '/api/shipments/factures-commerciales/',
    availableBordereaux: '/api/shipments/factures-commerciales/bordereaux-disponibles/',
    detailedProducts: '/api/shipments/factures-commerciales/produits-detailles/',
    groupProducts: '/api/shipments/factures-commerciales/regroupe-produits/',
    create: '/api/shipments/factures-commerciales/creer-facture/',
    pdf: (factureId: number | string) => `/api/shipments/factures-commerciales/${id(factureId)}/telecharger-pdf/`,
    validate: (factureId: number | string) => `/api/shipments/factures-commerciales/${id(factureId)}/valider/`,
    detail: (factureId: number | string) => `/api/shipments/factures-commerciales/${id(factureId)}/`,
  },
  paiements: {
    createSquareCheckout: '/api/payments/paiements/create_square_checkout/',
    processManualPayment: '/api/payments/paiements/process_manual_payment/',
    byColis: '/api/payments/paiements/par_colis/',
    publicVerify: '/api/payments/public/verify-payment/',
    /** Chosen paths below: the spec names the calls, not their paths. */
    detail: (paiementId: number | string) => `/api/payments/paiements/${id(paiementId)}/`,
    /** Issue #32: a validated payment's receipt (`?format=80mm|a6`), and its sending by e-mail. */
    receiptPdf: (paiementId: number | string) => `/api/payments/paiements/${id(paiementId)}/recu-pdf/`,
    sendReceipt: (paiementId: number | string) => `/api/payments/paiements/${id(paiementId)}/envoyer-recu/`,
    accountingStatistics: '/api/payments/comptabilite/statistiques/',
    accountingGlobalTotal: '/api/payments/comptabilite/total-global/',
    /** Chosen (issue #32): the payments still « En attente » by age (`fuseau_horaire`: the user's days). */
    pendingAgeing: '/api/payments/comptabilite/anciennete-en-attente/',
    fees: '/api/payments/frais-convertis/',
    tapToPaySync: '/api/payments/tap-to-pay/synchroniser/',
    /** Issue #32: voiding a payment (body `motif`). */
    void: (paiementId: number | string) => `/api/payments/paiements/${id(paiementId)}/annuler/`,
    /** Issue #32: a refund of a validated payment (body `montant` in the payment's currency, `methode`, `motif`; Idempotency-Key). */
    refund: (paiementId: number | string) => `/api/payments/paiements/${id(paiementId)}/rembourser/`,
    /** Issue #32: the cash closes, the expected lines of one's day, a close's PDF, its reopening. */
    cashCloses: '/api/payments/clotures-caisse/',
    cashCloseExpected: '/api/payments/clotures-caisse/attendu/',
    cashClosePdf: (closeId: number | string) => `/api/payments/clotures-caisse/${id(closeId)}/pdf/`,
    cashCloseReopen: (closeId: number | string) => `/api/payments/clotures-caisse/${id(closeId)}/rouvrir/`,
    demoCheckout: (checkoutId: string) => `/api/payments/demo-checkout/${id(checkoutId)}/`,
    demoCheckoutPay: (checkoutId: string) => `/api/payments/demo-checkout/${id(checkoutId)}/payer/`,
  },
  oauth: {
    enterprisesStatus: '/payments/oauth/admin/enterprises-status/',
    status: (enterpriseId: number | string) => `/payments/oauth/status/${id(enterpriseId)}/`,
    initiate: (enterpriseId: number | string) => `/payments/oauth/initiate/${id(enterpriseId)}/`,
    disconnect: (enterpriseId: number | string) => `/payments/oauth/disconnect/${id(enterpriseId)}/`,
    refresh: (enterpriseId: number | string) => `/payments/oauth/refresh/${id(enterpriseId)}/`,
    cleanupSessions: '/payments/oauth/admin/cleanup-sessions/',
    /** Chosen, demo backend only: the local page that stands in for the provider's consent screen. */
    demoAuthorize: '/payments/oauth/demo/authorize/',
  },
  chatbot: {
    socket: '/ws/chatbot/',
  },
} as const;

/** Calls that never carry the bearer token: customers use them without an account. */
export const anonymousPaths: readonly string[] = [
  endpoints.colis.publicTracking,
  endpoints.paiements.publicVerify,
  endpoints.auth.token,
  endpoints.auth.refresh,
];

/** A 401 from these is an answer about credentials, not an expired session: no refresh. */
export const noRefreshPaths: readonly string[] = [
  endpoints.auth.token,
  endpoints.auth.refresh,
  endpoints.auth.register,
  endpoints.colis.publicTracking,
  endpoints.paiements.publicVerify,
];

export function pathMatches(url: string | undefined, paths: readonly string[]): boolean {
  if (!url) return false;
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
  return paths.includes(path);
}
