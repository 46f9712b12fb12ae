import { describe, expect, it } from 'vitest';
import { ageInDays, ageingBucketFilter, ageingBucketOf, pendingAgeing } from '../../src/domain/pendingAgeing';

const TORONTO = 'America/Toronto';
const CONAKRY = 'Africa/Conakry';
/** Friday 27 November 2026, 10:00 in Toronto (15:00 UTC). */
const NOW = new Date('2026-11-27T15:00:00Z');

describe('The age of a pending payment, in calendar days of the user’s time zone', () => {
  it('is 0 for a payment of this morning and 1 for last night’s, even a few minutes before midnight', () => {
    expect(ageInDays('2026-11-27T05:01:00Z', NOW, TORONTO)).toBe(0);
    expect(ageInDays('2026-11-27T04:59:00Z', NOW, TORONTO)).toBe(1);
  });

  it('follows the user’s day, not UTC’s: 03:00 UTC on the 27th is the 26th in Toronto, the 27th in Conakry', () => {
    expect(ageInDays('2026-11-27T03:00:00Z', NOW, TORONTO)).toBe(1);
    expect(ageInDays('2026-11-27T03:00:00Z', NOW, CONAKRY)).toBe(0);
  });

  it('counts calendar days across a clock change (Toronto went back an hour on 1 November)', () => {
    expect(ageInDays('2026-10-31T16:00:00Z', NOW, TORONTO)).toBe(27);
  });

  it('counts a date after today as today', () => {
    expect(ageInDays('2026-11-28T12:00:00Z', NOW, TORONTO)).toBe(0);
  });
});

describe('The buckets: today, 1 to 7 days, more than 7 days', () => {
  it('puts the boundaries where they belong', () => {
    expect([0, 1, 7, 8, 30].map(ageingBucketOf)).toEqual(['aujourd_hui', 'un_a_sept_jours', 'un_a_sept_jours', 'plus_de_sept_jours', 'plus_de_sept_jours']);
  });

  it('counts and totals each bucket per currency, exact to each currency’s decimals', () => {
    const rows = pendingAgeing(
      [
        { date_creation: '2026-11-27T14:00:00Z', montant: 0.1, devise: 'CAD' },
        { date_creation: '2026-11-27T13:00:00Z', montant: 0.2, devise: 'CAD' },
        { date_creation: '2026-11-20T15:00:00Z', montant: 120000, devise: 'GNF' },
        { date_creation: '2026-11-20T04:00:00Z', montant: 15, devise: 'CAD' },
      ],
      NOW,
      TORONTO,
    );
    expect(rows).toEqual([
      { tranche: 'aujourd_hui', libelle: "Aujourd'hui", nombre: 2, montants: [{ devise: 'CAD', montant: 0.3 }] },
      { tranche: 'un_a_sept_jours', libelle: '1 à 7 jours', nombre: 1, montants: [{ devise: 'GNF', montant: 120000 }] },
      { tranche: 'plus_de_sept_jours', libelle: 'Plus de 7 jours', nombre: 1, montants: [{ devise: 'CAD', montant: 15 }] },
    ]);
  });

  it('keeps every bucket, empty ones at zero', () => {
    expect(pendingAgeing([], NOW, TORONTO).map((row) => [row.tranche, row.nombre, row.montants])).toEqual([
      ['aujourd_hui', 0, []],
      ['un_a_sept_jours', 0, []],
      ['plus_de_sept_jours', 0, []],
    ]);
  });
});

describe('Each bucket opens the accounting list on its payments', () => {
  it('filters pending payments by the bucket’s days, both ends included', () => {
    expect(ageingBucketFilter('aujourd_hui', NOW, TORONTO)).toEqual({ statut: 'en_attente', date_debut: '2026-11-27' });
    expect(ageingBucketFilter('un_a_sept_jours', NOW, TORONTO)).toEqual({ statut: 'en_attente', date_debut: '2026-11-20', date_fin: '2026-11-26' });
    expect(ageingBucketFilter('plus_de_sept_jours', NOW, TORONTO)).toEqual({ statut: 'en_attente', date_fin: '2026-11-19' });
  });

  it('crosses a month boundary', () => {
    expect(ageingBucketFilter('un_a_sept_jours', new Date('2026-12-03T12:00:00Z'), CONAKRY)).toEqual({ statut: 'en_attente', date_debut: '2026-11-26', date_fin: '2026-12-02' });
  });
});
