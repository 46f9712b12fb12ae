/** What several writes say of a person: a phone as typed. */
import * as z from 'zod/mini';
import { TEXT_MAX } from '../limits';
import { text } from './fields';

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
