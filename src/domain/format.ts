/**
 * How numbers, weights, percentages, dates and counts read on every screen, PDF and message: one
 * function per kind, French (fr-FR), in the user's time zone (the browser's, unless a caller names
 * one: the demo server and the tests do).
 *
 * | kind | example | rule |
 * |---|---|---|
 * | whole number | 63 000 | French grouping (narrow no-break space) |
 * | decimal | 14,19 | decimal comma, the decimals asked for |
 * | weight | 19,5 kg · 12,0 kg | a parcel's, a manifest's, an invoice's: 1 decimal (spec 001 and 002 section 9), rounded half up from the decimal written (19,45 → 19,5) |
 * | unit weight | 0,25 kg · 1,5 kg | a product's, per unit or per line: at least 1 decimal, up to 2 when it has them, so it reads as the fee uses it |
 * | percentage | 12,5 % | up to 1 decimal, no-break space before % |
 * | date | 5 nov. 2026 | day without leading zero, short month, year |
 * | date and time | 5 nov. 2026, 18:15 | the date, then hh:mm (24 h) |
 * | count | 1 colis enregistré · 2 colis enregistrés | French plural: 0 and 1 take the singular |
 *
 * Pure and small (Intl only): the public tracking page imports it.
 */

import { LOCALE } from './locale';

export { LOCALE };

/** The user's IANA time zone ('America/Toronto'), as the browser knows it. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * A formatter made on its first use, not as this module loads: making one is the costly part of
 * formatting, paid otherwise by every page and by the demo backend's worker that imports these
 * rules without formatting a chart axis or a day label.
 */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, format);
  }
  return format;
}

/** A whole number with French grouping: 63 000. */
export function formatInteger(value: number | null | undefined): string {
  return numberFormat(0, 0).format(finite(value));
}

const compactFormat = madeOnFirstUse(() => new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 }));

/** A short number for a chart axis: 12 k, 1,5 M. */
export function formatCompact(value: number | null | undefined): string {
  return compactFormat().format(finite(value));
}

/** A number with between `min` and `max` decimals: formatDecimal(14.19, 0, 2) → 14,19. */
export function formatDecimal(value: number | null | undefined, min = 0, max = 2): string {
  return numberFormat(min, Math.max(min, max)).format(finite(value));
}

export const WEIGHT_DECIMALS = 1;
export const UNIT_WEIGHT_MAX_DECIMALS = 2;

/**
 * A weight number without its unit, with 1 decimal: 19,5 · 12,0. Rounded from the decimal as
 * written (19,45 is stored as 19,4499…, which Intl alone would show 19,4).
 */
export function formatWeightValue(kg: number | null | undefined): string {
  const value = finite(kg);
  const tenths = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return formatDecimal(Math.sign(value) * tenths, WEIGHT_DECIMALS, WEIGHT_DECIMALS);
}

/** A parcel's, manifest's or invoice's weight: 19,5 kg · 12,0 kg. */
export function formatWeight(kg: number | null | undefined): string {
  return `${formatWeightValue(kg)}\u00a0kg`;
}

/** A product's weight number (per unit or per line): 0,25 · 1,5. */
export function formatUnitWeightValue(kg: number | null | undefined): string {
  return formatDecimal(kg, WEIGHT_DECIMALS, UNIT_WEIGHT_MAX_DECIMALS);
}

/** A product's weight (per unit or per line): 0,25 kg · 1,5 kg, as the fee uses it. */
export function formatUnitWeight(kg: number | null | undefined): string {
  return `${formatUnitWeightValue(kg)}\u00a0kg`;
}

/** A percentage: 12,5 % (a no-break space keeps the sign with its number). */
export function formatPercent(value: number | null | undefined, maxDecimals = 1): string {
  return `${formatDecimal(value, 0, maxDecimals)}\u00a0%`;
}

/** '1 enregistré', '3 enregistrés', '0 colis': French takes the singular for 0 and 1. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatInteger(count)} ${Math.abs(count) < 2 ? singular : pluralForm}`;
}

/* ---------- dates ---------- */

export interface DateOptions {
  /** What an empty value reads (default '—'). */
  empty?: string;
  /** What an unreadable value reads (default: as empty). */
  invalid?: string;
  /** An IANA time zone; the user's by default. */
  timeZone?: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${withTime}-${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}

function parse(value: string | Date | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

function formatWith(value: string | Date | null | undefined, withTime: boolean, options: DateOptions): string {
  const empty = options.empty ?? '—';
  const date = parse(value);
  if (date === null) return empty;
  if (date === 'invalid') return options.invalid ?? empty;
  return dateFormat(withTime, options.timeZone).format(date);
}

/** A day: 5 nov. 2026. */
export function formatDate(value: string | Date | null | undefined, options: DateOptions = {}): string {
  return formatWith(value, false, options);
}

/** A moment: 5 nov. 2026, 18:15. */
export function formatDateTime(value: string | Date | null | undefined, options: DateOptions = {}): string {
  return formatWith(value, true, options);
}

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of a moment in a time zone, as 'YYYY-MM-DD' (a Toronto evening stays on its day). */
export function dayKey(value: string | Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = dayKeyFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    dayKeyFormats.set(key, format);
  }
  return format.format(value instanceof Date ? value : new Date(value));
}

/** Whether a string names a time zone this browser knows. */
export function isTimeZone(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const dayLabelFormat = madeOnFirstUse(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const dayLabelWithYear = madeOnFirstUse(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** A calendar day key ('2026-11-05') as '5 nov.', or '5 nov. 2026' with the year; it names a day, so no time zone moves it. */
export function formatDayKey(key: string, withYear = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return key;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (withYear ? dayLabelWithYear : dayLabelFormat)().format(date);
}

/* ---------- numbers typed in a field ---------- */

/** A number as a field shows it before the user edits it: '63 000', '14,19' (all its decimals kept). */
export function formatNumberInput(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatDecimal(value, 0, 6) : '';
}

/** The `count` calendar days ending with today in a time zone, oldest first ('2026-11-03', '2026-11-04', '2026-11-05'). */
export function lastDayKeys(now: Date, count: number, timeZone?: string): string[] {
  const [year, month, day] = dayKey(now, timeZone).split('-').map(Number);
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10));
}
