import { HttpResponse, type RequestHandler } from 'msw';
import type * as z from 'zod/mini';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { clampDiscount, parcelFees } from '../../domain/fees';
import { roundForCurrency } from '../../domain/currency';
import { foldText } from '../../domain/parcelList';
import { matchesQuery, phoneDigits } from '../../domain/quickFind';
import { canTransition, STATUS_ACTIONS, transitionError, type ParcelStatus } from '../../domain/parcelStatus';
import { editRightsFor, refusedFields, PERSONAL_FIELDS, TECHNICAL_FIELDS, type EditRights } from '../../domain/parcelEditRights';
import { monthWindow } from '../../domain/parcelDashboard';
import { getDb, nextId, nowIso, persist } from '../db/store';
import { realStatusOf } from '../realPaymentStatus';
import type { DemoColis, DemoParcelStatus, DemoProduit, DemoUser } from '../db/types';
import { authenticate, authorize, fail, paginate, readBody, readRawBody, requireCapability, searchParams, subjectOf, validated } from '../http';
import { findParcel, parcelScope, visibleParcels } from '../scope';
import { categoryPriceFor } from '../seed/shipments';
import { currencyOfCountry, operationCurrencyOf, routeById, routeOfUser, wireColis } from '../serializers';
import { pdfResponseInit } from '../pdf/response';
import { publicTrackingAnswer } from '../publicTracking';
import { throttlePublic } from '../publicThrottle';
import { accountName } from '../../domain/people';
import type { parcelEditWrite } from '../../domain/schemas/parcels';
import { unpaidDeliveryRefusalOf } from '../handover';

/**
 * Demo-backend handlers for the parcel endpoints: list (server-side filter, sort and pages),
 * detail, update with edit rights, delete, status moves, statistics, ticket e-mail and PDFs, and
 * the public tracking call.
 */

/** Only numeric ids are parcels: other paths under colis/ (statistiques-detaillees...) fall through. */
const isId = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);

const STATUS_ORDER: Record<string, number> = { enregistre: 0, expedie: 1, arrive: 2, remis: 3, probleme: 4 };
const OLD_READY_DAYS = 7;

function bordereauOf(colis: DemoColis) {
  return colis.bordereau_id ? (getDb().bordereaux.find((b) => b.id === colis.bordereau_id) ?? null) : null;
}

/** The parcel's edit rights for this user: its state, narrowed by the user's role. */
function rightsOf(user: DemoUser, colis: DemoColis): EditRights {
  const bordereau = bordereauOf(colis);
  return editRightsFor(subjectOf(user), {
    statut: colis.statut,
    bordereau: bordereau ? { numero_bordereau: bordereau.numero_bordereau, statut: bordereau.statut } : null,
    paye: realStatusOf(colis).est_entierement_paye,
  });
}

function weightOf(colis: DemoColis): number {
  return colis.produits.reduce((sum, p) => sum + p.poids_unitaire * p.quantite, 0);
}

type SortKey = number | string;

/** The ordering's key reader and direction; ties go to the newest id. */
function orderingOf(ordering: string | null): { keyOf: (c: DemoColis) => SortKey; direction: number } {
  const raw = (ordering ?? '-created_at').split(',')[0].trim();
  const field = raw.replace(/^-/, '');
  const keyOf: (c: DemoColis) => SortKey =
    field === 'poids' ? weightOf : field === 'statut' ? (c) => STATUS_ORDER[c.statut] ?? 9 : field === 'id' ? (c) => c.id : (c) => c.created_at;
  return { keyOf, direction: raw.startsWith('-') ? -1 : 1 };
}

interface Keyed {
  colis: DemoColis;
  key: SortKey;
}

function comparator(direction: number): (a: Keyed, b: Keyed) => number {
  return (a, b) => {
    if (a.key < b.key) return -direction;
    if (a.key > b.key) return direction;
    return b.colis.id - a.colis.id;
  };
}

/**
 * The first `limit` parcels in order, with keys computed once per parcel. A first page of 10,000
 * parcels keeps only the best `limit` (binary insertion) instead of sorting everything.
 */
function firstInOrder(items: DemoColis[], ordering: string | null, limit: number): DemoColis[] {
  const { keyOf, direction } = orderingOf(ordering);
  const compare = comparator(direction);
  if (limit * 4 >= items.length) {
    return items
      .map((colis) => ({ colis, key: keyOf(colis) }))
      .sort(compare)
      .slice(0, limit)
      .map((entry) => entry.colis);
  }
  const best: Keyed[] = [];
  const probe: Keyed = { colis: items[0], key: 0 };
  for (const colis of items) {
    probe.colis = colis;
    probe.key = keyOf(colis);
    if (best.length === limit && compare(probe, best[limit - 1]) >= 0) continue;
    const entry = { colis, key: probe.key };
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle], entry) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => entry.colis);
}

/**
 * The quick-find parameter (`recherche`): every word must appear in the tracking code, the number,
 * or the sender's or recipient's name; a query of four digits or more also matches the phones
 * whatever their spacing.
 */
function quickFindMatcher(value: string | null): (colis: DemoColis) => boolean {
  const query = (value ?? '').trim();
  if (!query) return () => true;
  const digits = phoneDigits(query);
  return (colis) => {
    const text = `${colis.tracking_number} ${colis.numero_colis} ${colis.expediteur_prenom} ${colis.expediteur_nom} ${colis.destinataire_prenom} ${colis.destinataire_nom}`;
    if (matchesQuery(text, query)) return true;
    return digits.length >= 4 && /^[\d\s+().-]+$/.test(query) && [colis.expediteur_telephone, colis.destinataire_telephone].some((phone) => phoneDigits(phone).includes(digits));
  };
}

function listParcels(request: Request) {
  const user = authorize(request, 'colis.view');
  const params = searchParams(request);
  const statuses = (params.get('statut') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const search = foldText(params.get('search')?.trim());
  const recipient = foldText(params.get('destinataire')?.trim());
  const quickFind = quickFindMatcher(params.get('recherche'));
  const visible = parcelScope(user);
  const matches = getDb().colis.filter((colis) => {
    if (!visible(colis)) return false;
    if (statuses.length > 0 && !statuses.includes(colis.statut)) return false;
    if (search && !colis.tracking_number.toLowerCase().includes(search) && !colis.numero_colis.toLowerCase().includes(search)) return false;
    if (recipient) {
      const name = foldText(`${colis.destinataire_prenom} ${colis.destinataire_nom}`);
      if (!name.includes(recipient) && !foldText(`${colis.destinataire_nom} ${colis.destinataire_prenom}`).includes(recipient)) return false;
    }
    return quickFind(colis);
  });
  // Sorts only the rows up to the page asked for, not the whole list.
  const page = paginate(matches, params, 10, 100, (start, end) => firstInOrder(matches, params.get('ordering'), end).slice(start));
  return HttpResponse.json({ ...page, results: page.results.map(wireColis) });
}

/** Amount of a payment in the user's base currency (the two currencies of the user's route). */
function converterFor(user: DemoUser): { currency: string; convert: (amount: number, currency: string) => number } {
  const route = routeOfUser(user);
  const base = operationCurrencyOf(user);
  const destination = route ? currencyOfCountry(route.destination) : null;
  return {
    currency: base,
    convert: (amount, currency) => {
      if (currency === base) return amount;
      if (route && currency === destination && route.taux_echange > 0) return amount / route.taux_echange;
      return 0;
    },
  };
}

/**
 * Month of an ISO date among the window's months, by comparing with each month's first instant
 * (local time) as an ISO string: no Date object per parcel or payment.
 */
function monthFinder(months: string[]): (iso: string) => string | undefined {
  const starts = months.map((key) => {
    const [year, month] = key.split('-').map(Number);
    return new Date(year, month - 1, 1).toISOString();
  });
  const [lastYear, lastMonth] = months[months.length - 1].split('-').map(Number);
  const end = new Date(lastYear, lastMonth, 1).toISOString();
  return (iso) => {
    if (iso < starts[0] || iso >= end) return undefined;
    for (let index = starts.length - 1; index >= 0; index -= 1) if (iso >= starts[index]) return months[index];
    return undefined;
  };
}

function statistics(request: Request) {
  const user = authorize(request, 'colis.view');
  const db = getDb();
  const parcels = visibleParcels(user);
  const now = new Date();
  const months = monthWindow(now, 12);
  const monthOf = monthFinder(months);
  const thisMonth = months[months.length - 1];
  const lastMonth = months[months.length - 2];
  const countByMonth = new Map<string, number>(months.map((m) => [m, 0]));
  const revenueByMonth = new Map<string, number>(months.map((m) => [m, 0]));
  const parStatut: Record<DemoParcelStatus, number> = { enregistre: 0, expedie: 0, arrive: 0, remis: 0, probleme: 0 };
  const oldReadyBefore = new Date(now.getTime() - OLD_READY_DAYS * 86_400_000).toISOString();
  // Ready to ship: as the new-manifest screen lists them, registered on the user's own route and in no manifest yet.
  const ownRouteId = routeOfUser(user)?.id ?? null;
  let ready = 0;
  let oldReady = 0;
  const ids = new Set<number>();
  for (const colis of parcels) {
    ids.add(colis.id);
    parStatut[colis.statut] += 1;
    if (colis.statut === 'enregistre' && colis.bordereau_id === null && colis.route_id === ownRouteId) {
      ready += 1;
      if (colis.created_at < oldReadyBefore) oldReady += 1;
    }
    const key = monthOf(colis.created_at);
    if (key) countByMonth.set(key, (countByMonth.get(key) ?? 0) + 1);
  }
  const { currency, convert } = converterFor(user);
  for (const paiement of db.paiements) {
    if (paiement.statut !== 'valide' || !ids.has(paiement.colis_id)) continue;
    const key = monthOf(paiement.date_paiement ?? paiement.date_creation);
    if (key) revenueByMonth.set(key, (revenueByMonth.get(key) ?? 0) + convert(paiement.montant, paiement.devise));
  }
  const money = (value: number | undefined) => roundForCurrency(value ?? 0, currency);
  return HttpResponse.json({
    total: parcels.length,
    par_statut: parStatut,
    prets_expedition: ready,
    prets_expedition_anciens: oldReady,
    devise: currency,
    revenus_mois: money(revenueByMonth.get(thisMonth)),
    revenus_mois_precedent: money(revenueByMonth.get(lastMonth)),
    colis_mois: countByMonth.get(thisMonth) ?? 0,
    colis_mois_precedent: countByMonth.get(lastMonth) ?? 0,
    serie_mensuelle: months.map((mois) => ({ mois, nombre_colis: countByMonth.get(mois) ?? 0, revenus: money(revenueByMonth.get(mois)) })),
  });
}

/** The parcel writes' schemas, loaded on the first write: the first screens' handlers (sign-in, the list) stay light. */
const writeSchemas = () => import('../../domain/schemas/parcels');

type EditedLine = NonNullable<z.output<ReturnType<typeof parcelEditWrite>>['produits']>[number];

/**
 * The parcel's products after an edit, checked whole before any id is taken: a line keeps its id
 * when it names one of the parcel's; its category is the parcel's company's, and a deactivated one only
 * if the product already had it.
 */
function editedProducts(colis: DemoColis, lines: EditedLine[]): DemoProduit[] {
  const db = getDb();
  const enterpriseCategories = db.categories.filter((c) => c.entreprise_id === routeById(colis.route_id).entreprise_id);
  lines.forEach((line, index) => {
    const existing = colis.produits.find((p) => p.id === line.id);
    const id = line.categorie_produit;
    if (id === undefined || id === null) return;
    const category = enterpriseCategories.find((c) => c.id === id);
    if (!category) fail(400, { produits: [`Produit ${index + 1}: catégorie inconnue`] });
    // A product keeps a category deactivated since; it cannot be given one.
    if (!category.is_active && category.id !== existing?.categorie_id) fail(400, { produits: [`Produit ${index + 1}: La catégorie « ${category.nom} » est désactivée.`] });
  });
  // A dimension or a number of lines the body sends replaces the stored one (null clears it); one it leaves out stays.
  const measure = (sent: number | null | undefined, stored: number | null | undefined) => (sent === undefined ? (stored ?? null) : sent);
  return lines.map((line) => {
    const existing = colis.produits.find((p) => p.id === line.id);
    return {
      id: existing?.id ?? 0,
      nom: line.nom_produit,
      description: line.description ?? existing?.description ?? '',
      quantite: line.quantite,
      valeur_unitaire: line.valeur_estimee_individuelle,
      poids_unitaire: line.poids_unitaire,
      categorie_id: line.categorie_produit === undefined ? (existing?.categorie_id ?? null) : line.categorie_produit,
      longueur_cm: measure(line.longueur_cm, existing?.longueur_cm),
      largeur_cm: measure(line.largeur_cm, existing?.largeur_cm),
      hauteur_cm: measure(line.hauteur_cm, existing?.hauteur_cm),
      nb_lignes: measure(line.nb_lignes, existing?.nb_lignes),
    };
  });
}

/**
 * PATCH of a parcel: the role (403), the parcel (404), the edit rights of each changed field (403),
 * the body whole against the edit write's schema (400), the discount against the fee the new
 * products make (400); only then is anything written, so a refused request changes nothing.
 */
async function updateParcel(request: Request, rawId: unknown) {
  const user = authenticate(request);
  const raw = await readRawBody(request);
  // The role first (403), before the parcel is looked up (404 for a parcel the user may not read).
  if (Object.keys(raw).some((key) => (PERSONAL_FIELDS as readonly string[]).includes(key))) requireCapability(user, 'colis.edit_personal');
  if (Object.keys(raw).some((key) => (TECHNICAL_FIELDS as readonly string[]).includes(key))) requireCapability(user, 'colis.edit_technical');
  const colis = findParcel(user, rawId);
  // The edit rights of each field sent with another value (403), as an object permission, before its value is checked.
  const rights = rightsOf(user, colis);
  const stored = colis as unknown as Record<string, unknown>;
  const editable = new Set<string>([...PERSONAL_FIELDS, ...TECHNICAL_FIELDS]);
  const changed = Object.keys(raw).filter((key) => editable.has(key) && JSON.stringify(raw[key]) !== JSON.stringify(stored[key]));
  const refused = refusedFields(rights, changed);
  if (refused.length > 0) {
    fail(403, { detail: rights.restrictions[0] ?? 'Modification non autorisée.', code: 'MODIFICATION_NON_AUTORISEE', champs_refuses: refused });
  }
  const route = routeById(colis.route_id);
  const base = currencyOfCountry(route.origin);
  const body = validated((await writeSchemas()).parcelEditWrite({ currency: base }), raw);

  const draft: Partial<DemoColis> = {};
  for (const field of PERSONAL_FIELDS) {
    const value = body[field];
    if (value !== undefined) Object.assign(draft, { [field]: value });
  }
  if (body.description !== undefined) draft.description = body.description;
  if (body.produits) {
    draft.produits = editedProducts(colis, body.produits);
    const db = getDb();
    const fees = parcelFees(draft.produits, (p) => {
      const category = db.categories.find((c) => c.id === p.categorie_id);
      return category ? { type_tarification: category.type_tarification, prix_unitaire: categoryPriceFor(category, route, base), nom: category.nom } : null;
    });
    draft.frais_expedition = roundForCurrency(fees.baseFee, base);
  }
  const fee = draft.frais_expedition ?? colis.frais_expedition;
  if (body.rabais_applique !== undefined) {
    if (body.rabais_applique > fee + 0.005) fail(400, { rabais_applique: ["Le rabais ne peut pas dépasser les frais d'expédition"] });
    draft.rabais_applique = body.rabais_applique;
  } else if (draft.produits) {
    draft.rabais_applique = roundForCurrency(clampDiscount(colis.rabais_applique, fee), base);
  }

  // Every check passed: the parcel is written, new products get their ids.
  for (const product of draft.produits ?? []) if (product.id === 0) product.id = nextId('produits');
  Object.assign(colis, draft);
  if (changed.length > 0) {
    colis.updated_at = nowIso();
    colis.historique.push({ date: colis.updated_at, action: 'Colis modifié', utilisateur: accountName(user) });
    persist();
  }
  return HttpResponse.json(wireColis(colis));
}

function deleteParcel(request: Request, rawId: unknown) {
  const user = authorize(request, 'colis.delete');
  const colis = findParcel(user, rawId);
  const db = getDb();
  const bordereau = bordereauOf(colis);
  if (colis.statut !== 'enregistre' || (bordereau && bordereau.statut !== 'brouillon')) {
    fail(400, { detail: 'Ce colis a déjà été expédié : il ne peut plus être supprimé.', code: 'SUPPRESSION_IMPOSSIBLE' });
  }
  if (db.paiements.some((p) => p.colis_id === colis.id && p.statut === 'valide')) {
    fail(400, { detail: 'Ce colis a des paiements enregistrés : il ne peut pas être supprimé.', code: 'SUPPRESSION_IMPOSSIBLE' });
  }
  if (bordereau) bordereau.colis_ids = bordereau.colis_ids.filter((cid) => cid !== colis.id);
  db.paiements = db.paiements.filter((p) => p.colis_id !== colis.id);
  db.colis = db.colis.filter((c) => c.id !== colis.id);
  persist();
  return new HttpResponse(null, { status: 204 });
}

function changeStatus(request: Request, rawId: unknown, from: ParcelStatus) {
  const user = authorize(request, 'colis.change_status');
  const colis = findParcel(user, rawId);
  const action = STATUS_ACTIONS[from];
  if (!action) return fail(500, { detail: 'Action inconnue.' });
  if (colis.statut !== from || !canTransition(colis.statut, action.target)) {
    fail(400, { detail: transitionError(colis.statut, action.target), code: 'TRANSITION_INVALIDE', statut_actuel: colis.statut });
  }
  const unpaid = action.target === 'remis' ? unpaidDeliveryRefusalOf(colis) : null;
  if (unpaid) fail(400, { detail: unpaid, code: 'LIVRAISON_NON_PAYEE' });
  colis.statut = action.target;
  colis.updated_at = nowIso();
  colis.historique.push({ date: colis.updated_at, action: action.success, utilisateur: accountName(user) });
  persist();
  return HttpResponse.json({ message: action.success, statut: colis.statut, colis: wireColis(colis) });
}

async function resendTicket(request: Request, rawId: unknown) {
  const user = authorize(request, 'colis.resend_ticket');
  const colis = findParcel(user, rawId);
  const body = await readBody(request, (await writeSchemas()).resendTicketWrite);
  const target = body.email || colis.expediteur_email;
  if (!target) fail(400, { detail: "Aucune adresse e-mail n'est connue pour ce colis." });
  colis.historique.push({ date: nowIso(), action: `Ticket envoyé à ${target}`, utilisateur: accountName(user) });
  persist();
  return HttpResponse.json({ success: true, message: `Ticket renvoyé à ${target}` });
}

async function pdfOf(request: Request, rawId: unknown, kind: 'ticket' | 'label') {
  const user = authorize(request, 'colis.documents');
  const colis = findParcel(user, rawId);
  const enterprise = getDb().enterprises.find((e) => e.id === routeById(colis.route_id).entreprise_id);
  // Loaded on the first PDF asked for: the QR code library stays out of the demo backend's first load.
  const { labelA6Pdf, ticketPdf } = await import('../pdf/colisDocuments');
  const bytes = kind === 'ticket' ? await ticketPdf(colis, enterprise) : await labelA6Pdf(colis, enterprise);
  const name = kind === 'ticket' ? `ticket-${colis.numero_colis}.pdf` : `etiquette-a6-${colis.tracking_number}.pdf`;
  return new HttpResponse(bytes.slice().buffer, pdfResponseInit(name));
}

export const shipmentsHandlers: RequestHandler[] = [
  http.get(endpoints.colis.statistics, ({ request }) => statistics(request)),
  http.get(endpoints.colis.list, ({ request }) => listParcels(request)),
  http.get(endpoints.colis.publicTracking, ({ request }) => {
    throttlePublic(request);
    const answer = publicTrackingAnswer(searchParams(request).get('tracking_number'));
    return HttpResponse.json(answer.body, { status: answer.status });
  }),
  http.get(endpoints.colis.editRights(':id'), ({ request, params }) => {
    const user = authorize(request, 'colis.view');
    return HttpResponse.json(rightsOf(user, findParcel(user, params.id)));
  }),
  http.post(endpoints.colis.markArrived(':id'), ({ request, params }) => changeStatus(request, params.id, 'expedie')),
  http.post(endpoints.colis.markDelivered(':id'), ({ request, params }) => changeStatus(request, params.id, 'arrive')),
  http.post(endpoints.colis.resendTicket(':id'), ({ request, params }) => resendTicket(request, params.id)),
  http.get(endpoints.colis.ticketPdf(':id'), ({ request, params }) => pdfOf(request, params.id, 'ticket')),
  http.get(endpoints.colis.labelA6(':id'), ({ request, params }) => pdfOf(request, params.id, 'label')),
  http.get(endpoints.colis.detail(':id'), ({ request, params }) => {
    if (!isId(params.id)) return undefined;
    const user = authorize(request, 'colis.view');
    return HttpResponse.json(wireColis(findParcel(user, params.id)));
  }),
  http.patch(endpoints.colis.detail(':id'), ({ request, params }) => (isId(params.id) ? updateParcel(request, params.id) : undefined)),
  http.delete(endpoints.colis.detail(':id'), ({ request, params }) => (isId(params.id) ? deleteParcel(request, params.id) : undefined)),
];
