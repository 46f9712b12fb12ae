import { describe, expect, it } from 'vitest';
import { RATE_MESSAGES, conversionAmount, inverseRate, isRateJump, rateJumpText, rateUpdateErrorMessage, routesLoadErrorMessage } from '../../src/domain/rateInput';
import { rateWrite } from '../../src/domain/schemas/rates';
import { formSchemaOf } from '../../src/domain/schemas/fields';

/** What the rate editor checks as the rate is typed (react-admin's <Form> runs this schema) and what it sends. */
const rateForm = formSchemaOf(rateWrite);
const validateRate = (typed: string) => {
  const result = rateForm.safeParse({ taux_echange: typed });
  return result.success ? null : result.error.issues[0].message;
};
const parseRate = (typed: string) => rateForm.parse({ taux_echange: typed }).taux_echange;

describe('exchange-rate input (spec 000 section 5)', () => {
  it('requires a value', () => {
    expect(validateRate('')).toBe('Le taux est requis');
    expect(validateRate('   ')).toBe('Le taux est requis');
  });

  it('needs a valid number', () => {
    expect(validateRate('abc')).toBe('Doit être un nombre valide');
    expect(validateRate('12a')).toBe('Doit être un nombre valide');
    expect(validateRate('1.2.3')).toBe('Doit être un nombre valide');
  });

  it('needs a positive number', () => {
    expect(validateRate('0')).toBe('Doit être positif');
    expect(validateRate('-5')).toBe('Doit être positif');
  });

  it('refuses more than 999,999,999', () => {
    expect(validateRate('999999999')).toBeNull();
    expect(validateRate('1000000000')).toBe('Taux trop élevé (max: 999M)');
  });

  it('allows at most 6 decimals (step 0.000001)', () => {
    expect(validateRate('0.000001')).toBeNull();
    expect(validateRate('0.00016')).toBeNull();
    expect(validateRate('0.0000001')).toBe('Maximum 6 décimales');
    expect(validateRate('6250.1234567')).toBe('Maximum 6 décimales');
  });

  it('accepts the French decimal comma and the seeded rates', () => {
    expect(validateRate('6250')).toBeNull();
    expect(validateRate('6 300,5')).toBeNull();
    expect(parseRate('6 300,5')).toBe(6300.5);
    expect(parseRate('655.957')).toBe(655.957);
  });
});

describe('rate-update errors (spec 000 section 8)', () => {
  it('names each status', () => {
    expect(rateUpdateErrorMessage(401)).toBe(RATE_MESSAGES.loadSessionExpired);
    expect(rateUpdateErrorMessage(403)).toBe('Accès refusé : vous ne pouvez modifier que vos routes');
    expect(rateUpdateErrorMessage(404)).toBe('Route non trouvée ou supprimée');
    expect(rateUpdateErrorMessage(500)).toBe(RATE_MESSAGES.serverError);
    expect(rateUpdateErrorMessage(503)).toBe(RATE_MESSAGES.serverError);
    expect(rateUpdateErrorMessage(0)).toBe(RATE_MESSAGES.network);
    expect(rateUpdateErrorMessage(undefined)).toBe(RATE_MESSAGES.network);
  });

  it('shows the server text on 400 and 422, else the invalid-data message', () => {
    expect(rateUpdateErrorMessage(400, 'Le taux doit être positif.')).toBe('Le taux doit être positif.');
    expect(rateUpdateErrorMessage(422)).toBe(RATE_MESSAGES.invalidData);
  });

  it('names the route load failures', () => {
    expect(routesLoadErrorMessage(401)).toBe('Session expirée, veuillez vous reconnecter');
    expect(routesLoadErrorMessage(500)).toBe('Erreur lors du chargement des routes');
  });
});

describe('a rate more than twice or less than half the saved one is asked again', () => {
  it('asks beyond × 2 and ÷ 2, not within', () => {
    expect(isRateJump(6250, 62_500)).toBe(true);
    expect(isRateJump(6250, 625)).toBe(true);
    expect(isRateJump(6250, 12_500)).toBe(false);
    expect(isRateJump(6250, 3125)).toBe(false);
    expect(isRateJump(6250, 12_500.01)).toBe(true);
    expect(isRateJump(6250, 6400)).toBe(false);
  });

  it('says how far the new rate goes', () => {
    expect(rateJumpText(6250, 62_500)).toBe('× 10');
    expect(rateJumpText(6250, 1562.5)).toBe('÷ 4');
    expect(rateJumpText(6250, 15_625)).toBe('× 2,5');
  });
});

describe('the inverse rate offered to the reverse route, exact to the 6 decimals of a rate', () => {
  it('inverts the spec’s pair both ways', () => {
    expect(inverseRate(6250)).toBe(0.00016);
    expect(inverseRate(0.00016)).toBe(6250);
    expect(inverseRate(6400)).toBe(0.000156);
  });

  it('rounds to 6 decimals, to the nearest', () => {
    expect(inverseRate(655.957)).toBe(0.001524);
    expect(inverseRate(0.001524)).toBe(656.167979);
    expect(inverseRate(3)).toBe(0.333333);
    expect(inverseRate(1.5)).toBe(0.666667);
  });

  it('offers nothing a rate cannot hold: below 0,000001 or not a positive number', () => {
    expect(inverseRate(3_000_000)).toBeNull();
    expect(inverseRate(0)).toBeNull();
    expect(inverseRate(Number.NaN)).toBeNull();
  });
});

describe('conversion test amount', () => {
  it('reads a French amount, and nothing that is not one', () => {
    expect(conversionAmount('1 250,5')).toBe(1250.5);
    expect(conversionAmount(100)).toBe(100);
    expect(conversionAmount('12,5O')).toBeNull();
    expect(conversionAmount('-1')).toBeNull();
    expect(conversionAmount('')).toBeNull();
  });
});
