import { describe, expect, it } from 'vitest';
import { CAMERA_REPEAT_COOLDOWN_MS, SCANNER_BURST, codeFromScan, isFreshCameraRead, matchesParcelCode, noParcelForCode, scansIn, type KeyStroke } from '../../src/domain/scanner';

/** The keys of `text` then Enter, `gap` ms apart, from `start`. */
const typed = (text: string, gap: number, start = 1000): KeyStroke[] =>
  [...text.split(''), 'Enter'].map((key, index) => ({ key, time: start + index * gap }));

describe('handheld scanner bursts', () => {
  it('keeps its thresholds in one constant: 50 ms between keys, 6 characters, ended by Enter', () => {
    expect(SCANNER_BURST).toEqual({ maxKeyIntervalMs: 50, minLength: 6, terminator: 'Enter' });
  });

  it('reads a code typed 10 ms apart and ended by Enter', () => {
    expect(scansIn(typed('CG0A1B2C34', 10))).toEqual(['CG0A1B2C34']);
  });

  it('accepts keys exactly at the threshold and refuses them just above it', () => {
    expect(scansIn(typed('CG0A1B2C34', 50))).toEqual(['CG0A1B2C34']);
    expect(scansIn(typed('CG0A1B2C34', 51))).toEqual([]);
  });

  it('ignores a person typing the same characters (150 ms apart)', () => {
    expect(scansIn(typed('CG0A1B2C34', 150))).toEqual([]);
  });

  it('needs at least six characters', () => {
    expect(scansIn(typed('AB123', 5))).toEqual([]);
    expect(scansIn(typed('AB1234', 5))).toEqual(['AB1234']);
  });

  it('drops slow keys typed before a burst: the scan starts at the first fast key', () => {
    const person = [
      { key: 'x', time: 0 },
      { key: 'y', time: 400 },
    ];
    expect(scansIn([...person, ...typed('COL-2025-000042', 8, 2000)])).toEqual(['COL-2025-000042']);
  });

  it('ignores Shift between characters but resets on other special keys', () => {
    const withShift: KeyStroke[] = [
      { key: 'Shift', time: 0 },
      ...typed('GC12345', 5, 2),
    ];
    expect(scansIn(withShift)).toEqual(['GC12345']);
    const broken: KeyStroke[] = [...typed('GC1', 5).slice(0, 3), { key: 'ArrowLeft', time: 1016 }, ...typed('2345', 5, 1021)];
    expect(scansIn(broken)).toEqual([]);
  });

  it('refuses an Enter that comes late after the last character', () => {
    const strokes = typed('CG0A1B2C34', 5);
    strokes[strokes.length - 1] = { key: 'Enter', time: strokes[strokes.length - 2].time + 200 };
    expect(scansIn(strokes)).toEqual([]);
  });

  it('reads two scans in a row', () => {
    expect(scansIn([...typed('AAAAAA1', 5, 0), ...typed('BBBBBB2', 5, 5000)])).toEqual(['AAAAAA1', 'BBBBBB2']);
  });
});

describe('scanned codes', () => {
  it('trims and upper-cases the text, and takes the code out of a tracking link', () => {
    expect(codeFromScan('  cg0a1b2c34 \n')).toBe('CG0A1B2C34');
    expect(codeFromScan('https://colis.example/#/suivi?tracking=gc00x1y2z7')).toBe('GC00X1Y2Z7');
    expect(codeFromScan('   ')).toBe('');
  });

  it('matches a parcel by tracking code or parcel number, case-insensitively, and never by part', () => {
    const parcel = { code_suivi: 'CG0A1B2C34', numero_colis: 'COL-2025-000042' };
    expect(matchesParcelCode(parcel, 'cg0a1b2c34')).toBe(true);
    expect(matchesParcelCode(parcel, 'COL-2025-000042')).toBe(true);
    expect(matchesParcelCode(parcel, 'CG0A1B')).toBe(false);
    expect(matchesParcelCode(parcel, '')).toBe(false);
  });

  it('says which code has no parcel', () => {
    expect(noParcelForCode('ZZ999999')).toBe('Aucun colis pour le code ZZ999999');
  });

  it('takes a camera read again only after the cooldown or for another code', () => {
    const last = { code: 'CG0A1B2C34', time: 1000 };
    expect(isFreshCameraRead(null, 'CG0A1B2C34', 0)).toBe(true);
    expect(isFreshCameraRead(last, 'CG0A1B2C34', 1000 + CAMERA_REPEAT_COOLDOWN_MS - 1)).toBe(false);
    expect(isFreshCameraRead(last, 'CG0A1B2C34', 1000 + CAMERA_REPEAT_COOLDOWN_MS)).toBe(true);
    expect(isFreshCameraRead(last, 'GC00X1Y2Z7', 1001)).toBe(true);
  });
});
