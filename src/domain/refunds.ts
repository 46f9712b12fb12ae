/**
 * Refunds (« Remboursement », issue #32): money given back on a validated payment. A refund is
 * typed in the currency the payment was collected in (its `devise`) and taken off what the payment
 * credited to its parcel (in the parcel's currency) at the payment's own rate, with the counter's
 * rounding (counterPayment.ts): refunding all that is left gives back exactly what is left of the
 * credit; any other amount is converted and rounded half-up to the parcel currency's unit, never
 * above what is left of the credit. A payment refunded whole is « Remboursé ».
 */
import { formatMoney, roundForCurrency } from './currency';
import { paymentTolerance } from './paymentStatus';

/** A payment as a refund reads it: collected `montant` in `devise`, credited `montant_converti` in `devise_colis` at `taux`. */
export interface RefundablePayment {
  montant: number;
  devise: string;
  montant_converti: number;
  devise_colis: string;
  taux: number;
  statut: string;
  /** The refunds already made on it, each as given back (`montant`, in `devise`) and as taken off the credit. */
  remboursements: readonly { montant: number; montant_converti: number }[];
}

/** What is left to refund: in the payment's currency and in the parcel's. */
export interface RefundLeft {
  montant: number;
  montant_converti: number;
}

export const REFUND_MESSAGES = {
  amountRequired: 'Veuillez saisir le montant à rembourser',
  methodRequired: 'Veuillez sélectionner le mode de remboursement',
  reasonRequired: 'Le motif est obligatoire',
  notValidated: 'Seul un paiement validé peut être remboursé.',
  nothingLeft: 'Ce paiement a déjà été remboursé en entier.',
  dayClosed: 'Votre journée de caisse est clôturée : un comptable ou un administrateur doit la rouvrir avant tout remboursement.',
  success: 'Remboursement enregistré.',
  voidAfterRefund: 'Ce paiement a déjà été remboursé en partie : il ne peut plus être annulé. Remboursez le reste si nécessaire.',
} as const;

/** The refund's amount above what is left to refund on the payment. */
export function refundExceedsMessage(left: number, devise: string): string {
  return `Le montant ne peut pas dépasser ce qui reste à rembourser sur ce paiement (${formatMoney(left, devise)})`;
}

export function refundLeft(payment: RefundablePayment): RefundLeft {
  const given = payment.remboursements.reduce((total, r) => total + r.montant, 0);
  const taken = payment.remboursements.reduce((total, r) => total + r.montant_converti, 0);
  return {
    montant: Math.max(roundForCurrency(payment.montant - given, payment.devise), 0),
    montant_converti: Math.max(roundForCurrency(payment.montant_converti - taken, payment.devise_colis), 0),
  };
}

/** Whether an amount (in the payment's currency) is above what is left to refund. */
export function exceedsRefundLeft(montant: number, left: number, devise: string): boolean {
  return montant > left + paymentTolerance(devise) / 2;
}

/** Whether an amount is all that is left to refund (within half the currency's unit). */
function settlesLeft(montant: number, left: number, devise: string): boolean {
  return left > 0 && Math.abs(montant - left) < paymentTolerance(devise) / 2;
}

/** What a refund of `montant` (in the payment's currency) takes off the parcel's credit, in the parcel's currency. */
export function refundCredit(montant: number, payment: RefundablePayment): number {
  const left = refundLeft(payment);
  if (settlesLeft(montant, left.montant, payment.devise)) return left.montant_converti;
  if (payment.devise === payment.devise_colis) return roundForCurrency(montant, payment.devise_colis);
  const converted = payment.taux > 0 ? roundForCurrency(montant / payment.taux, payment.devise_colis) : left.montant_converti;
  return Math.min(converted, left.montant_converti);
}

/** The payment's status once the refund is made: « Remboursé » when nothing is left to refund, validated otherwise. */
export function statusAfterRefund(montant: number, payment: RefundablePayment): 'rembourse' | 'valide' {
  return settlesLeft(montant, refundLeft(payment).montant, payment.devise) ? 'rembourse' : 'valide';
}

/** The refund as its confirmation names it: « 62 500 GNF (10,00 CAD) », or the amount alone in the parcel's currency. */
export function refundAmountText(montant: number, payment: RefundablePayment): string {
  const given = formatMoney(montant, payment.devise);
  if (payment.devise === payment.devise_colis) return given;
  return `${given} (${formatMoney(refundCredit(montant, payment), payment.devise_colis)})`;
}
