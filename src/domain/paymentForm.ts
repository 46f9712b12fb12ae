/**
 * Validation of the payment panel's two forms (spec 002 section 5), with the spec's French messages.
 * Amounts are typed as text (a French user may type a comma); the remaining amount is in the
 * currency of the form (the card provider's currency for the online link).
 */
import { decimalsFor, formatNumber } from './currency';
import { paymentTolerance } from './paymentStatus';

export const PAYMENT_FORM_MESSAGES = {
  amountRequired: 'Montant requis',
  amountInvalid: 'Montant invalide',
  emailRequired: 'Email requis pour recevoir le lien de paiement',
  emailInvalid: 'Adresse email invalide',
  methodRequired: 'Veuillez sélectionner un mode de paiement',
  manualAmountRequired: 'Veuillez saisir le montant',
  transactionRequired: "Veuillez saisir l'ID de transaction",
} as const;

/** Steps of the amount inputs (spec 002 section 9). */
export const ONLINE_AMOUNT_STEP = 0.001;
export const MANUAL_AMOUNT_STEP = 0.01;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function exceedsMessage(reste: number, devise: string): string {
  return `Le montant ne peut pas dépasser le reste à payer (${formatNumber(reste, decimalsFor(devise))} ${devise})`;
}

/** '12,50' or '12.50' → 12.5; anything else → NaN; empty → null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  if (!/^-?\d*(\.\d*)?$/.test(trimmed) || trimmed === '.' || trimmed === '-') return Number.NaN;
  return Number(trimmed);
}

/** The amount input's initial text: the remaining amount with 2 decimals (0 for GNF and XOF). */
export function prefillAmount(reste: number, devise: string): string {
  return reste > 0 ? reste.toFixed(decimalsFor(devise)) : '';
}

export function exceedsRemaining(amount: number, reste: number, devise: string): boolean {
  return amount > reste + paymentTolerance(devise) / 2;
}

export interface OnlineLinkInput {
  montant: string;
  email: string;
  reste: number;
  devise: string;
}

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export function validateOnlineLink(input: OnlineLinkInput): FormErrors<'montant' | 'email'> {
  const errors: FormErrors<'montant' | 'email'> = {};
  const amount = parseAmount(input.montant);
  if (amount === null) errors.montant = PAYMENT_FORM_MESSAGES.amountRequired;
  else if (Number.isNaN(amount) || amount <= 0) errors.montant = PAYMENT_FORM_MESSAGES.amountInvalid;
  else if (exceedsRemaining(amount, input.reste, input.devise)) errors.montant = exceedsMessage(input.reste, input.devise);
  const email = input.email.trim();
  if (!email) errors.email = PAYMENT_FORM_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = PAYMENT_FORM_MESSAGES.emailInvalid;
  return errors;
}

export interface ManualPaymentInput {
  methode: string;
  /** Whether the chosen method is flagged online (no transaction id needed then). */
  methodeEnLigne: boolean;
  montant: string;
  transactionId: string;
  reste: number;
  devise: string;
}

export function validateManualPayment(input: ManualPaymentInput): FormErrors<'methode' | 'montant' | 'transactionId'> {
  const errors: FormErrors<'methode' | 'montant' | 'transactionId'> = {};
  if (!input.methode) errors.methode = PAYMENT_FORM_MESSAGES.methodRequired;
  const amount = parseAmount(input.montant);
  if (amount === null) errors.montant = PAYMENT_FORM_MESSAGES.manualAmountRequired;
  else if (Number.isNaN(amount) || amount <= 0) errors.montant = PAYMENT_FORM_MESSAGES.amountInvalid;
  else if (exceedsRemaining(amount, input.reste, input.devise)) errors.montant = exceedsMessage(input.reste, input.devise);
  if (input.methode && !input.methodeEnLigne && !input.transactionId.trim()) errors.transactionId = PAYMENT_FORM_MESSAGES.transactionRequired;
  return errors;
}
