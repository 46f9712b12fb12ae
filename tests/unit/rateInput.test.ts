import { describe, expect, it } from 'vitest';
import { RATE_MESSAGES, parseRate, rateUpdateErrorMessage, routesLoadErrorMessage, validateRate } from '../../src/domain/rateInput';

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
