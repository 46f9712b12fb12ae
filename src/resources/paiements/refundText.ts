import type { Paiement } from '../../dataProvider/contract/paiements';
import { formatMoney } from '../../domain/currency';
import { paymentMethodLabel } from '../../domain/paymentStatus';
import { formatDateTime } from '../../components/payments/formatting';

type Refund = NonNullable<Paiement['remboursements']>[number];

/** A refund as the payment's page and the parcel's history write it: « 31 250 GNF (5,00 CAD), Espèces, le … par … : motif ». */
export function refundLineText(p: Paiement, r: Refund): string {
  const credit = p.devise_colis && p.devise_colis !== p.devise ? ` (${formatMoney(r.montant_converti, p.devise_colis)})` : '';
  return `${formatMoney(r.montant, p.devise)}${credit}, ${paymentMethodLabel(r.methode, r.methode_display)}, le ${formatDateTime(r.date)} par ${r.par} : ${r.motif}`;
}

/** What was given back on a payment, when anything was: « Remboursé : 31 250 GNF ». */
export function refundedText(p: Paiement): string | null {
  return p.montant_rembourse ? `Remboursé : ${formatMoney(p.montant_rembourse, p.devise)}` : null;
}
