import { describe, expect, it } from 'vitest';
import { parseAmount, prefillAmount, validateManualPayment, validateOnlineLink } from '../../src/domain/paymentForm';

describe('online payment link validation', () => {
  const base = { montant: '45.00', email: 'awa@exemple.example', reste: 45, devise: 'CAD' };

  it('accepts a valid link', () => {
    expect(validateOnlineLink(base)).toEqual({});
  });

  it('requires the amount and the e-mail', () => {
    expect(validateOnlineLink({ ...base, montant: '', email: ' ' })).toEqual({ montant: 'Montant requis', email: 'Email requis pour recevoir le lien de paiement' });
  });

  it('rejects zero, negative and non-numeric amounts', () => {
    for (const montant of ['0', '-3', 'abc']) expect(validateOnlineLink({ ...base, montant }).montant).toBe('Montant invalide');
  });

  it('rejects an e-mail without x@y.z', () => {
    expect(validateOnlineLink({ ...base, email: 'awa@exemple' }).email).toBe('Adresse email invalide');
  });

  it('rejects an amount above the rest, naming it', () => {
    expect(validateOnlineLink({ ...base, montant: '45.01' }).montant).toBe('Le montant ne peut pas dépasser le reste à payer (45,00 CAD)');
    expect(validateOnlineLink({ ...base, montant: '45.004' })).toEqual({});
  });
});

describe('manual payment validation', () => {
  const base = { methode: 'especes', methodeEnLigne: false, montant: '20', transactionId: 'REC-1', reste: 72, devise: 'CAD' };

  it('accepts a valid payment', () => {
    expect(validateManualPayment(base)).toEqual({});
  });

  it('requires a method and an amount', () => {
    expect(validateManualPayment({ ...base, methode: '', montant: '' })).toEqual({
      methode: 'Veuillez sélectionner un mode de paiement',
      montant: 'Veuillez saisir le montant',
    });
  });

  it('requires the transaction id when the method is not flagged online', () => {
    expect(validateManualPayment({ ...base, transactionId: '' }).transactionId).toBe("Veuillez saisir l'ID de transaction");
    expect(validateManualPayment({ ...base, methode: 'square', methodeEnLigne: true, transactionId: '' })).toEqual({});
  });

  it('rejects zero and amounts above the rest', () => {
    expect(validateManualPayment({ ...base, montant: '0' }).montant).toBe('Montant invalide');
    expect(validateManualPayment({ ...base, montant: '72,01' }).montant).toBe('Le montant ne peut pas dépasser le reste à payer (72,00 CAD)');
  });

  it('names the rest without decimals in GNF', () => {
    expect(validateManualPayment({ ...base, montant: '500', reste: 450, devise: 'GNF' }).montant).toBe('Le montant ne peut pas dépasser le reste à payer (450 GNF)');
  });
});

describe('amount text', () => {
  it('reads a comma or a point and rejects the rest', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount(' 12.50 ')).toBe(12.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('1e3')).toBeNaN();
  });

  it('prefills the rest with 2 decimals (none in GNF), empty when nothing remains', () => {
    expect(prefillAmount(72, 'CAD')).toBe('72.00');
    expect(prefillAmount(450_000, 'GNF')).toBe('450000');
    expect(prefillAmount(0, 'CAD')).toBe('');
  });
});
