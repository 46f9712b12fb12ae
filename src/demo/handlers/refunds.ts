import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb, nextId, nowIso, persist } from '../db/store';
import type { DemoPaiement } from '../db/types';
import { authorize, fail, readBody, searchParams, subjectOf } from '../http';
import { creditedToParcel, realStatusOf } from '../realPaymentStatus';
import { findPayment } from '../scope';
import { parcelAmounts, routeById } from '../serializers';
import { personName, recordChange } from '../journal';
import { dayKey } from '../../domain/format';
import { formatMoney } from '../../domain/currency';
import { canOnObject } from '../../domain/permissions';
import { paymentMethodLabel } from '../../domain/paymentStatus';
import { REFUND_MESSAGES, refundAmountText, refundCredit, refundLeft, statusAfterRefund, type RefundablePayment } from '../../domain/refunds';
import { refundWrite } from '../../domain/schemas/refunds';
import { closedDayAt, timeZoneOf } from './cashCloses';
import { wirePaiement } from './payments';

/** Demo backend of refunds (issue #32): money given back on a validated payment. */

/** A stored payment as the refund rules read it: its credit and rate in its parcel's currency, its refunds so far. */
export function refundableOf(paiement: DemoPaiement): RefundablePayment {
  const colis = getDb().colis.find((c) => c.id === paiement.colis_id);
  const amounts = colis ? parcelAmounts(colis) : null;
  const credit = amounts ? creditedToParcel(paiement, amounts) : paiement.montant;
  return {
    montant: paiement.montant,
    devise: paiement.devise,
    montant_converti: credit,
    devise_colis: amounts?.base ?? paiement.devise,
    taux: paiement.taux ?? (credit > 0 ? paiement.montant / credit : 1),
    statut: paiement.statut,
    remboursements: paiement.remboursements ?? [],
  };
}

/**
 * A refund: the payment's agent on the day they took it, an accountant or an administrator any
 * day; never on a payment not validated (pending, refused, voided, refunded whole), never above
 * what is left, never while the refunding agent's own day is closed (the money leaves their drawer).
 */
async function refund(request: Request, rawId: unknown) {
  const user = authorize(request, 'paiements.refund');
  const paiement = findPayment(user, rawId);
  const timeZone = timeZoneOf(searchParams(request));
  const now = nowIso();
  const decision = canOnObject(subjectOf(user), 'paiements.refund', {
    paiement_agent_id: paiement.agent_id,
    paiement_du_jour: dayKey(paiement.date_paiement ?? paiement.date_creation, timeZone) === dayKey(now, timeZone),
  });
  if (!decision.allowed) fail(403, { detail: decision.message });
  if (paiement.statut !== 'valide') fail(400, { detail: paiement.statut === 'rembourse' ? REFUND_MESSAGES.nothingLeft : REFUND_MESSAGES.notValidated });
  const refundable = refundableOf(paiement);
  const left = refundLeft(refundable);
  const body = await readBody(request, refundWrite({ devise: paiement.devise, reste: left.montant }));
  if (closedDayAt(user.id, now)) fail(400, { detail: REFUND_MESSAGES.dayClosed });

  const before = paiement.remboursements ?? [];
  const montant_converti = refundCredit(body.montant, refundable);
  const statut = statusAfterRefund(body.montant, refundable);
  const amountText = refundAmountText(body.montant, refundable);
  paiement.remboursements = [...before, { id: nextId('remboursements'), montant: body.montant, montant_converti, methode: body.methode, motif: body.motif, par_id: user.id, date: now }];
  paiement.statut = statut;
  const colis = getDb().colis.find((c) => c.id === paiement.colis_id);
  if (colis) {
    const real = realStatusOf(colis);
    colis.statut_paiement = real.statut_reel === 'trop_paye' ? 'entierement_paye' : real.statut_reel === 'gratuit' ? colis.statut_paiement : real.statut_reel;
    colis.updated_at = now;
    colis.historique.push({ date: now, action: `Remboursement de ${amountText} sur le paiement ${paiement.numero_recu ?? `n° ${paiement.id}`} : ${body.motif}`, utilisateur: personName(user) });
  }
  const alreadyGiven = before.reduce((total, r) => total + r.montant, 0);
  recordChange(user, colis ? routeById(colis.route_id).entreprise_id : user.entreprise_id, {
    type: 'remboursement_paiement',
    objet_type: 'paiement',
    objet_id: paiement.id,
    objet_libelle: `Paiement ${paiement.numero_recu ?? paiement.id} (${formatMoney(paiement.montant, paiement.devise)})`,
    ancienne_valeur: alreadyGiven > 0 ? `Validé, déjà remboursé : ${formatMoney(alreadyGiven, paiement.devise)}` : 'Validé',
    nouvelle_valeur: `${statut === 'rembourse' ? 'Remboursé' : 'Remboursé en partie'} : ${amountText} (${paymentMethodLabel(body.methode)}) : ${body.motif}`,
    colis_ids: colis ? [colis.id] : [],
  });
  persist();
  return HttpResponse.json({ success: true, message: REFUND_MESSAGES.success, paiement: wirePaiement(paiement) }, { status: 201 });
}

export const refundsHandlers: RequestHandler[] = [http.post(endpoints.paiements.refund(':id'), ({ request, params }) => refund(request, params.id))];
