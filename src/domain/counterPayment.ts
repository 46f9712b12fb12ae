/**
 * Money taken at the counter (issue #32): a manual payment is collected in the currency of the
 * place where it is paid (the route's origin or destination country) and credited to the parcel in
 * the parcel's currency, at the parcel's route's rate. Both amounts, both currencies and the rate
 * are recorded on the payment, so a later change of the rate never changes what was paid.
 *
 * Rounding (docs/decisions.md): the rest shown at the counter is rounded UP to the counter
 * currency's smallest unit (the customer never hands over less than is owed); collecting that
 * whole rest settles the parcel exactly (its converted amount is the parcel's rest itself); any
 * other amount is converted and rounded half-up to the parcel currency's unit. An amount worth
 * less than that unit once converted is refused, never credited as 0.
 */
import { decimalsFor, formatMoney, formatNumber, roundForCurrency, roundTo } from './currency';
import { paymentTolerance } from './paymentStatus';

/** A parcel's route as the counter reads it: 1 unit of the parcel's currency is `taux` units of the destination's. */
export interface CounterRoute {
  deviseColis: string;
  deviseDestination: string | null;
  taux: number | null;
}

/** The rate from the parcel's currency to the counter's: 1 for the same currency, the route's rate for its destination currency, null otherwise. */
export function counterRate(devise: string, route: CounterRoute): number | null {
  if (devise === route.deviseColis) return 1;
  if (devise === route.deviseDestination && route.taux && route.taux > 0) return route.taux;
  return null;
}

/** Rounds up to a currency's smallest unit, ignoring the float noise of a product that is exact on paper (34,14 × 6 250). */
function ceilForCurrency(value: number, devise: string): number {
  const factor = 10 ** decimalsFor(devise);
  return Math.ceil(roundTo(value * factor, 6)) / factor;
}

/** The parcel's rest in the counter currency (rounded up to its unit), null when the route cannot convert into it. */
export function counterRest(reste: number, devise: string, route: CounterRoute): number | null {
  const taux = counterRate(devise, route);
  if (taux === null) return null;
  if (taux === 1 && devise === route.deviseColis) return roundForCurrency(reste, devise);
  return ceilForCurrency(reste * taux, devise);
}

/** What a counter payment records: the amount collected and its currency, the amount credited to the parcel, the rate. */
export interface CounterAmounts {
  montant: number;
  devise: string;
  montant_converti: number;
  devise_colis: string;
  taux: number;
}

/**
 * The amount collected, credited in the parcel's currency (see the rounding rule above); null when
 * the route cannot convert the counter's currency.
 */
export function creditedAmount(montant: number, devise: string, reste: number, route: CounterRoute): CounterAmounts | null {
  const taux = counterRate(devise, route);
  const restHere = counterRest(reste, devise, route);
  if (taux === null || restHere === null) return null;
  const base = { montant, devise, devise_colis: route.deviseColis, taux };
  if (devise === route.deviseColis) return { ...base, montant_converti: montant };
  const settlesTheRest = reste > 0 && Math.abs(montant - restHere) < paymentTolerance(devise) / 2;
  return { ...base, montant_converti: settlesTheRest ? roundForCurrency(reste, route.deviseColis) : roundForCurrency(montant / taux, route.deviseColis) };
}

/** An amount so small it would be credited as 0 in the parcel's currency. */
export function tooSmallToConvert(montant: number, devise: string, route: CounterRoute): boolean {
  const taux = counterRate(devise, route);
  if (taux === null || taux === 1) return false;
  return roundForCurrency(montant / taux, route.deviseColis) <= 0;
}

export function tooSmallMessage(route: CounterRoute): string {
  const unit = paymentTolerance(route.deviseColis);
  return `Montant trop petit : il vaut moins de ${formatNumber(unit, decimalsFor(route.deviseColis))} ${route.deviseColis} au taux de la route`;
}

/** The rate as a person reads it: « 1 CAD = 6 250 GNF ». */
export function rateText(deviseColis: string, devise: string, taux: number): string {
  return `1 ${deviseColis} = ${formatNumber(taux, Number.isInteger(taux) ? 0 : Math.min(6, String(taux).split('.')[1]?.length ?? 0))} ${devise}`;
}

/** A payment as recorded: collected in `devise`, credited to its parcel in `devise_colis` at `taux`. */
export interface RecordedPayment {
  montant: number;
  devise: string;
  montant_converti?: number | null;
  devise_colis?: string | null;
  taux?: number | null;
}

/** What the payment credited to its parcel, when it was collected in another currency (null otherwise). */
export function creditOf(p: RecordedPayment): { montant: number; devise: string; taux: number | null } | null {
  if (!p.devise_colis || p.devise_colis === p.devise || p.montant_converti === null || p.montant_converti === undefined) return null;
  return { montant: p.montant_converti, devise: p.devise_colis, taux: p.taux ?? null };
}

/** A payment's amount as every screen and export writes it: « 213 375 GNF (34,14 CAD) », or the amount alone. */
export function recordedAmountText(p: RecordedPayment): string {
  const credit = creditOf(p);
  const collected = formatMoney(p.montant, p.devise);
  return credit ? `${collected} (${formatMoney(credit.montant, credit.devise)})` : collected;
}
