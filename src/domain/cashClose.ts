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

/** Only validated payments are money in the drawer (a pending, refused or voided one is not). */
export function expectedLines(payments: readonly DrawerPayment[]): ExpectedLine[] {
  const lines = new Map<string, ExpectedLine>();
  for (const p of payments) {
    if (p.statut !== 'valide') continue;
    const key = lineKey(p.methode, p.devise);
    const line = lines.get(key) ?? { methode: p.methode, devise: p.devise, attendu: 0, nombre: 0 };
    line.attendu = roundForCurrency(line.attendu + p.montant, p.devise);
    line.nombre += 1;
    lines.set(key, line);
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
