import { expect, test, type Page } from '@playwright/test';
import { fillCanadianSender, fillClothes, fillGuineanRecipient } from './steps';
import { loginAs } from './support';

const stepTab = (page: Page, name: string) => page.getByRole('tab', { name });

test('a Canada agent sees every sender error on an empty Expéditeur step', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/colis/nouveau' });
  await expect(page.getByRole('heading', { name: 'Nouveau colis', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Adresse/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  await page.getByRole('button', { name: 'Suivant' }).click();
  for (const message of [
    "Le nom de l'expéditeur est requis",
    "Le prénom de l'expéditeur est requis",
    "Le téléphone de l'expéditeur est requis",
    "L'email de l'expéditeur est requis pour les envois du Canada vers la Guinée",
    'Le champ "Adresse" est obligatoire',
    'Le champ "Ville" est obligatoire',
    'Le champ "Province" est obligatoire',
    'Le champ "Code postal" est obligatoire',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("Veuillez corriger les erreurs de l'étape « Expéditeur »")).toBeVisible();
  // Still on the first step.
  await expect(page.getByRole('heading', { name: 'Expéditeur' })).toBeVisible();
});

test('two products of different pricing types: the fees match the table to the cent, the parcel is created and found in the list', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/colis/nouveau' });
  await expect(page.getByLabel(/^Adresse/)).toBeVisible();
  await fillCanadianSender(page);
  await page.getByRole('button', { name: 'Suivant' }).click();

  await fillGuineanRecipient(page);

  // Product 1 — Vêtements, par_poids at 8 CAD/kg: 8 × 1.35 kg × 3 = 32.40 CAD.
  await fillClothes(page.getByRole('region', { name: 'Produit 1' }));

  // Product 2 — Meubles, par_cbm at 250 CAD/m³: 250 × (45 × 30 × 25 × 1 ÷ 1,000,000) = 8.4375 → 8.44 CAD.
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  const second = page.getByRole('region', { name: 'Produit 2' });
  await second.getByRole('radio', { name: /^Meubles/ }).click();
  await second.getByLabel(/^Nom du produit/).fill('Table basse');
  await second.getByLabel(/^Valeur unitaire/).fill('120');
  await second.getByLabel(/^Poids unitaire/).fill('9');
  await second.getByLabel(/^Longueur/).fill('45');
  await second.getByLabel(/^Largeur/).fill('30');
  await second.getByLabel(/^Hauteur/).fill('25');
  await expect(second.getByText(/Frais de ce produit : 8,44\sCAD/)).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Fees step: 32.40 + 8.44 = 40.84 CAD, and 40.84 × 6250 = 255 250 GNF.
  const total = page.getByTestId('wizard-total');
  await expect(total).toContainText(/40,84\sCAD/);
  await expect(total).toContainText(/255\s250\sGNF/);
  await page.getByRole('button', { name: 'Valider avec serveur' }).click();
  await expect(page.getByText('Frais validés par le serveur').first()).toBeVisible();
  await expect(page.getByText(/Le serveur confirme un total de 40,84\sCAD/)).toBeVisible();

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Résumé' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer le colis' }).click();

  const toast = page.getByText(/^Colis COL-\d{4}-\d{6} créé avec succès/);
  await expect(toast).toBeVisible();
  // The list, newest first on its first page, without filters.
  await expect(page).toHaveURL(/#\/colis\?filter=%7B%7D&sort=created_at&order=DESC&page=1$/);
  const tracking = /code de suivi ([A-Z0-9]+)/.exec((await toast.textContent()) ?? '')?.[1];
  expect(tracking).toBeTruthy();
  // The new parcel comes first, highlighted.
  const first = page.getByTestId('colis-row').first();
  await expect(first).toContainText(tracking ?? '');
  await expect(first).toHaveAttribute('aria-current', 'true');

  // The list (newest first) finds it by its tracking code.
  await page.getByLabel('Code de suivi ou numéro').fill(tracking ?? '');
  await expect(page.getByText('Zéphyrine Kourouma').first()).toBeVisible();
  await expect(page.getByText(tracking ?? '').first()).toBeVisible();
});

test('a draft is offered after a reload and resumes where the user was', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/colis/nouveau' });
  await expect(page.getByLabel(/^Adresse/)).toBeVisible();
  await page.getByLabel(/^Nom/).fill('Lavoie');
  await page.getByLabel(/^Prénom/).fill('Yves');
  await stepTab(page, 'Destinataire').click();
  await page.getByLabel(/^Nom/).fill('Sylla');

  await page.reload();
  await expect(page.getByText(/Un brouillon non terminé du .* a été trouvé/)).toBeVisible();
  await page.getByRole('button', { name: 'Reprendre le brouillon' }).click();
  await expect(page.getByRole('heading', { name: 'Destinataire' })).toBeVisible();
  await expect(page.getByLabel(/^Nom/)).toHaveValue('Sylla');
  await stepTab(page, 'Expéditeur').click();
  await expect(page.getByLabel(/^Nom/)).toHaveValue('Lavoie');
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Yves');
});

test('on a phone the wizard fits the screen width, category cards included', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'agent.gn', { path: '/colis/nouveau' });
  await expect(page.getByLabel(/^Quartier/)).toBeVisible();
  await stepTab(page, 'Produits').click();
  await expect(page.getByRole('region', { name: 'Produit 1' }).getByRole('radio', { name: /^Meubles/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await stepTab(page, 'Frais').click();
  await expect(page.getByTestId('wizard-total')).toContainText('GNF');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
