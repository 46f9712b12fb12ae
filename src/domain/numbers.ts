/**
 * The one way to read a number a person typed (every number field of the app, and the form variant
 * of every write's schema). It reads what a French or an English keyboard writes, and refuses the
 * rest with a French message instead of guessing:
 *
 * | typed | read |
 * |---|---|
 * | « 1 250,50 », « 1 250.50 » (space, no-break space U+00A0 or narrow no-break space U+202F between thousands) | 1250.5 |
 * | « 1250,5 », « 12.5 », « -3 » | 1250.5, 12.5, -3 |
 * | « » (blank) | nothing (null): the field's own rule says whether it is required |
 * | « 12,5O », « 0x10 », « 1e2 », « 2,5 kg », « 1,250,5 », « 1,5.2 », « 12 50 », « 12, » | refused |
 *
 * It never rounds, clamps or zeroes: the value is the text's, or there is none. Integers and money
 * are checked by the schemas (`schemas/fields.ts`) on the value read here, so « 2,5 » as a quantity
 * says « La quantité doit être un nombre entier » instead of becoming 3.
 */

export const NUMBER_MESSAGES = {
  unreadable: 'Saisissez un nombre, par exemple 1 250,50',
  tooLarge: 'Ce nombre est trop grand',
} as const;

/** A reading: the value (null for a blank text), or why the text is not a number. */
export type NumberReading = { ok: true; value: number | null } | { ok: false; message: string };

/** Digits, with or without thousands separated by one space (plain, no-break or narrow no-break). */
const INTEGER_PART = /^(\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)$/;
const FRACTION_PART = /^\d+$/;
const SEPARATORS = /[ \u00a0\u202f]/g;

/** Reads a typed number; see the table above. */
export function readNumber(text: string | null | undefined): NumberReading {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, value: null };
  const unsigned = trimmed.startsWith('-') ? trimmed.slice(1) : trimmed;
  const marks = unsigned.match(/[.,]/g) ?? [];
  if (marks.length > 1) return { ok: false, message: NUMBER_MESSAGES.unreadable };
  const [whole, fraction] = marks.length === 1 ? unsigned.split(/[.,]/) : [unsigned, undefined];
  if (!INTEGER_PART.test(whole) || (fraction !== undefined && !FRACTION_PART.test(fraction))) {
    return { ok: false, message: NUMBER_MESSAGES.unreadable };
  }
  const value = Number(`${unsigned === trimmed ? '' : '-'}${whole.replace(SEPARATORS, '')}${fraction === undefined ? '' : `.${fraction}`}`);
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_MESSAGES.tooLarge };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** The value of a typed number, null when blank, NaN when it cannot be read. */
export function typedValue(text: string | null | undefined): number | null {
  const reading = readNumber(text);
  return reading.ok ? reading.value : Number.NaN;
}

/** Whether a text already says this value (a field shows it as typed instead of writing it again). */
export function textSays(text: string, value: number | null): boolean {
  const read = typedValue(text);
  if (read === null || value === null) return read === value;
  return Object.is(read, value) || (Number.isNaN(read) && Number.isNaN(value));
}

/**
 * How many decimals a number carries, from its shortest exact writing (`10.005` → 3, `1e-7` → 7,
 * `123456789012.34` → 2): exact where multiplying by 10^n is not, for large amounts.
 */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa, exponent] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(fraction.length - Number(exponent ?? 0), 0);
}

/**
 * Whether a number has no more than `decimals` decimals. Exact for what a person typed or JSON
 * carried (`10.005` has 3), and blind to the last bit of binary noise a sum leaves (`0.1 + 0.2`
 * has 1): at most one unit of the number's own precision away from its rounding.
 */
export function fitsDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (decimalsOf(value) <= decimals) return true;
  return Math.abs(value - Number(value.toFixed(decimals))) <= Number.EPSILON * Math.max(Math.abs(value), 1);
}
