/**
 * Comparing fees before they are recorded: what the server priced otherwise than a screen showed
 * (the wizard's last check, the edit screen's confirmation).
 */
import { roundForCurrency } from './currency';

/** Two amounts equal once written in the currency's unit (GNF to the unit, CAD to the cent). */
export function sameAmount(a: number, b: number, currency: string): boolean {
  return roundForCurrency(a, currency) === roundForCurrency(b, currency);
}

/** The figures of a parcel's fees as a screen shows them, or as the server's fee validation gives them. */
export interface FeeFigures {
  baseFee: number;
  discount: number;
  total: number;
  /** Each product's fee, by its index. */
  lines: readonly { index: number; fee: number }[];
}

export interface FeeChange {
  label: string;
  before: number;
  after: number;
}

/**
 * What moved between the figures shown and the server's: each product's fee ('Produit 2 « Chaise »'),
 * the base fee, the discount and the total, in that order; amounts compared in the currency's unit.
 */
export function feeChanges(before: FeeFigures, after: FeeFigures, currency: string, productLabel: (index: number) => string): FeeChange[] {
  const moved = (a: number, b: number) => !sameAmount(a, b, currency);
  const changes: FeeChange[] = [];
  for (const line of after.lines) {
    const previous = before.lines.find((candidate) => candidate.index === line.index)?.fee ?? 0;
    if (moved(previous, line.fee)) changes.push({ label: productLabel(line.index), before: previous, after: line.fee });
  }
  if (moved(before.baseFee, after.baseFee)) changes.push({ label: 'Frais de base', before: before.baseFee, after: after.baseFee });
  if (moved(before.discount, after.discount)) changes.push({ label: 'Rabais', before: before.discount, after: after.discount });
  if (moved(before.total, after.total)) changes.push({ label: 'Total à payer', before: before.total, after: after.total });
  return changes;
}
