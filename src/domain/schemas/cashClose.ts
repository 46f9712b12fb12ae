/**
 * Cash-close writes (issue #32): the close of an agent's day, its reopening, and a payment's void.
 * The counted amounts travel as `lignes` (method, currency, amount); the form holds one number
 * field per line (`cashCloseFormWrite`), each with its currency's decimals, and sends them as lines.
 */
import * as z from 'zod/mini';
import { NUMBER_BOUNDS, TEXT_MAX } from '../limits';
import { CASH_CLOSE_MESSAGES, lineKey, type ExpectedLine } from '../cashClose';
import { body, list, number, text } from './fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const counted = (devise?: string) =>
  number({ bound: NUMBER_BOUNDS.countedAmount, currency: devise, messages: { required: CASH_CLOSE_MESSAGES.countedRequired, invalid: 'Montant invalide', min: 'Montant invalide', max: 'Montant invalide' } });

const note = () => z.optional(text({ max: TEXT_MAX.paymentNotes }));

/** POST /api/payments/clotures-caisse/: the day (the agent's, YYYY-MM-DD), each line counted, a note. */
export const cashCloseWrite = body({
  date: text({ max: 10, required: 'La date est requise' }).check(z.regex(DAY, 'Date invalide (AAAA-MM-JJ).')),
  lignes: list(body({ methode: text({ max: 50, required: 'Mode requis' }), devise: text({ max: TEXT_MAX.currencyCode, required: 'Devise requise' }), montant_compte: counted() }), { max: 50 }),
  note: note(),
});

/** The form's field of a line: its method and currency, never a character the form path would split on. */
export const countedField = (line: Pick<ExpectedLine, 'methode' | 'devise'>) => `compte_${lineKey(line.methode, line.devise).replace(/[^A-Za-z0-9_]/g, '_')}`;

/** The close form: one counted amount per expected line (its currency's decimals) and the note. */
export const cashCloseFormWrite = (lines: readonly ExpectedLine[]) =>
  body({ ...Object.fromEntries(lines.map((line) => [countedField(line), counted(line.devise)])), note: note() });

/** POST …/clotures-caisse/{id}/rouvrir/ and POST …/paiements/{id}/annuler/: a reason, always. */
export const reasonWrite = body({ motif: text({ max: TEXT_MAX.paymentNotes, required: CASH_CLOSE_MESSAGES.reasonRequired }) });
