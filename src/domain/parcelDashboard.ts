/** Dashboard rules (spec 001 section 2): greeting, month-over-month badges, chart window and average. */

export function greeting(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Bonjour';
  if (hour < 18) return 'Bon après-midi';
  return 'Bonsoir';
}

/** Change from the previous to the current value in percent, rounded; null when there is no base. */
export function monthOverMonth(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** '+12 %', '−8 %', '0 %' (French typography); '—' when there is no base to compare with. */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  if (change > 0) return `+${change} %`;
  if (change < 0) return `−${Math.abs(change)} %`;
  return '0 %';
}

export const CHART_MONTHS_DESKTOP = 12;
export const CHART_MONTHS_MOBILE = 6;

/** The last `count` months of a chronological series. */
export function lastMonths<T>(series: readonly T[], mobile: boolean): T[] {
  return series.slice(-(mobile ? CHART_MONTHS_MOBILE : CHART_MONTHS_DESKTOP));
}

/** Average per month of a value over the shown months (0 for none). */
export function monthlyAverage<T>(series: readonly T[], value: (item: T) => number): number {
  if (series.length === 0) return 0;
  return series.reduce((sum, item) => sum + value(item), 0) / series.length;
}

/** 'YYYY-MM' of a date in local time. */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The `count` month keys ending with the month of `now`, oldest first. */
export function monthWindow(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => monthKey(new Date(now.getFullYear(), now.getMonth() - (count - 1 - index), 1)));
}

const MONTH_NAMES = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/** 'mars 2026' style short label of a 'YYYY-MM' key. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return `${MONTH_NAMES[(month || 1) - 1]} ${year}`;
}
