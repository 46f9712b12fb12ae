import { describe, expect, it } from 'vitest';
import { getResponse, RequestHandler } from 'msw';
import { handlers as allHandlers } from '../../src/demo/handlers';
import { endpoints } from '../../src/dataProvider/endpoints';
import { getDb, replaceDb } from '../../src/demo/db/store';
import type { DemoDb, DemoUser } from '../../src/demo/db/types';
import { buildSeed } from '../../src/demo/seed';
import { issueAccess } from '../../src/demo/tokens';
import { subjectOf } from '../../src/demo/http';
import { routeOfUser } from '../../src/demo/serializers';
import { CAPABILITY_NAMES, canOnObject, decide, refusalMessage, type Capability, type Decision, type ObjectState } from '../../src/domain/permissions';
import { custodyOf } from '../../src/demo/handlers/bordereaux';
import type { DemoBordereau } from '../../src/demo/db/types';
import { colisBody } from '../fixtures/colisBody';
import { dayKey } from '../../src/domain/format';

/**
 * Every demo endpoint, called in-process (msw's getResponse) as each demo account (docs/demo-backend.md): the answer
 * must agree with the capability matrix, 2xx when it allows the call and 403 with the matrix's
 * French reason when it does not. Object-level scoping (404) has its own cases below.
 */

/** The HTTP handlers (the chatbot's WebSocket link is not one). */
const handlers = allHandlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);

const seed = buildSeed('standard');
const ACCOUNTS = ['admin', 'manager', 'agent.ca', 'agent.gn', 'comptable', 'client', 'securise'] as const;
type Account = (typeof ACCOUNTS)[number] | 'sahel.admin';

const userNamed = (db: DemoDb, login: string): DemoUser => {
  const user = db.users.find((u) => u.username === login);
  if (!user) throw new Error(`compte inconnu : ${login}`);
  return user;
};

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed sans ${what}`);
  return value;
}

const CLIENT_ID = userNamed(seed, 'client').id;
const paidIds = new Set(seed.paiements.filter((p) => p.statut === 'valide').map((p) => p.colis_id));
const clientParcels = seed.colis.filter((c) => c.proprietaire_id === CLIENT_ID);
const clientParcel = need(clientParcels[0], 'colis du client');
const clientPayment = need(seed.paiements.find((p) => clientParcels.some((c) => c.id === p.colis_id)), 'paiement du client');
const clientUnpaid = need(clientParcels.find((c) => !paidIds.has(c.id)), 'colis impayé du client');
const otherParcel = need(seed.colis.find((c) => c.route_id === 1 && c.proprietaire_id !== CLIENT_ID), "colis d'un autre client");
const otherPayment = need(seed.paiements.find((p) => seed.colis.find((c) => c.id === p.colis_id)?.proprietaire_id !== CLIENT_ID), "paiement d'un autre client");
const receiptPayment = need(seed.paiements.find((p) => p.numero_recu && seed.colis.find((c) => c.id === p.colis_id)?.route_id === 1), 'paiement validé avec reçu');
const freeParcel = need(seed.colis.find((c) => c.route_id === 1 && c.statut === 'enregistre' && c.bordereau_id === null && !paidIds.has(c.id)), 'colis enregistré libre');
const shipped = need(seed.colis.find((c) => c.route_id === 1 && c.statut === 'expedie'), 'colis en transit');
const arrived = need(seed.colis.find((c) => c.route_id === 1 && c.statut === 'arrive'), 'colis arrivé');
const sahelParcel = need(seed.colis.find((c) => c.route_id === 3), 'colis de Sahel Express');
const draft = need(seed.bordereaux.find((b) => b.statut === 'brouillon'), 'bordereau brouillon');
const validated = need(seed.bordereaux.find((b) => b.statut === 'valide' && b.route_id === 1 && b.colis_ids.length > 0), 'bordereau validé');
const arrivedManifest = need(seed.bordereaux.find((b) => b.statut === 'arrive'), 'bordereau arrivé');
const invoiceable = need(seed.bordereaux.find((b) => b.statut === 'recu' && b.route_id === 1), 'bordereau reçu');
const invoiceableProduct = need(seed.colis.find((c) => c.bordereau_id === invoiceable.id)?.produits[0], 'produit facturable');
const draftInvoice = need(seed.factures.find((f) => f.statut === 'brouillon'), 'facture brouillon');
const validInvoice = need(seed.factures.find((f) => f.statut === 'validee'), 'facture validée');
const inactiveCategory = need(seed.categories.find((c) => !c.is_active), 'catégorie inactive');
const colleague = userNamed(seed, 'm.roy');

const newParcel = colisBody({ base_currency_discount: 0 });

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** What the call needs; 'signed_in' for reference data and the session. */
  capability: Capability | 'signed_in';
  body?: unknown | ((user: DemoUser) => unknown);
  /** Puts the store in the state the call needs (after the fresh seed). */
  prepare?: (db: DemoDb) => void;
  /** A custody step on this manifest: the custody rule decides after the matrix. */
  custody?: DemoBordereau;
  /** An object rule after the matrix (a payment's agent, for voiding it). */
  object?: ObjectState;
}

const readyParcelFor = (user: DemoUser) => {
  const route = routeOfUser(user);
  return need(getDb().colis.find((c) => c.route_id === route?.id && c.statut === 'enregistre' && c.bordereau_id === null), 'colis prêt');
};

const ROWS: Row[] = [
  // Session and reference data
  { name: 'utilisateur courant', method: 'GET', path: endpoints.auth.user, capability: 'signed_in' },
  { name: 'contexte', method: 'GET', path: endpoints.context.me, capability: 'signed_in' },
  { name: 'contexte monétaire', method: 'GET', path: endpoints.context.currency, capability: 'signed_in' },
  { name: 'routes actives', method: 'GET', path: endpoints.routes.actives, capability: 'signed_in' },
  { name: 'pays des routes', method: 'GET', path: endpoints.routes.countries, capability: 'signed_in' },
  { name: 'catégories', method: 'GET', path: endpoints.categories.list, capability: 'signed_in' },
  { name: 'catégories converties', method: 'GET', path: endpoints.categories.converted, capability: 'signed_in' },
  { name: 'détection de catégorie', method: 'POST', path: endpoints.categories.detect, capability: 'signed_in', body: { nom: 'téléphone' } },
  // Profile
  { name: 'profil', method: 'GET', path: endpoints.profile.me, capability: 'profile.view' },
  { name: 'statistiques du profil', method: 'GET', path: endpoints.profile.stats, capability: 'profile.view' },
  { name: 'statut 2FA', method: 'GET', path: endpoints.profile.twoFactorStatus, capability: 'profile.view' },
  { name: 'modifier son profil', method: 'PUT', path: endpoints.profile.me, capability: 'profile.view', body: (u: DemoUser) => ({ first_name: u.first_name, last_name: u.last_name, email: u.email, phone: u.phone }) },
  // Parcels
  { name: 'liste des colis', method: 'GET', path: endpoints.colis.list, capability: 'colis.view' },
  { name: 'statistiques des colis', method: 'GET', path: endpoints.colis.statistics, capability: 'colis.view' },
  { name: 'détail du colis', method: 'GET', path: endpoints.colis.detail(clientParcel.id), capability: 'colis.view' },
  { name: 'droits de modification', method: 'GET', path: endpoints.colis.editRights(clientParcel.id), capability: 'colis.view' },
  { name: 'valider les frais', method: 'POST', path: endpoints.colis.validateFees, capability: 'colis.create', body: newParcel },
  { name: 'créer un colis', method: 'POST', path: endpoints.colis.list, capability: 'colis.create', body: newParcel },
  { name: 'modifier un colis', method: 'PATCH', path: endpoints.colis.detail(freeParcel.id), capability: 'colis.edit_personal', body: { destinataire_nom: 'Kaba' } },
  { name: 'modifier les produits', method: 'PATCH', path: endpoints.colis.detail(freeParcel.id), capability: 'colis.edit_technical', body: { description: 'Fragile' } },
  { name: 'supprimer un colis', method: 'DELETE', path: endpoints.colis.detail(freeParcel.id), capability: 'colis.delete' },
  { name: 'marquer arrivé', method: 'POST', path: endpoints.colis.markArrived(shipped.id), capability: 'colis.change_status', body: {} },
  { name: 'marquer remis', method: 'POST', path: endpoints.colis.markDelivered(arrived.id), capability: 'colis.change_status', body: {} },
  { name: 'renvoyer le ticket', method: 'POST', path: endpoints.colis.resendTicket(clientParcel.id), capability: 'colis.resend_ticket', body: {} },
  { name: 'ticket PDF', method: 'GET', path: endpoints.colis.ticketPdf(clientParcel.id), capability: 'colis.documents' },
  { name: 'expéditeurs connus', method: 'GET', path: `${endpoints.colis.knownSenders}?recherche=Sow`, capability: 'colis.create' },
  { name: 'étiquette A6', method: 'GET', path: endpoints.colis.labelA6(clientParcel.id), capability: 'colis.documents' },
  // Manifests
  { name: 'liste des bordereaux', method: 'GET', path: endpoints.bordereaux.list, capability: 'bordereaux.view' },
  { name: 'statistiques des bordereaux', method: 'GET', path: endpoints.bordereaux.statistics, capability: 'bordereaux.view' },
  { name: 'détail du bordereau', method: 'GET', path: endpoints.bordereaux.detail(draft.id), capability: 'bordereaux.view' },
  { name: 'PDF du bordereau', method: 'GET', path: endpoints.bordereaux.pdf(draft.id), capability: 'bordereaux.view' },
  { name: 'colis prêts', method: 'GET', path: endpoints.colis.readyForShipment, capability: 'bordereaux.view' },
  { name: 'statistiques détaillées', method: 'GET', path: endpoints.colis.detailedStatistics, capability: 'bordereaux.view' },
  { name: 'créer un bordereau', method: 'POST', path: endpoints.bordereaux.list, capability: 'bordereaux.create', body: (u: DemoUser) => ({ colis_ids: [readyParcelFor(u).id], notes: '' }) },
  { name: 'modifier un bordereau', method: 'PATCH', path: endpoints.bordereaux.detail(draft.id), capability: 'bordereaux.edit', body: { notes: 'Départ lundi' } },
  { name: 'agents récepteurs', method: 'GET', path: endpoints.employees.eligibleReceivingAgents, capability: 'bordereaux.edit' },
  { name: 'liste des employés (repli)', method: 'GET', path: endpoints.employees.fallbackList, capability: 'bordereaux.edit' },
  { name: 'valider un bordereau', method: 'POST', path: endpoints.bordereaux.validate(draft.id), capability: 'bordereaux.validate', body: {}, custody: draft },
  { name: 'bordereau arrivé', method: 'POST', path: endpoints.bordereaux.markArrived(validated.id), capability: 'bordereaux.arrive', body: {}, custody: validated },
  { name: 'bordereau reçu', method: 'POST', path: endpoints.bordereaux.markReceived(arrivedManifest.id), capability: 'bordereaux.receive', body: {}, custody: arrivedManifest },
  { name: 'recevoir un bordereau', method: 'POST', path: endpoints.bordereaux.receive(arrivedManifest.id), capability: 'bordereaux.receive', body: {}, custody: arrivedManifest },
  { name: 'supprimer un bordereau', method: 'DELETE', path: endpoints.bordereaux.detail(draft.id), capability: 'bordereaux.delete' },
  { name: 'suppression groupée', method: 'POST', path: endpoints.bordereaux.bulkDelete, capability: 'bordereaux.delete', body: { ids: [draft.id] } },
  { name: 'corriger les statuts', method: 'POST', path: endpoints.colis.correctStatuses, capability: 'bordereaux.correct_statuses', body: {} },
  { name: 'soldes dus du bordereau', method: 'GET', path: endpoints.bordereaux.dues(arrivedManifest.id), capability: 'bordereaux.view' },
  { name: "paramètres de l'entreprise", method: 'GET', path: endpoints.entreprise.settings, capability: 'colis.change_status' },
  { name: "modifier les paramètres de l'entreprise", method: 'PATCH', path: endpoints.entreprise.settings, capability: 'settings.delivery', body: { interdire_livraison_non_payee: true } },
  { name: 'ancienneté des paiements en attente', method: 'GET', path: endpoints.paiements.pendingAgeing, capability: 'caisse.view' },
  // Commercial invoices
  { name: 'liste des factures', method: 'GET', path: endpoints.factures.list, capability: 'factures.view' },
  { name: 'bordereaux facturables', method: 'GET', path: endpoints.factures.availableBordereaux, capability: 'factures.create' },
  { name: 'produits détaillés', method: 'POST', path: endpoints.factures.detailedProducts, capability: 'factures.create', body: { bordereaux_ids: [invoiceable.id] } },
  { name: 'regrouper les produits', method: 'POST', path: endpoints.factures.groupProducts, capability: 'factures.create', body: { produits_modifies: [{ id: invoiceableProduct.id }] } },
  {
    name: 'créer une facture',
    method: 'POST',
    path: endpoints.factures.create,
    capability: 'factures.create',
    body: { bordereaux_ids: [invoiceable.id], lignes: [{ categorie: 'Vêtements', quantite_totale: 2, poids_total: 1, valeur_unitaire_convertie: 10 }], remarques: '' },
  },
  { name: 'valider une facture', method: 'POST', path: endpoints.factures.validate(draftInvoice.id), capability: 'factures.validate', body: {} },
  { name: 'PDF de la facture', method: 'GET', path: endpoints.factures.pdf(validInvoice.id), capability: 'factures.download' },
  { name: 'supprimer une facture', method: 'DELETE', path: endpoints.factures.detail(draftInvoice.id), capability: 'factures.delete' },
  // Payments and accounting
  { name: 'statut de paiement réel', method: 'GET', path: endpoints.colis.realPaymentStatus(clientParcel.id), capability: 'paiements.view' },
  { name: 'répartition des paiements', method: 'GET', path: endpoints.colis.paymentBreakdown(clientParcel.id), capability: 'paiements.view' },
  { name: 'paiements du colis', method: 'GET', path: `${endpoints.paiements.byColis}?colis_id=${clientParcel.id}`, capability: 'paiements.view' },
  { name: 'détail du paiement', method: 'GET', path: endpoints.paiements.detail(clientPayment.id), capability: 'paiements.view' },
  { name: 'lien de paiement en ligne', method: 'POST', path: endpoints.paiements.createSquareCheckout, capability: 'paiements.online_link', body: { colis_id: clientUnpaid.id, montant: 1, custom_email: 'client@exemple.example' } },
  {
    name: 'paiement manuel',
    method: 'POST',
    path: endpoints.paiements.processManualPayment,
    capability: 'paiements.manual',
    body: { colis_id: freeParcel.id, montant: 1, methode: 'especes', pays: 'CA', transaction_id: 'REC-1' },
  },
  { name: 'reçu du paiement', method: 'GET', path: `${endpoints.paiements.receiptPdf(receiptPayment.id)}?format=a6`, capability: 'paiements.receipt' },
  {
    name: 'rembourser un paiement',
    method: 'POST',
    path: endpoints.paiements.refund(receiptPayment.id),
    capability: 'paiements.refund',
    body: { montant: 1, methode: 'especes', motif: 'Erreur de saisie' },
    object: { paiement_agent_id: receiptPayment.agent_id, paiement_du_jour: dayKey(receiptPayment.date_paiement ?? receiptPayment.date_creation, 'UTC') === dayKey(new Date(), 'UTC') },
  },
  { name: 'annuler un paiement', method: 'POST', path: endpoints.paiements.void(receiptPayment.id), capability: 'paiements.void', body: { motif: 'Erreur de saisie' }, object: { paiement_agent_id: receiptPayment.agent_id } },
  { name: 'montants attendus de la journée', method: 'GET', path: `${endpoints.paiements.cashCloseExpected}?date=2026-01-05`, capability: 'caisse.close' },
  {
    name: 'rouvrir une clôture',
    method: 'POST',
    path: endpoints.paiements.cashCloseReopen(1),
    capability: 'caisse.reopen',
    body: { motif: 'Recompter' },
    prepare: (db) => void (db.clotures = [{ id: 1, entreprise_id: 1, agent_id: 3, date: '2026-01-05', fuseau_horaire: 'UTC', pays: 'CA', lignes: [], note: '', created_at: '2026-01-05T20:00:00Z', rouverte: null }]),
  },
  { name: 'envoyer le reçu', method: 'POST', path: endpoints.paiements.sendReceipt(receiptPayment.id), capability: 'paiements.receipt', body: { email: 'client@exemple.example' } },
  { name: 'synchronisation Tap to Pay', method: 'POST', path: endpoints.paiements.tapToPaySync, capability: 'paiements.tap_to_pay', body: {} },
  { name: 'gestion des paiements', method: 'GET', path: endpoints.paiements.fees, capability: 'paiements.list' },
  { name: 'comptabilité', method: 'GET', path: endpoints.paiements.accountingStatistics, capability: 'caisse.view' },
  { name: 'total comptable', method: 'GET', path: endpoints.paiements.accountingGlobalTotal, capability: 'paiements.list' },
  // Square connection
  { name: 'entreprises Square', method: 'GET', path: endpoints.oauth.enterprisesStatus, capability: 'oauth.view' },
  { name: 'statut Square', method: 'GET', path: endpoints.oauth.status(1), capability: 'oauth.view' },
  { name: 'connecter Square', method: 'POST', path: endpoints.oauth.initiate(1), capability: 'oauth.connect', body: {}, prepare: (db) => void (db.enterprises[0].oauth = { ...db.enterprises[0].oauth, status: 'disconnected' }) },
  { name: 'rafraîchir Square', method: 'POST', path: endpoints.oauth.refresh(1), capability: 'oauth.refresh', body: {} },
  { name: 'déconnecter Square', method: 'POST', path: endpoints.oauth.disconnect(1), capability: 'oauth.disconnect', body: {} },
  { name: 'nettoyer les sessions Square', method: 'POST', path: endpoints.oauth.cleanupSessions, capability: 'oauth.cleanup', body: {} },
  // Configuration
  { name: 'routes et taux', method: 'GET', path: endpoints.routes.list, capability: 'rates.edit' },
  { name: 'modifier un taux', method: 'PATCH', path: endpoints.routes.updateRate(1), capability: 'rates.edit', body: { taux_echange: 6300 } },
  { name: 'créer une route', method: 'POST', path: endpoints.routes.create, capability: 'rates.edit', body: { origin_country_code: 'FR', destination_country_code: 'GN', taux_echange: 7000 } },
  { name: 'modifier une route', method: 'PATCH', path: endpoints.routes.update(1), capability: 'rates.edit', body: { taux_echange: 6400 } },
  {
    name: 'supprimer une route',
    method: 'DELETE',
    path: endpoints.routes.remove(99),
    capability: 'rates.edit',
    prepare: (db) => void db.routes.push({ id: 99, entreprise_id: 1, origin: 'FR', destination: 'CA', taux_echange: 1.5, is_active: true, is_default: false, last_updated: new Date().toISOString() }),
  },
  { name: 'créer une catégorie', method: 'POST', path: endpoints.categories.list, capability: 'categories.manage', body: { nom: 'Jouets', type_tarification: 'par_unite', prix_unitaire: 5 } },
  { name: 'modifier une catégorie', method: 'PATCH', path: endpoints.categories.detail(1), capability: 'categories.manage', body: { prix_unitaire: 55 } },
  { name: 'désactiver une catégorie', method: 'DELETE', path: endpoints.categories.detail(1), capability: 'categories.manage' },
  { name: 'réactiver une catégorie', method: 'POST', path: endpoints.categories.reactivate(inactiveCategory.id), capability: 'categories.manage', body: {} },
  { name: 'catégories par défaut', method: 'POST', path: endpoints.categories.initDefaults, capability: 'categories.manage', body: {}, prepare: (db) => void (db.categories = db.categories.filter((c) => c.entreprise_id !== 1)) },
  { name: 'statistiques des employés', method: 'GET', path: endpoints.employees.stats, capability: 'users.manage' },
  { name: 'liste des employés', method: 'GET', path: endpoints.employees.list, capability: 'users.manage' },
  { name: 'indicateurs des employés', method: 'GET', path: endpoints.employees.metrics, capability: 'users.manage' },
  { name: 'rôles disponibles', method: 'GET', path: endpoints.employees.roles, capability: 'users.manage' },
  { name: 'sites disponibles', method: 'GET', path: endpoints.employees.sites, capability: 'users.manage' },
  { name: 'routes des employés', method: 'GET', path: endpoints.routes.forEmployeeManagement, capability: 'users.manage' },
  {
    name: 'créer un employé',
    method: 'POST',
    path: endpoints.employees.create,
    capability: 'users.manage',
    body: { username: 'nouveau', email: 'nouveau@exemple.example', first_name: 'N', last_name: 'Nouveau', phone: '', password: 'secret1', role_id: 3, site_operation_id: null, operating_country: 1, destination_country: 2 },
  },
  { name: 'modifier un employé', method: 'PUT', path: endpoints.employees.update(colleague.id), capability: 'users.manage', body: { first_name: 'Marc', last_name: 'Roy-Gagné' } },
  { name: 'désactiver un employé', method: 'DELETE', path: endpoints.employees.remove(colleague.id), capability: 'users.manage' },
  { name: "pays d'un collègue", method: 'POST', path: endpoints.context.changePaysOperation(colleague.id), capability: 'users.manage', body: { operating_country_iso2: 'GN' } },
  { name: "demandes d'accès", method: 'GET', path: endpoints.accessRequests.list, capability: 'access_requests.review' },
  { name: "demande d'accès", method: 'GET', path: endpoints.accessRequests.detail(1), capability: 'access_requests.review' },
  { name: 'journal des modifications', method: 'GET', path: endpoints.journal.list, capability: 'journal.view' },
  { name: "journal d'un bordereau", method: 'GET', path: `${endpoints.journal.list}?bordereau=${draft.id}`, capability: 'journal.object' },
  { name: "journal d'un colis", method: 'GET', path: `${endpoints.journal.list}?colis=${clientParcel.id}`, capability: 'journal.object' },
];

async function call(login: Account, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const user = userNamed(getDb(), login);
  const headers: Record<string, string> = { Authorization: `Bearer ${await issueAccess(user.id)}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const request = new Request(new URL(path, window.location.origin), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`aucun handler pour ${method} ${path}`);
  const json = response.headers.get('Content-Type')?.includes('json') ? ((await response.json()) as Record<string, unknown>) : null;
  return { status: response.status, json };
}

/** A fresh store for calls that change it (or need a prepared state); reads share one. */
let dirty = true;
function freshFor(row: Row): void {
  if (!dirty && row.method === 'GET' && !row.prepare) return;
  replaceDb(structuredClone(seed));
  row.prepare?.(getDb());
  dirty = row.method !== 'GET' || row.prepare !== undefined;
}

type Outcome = 'permis' | 'refusé (403)' | string;

/** The matrix's decision for the account, then a manifest's custody for its steps. */
function decisionFor(login: Account, row: Row): Decision {
  if (row.capability === 'signed_in') return { allowed: true };
  const subject = subjectOf(userNamed(seed, login));
  if (row.object) return canOnObject(subject, row.capability, row.object);
  return row.custody ? canOnObject(subject, row.capability, { custody: custodyOf(row.custody) }) : decide(subject, row.capability);
}

describe('every demo endpoint as every demo account agrees with the capability matrix', () => {
  it.each(ROWS.map((row) => [`${row.method} ${row.name}`, row] as const))('%s', async (_name, row) => {
    const actual: Record<string, Outcome> = {};
    const expected: Record<string, Outcome> = {};
    dirty = true;
    for (const login of ACCOUNTS) {
      freshFor(row);
      const user = userNamed(getDb(), login);
      const body = typeof row.body === 'function' ? (row.body as (u: DemoUser) => unknown)(user) : row.body;
      const { status, json } = await call(login, row.method, row.path, body);
      const decision = decisionFor(login, row);
      expected[login] = decision.allowed ? 'permis' : 'refusé (403)';
      if (status >= 200 && status < 300) actual[login] = 'permis';
      else if (status === 403 && !decision.allowed && json?.detail === decision.message) actual[login] = 'refusé (403)';
      else actual[login] = `${status} ${JSON.stringify(json)}`;
    }
    expect(actual).toEqual(expected);
  });

  it('covers every capability of the matrix: each is carried by a call, or is a screen-only rule', () => {
    // Opening a page or exporting a list the browser already holds calls no endpoint of its own.
    const screenOnly: Capability[] = ['dashboard.view', 'notifications.view', 'configuration.view', 'paiements.export', 'caisse.export', 'currencies.manage'];
    const covered = new Set<string>(ROWS.map((row) => row.capability));
    expect(CAPABILITY_NAMES.filter((capability) => !covered.has(capability) && !screenOnly.includes(capability))).toEqual([]);
  });
});

describe('object-level access: what is not yours answers 404', () => {
  const cases: [string, Account, string, string][] = [
    ["le client, le colis d'un autre client", 'client', 'GET', endpoints.colis.detail(otherParcel.id)],
    ["le client, les droits de modification d'un autre colis", 'client', 'GET', endpoints.colis.editRights(otherParcel.id)],
    ["le client, le statut de paiement d'un autre colis", 'client', 'GET', endpoints.colis.realPaymentStatus(otherParcel.id)],
    ["le client, les paiements d'un autre colis", 'client', 'GET', `${endpoints.paiements.byColis}?colis_id=${otherParcel.id}`],
    ["le client, le paiement d'un autre client", 'client', 'GET', endpoints.paiements.detail(otherPayment.id)],
    ["le client, le ticket d'un autre colis", 'client', 'GET', endpoints.colis.ticketPdf(otherParcel.id)],
    ['Sahel Express, un colis de TransAtlantique', 'sahel.admin', 'GET', endpoints.colis.detail(clientParcel.id)],
    ['Sahel Express, un paiement de TransAtlantique', 'sahel.admin', 'GET', endpoints.paiements.detail(clientPayment.id)],
    ['Sahel Express, un bordereau de TransAtlantique', 'sahel.admin', 'GET', endpoints.bordereaux.detail(draft.id)],
    ['Sahel Express, une facture de TransAtlantique', 'sahel.admin', 'GET', endpoints.factures.pdf(validInvoice.id)],
    ['TransAtlantique, un colis de Sahel Express', 'admin', 'GET', endpoints.colis.detail(sahelParcel.id)],
    ['le manager, la connexion Square de Sahel Express', 'manager', 'GET', endpoints.oauth.status(2)],
  ];

  it.each(cases)('%s', async (_name, login, method, path) => {
    replaceDb(structuredClone(seed));
    expect((await call(login, method, path)).status).toBe(404);
  });

  it("returning senders are the company's own: Sahel Express finds none of TransAtlantique's, TransAtlantique none of Sahel Express's", async () => {
    replaceDb(structuredClone(seed));
    const senderOf = (routeIds: Set<number>) => need(seed.colis.find((c) => routeIds.has(c.route_id)), 'colis').expediteur_telephone;
    const sahelRoutes = new Set(seed.routes.filter((r) => r.entreprise_id === 2).map((r) => r.id));
    const transAtlantiqueRoutes = new Set(seed.routes.filter((r) => r.entreprise_id === 1).map((r) => r.id));
    const search = async (login: Account, phone: string) => (await call(login, 'GET', `${endpoints.colis.knownSenders}?recherche=${encodeURIComponent(phone)}`)).json?.results as unknown[];
    expect((await search('admin', senderOf(transAtlantiqueRoutes))).length).toBeGreaterThan(0);
    expect(await search('sahel.admin', senderOf(transAtlantiqueRoutes))).toEqual([]);
    expect((await search('sahel.admin', senderOf(sahelRoutes))).length).toBeGreaterThan(0);
    expect(await search('admin', senderOf(sahelRoutes))).toEqual([]);
  });

  it('each company lists only its own parcels; a customer only the ones they own', async () => {
    replaceDb(structuredClone(seed));
    const count = async (login: Account) => (await call(login, 'GET', `${endpoints.colis.list}?page_size=100`)).json?.count;
    const sahelRoutes = new Set(seed.routes.filter((r) => r.entreprise_id === 2).map((r) => r.id));
    expect(await count('admin')).toBe(seed.colis.filter((c) => !sahelRoutes.has(c.route_id)).length);
    expect(await count('sahel.admin')).toBe(seed.colis.filter((c) => sahelRoutes.has(c.route_id)).length);
    expect(await count('client')).toBe(clientParcels.length);
  });

  it('the public tracking page still answers everyone, without a session', async () => {
    replaceDb(structuredClone(seed));
    const response = await getResponse(handlers, new Request(new URL(`${endpoints.colis.publicTracking}?tracking_number=${otherParcel.tracking_number}`, window.location.origin)));
    expect(response?.status).toBe(200);
  });

  it('a parcel registered for a customer account (same sender e-mail) becomes theirs', async () => {
    replaceDb(structuredClone(seed));
    const created = await call('agent.ca', 'POST', endpoints.colis.list, colisBody({ expediteur_email: 'CLIENT@exemple.example' }));
    expect(created.status).toBe(201);
    expect((await call('client', 'GET', endpoints.colis.detail(Number(created.json?.id)))).status).toBe(200);
  });
});

describe('the parcel edit rights lock the form for a role that may not edit', () => {
  it.each(['comptable', 'client'] as const)('%s: everything locked, the reason first', async (login) => {
    replaceDb(structuredClone(seed));
    const { json } = await call(login, 'GET', endpoints.colis.editRights(clientParcel.id));
    expect(json).toMatchObject({
      peut_modifier_informations_personnelles: false,
      peut_modifier_informations_techniques: false,
      champs_modifiables: { informations_personnelles: [], informations_techniques: [] },
    });
    expect((json?.restrictions as string[]).slice(0, 2)).toEqual([refusalMessage('colis.edit_personal'), refusalMessage('colis.edit_technical')]);
  });

  it('an agent keeps the rights of the parcel state', async () => {
    replaceDb(structuredClone(seed));
    const { json } = await call('agent.ca', 'GET', endpoints.colis.editRights(freeParcel.id));
    expect(json).toMatchObject({ peut_modifier_informations_personnelles: true, peut_modifier_informations_techniques: true, restrictions: [] });
  });
});
