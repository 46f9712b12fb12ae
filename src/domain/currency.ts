/** Currency rules of spec 000 sections 4, 5, 8 and 9: two currencies per route, French formatting. */
import { formatDecimal } from './format';

export interface CurrencyInfo {
  code: string;
  name?: string;
  flag?: string;
}

export interface CurrencyContext {
  base_currency_code: string;
  destination_currency_code: string;
  exchange_rate: number;
  base_currency_info?: CurrencyInfo;
  destination_currency_info?: CurrencyInfo;
}

export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['GNF', 'XOF'];
/**
 * The currencies whose smallest unit is the thousandth (ISO 4217 minor unit 3): the only ones where
 * the online link's step of 0,001 (spec 002) is money. The spec's 'other currencies 2' is ISO's
 * unit for every currency it names; see docs/decisions.md.
 */
export const THREE_DECIMAL_CURRENCIES: readonly string[] = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];

export const CURRENCY_MESSAGES = {
  NO_ACTIVE_ENTERPRISE_ROUTE:
    "Aucune route d'entreprise active. Veuillez configurer une route dans Configuration > Routes d'entreprise.",
  NO_EXCHANGE_RATE_CONFIGURED:
    'Aucun taux de change configuré. Veuillez définir un taux dans Configuration > Taux de change.',
} as const;

export type CurrencyErrorCode = keyof typeof CURRENCY_MESSAGES | 'UNSUPPORTED_CURRENCY_PAIR';

export class CurrencyError extends Error {
  constructor(
    public readonly code: CurrencyErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CurrencyError';
  }
}

/** The decimals of a currency's smallest unit: GNF and XOF 0, the dinars and rials of ISO 4217's list 3, the others 2. */
export function decimalsFor(currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  if (ZERO_DECIMAL_CURRENCIES.includes(code)) return 0;
  return THREE_DECIMAL_CURRENCIES.includes(code) ? 3 : 2;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Rounds an amount the way its currency is shown (GNF and XOF to the unit, TND to the millime, others to the cent). */
export function roundForCurrency(amount: number, currencyCode: string): number {
  return roundTo(amount, decimalsFor(currencyCode));
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currencyCode: string): Intl.NumberFormat {
  const code = currencyCode.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    const decimals = decimalsFor(code);
    try {
      formatter = new Intl.NumberFormat('fr-FR', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'code',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      // A code Intl does not know still gets French digits, followed by the code itself.
      const digits = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      formatter = { format: (n: number) => `${digits.format(n)} ${code}` } as Intl.NumberFormat;
    }
    formatters.set(code, formatter);
  }
  return formatter;
}

/**
 * French formatting, e.g. `1 234,50 CAD` or `6 250 000 GNF` (spaces are narrow no-break spaces).
 * Without a currency (the route data lacks it), the number alone with 2 decimals: no currency is
 * ever assumed.
 */
export function formatMoney(amount: number | null | undefined, currencyCode: string): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  if (!currencyCode) return formatDecimal(value, 2, 2);
  return formatterFor(currencyCode).format(value);
}

/** A number in French format with a fixed number of decimals (weights: see formatWeight in ./format). */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  return formatDecimal(value, decimals, decimals);
}

/** Checks that the context can convert at all: a route and a positive exchange rate. */
export function assertContextReady(context: Partial<CurrencyContext> | null | undefined): asserts context is CurrencyContext {
  if (!context || !context.base_currency_code || !context.destination_currency_code) {
    throw new CurrencyError('NO_ACTIVE_ENTERPRISE_ROUTE', CURRENCY_MESSAGES.NO_ACTIVE_ENTERPRISE_ROUTE);
  }
  if (!(typeof context.exchange_rate === 'number' && context.exchange_rate > 0)) {
    throw new CurrencyError('NO_EXCHANGE_RATE_CONFIGURED', CURRENCY_MESSAGES.NO_EXCHANGE_RATE_CONFIGURED);
  }
}

/**
 * Converts between the two currencies of the route only, in either direction; any other pair
 * raises an error (spec 000 section 5). The result is rounded for the target currency.
 */
export function convertAmount(
  amount: number,
  fromCurrency: string,
  toCurrency: string,
  context: Partial<CurrencyContext> | null | undefined,
): number {
  assertContextReady(context);
  const from = fromCurrency.toUpperCase();
  const to = toCurrency.toUpperCase();
  const base = context.base_currency_code.toUpperCase();
  const destination = context.destination_currency_code.toUpperCase();
  const supported = [base, destination];
  if (!supported.includes(from) || !supported.includes(to)) {
    throw new CurrencyError(
      'UNSUPPORTED_CURRENCY_PAIR',
      `Conversion non supportée : ${from} → ${to} (devises de la route : ${base} et ${destination})`,
    );
  }
  if (from === to) return roundForCurrency(amount, to);
  const converted = from === base ? amount * context.exchange_rate : amount / context.exchange_rate;
  return roundForCurrency(converted, to);
}
