import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb, nextId, nowIso, persist } from '../db/store';
import type { DemoCashClose, DemoPaiement, DemoUser } from '../db/types';
import { authenticate, authorize, fail, paginate, readBody, requireCapability, searchParams, subjectOf } from '../http';
import { realStatusOf } from '../realPaymentStatus';
import { findPayment } from '../scope';
import { routeById } from '../serializers';
import { recordChange, personName } from '../journal';
import { dayKey, isTimeZone } from '../../domain/format';
import { formatMoney } from '../../domain/currency';
import { amountPrecisionError } from '../../domain/schemas/fields';
import { CASH_CLOSE_MESSAGES, closeLines, expectedLines, lineKey, type DrawerRefund } from '../../domain/cashClose';
import { cashCloseWrite, reasonWrite } from '../../domain/schemas/cashClose';
import { canOnObject, decide } from '../../domain/permissions';
import { paymentMethodLabel } from '../../domain/paymentStatus';
import { wirePaiement } from './payments';
import { REFUND_MESSAGES } from '../../domain/refunds';
import { pdfResponseInit } from '../pdf/response';

/** Demo backend of the counter's day (issue #32): the cash closes, their reopening, and voiding a payment. */

const closes = (): DemoCashClose[] => (getDb().clotures ??= []);

export function timeZoneOf(params: URLSearchParams): string {
  const named = params.get('fuseau_horaire');
  return isTimeZone(named) ? named : 'UTC';
}

/** The agent's validated and pending payments taken on their day (where they are). */
function paymentsOfDay(agentId: number, day: string, timeZone: string): DemoPaiement[] {
  return getDb().paiements.filter((p) => p.agent_id === agentId && dayKey(p.date_paiement ?? p.date_creation, timeZone) === day);
}

/** Money the agent gave back on their day (refunds, issue #32): it leaves their drawer, whoever took the payment. */
function refundsOfDay(agentId: number, day: string, timeZone: string): DrawerRefund[] {
  return getDb().paiements.flatMap((p) =>
    (p.remboursements ?? []).filter((r) => r.par_id === agentId && dayKey(r.date, timeZone) === day).map((r) => ({ methode: r.methode, devise: p.devise, montant: r.montant })),
  );
}

/** The agent's own day, closed and not reopened, that holds this instant (a refund now would leave a closed drawer). */
export function closedDayAt(agentId: number, instant: string): DemoCashClose | undefined {
  return closes().find((c) => c.agent_id === agentId && c.rouverte === null && dayKey(instant, c.fuseau_horaire) === c.date);
}

/** The close that holds a payment's day, still closed (not reopened), if any. */
export function closedDayOf(paiement: DemoPaiement): DemoCashClose | undefined {
  if (paiement.agent_id === null) return undefined;
  return closes().find((c) => c.agent_id === paiement.agent_id && c.rouverte === null && dayKey(paiement.date_paiement ?? paiement.date_creation, c.fuseau_horaire) === c.date);
}

function wireClose(close: DemoCashClose) {
  const agent = getDb().users.find((u) => u.id === close.agent_id);
  const reopener = close.rouverte ? getDb().users.find((u) => u.id === close.rouverte?.par_id) : undefined;
  return {
    id: close.id,
    date: close.date,
    agent: { id: close.agent_id, nom: agent ? personName(agent) : '' },
    pays: close.pays,
    lignes: close.lignes,
    nombre_ecarts: close.lignes.filter((l) => l.ecart !== 0).length,
    note: close.note,
    created_at: close.created_at,
    statut: close.rouverte ? 'rouverte' : 'cloturee',
    rouverte: close.rouverte ? { par: reopener ? personName(reopener) : '', motif: close.rouverte.motif, date: close.rouverte.date } : null,
  };
}

function visibleCloses(user: DemoUser): DemoCashClose[] {
  const all = closes().filter((c) => c.entreprise_id === user.entreprise_id);
  return decide(subjectOf(user), 'caisse.view').allowed ? all : all.filter((c) => c.agent_id === user.id);
}

function closeOr404(user: DemoUser, rawId: unknown): DemoCashClose {
  const close = visibleCloses(user).find((c) => c.id === Number(rawId));
  if (!close) fail(404, { detail: 'Clôture non trouvée.' });
  return close;
}

function expected(request: Request) {
  const user = authorize(request, 'caisse.close');
  const params = searchParams(request);
  const day = params.get('date') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) fail(400, { date: ['Date invalide (AAAA-MM-JJ).'] });
  const timeZone = timeZoneOf(params);
  const closed = closes().find((c) => c.agent_id === user.id && c.date === day && c.rouverte === null);
  return HttpResponse.json({ date: day, lignes: expectedLines(paymentsOfDay(user.id, day, timeZone), refundsOfDay(user.id, day, timeZone)), cloture_id: closed?.id ?? null });
}

async function createClose(request: Request) {
  const user = authorize(request, 'caisse.close');
  const params = searchParams(request);
  const timeZone = timeZoneOf(params);
  const body = await readBody(request, cashCloseWrite);
  if (closes().some((c) => c.agent_id === user.id && c.date === body.date && c.rouverte === null)) fail(400, { date: [CASH_CLOSE_MESSAGES.alreadyClosed] });
  const lines = expectedLines(paymentsOfDay(user.id, body.date, timeZone), refundsOfDay(user.id, body.date, timeZone));
  const sent = new Map(body.lignes.map((l) => [lineKey(l.methode, l.devise), l.montant_compte]));
  if (sent.size !== lines.length || lines.some((l) => !sent.has(lineKey(l.methode, l.devise)))) fail(400, { lignes: [CASH_CLOSE_MESSAGES.linesMismatch] });
  for (const line of body.lignes) {
    const problem = amountPrecisionError(line.montant_compte, line.devise);
    if (problem) fail(400, { lignes: [problem] });
  }
  const close: DemoCashClose = {
    id: nextId('clotures'),
    entreprise_id: user.entreprise_id,
    agent_id: user.id,
    date: body.date,
    fuseau_horaire: timeZone,
    pays: user.pays_operation,
    lignes: closeLines(lines, sent),
    note: body.note ?? '',
    created_at: nowIso(),
    rouverte: null,
  };
  closes().push(close);
  const differences = close.lignes.filter((l) => l.ecart !== 0).map((l) => `${paymentMethodLabel(l.methode)} ${formatMoney(l.ecart, l.devise)}`);
  recordChange(user, user.entreprise_id, {
    type: 'cloture_caisse',
    objet_type: 'cloture',
    objet_id: close.id,
    objet_libelle: `Caisse de ${personName(user)} du ${close.date}`,
    ancienne_valeur: null,
    nouvelle_valeur: differences.length > 0 ? `Clôturée, écarts : ${differences.join(', ')}` : 'Clôturée sans écart',
  });
  persist();
  return HttpResponse.json(wireClose(close), { status: 201 });
}

/** Every agent's closes for `caisse.view`, one's own for `caisse.close`. */
function listCloses(request: Request) {
  const user = authenticate(request);
  if (!decide(subjectOf(user), 'caisse.view').allowed) requireCapability(user, 'caisse.close');
  return listOf(request, user);
}

function listOf(request: Request, user: DemoUser) {
  const params = searchParams(request);
  const debut = params.get('date_debut');
  const fin = params.get('date_fin');
  const agent = params.get('agent');
  const pays = params.get('pays');
  const rows = visibleCloses(user)
    .filter((c) => (!debut || c.date >= debut) && (!fin || c.date <= fin) && (!agent || c.agent_id === Number(agent)) && (!pays || c.pays === pays))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const page = paginate(rows.map(wireClose), params, 20, 100);
  return HttpResponse.json(page);
}

async function reopen(request: Request, rawId: unknown) {
  const user = authorize(request, 'caisse.reopen');
  const close = closeOr404(user, rawId);
  const body = await readBody(request, reasonWrite);
  if (close.rouverte) fail(400, { detail: CASH_CLOSE_MESSAGES.notClosed });
  close.rouverte = { par_id: user.id, motif: body.motif, date: nowIso() };
  const agent = getDb().users.find((u) => u.id === close.agent_id);
  recordChange(user, user.entreprise_id, {
    type: 'reouverture_caisse',
    objet_type: 'cloture',
    objet_id: close.id,
    objet_libelle: `Caisse de ${agent ? personName(agent) : ''} du ${close.date}`,
    ancienne_valeur: 'Clôturée',
    nouvelle_valeur: `Rouverte : ${body.motif}`,
  });
  persist();
  return HttpResponse.json(wireClose(close));
}

async function closePdf(request: Request, rawId: unknown) {
  const user = authorize(request, 'caisse.close');
  const close = wireClose(closeOr404(user, rawId));
  const { createPdf } = await import('../pdf/document');
  const pdf = await createPdf([595.28, 841.89], 40);
  pdf.text(`Clôture de caisse du ${close.date}`, { size: 14, bold: true });
  pdf.text(`Agent : ${close.agent.nom}   Pays : ${close.pays}`);
  if (close.rouverte) pdf.text(`Rouverte par ${close.rouverte.par} : ${close.rouverte.motif}`, { bold: true });
  pdf.line();
  const widths = [130, 60, 40, 110, 110, 60];
  pdf.row(['Méthode', 'Devise', 'Nb', 'Attendu', 'Compté', 'Écart'], widths, { bold: true });
  for (const l of close.lignes) pdf.row([l.methode, l.devise, l.nombre, formatMoney(l.attendu, l.devise), formatMoney(l.compte, l.devise), formatMoney(l.ecart, l.devise)], widths);
  pdf.line();
  if (close.note) pdf.text(`Note : ${close.note}`);
  pdf.doc.setTitle(`Cloture ${close.date} ${close.agent.nom}`);
  const bytes = await pdf.save();
  return new HttpResponse(bytes.slice().buffer, pdfResponseInit(`cloture-${close.date}-${close.id}.pdf`));
}

/** Voiding: the agent's own payment before their day is closed; an accountant or administrator any payment, once its day is reopened. */
async function voidPayment(request: Request, rawId: unknown) {
  const user = authorize(request, 'paiements.void');
  const paiement = findPayment(user, rawId);
  const body = await readBody(request, reasonWrite);
  if (paiement.statut !== 'valide') fail(400, { detail: 'Seul un paiement validé peut être annulé.' });
  if ((paiement.remboursements ?? []).length > 0) fail(400, { detail: REFUND_MESSAGES.voidAfterRefund });
  const decision = canOnObject(subjectOf(user), 'paiements.void', { paiement_agent_id: paiement.agent_id });
  if (!decision.allowed) fail(403, { detail: decision.message });
  if (closedDayOf(paiement)) fail(400, { detail: CASH_CLOSE_MESSAGES.dayClosed });
  paiement.statut = 'annule';
  paiement.annulation = { par_id: user.id, motif: body.motif, date: nowIso() };
  const colis = getDb().colis.find((c) => c.id === paiement.colis_id);
  if (colis) {
    const real = realStatusOf(colis);
    colis.statut_paiement = real.statut_reel === 'trop_paye' ? 'entierement_paye' : real.statut_reel === 'gratuit' ? colis.statut_paiement : real.statut_reel;
    colis.historique.push({ date: nowIso(), action: `Paiement ${paiement.numero_recu ?? `n° ${paiement.id}`} annulé : ${body.motif}`, utilisateur: personName(user) });
  }
  recordChange(user, colis ? routeById(colis.route_id).entreprise_id : user.entreprise_id, {
    type: 'annulation_paiement',
    objet_type: 'paiement',
    objet_id: paiement.id,
    objet_libelle: `Paiement ${paiement.numero_recu ?? paiement.id} (${formatMoney(paiement.montant, paiement.devise)})`,
    ancienne_valeur: 'Validé',
    nouvelle_valeur: `Annulé : ${body.motif}`,
    colis_ids: colis ? [colis.id] : [],
  });
  persist();
  return HttpResponse.json({ success: true, message: 'Paiement annulé.', paiement: wirePaiement(paiement) });
}

export const cashClosesHandlers: RequestHandler[] = [
  http.get(endpoints.paiements.cashCloseExpected, ({ request }) => expected(request)),
  http.get(endpoints.paiements.cashCloses, ({ request }) => listCloses(request)),
  http.post(endpoints.paiements.cashCloses, ({ request }) => createClose(request)),
  http.get(endpoints.paiements.cashClosePdf(':id'), ({ request, params }) => closePdf(request, params.id)),
  http.post(endpoints.paiements.cashCloseReopen(':id'), ({ request, params }) => reopen(request, params.id)),
  http.post(endpoints.paiements.void(':id'), ({ request, params }) => voidPayment(request, params.id)),
];
