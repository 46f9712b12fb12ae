import { describe, expect, it } from 'vitest';
import { closeLines, expectedLines, lineKey, linesWithDifference } from '../../src/domain/cashClose';
import { cashCloseFormWrite, countedField } from '../../src/domain/schemas/cashClose';
import { formSchemaOf, fieldMessages } from '../../src/domain/schemas/fields';

describe('cash close arithmetic, per method and currency', () => {
  const day = [
    { methode: 'especes', devise: 'GNF', montant: 213_375, statut: 'valide' },
    { methode: 'especes', devise: 'GNF', montant: 100_000, statut: 'valide' },
    { methode: 'especes', devise: 'CAD', montant: 10.1, statut: 'valide' },
    { methode: 'especes', devise: 'CAD', montant: 0.2, statut: 'valide' },
    { methode: 'mobile_money', devise: 'GNF', montant: 50_000, statut: 'valide' },
    { methode: 'especes', devise: 'GNF', montant: 999_999, statut: 'annule' },
    { methode: 'interac', devise: 'CAD', montant: 12, statut: 'en_attente' },
  ];

  it('adds the validated payments only, one line per method and currency, exact to the currency (0,1 + 0,2 = 0,30 CAD)', () => {
    expect(expectedLines(day)).toEqual([
      { methode: 'especes', devise: 'CAD', attendu: 10.3, nombre: 2 },
      { methode: 'especes', devise: 'GNF', attendu: 313_375, nombre: 2 },
      { methode: 'mobile_money', devise: 'GNF', attendu: 50_000, nombre: 1 },
    ]);
  });

  it('the difference is counted − expected: money missing is negative, an extra is positive, none is 0', () => {
    const counted = new Map([
      [lineKey('especes', 'CAD'), 10.3],
      [lineKey('especes', 'GNF'), 310_000],
      [lineKey('mobile_money', 'GNF'), 50_500],
    ]);
    const lines = closeLines(expectedLines(day), counted);
    expect(lines.map((l) => [l.methode, l.devise, l.ecart])).toEqual([
      ['especes', 'CAD', 0],
      ['especes', 'GNF', -3_375],
      ['mobile_money', 'GNF', 500],
    ]);
    expect(linesWithDifference(lines)).toHaveLength(2);
  });

  it("the close form checks each counted amount with its line's currency decimals, keeping what was typed", () => {
    const lines = expectedLines(day);
    const form = formSchemaOf(cashCloseFormWrite(lines));
    const values = { [countedField(lines[0])]: '10,30', [countedField(lines[1])]: '310000,5', [countedField(lines[2])]: '' };
    const result = form.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldMessages(result.error.issues)).toEqual({
      [countedField(lines[1])]: 'Montant invalide : pas de décimales en GNF',
      [countedField(lines[2])]: 'Saisissez le montant compté',
    });
  });
});
