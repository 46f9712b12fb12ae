import { describe, expect, it } from 'vitest';
import { decimalsOf, fitsDecimals, NUMBER_MESSAGES, readNumber, textSays, typedValue } from '../../src/domain/numbers';

describe('readNumber: one way to read a number typed by a person', () => {
  it.each([
    ['1 250,50', 1250.5],
    ['1 250.50', 1250.5],
    ['1\u00a0250,50', 1250.5],
    ['1\u202f250,50', 1250.5],
    ['1 250 000', 1_250_000],
    ['1250,5', 1250.5],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['  7 ', 7],
    ['0', 0],
    ['-3,25', -3.25],
    ['007', 7],
    ['10,005', 10.005],
  ])('accepts « %s » as %s', (text, value) => {
    expect(readNumber(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['12,5O'],
    ['0x10'],
    ['1e2'],
    ['2,5 kg'],
    ['1,250,5'],
    ['1.250.000'],
    ['1,5.2'],
    ['12 50'],
    ['1  250'],
    ['12,'],
    [',5'],
    ['+5'],
    ['--5'],
    ['Infinity'],
    ['NaN'],
    ['½'],
    ['١٢'],
  ])('refuses « %s » with a French message', (text) => {
    expect(readNumber(text)).toEqual({ ok: false, message: NUMBER_MESSAGES.unreadable });
  });

  it('reads a blank text as no value: the field decides whether one is required', () => {
    expect(readNumber('')).toEqual({ ok: true, value: null });
    expect(readNumber('   ')).toEqual({ ok: true, value: null });
    expect(readNumber(null)).toEqual({ ok: true, value: null });
  });

  it('refuses a number too large to hold instead of calling it infinite', () => {
    expect(readNumber('9'.repeat(400))).toEqual({ ok: false, message: NUMBER_MESSAGES.tooLarge });
  });

  it('never rounds: 2,5 stays 2,5 (an integer field refuses it, see the schemas)', () => {
    expect(typedValue('2,5')).toBe(2.5);
    expect(typedValue('0,1')).toBe(0.1);
    expect(typedValue('12,5O')).toBeNaN();
    expect(typedValue('')).toBeNull();
  });

  it('knows when a text already says a value (a field keeps what was typed)', () => {
    expect(textSays('1 250,50', 1250.5)).toBe(true);
    expect(textSays('2,5 kg', Number.NaN)).toBe(true);
    expect(textSays('', null)).toBe(true);
    expect(textSays('3', 2.5)).toBe(false);
    expect(textSays('', 0)).toBe(false);
  });
});

describe('decimalsOf: the decimals a number carries, exactly', () => {
  it.each([
    [12, 0],
    [12.5, 1],
    [10.005, 3],
    [0.1, 1],
    [123_456_789_012.34, 2],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [-3.25, 2],
  ])('%s has %s', (value, decimals) => {
    expect(decimalsOf(value)).toBe(decimals);
  });
});

describe('fitsDecimals: no more decimals than a field keeps', () => {
  it('refuses a decimal too many, at any size, and ignores binary noise', () => {
    expect(fitsDecimals(10.005, 2)).toBe(false);
    expect(fitsDecimals(12345.67, 0)).toBe(false);
    expect(fitsDecimals(999_999_999_999.99, 2)).toBe(true);
    expect(fitsDecimals(999_999_999_999.5, 0)).toBe(false);
    expect(fitsDecimals(0.1 + 0.2, 2)).toBe(true);
    expect(fitsDecimals(6250.1234567, 6)).toBe(false);
    expect(fitsDecimals(0.000001, 6)).toBe(true);
    expect(fitsDecimals(Number.NaN, 2)).toBe(false);
  });
});
