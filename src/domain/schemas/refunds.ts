/**
 * POST /api/payments/paiements/{id}/rembourser/ (issue #32): money given back on a validated
 * payment. `montant` in the payment's currency (its `devise`), above 0, with that currency's
 * decimals, not above what is left to refund on it (`context`, the same for the form and the
 * server); the method it is given back by; a reason, always.
 */
import * as z from 'zod/mini';
import { NUMBER_BOUNDS, TEXT_MAX } from '../limits';
import { PAYMENT_FORM_MESSAGES } from './payments';
import { exceedsRefundLeft, REFUND_MESSAGES, refundExceedsMessage } from '../refunds';
import { body, number, text, withChecks } from './fields';

/** What a refund's amount is checked against: the payment's currency and what is left to refund on it. */
export interface RefundContext {
  devise?: string;
  reste?: number;
}

function refundAmount({ devise, reste }: RefundContext) {
  const amount = number({
    bound: NUMBER_BOUNDS.amount,
    exclusiveMin: true,
    currency: devise,
    messages: {
      required: REFUND_MESSAGES.amountRequired,
      invalid: PAYMENT_FORM_MESSAGES.amountInvalid,
      min: PAYMENT_FORM_MESSAGES.amountInvalid,
      max: PAYMENT_FORM_MESSAGES.amountTooHigh,
      decimals: PAYMENT_FORM_MESSAGES.amountInvalid,
    },
  });
  if (reste === undefined || devise === undefined) return amount;
  return withChecks(amount, z.refine((value: number) => !exceedsRefundLeft(value, reste, devise), refundExceedsMessage(reste, devise)));
}

export const refundWrite = (context: RefundContext = {}) =>
  body({
    montant: refundAmount(context),
    methode: text({ max: 50, required: REFUND_MESSAGES.methodRequired }),
    motif: text({ max: TEXT_MAX.paymentNotes, required: REFUND_MESSAGES.reasonRequired }),
  });

export type RefundPayload = z.output<ReturnType<typeof refundWrite>>;
