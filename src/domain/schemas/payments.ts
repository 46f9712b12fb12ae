/**
 * Payment writes (spec 002 sections 5 and 7): the online payment link and the manual payment, and
 * the demo checkout's answer. An amount is above 0, at most the rest to pay, with no more decimals
 * than its currency has; the rest and the currency come from the parcel (`context`), so the form
 * and the server check the same amount against the same rest.
 */
import * as z from 'zod/mini';
import { decimalsFor, formatNumber } from '../currency';
import { paymentTolerance } from '../paymentStatus';
import { NUMBER_BOUNDS, TEXT_MAX } from '../limits';
import { body, boundText, choice, email, id, number, text, withChecks } from './fields';
import { tooSmallMessage, tooSmallToConvert, type CounterRoute } from '../counterPayment';

export const PAYMENT_FORM_MESSAGES = {
  amountRequired: 'Montant requis',
  amountInvalid: 'Montant invalide',
  amountTooHigh: `Montant invalide : ${boundText(NUMBER_BOUNDS.amount.max)} au maximum`,
  emailRequired: 'Email requis pour recevoir le lien de paiement',
  emailInvalid: 'Adresse email invalide',
  methodRequired: 'Veuillez sélectionner un mode de paiement',
  manualAmountRequired: 'Veuillez saisir le montant',
  transactionRequired: "Veuillez saisir l'ID de transaction",
  parcelRequired: 'Le colis est requis',
  countryInvalid: 'Code pays ISO2 invalide.',
  currencyInvalid: 'Code de devise invalide (trois lettres, par exemple CAD).',
} as const;

/** Card payments come through the online link (or the Tap to Pay sync), never typed in by hand. */
export const ONLINE_METHOD_NOT_MANUAL =
  "Les paiements par carte (Square) passent par le lien de paiement en ligne ou la synchronisation Tap to Pay : ils ne s'enregistrent pas manuellement.";

/** A rest as the payment messages write it: '0,00 CAD', '12 500 GNF'. */
const restText = (reste: number, devise: string) => `${formatNumber(reste, decimalsFor(devise))} ${devise}`;

export function exceedsMessage(reste: number, devise: string): string {
  return `Le montant ne peut pas dépasser le reste à payer (${restText(reste, devise)})`;
}

/** An online link opened before the parcel was paid another way: its provider takes nothing more than the rest. */
export function linkOverRestMessage(reste: number, devise: string): string {
  return `Ce lien de paiement n'est plus valable : le colis a été payé entre-temps (reste à payer : ${restText(reste, devise)}). Aucun montant n'a été prélevé.`;
}

export function exceedsRemaining(amount: number, reste: number, devise: string): boolean {
  return amount > reste + paymentTolerance(devise) / 2;
}

/** What a payment's amount is checked against: the parcel's currency and what it still owes. */
export interface PaymentContext {
  devise?: string;
  reste?: number;
}

/** What a manual payment needs besides: a transaction ID, for a method that is not flagged online. */
export interface ManualPaymentContext extends PaymentContext {
  transactionRequired?: boolean;
  /** The parcel's route, when the amount is collected in another currency than the parcel's: an amount worth nothing once converted is refused. */
  route?: CounterRoute;
}

/** A payment's amount: required, above 0, bounded, the currency's decimals, not above the rest. */
export function paymentAmount(required: string, { devise, reste }: PaymentContext = {}) {
  const amount = number({
    bound: NUMBER_BOUNDS.amount,
    exclusiveMin: true,
    currency: devise,
    messages: { required, invalid: PAYMENT_FORM_MESSAGES.amountInvalid, min: PAYMENT_FORM_MESSAGES.amountInvalid, max: PAYMENT_FORM_MESSAGES.amountTooHigh, decimals: PAYMENT_FORM_MESSAGES.amountInvalid },
  });
  if (reste === undefined || devise === undefined) return amount;
  return withChecks(amount, z.refine((value: number) => !exceedsRemaining(value, reste, devise), exceedsMessage(reste, devise)));
}

/** POST /api/payments/paiements/create_square_checkout/ (the link's amount is in the card provider's currency). */
export const paymentLinkWrite = (context: PaymentContext = {}) =>
  body({
    colis_id: id(PAYMENT_FORM_MESSAGES.parcelRequired),
    montant: paymentAmount(PAYMENT_FORM_MESSAGES.amountRequired, context),
    description: z.optional(text({ max: TEXT_MAX.paymentDescription })),
    custom_email: email({ max: TEXT_MAX.email, required: PAYMENT_FORM_MESSAGES.emailRequired, invalid: PAYMENT_FORM_MESSAGES.emailInvalid }),
  });

/** A manual payment's amount: a payment's, and worth at least the parcel currency's unit once converted. */
function counterAmount(context: ManualPaymentContext) {
  const amount = paymentAmount(PAYMENT_FORM_MESSAGES.manualAmountRequired, context);
  const { route, devise } = context;
  if (!route || devise === undefined) return amount;
  return withChecks(amount, z.refine((value: number) => !tooSmallToConvert(value, devise, route), tooSmallMessage(route)));
}

/**
 * POST /api/payments/paiements/process_manual_payment/: `montant` as collected, in `devise` (the
 * currency of the place of payment: the parcel's or its route's destination currency; the parcel's
 * when absent). The rest it is checked against is in that currency (`counterPayment.ts`).
 */
export const manualPaymentWrite = (context: ManualPaymentContext = {}) =>
  body({
    colis_id: id(PAYMENT_FORM_MESSAGES.parcelRequired),
    montant: counterAmount(context),
    devise: z.optional(text({ max: TEXT_MAX.currencyCode }).check(z.regex(/^([A-Z]{3})?$/, PAYMENT_FORM_MESSAGES.currencyInvalid))),
    methode: text({ max: 50, required: PAYMENT_FORM_MESSAGES.methodRequired }),
    pays: z.optional(text({ max: TEXT_MAX.countryCode }).check(z.regex(/^([A-Z]{2})?$/, PAYMENT_FORM_MESSAGES.countryInvalid))),
    transaction_id: context.transactionRequired
      ? text({ max: TEXT_MAX.transactionId, required: PAYMENT_FORM_MESSAGES.transactionRequired })
      : z.optional(text({ max: TEXT_MAX.transactionId })),
    notes: z.optional(text({ max: TEXT_MAX.paymentNotes })),
  });

/** POST /api/payments/demo-checkout/{id}/payer/ (demo backend only): the card's answer. */
export const demoCheckoutPayWrite = body({ resultat: choice(['succes', 'echec'], "Résultat attendu : « succes » ou « echec ».") });

/** POST /api/payments/paiements/{id}/envoyer-recu/: another address than the customer's, if any. */
export const sendReceiptWrite = body({ email: z.optional(email({ max: TEXT_MAX.email, invalid: PAYMENT_FORM_MESSAGES.emailInvalid })) });
