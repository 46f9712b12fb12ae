import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import PaymentSuccessPage from '../../src/custom-pages/payment-success/PaymentSuccessPage';
import { endpoints } from '../../src/dataProvider/endpoints';
import { getDb } from '../../src/demo/db/store';
import { server } from '../../src/demo/node';
import { realStatusOf } from '../../src/demo/realPaymentStatus';
import { parcelAmounts } from '../../src/demo/serializers';
import { REAL_PAYMENT_STATUS_LABELS, type RealPaymentStatus } from '../../src/domain/paymentStatus';
import { RealPaymentBadge } from '../../src/resources/paiements/RealPaymentBadge';
import { renderInAdmin, signIn } from './render';

/** The public confirmation page: no sign-in; timings driven by fake timers. */

const PATH = '/colis/:id/payment-success';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function openCheckout(colisId: number, statut: 'ouvert' | 'paye' = 'ouvert') {
  getDb().checkouts.push({ id: 'DEMO-CHK-T1', colis_id: colisId, montant: 10, devise: 'CAD', email: 'a@b.co', statut, created_at: new Date().toISOString(), paiement_id: null });
}

describe('public payment confirmation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  it('checks after 3 s with a transaction id, without the token even when signed in, then confirms', async () => {
    const colis = getDb().colis[0];
    openCheckout(colis.id, 'paye');
    getDb().paiements.push({ id: 9001, colis_id: colis.id, montant: 10, devise: 'CAD', methode: 'square', statut: 'valide', date_creation: new Date().toISOString(), date_paiement: new Date().toISOString(), transaction_id: 'DEMO-CHK-T1', reference_externe: null, notes: '', pays: 'CA', agent_id: null, client_email: null });
    await signIn('agent.ca');
    const calls: { token: string; at: number }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('verify-payment')) calls.push({ token: request.headers.get('Authorization') ?? 'sans jeton', at: Date.now() });
    });
    const start = Date.now();
    renderInAdmin(<PaymentSuccessPage />, { url: `/colis/${colis.id}/payment-success?transactionId=DEMO-CHK-T1`, path: PATH });
    expect(screen.getByText('Vérification de votre paiement…')).toBeInTheDocument();
    await advance(3100);
    expect(await screen.findByRole('heading', { name: 'Paiement confirmé avec succès !' })).toBeInTheDocument();
    expect(calls.map((c) => c.token)).toEqual(['sans jeton']);
    expect(calls[0].at - start).toBeGreaterThanOrEqual(3000);
    expect(screen.getByRole('link', { name: 'Suivre mon colis' })).toHaveAttribute('href', `/suivi?tracking=${colis.tracking_number}`);
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it("a signed-in agent's cached payment status of the parcel follows the confirmed payment at once", async () => {
    const colis = getDb().colis[0];
    const before = REAL_PAYMENT_STATUS_LABELS[realStatusOf(colis).statut_reel as RealPaymentStatus];
    await signIn('agent.ca');
    renderInAdmin(
      <>
        <PaymentSuccessPage />
        <RealPaymentBadge colisId={colis.id} />
      </>,
      { url: `/colis/${colis.id}/payment-success?transactionId=DEMO-CHK-T1`, path: PATH },
    );
    expect(await screen.findByText(before)).toBeInTheDocument();
    openCheckout(colis.id, 'paye');
    const rest = { montant: realStatusOf(colis).reste_a_payer, devise: parcelAmounts(colis).base };
    getDb().paiements.push({ id: 9002, colis_id: colis.id, ...rest, methode: 'square', statut: 'valide', date_creation: new Date().toISOString(), date_paiement: new Date().toISOString(), transaction_id: 'DEMO-CHK-T1', reference_externe: null, notes: '', pays: 'CA', agent_id: null, client_email: null });
    const after = REAL_PAYMENT_STATUS_LABELS.entierement_paye;
    expect(after).not.toBe(before);
    await advance(3100);
    expect(await screen.findByRole('heading', { name: 'Paiement confirmé avec succès !' })).toBeInTheDocument();
    expect(await screen.findByText(after)).toBeInTheDocument();
  });

  it('re-checks a pending payment 3 times every 3 s (attempt n/4), then warns', async () => {
    const colis = getDb().colis[1];
    openCheckout(colis.id);
    const checks: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('verify-payment')) checks.push(Date.now());
    });
    renderInAdmin(<PaymentSuccessPage />, { url: `/colis/${colis.id}/payment-success?transactionId=DEMO-CHK-T1`, path: PATH });
    await advance(3100);
    expect(await screen.findByText(/^Vérification automatique \(tentative [1-4]\/4\)$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paiement en cours de traitement' })).toBeInTheDocument();
    await advance(9100);
    expect(await screen.findByText('Vérification automatique (tentative 4/4)')).toBeInTheDocument();
    expect((await screen.findAllByText('Le paiement prend plus de temps que prévu. Veuillez contacter le support si nécessaire.')).length).toBeGreaterThan(0);
    await advance(10_000);
    expect(checks).toHaveLength(4);
    for (let n = 1; n < 4; n += 1) expect(checks[n] - checks[n - 1]).toBeGreaterThanOrEqual(3000);
    expect(screen.getByRole('button', { name: 'Vérifier à nouveau' })).toBeInTheDocument();
  });

  it('shows the failed state with its four ways out', async () => {
    const colis = getDb().colis.find((c) => !getDb().paiements.some((p) => p.colis_id === c.id))!;
    const checks: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('verify-payment')) checks.push(Date.now());
    });
    const start = Date.now();
    renderInAdmin(<PaymentSuccessPage />, { url: `/colis/${colis.id}/payment-success`, path: PATH });
    await advance(2100);
    expect(await screen.findByRole('heading', { name: 'Paiement non trouvé ou échoué' })).toBeInTheDocument();
    expect(checks[0] - start).toBeGreaterThanOrEqual(2000);
    server.events.removeAllListeners();
    expect(screen.getByRole('button', { name: 'Réessayer la vérification' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier le statut de mon colis' })).toHaveAttribute('href', '/suivi');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('says Colis non trouvé on a 404 and Erreur lors de la vérification du paiement otherwise', async () => {
    renderInAdmin(<PaymentSuccessPage />, { url: '/colis/99999/payment-success', path: PATH });
    await advance(2100);
    expect(await screen.findByRole('heading', { name: 'Colis non trouvé' })).toBeInTheDocument();
  });

  it('reports a server failure of the verification', async () => {
    server.use(http.get(endpoints.paiements.publicVerify, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderInAdmin(<PaymentSuccessPage />, { url: '/colis/1/payment-success', path: PATH });
    await advance(2100);
    expect(await screen.findByRole('heading', { name: 'Erreur lors de la vérification du paiement' })).toBeInTheDocument();
  });

  it("confirms nothing to a visitor without the payment's own id: a paid parcel's page, or another parcel's transaction, shows the failure and no tracking code", async () => {
    const paid = getDb().paiements.find((p) => p.statut === 'valide' && p.transaction_id);
    if (!paid?.transaction_id) throw new Error('seed without a validated payment');
    const colis = getDb().colis.find((c) => c.id === paid.colis_id)!;
    const answers: unknown[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      if (request.url.includes('verify-payment')) answers.push(await response.clone().json());
    });
    renderInAdmin(<PaymentSuccessPage />, { url: `/colis/${colis.id}/payment-success`, path: PATH });
    await advance(2100);
    expect(await screen.findByRole('heading', { name: 'Paiement non trouvé ou échoué' })).toBeInTheDocument();
    expect(screen.queryByText(/Numéro de suivi/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Suivre mon colis' })).not.toBeInTheDocument();
    expect(answers).toEqual([{ payment_confirmed: false, payment_pending: false, payment_details: null, colis_info: null }]);
    expect(JSON.stringify(answers)).not.toContain(colis.tracking_number);
  });

  it("another parcel's transaction id confirms nothing either", async () => {
    const paid = getDb().paiements.find((p) => p.statut === 'valide' && p.transaction_id);
    if (!paid?.transaction_id) throw new Error('seed without a validated payment');
    const other = getDb().colis.find((c) => c.id !== paid.colis_id)!;
    renderInAdmin(<PaymentSuccessPage />, { url: `/colis/${other.id}/payment-success?transactionId=${encodeURIComponent(paid.transaction_id)}`, path: PATH });
    await advance(3100);
    expect(await screen.findByRole('heading', { name: 'Paiement non trouvé ou échoué' })).toBeInTheDocument();
    expect(screen.queryByText(/Numéro de suivi/)).not.toBeInTheDocument();
    expect(screen.queryByText(other.tracking_number, { exact: false })).not.toBeInTheDocument();
  });
});
