import { describe, expect, it } from 'vitest';
import { detectionWords, holdsKeyword, keywordFound } from '../../src/domain/categoryDetection';
import { isDetected } from '../../src/domain/categoryForm';
import { buildSeed } from '../../src/demo/seed';

/** The seed's keywords: Fret en lots (par_ligne) 'palette', 'carton', 'lot'; Meubles (par_cbm) 'table', 'lit', 'chaise'... */
const seed = buildSeed('standard');
const keywordsOf = (nom: string) => seed.categories.find((c) => c.nom === nom && c.entreprise_id === 1)?.mots_cles_detection ?? [];

describe('category detection: whole words, case, accents and plurals folded', () => {
  it("does not send « Lotion » or « Culottes » to per-line freight, nor « Tableau » or « Litière » to furniture", () => {
    for (const name of ['Lotion hydratante', 'Culottes en coton', 'Ballots']) expect(keywordFound(name, keywordsOf('Fret en lots'))).toBeNull();
    for (const name of ['Tableau peint', 'Litière pour chat', 'Tablette', 'Élite']) expect(keywordFound(name, keywordsOf('Meubles'))).toBeNull();
  });

  it('finds a keyword as a whole word, in the plural, in capitals or without its accents', () => {
    expect(keywordFound('Deux CHAISES pliantes', keywordsOf('Meubles'))).toBe('chaise');
    expect(keywordFound('Lits superposés', keywordsOf('Meubles'))).toBe('lit');
    expect(keywordFound('Table basse', keywordsOf('Meubles'))).toBe('table');
    expect(keywordFound('Lots de pagnes', keywordsOf('Fret en lots'))).toBe('lot');
    expect(keywordFound('Palette filmée', keywordsOf('Fret en lots'))).toBe('palette');
    expect(keywordFound('epice du marche', keywordsOf('Alimentation'))).toBe('épices');
    expect(holdsKeyword('Canape-lit', 'lit')).toBe(true);
  });

  it('reads words folded and singular; a keyword of several words matches them in a row', () => {
    expect(detectionWords("L'Épée des Rois")).toEqual(['l', 'epee', 'des', 'roi']);
    expect(holdsKeyword('Pièces auto neuves', 'pièce auto')).toBe(true);
    expect(holdsKeyword('Auto et pièces', 'pièce auto')).toBe(false);
    expect(holdsKeyword('Riz', '  ')).toBe(false);
  });

  it("the tester of /configuration answers what the server's detection answers", () => {
    const samples = ['Lotion', 'Culottes', 'Tableau', 'Litière', 'Chaises', 'Lot de cartons', 'iPhone 15', 'Sac de riz'];
    for (const category of seed.categories.filter((c) => c.entreprise_id === 1)) {
      for (const sample of samples) expect(isDetected(sample, category.mots_cles_detection)).toBe(keywordFound(sample, category.mots_cles_detection) !== null);
    }
  });
});
