/**
 * Calendar periods of the date filters ('Aujourd'hui', 'Cette semaine', 'Ce mois' on /paiements):
 * calendar periods in the user's time zone, not rolling windows. The week starts on Monday (the
 * French calendar, ISO 8601): on a Wednesday, 'Cette semaine' is Monday to now, never the weekend
 * before; 'Ce mois' starts on the 1st.
 */
import { dayKey } from './format';

export const DATE_FILTERS = ['today', 'week', 'month'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export function isDateFilter(value: string | null | undefined): value is DateFilter {
  return (DATE_FILTERS as readonly (string | null | undefined)[]).includes(value);
}

/** The first day ('2026-11-23') of today, this week (from Monday) or this month, in `timeZone`. */
export function firstDayOf(filter: DateFilter, now: Date, timeZone?: string): string {
  const [year, month, day] = dayKey(now, timeZone).split('-').map(Number);
  const today = new Date(Date.UTC(year, month - 1, day));
  if (filter === 'month') today.setUTCDate(1);
  if (filter === 'week') today.setUTCDate(day - ((today.getUTCDay() + 6) % 7));
  return today.toISOString().slice(0, 10);
}

export const DATE_RANGE_INVERTED = 'La date de fin ne peut pas précéder la date de début';

/**
 * An end date before the start date ('2026-11-10' after '2026-11-20') is refused at the end date's
 * field, never applied: applied, it emptied the list without a word. Either date alone is fine.
 */
export function dateRangeError(debut: string | null | undefined, fin: string | null | undefined): string | null {
  const start = debut?.trim() ?? '';
  const end = fin?.trim() ?? '';
  return start && end && end < start ? DATE_RANGE_INVERTED : null;
}
