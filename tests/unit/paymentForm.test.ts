import { describe, expect, it } from 'vitest';
import {
  amountPrecisionError,
  duplicateTransactionMessage,
  isManuallyRecordable,
  normaliseTransactionId,
  parseAmount,
  prefillAmount,
} from '../../src/domain/paymentForm';
import { formSchemaOf, messagesOf } from '../../src/domain/schemas/fields';
import { manualPaymentWrite, paymentLinkWrite } from '../../src/domain/schemas/payments';

/** The online link form's messages: the link write's form variant over what was typed (`OnlineLinkForm`). */
function validateOnlineLink({ montant, email, reste, devise }: { montant: string; email: string; reste: number; devise: string }) {
  return messagesOf(formSchemaOf(paymentLinkWrite({ devise, reste })).safeParse({ colis_id: 1, montant, custom_email: email }));
}

/** The manual form's messages: the manual write's form variant in the place's currency, a transaction ID required once a method is chosen (`ManualPaymentForm`). */
function validateManualPayment({ methode, montant, transactionId, reste, devise }: { methode: string; montant: string; transactionId: string; reste: number; devise: string }) {
  return messagesOf(formSchemaOf(manualPaymentWrite({ devise, reste, transactionRequired: methode !== '' })).safeParse({ colis_id: 1, methode, montant, transaction_id: transactionId }));
}

describe('online payment link validation', () => {
  const base = { montant: '45.00', email: 'awa@exemple.example', reste: 45, devise: 'CAD' };

  it('accepts a valid link', () => {
    expect(validateOnlineLink(base)).toEqual({});
  });

  it('requires the amount and the e-mail', () => {
    expect(validateOnlineLink({ ...base, montant: '', email: ' ' })).toEqual({ montant: 'Montant requis', custom_email: 'Email requis pour recevoir le lien de paiement' });
  });

  it('rejects zero, negative and non-numeric amounts', () => {
    for (const montant of ['0', '-3', 'abc', '12,5O', '0x10', '1e2', '45 CAD']) expect(validateOnlineLink({ ...base, montant }).montant).toBe('Montant invalide');
  });

  it('reads a French amount with its thousands apart', () => {
    expect(validateOnlineLink({ ...base, montant: '1 250,50', reste: 2000 })).toEqual({});
    expect(validateOnlineLink({ ...base, montant: '1\u202f250.50', reste: 2000 })).toEqual({});
  });

  it('rejects an e-mail without x@y.z', () => {
    expect(validateOnlineLink({ ...base, email: 'awa@exemple' }).custom_email).toBe('Adresse email invalide');
  });

  it('rejects an amount above the rest, naming it', () => {
    expect(validateOnlineLink({ ...base, montant: '45.01' }).montant).toBe('Le montant ne peut pas dépasser le reste à payer (45,00 CAD)');
    expect(validateOnlineLink({ ...base, montant: '45.00' })).toEqual({});
    // A third decimal is not rounded away: the card provider charges cents.
    expect(validateOnlineLink({ ...base, montant: '45.004' }).montant).toBe('Montant invalide : 2 décimales au maximum en CAD');
  });
});

describe('manual payment validation', () => {
  const base = { methode: 'especes', montant: '20', transactionId: 'REC-1', reste: 72, devise: 'CAD' };

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
    expect(validateManualPayment({ ...base, transactionId: '' }).transaction_id).toBe("Veuillez saisir l'ID de transaction");
  });

  it('offers no method flagged online (the card) for recording by hand: it goes through the payment link', () => {
    expect(isManuallyRecordable({ is_online: true })).toBe(false);
    expect(isManuallyRecordable({ is_online: false })).toBe(true);
    expect(isManuallyRecordable({})).toBe(true);
  });

  it('refuses decimals a currency does not have, in the manual and the online form', () => {
    expect(validateManualPayment({ ...base, montant: '12345,67', reste: 20000, devise: 'GNF' }).montant).toBe('Montant invalide : pas de décimales en GNF');
    expect(validateManualPayment({ ...base, montant: '12346', reste: 20000, devise: 'GNF' })).toEqual({});
    expect(validateManualPayment({ ...base, montant: '150,5', reste: 1000, devise: 'XOF' }).montant).toBe('Montant invalide : pas de décimales en XOF');
    expect(validateOnlineLink({ montant: '10,005', email: 'a@b.co', reste: 45, devise: 'CAD' }).montant).toBe('Montant invalide : 2 décimales au maximum en CAD');
    expect(validateOnlineLink({ montant: '10,01', email: 'a@b.co', reste: 45, devise: 'CAD' })).toEqual({});
  });

  it("takes the online link's 3 decimals (spec step 0,001) in a currency whose unit is the thousandth, and a written third 0 anywhere", () => {
    expect(validateOnlineLink({ montant: '12,345', email: 'a@b.co', reste: 45, devise: 'TND' })).toEqual({});
    expect(validateOnlineLink({ montant: '12,3456', email: 'a@b.co', reste: 45, devise: 'TND' }).montant).toBe('Montant invalide : 3 décimales au maximum en TND');
    expect(validateOnlineLink({ montant: '12,340', email: 'a@b.co', reste: 45, devise: 'EUR' })).toEqual({});
    expect(validateOnlineLink({ montant: '12,345', email: 'a@b.co', reste: 45, devise: 'EUR' }).montant).toBe('Montant invalide : 2 décimales au maximum en EUR');
    expect(prefillAmount(12.345, 'TND')).toBe('12,345');
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
    expect(parseAmount('1 250,50')).toBe(1250.5);
    expect(parseAmount('12,5O')).toBeNaN();
  });

  it('prefills the rest with 2 decimals (none in GNF), empty when nothing remains', () => {
    expect(prefillAmount(72, 'CAD')).toBe('72,00');
    expect(prefillAmount(450_000, 'GNF')).toBe('450000');
    expect(prefillAmount(0, 'CAD')).toBe('');
  });
});

describe('amount precision, steps and transaction IDs', () => {
  it('an amount fits its currency when it has no more decimals than the currency shows', () => {
    expect(amountPrecisionError(12345, 'GNF')).toBeNull();
    expect(amountPrecisionError(12345.67, 'GNF')).toBe('Montant invalide : pas de décimales en GNF');
    expect(amountPrecisionError(0.305, 'CAD')).toBe('Montant invalide : 2 décimales au maximum en CAD');
    // Binary floating point noise is not the user's decimals.
    expect(amountPrecisionError(0.1 + 0.2, 'CAD')).toBeNull();
    expect(amountPrecisionError(19.99, 'CAD')).toBeNull();
    expect(amountPrecisionError(1234.5, 'EUR')).toBeNull();
  });

  it('a transaction ID compares without case and surrounding or repeated spaces', () => {
    expect(normaliseTransactionId('  rec-2024  001 ')).toBe(normaliseTransactionId('REC-2024 001'));
    expect(normaliseTransactionId('REC-1')).not.toBe(normaliseTransactionId('REC-2'));
    expect(duplicateTransactionMessage(' INT-9 ', 'Interac')).toBe("L'ID de transaction « INT-9 » est déjà enregistré pour Interac : ce paiement a déjà été saisi.");
  });
});
