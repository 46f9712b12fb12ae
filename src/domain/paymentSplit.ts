/**
 * A parcel's accounting split (spec 002 section 3, 'repartition_globale'): its validated payments
 * on two sides, the route's origin country and its destination country, by where each payment was
 * collected. The spec names the sides of its one route (canada, guinee); any route splits the same.
 */
import { roundForCurrency, roundTo } from './currency';

export interface SplitPayment {
  /** ISO code of the country where the payment was collected. */
  pays: string;
  /** The amount in the parcel's currency (converted at the parcel's route's rate when paid in another). */
  montant: number;
}

export interface SplitSide {
  pays: string;
  total_net: number;
  nombre_paiements: number;
  pourcentage_du_total: number;
  devise: string;
}

/**
 * Shares of a whole with 1 decimal that add up to exactly 100 (or all 0 when there is nothing):
 * each share is rounded down to 0,1, then the tenths left over go to the largest remainders. A
 * side that holds the whole reads 100 %, whatever the rounding of its amount.
 */
export function shareOfTotal(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + Math.max(amount, 0), 0);
  if (total <= 0) return amounts.map(() => 0);
  const tenths = amounts.map((amount) => (Math.max(amount, 0) / total) * 1000);
  const floors = tenths.map((value) => Math.floor(value + 1e-9));
  let left = 1000 - floors.reduce((sum, value) => sum + value, 0);
  const order = tenths.map((value, index) => ({ index, remainder: value - floors[index] })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] += 1;
    left -= 1;
  }
  return floors.map((value) => roundTo(value / 10, 1));
}

/**
 * The two sides, origin first: each side's net in the parcel's currency (rounded as that currency
 * is shown), its count of payments, and its share of what both sides hold (from those same rounded
 * nets, so the shares read on screen add up to 100 %). A payment collected elsewhere than the
 * route's two countries counts on neither side.
 */
export function paymentSplit(input: { origin: string; destination: string; devise: string; paiements: readonly SplitPayment[] }): [SplitSide, SplitSide] {
  const side = (pays: string) => {
    const list = input.paiements.filter((p) => p.pays === pays);
    return { pays, total_net: roundForCurrency(list.reduce((sum, p) => sum + p.montant, 0), input.devise), nombre_paiements: list.length, devise: input.devise };
  };
  const origin = side(input.origin);
  const destination = side(input.destination);
  const [originShare, destinationShare] = shareOfTotal([origin.total_net, destination.total_net]);
  return [
    { ...origin, pourcentage_du_total: originShare },
    { ...destination, pourcentage_du_total: destinationShare },
  ];
}
