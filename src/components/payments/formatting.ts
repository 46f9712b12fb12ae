import { formatDate as formatDay, formatDateTime as formatMoment } from '../../domain/format';

/** Dates of the payments screens: the app's formats, with the spec's words for a missing or broken date. */
const WORDS = { empty: 'Date inconnue', invalid: 'Date invalide' };

export function formatDateTime(iso: string | null | undefined): string {
  return formatMoment(iso, WORDS);
}

export function formatDate(iso: string | null | undefined): string {
  return formatDay(iso, WORDS);
}
