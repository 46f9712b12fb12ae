/**
 * Receipts of validated payments (issue #32): one sequence per company and year, never a gap nor a
 * repeat (« Reçu CA-2026-000123 »), and what a receipt says, for the 80 mm printer and A6 alike.
 */
import { formatMoney } from './currency';
import { rateText } from './counterPayment';

/** The two paper sizes of a receipt: an 80 mm counter printer's roll, and A6. */
export const RECEIPT_FORMATS = ['80mm', 'a6'] as const;
export type ReceiptFormat = (typeof RECEIPT_FORMATS)[number];

export const RECEIPT_FORMAT_LABELS: Record<ReceiptFormat, string> = { '80mm': 'ticket 80 mm', a6: 'A6' };

/** What a void receipt says, in large letters. */
export const RECEIPT_VOID_MARK = 'ANNULÉ';

/** The number's six digits hold a busy company's year; a seventh digit is written, never cut. */
export function receiptNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year a receipt is numbered in: its payment's, in UTC (docs/decisions.md). */
export function receiptYear(iso: string): number {
  return new Date(iso).getUTCFullYear();
}

/** The key of a company's sequence of a year. */
export function receiptSequenceKey(entrepriseId: number, year: number): string {
  return `recus:${entrepriseId}:${year}`;
}

/** The gaps and repeats of a company's numbers of one year: both empty when the sequence is whole. */
export function sequenceProblems(numbers: readonly string[]): { missing: number[]; repeated: string[] } {
  const sequences = numbers.map((n) => Number(n.split('-').at(-1)));
  const seen = new Set<number>();
  const repeated: string[] = [];
  numbers.forEach((n, i) => {
    if (seen.has(sequences[i])) repeated.push(n);
    seen.add(sequences[i]);
  });
  const highest = Math.max(0, ...sequences);
  const missing: number[] = [];
  for (let s = 1; s <= highest; s += 1) if (!seen.has(s)) missing.push(s);
  return { missing, repeated };
}

/** What a receipt is made of. */
export interface ReceiptInput {
  numero: string;
  entreprise: string;
  date: string;
  agent: string;
  numeroColis: string;
  codeSuivi: string;
  methode: string;
  transactionId: string | null;
  montant: number;
  devise: string;
  /** The credit in the parcel's currency, when collected in another one. */
  credit: { montant: number; devise: string; taux: number } | null;
  /** What the parcel still owed once this payment was taken, in its currency. */
  resteApres: number;
  deviseColis: string;
  annule: { motif: string } | null;
  /** Money given back on it since (issue #32): the payment's receipt shows each refund; a refund takes no number of its own. */
  remboursements?: readonly { montant: number; credit: number | null; date: string; motif: string }[];
}

/** The receipt's lines, as the PDF writes them (one per line, label and value). */
export function receiptLines(r: ReceiptInput): [string, string][] {
  const lines: [string, string][] = [
    ['Reçu', r.numero],
    ['Date', r.date],
    ['Agent', r.agent],
    ['Colis', r.numeroColis],
    ['Code de suivi', r.codeSuivi],
    ['Méthode', r.methode],
  ];
  if (r.transactionId) lines.push(['Transaction', r.transactionId]);
  lines.push(['Montant reçu', formatMoney(r.montant, r.devise)]);
  if (r.credit) {
    lines.push(['Crédité au colis', formatMoney(r.credit.montant, r.credit.devise)]);
    lines.push(['Taux', rateText(r.credit.devise, r.devise, r.credit.taux)]);
  }
  lines.push(['Reste à payer', formatMoney(r.resteApres, r.deviseColis)]);
  if (r.annule) lines.push(["Motif d'annulation", r.annule.motif]);
  for (const refund of r.remboursements ?? []) {
    const credit = refund.credit !== null ? ` (${formatMoney(refund.credit, r.deviseColis)})` : '';
    lines.push(['Remboursé', `${formatMoney(refund.montant, r.devise)}${credit} le ${refund.date}`]);
    lines.push(['Motif du remboursement', refund.motif]);
  }
  return lines;
}
