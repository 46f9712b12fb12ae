import { expect, test, type Page } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { DEMO_PASSWORD, loginAs } from './support';

const seed = buildSeed('standard');
/** The payments of TransAtlantique Colis, the accountant's company (Sahel Express's are not theirs). */
const transAtlantiqueRoutes = new Set(seed.routes.filter((r) => r.entreprise_id === 1).map((r) => r.id));
const paymentCount = seed.paiements.filter((p) => transAtlantiqueRoutes.has(seed.colis.find((c) => c.id === p.colis_id)?.route_id ?? 0)).length;
const originOf = (colisId: number) => seed.routes.find((r) => r.id === seed.colis.find((c) => c.id === colisId)?.route_id)?.origin;
/** Cash payments of parcels sent from Canada: three pages of 20. */
const cashFromCanada = seed.paiements.filter((p) => p.methode === 'especes' && originOf(p.colis_id) === 'CA').length;

async function applyCashFromCanada(page: Page) {
  await page.getByRole('button', { name: 'Filtres' }).click();
  // The payments' filters (the cash closes' section below has its own « Pays »).
  const filters = page.getByRole('search', { name: 'Filtres' });
  await filters.getByLabel('Méthode', { exact: true }).click();
  await page.getByRole('option', { name: 'Espèces' }).click();
  await filters.getByLabel('Pays', { exact: true }).click();
  await page.getByRole('option', { name: /Canada/ }).click();
  await expect(page.getByText('Modifications non appliquées')).toBeVisible();
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('heading', { name: `Paiements (${cashFromCanada})` })).toBeVisible();
}

/** The view the journey builds: cash from Canada, second page. */
async function expectSameView(page: Page) {
  // The app has started and shows its list (a reload or a new session boots it again first).
  await expect(page.getByRole('table', { name: 'Liste des paiements' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Paiements (${cashFromCanada})` })).toBeVisible();
  await expect(page.getByText(`21–40 sur ${cashFromCanada}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtres (2)' })).toBeVisible();
  const methods = page.getByRole('table', { name: 'Liste des paiements' }).getByRole('row').locator('td:nth-child(3)');
  await expect(methods).toHaveCount(20);
  expect(new Set(await methods.allTextContents())).toEqual(new Set(['Espèces']));
}

async function signInOnThisPage(page: Page, login: string) {
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeVisible();
}

test('/caisse keeps its filters and page through a payment and Back, a reload, and a link opened elsewhere', async ({ page, browser }) => {
  expect(cashFromCanada).toBeGreaterThan(40);
  await loginAs(page, 'comptable', { path: '/caisse' });
  await applyCashFromCanada(page);
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page.getByText(`21–40 sur ${cashFromCanada}`)).toBeVisible();
  await expect(page).toHaveURL(/#\/caisse\?.*page=2/);

  await page.getByRole('button', { name: /^Voir le détail du paiement/ }).first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'Ouvrir la page du paiement' }).click();
  await expect(page).toHaveURL(/#\/paiement\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Paiement #\d+$/, level: 1 })).toBeVisible();
  await page.goBack();
  await expectSameView(page);

  await page.reload();
  await expectSameView(page);

  const link = page.url();
  const colleague = await browser.newContext();
  try {
    const other = await colleague.newPage();
    await loginAs(other, 'comptable', { path: '/' });
    await other.goto(link);
    await expectSameView(other);
  } finally {
    await colleague.close();
  }
});

test('a saved view of /caisse survives signing out and in', async ({ page }) => {
  await loginAs(page, 'comptable', { path: '/caisse' });
  await applyCashFromCanada(page);
  const views = page.getByRole('region', { name: 'Vues enregistrées' });
  await views.getByRole('button', { name: 'Enregistrer la vue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrer la vue' });
  // 'Enregistrer' waits, disabled, for a name; the keyboard reaches its reason.
  await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await expect(dialog.getByLabel(/^Nom de la vue/)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.locator('[data-refused-action]')).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Le nom de la vue est requis');
  await dialog.getByLabel(/^Nom de la vue/).fill('Espèces Canada');
  await dialog.getByLabel(/^Nom de la vue/).press('Enter');
  await expect(page.getByText('Vue « Espèces Canada » enregistrée')).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await signInOnThisPage(page, 'comptable');
  await page.goto('/#/caisse');
  await expect(page.getByRole('heading', { name: `Paiements (${paymentCount})` })).toBeVisible();

  await views.getByRole('button', { name: 'Espèces Canada', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Paiements (${cashFromCanada})` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtres (2)' })).toBeVisible();
  await expect(page).toHaveURL(/#\/caisse\?.*especes/);
});
