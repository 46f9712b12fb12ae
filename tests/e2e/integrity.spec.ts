import { expect, test, type Page } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { formatMoney, roundForCurrency } from '../../src/domain/currency';
import { DEMO_PASSWORD, freshStart, loginAs, sendAccessRequest } from './support';

/**
 * Integrity journeys (issue 12): a public page that reports its own failure, and two tabs of one
 * browser (two pages of one context: one localStorage, one demo store) that neither log each other
 * out nor lose each other's writes. Time (token expiry, payment polling) runs on Playwright's clock.
 */
const seed = buildSeed('standard');

const SESSION_KEY = 'colis.session';
const storedRefresh = (page: Page) => page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { refresh?: string }).refresh, SESSION_KEY);

test('/register with an e-mail already known: the server refusal shows next to the e-mail and the page stays', async ({ page }) => {
  const existing = seed.users.find((u) => u.username === 'agent.ca');
  if (!existing) throw new Error('seed without agent.ca');
  await page.clock.install();
  await freshStart(page, '/register');
  await sendAccessRequest(page, existing.email);

  await expect(page.getByText('Une demande ou un compte existe déjà avec cet email.')).toBeVisible();
  await expect(page.getByLabel(/^Email professionnel/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Corrigez les champs signalés' })).toContainText("Erreur lors de l'inscription");
  await expect(page.getByText(/Redirection vers la connexion/)).toHaveCount(0);
  // The page stays (no success, no redirect to /login after 2 s), with everything typed.
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(/#\/register$/);
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Moussa');
});

test.describe('two tabs of one browser', () => {
  test.beforeEach(async ({ context }) => {
    await context.clock.install();
  });

  test('with refresh-token rotation (the demo always rotates), both tabs refresh together after expiry and both stay signed in', async ({ context, page: tabA }) => {
    await freshStart(tabA);
    await tabA.getByLabel(/^Email ou nom d'utilisateur/).fill('agent.ca');
    await tabA.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await tabA.getByRole('button', { name: 'Se connecter' }).click();
    await expect(tabA.getByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeVisible();
    const tabB = await context.newPage();
    await tabB.goto('/#/');
    await expect(tabB.getByTestId('user-card').getByText('Julie Tremblay', { exact: true })).toBeVisible();
    const firstRefresh = await storedRefresh(tabA);

    // Both access tokens expire (15 min), then both tabs ask the server at the same moment.
    await context.clock.fastForward('16:00');
    await Promise.all([tabA.goto('/#/colis'), tabB.goto('/#/colis')]);

    for (const tab of [tabA, tabB]) {
      await expect(tab.getByLabel(/^\d+ colis$/)).toBeVisible();
      await expect(tab.getByTestId('user-card').getByText('Julie Tremblay', { exact: true })).toBeVisible();
      await expect(tab.getByText('Session expirée - Redirection vers la connexion...')).toHaveCount(0);
    }
    // The refresh token was rotated once, and the session the tabs share holds the new one.
    const renewed = await storedRefresh(tabA);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(firstRefresh);
    await context.clock.runFor(3000);
    for (const tab of [tabA, tabB]) await expect(tab).toHaveURL(/#\/colis$/);
  });

  test('a link paid in tab B is seen by tab A polling; a payment recorded in tab A then keeps both (needs the shared demo store)', async ({ context, page: tabA }) => {
    const colis = seed.colis
      .filter((c) => c.route_id === 1 && c.statut_paiement === 'non_paye' && !seed.paiements.some((p) => p.colis_id === c.id))
      .map((c) => ({ id: c.id, due: roundForCurrency(c.frais_expedition - c.rabais_applique, 'CAD') }))
      .filter((c) => c.due > 20)[5];
    const card = roundForCurrency(colis.due * 0.4, 'CAD');
    const rest = roundForCurrency(colis.due - card, 'CAD');
    const status = (page: Page) => page.getByTestId('real-payment-status');

    await loginAs(tabA, 'agent.ca', { path: `/colis/${colis.id}` });
    await expect(status(tabA).getByText('Non payé', { exact: true })).toBeVisible();
    await tabA.getByLabel(/^Montant \(CAD\)/).fill(card.toFixed(2));
    await tabA.getByRole('button', { name: 'Créer le lien de paiement' }).click();
    const url = (await tabA.getByTestId('checkout-url').textContent()) ?? '';
    await tabA.getByRole('button', { name: 'Surveiller le paiement' }).click();

    // Tab B: the customer pays the link.
    const tabB = await context.newPage();
    await tabB.goto(url);
    await tabB.getByRole('button', { name: /^Payer / }).click();
    await expect(tabB.getByRole('heading', { name: 'Paiement confirmé avec succès !' })).toBeVisible();

    // Tab A: the next check (15 s later) sees the card payment.
    await context.clock.runFor(15_000);
    await expect(status(tabA).getByText('Partiellement payé', { exact: true })).toBeVisible();
    await expect(tabA.getByTestId('total-paye')).toHaveText(formatMoney(card, 'CAD'));

    // Tab A records the rest in cash: both payments are kept.
    await tabA.getByRole('button', { name: 'Paiement manuel' }).click();
    await tabA.getByLabel(/^Mode de paiement/).click();
    await tabA.getByRole('option', { name: 'Espèces' }).click();
    await expect(tabA.getByLabel(/^Montant \(CAD\)/)).toHaveValue(rest.toFixed(2).replace('.', ','));
    await tabA.getByLabel(/^ID de transaction/).fill('REC-2TABS-0001');
    await tabA.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await expect(status(tabA).getByText('Entièrement payé', { exact: true })).toBeVisible();

    for (const tab of [tabA, tabB]) {
      await tab.goto(`/#/colis/${colis.id}`);
      const history = tab.getByRole('table', { name: 'Paiements du colis' });
      await expect(history.getByRole('row')).toHaveCount(3);
      await expect(history.getByText('Paiement en ligne')).toBeVisible();
      await expect(tab.getByTestId('total-paye')).toHaveText(formatMoney(colis.due, 'CAD'));
    }
  });
});
