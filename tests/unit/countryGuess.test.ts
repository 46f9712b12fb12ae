import { describe, expect, it } from 'vitest';
import { countryFromLatitude, guessOperatingCountry } from '../../src/domain/accessRequest';

describe('Operating country guessed on /register (spec 000 §9: north of 45° → canada, otherwise guinee)', () => {
  it('a Canadian time zone suggests canada, whatever the language', () => {
    for (const timeZone of ['America/Toronto', 'America/Montreal', 'America/Vancouver', 'America/St_Johns', 'America/Halifax', 'Canada/Eastern']) {
      expect(guessOperatingCountry({ timeZone, languages: ['fr-FR'] })).toBe('canada');
    }
  });

  it("Conakry's time zone suggests guinee even with a Canadian French locale", () => {
    expect(guessOperatingCountry({ timeZone: 'Africa/Conakry', languages: ['fr-CA'] })).toBe('guinee');
  });

  it('a zone that names neither country falls back on the locale region, then on guinee as the spec says', () => {
    expect(guessOperatingCountry({ timeZone: 'UTC', languages: ['fr-CA', 'fr'] })).toBe('canada');
    expect(guessOperatingCountry({ timeZone: 'UTC', languages: ['en_ca'] })).toBe('canada');
    expect(guessOperatingCountry({ timeZone: 'Europe/Paris', languages: ['fr-GN', 'fr-CA'] })).toBe('guinee');
    expect(guessOperatingCountry({ timeZone: 'America/New_York', languages: ['en-US'] })).toBe('guinee');
    expect(guessOperatingCountry({})).toBe('guinee');
  });

  it("with a position the device already shares, the spec's rule on its latitude wins: above 45 canada, otherwise guinee", () => {
    expect(countryFromLatitude(45.5)).toBe('canada');
    expect(countryFromLatitude(45)).toBe('guinee');
    expect(countryFromLatitude(9.64)).toBe('guinee');
    expect(guessOperatingCountry({ latitude: 46.8, timeZone: 'Africa/Conakry' })).toBe('canada');
    expect(guessOperatingCountry({ latitude: 9.5, timeZone: 'America/Toronto', languages: ['fr-CA'] })).toBe('guinee');
  });
});
