import { expect, test } from '@playwright/test';
import { loginAs, switchAccount } from './support';

test('receiving a manifest names its unpaid parcel and asks; once the company forbids it, delivering that parcel is refused with the rest', async ({ page }) => {
  // A manifest of two ready parcels, one of them still unpaid, sent from Canada.
  await loginAs(page, 'agent.ca', { path: '/bordereaux/nouveau' });
  const boxes = page.getByRole('checkbox', { name: /^Sélectionner le colis / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Créer le bordereau' }).click();
  await expect(page.getByText('Bordereau créé avec succès !')).toBeVisible();
  await page.getByRole('button', { name: 'Valider et expédier' }).click();
  await page.getByRole('dialog', { name: 'Valider et expédier' }).getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Bordereau validé avec succès!')).toBeVisible();

  // Guinea receives it: « Marquer comme reçu » names what is still owed, per parcel, and asks.
  const manifest = new URL(page.url()).hash.slice(1);
  await switchAccount(page, 'agent.gn', manifest);
  await page.getByRole('button', { name: 'Marquer comme arrivé' }).click();
  await expect(page.getByText('2 colis marqués comme arrivés.')).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme reçu' }).click();
  const unpaid = page.getByRole('dialog', { name: 'Colis non entièrement payés' });
  await expect(unpaid).toContainText(/1 colis de ce bordereau n’est pas entièrement payé : il reste [\d\s,]+\sCAD à payer\./);
  const rows = unpaid.getByRole('table', { name: 'Colis non entièrement payés' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  const numero = ((await rows.nth(1).getByRole('cell').first().textContent()) ?? '').trim();
  expect(numero).toMatch(/^COL-/);
  // « Annuler » first (the focus is on it): the manifest stays arrived.
  await expect(unpaid.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await unpaid.getByRole('button', { name: 'Annuler' }).click();
  await expect(unpaid).toBeHidden();
  await expect(page.getByRole('button', { name: 'Marquer comme reçu' })).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme reçu' }).click();
  await unpaid.getByRole('button', { name: 'Marquer comme reçu' }).click();
  await expect(page.getByText(/Réception confirmée par Ibrahima Camara/)).toBeVisible();

  // The administrator forbids delivering unpaid parcels.
  await switchAccount(page, 'admin', '/configuration');
  await page.getByRole('button', { name: 'Livraison et paiements' }).click();
  await page.getByRole('switch', { name: "Interdire la livraison d'un colis non payé" }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres de livraison enregistrés')).toBeVisible();

  // The unpaid parcel, arrived: « Marquer comme livré » is not offered, the reason names the rest.
  await page.goto(`/#${manifest}`);
  await page.getByRole('table', { name: 'Colis du bordereau' }).getByRole('link', { name: numero }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Colis ${numero}` })).toBeVisible();
  await expect(page.getByText(/^Livraison impossible : ce colis n'est pas entièrement payé \(il reste [\d\s,]+\sCAD à payer\)\. Votre entreprise interdit de livrer un colis non payé\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marquer comme livré' })).toBeDisabled();
});
