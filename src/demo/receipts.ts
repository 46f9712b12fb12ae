import { receiptNumber, receiptSequenceKey, receiptYear } from '../domain/receipts';
import type { DemoDb, DemoPaiement } from './db/types';

/**
 * The demo's receipt numbers: a company's sequence of a year lives in the store's counters and is
 * taken in the same synchronous step as the payment is written (no await between them), so
 * concurrent payments never share nor skip a number.
 */

/** A company's receipts are prefixed with its home country (its default route's origin): « CA-2026-000123 ». */
export function receiptPrefix(db: DemoDb, entrepriseId: number): string {
  const routes = db.routes.filter((r) => r.entreprise_id === entrepriseId);
  return (routes.find((r) => r.is_default) ?? routes[0])?.origin ?? `E${entrepriseId}`;
}

/** The next number of the company's sequence for the payment's year; call it only once the payment is certain to be written. */
export function takeReceiptNumber(db: DemoDb, entrepriseId: number, dateIso: string): string {
  const year = receiptYear(dateIso);
  const key = receiptSequenceKey(entrepriseId, year);
  db.counters[key] = (db.counters[key] ?? 0) + 1;
  return receiptNumber(receiptPrefix(db, entrepriseId), year, db.counters[key]);
}

/** The seed's validated payments get their receipts in the order they were taken. */
export function numberSeededReceipts(db: DemoDb): void {
  const companyOf = new Map(db.colis.map((c) => [c.id, db.routes.find((r) => r.id === c.route_id)?.entreprise_id ?? 0]));
  const valid: DemoPaiement[] = db.paiements.filter((p) => p.statut === 'valide').sort((a, b) => a.date_creation.localeCompare(b.date_creation) || a.id - b.id);
  for (const paiement of valid) paiement.numero_recu = takeReceiptNumber(db, companyOf.get(paiement.colis_id) ?? 0, paiement.date_paiement ?? paiement.date_creation);
}
