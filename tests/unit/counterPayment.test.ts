import { describe, expect, it } from 'vitest';
import { counterRate, counterRest, creditedAmount, rateText, recordedAmountText, tooSmallToConvert, type CounterRoute } from '../../src/domain/counterPayment';
import { manualPaymentWrite } from '../../src/domain/schemas/payments';
import { fieldMessages } from '../../src/domain/schemas/fields';

const canadaToGuinea: CounterRoute = { deviseColis: 'CAD', deviseDestination: 'GNF', taux: 6250 };
const guineaToCanada: CounterRoute = { deviseColis: 'GNF', deviseDestination: 'CAD', taux: 0.00016 };
const franceToSenegal: CounterRoute = { deviseColis: 'EUR', deviseDestination: 'XOF', taux: 655.957 };

describe('money at the counter', () => {
  it('takes the parcel currency at 1 and the destination currency at the route rate, nothing else', () => {
    expect(counterRate('CAD', canadaToGuinea)).toBe(1);
    expect(counterRate('GNF', canadaToGuinea)).toBe(6250);
    expect(counterRate('EUR', canadaToGuinea)).toBeNull();
    expect(counterRate('GNF', { ...canadaToGuinea, taux: null })).toBeNull();
  });

  it('shows the rest in GNF with no decimals, rounded up so the customer never hands over less than is owed', () => {
    expect(counterRest(34.14, 'GNF', canadaToGuinea)).toBe(213_375);
    expect(counterRest(34.14, 'CAD', canadaToGuinea)).toBe(34.14);
    // 19,50 EUR × 655,957 = 12 791,1615 XOF: 12 792 at the counter, never 12 791.
    expect(counterRest(19.5, 'XOF', franceToSenegal)).toBe(12_792);
    // 1 001 GNF × 0,00016 = 0,16016 CAD: 0,17 CAD at a Canadian counter (2 decimals).
    expect(counterRest(1001, 'CAD', guineaToCanada)).toBe(0.17);
  });

  it('credits the whole rest exactly when the counter rest is paid, whatever the rounding up added', () => {
    expect(creditedAmount(12_792, 'XOF', 19.5, franceToSenegal)).toEqual({ montant: 12_792, devise: 'XOF', montant_converti: 19.5, devise_colis: 'EUR', taux: 655.957 });
    expect(creditedAmount(0.17, 'CAD', 1001, guineaToCanada)?.montant_converti).toBe(1001);
    expect(creditedAmount(213_375, 'GNF', 34.14, canadaToGuinea)?.montant_converti).toBe(34.14);
  });

  it('converts a part payment half-up to the parcel currency decimals (CAD 2, GNF 0)', () => {
    // 100 000 GNF / 6 250 = 16 CAD exactly; 100 001 GNF = 16,00016 CAD → 16,00.
    expect(creditedAmount(100_000, 'GNF', 34.14, canadaToGuinea)?.montant_converti).toBe(16);
    expect(creditedAmount(100_001, 'GNF', 34.14, canadaToGuinea)?.montant_converti).toBe(16);
    // 31 GNF = 0,00496 CAD → 0,00: refused as too small rather than credited as nothing.
    expect(tooSmallToConvert(31, 'GNF', canadaToGuinea)).toBe(true);
    expect(tooSmallToConvert(32, 'GNF', canadaToGuinea)).toBe(false);
    expect(creditedAmount(32, 'GNF', 34.14, canadaToGuinea)?.montant_converti).toBe(0.01);
    // 0,10 CAD for a GNF parcel = 625 GNF, no decimals.
    expect(creditedAmount(0.1, 'CAD', 50_000, guineaToCanada)?.montant_converti).toBe(625);
  });

  it('records the parcel currency amount as typed when collected in it', () => {
    expect(creditedAmount(10.25, 'CAD', 34.14, canadaToGuinea)).toEqual({ montant: 10.25, devise: 'CAD', montant_converti: 10.25, devise_colis: 'CAD', taux: 1 });
  });

  it('writes the rate and both amounts the way a person reads them', () => {
    expect(rateText('CAD', 'GNF', 6250)).toMatch(/^1 CAD = 6\s250 GNF$/);
    expect(rateText('EUR', 'XOF', 655.957)).toBe('1 EUR = 655,957 XOF');
    expect(recordedAmountText({ montant: 213_375, devise: 'GNF', montant_converti: 34.14, devise_colis: 'CAD', taux: 6250 })).toMatch(/^213\s375\sGNF \(34,14\sCAD\)$/);
    expect(recordedAmountText({ montant: 10, devise: 'EUR', montant_converti: 10, devise_colis: 'EUR', taux: 1 })).toMatch(/^10,00\sEUR$/);
  });

  it('refuses at the field an amount above the counter rest, with GNF decimals, or worth nothing once converted', () => {
    const schema = manualPaymentWrite({ devise: 'GNF', reste: 213_375, transactionRequired: false, route: canadaToGuinea });
    const messages = (montant: number) => {
      const result = schema.safeParse({ colis_id: 1, montant, methode: 'especes', devise: 'GNF' });
      return result.success ? {} : fieldMessages(result.error.issues);
    };
    expect(messages(213_375)).toEqual({});
    expect(messages(213_376).montant).toMatch(/^Le montant ne peut pas dépasser le reste à payer \(213\s375 GNF\)$/);
    expect(messages(1000.5).montant).toBe('Montant invalide : pas de décimales en GNF');
    expect(messages(31).montant).toBe('Montant trop petit : il vaut moins de 0,01 CAD au taux de la route');
  });
});
