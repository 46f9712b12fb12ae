import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { buildSeed } from '../../src/demo/seed';
import { roundForCurrency } from '../../src/domain/currency';
import { loginAs, seriousViolations, withoutAnimations } from './support';

/** Refunds (issue #32) over the demo backend. */
const seed = buildSeed('standard');
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** A CAD parcel paid exactly by one cash payment in CAD of at least 10 CAD. */
const paidOnce = seed.colis
  .map((colis) => ({ colis, payments: seed.paiements.filter((p) => p.colis_id === colis.id) }))
  .find(
    ({ colis, payments }) =>
      colis.route_id === 1 &&
      payments.length === 1 &&
      payments[0].statut === 'valide' &&
      payments[0].devise === 'CAD' &&
      payments[0].montant >= 10 &&
      payments[0].montant === roundForCurrency(colis.frais_expedition - colis.rabais_applique, 'CAD'),
  );

test('an accountant refunds part of a payment from /paiement/{id}: the parcel shows « Partiellement payé » with the rest', async ({ page }) => {
  if (!paidOnce) throw new Error('seed without a CAD parcel paid by one payment');
  const payment = paidOnce.payments[0];
  await withoutAnimations(page);
  await loginAs(page, 'comptable', { path: `/paiement/${payment.id}` });
  await page.getByRole('button', { name: 'Rembourser' }).click();
  const dialog = page.getByRole('dialog', { name: `Rembourser le paiement #${payment.id}` });
  await dialog.getByLabel(/^Montant à rembourser \(CAD\)/).fill('7,25');
  await dialog.getByLabel(/^Motif du remboursement/).fill('Emballage facturé par erreur');
  expect(await seriousViolations(new AxeBuilder({ page }).include('[role="dialog"]'))).toEqual([]);
  await dialog.getByRole('button', { name: 'Rembourser' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer le remboursement' });
  await expect(confirm).toContainText(/Rembourser 7,25\sCAD au client/);
  await confirm.getByRole('button', { name: 'Oui, rembourser' }).click();
  await expect(page.getByText('Remboursement enregistré.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informations de base' }).getByText(/^7,25\sCAD, .* : Emballage facturé par erreur$/)).toBeVisible();

  await page.getByRole('link', { name: 'Voir le colis' }).click();
  const status = page.getByTestId('real-payment-status');
  await expect(status.getByText('Partiellement payé', { exact: true })).toBeVisible();
  await expect(page.getByTestId('reste-a-payer')).toHaveText(/^7,25\sCAD$/);
  const history = page.getByRole('table', { name: 'Paiements du colis' });
  await expect(history.getByText(/^Remboursé : 7,25\sCAD$/)).toBeVisible();
  expect(plain(await history.getByRole('row').nth(1).textContent())).toContain('Validé');
});
