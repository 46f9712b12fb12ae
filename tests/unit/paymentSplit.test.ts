import { describe, expect, it } from 'vitest';
import { paymentSplit, shareOfTotal } from '../../src/domain/paymentSplit';

describe('shareOfTotal: the shares of the accounting split', () => {
  it('gives 100 % to a side that holds the whole, whatever its rounding (issue 34: « 62 GNF · 99,2 % »)', () => {
    expect(shareOfTotal([62, 0])).toEqual([100, 0]);
    expect(shareOfTotal([0, 0.01])).toEqual([0, 100]);
  });

  it('reads 1 decimal and always adds up to 100', () => {
    expect(shareOfTotal([1, 2])).toEqual([33.3, 66.7]);
    expect(shareOfTotal([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(shareOfTotal([25, 75])).toEqual([25, 75]);
    expect(shareOfTotal([2, 1])).toEqual([66.7, 33.3]);
  });

  it('is 0 on both sides when nothing was paid', () => {
    expect(shareOfTotal([0, 0])).toEqual([0, 0]);
  });
});

describe('paymentSplit: origin and destination of the route', () => {
  it('one card payment of 0,01 CAD on a Guinea → Canada parcel: 62 GNF, 1 payment, 100 % collected in Guinea', () => {
    const [origine, destination] = paymentSplit({ origin: 'GN', destination: 'CA', devise: 'GNF', paiements: [{ pays: 'GN', montant: 0.01 / 0.00016 }] });
    expect(origine).toEqual({ pays: 'GN', total_net: 62, nombre_paiements: 1, pourcentage_du_total: 100, devise: 'GNF' });
    expect(destination).toEqual({ pays: 'CA', total_net: 0, nombre_paiements: 0, pourcentage_du_total: 0, devise: 'GNF' });
  });

  it('splits a France → Sénégal parcel between its two countries in EUR, with the cents of EUR', () => {
    const [origine, destination] = paymentSplit({
      origin: 'FR',
      destination: 'SN',
      devise: 'EUR',
      paiements: [
        { pays: 'FR', montant: 10 },
        { pays: 'SN', montant: 12000 / 655.957 },
        { pays: 'SN', montant: 5.005 },
      ],
    });
    expect(origine).toMatchObject({ pays: 'FR', total_net: 10, nombre_paiements: 1 });
    expect(destination).toMatchObject({ pays: 'SN', total_net: 23.3, nombre_paiements: 2 });
    expect(origine.pourcentage_du_total + destination.pourcentage_du_total).toBe(100);
    expect(origine.pourcentage_du_total).toBe(30);
  });

  it('counts a payment collected outside the route on neither side', () => {
    const [origine, destination] = paymentSplit({ origin: 'FR', destination: 'SN', devise: 'EUR', paiements: [{ pays: 'CA', montant: 10 }, { pays: 'FR', montant: 5 }] });
    expect(origine).toMatchObject({ total_net: 5, pourcentage_du_total: 100 });
    expect(destination).toMatchObject({ total_net: 0, nombre_paiements: 0, pourcentage_du_total: 0 });
  });
});
