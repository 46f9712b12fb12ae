/** What several writes say of a person: names, email and a phone as typed. */
import * as z from 'zod/mini';
import { TEXT_MAX } from '../limits';
import { email, text } from './fields';

export const PHONE_MIN_LENGTH = 10;
export const PHONE_INVALID = 'Format de téléphone invalide';
const PHONE_PATTERN = /^[\d\s\-+()]+$/;

/** Optional; when given, at least 10 characters among digits, spaces, dashes, plus and parentheses. */
export function isValidPhone(value: string): boolean {
  const typed = value.trim();
  return typed === '' || (typed.length >= PHONE_MIN_LENGTH && PHONE_PATTERN.test(typed));
}

/** A phone a person may leave blank (spec 000: the employee's and the profile's). */
export const phone = text({ max: TEXT_MAX.phone }).check(z.refine(isValidPhone, PHONE_INVALID));

export const PERSON_MESSAGES = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
} as const;

/** Who a person is, the same on the user's profile and on an employee. */
export const personFields = {
  first_name: text({ max: TEXT_MAX.personName, required: PERSON_MESSAGES.firstNameRequired }),
  last_name: text({ max: TEXT_MAX.personName, required: PERSON_MESSAGES.lastNameRequired }),
  email: email({ max: TEXT_MAX.email, required: PERSON_MESSAGES.emailRequired, invalid: PERSON_MESSAGES.emailInvalid }),
  phone: z.optional(phone),
};
