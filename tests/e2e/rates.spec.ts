import { expect, test } from '@playwright/test';
import { loginAs } from './support';
import { buildSeed } from '../../src/demo/seed';
import { formatMoney, roundForCurrency } from '../../src/domain/currency';

// A Canada → Guinea parcel of the standard seed with fees, to watch its converted total on its detail page.
const seededParcel = buildSeed('standard').colis.find((c) => c.route_id === 1 && c.frais_expedition > 0 && c.rabais_applique === 0);
const total = seededParcel ? seededParcel.frais_expedition : 0;
const convertedTotal = (rate: number) => `≈ ${formatMoney(roundForCurrency(total * rate, 'GNF'), 'GNF')}`;

test('changing the Canada → Guinea rate changes the converted amounts elsewhere in the app', async ({ page }) => {
  expect(seededParcel).toBeDefined();
  await loginAs(page, 'admin', { path: `/colis/${seededParcel?.id}` });
  await expect(page.getByText(convertedTotal(6250)).first()).toBeVisible();

  await page.goto('/#/configuration/taux-de-change');
  await expect(page.getByTestId('conversion-CAD-GNF')).toContainText(formatMoney(625_000, 'GNF'));
  await page.getByRole('button', { name: 'Modifier le taux Canada → Guinée' }).click();
  const input = page.getByLabel('Nouveau taux');
  await input.fill('0');
  await expect(page.getByText('Doit être positif')).toBeVisible();
  await input.fill('6500');
  await page.getByRole('button', { name: 'Enregistrer le taux' }).click();
  await expect(page.getByText('Taux de change mis à jour avec succès')).toBeVisible();
  await expect(page.getByTestId('conversion-CAD-GNF')).toContainText(formatMoney(650_000, 'GNF'));
  // The reverse route is offered the inverse rate (1 / 6 500, to 6 decimals).
  await page.getByRole('dialog', { name: 'Mettre à jour la route inverse ?' }).getByRole('button', { name: "Appliquer l'inverse" }).click();
  await expect(page.getByTestId('taux-route-2')).toContainText('0,000154');

  // Another screen: category prices in CAD with their GNF equivalent (Électronique, 50 CAD).
  await page.getByRole('link', { name: 'Retour à la Configuration' }).click();
  await page.getByRole('button', { name: 'Catégories de Produits' }).click();
  await expect(page.getByRole('article', { name: 'Électronique' })).toContainText(formatMoney(325_000, 'GNF'));

  // The parcel detail, another engineer's screen, now converts with the new rate.
  await page.goto(`/#/colis/${seededParcel?.id}`);
  await expect(page.getByText(convertedTotal(6500)).first()).toBeVisible();
  await expect(page.getByText(convertedTotal(6250))).toHaveCount(0);
});

test('a rate change survives a reload and the sub-section has its own URL', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/configuration/taux-de-change' });
  await page.getByRole('button', { name: 'Modifier le taux Canada → Guinée' }).click();
  await page.getByLabel('Nouveau taux').fill('6300,5');
  await page.getByRole('button', { name: 'Enregistrer le taux' }).click();
  await expect(page.getByText('Taux de change mis à jour avec succès')).toBeVisible();
  await page.getByRole('dialog', { name: 'Mettre à jour la route inverse ?' }).getByRole('button', { name: 'Laisser tel quel' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Taux de Change', level: 1 })).toBeVisible();
  await expect(page.getByTestId('taux-route-1')).toContainText('6 300,5');
  await page.getByRole('button', { name: 'Recharger le contexte monétaire' }).click();
  await expect(page.getByText('Contexte monétaire rechargé !')).toBeVisible();
});
