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
