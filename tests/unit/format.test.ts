import { describe, expect, it } from 'vitest';
import {
  dayKey,
  formatCompact,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatDecimal,
  formatInteger,
  formatNumberInput,
  formatPercent,
  formatUnitWeight,
  formatWeight,
  isTimeZone,
  lastDayKeys,
  plural,
} from '../../src/domain/format';
import { formatMoney, formatNumber } from '../../src/domain/currency';
import { typedValue } from '../../src/domain/numbers';

/** Intl writes French groups with a narrow no-break space and units after a no-break space: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('numbers (French everywhere)', () => {
  it('groups thousands and writes a decimal comma', () => {
    expect(plain(formatInteger(63000))).toBe('63 000');
    expect(plain(formatInteger(10000))).toBe('10 000');
    expect(formatDecimal(14.19)).toBe('14,19');
    expect(formatDecimal(14.1, 2, 2)).toBe('14,10');
    expect(plain(formatNumber(1234.5, 2))).toBe('1 234,50');
    expect(plain(formatMoney(6_250_000, 'GNF'))).toBe('6 250 000 GNF');
    expect(plain(formatMoney(1234.5, 'CAD'))).toBe('1 234,50 CAD');
  });

  it('reads nothing readable as 0 rather than NaN', () => {
    expect(formatInteger(Number.NaN)).toBe('0');
    expect(formatDecimal(null)).toBe('0');
  });

  it('writes percentages and chart axes the French way', () => {
    expect(plain(formatPercent(12.5))).toBe('12,5 %');
    expect(plain(formatPercent(263))).toBe('263 %');
    expect(plain(formatCompact(12_000))).toBe('12 k');
  });
});

describe("a parcel's weight: 1 decimal (spec 001 section 9), rounded from the decimal written", () => {
  it.each([
    [19.45, '19,5 kg'],
    [1.25, '1,3 kg'],
    [1.3, '1,3 kg'],
    [12, '12,0 kg'],
    [0.05, '0,1 kg'],
    [0.04, '0,0 kg'],
    [1234.5, '1 234,5 kg'],
    [null, '0,0 kg'],
  ])('%s reads %s', (kg, text) => {
    expect(plain(formatWeight(kg))).toBe(text);
  });
});

describe("a product's weight: at least 1 decimal, up to 2, as the fee uses it", () => {
  it.each([
    [0.25, '0,25 kg'],
    [1.5, '1,5 kg'],
    [12, '12,0 kg'],
  ])('%s reads %s', (kg, text) => {
    expect(plain(formatUnitWeight(kg))).toBe(text);
  });
});

describe('counts take the French plural (0 and 1 singular)', () => {
  it.each([
    [0, '0 enregistré'],
    [1, '1 enregistré'],
    [2, '2 enregistrés'],
    [1500, '1 500 enregistrés'],
  ])('%s', (count, text) => {
    expect(plain(plural(count, 'enregistré'))).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(plural(3, 'bordereau', 'bordereaux')).toBe('3 bordereaux');
    expect(plural(1, 'bordereau', 'bordereaux')).toBe('1 bordereau');
  });
});

describe('dates: one format per kind, in the user’s time zone', () => {
  // 23:15 UTC on 5 November is 18:15 in Toronto and 00:15 on the 6th in Paris.
  const evening = '2026-11-05T23:15:00Z';

  it('writes a date as "5 nov. 2026" (no leading zero, short month)', () => {
    expect(formatDate(evening, { timeZone: 'America/Toronto' })).toBe('5 nov. 2026');
    expect(formatDate(evening, { timeZone: 'Europe/Paris' })).toBe('6 nov. 2026');
  });

  it('writes a date and time as "5 nov. 2026, 18:15" (24 h)', () => {
    expect(formatDateTime(evening, { timeZone: 'America/Toronto' })).toBe('5 nov. 2026, 18:15');
    expect(formatDateTime('2026-03-01T00:05:00Z', { timeZone: 'UTC' })).toBe('1 mars 2026, 00:05');
  });

  it('says what a missing or broken date is', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('', { empty: 'Jamais' })).toBe('Jamais');
    expect(formatDateTime('pas une date', { empty: 'Date inconnue', invalid: 'Date invalide' })).toBe('Date invalide');
  });

  it('groups a moment on the calendar day of the time zone', () => {
    expect(dayKey(evening, 'America/Toronto')).toBe('2026-11-05');
    expect(dayKey(evening, 'UTC')).toBe('2026-11-05');
    expect(dayKey('2026-11-06T02:30:00Z', 'America/Toronto')).toBe('2026-11-05');
    expect(dayKey('2026-11-06T02:30:00Z', 'UTC')).toBe('2026-11-06');
  });

  it('lists the last days of a time zone without skipping or repeating one across a DST change', () => {
    // Toronto leaves daylight time on 1 November 2026.
    expect(lastDayKeys(new Date('2026-11-03T03:00:00Z'), 4, 'America/Toronto')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(lastDayKeys(new Date('2026-11-03T03:00:00Z'), 2, 'UTC')).toEqual(['2026-11-02', '2026-11-03']);
  });

  it('names a day key the same whatever the time zone', () => {
    expect(formatDayKey('2026-11-05')).toBe('5 nov.');
    expect(formatDayKey('2026-11-05', true)).toBe('5 nov. 2026');
  });

  it('knows a real time zone from a made-up one', () => {
    expect(isTimeZone('America/Toronto')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(null)).toBe(false);
  });
});

describe('numbers typed in a field', () => {
  it('shows a stored number the French way', () => {
    expect(plain(formatNumberInput(63000))).toBe('63 000');
    expect(formatNumberInput(14.19)).toBe('14,19');
    expect(formatNumberInput(null)).toBe('');
  });

  it('is read back by the one number reader, as shown', () => {
    expect(typedValue(formatNumberInput(63000))).toBe(63000);
    expect(typedValue(formatNumberInput(1250.5))).toBe(1250.5);
    expect(typedValue(formatNumberInput(14.19))).toBe(14.19);
  });
});
