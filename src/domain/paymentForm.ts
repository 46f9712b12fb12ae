/**
 * What the payment panel's two forms read and write besides their writes' schemas
 * (`schemas/payments.ts`, which the forms validate with: spec 002 section 5). Amounts are typed as
 * text (a French user may type a comma); the remaining amount is in the currency of the form (the
 * card provider's currency for the online link, the place of payment's for a manual payment).
 */
import { decimalsFor } from './currency';
import { typedValue } from './numbers';

export { amountPrecisionError } from './schemas/fields';
export { PAYMENT_FORM_MESSAGES, ONLINE_METHOD_NOT_MANUAL, exceedsMessage, exceedsRemaining, linkOverRestMessage } from './schemas/payments';

export function isManuallyRecordable(method: { is_online?: boolean | null }): boolean {
  return !method.is_online;
}

/** A transaction ID as compared for duplicates: the same receipt typed with other spaces or case is the same. */
export function normaliseTransactionId(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function duplicateTransactionMessage(transactionId: string, methodName: string): string {
  return `L'ID de transaction « ${transactionId.trim()} » est déjà enregistré pour ${methodName} : ce paiement a déjà été saisi.`;
}

/** The typed amount as the payment schemas read it: '12,50' or '12.50' → 12.5; unreadable → NaN; empty → null. */
export const parseAmount = typedValue;

/** The amount input's initial text: the remaining amount with 2 decimals (0 for GNF and XOF). */
export function prefillAmount(reste: number, devise: string): string {
  return reste > 0 ? reste.toFixed(decimalsFor(devise)).replace('.', ',') : '';
}
