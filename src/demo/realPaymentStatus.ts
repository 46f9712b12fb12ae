import { computeRealPaymentStatus, paymentTolerance, type RealPaymentSummary } from '../domain/paymentStatus';
import { missingFees } from '../domain/fees';
import { getDb } from './db/store';
import type { DemoColis, DemoPaiement } from './db/types';
import { currencyOfCountry, parcelAmounts } from './serializers';

/** A parcel's real payment status in the demo store: shared by the payment handlers and public tracking. */

/** Converts between two currencies through the enterprise's routes (either direction). */
export function convert(amount: number, from: string, to: string, entrepriseId: number): number {
  if (from === to) return amount;
  for (const route of getDb().routes.filter((r) => r.entreprise_id === entrepriseId)) {
    const origin = currencyOfCountry(route.origin);
    const destination = currencyOfCountry(route.destination);
    if (origin === from && destination === to) return amount * route.taux_echange;
    if (origin === to && destination === from) return amount / route.taux_echange;
  }
  return amount;
}

/**
 * An amount of a parcel's payment in the parcel's currency, at its own route's rate: the rate its
 * online payment link was converted with (whatever the reverse route's rate says).
 */
export function toParcelCurrency(amount: number, from: string, amounts: ReturnType<typeof parcelAmounts>): number {
  if (from === amounts.base) return amount;
  if (from === amounts.destination) return amount / amounts.route.taux_echange;
  return convert(amount, from, amounts.base, amounts.route.entreprise_id);
}

/** An amount in the parcel's currency, in another one: at its route's rate, like its detail page shows it. */
export function fromParcelCurrency(amount: number, to: string, amounts: ReturnType<typeof parcelAmounts>): number {
  if (to === amounts.base) return amount;
  if (to === amounts.destination) return amount * amounts.route.taux_echange;
  return convert(amount, amounts.base, to, amounts.route.entreprise_id);
}

/**
 * What a payment credited to its parcel, in the parcel's currency: the amount recorded at the
 * counter (`montant_converti`, at the rate of that day), else its amount at the route's rate.
 */
export function creditedToParcel(paiement: DemoPaiement, amounts: ReturnType<typeof parcelAmounts>): number {
  if (paiement.montant_converti !== undefined && paiement.devise_colis === amounts.base) return paiement.montant_converti;
  return toParcelCurrency(paiement.montant, paiement.devise, amounts);
}

/**
 * A validated payment as money kept (issue #32): its amount less what was given back, and its
 * credit less what the refunds took off it. Totals, splits and charts add this, never the gross.
 */
export function netOfRefunds(paiement: DemoPaiement): DemoPaiement {
  const refunds = paiement.remboursements ?? [];
  if (refunds.length === 0) return paiement;
  const given = refunds.reduce((total, r) => total + r.montant, 0);
  const taken = refunds.reduce((total, r) => total + r.montant_converti, 0);
  return { ...paiement, montant: paiement.montant - given, ...(paiement.montant_converti !== undefined ? { montant_converti: paiement.montant_converti - taken } : {}) };
}

/** Whether a product of the parcel is priced 0 for want of a category, dimensions or lines. */
export function parcelFeesIncomplete(colis: DemoColis): boolean {
  const categories = getDb().categories;
  return missingFees(colis.produits, (p) => categories.find((c) => c.id === p.categorie_id)).length > 0;
}

/**
 * A payment in any currency of its parcel's route, through the parcel's currency at that route's
 * rate: every screen that adds payments (the accounting, the payments dashboard) then agrees with
 * the parcel's detail, even when the reverse route's rate is not the exact inverse.
 */
export function paymentIn(paiement: DemoPaiement, currency: string, colis: DemoColis): number {
  if (paiement.devise === currency) return paiement.montant;
  const amounts = parcelAmounts(colis);
  return fromParcelCurrency(creditedToParcel(paiement, amounts), currency, amounts);
}

/** The one domain function, fed with the payments converted into the parcel's currency. */
export function realStatusOf(colis: DemoColis, paiements: DemoPaiement[] = getDb().paiements.filter((p) => p.colis_id === colis.id)): RealPaymentSummary {
  const amounts = parcelAmounts(colis);
  return computeRealPaymentStatus({
    montant_a_payer: amounts.total,
    devise: amounts.base,
    paiements: paiements.map((p) => ({
      montant: creditedToParcel(p, amounts),
      statut: p.statut,
      ...(p.statut === 'valide' && p.remboursements?.length ? { rembourse: p.remboursements.reduce((total, r) => total + r.montant_converti, 0) } : {}),
      // A counter payment's credit is exact in the parcel's currency; an older one carries the conversion's rounding.
      ...(p.devise === amounts.base || p.montant_converti !== undefined ? {} : { arrondi_conversion: toParcelCurrency(paymentTolerance(p.devise) / 2, p.devise, amounts) }),
    })),
    statut_stocke: colis.statut_paiement,
    frais_incomplets: parcelFeesIncomplete(colis),
  });
}
