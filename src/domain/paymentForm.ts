/**
 * Validation of the payment panel's two forms (spec 002 section 5), with the spec's French messages.
 * Amounts are typed as text (a French user may type a comma); the remaining amount is in the
 * currency of the form (the card provider's currency for the online link).
 */
import * as z from 'zod/mini';
import { decimalsFor } from './currency';
import { fieldMessages, formSchemaOf } from './schemas/fields';
import { ONLINE_METHOD_NOT_MANUAL, manualPaymentWrite, paymentLinkWrite } from './schemas/payments';
import { typedValue } from './numbers';
import type { CounterRoute } from './counterPayment';

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

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export interface OnlineLinkInput {
  montant: string;
  email: string;
  reste: number;
  devise: string;
}

/** The link write's messages on the form's two fields (`schemas/payments.ts`, the server's own check). */
export function validateOnlineLink(input: OnlineLinkInput): FormErrors<'montant' | 'email'> {
  const fields = formSchemaOf(z.pick(paymentLinkWrite({ devise: input.devise, reste: input.reste }), { montant: true, custom_email: true }));
  const result = fields.safeParse({ montant: input.montant, custom_email: input.email });
  if (result.success) return {};
  const messages = fieldMessages(result.error.issues);
  return { ...(messages.montant ? { montant: messages.montant } : {}), ...(messages.custom_email ? { email: messages.custom_email } : {}) };
}

export interface ManualPaymentInput {
  methode: string;
  /** Whether the chosen method is flagged online (no transaction id needed then). */
  methodeEnLigne: boolean;
  montant: string;
  transactionId: string;
  /** The rest and the currency at the counter (the place of payment's: `counterPayment.ts`). */
  reste: number;
  devise: string;
  /** The parcel's route, when the money is collected in another currency than the parcel's. */
  route?: CounterRoute;
}

/**
 * The manual payment write's messages on the form (`schemas/payments.ts`, the server's own check); a
 * method flagged online is refused by name, and the transaction ID is required once a method that
 * needs one (not flagged online) is chosen.
 */
export function validateManualPayment(input: ManualPaymentInput): FormErrors<'methode' | 'montant' | 'transactionId'> {
  const transactionRequired = Boolean(input.methode) && isManuallyRecordable({ is_online: input.methodeEnLigne });
  const fields = formSchemaOf(z.pick(manualPaymentWrite({ devise: input.devise, reste: input.reste, transactionRequired, route: input.route }), { methode: true, montant: true, transaction_id: true }));
  const result = fields.safeParse({ methode: input.methode, montant: input.montant, transaction_id: input.transactionId });
  const messages = result.success ? {} : fieldMessages(result.error.issues);
  const errors: FormErrors<'methode' | 'montant' | 'transactionId'> = {};
  if (messages.methode) errors.methode = messages.methode;
  else if (!isManuallyRecordable({ is_online: input.methodeEnLigne })) errors.methode = ONLINE_METHOD_NOT_MANUAL;
  if (messages.montant) errors.montant = messages.montant;
  if (messages.transaction_id) errors.transactionId = messages.transaction_id;
  return errors;
}
