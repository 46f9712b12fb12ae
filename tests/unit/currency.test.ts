import { describe, expect, it } from 'vitest';
import {
  assertContextReady,
  convertAmount,
  CURRENCY_MESSAGES,
  CurrencyError,
  decimalsFor,
  formatMoney,
  formatNumber,
  roundForCurrency,
  type CurrencyContext,
} from '../../src/domain/currency';

/** Intl separates thousands with U+202F and the code with U+00A0: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

// The Canada → Guinea route of the demo: 1 CAD = 6250 GNF.
const canadaGuinea: CurrencyContext = { base_currency_code: 'CAD', destination_currency_code: 'GNF', exchange_rate: 6250 };
const senegal: CurrencyContext = { base_currency_code: 'EUR', destination_currency_code: 'XOF', exchange_rate: 655.957 };

describe('formatMoney: French formatting, GNF and XOF without decimals, others with 2', () => {
  it.each([
    [1234.5, 'CAD', '1 234,50 CAD'],
    [0, 'CAD', '0,00 CAD'],
    [6_250_000, 'GNF', '6 250 000 GNF'],
    [6_250_000.6, 'GNF', '6 250 001 GNF'],
    [655.957, 'XOF', '656 XOF'],
    [99.999, 'EUR', '100,00 EUR'],
    [-12.3, 'USD', '-12,30 USD'],
    [1500, 'gnf', '1 500 GNF'],
    [12.345, 'TND', '12,345 TND'],
  ])('%s %s → %s', (amount, code, expected) => {
    expect(plain(formatMoney(amount, code))).toBe(expected);
  });

  it('a missing or non-finite amount shows as zero', () => {
    expect(plain(formatMoney(null, 'CAD'))).toBe('0,00 CAD');
    expect(plain(formatMoney(undefined, 'GNF'))).toBe('0 GNF');
    expect(plain(formatMoney(Number.NaN, 'CAD'))).toBe('0,00 CAD');
  });

  it('assumes no currency when the data gives none: the number alone, never CAD', () => {
    expect(plain(formatMoney(12.5, ''))).toBe('12,50');
  });

  it('decimals per currency', () => {
    expect(decimalsFor('GNF')).toBe(0);
    expect(decimalsFor('XOF')).toBe(0);
    expect(decimalsFor('CAD')).toBe(2);
    expect(decimalsFor('EUR')).toBe(2);
    expect(decimalsFor('TND')).toBe(3);
    expect(decimalsFor('kwd')).toBe(3);
    expect(roundForCurrency(10.005, 'CAD')).toBe(10.01);
    expect(roundForCurrency(1234.5, 'GNF')).toBe(1235);
    expect(plain(formatNumber(12.345, 1))).toBe('12,3');
  });
});

describe('convertAmount: only between the two currencies of the route, either way', () => {
  it('base → destination multiplies by the rate, rounded for the target', () => {
    expect(convertAmount(100, 'CAD', 'GNF', canadaGuinea)).toBe(625_000);
    expect(convertAmount(12.34, 'CAD', 'GNF', canadaGuinea)).toBe(77_125);
    expect(convertAmount(10, 'EUR', 'XOF', senegal)).toBe(6560);
  });

  it('destination → base divides by the rate, to the cent', () => {
    expect(convertAmount(625_000, 'GNF', 'CAD', canadaGuinea)).toBe(100);
    expect(convertAmount(10_000, 'GNF', 'CAD', canadaGuinea)).toBe(1.6);
    expect(convertAmount(1000, 'XOF', 'EUR', senegal)).toBe(1.52);
  });

  it('same currency: the amount, rounded; codes are case-insensitive', () => {
    expect(convertAmount(10.456, 'CAD', 'CAD', canadaGuinea)).toBe(10.46);
    expect(convertAmount(100, 'cad', 'gnf', canadaGuinea)).toBe(625_000);
  });

  it('any other pair raises an error', () => {
    expect(() => convertAmount(100, 'CAD', 'XOF', canadaGuinea)).toThrow(CurrencyError);
    expect(() => convertAmount(100, 'USD', 'GNF', canadaGuinea)).toThrow(/Conversion non supportée : USD → GNF/);
    try {
      convertAmount(100, 'EUR', 'CAD', canadaGuinea);
      expect.unreachable();
    } catch (error) {
      expect((error as CurrencyError).code).toBe('UNSUPPORTED_CURRENCY_PAIR');
    }
  });

  it('no route: NO_ACTIVE_ENTERPRISE_ROUTE with its message', () => {
    expect(() => convertAmount(1, 'CAD', 'GNF', null)).toThrow(
      "Aucune route d'entreprise active. Veuillez configurer une route dans Configuration > Routes d'entreprise.",
    );
    expect(() => assertContextReady({ exchange_rate: 6250 })).toThrow(CURRENCY_MESSAGES.NO_ACTIVE_ENTERPRISE_ROUTE);
  });

  it('no positive rate: NO_EXCHANGE_RATE_CONFIGURED with its message', () => {
    for (const exchange_rate of [0, -1, Number.NaN]) {
      try {
        convertAmount(1, 'CAD', 'GNF', { ...canadaGuinea, exchange_rate });
        expect.unreachable();
      } catch (error) {
        expect((error as CurrencyError).code).toBe('NO_EXCHANGE_RATE_CONFIGURED');
        expect((error as CurrencyError).message).toBe(
          'Aucun taux de change configuré. Veuillez définir un taux dans Configuration > Taux de change.',
        );
      }
    }
  });
});
