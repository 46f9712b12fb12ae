/**
 * CSV for a French spreadsheet (Excel, LibreOffice in French): ';' between fields, a UTF-8 byte
 * order mark so accents survive, decimal comma, French dates, CRLF line ends, and a total per
 * currency at the end. Pure: the screens fetch the rows, this file writes the text.
 *
 * Nothing a user or a server typed is ever read as a formula (OWASP "CSV injection"): a text cell
 * that starts with = + - @, a tab or a carriage return gets a leading ' and is quoted. Numbers are
 * told apart by their type, not their look: a number written by csvNumber/csvAmount (-12,50) stays
 * a number the spreadsheet can sum, while the same characters typed in a text field are neutralised.
 */
import { decimalsFor } from './currency';
import { plural } from './format';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/** A number already written for the spreadsheet (decimal comma, optional minus sign). */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvCell = string | number | CsvNumber | null | undefined;

/** First characters that make a spreadsheet read a cell as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * One field: a number as written; a text neutralised when a spreadsheet would run it as a formula,
 * and quoted when it holds the separator, a quote or a line break (RFC 4180 style).
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value).text;
  if (value instanceof CsvNumber) return value.text;
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return /[;"\r\n]/.test(value) ? quoted(value) : value;
}

/** A number with a decimal comma and no thousands separator, so the spreadsheet reads a number. */
export function csvNumber(value: number, decimals?: number): CsvNumber {
  if (!Number.isFinite(value)) return new CsvNumber('');
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return new CsvNumber(text.replace('.', ','));
}

/** An amount with the decimals of its currency (GNF and XOF: none). */
export function csvAmount(value: number, currency: string): CsvNumber {
  return csvNumber(value, decimalsFor(currency));
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** dd/mm/yyyy hh:mm in the local time zone; an unreadable date stays empty. */
export function csvDate(iso: string | null | undefined, withTime = true): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

export interface CurrencyTotal {
  currency: string;
  total: number;
  count: number;
}

/** Sums amounts per currency, in the order currencies first appear. */
export function totalsByCurrency<T>(rows: readonly T[], amount: (row: T) => number, currency: (row: T) => string): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const row of rows) {
    const code = currency(row);
    const entry = totals.get(code) ?? { currency: code, total: 0, count: 0 };
    entry.total += amount(row);
    entry.count += 1;
    totals.set(code, entry);
  }
  return [...totals.values()].map((entry) => ({ ...entry, total: Math.round(entry.total * 10 ** decimalsFor(entry.currency)) / 10 ** decimalsFor(entry.currency) }));
}

export interface CsvDocument<T> {
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
  /**
   * Totals per currency after an empty line ('Total CAD;1234,50;12 lignes'), over the rows `include`
   * keeps; `counted` names those rows when some are left out ('12 paiements validés'), so the count
   * never reads as the file's number of lines.
   */
  totals?: { amount: (row: T) => number; currency: (row: T) => string; include?: (row: T) => boolean; counted?: { singular: string; plural: string } };
}

function line(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(CSV_SEPARATOR);
}

/** The whole file as text, BOM first. */
export function buildCsv<T>({ columns, rows, totals }: CsvDocument<T>): string {
  const lines = [line(columns.map((c) => c.header)), ...rows.map((row) => line(columns.map((c) => c.value(row))))];
  if (totals) {
    lines.push('');
    const counted = totals.include ? rows.filter(totals.include) : rows;
    for (const entry of totalsByCurrency(counted, totals.amount, totals.currency)) {
      lines.push(line([`Total ${entry.currency}`, csvAmount(entry.total, entry.currency), plural(entry.count, totals.counted?.singular ?? 'ligne', totals.counted?.plural)]));
    }
  }
  return CSV_BOM + lines.join(CSV_EOL) + CSV_EOL;
}

/** File name with the day: paiements_2025-03-14.csv. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
}

/**
 * Fetches every page of a server list, one after the other, reporting progress in percent, so an
 * export holds every row that matches the filters and not only the page on screen.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<PageResult<T>>,
  { pageSize = 100, onProgress }: { pageSize?: number; onProgress?: (percent: number) => void } = {},
): Promise<T[]> {
  const first = await fetchPage(1, pageSize);
  const rows = [...first.rows];
  const pages = Math.max(Math.ceil(first.total / pageSize), 1);
  onProgress?.(Math.round((1 / pages) * 100));
  for (let page = 2; page <= pages; page += 1) {
    const next = await fetchPage(page, pageSize);
    rows.push(...next.rows);
    onProgress?.(Math.round((page / pages) * 100));
  }
  return rows;
}
