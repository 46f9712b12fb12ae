import { describe, expect, it } from 'vitest';
import {
  unpaidHandoverWarning,
  computeRealPaymentStatus,
  displayedPaymentStatus,
  displayedPaymentStatusLabel,
  incoherenceOf,
  paidRate,
  paymentTolerance,
  realPaymentStatusOf,
  transactionStatusLabel,
  transactionStatusTone,
} from '../../src/domain/paymentStatus';

const valide = (montant: number) => ({ montant, statut: 'valide' });

describe('real payment status (statut_reel)', () => {
  it('is non_paye when nothing valid was received', () => {
    const s = computeRealPaymentStatus({ montant_a_payer: 120, devise: 'CAD', paiements: [] });
    expect(s).toMatchObject({ statut_reel: 'non_paye', statut_display: 'Non payé', total_paye: 0, reste_a_payer: 120, pourcentage_paye: 0, est_non_paye: true });
  });

  it('is partiellement_paye with the rest and the percentage', () => {
    const s = computeRealPaymentStatus({ montant_a_payer: 120, devise: 'CAD', paiements: [valide(48)] });
    expect(s).toMatchObject({ statut_reel: 'partiellement_paye', statut_display: 'Partiellement payé', total_paye: 48, reste_a_payer: 72, pourcentage_paye: 40, a_paiements_partiels: true, est_entierement_paye: false });
  });

  it('is entierement_paye when the sum reaches the amount, in several payments', () => {
    const s = computeRealPaymentStatus({ montant_a_payer: 120, devise: 'CAD', paiements: [valide(50), valide(70)] });
    expect(s).toMatchObject({ statut_reel: 'entierement_paye', statut_display: 'Entièrement payé', reste_a_payer: 0, pourcentage_paye: 100, est_entierement_paye: true });
  });

  it('is trop_paye above the amount, and counts as fully paid', () => {
    const s = computeRealPaymentStatus({ montant_a_payer: 120, devise: 'CAD', paiements: [valide(120), valide(13)] });
    expect(s).toMatchObject({ statut_reel: 'trop_paye', statut_display: 'Trop payé', total_paye: 133, reste_a_payer: 0, est_entierement_paye: true });
  });

  it('settles a GNF parcel paid in CAD within the rounding of the cent, not within 1 GNF', () => {
    // 560 250 GNF due; the link asked 89,64 CAD (× 0,00016), received back as 560 225 GNF (÷ 0,00016 of a rounded amount).
    const card = { montant: 560_225, statut: 'valide', arrondi_conversion: 31.25 };
    const settled = computeRealPaymentStatus({ montant_a_payer: 560_250, devise: 'GNF', paiements: [card] });
    expect(settled).toMatchObject({ statut_reel: 'entierement_paye', reste_a_payer: 0, est_entierement_paye: true });
    expect(settled.statistiques.tolerance_appliquee).toBe(32);
    const cash = computeRealPaymentStatus({ montant_a_payer: 560_250, devise: 'GNF', paiements: [valide(560_225)] });
    expect(cash).toMatchObject({ statut_reel: 'partiellement_paye', reste_a_payer: 25 });
    const short = computeRealPaymentStatus({ montant_a_payer: 560_250, devise: 'GNF', paiements: [{ ...card, montant: 560_150 }] });
    expect(short).toMatchObject({ statut_reel: 'partiellement_paye', reste_a_payer: 100 });
    const refused = computeRealPaymentStatus({ montant_a_payer: 560_250, devise: 'GNF', paiements: [{ ...card, statut: 'refuse' }, valide(560_225)] });
    expect(refused.statut_reel).toBe('partiellement_paye');
  });

  it('is gratuit when nothing is due and nothing paid', () => {
    const s = computeRealPaymentStatus({ montant_a_payer: 0, devise: 'CAD', paiements: [] });
    expect(s).toMatchObject({ statut_reel: 'gratuit', statut_display: 'Gratuit', est_colis_gratuit: true, pourcentage_paye: 100 });
  });

  it('counts only validated payments; pending and refused ones are reported apart', () => {
    const s = computeRealPaymentStatus({
      montant_a_payer: 100,
      devise: 'CAD',
      paiements: [valide(40), { montant: 60, statut: 'en_attente' }, { montant: 30, statut: 'refuse' }],
    });
    expect(s.statut_reel).toBe('partiellement_paye');
    expect(s.statistiques).toMatchObject({ total_valides: 40, total_en_attente: 60, total_refuses: 30, nombre_valides: 1, nombre_en_attente: 1, nombre_refuses: 1 });
    expect(s.nombre_paiements).toBe(3);
  });
});

describe('a parcel whose fee is incomplete (a product priced 0 for want of a category, dimensions or lines)', () => {
  it('is never free nor fully paid: unpaid while nothing came in, partly paid after', () => {
    const unpaid = computeRealPaymentStatus({ montant_a_payer: 0, devise: 'CAD', paiements: [], frais_incomplets: true });
    expect(unpaid).toMatchObject({ statut_reel: 'non_paye', statut_display: 'Non payé', est_entierement_paye: false, est_colis_gratuit: false, frais_incomplets: true });
    const partly = computeRealPaymentStatus({ montant_a_payer: 18, devise: 'CAD', paiements: [valide(18)], frais_incomplets: true });
    expect(partly).toMatchObject({ statut_reel: 'partiellement_paye', est_entierement_paye: false });
    expect(computeRealPaymentStatus({ montant_a_payer: 0, devise: 'CAD', paiements: [] })).toMatchObject({ statut_reel: 'gratuit', frais_incomplets: false });
  });
});

describe('tolerance', () => {
  it('is the smallest unit of the currency: 0.01 CAD, 1 GNF', () => {
    expect(paymentTolerance('CAD')).toBe(0.01);
    expect(paymentTolerance('GNF')).toBe(1);
    expect(paymentTolerance('XOF')).toBe(1);
  });

  it('absorbs a cent of rounding on either side in CAD', () => {
    expect(realPaymentStatusOf(100, 99.99, 0.01)).toBe('entierement_paye');
    expect(realPaymentStatusOf(100, 100.01, 0.01)).toBe('entierement_paye');
    expect(realPaymentStatusOf(100, 99.98, 0.01)).toBe('partiellement_paye');
    expect(realPaymentStatusOf(100, 100.02, 0.01)).toBe('trop_paye');
    expect(realPaymentStatusOf(100, 0.01, 0.01)).toBe('non_paye');
  });

  it('absorbs one franc in GNF (6 250 CAD-converted amounts)', () => {
    const s = computeRealPaymentStatus({ montant_a_payer: 625_000, devise: 'GNF', paiements: [valide(624_999)] });
    expect(s.statut_reel).toBe('entierement_paye');
    expect(s.statistiques.tolerance_appliquee).toBe(1);
    expect(computeRealPaymentStatus({ montant_a_payer: 625_000, devise: 'GNF', paiements: [valide(624_998)] }).statut_reel).toBe('partiellement_paye');
  });
});

describe("'gratuit' above 0.01 is shown 'Non payé'", () => {
  it('shows a server gratuit with an expected amount above 0.01 as Non payé', () => {
    expect(displayedPaymentStatus('gratuit', 0.02)).toBe('non_paye');
    expect(displayedPaymentStatusLabel('gratuit', 45)).toBe('Non payé');
  });

  it('keeps Gratuit at 0.01 and below', () => {
    expect(displayedPaymentStatusLabel('gratuit', 0.01)).toBe('Gratuit');
    expect(displayedPaymentStatusLabel('gratuit', 0)).toBe('Gratuit');
    expect(displayedPaymentStatusLabel('gratuit', null)).toBe('Gratuit');
  });

  it('maps the legacy stored values and unknown ones', () => {
    expect(displayedPaymentStatusLabel('paye_complet')).toBe('Entièrement payé');
    expect(displayedPaymentStatusLabel('autre')).toBe('Inconnu');
  });
});

describe('incoherence between the stored and the real status', () => {
  it('warns when paid is stored while only part is paid', () => {
    const s = computeRealPaymentStatus({ montant_a_payer: 100, devise: 'CAD', paiements: [valide(40)], statut_stocke: 'entierement_paye' });
    expect(s.statut_reel).toBe('partiellement_paye');
    expect(s.incoherence).toMatch(/Entièrement payé/);
  });

  it('warns when paid is stored while nothing is paid (legacy paye_complet)', () => {
    expect(incoherenceOf('paye_complet', 'non_paye')).toMatch(/Payé complet/);
  });

  it('warns when unpaid is stored while something was paid', () => {
    expect(incoherenceOf('non_paye', 'partiellement_paye')).toMatch(/des paiements ont été reçus/);
    expect(incoherenceOf('non_paye', 'entierement_paye')).not.toBeNull();
  });

  it('warns when partial is stored but the parcel is fully paid', () => {
    expect(incoherenceOf('partiellement_paye', 'entierement_paye')).not.toBeNull();
  });

  it('says nothing when they agree or nothing is stored', () => {
    expect(incoherenceOf('entierement_paye', 'entierement_paye')).toBeNull();
    expect(incoherenceOf('entierement_paye', 'trop_paye')).toBeNull();
    expect(incoherenceOf(null, 'non_paye')).toBeNull();
  });
});

describe('paid rate', () => {
  it('is (entierement_payes + trop_payes) / total_colis', () => {
    expect(paidRate({ total_colis: 160, entierement_payes: 90, trop_payes: 2 })).toBe(57.5);
    expect(paidRate({ total_colis: 3, entierement_payes: 1, trop_payes: 0 })).toBe(33.3);
  });

  it('is 0 without parcels', () => {
    expect(paidRate({ total_colis: 0, entierement_payes: 0, trop_payes: 0 })).toBe(0);
  });
});

describe('payment (transaction) statuses', () => {
  it('labels and colours valide, en_attente, refuse; anything else gray', () => {
    expect([transactionStatusLabel('valide'), transactionStatusTone('valide')]).toEqual(['Validé', 'success']);
    expect([transactionStatusLabel('en_attente'), transactionStatusTone('en_attente')]).toEqual(['En attente', 'warning']);
    expect([transactionStatusLabel('refuse'), transactionStatusTone('refuse')]).toEqual(['Refusé', 'error']);
    // « Remboursé »: a payment refunded whole (issue #32), gray as the spec's other statuses.
    expect([transactionStatusLabel('rembourse'), transactionStatusTone('rembourse')]).toEqual(['Remboursé', 'default']);
    expect([transactionStatusLabel('expire'), transactionStatusTone('expire')]).toEqual(['Inconnu', 'default']);
  });
});

describe('handing over an unpaid parcel (issue #32)', () => {
  it('names what is still owed, in the parcel currency, and asks nothing once paid', () => {
    expect(unpaidHandoverWarning({ reste_a_payer: 34.14, devise: 'CAD', est_entierement_paye: false })?.replace(/\s/g, ' ')).toBe(
      "Ce colis n'est pas entièrement payé : il reste 34,14 CAD à payer. Le remettre au destinataire quand même ?",
    );
    expect(unpaidHandoverWarning({ reste_a_payer: 213375, devise: 'GNF', est_entierement_paye: false })).toMatch(/il reste 213\s375\sGNF à payer/);
    expect(unpaidHandoverWarning({ reste_a_payer: 0, devise: 'CAD', est_entierement_paye: true })).toBeNull();
    expect(unpaidHandoverWarning({ reste_a_payer: 0.004, devise: 'CAD', est_entierement_paye: true })).toBeNull();
  });
});
