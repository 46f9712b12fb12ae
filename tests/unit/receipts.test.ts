import { describe, expect, it } from 'vitest';
import { receiptLines, receiptNumber, sequenceProblems, type ReceiptInput } from '../../src/domain/receipts';
import { receiptPdf } from '../../src/demo/pdf/receiptPdf';
import { buildSeed } from '../../src/demo/seed';
import { pdfTextOf } from '../pdfText';

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const RECEIPT: ReceiptInput = {
  numero: 'CA-2026-000123',
  entreprise: 'TransAtlantique Colis',
  date: '27/11/2026 10:15',
  agent: 'Mamadou Diallo',
  numeroColis: 'COL-2026-000042',
  codeSuivi: 'CG0000042',
  methode: 'Espèces',
  transactionId: 'CKY-0001',
  montant: 100_000,
  devise: 'GNF',
  credit: { montant: 16, devise: 'CAD', taux: 6250 },
  resteApres: 18.14,
  deviseColis: 'CAD',
  annule: null,
};

describe('receipt numbers', () => {
  it('are « prefix-year-six digits », a seventh digit written rather than cut', () => {
    expect(receiptNumber('CA', 2026, 123)).toBe('CA-2026-000123');
    expect(receiptNumber('FR', 2027, 1)).toBe('FR-2027-000001');
    expect(receiptNumber('CA', 2026, 1_234_567)).toBe('CA-2026-1234567');
  });

  it('a sequence is whole when it has neither a gap nor a repeat', () => {
    expect(sequenceProblems(['CA-2026-000001', 'CA-2026-000002', 'CA-2026-000003'])).toEqual({ missing: [], repeated: [] });
    expect(sequenceProblems(['CA-2026-000001', 'CA-2026-000003', 'CA-2026-000003'])).toEqual({ missing: [2], repeated: ['CA-2026-000003'] });
  });

  it('the seed numbers every validated payment, one whole sequence per company and year, and none of the others', () => {
    const db = buildSeed('standard');
    const companyOf = (colisId: number) => db.routes.find((r) => r.id === db.colis.find((c) => c.id === colisId)?.route_id)?.entreprise_id;
    expect(db.paiements.filter((p) => p.statut !== 'valide').every((p) => p.numero_recu === undefined)).toBe(true);
    const byBook = new Map<string, string[]>();
    for (const p of db.paiements.filter((x) => x.statut === 'valide')) {
      const [prefix, year] = (p.numero_recu ?? '').split('-');
      const key = `${companyOf(p.colis_id)}:${prefix}:${year}`;
      byBook.set(key, [...(byBook.get(key) ?? []), p.numero_recu ?? '']);
    }
    expect([...byBook.keys()].some((k) => k.startsWith('1:CA:'))).toBe(true);
    expect([...byBook.keys()].some((k) => k.startsWith('2:FR:'))).toBe(true);
    for (const numbers of byBook.values()) expect(sequenceProblems(numbers)).toEqual({ missing: [], repeated: [] });
  });
});

describe('the receipt', () => {
  it('says the company, its number, the agent, the parcel, both amounts, the rate, the method and the rest', () => {
    expect(receiptLines(RECEIPT).map(([label, value]) => `${label} : ${plain(value)}`)).toEqual([
      'Reçu : CA-2026-000123',
      'Date : 27/11/2026 10:15',
      'Agent : Mamadou Diallo',
      'Colis : COL-2026-000042',
      'Code de suivi : CG0000042',
      'Méthode : Espèces',
      'Transaction : CKY-0001',
      'Montant reçu : 100 000 GNF',
      'Crédité au colis : 16,00 CAD',
      'Taux : 1 CAD = 6 250 GNF',
      'Reste à payer : 18,14 CAD',
    ]);
  });

  it('is a real PDF in both sizes whose text holds both amounts and the rate; a void one says ANNULÉ and why', async () => {
    for (const format of ['80mm', 'a6'] as const) {
      const text = pdfTextOf(await receiptPdf(RECEIPT, format, 'http://localhost/#/suivi?tracking=CG0000042')).map(plain);
      expect(text).toEqual(expect.arrayContaining(['TransAtlantique Colis', 'Reçu CA-2026-000123', '100 000 GNF', '16,00 CAD', '1 CAD = 6 250 GNF', 'Espèces', '18,14 CAD']));
      expect(text).not.toContain('ANNULÉ');
    }
    const voided = pdfTextOf(await receiptPdf({ ...RECEIPT, annule: { motif: 'Montant mal saisi' } }, '80mm', 'http://localhost/#/suivi?tracking=CG0000042'));
    expect(voided).toEqual(expect.arrayContaining(['ANNULÉ', 'Montant mal saisi']));
  });
});
