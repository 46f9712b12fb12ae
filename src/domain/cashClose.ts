/**
 * The cash close (« Clôture de caisse », issue #32): an agent's day, for each method and currency,
 * the total expected from the day's validated payments (as collected, in the currency handed
 * over), the amount counted, the difference. Exact to each currency's decimals.
 */
import { roundForCurrency } from './currency';

/** A payment as the close counts it: the money in the agent's drawer, in the currency it was handed over in. */
export interface DrawerPayment {
  methode: string;
  devise: string;
  montant: number;
  statut: string;
}

/** One line of the close: a method and a currency. */
export interface ExpectedLine {
  methode: string;
  devise: string;
  attendu: number;
  nombre: number;
}

export interface CloseLine extends ExpectedLine {
  compte: number;
  ecart: number;
}

/** Money given back at the till (a refund, issue #32): it leaves the drawer of the agent who gave it, on that day. */
export interface DrawerRefund {
  methode: string;
  devise: string;
  montant: number;
}

/** Money taken: a validated payment, or one refunded since (its refund is a line of its own). */
const TAKEN = ['valide', 'rembourse'];

/**
 * Only money taken is in the drawer (a pending, refused or voided payment is not), less the money
 * given back: expected = taken − refunded, per method and currency.
 */
export function expectedLines(payments: readonly DrawerPayment[], refunds: readonly DrawerRefund[] = []): ExpectedLine[] {
  const lines = new Map<string, ExpectedLine>();
  const lineOf = (methode: string, devise: string) => {
    const key = lineKey(methode, devise);
    const line = lines.get(key) ?? { methode, devise, attendu: 0, nombre: 0 };
    lines.set(key, line);
    return line;
  };
  for (const p of payments) {
    if (!TAKEN.includes(p.statut)) continue;
    const line = lineOf(p.methode, p.devise);
    line.attendu = roundForCurrency(line.attendu + p.montant, p.devise);
    line.nombre += 1;
  }
  for (const r of refunds) {
    const line = lineOf(r.methode, r.devise);
    line.attendu = roundForCurrency(line.attendu - r.montant, r.devise);
  }
  return [...lines.values()].sort((a, b) => a.methode.localeCompare(b.methode) || a.devise.localeCompare(b.devise));
}

export function lineKey(methode: string, devise: string): string {
  return `${methode}:${devise}`;
}

/** The counted amount against the expected one: the difference is counted − expected (negative: money missing). */
export function closeLines(expected: readonly ExpectedLine[], counted: ReadonlyMap<string, number>): CloseLine[] {
  return expected.map((line) => {
    const compte = counted.get(lineKey(line.methode, line.devise)) ?? 0;
    return { ...line, compte, ecart: roundForCurrency(compte - line.attendu, line.devise) };
  });
}

/** The lines with a difference (a close without one balances). */
export function linesWithDifference(lines: readonly CloseLine[]): CloseLine[] {
  return lines.filter((line) => line.ecart !== 0);
}

export const CASH_CLOSE_MESSAGES = {
  alreadyClosed: 'Cette journée est déjà clôturée pour cet agent : un comptable ou un administrateur doit la rouvrir.',
  countedRequired: 'Saisissez le montant compté',
  linesMismatch: 'Les lignes comptées ne correspondent pas aux paiements de la journée : actualisez la clôture.',
  reasonRequired: 'Le motif est obligatoire',
  dayClosed: 'La journée de ce paiement est clôturée : un comptable ou un administrateur doit la rouvrir avant de l’annuler.',
  notClosed: "Cette clôture est déjà rouverte.",
} as const;
