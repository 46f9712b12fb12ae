import { describe, expect, it } from 'vitest';
import { computeRealPaymentStatus } from '../../src/domain/paymentStatus';
import { expectedLines } from '../../src/domain/cashClose';
import { cashCloseFormWrite, countedField } from '../../src/domain/schemas/cashClose';
import { exceedsRefundLeft, refundAmountText, refundCredit, refundLeft, statusAfterRefund, type RefundablePayment } from '../../src/domain/refunds';
import { refundWrite } from '../../src/domain/schemas/refunds';
import { fieldMessages, formSchemaOf } from '../../src/domain/schemas/fields';
import { receiptLines } from '../../src/domain/receipts';

/** 213 375 GNF taken at the counter for a CAD parcel, 1 CAD = 6 250 GNF: 34,14 CAD credited. */
const gnfForCad: RefundablePayment = { montant: 213_375, devise: 'GNF', montant_converti: 34.14, devise_colis: 'CAD', taux: 6250, statut: 'valide', remboursements: [] };
/** 0,10 CAD taken for a GNF parcel at 1 CAD = 6 250 GNF: 625 GNF credited. */
const cadForGnf: RefundablePayment = { montant: 10.1, devise: 'CAD', montant_converti: 63_125, devise_colis: 'GNF', taux: 1 / 6250, statut: 'valide', remboursements: [] };

describe('a refund, converted at the payment’s own rate with the counter’s rounding', () => {
  it('converts a part refund half-up to the parcel currency’s unit (CAD 2, GNF 0)', () => {
    // 62 500 GNF / 6 250 = 10,00 CAD; 62 531 GNF = 10,00496 CAD → 10,00; 62 532 GNF → 10,01.
    expect(refundCredit(62_500, gnfForCad)).toBe(10);
    expect(refundCredit(62_531, gnfForCad)).toBe(10);
    expect(refundCredit(62_532, gnfForCad)).toBe(10.01);
    // 0,05 CAD × 6 250 = 312,5 GNF → 313 GNF.
    expect(refundCredit(0.05, cadForGnf)).toBe(313);
  });

  it('gives back exactly what is left of the credit when the whole rest is refunded', () => {
    const once = { ...gnfForCad, remboursements: [{ montant: 62_532, montant_converti: 10.01 }] };
    expect(refundLeft(once)).toEqual({ montant: 150_843, montant_converti: 24.13 });
    expect(refundCredit(150_843, once)).toBe(24.13);
    expect(statusAfterRefund(150_843, once)).toBe('rembourse');
    expect(statusAfterRefund(150_842, once)).toBe('valide');
  });

  it('never takes off more than is left of the credit', () => {
    const almost = { ...gnfForCad, remboursements: [{ montant: 213_370, montant_converti: 34.14 }] };
    expect(refundCredit(4, almost)).toBe(0);
  });

  it('caps the refund at what is left on the payment, to the currency’s unit', () => {
    expect(exceedsRefundLeft(213_375, 213_375, 'GNF')).toBe(false);
    expect(exceedsRefundLeft(213_376, 213_375, 'GNF')).toBe(true);
    expect(exceedsRefundLeft(10.1, 10.1, 'CAD')).toBe(false);
    expect(exceedsRefundLeft(10.11, 10.1, 'CAD')).toBe(true);
  });

  it('names the amount in both currencies', () => {
    expect(refundAmountText(62_500, gnfForCad)).toMatch(/^62\s500\sGNF \(10,00\sCAD\)$/);
    expect(refundAmountText(5, { ...gnfForCad, devise: 'CAD', montant: 34.14, taux: 1 })).toMatch(/^5,00\sCAD$/);
  });
});

describe('the refund’s schema, for the form and the server', () => {
  const messages = (values: Record<string, unknown>, reste = 150_843) => {
    const result = formSchemaOf(refundWrite({ devise: 'GNF', reste })).safeParse({ methode: 'especes', motif: 'Erreur de saisie', ...values });
    return result.success ? {} : fieldMessages(result.error.issues);
  };

  it('refuses above what is left, with the amount left in the payment’s currency', () => {
    expect(messages({ montant: '150 844' }).montant).toMatch(/^Le montant ne peut pas dépasser ce qui reste à rembourser sur ce paiement \(150\s843\sGNF\)$/);
    expect(messages({ montant: '150 843' })).toEqual({});
  });

  it('refuses GNF decimals, a reason left empty, no method', () => {
    expect(messages({ montant: '100,5' }).montant).toBe('Montant invalide : pas de décimales en GNF');
    expect(messages({ montant: '100', motif: '' }).motif).toBe('Le motif est obligatoire');
    expect(messages({ montant: '100', methode: '' }).methode).toBe('Veuillez sélectionner le mode de remboursement');
    expect(messages({ montant: '' }).montant).toBe('Veuillez saisir le montant à rembourser');
  });
});

describe('effect on the parcel’s real payment status', () => {
  it('a part refund turns a fully paid parcel into a partly paid one, net of the refund, and counts in total_rembourses', () => {
    const before = computeRealPaymentStatus({ montant_a_payer: 34.14, devise: 'CAD', paiements: [{ montant: 34.14, statut: 'valide' }] });
    expect(before.statut_reel).toBe('entierement_paye');
    const after = computeRealPaymentStatus({ montant_a_payer: 34.14, devise: 'CAD', paiements: [{ montant: 34.14, statut: 'valide', rembourse: 10 }] });
    expect(after).toMatchObject({ statut_reel: 'partiellement_paye', total_paye: 24.14, reste_a_payer: 10 });
    expect(after.statistiques.total_rembourses).toBe(10);
  });

  it('a payment refunded whole no longer pays anything (GNF parcel)', () => {
    const s = computeRealPaymentStatus({ montant_a_payer: 63_125, devise: 'GNF', paiements: [{ montant: 63_125, statut: 'rembourse' }] });
    expect(s).toMatchObject({ statut_reel: 'non_paye', total_paye: 0, reste_a_payer: 63_125 });
    expect(s.statistiques.total_rembourses).toBe(63_125);
  });
});

describe('the cash close counts money given back', () => {
  it('expected = taken − given back, per method and currency; a refunded payment was still taken that day', () => {
    const payments = [
      { methode: 'especes', devise: 'GNF', montant: 213_375, statut: 'rembourse' },
      { methode: 'especes', devise: 'GNF', montant: 100_000, statut: 'valide' },
      { methode: 'especes', devise: 'CAD', montant: 10.1, statut: 'valide' },
    ];
    const refunds = [
      { methode: 'especes', devise: 'GNF', montant: 213_375 },
      { methode: 'especes', devise: 'CAD', montant: 0.3 },
      { methode: 'mobile_money', devise: 'GNF', montant: 5_000 },
    ];
    expect(expectedLines(payments, refunds)).toEqual([
      { methode: 'especes', devise: 'CAD', attendu: 9.8, nombre: 1 },
      { methode: 'especes', devise: 'GNF', attendu: 100_000, nombre: 2 },
      { methode: 'mobile_money', devise: 'GNF', attendu: -5_000, nombre: 0 },
    ]);
  });

  it('lets the agent count a line below 0 (more given back than taken), with its currency’s decimals', () => {
    const line = { methode: 'mobile_money', devise: 'GNF', attendu: -5_000, nombre: 0 };
    const schema = formSchemaOf(cashCloseFormWrite([line]));
    expect(schema.safeParse({ [countedField(line)]: '-5 000', note: '' })).toMatchObject({ success: true, data: { [countedField(line)]: -5_000 } });
    const refused = schema.safeParse({ [countedField(line)]: '-5 000,5', note: '' });
    expect(refused.success ? {} : fieldMessages(refused.error.issues)).toEqual({ [countedField(line)]: 'Montant invalide : pas de décimales en GNF' });
  });
});

describe('the payment’s receipt shows its refunds', () => {
  it('a line per refund in both currencies with its date, and its reason', () => {
    const lines = receiptLines({
      numero: 'CA-2026-000123',
      entreprise: 'TransAtlantique Colis',
      date: '27/11/2026 10:00',
      agent: 'Ibrahima Camara',
      numeroColis: 'COL-1',
      codeSuivi: 'TRK1',
      methode: 'Espèces',
      transactionId: null,
      montant: 213_375,
      devise: 'GNF',
      credit: { montant: 34.14, devise: 'CAD', taux: 6250 },
      resteApres: 0,
      deviseColis: 'CAD',
      annule: null,
      remboursements: [{ montant: 62_500, credit: 10, date: '27/11/2026 16:30', motif: 'Trop perçu' }],
    }).map(([label, value]) => `${label} : ${value.replace(/[\u202f\u00a0]/g, ' ')}`);
    expect(lines.slice(-2)).toEqual(['Remboursé : 62 500 GNF (10,00 CAD) le 27/11/2026 16:30', 'Motif du remboursement : Trop perçu']);
  });
});
