import { describe, expect, it } from 'vitest';
import { manifestDues, unpaidDeliveryRefusal, unpaidReceptionWarning, type ManifestParcelPayment } from '../../src/domain/handover';
import { formatMoney } from '../../src/domain/currency';

const parcel = (id: number, reste: number, devise: string, paid = false): ManifestParcelPayment => ({
  id,
  numero_colis: `CA-2026-${id}`,
  destinataire: `Destinataire ${id}`,
  statut: { reste_a_payer: reste, devise, est_entierement_paye: paid },
});

describe("A manifest's dues before « Marquer comme reçu »", () => {
  it('names each parcel that still owes something, in the manifest’s order, with its rest in its own currency', () => {
    const dues = manifestDues([parcel(1, 34.14, 'CAD'), parcel(2, 0, 'CAD', true), parcel(3, 120000, 'GNF'), parcel(4, 10.5, 'CAD')]);
    expect(dues.colis.map((c) => [c.numero_colis, c.reste_a_payer, c.devise])).toEqual([
      ['CA-2026-1', 34.14, 'CAD'],
      ['CA-2026-3', 120000, 'GNF'],
      ['CA-2026-4', 10.5, 'CAD'],
    ]);
  });

  it('totals per currency, exact to the cent, never adding CAD to GNF', () => {
    const dues = manifestDues([parcel(1, 0.1, 'CAD'), parcel(2, 0.2, 'CAD'), parcel(3, 120000, 'GNF'), parcel(4, 5000, 'GNF')]);
    expect(dues.totaux).toEqual([
      { devise: 'CAD', montant: 0.3 },
      { devise: 'GNF', montant: 125000 },
    ]);
  });

  it('asks nothing when every parcel is paid or free', () => {
    const dues = manifestDues([parcel(1, 0, 'CAD', true), parcel(2, 0, 'XOF')]);
    expect(dues).toEqual({ colis: [], totaux: [] });
    expect(unpaidReceptionWarning(dues)).toBeNull();
  });

  it('says how many parcels owe what, per currency', () => {
    expect(unpaidReceptionWarning(manifestDues([parcel(1, 34.14, 'CAD'), parcel(2, 120000, 'GNF')]))).toBe(
      `2 colis de ce bordereau ne sont pas entièrement payés : il reste ${formatMoney(34.14, 'CAD')} et ${formatMoney(120000, 'GNF')} à payer. Marquer le bordereau comme reçu quand même ?`,
    );
    expect(unpaidReceptionWarning(manifestDues([parcel(1, 1500, 'XOF')]))).toBe(
      `1 colis de ce bordereau n’est pas entièrement payé : il reste ${formatMoney(1500, 'XOF')} à payer. Marquer le bordereau comme reçu quand même ?`,
    );
  });
});

describe("The company's « Interdire la livraison d'un colis non payé »", () => {
  const owed = { reste_a_payer: 34.14, devise: 'CAD', est_entierement_paye: false };

  it('refuses delivering a parcel with a rest when on, naming the rest', () => {
    expect(unpaidDeliveryRefusal({ interdire_livraison_non_payee: true }, owed)).toBe(
      `Livraison impossible : ce colis n'est pas entièrement payé (il reste ${formatMoney(34.14, 'CAD')} à payer). Votre entreprise interdit de livrer un colis non payé.`,
    );
  });

  it('lets a paid parcel through when on, and any parcel when off', () => {
    expect(unpaidDeliveryRefusal({ interdire_livraison_non_payee: true }, { reste_a_payer: 0, devise: 'CAD', est_entierement_paye: true })).toBeNull();
    expect(unpaidDeliveryRefusal({ interdire_livraison_non_payee: false }, owed)).toBeNull();
  });
});
