import { describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { errorBody, errorStatus } from '../../src/dataProvider/errors';
import { getDb } from '../../src/demo/db/store';
import { parcelAmounts } from '../../src/demo/serializers';
import { signIn } from './render';

/** The demo backend's payment contract, through the real dataProvider (status codes, bodies). */

function unpaidCanadaParcel() {
  const db = getDb();
  const colis = db.colis.find((c) => c.route_id === 1 && !db.paiements.some((p) => p.colis_id === c.id) && c.frais_expedition > 20);
  if (!colis) throw new Error('seed: no unpaid parcel');
  return colis;
}

describe('payments demo backend', () => {
  it('computes the real status from the payments and shows the incoherent stored status', async () => {
    await signIn('agent.ca');
    const db = getDb();
    const paidOf = (id: number) => db.paiements.filter((p) => p.colis_id === id && p.statut === 'valide').reduce((s, p) => s + p.montant, 0);
    const incoherent = db.colis.filter((c) => c.statut_paiement === 'entierement_paye' && paidOf(c.id) < parcelAmounts(c).total - 1);
    expect(incoherent.length).toBeGreaterThan(0);
    const real = await dataProvider.getRealPaymentStatus(incoherent[0].id);
    expect(['non_paye', 'partiellement_paye']).toContain(real.statut_reel);
    expect(real.incoherence).toMatch(/Entièrement payé/);
    const colis = unpaidCanadaParcel();
    const status = await dataProvider.getRealPaymentStatus(colis.id);
    expect(status).toMatchObject({ statut_reel: 'non_paye', total_paye: 0, reste_a_payer: parcelAmounts(colis).total });
  });

  it('records a manual payment and moves the parcel to partiellement then entièrement payé', async () => {
    await signIn('agent.ca');
    const colis = unpaidCanadaParcel();
    const total = parcelAmounts(colis).total;
    const first = Math.round(total * 0.4 * 100) / 100;
    const { data: response } = await dataProvider.processManualPayment({ colis_id: colis.id, montant: first, methode: 'especes', pays: 'CA', transaction_id: 'REC-1' });
    expect(response).toMatchObject({ success: true, message: 'Paiement manuel enregistré avec succès!' });
    expect((await dataProvider.getRealPaymentStatus(colis.id)).statut_reel).toBe('partiellement_paye');
    const rest = Math.round((total - first) * 100) / 100;
    await dataProvider.processManualPayment({ colis_id: colis.id, montant: rest, methode: 'interac', pays: 'CA', transaction_id: 'INT-2' });
    const status = await dataProvider.getRealPaymentStatus(colis.id);
    expect(status).toMatchObject({ statut_reel: 'entierement_paye', reste_a_payer: 0, est_entierement_paye: true });
    const history = await dataProvider.getPaymentsByColis(colis.id);
    expect(history).toHaveLength(2);
    expect(history[0].agent_traitant).toMatchObject({ nom_complet: 'Julie Tremblay', role_display: 'Agent logistique' });
    expect(getDb().colis.find((c) => c.id === colis.id)!.statut_paiement).toBe('entierement_paye');
  });

  it('refuses an amount above the rest with a DRF field error', async () => {
    await signIn('agent.ca');
    const colis = unpaidCanadaParcel();
    const error = await dataProvider.processManualPayment({ colis_id: colis.id, montant: 1_000_000, methode: 'especes', pays: 'CA', transaction_id: 'X' }).catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(400);
    expect(errorBody(error)?.errors.montant).toMatch(/^Le montant ne peut pas dépasser le reste à payer/);
  });

  it('creates a card link, pays it on the demo checkout and confirms it publicly', async () => {
    await signIn('agent.ca');
    const colis = unpaidCanadaParcel();
    const total = parcelAmounts(colis).total;
    const link = await dataProvider.createSquareCheckout({ colis_id: colis.id, montant: total, description: 'Frais', custom_email: 'a@b.co' });
    expect(link.success).toBe(true);
    const checkoutId = link.data!.checkout_id!;
    expect(link.data!.checkout_url).toContain(`#/demo/checkout/${checkoutId}`);
    expect((await dataProvider.verifyPayment({ colis_id: colis.id, transaction_id: checkoutId })).payment_pending).toBe(true);
    await dataProvider.payDemoCheckout(checkoutId, 'succes');
    const verified = await dataProvider.verifyPayment({ colis_id: colis.id, transaction_id: checkoutId });
    expect(verified).toMatchObject({ payment_confirmed: true, payment_pending: false, colis_info: { code_suivi: colis.tracking_number } });
    expect((await dataProvider.getRealPaymentStatus(colis.id)).statut_reel).toBe('entierement_paye');
  });

  it("settles a GNF parcel paid by card for the converted remainder it was offered, whatever the reverse route's rate", async () => {
    await signIn('admin');
    const db = getDb();
    const unpaid = db.colis.filter((c) => c.route_id === 2 && !db.paiements.some((p) => p.colis_id === c.id) && c.frais_expedition > 100_000);
    expect(unpaid.length).toBeGreaterThan(1);
    const payOffered = async (id: number) => {
      const offered = (await dataProvider.getOne('colis', { id })).data as { montant_square: number | null };
      expect(offered.montant_square).not.toBeNull();
      const link = await dataProvider.createSquareCheckout({ colis_id: id, montant: offered.montant_square!, description: 'Frais', custom_email: 'a@b.co' });
      await dataProvider.payDemoCheckout(link.data!.checkout_id!, 'succes');
      return dataProvider.getRealPaymentStatus(id);
    };
    expect(await payOffered(unpaid[0].id)).toMatchObject({ statut_reel: 'entierement_paye', reste_a_payer: 0 });
    // The Canada → Guinée rate moves; a Guinée → Canada parcel is still converted at its own route's rate.
    db.routes.find((r) => r.id === 1)!.taux_echange = 6000;
    expect(await payOffered(unpaid[1].id)).toMatchObject({ statut_reel: 'entierement_paye', reste_a_payer: 0 });
  });

  it('refuses to collect an older link once the parcel was paid another way: nothing taken, no overpayment', async () => {
    await signIn('agent.ca');
    const colis = unpaidCanadaParcel();
    const total = parcelAmounts(colis).total;
    const link = await dataProvider.createSquareCheckout({ colis_id: colis.id, montant: total, description: 'Frais', custom_email: 'a@b.co' });
    await dataProvider.processManualPayment({ colis_id: colis.id, montant: total, methode: 'especes', pays: 'CA', transaction_id: 'REC-LATE' });
    const refused = await dataProvider.payDemoCheckout(link.data!.checkout_id!, 'succes').catch((e: unknown) => e);
    expect(errorStatus(refused)).toBe(409);
    expect(errorBody(refused)?.message).toBe("Ce lien de paiement n'est plus valable : le colis a été payé entre-temps (reste à payer : 0,00 CAD). Aucun montant n'a été prélevé.");
    expect(getDb().paiements.filter((p) => p.colis_id === colis.id)).toHaveLength(1);
    expect((await dataProvider.getRealPaymentStatus(colis.id)).statut_reel).toBe('entierement_paye');
  });

  it('answers no_oauth_config with the support information when the provider is not connected', async () => {
    await signIn('agent.ca');
    getDb().enterprises[0].oauth.status = 'disconnected';
    const colis = unpaidCanadaParcel();
    const answer = await dataProvider.createSquareCheckout({ colis_id: colis.id, montant: 1, description: 'Frais', custom_email: 'a@b.co' });
    expect(answer).toMatchObject({ success: false, error_type: 'no_oauth_config', support_info: { email: 'support@transatlantique-colis.example', phone_canada: '+1 514 555 0142', phone_guinea: '+224 622 55 01 42' } });
  });

  it('answers 404 Colis non trouvé on the public verification of an unknown parcel', async () => {
    const error = await dataProvider.verifyPayment({ colis_id: 99_999 }).catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(404);
  });

  it('paginates and filters the accounting statistics on the server', async () => {
    await signIn('comptable');
    const all = await dataProvider.getAccountingStatistics({ page: 1, page_size: 20 });
    expect(all.paiements_recents).toHaveLength(20);
    // The accountant's company's payments only (Sahel Express's are not theirs).
    const ownRoutes = new Set(getDb().routes.filter((r) => r.entreprise_id === 1).map((r) => r.id));
    const own = getDb().paiements.filter((p) => ownRoutes.has(getDb().colis.find((c) => c.id === p.colis_id)?.route_id ?? 0));
    expect(all.pagination.total_count).toBe(own.length);
    const interac = await dataProvider.getAccountingStatistics({ page: 1, page_size: 100, methode: 'interac' });
    expect(interac.paiements_recents.every((p) => p.methode === 'interac')).toBe(true);
    expect(interac.pagination.total_count).toBe(getDb().paiements.filter((p) => p.methode === 'interac').length);
    expect(interac.top_2_pays.length).toBeGreaterThan(0);
  });

  it('answers the fees query with statistics, the evolution and server pages', async () => {
    await signIn('agent.ca');
    const fees = await dataProvider.getPaymentFees({ periode: '90d', page: 1, page_size: 10, ordering: '-montant_total_a_payer' });
    expect(fees.frais_convertis).toHaveLength(10);
    expect(fees.frais_convertis[0].montant_total_a_payer).toBeGreaterThanOrEqual(fees.frais_convertis[9].montant_total_a_payer);
    expect(fees.statistiques.total_colis).toBe(fees.total_count);
    const chart = await dataProvider.getPaymentFees({ periode: '7d', page: 1, page_size: 20 });
    expect(chart.evolution_journaliere).toHaveLength(7);
  });

  it("'Cette semaine' on /paiements is the calendar week from Monday in the user's time zone, not the last 7 days", async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      // Wednesday 25 November 2026, 10:00 in Toronto.
      vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
      await signIn('agent.ca');
      const parcels = getDb().colis.filter((c) => c.route_id === 1).slice(0, 3);
      const dated = [
        ['Samedi', '2026-11-21T17:00:00Z'],
        ['Dimanche-soir', '2026-11-23T03:00:00Z'],
        ['Lundi', '2026-11-23T14:00:00Z'],
      ] as const;
      dated.forEach(([name, at], index) => Object.assign(parcels[index], { expediteur_nom: `Semaine-${name}`, created_at: at }));
      const fees = await dataProvider.getPaymentFees({ periode: '90d', page: 1, page_size: 100, search_term: 'Semaine-', date_filter: 'week', fuseau_horaire: 'America/Toronto' });
      // Sunday 22:00 in Toronto is the week before, whatever UTC says.
      expect(fees.frais_convertis.map((row) => row.expediteur_nom)).toEqual(['Semaine-Lundi']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("adds payments in another currency at their parcel's route's rate everywhere: /paiements' accounting total is what its parcels say was paid (Sahel Express's XOF payments, whose return rate is not the exact inverse)", async () => {
    await signIn('sahel.admin');
    const fees = await dataProvider.getPaymentFees({ periode: '90d', page: 1, page_size: 100 });
    const paid = fees.frais_convertis.reduce((sum, row) => sum + (row.montant_paye ?? 0), 0);
    const global = await dataProvider.getAccountingGlobalTotal();
    expect(global.devise_operation).toBe('EUR');
    expect(global.total_paiements_global).toBeCloseTo(paid, 2);
    expect(fees.total_paiements_comptabilite).toBeCloseTo(paid, 2);
    const accounting = await dataProvider.getAccountingStatistics({ page: 1, page_size: 20 });
    expect(accounting.total_paiements).toBeCloseTo(paid, 2);
  });

  it("converts a GNF parcel's fee on /paiements at its own route's rate, as its detail does, after that rate changes", async () => {
    await signIn('admin');
    const db = getDb();
    db.routes.find((r) => r.id === 2)!.taux_echange = 0.0002;
    const fees = await dataProvider.getPaymentFees({ periode: '90d', page: 1, page_size: 100, search_term: '' });
    const row = fees.frais_convertis.find((r) => db.colis.find((c) => c.id === r.colis_id)?.route_id === 2);
    expect(row).toBeDefined();
    const colis = db.colis.find((c) => c.id === row!.colis_id)!;
    expect(fees.devise_operation).toBe('CAD');
    expect(row!.montant_total_a_payer).toBe(Math.round(parcelAmounts(colis).total * 0.0002 * 100) / 100);
  });

  it('syncs Tap to Pay once (a second sync creates nothing) and forbids the accountant', async () => {
    await signIn('agent.ca');
    const first = await dataProvider.syncTapToPay();
    expect(first.paiements_créés).toBe(2);
    const second = await dataProvider.syncTapToPay();
    expect(second.paiements_créés).toBe(0);
    await signIn('comptable');
    expect(errorStatus(await dataProvider.syncTapToPay().catch((e: unknown) => e))).toBe(403);
  });

  it('reads a payment by id, and 404 for an unknown one', async () => {
    await signIn('comptable');
    const paiement = await dataProvider.getOne('paiements', { id: 1 });
    expect(paiement.data).toMatchObject({ id: 1, objet_lie_type: 'colis' });
    expect(errorStatus(await dataProvider.getOne('paiements', { id: 99_999 }).catch((e: unknown) => e))).toBe(404);
  });
});
