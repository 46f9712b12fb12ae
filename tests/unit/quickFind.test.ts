import { describe, expect, it } from 'vitest';
import { RECENT_LIMIT, arrangeResults, matchesQuery, moveActive, parseRecent, phoneDigits, rememberRecent, type QuickFindItem } from '../../src/domain/quickFind';

const colis = (key: string, label: string, detail?: string): QuickFindItem => ({ kind: 'colis', key, label, detail, path: `/colis/${key}` });
const screen = (label: string, path: string): QuickFindItem => ({ kind: 'ecran', key: path, label, path });

describe('quick find rules', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(matchesQuery('Comptabilité Simplifiée', 'comptabilite')).toBe(true);
    expect(matchesQuery('Mamadou Diallo', 'diallo mam')).toBe(true);
    expect(matchesQuery('Mamadou Diallo', 'diallo bah')).toBe(false);
  });

  it('compares phones by their digits', () => {
    expect(phoneDigits('+224 660 12 34 56')).toBe('224660123456');
  });

  it('puts an opened item first, once, keeps at most the limit and never stores the detail line', () => {
    let recent: QuickFindItem[] = [];
    for (let n = 1; n <= RECENT_LIMIT + 2; n += 1) recent = rememberRecent(recent, colis(String(n), `CODE${n}`, 'Awa Camara · +224 660'));
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0].key).toBe(String(RECENT_LIMIT + 2));
    recent = rememberRecent(recent, colis('5', 'CODE5'));
    expect(recent.map((item) => item.key).slice(0, 2)).toEqual(['5', String(RECENT_LIMIT + 2)]);
    expect(recent.filter((item) => item.key === '5')).toHaveLength(1);
    expect(recent.every((item) => item.detail === undefined)).toBe(true);
  });

  it('reads back only well-formed recent items with an in-app path', () => {
    expect(parseRecent([{ kind: 'colis', key: '1', label: 'A', path: '/colis/1' }, { kind: 'colis', key: '2', label: 'B', path: 'https://evil.example' }, 'x', null])).toEqual([
      { kind: 'colis', key: '1', label: 'A', path: '/colis/1' },
    ]);
    expect(parseRecent('nope')).toEqual([]);
  });

  it('lists recent items first, then the groups, each item once', () => {
    const recent = [colis('7', 'CG0000007')];
    const { items, recentCount } = arrangeResults(recent, [[screen('Colis', '/colis')], [colis('7', 'CG0000007'), colis('8', 'CG0000008')]], '');
    expect(items.map((item) => item.label)).toEqual(['CG0000007', 'Colis', 'CG0000008']);
    expect(recentCount).toBe(1);
  });

  it('keeps only the recent items that match the query', () => {
    const recent = [colis('7', 'CG0000007'), screen('Paiements', '/paiements')];
    const { items, recentCount } = arrangeResults(recent, [], 'paie');
    expect(items.map((item) => item.label)).toEqual(['Paiements']);
    expect(recentCount).toBe(1);
  });

  it('moves the active option with the arrows, wrapping around', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
