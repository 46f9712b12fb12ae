/**
 * Validation of the payment panel's two forms (spec 002 section 5), with the spec's French messages.
 * Amounts are typed as text (a French user may type a comma); the remaining amount is in the
 * currency of the form (the card provider's currency for the online link).
 */
import { decimalsFor, formatNumber } from './currency';
import { paymentTolerance } from './paymentStatus';
import { requiredEmailError } from './email';

export const PAYMENT_FORM_MESSAGES = {
  amountRequired: 'Montant requis',
  amountInvalid: 'Montant invalide',
  emailRequired: 'Email requis pour recevoir le lien de paiement',
  emailInvalid: 'Adresse email invalide',
  methodRequired: 'Veuillez sélectionner un mode de paiement',
  manualAmountRequired: 'Veuillez saisir le montant',
  transactionRequired: "Veuillez saisir l'ID de transaction",
} as const;

/** Card payments come through the online link (or the Tap to Pay sync), never typed in by hand. */
export const ONLINE_METHOD_NOT_MANUAL =
  "Les paiements par carte (Square) passent par le lien de paiement en ligne ou la synchronisation Tap to Pay : ils ne s'enregistrent pas manuellement.";

export function isManuallyRecordable(method: { is_online?: boolean | null }): boolean {
  return !method.is_online;
}

/**
 * An amount with more decimals than its currency has (12345,67 GNF, 10,005 CAD) is refused, never
 * rounded behind the user's back; the form and the server say the same.
 */
export function amountPrecisionError(amount: number, devise: string): string | null {
  const decimals = decimalsFor(devise);
  const scaled = amount * 10 ** decimals;
  if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return null;
  return decimals === 0 ? `Montant invalide : pas de décimales en ${devise}` : `Montant invalide : ${decimals} décimales au maximum en ${devise}`;
}

/** A transaction ID as compared for duplicates: the same receipt typed with other spaces or case is the same. */
export function normaliseTransactionId(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function duplicateTransactionMessage(transactionId: string, methodName: string): string {
  return `L'ID de transaction « ${transactionId.trim()} » est déjà enregistré pour ${methodName} : ce paiement a déjà été saisi.`;
}

/** A rest as the payment messages write it: '0,00 CAD', '12 500 GNF'. */
const restText = (reste: number, devise: string) => `${formatNumber(reste, decimalsFor(devise))} ${devise}`;

export function exceedsMessage(reste: number, devise: string): string {
  return `Le montant ne peut pas dépasser le reste à payer (${restText(reste, devise)})`;
}

/** An online link opened before the parcel was paid another way: its provider takes nothing more than the rest. */
export function linkOverRestMessage(reste: number, devise: string): string {
  return `Ce lien de paiement n'est plus valable : le colis a été payé entre-temps (reste à payer : ${restText(reste, devise)}). Aucun montant n'a été prélevé.`;
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
  return reste > 0 ? reste.toFixed(decimalsFor(devise)).replace('.', ',') : '';
}

export function exceedsRemaining(amount: number, reste: number, devise: string): boolean {
  return amount > reste + paymentTolerance(devise) / 2;
}

/** Required, a number above 0, no more decimals than the currency has, not above the rest. */
function amountError(text: string, requiredMessage: string, reste: number, devise: string): string | undefined {
  const amount = parseAmount(text);
  if (amount === null) return requiredMessage;
  if (Number.isNaN(amount) || amount <= 0) return PAYMENT_FORM_MESSAGES.amountInvalid;
  return amountPrecisionError(amount, devise) ?? (exceedsRemaining(amount, reste, devise) ? exceedsMessage(reste, devise) : undefined);
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
  const montant = amountError(input.montant, PAYMENT_FORM_MESSAGES.amountRequired, input.reste, input.devise);
  if (montant) errors.montant = montant;
  const email = requiredEmailError(input.email, { required: PAYMENT_FORM_MESSAGES.emailRequired, invalid: PAYMENT_FORM_MESSAGES.emailInvalid });
  if (email) errors.email = email;
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
  else if (!isManuallyRecordable({ is_online: input.methodeEnLigne })) errors.methode = ONLINE_METHOD_NOT_MANUAL;
  const montant = amountError(input.montant, PAYMENT_FORM_MESSAGES.manualAmountRequired, input.reste, input.devise);
  if (montant) errors.montant = montant;
  if (input.methode && !input.methodeEnLigne && !input.transactionId.trim()) errors.transactionId = PAYMENT_FORM_MESSAGES.transactionRequired;
  return errors;
}
