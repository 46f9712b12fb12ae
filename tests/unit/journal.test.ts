import { describe, expect, it } from 'vitest';
import { endOfDay, journalKindLabel, journalServerFilter, JOURNAL_KIND_VALUES, startOfDay } from '../../src/domain/journal';

describe('the journal of sensitive changes (src/domain/journal.ts)', () => {
  it('names its eleven kinds in French', () => {
    expect(JOURNAL_KIND_VALUES.map(journalKindLabel)).toEqual([
      'Rôle',
      'Mot de passe',
      'Taux de change',
      'Prix de catégorie',
      "Statut d'un employé",
      'Étape de bordereau',
      'Connexion Square',
      'Clôture de caisse',
      'Réouverture de caisse',
      'Annulation de paiement',
      "Paramètre de l'entreprise",
      'Remboursement de paiement',
    ]);
  });

  it("turns the days typed in its filter into the server's instants, the last day included whole", () => {
    expect(startOfDay('2026-05-04')).toBe(new Date(2026, 4, 4).toISOString());
    expect(endOfDay('2026-05-04')).toBe(new Date(2026, 4, 5).toISOString());
    expect(endOfDay('2026-12-31')).toBe(new Date(2027, 0, 1).toISOString());
    expect(startOfDay('2026-02-30')).toBeNull();
    expect(startOfDay('04/05/2026')).toBeNull();
    expect(journalServerFilter({ type: 'role', du: '2026-05-04', au: '2026-05-04' })).toEqual({
      type: 'role',
      date_debut: new Date(2026, 4, 4).toISOString(),
      date_fin: new Date(2026, 4, 5).toISOString(),
    });
    expect(journalServerFilter({ du: 'pas une date' })).toEqual({ date_debut: undefined, date_fin: undefined });
  });
});
