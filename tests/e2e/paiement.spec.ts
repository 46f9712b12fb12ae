import { expect, test, type Page } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { formatMoney, roundForCurrency } from '../../src/domain/currency';
import { loginAs } from './support';

/**
 * Payment journeys on the parcel detail (/colis/{id}) over the demo backend. The parcels are chosen
 * from the same deterministic seed the browser builds on ?demo=reset.
 */
const seed = buildSeed('standard');
const unpaid = seed.colis
  .filter((c) => c.route_id === 1 && c.statut_paiement === 'non_paye' && !seed.paiements.some((p) => p.colis_id === c.id))
  .map((c) => ({ id: c.id, due: roundForCurrency(c.frais_expedition - c.rabais_applique, 'CAD'), tracking: c.tracking_number }))
  .filter((c) => c.due > 20);

const status = (page: Page) => page.getByTestId('real-payment-status');

async function chooseMethod(page: Page, name: string) {
  await page.getByLabel(/^Mode de paiement/).click();
  await page.getByRole('option', { name }).click();
}

test('a partial cash payment then the rest: non payé → partiellement payé → entièrement payé', async ({ page }) => {
  const colis = unpaid[0];
  const first = roundForCurrency(colis.due * 0.4, 'CAD');
  const rest = roundForCurrency(colis.due - first, 'CAD');
  await loginAs(page, 'agent.ca', { path: `/colis/${colis.id}` });

  await expect(status(page).getByText('Non payé', { exact: true })).toBeVisible();
  await expect(page.getByTestId('reste-a-payer')).toHaveText(formatMoney(colis.due, 'CAD'));

  await page.getByRole('button', { name: 'Paiement manuel' }).click();
  await chooseMethod(page, 'Espèces');
  await page.getByLabel(/^Montant \(CAD\)/).fill(String(first).replace('.', ','));
  await expect(page.getByText(`Reste à payer : ${formatMoney(colis.due, 'CAD')}`)).toBeVisible();
  await page.getByLabel(/^ID de transaction/).fill('REC-E2E-0001');
  await page.getByRole('button', { name: 'Enregistrer le paiement' }).click();

  await expect(page.getByText('Paiement manuel enregistré avec succès!')).toBeVisible();
  await expect(status(page).getByText('Partiellement payé', { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-paye')).toHaveText(formatMoney(first, 'CAD'));
  await expect(page.getByTestId('reste-a-payer')).toHaveText(formatMoney(rest, 'CAD'));
  await expect(page.getByText('40 % payé')).toBeVisible();

  // The form now offers exactly what remains.
  await expect(page.getByLabel(/^Montant \(CAD\)/)).toHaveValue(rest.toFixed(2).replace('.', ','));
  await chooseMethod(page, 'Interac');
  await page.getByLabel(/^ID de transaction/).fill('INT-E2E-0002');
  await page.getByRole('button', { name: 'Enregistrer le paiement' }).click();

  await expect(status(page).getByText('Entièrement payé', { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-paye')).toHaveText(formatMoney(colis.due, 'CAD'));
  await expect(page.getByTestId('reste-a-payer')).toHaveText(formatMoney(0, 'CAD'));
  await expect(page.getByText(/Ce colis est entièrement payé/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer le paiement' })).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Paiements du colis' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByText('Julie Tremblay (Agent logistique)')).toHaveCount(2);
});

test('an online link paid on the demo checkout and confirmed on the public page', async ({ page }) => {
  const colis = unpaid[1];
  await page.clock.install();
  await loginAs(page, 'agent.ca', { path: `/colis/${colis.id}` });
  await expect(status(page).getByText('Non payé', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Montant \(CAD\)/)).toHaveValue(colis.due.toFixed(2).replace('.', ','));
  await page.getByRole('button', { name: 'Créer le lien de paiement' }).click();
  await expect(page.getByText('Lien de paiement Square créé !').first()).toBeVisible();
  const url = (await page.getByTestId('checkout-url').textContent()) ?? '';
  expect(url).toMatch(/#\/demo\/checkout\/DEMO-CHK-\d+$/);

  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Paiement sécurisé (démo)' })).toBeVisible();
  await expect(page.getByTestId('checkout-amount')).toHaveText(formatMoney(colis.due, 'CAD'));
  // The confirmation page checks the payment 3 s after it opens: the page's clock stands still from
  // the payment on, so its first state is seen whatever the machine's speed, then the 3 s pass.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('button', { name: /^Payer / }).click();

  await expect(page).toHaveURL(new RegExp(`#/colis/${colis.id}/payment-success\\?transactionId=DEMO-CHK-`));
  await expect(page.getByText('Vérification de votre paiement…')).toBeVisible();
  await page.clock.runFor(3000);
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Paiement confirmé avec succès !' })).toBeVisible();
  await expect(page.getByText(`Numéro de suivi : ${colis.tracking}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suivre mon colis' })).toHaveAttribute('href', `#/suivi?tracking=${colis.tracking}`);

  await page.goto(`/#/colis/${colis.id}`);
  await expect(status(page).getByText('Entièrement payé', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Paiements du colis' }).getByText('Paiement en ligne')).toBeVisible();
});

test('a refused card shows the failed confirmation with its ways out', async ({ page }) => {
  const colis = unpaid[2];
  await loginAs(page, 'agent.ca', { path: `/colis/${colis.id}` });
  await page.getByRole('button', { name: 'Créer le lien de paiement' }).click();
  const url = (await page.getByTestId('checkout-url').textContent()) ?? '';
  await page.goto(url);
  await page.getByRole('button', { name: 'Simuler un refus de la carte' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement non trouvé ou échoué' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer la vérification' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vérifier le statut de mon colis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});
