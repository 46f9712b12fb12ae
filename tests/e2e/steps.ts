import { expect, type Locator, type Page } from '@playwright/test';

/** Journey steps shared by the demo journeys and the real-server ones (tests/e2e-server/). */

/** The wizard's Expéditeur step: a sender in Montréal. */
export async function fillCanadianSender(page: Page): Promise<void> {
  await page.getByLabel(/^Nom/).fill('Gagnon');
  await page.getByLabel(/^Prénom/).fill('Chantal');
  await page.getByLabel(/^Téléphone/).fill('+1 514 555 0199');
  await page.getByLabel(/^Email/).fill('chantal.gagnon@exemple.example');
  await page.getByLabel(/^Adresse/).fill('4500 rue Saint-Denis');
  await page.getByLabel(/^Ville/).fill('Montréal');
  await page.getByLabel(/^Province/).fill('QC');
  await page.getByLabel(/^Code postal/).fill('H2J 2L3');
}

/** The wizard's Destinataire step: a recipient in Conakry, then on to the products. */
export async function fillGuineanRecipient(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Destinataire' })).toBeVisible();
  await page.getByLabel(/^Nom/).fill('Kourouma');
  await page.getByLabel(/^Prénom/).fill('Zéphyrine');
  await page.getByLabel(/^Téléphone/).fill('+224 620 11 22 33');
  await page.getByLabel(/^Quartier/).fill('Kaloum');
  await page.getByRole('button', { name: 'Suivant' }).click();
}

/** A product of the wizard: Vêtements, par_poids at 8 CAD/kg: 8 × 1.35 kg × 3 = 32.40 CAD. */
export async function fillClothes(product: Locator): Promise<void> {
  await product.getByRole('radio', { name: /^Vêtements/ }).click();
  await product.getByLabel(/^Nom du produit/).fill('Chemises en coton');
  await product.getByLabel(/^Quantité/).fill('3');
  await product.getByLabel(/^Valeur unitaire/).fill('25');
  await product.getByLabel(/^Poids unitaire/).fill('1,35');
  await expect(product.getByText(/Frais de ce produit : 32,40\sCAD/)).toBeVisible();
}

/** Records a manual cash payment on the parcel page that is open. */
export async function recordCash(page: Page, amount: string, transactionId: string): Promise<void> {
  await page.getByRole('button', { name: 'Paiement manuel' }).click();
  await page.getByLabel(/^Mode de paiement/).click();
  await page.getByRole('option', { name: 'Espèces' }).click();
  await page.getByLabel(/^Montant \(CAD\)/).fill(amount);
  await page.getByLabel(/^ID de transaction/).fill(transactionId);
  await page.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.getByText('Paiement manuel enregistré avec succès!')).toBeVisible();
}
