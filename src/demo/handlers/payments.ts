import * as z from 'zod/mini';
import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb, nextId, nowIso, persist } from '../db/store';
import type { DemoColis, DemoPaiement } from '../db/types';
import { authorize, fail, includesFolded, orderBy, paginate, readBody, readRawBody, roleOf, searchParams, validated } from '../http';
import { checkoutPageUrl } from '../standInPages';
import { findParcel, findPayment, visibleParcels } from '../scope';
import { throttlePublic } from '../publicThrottle';
import { countryByIso, currencyOfCountry, inSquareCurrency, operationCurrencyOf, parcelAmounts, routeById, routeOfUser, squareCurrencyOf } from '../serializers';
import { decimalsFor, roundForCurrency } from '../../domain/currency';
import { dayKey, isTimeZone, lastDayKeys } from '../../domain/format';
import {
  paymentMethodLabel,
  REAL_PAYMENT_STATUS_LABELS,
  transactionStatusLabel,
  type RealPaymentStatus,
} from '../../domain/paymentStatus';
import {
  duplicateTransactionMessage,
  exceedsMessage,
  exceedsRemaining,
  linkOverRestMessage,
  isManuallyRecordable,
  normaliseTransactionId,
  ONLINE_METHOD_NOT_MANUAL,
} from '../../domain/paymentForm';
import { demoCheckoutPayWrite, manualPaymentWrite, paymentLinkWrite, sendReceiptWrite } from '../../domain/schemas/payments';
import { creditedToParcel, fromParcelCurrency, netOfRefunds, paymentIn, realStatusOf } from '../realPaymentStatus';
import { counterRest, creditedAmount, type CounterRoute } from '../../domain/counterPayment';
import { takeReceiptNumber } from '../receipts';
import { RECEIPT_FORMATS, type ReceiptFormat, type ReceiptInput } from '../../domain/receipts';
import { formatDateTime } from '../../domain/format';
import { pdfResponseInit } from '../pdf/response';
import { accountName, personName, recipientName, senderName } from '../../domain/people';
import { paymentSplit } from '../../domain/paymentSplit';
import { dateRangeError, firstDayOf, isDateFilter } from '../../domain/calendar';

/**
 * Demo backend of the payments (spec 002 sections 3, 7 and 8): the parcel's real payment status and
 * accounting breakdown, the card checkout (with a local checkout page standing in for the provider),
 * manual payments, the public verification, accounting statistics, the fees query and Tap to Pay.
 */

const NOT_FOUND = { detail: 'Colis non trouvé' };
const DAY_MS = 86_400_000;

/** Public calls (verification, demo checkout): the parcel by id, for anyone who holds the id. */
function colisOr404(rawId: unknown): DemoColis {
  const colis = getDb().colis.find((c) => c.id === Number(rawId));
  if (!colis) fail(404, { detail: 'Colis non trouvé' });
  return colis;
}

function enterpriseOf(colis: DemoColis) {
  const route = routeById(colis.route_id);
  return getDb().enterprises.find((e) => e.id === route.entreprise_id) ?? null;
}

function paymentsByColis(): Map<number, DemoPaiement[]> {
  const map = new Map<number, DemoPaiement[]>();
  for (const paiement of getDb().paiements) {
    const list = map.get(paiement.colis_id) ?? [];
    list.push(paiement);
    map.set(paiement.colis_id, list);
  }
  return map;
}

function methodName(code: string): string {
  for (const country of getDb().countries) {
    const method = country.payment_methods.find((m) => m.code === code);
    if (method) return method.name;
  }
  return paymentMethodLabel(code);
}

function personOf(userId: number | null) {
  const user = userId ? getDb().users.find((u) => u.id === userId) : undefined;
  if (!user) return null;
  const role = roleOf(user);
  return {
    nom_complet: personName(user.first_name, user.last_name),
    email: user.email,
    username: user.username,
    role_display: role ? role.nom : 'Client',
  };
}

/** What was given back on a payment, in its currency (issue #32). */
export function refundedOf(paiement: DemoPaiement): number {
  return roundForCurrency((paiement.remboursements ?? []).reduce((total, r) => total + r.montant, 0), paiement.devise);
}

export function wirePaiement(paiement: DemoPaiement) {
  const colis = getDb().colis.find((c) => c.id === paiement.colis_id);
  const agent = personOf(paiement.agent_id);
  const methode = methodName(paiement.methode);
  const amounts = colis ? parcelAmounts(colis) : null;
  const deviseColis = amounts?.base ?? paiement.devise;
  const credited = amounts ? creditedToParcel(paiement, amounts) : paiement.montant;
  return {
    id: paiement.id,
    montant: paiement.montant.toFixed(decimalsFor(paiement.devise)),
    devise: paiement.devise,
    montant_converti: credited.toFixed(decimalsFor(deviseColis)),
    devise_colis: deviseColis,
    numero_recu: paiement.numero_recu ?? null,
    agent_id: paiement.agent_id,
    annulation: paiement.annulation ? { motif: paiement.annulation.motif, date: paiement.annulation.date, par: personOf(paiement.annulation.par_id)?.nom_complet ?? '' } : null,
    montant_rembourse: refundedOf(paiement).toFixed(decimalsFor(paiement.devise)),
    remboursements: (paiement.remboursements ?? []).map((r) => ({
      id: r.id,
      montant: r.montant.toFixed(decimalsFor(paiement.devise)),
      montant_converti: r.montant_converti.toFixed(decimalsFor(deviseColis)),
      methode: r.methode,
      methode_display: methodName(r.methode),
      motif: r.motif,
      date: r.date,
      par: personOf(r.par_id)?.nom_complet ?? '',
    })),
    taux: paiement.taux ?? (paiement.devise === deviseColis ? 1 : paiement.devise === amounts?.destination ? amounts.route.taux_echange : paiement.montant / credited),
    methode: paiement.methode,
    methode_display: methode,
    methode_paiement: paiement.methode,
    methode_paiement_display: methode,
    statut: paiement.statut,
    statut_display: transactionStatusLabel(paiement.statut),
    date_creation: paiement.date_creation,
    date_paiement: paiement.date_paiement,
    transaction_id: paiement.transaction_id,
    reference_externe: paiement.reference_externe,
    notes: paiement.notes,
    pays: paiement.pays,
    created_at: paiement.date_creation,
    updated_at: paiement.date_paiement ?? paiement.date_creation,
    client: colis
      ? { nom_complet: senderName(colis), email: paiement.client_email ?? colis.expediteur_email, username: colis.expediteur_email }
      : null,
    agent_traitant: agent,
    agent: agent ? { prenom: agent.nom_complet.split(' ')[0], nom: agent.nom_complet.split(' ').slice(1).join(' ') } : null,
    colis: colis
      ? {
          id: colis.id,
          numero_colis: colis.numero_colis,
          code_suivi: colis.tracking_number,
          proprietaire_nom: senderName(colis),
          expediteur_prenom: colis.expediteur_prenom,
          expediteur_nom: colis.expediteur_nom,
          expediteur_telephone: colis.expediteur_telephone,
          destinataire_prenom: colis.destinataire_prenom,
          destinataire_nom: colis.destinataire_nom,
          destinataire_telephone: colis.destinataire_telephone,
        }
      : null,
    objet_lie_type: 'colis',
    objet_lie_info: colis
      ? {
          id: colis.id,
          type: 'colis',
          numero: colis.numero_colis,
          code_suivi: colis.tracking_number,
          statut: colis.statut,
          destinataire: recipientName(colis),
          valeur_totale: amounts ? amounts.total : null,
        }
      : null,
  };
}

/** After a payment: the stored status follows the real one, with a history line. */
function recordOnParcel(colis: DemoColis, action: string, who: string): void {
  const real = realStatusOf(colis);
  colis.statut_paiement = real.statut_reel === 'trop_paye' ? 'entierement_paye' : real.statut_reel === 'gratuit' ? colis.statut_paiement : real.statut_reel;
  colis.updated_at = nowIso();
  colis.historique.push({ date: colis.updated_at, action, utilisateur: who });
}

function wireRealStatus(colis: DemoColis) {
  const started = performance.now();
  const paiements = getDb()
    .paiements.filter((p) => p.colis_id === colis.id)
    .sort((a, b) => b.date_creation.localeCompare(a.date_creation));
  const real = realStatusOf(colis, paiements);
  return {
    success: true,
    colis_id: colis.id,
    numero_colis: colis.numero_colis,
    ...real,
    devise: parcelAmounts(colis).base,
    statut_stocke: colis.statut_paiement,
    statut_stocke_display: (REAL_PAYMENT_STATUS_LABELS as Record<string, string>)[colis.statut_paiement] ?? colis.statut_paiement,
    paiements: paiements.map(wirePaiement),
    statistiques: { ...real.statistiques, temps_calcul_ms: Math.round((performance.now() - started) * 100) / 100 },
    timestamp: nowIso(),
    version: '2.0',
  };
}

/** The split of a parcel's validated payments between its route's origin and destination (src/domain/paymentSplit.ts). */
function breakdownOf(colis: DemoColis) {
  const amounts = parcelAmounts(colis);
  const paiements = getDb()
    .paiements.filter((p) => p.colis_id === colis.id && p.statut === 'valide')
    .map((p) => ({ pays: p.pays, montant: creditedToParcel(netOfRefunds(p), amounts) }));
  const [origine, destination] = paymentSplit({ origin: amounts.route.origin, destination: amounts.route.destination, devise: amounts.base, paiements });
  return { success: true, colis_id: colis.id, repartition_globale: { origine, destination } };
}

/** The remaining amount in the card provider's currency, or null when it cannot be converted. */
function resteInSquareCurrency(colis: DemoColis): { montant: number; devise: string } | null {
  return inSquareCurrency(realStatusOf(colis).reste_a_payer, parcelAmounts(colis));
}

/** The company's support: its e-mail, a line in each country it works in, what to do (error_type no_oauth_config). */
function supportInfo(enterprise: ReturnType<typeof enterpriseOf>) {
  const telephones = Object.entries(enterprise?.telephones_support ?? {}).map(([pays, telephone]) => ({ pays, nom: countryByIso(pays).nom, telephone }));
  return {
    email: enterprise?.email_support ?? 'support@exemple.example',
    // The spec's two fields, for a client that reads only them; the app reads `telephones`.
    phone_canada: enterprise?.telephones_support.CA ?? '',
    phone_guinea: enterprise?.telephones_support.GN ?? '',
    telephones,
    instructions: [
      'Contactez le support de votre entreprise par e-mail ou par téléphone.',
      "Demandez à l'administrateur de connecter le compte Square dans la page Connexion Square.",
      'Une fois la connexion établie, créez de nouveau le lien de paiement.',
      'En attendant, vous pouvez enregistrer un paiement manuel.',
    ],
  };
}

/** The link's refusals keep its answer's shape (`success: false`, `error`), with the fields' messages. */
const linkRefusal = (errors: Record<string, string[]>) => ({ success: false, error: Object.values(errors)[0]?.[0] ?? 'Données invalides', ...errors });

async function createSquareCheckout(request: Request) {
  const user = authorize(request, 'paiements.online_link');
  // The parcel first (its company's card currency sets the amount's decimals), then the body whole.
  const raw = await readRawBody(request);
  const { colis_id } = validated(z.pick(paymentLinkWrite(), { colis_id: true }), { colis_id: raw.colis_id }, linkRefusal);
  const colis = findParcel(user, colis_id, { success: false, error: 'Colis non trouvé' });
  const enterprise = enterpriseOf(colis);
  if (!enterprise || enterprise.oauth.status !== 'connected') {
    fail(400, {
      success: false,
      error_type: 'no_oauth_config',
      error: `Le compte Square de ${enterprise?.nom ?? "l'entreprise"} n'est pas connecté : impossible de créer un lien de paiement.`,
      support_info: supportInfo(enterprise),
      action_required: "Un administrateur doit connecter le compte Square de l'entreprise.",
    });
  }
  const reste = resteInSquareCurrency(colis);
  if (reste === null) fail(400, { success: false, error: "Impossible de convertir le montant pour Square. Vérifiez la configuration de l'entreprise." });
  // The amount in the company's own card-provider currency, to that currency's decimals.
  const devise = reste.devise;
  const { montant, custom_email: email } = validated(paymentLinkWrite({ devise }), raw, linkRefusal);
  if (exceedsRemaining(montant, reste.montant, devise)) fail(400, { success: false, error: exceedsMessage(reste.montant, devise) });
  const db = getDb();
  const checkoutId = `DEMO-CHK-${String(nextId('checkouts')).padStart(6, '0')}`;
  db.checkouts.push({ id: checkoutId, colis_id: colis.id, montant, devise, email, statut: 'ouvert', created_at: nowIso(), paiement_id: null });
  persist();
  return HttpResponse.json({
    success: true,
    message: `Lien de paiement envoyé à ${email}`,
    data: { checkout_url: checkoutPageUrl(request, checkoutId), checkout_id: checkoutId, montant: montant.toFixed(decimalsFor(devise)), devise },
  });
}

/**
 * A transaction ID is recorded once per payment method in an enterprise (the same receipt or
 * transfer reference typed twice is one payment counted twice). A refused payment does not count:
 * its money never arrived, and the corrected payment may carry the same reference.
 */
function findDuplicateTransaction(transactionId: string, methode: string, entrepriseId: number): DemoPaiement | undefined {
  const key = normaliseTransactionId(transactionId);
  const db = getDb();
  return db.paiements.find((p) => {
    if (p.methode !== methode || p.statut === 'refuse' || !p.transaction_id || normaliseTransactionId(p.transaction_id) !== key) return false;
    const colis = db.colis.find((c) => c.id === p.colis_id);
    return colis !== undefined && routeById(colis.route_id).entreprise_id === entrepriseId;
  });
}

/** A currency the parcel's route cannot take at the counter. */
function deviseRefusal(route: CounterRoute): string {
  const accepted = [route.deviseColis, route.deviseDestination].filter((d, i, all): d is string => Boolean(d) && all.indexOf(d) === i);
  return `Devise non acceptée pour ce colis : ${accepted.join(' ou ')}.`;
}

async function processManualPayment(request: Request) {
  const user = authorize(request, 'paiements.manual');
  // The body whole first, then the parcel and its method, then the body against the parcel (its currency's decimals, its rest, a transaction ID), then the store (a transaction ID once).
  const raw = await readRawBody(request);
  const sent = validated(manualPaymentWrite(), raw);
  const colis = findParcel(user, sent.colis_id, { success: false, error: 'Colis non trouvé' });
  const amounts = parcelAmounts(colis);
  const methods = [...countryByIso(amounts.route.origin).payment_methods, ...countryByIso(amounts.route.destination).payment_methods];
  const method = methods.find((m) => m.code === sent.methode) ?? (['especes', 'square'].includes(sent.methode) ? { code: sent.methode, is_online: sent.methode === 'square' } : undefined);
  if (!method) fail(400, { success: false, error: 'Veuillez sélectionner un mode de paiement', methode: ['Mode de paiement inconnu.'] });
  if (!isManuallyRecordable(method)) fail(400, { success: false, error: ONLINE_METHOD_NOT_MANUAL, methode: [ONLINE_METHOD_NOT_MANUAL] });
  const route: CounterRoute = { deviseColis: amounts.base, deviseDestination: amounts.destination, taux: amounts.route.taux_echange };
  // The money as collected: in the currency of the place of payment (the parcel's or its route's destination currency).
  const devise = sent.devise ?? amounts.base;
  const reste = realStatusOf(colis).reste_a_payer;
  const resteIci = counterRest(reste, devise, route);
  if (resteIci === null) fail(400, { success: false, error: deviseRefusal(route), devise: [deviseRefusal(route)] });
  const body = validated(manualPaymentWrite({ devise, reste: resteIci, transactionRequired: true, route }), raw);
  const countries = [amounts.route.origin, amounts.route.destination];
  const pays = body.pays && countries.includes(body.pays) ? body.pays : amounts.route.origin;
  const credit = creditedAmount(body.montant, devise, reste, route);
  if (!credit) fail(400, { success: false, error: deviseRefusal(route), devise: [deviseRefusal(route)] });
  const transactionId = body.transaction_id ?? '';
  if (findDuplicateTransaction(transactionId, method.code, amounts.route.entreprise_id)) {
    const message = duplicateTransactionMessage(transactionId, methodName(method.code));
    fail(400, { success: false, error: message, transaction_id: [message] });
  }
  const db = getDb();
  const now = nowIso();
  const paiement: DemoPaiement = {
    id: nextId('paiements'),
    colis_id: colis.id,
    ...credit,
    methode: method.code,
    statut: 'valide',
    date_creation: now,
    date_paiement: now,
    transaction_id: transactionId,
    reference_externe: null,
    notes: body.notes ?? '',
    pays,
    agent_id: user.id,
    client_email: colis.expediteur_email,
    numero_recu: takeReceiptNumber(db, amounts.route.entreprise_id, now),
  };
  db.paiements.push(paiement);
  recordOnParcel(colis, `Paiement manuel enregistré (${methodName(method.code)})`, accountName(user));
  persist();
  return HttpResponse.json({ success: true, message: 'Paiement manuel enregistré avec succès!', paiement: wirePaiement(paiement) }, { status: 201 });
}

/**
 * The public confirmation (the card provider's return page): it tells the visitor only what they
 * already hold. The transaction or order id they came back with must be one of that parcel's
 * payments (or its open payment link); then it answers the payment's state, its details and the
 * parcel's tracking code. Without one, or with another, it cannot confirm and says nothing more.
 */
function verifyPayment(request: Request) {
  throttlePublic(request);
  const params = searchParams(request);
  const colis = getDb().colis.find((c) => c.id === Number(params.get('colis_id')));
  if (!colis) fail(404, { detail: 'Colis non trouvé' });
  const reference = (params.get('transaction_id') || params.get('order_id') || '').trim();
  const db = getDb();
  const paiement = reference ? db.paiements.find((p) => p.colis_id === colis.id && (p.transaction_id === reference || p.reference_externe === reference)) : undefined;
  const checkout = reference ? db.checkouts.find((c) => c.colis_id === colis.id && c.id === reference) : undefined;
  if (!paiement && !checkout) {
    return HttpResponse.json({ payment_confirmed: false, payment_pending: false, payment_details: null, colis_info: null });
  }
  const confirmed = paiement?.statut === 'valide';
  return HttpResponse.json({
    payment_confirmed: confirmed,
    payment_pending: !confirmed && (checkout?.statut === 'ouvert' || paiement?.statut === 'en_attente'),
    payment_details: paiement
      ? { montant: paiement.montant.toFixed(decimalsFor(paiement.devise)), devise: paiement.devise, methode: paiement.methode, transaction_id: paiement.transaction_id, date_paiement: paiement.date_paiement, statut: paiement.statut }
      : null,
    colis_info: { code_suivi: colis.tracking_number, numero_colis: colis.numero_colis, entreprise_nom: enterpriseOf(colis)?.nom ?? null },
  });
}

function checkoutOr404(rawId: unknown) {
  const checkout = getDb().checkouts.find((c) => c.id === String(rawId));
  if (!checkout) fail(404, { detail: 'Lien de paiement introuvable.' });
  return checkout;
}

async function payDemoCheckout(request: Request, rawId: unknown) {
  const checkout = checkoutOr404(rawId);
  if (checkout.statut !== 'ouvert') fail(409, { detail: 'Ce lien de paiement a déjà été utilisé.' });
  const body = await readBody(request, demoCheckoutPayWrite);
  const succes = body.resultat === 'succes';
  const colis = colisOr404(checkout.colis_id);
  // A link made before the parcel was paid another way (cash, another link) takes nothing more than the rest.
  const reste = resteInSquareCurrency(colis);
  if (succes && reste !== null && exceedsRemaining(checkout.montant, reste.montant, reste.devise)) fail(409, { detail: linkOverRestMessage(reste.montant, reste.devise) });
  const route = routeById(colis.route_id);
  const now = nowIso();
  const paiement: DemoPaiement = {
    id: nextId('paiements'),
    colis_id: colis.id,
    montant: checkout.montant,
    devise: checkout.devise,
    methode: 'square',
    statut: succes ? 'valide' : 'refuse',
    date_creation: now,
    date_paiement: succes ? now : null,
    transaction_id: checkout.id,
    reference_externe: `SQ-${checkout.id}`,
    notes: succes ? 'Paiement en ligne par carte' : 'Carte refusée par la banque',
    pays: route.origin,
    agent_id: null,
    client_email: checkout.email,
    ...(succes ? { numero_recu: takeReceiptNumber(getDb(), route.entreprise_id, now) } : {}),
  };
  getDb().paiements.push(paiement);
  checkout.statut = succes ? 'paye' : 'echoue';
  checkout.paiement_id = paiement.id;
  if (succes) recordOnParcel(colis, 'Paiement en ligne reçu (carte)', checkout.email);
  persist();
  return HttpResponse.json({ success: succes, transaction_id: checkout.id, colis_id: colis.id, statut: paiement.statut });
}

/* ---------- accounting (/caisse) ---------- */


/** The time zone a request names (fuseau_horaire) for its days, else UTC. */
function timeZoneOf(params: URLSearchParams): string {
  const named = params.get('fuseau_horaire');
  return isTimeZone(named) ? named : 'UTC';
}

function accountingStatistics(request: Request) {
  const user = authorize(request, 'caisse.view');
  const params = searchParams(request);
  const db = getDb();
  const colisById = new Map(visibleParcels(user).map((c) => [c.id, c]));
  const devise = operationCurrencyOf(user);
  const squareCurrency = squareCurrencyOf(user.entreprise_id) ?? devise;
  // Each payment at its own parcel's route's rate (colisById holds the parcels of every payment listed).
  const parcelOf = (p: DemoPaiement) => colisById.get(p.colis_id) as DemoColis;
  // Money kept: a validated payment net of its refunds (issue #32).
  const toMain = (p: DemoPaiement) => paymentIn(netOfRefunds(p), devise, parcelOf(p));
  const toSquare = (p: DemoPaiement) => paymentIn(netOfRefunds(p), squareCurrency, parcelOf(p));
  const statut = params.get('statut');
  const methode = params.get('methode');
  const debut = params.get('date_debut');
  const fin = params.get('date_fin');
  const inverted = dateRangeError(debut, fin);
  if (inverted) fail(400, { date_fin: [inverted] });
  const timeZone = timeZoneOf(params);
  const search = params.get('search_term')?.trim();
  const pays = params.get('pays');
  const paysPaiement = params.get('pays_paiement');

  const filtered = db.paiements.filter((p) => {
    const colis = colisById.get(p.colis_id);
    if (!colis) return false;
    if (statut && p.statut !== statut) return false;
    if (methode && p.methode !== methode) return false;
    if (debut && dayKey(p.date_creation, timeZone) < debut) return false;
    if (fin && dayKey(p.date_creation, timeZone) > fin) return false;
    if (pays && routeById(colis.route_id).origin !== pays) return false;
    if (paysPaiement && p.pays !== paysPaiement) return false;
    if (search) {
      const agent = personOf(p.agent_id)?.nom_complet;
      const fields = [colis.numero_colis, colis.tracking_number, `${colis.expediteur_prenom} ${colis.expediteur_nom}`, `${colis.destinataire_prenom} ${colis.destinataire_nom}`, p.transaction_id, p.reference_externe, agent];
      if (!fields.some((f) => includesFolded(f, search))) return false;
    }
    return true;
  });
  const valides = filtered.filter((p) => p.statut === 'valide');

  const byStatus = new Map<string, { count: number; montant: number }>();
  for (const p of filtered) {
    const entry = byStatus.get(p.statut) ?? { count: 0, montant: 0 };
    entry.count += 1;
    // A payment refunded whole (« Remboursé ») counts under its status for what it was.
    entry.montant += p.statut === 'rembourse' ? paymentIn(p, devise, parcelOf(p)) : toMain(p);
    byStatus.set(p.statut, entry);
  }
  const byMethod = new Map<string, { count: number; montant: number; square: number }>();
  const byCountry = new Map<string, { count: number; native: number; square: number }>();
  for (const p of valides) {
    const m = byMethod.get(p.methode) ?? { count: 0, montant: 0, square: 0 };
    m.count += 1;
    m.montant += toMain(p);
    m.square += toSquare(p);
    byMethod.set(p.methode, m);
    const c = byCountry.get(p.pays) ?? { count: 0, native: 0, square: 0 };
    c.count += 1;
    c.native += paymentIn(netOfRefunds(p), currencyOfCountry(p.pays), parcelOf(p));
    c.square += toSquare(p);
    byCountry.set(p.pays, c);
  }
  const countries = Object.fromEntries(
    [...byCountry.entries()].map(([iso, c]) => {
      const country = countryByIso(iso);
      return [
        iso,
        { code: iso, flag: country.flag_emoji, nom: country.nom, valeur_totale: roundForCurrency(c.native, country.devise_code), devise_native: country.devise_code, count: c.count, montant_converti_pour_tri: roundForCurrency(c.square, squareCurrency) },
      ];
    }),
  );
  const sorted = orderBy(filtered, params.get('ordering') ?? '-date_creation', {
    date_creation: (p) => p.date_creation,
    montant: (p) => toMain(p),
  });
  const page = paginate(sorted, params, 20, 100);
  const pageSize = Math.min(Math.max(Number(params.get('page_size')) || 20, 1), 100);
  const current = Number(params.get('page')) || 1;
  const totalPages = Math.max(Math.ceil(filtered.length / pageSize), 1);
  return HttpResponse.json({
    total_paiements: roundForCurrency(valides.reduce((s, p) => s + toMain(p), 0), devise),
    nombre_paiements: filtered.length,
    devise_principale: devise,
    total_converti_vers_square: roundForCurrency(valides.reduce((s, p) => s + toSquare(p), 0), squareCurrency),
    top_2_pays: Object.values(countries)
      .sort((a, b) => b.montant_converti_pour_tri - a.montant_converti_pour_tri)
      .slice(0, 2),
    repartition_statuts: [...byStatus.entries()].map(([s, e]) => ({ statut: s, statut_display: transactionStatusLabel(s), count: e.count, montant: roundForCurrency(e.montant, devise) })),
    repartition_methodes: [...byMethod.entries()]
      .sort((a, b) => b[1].square - a[1].square)
      .map(([m, e]) => ({ methode: m, methode_display: methodName(m), count: e.count, montant: roundForCurrency(e.montant, devise), montant_converti_vers_square: roundForCurrency(e.square, squareCurrency) })),
    repartition_pays_dynamique: countries,
    paiements_recents: page.results.map(wirePaiement),
    pagination: { page: current, total_pages: totalPages, total_count: filtered.length, has_previous: current > 1, has_next: current < totalPages },
  });
}

/** The 90-day total shown on /paiements. */
function accountingGlobalTotal(request: Request) {
  const user = authorize(request, 'paiements.list');
  const devise = operationCurrencyOf(user);
  const since = Date.now() - 90 * DAY_MS;
  const colisById = new Map(visibleParcels(user).map((c) => [c.id, c]));
  const total = getDb()
    .paiements.filter((p) => colisById.has(p.colis_id) && p.statut === 'valide' && new Date(p.date_creation).getTime() >= since)
    .reduce((s, p) => s + paymentIn(netOfRefunds(p), devise, colisById.get(p.colis_id) as DemoColis), 0);
  return HttpResponse.json({ total_paiements_global: roundForCurrency(total, devise), devise_operation: devise });
}

/* ---------- fees query (/paiements) ---------- */

const PERIOD_DAYS: Record<string, number> = { '7d': 7, '30d': 30, '90d': 90 };

function fees(request: Request) {
  const user = authorize(request, 'paiements.list');
  const params = searchParams(request);
  const now = new Date();
  const days = PERIOD_DAYS[params.get('periode') ?? '90d'] ?? 90;
  const since = now.getTime() - days * DAY_MS;
  const devise = operationCurrencyOf(user);
  const payments = paymentsByColis();
  const statutFilter = params.get('statut_paiement');
  const pays = params.get('pays');
  const methode = params.get('methode_paiement');
  const search = params.get('search_term')?.trim();
  const dateFilter = params.get('date_filter');
  const timeZone = timeZoneOf(params);
  const firstDay = isDateFilter(dateFilter) ? firstDayOf(dateFilter, now, timeZone) : null;

  const matching = visibleParcels(user).filter((colis) => {
    if (pays && routeById(colis.route_id).origin !== pays) return false;
    if (methode && !(payments.get(colis.id) ?? []).some((p) => p.methode === methode && p.statut === 'valide')) return false;
    if (firstDay !== null && dayKey(colis.created_at, timeZone) < firstDay) return false;
    if (search) {
      const fields = [colis.numero_colis, colis.tracking_number, `${colis.expediteur_prenom} ${colis.expediteur_nom}`, `${colis.destinataire_prenom} ${colis.destinataire_nom}`, colis.expediteur_telephone, colis.destinataire_telephone];
      if (!fields.some((f) => includesFolded(f, search))) return false;
    }
    return true;
  });

  const rows = matching
    .filter((colis) => new Date(colis.created_at).getTime() >= since)
    .map((colis) => {
      const amounts = parcelAmounts(colis);
      const real = realStatusOf(colis, payments.get(colis.id) ?? []);
      const toOp = (n: number) => roundForCurrency(fromParcelCurrency(n, devise, amounts), devise);
      const origin = countryByIso(amounts.route.origin);
      return {
        colis,
        real,
        row: {
          colis_id: colis.id,
          numero_colis: colis.numero_colis,
          tracking_number: colis.tracking_number,
          destinataire_nom: colis.destinataire_nom,
          destinataire_prenom: colis.destinataire_prenom,
          destinataire_telephone: colis.destinataire_telephone,
          expediteur_nom: colis.expediteur_nom,
          expediteur_prenom: colis.expediteur_prenom,
          expediteur_telephone: colis.expediteur_telephone,
          statut_paiement: real.statut_reel,
          montant_converti: toOp(amounts.total),
          montant_total_a_payer: toOp(amounts.total),
          montant_paye: toOp(real.total_paye),
          reste_a_payer: toOp(real.reste_a_payer),
          devise_operation: devise,
          date_creation: colis.created_at,
          description: colis.description,
          pays_origine: { code: origin.code_iso2, nom: origin.nom, flag: origin.flag_emoji },
        },
      };
    })
    .filter((entry) => !statutFilter || entry.real.statut_reel === statutFilter);

  const count = (status: RealPaymentStatus) => rows.filter((r) => r.real.statut_reel === status);
  const sumOf = (list: typeof rows, read: (r: (typeof rows)[number]) => number) => roundForCurrency(list.reduce((s, r) => s + read(r), 0), devise);
  const byCountry = new Map<string, { count: number; total: number }>();
  for (const r of rows) {
    const entry = byCountry.get(r.row.pays_origine.code) ?? { count: 0, total: 0 };
    entry.count += 1;
    entry.total += r.row.montant_total_a_payer;
    byCountry.set(r.row.pays_origine.code, entry);
  }
  const countries = Object.fromEntries(
    [...byCountry.entries()].map(([iso, e]) => {
      const country = countryByIso(iso);
      return [iso, { code: iso, nom: country.nom, flag: country.flag_emoji, valeur_totale: roundForCurrency(e.total, devise), devise_native: devise, count: e.count, montant_converti_pour_tri: roundForCurrency(e.total, devise) }];
    }),
  );

  const sorted = orderBy(rows, params.get('ordering') ?? '-date_creation', {
    numero_colis: (r) => r.row.numero_colis,
    montant_total_a_payer: (r) => r.row.montant_total_a_payer,
    date_creation: (r) => r.row.date_creation,
  });
  const page = paginate(sorted, params, 20, 100);
  const pageSize = Math.min(Math.max(Number(params.get('page_size')) || 20, 1), 100);

  // Daily evolution of the payments received over the period, for the parcels that match.
  const matchingById = new Map(matching.map((c) => [c.id, c]));
  const evolution = new Map<string, { amount: number; count: number }>();
  // Days are the user's (fuseau_horaire), so a Toronto evening payment stays on its day; UTC without one.
  for (const day of lastDayKeys(now, days, timeZone)) evolution.set(day, { amount: 0, count: 0 });
  let totalComptabilite = 0;
  for (const p of getDb().paiements) {
    const colis = matchingById.get(p.colis_id);
    if (p.statut !== 'valide' || !colis) continue;
    const point = evolution.get(dayKey(p.date_creation, timeZone));
    if (!point) continue;
    const amount = paymentIn(netOfRefunds(p), devise, colis);
    point.amount += amount;
    point.count += 1;
    totalComptabilite += amount;
  }

  return HttpResponse.json({
    success: true,
    frais_convertis: page.results.map((r) => r.row),
    nombre_colis: rows.length,
    total_converti: sumOf(rows, (r) => r.row.montant_total_a_payer),
    devise_operation: devise,
    page_count: Math.max(Math.ceil(rows.length / pageSize), 1),
    total_count: rows.length,
    statistiques: {
      total_colis: rows.length,
      montant_total: sumOf(rows, (r) => r.row.montant_total_a_payer),
      montant_paye: sumOf(rows, (r) => r.row.montant_paye),
      montant_reste: sumOf(rows, (r) => r.row.reste_a_payer),
      non_payes: count('non_paye').length,
      partiellement_payes: count('partiellement_paye').length,
      entierement_payes: count('entierement_paye').length,
      trop_payes: count('trop_paye').length,
      gratuits: count('gratuit').length,
      montant_non_payes: sumOf(count('non_paye'), (r) => r.row.montant_total_a_payer),
      montant_partiellement_payes: sumOf(count('partiellement_paye'), (r) => r.row.montant_total_a_payer),
      montant_entierement_payes: sumOf(count('entierement_paye'), (r) => r.row.montant_total_a_payer),
      top_2_pays: Object.values(countries)
        .sort((a, b) => b.valeur_totale - a.valeur_totale)
        .slice(0, 2),
      repartition_pays_dynamique: countries,
    },
    evolution_journaliere: [...evolution.entries()].map(([date, e]) => ({ date, amount: roundForCurrency(e.amount, devise), count: e.count })),
    total_paiements_comptabilite: roundForCurrency(totalComptabilite, devise),
    devise_comptabilite: devise,
    meta: { cached: false, periode: `${days}d` },
  });
}

/* ---------- Tap to Pay ---------- */

function syncTapToPay(request: Request) {
  const user = authorize(request, 'paiements.tap_to_pay');
  const db = getDb();
  const payments = paymentsByColis();
  // The reader's last transactions: the two newest parcels that still owe money, and one unknown card.
  const origin = routeOfUser(user)?.origin;
  const candidates = visibleParcels(user)
    .filter((c) => routeById(c.route_id).origin === origin)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .filter((c) => db.paiements.some((p) => p.transaction_id === `TTP-${c.numero_colis}`) || realStatusOf(c, payments.get(c.id) ?? []).reste_a_payer > 0)
    .slice(0, 2);
  let created = 0;
  for (const colis of candidates) {
    const transactionId = `TTP-${colis.numero_colis}`;
    if (db.paiements.some((p) => p.transaction_id === transactionId)) continue;
    const amounts = parcelAmounts(colis);
    const now = nowIso();
    db.paiements.push({
      id: nextId('paiements'),
      colis_id: colis.id,
      montant: realStatusOf(colis).reste_a_payer,
      devise: amounts.base,
      methode: 'square',
      statut: 'valide',
      date_creation: now,
      date_paiement: now,
      transaction_id: transactionId,
      reference_externe: `TTP-READER-${colis.id}`,
      notes: 'Tap to Pay (lecteur de carte)',
      pays: amounts.route.origin,
      agent_id: user.id,
      client_email: colis.expediteur_email,
      numero_recu: takeReceiptNumber(db, amounts.route.entreprise_id, now),
    });
    recordOnParcel(colis, 'Paiement Tap to Pay synchronisé', accountName(user));
    created += 1;
  }
  persist();
  return HttpResponse.json({
    success: true,
    periode: 'dernières 24 heures',
    période: 'dernières 24 heures',
    paiements_traités: candidates.length + 1,
    colis_trouvés: candidates.length,
    paiements_créés: created,
    erreurs: ['Transaction TTP-INCONNUE : aucun colis ne correspond à la référence saisie sur le lecteur.'],
  });
}

/* ---------- receipts (issue #32) ---------- */

/** What the parcel still owed once this payment was taken: its total less the validated credits up to it. */
function restAfter(paiement: DemoPaiement, colis: DemoColis): number {
  const amounts = parcelAmounts(colis);
  const credited = getDb()
    .paiements.filter((p) => p.colis_id === colis.id && p.statut === 'valide' && p.id <= paiement.id)
    .reduce((sum, p) => sum + creditedToParcel(p, amounts), 0);
  return Math.max(0, roundForCurrency(amounts.total - credited, amounts.base));
}

/** A payment's receipt, or 404 when it has none (pending, refused: no money was taken). */
function receiptOf(paiement: DemoPaiement): ReceiptInput {
  const colis = getDb().colis.find((c) => c.id === paiement.colis_id);
  if (!paiement.numero_recu || !colis) fail(404, { detail: "Ce paiement n'a pas de reçu : seul un paiement validé en a un." });
  const amounts = parcelAmounts(colis);
  const credit = creditedToParcel(paiement, amounts);
  return {
    numero: paiement.numero_recu,
    entreprise: enterpriseOf(colis)?.nom ?? '',
    date: formatDateTime(paiement.date_paiement ?? paiement.date_creation),
    agent: personOf(paiement.agent_id)?.nom_complet ?? 'Paiement en ligne',
    numeroColis: colis.numero_colis,
    codeSuivi: colis.tracking_number,
    methode: methodName(paiement.methode),
    transactionId: paiement.transaction_id || null,
    montant: paiement.montant,
    devise: paiement.devise,
    credit: paiement.devise === amounts.base ? null : { montant: credit, devise: amounts.base, taux: paiement.taux ?? paiement.montant / credit },
    resteApres: restAfter(paiement, colis),
    deviseColis: amounts.base,
    annule: paiement.annulation ? { motif: paiement.annulation.motif } : null,
    remboursements: (paiement.remboursements ?? []).map((r) => ({ montant: r.montant, credit: paiement.devise === amounts.base ? null : r.montant_converti, date: formatDateTime(r.date), motif: r.motif })),
  };
}

async function receiptPdfOf(request: Request, rawId: unknown) {
  const user = authorize(request, 'paiements.receipt');
  const receipt = receiptOf(findPayment(user, rawId));
  const requested = searchParams(request).get('format') ?? '80mm';
  if (!(RECEIPT_FORMATS as readonly string[]).includes(requested)) fail(400, { format: [`Format de reçu inconnu : ${RECEIPT_FORMATS.join(' ou ')}.`] });
  const format = requested as ReceiptFormat;
  const trackingUrl = `${new URL(request.url).origin}/#/suivi?tracking=${encodeURIComponent(receipt.codeSuivi)}`;
  // Loaded on the first receipt asked for: pdf-lib and the QR code library stay out of the first load.
  const { receiptPdf } = await import('../pdf/receiptPdf');
  const bytes = await receiptPdf(receipt, format, trackingUrl);
  return new HttpResponse(bytes.slice().buffer, pdfResponseInit(`recu-${receipt.numero}-${format}.pdf`));
}

async function sendReceipt(request: Request, rawId: unknown) {
  const user = authorize(request, 'paiements.receipt');
  const paiement = findPayment(user, rawId);
  const receipt = receiptOf(paiement);
  const body = await readBody(request, sendReceiptWrite);
  const colis = getDb().colis.find((c) => c.id === paiement.colis_id) as DemoColis;
  const target = body.email || paiement.client_email || colis.expediteur_email;
  if (!target) fail(400, { email: ["Aucune adresse e-mail n'est connue pour ce client : saisissez-en une."] });
  colis.historique.push({ date: nowIso(), action: `Reçu ${receipt.numero} envoyé à ${target}`, utilisateur: accountName(user) });
  persist();
  return HttpResponse.json({ success: true, message: `Reçu ${receipt.numero} envoyé à ${target}` });
}

export const paymentsHandlers: RequestHandler[] = [
  http.get(endpoints.paiements.receiptPdf(':id'), ({ request, params }) => receiptPdfOf(request, params.id)),
  http.post(endpoints.paiements.sendReceipt(':id'), ({ request, params }) => sendReceipt(request, params.id)),
  http.get(endpoints.colis.realPaymentStatus(':id'), ({ request, params }) => {
    const user = authorize(request, 'paiements.view');
    return HttpResponse.json(wireRealStatus(findParcel(user, params.id, NOT_FOUND)));
  }),
  http.get(endpoints.colis.paymentBreakdown(':id'), ({ request, params }) => {
    const user = authorize(request, 'paiements.view');
    return HttpResponse.json(breakdownOf(findParcel(user, params.id, NOT_FOUND)));
  }),
  http.post(endpoints.paiements.createSquareCheckout, ({ request }) => createSquareCheckout(request)),
  http.post(endpoints.paiements.processManualPayment, ({ request }) => processManualPayment(request)),
  http.get(endpoints.paiements.byColis, ({ request }) => {
    const user = authorize(request, 'paiements.view');
    const colis = findParcel(user, searchParams(request).get('colis_id'), NOT_FOUND);
    const list = getDb()
      .paiements.filter((p) => p.colis_id === colis.id)
      .sort((a, b) => b.date_creation.localeCompare(a.date_creation));
    return HttpResponse.json(list.map(wirePaiement));
  }),
  http.get(endpoints.paiements.publicVerify, ({ request }) => verifyPayment(request)),
  http.get(endpoints.paiements.accountingStatistics, ({ request }) => accountingStatistics(request)),
  http.get(endpoints.paiements.accountingGlobalTotal, ({ request }) => accountingGlobalTotal(request)),
  http.get(endpoints.paiements.fees, ({ request }) => fees(request)),
  http.post(endpoints.paiements.tapToPaySync, ({ request }) => syncTapToPay(request)),
  http.get(endpoints.paiements.demoCheckout(':id'), ({ params }) => {
    const checkout = checkoutOr404(params.id);
    const colis = colisOr404(checkout.colis_id);
    return HttpResponse.json({ ...checkout, numero_colis: colis.numero_colis, entreprise_nom: enterpriseOf(colis)?.nom ?? '' });
  }),
  http.post(endpoints.paiements.demoCheckoutPay(':id'), ({ request, params }) => payDemoCheckout(request, params.id)),
  http.get(endpoints.paiements.detail(':id'), ({ request, params }) => {
    const user = authorize(request, 'paiements.view');
    return HttpResponse.json(wirePaiement(findPayment(user, params.id)));
  }),
];
