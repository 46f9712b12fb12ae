import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { buildSeed } from '../../src/demo/seed';
import { loginAs, seriousViolations, withoutAnimations } from './support';

/** Objects chosen from the same deterministic seed the browser builds on ?demo=reset. */
const seed = buildSeed('standard');
const CLIENT_ID = seed.users.find((u) => u.username === 'client')?.id;
/** A registered parcel in no manifest: agents may still edit all of it, so only the role locks it. */
const free = seed.colis.find((c) => c.route_id === 1 && c.statut === 'enregistre' && c.bordereau_id === null);
const EDITABLE_PARCEL = { id: free?.id ?? 0, code: free?.tracking_number ?? '' };
const SOMEONE_ELSES_PAYMENT = seed.paiements.find((p) => seed.colis.find((c) => c.id === p.colis_id)?.proprietaire_id !== CLIENT_ID)?.id;
const CLIENT_PARCELS = seed.colis.filter((c) => c.proprietaire_id === CLIENT_ID).length;

async function expectAccessDenied(page: Page, reason: string) {
  await expect(page.getByRole('heading', { name: 'Accès refusé', level: 1 })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
}

test('the customer: their sidebar, refused URLs, and another customer’s payment not found', async ({ page }) => {
  await loginAs(page, 'client', { path: '/' });
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Dashboard', 'Colis', 'Mon Profil']);
  await expect(page.getByRole('link', { name: 'Nouveau Colis' })).toHaveCount(0);
  await expect(page.getByText('Créer un bordereau')).toHaveCount(0);

  await page.goto('/#/caisse');
  await expectAccessDenied(page, 'Seuls les administrateurs, les managers et les comptables peuvent ouvrir la comptabilité simplifiée.');
  await page.goto('/#/paiements');
  await expectAccessDenied(page, 'Seuls les administrateurs, les managers, les agents logistiques et les comptables peuvent ouvrir la gestion des paiements.');
  await page.goto('/#/bordereaux/nouveau');
  await expectAccessDenied(page, 'Seuls les administrateurs, les managers et les agents logistiques peuvent créer un bordereau.');
  await page.goto('/#/oauth');
  await expectAccessDenied(page, 'Seuls les administrateurs et les managers peuvent consulter la connexion Square.');

  await page.goto(`/#/paiement/${SOMEONE_ELSES_PAYMENT}`);
  await expect(page.getByText("Le paiement demandé n'existe pas ou n'est pas accessible")).toBeVisible();
  await expect(page.getByText(/@exemple\.example/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Retour aux colis' }).click();

  await expect(page.getByLabel(`${CLIENT_PARCELS} colis`)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Fatoumata/ })).toBeVisible();
});

test('the accountant opens a parcel’s edit page and finds it locked before typing anything', async ({ page }) => {
  await loginAs(page, 'comptable', { path: `/colis/${EDITABLE_PARCEL.id}` });
  const edit = page.getByRole('link', { name: 'Modifier le colis' });
  await expect(edit).toHaveAttribute('aria-disabled', 'true');

  await page.goto(`/#/colis/${EDITABLE_PARCEL.id}/edit`);
  await expect(page.getByRole('heading', { name: `Modifier le colis ${EDITABLE_PARCEL.code}`, level: 1 })).toBeVisible();
  const restrictions = page.getByRole('status', { name: 'Restrictions' });
  await expect(restrictions).toContainText("Seuls les administrateurs, les managers et les agents logistiques peuvent modifier l'expéditeur et le destinataire d'un colis.");
  await expect(page.getByLabel(/^Nom/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
  await page.getByRole('tab', { name: /Produits et frais/ }).click();
  await expect(page.getByText('Cette section est verrouillée : vous ne pouvez pas la modifier pour ce colis.')).toBeVisible();
});

test('a logistics agent is not offered Square disconnection; a manager sees it refused, with the reason', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/oauth' });
  await expectAccessDenied(page, 'Seuls les administrateurs et les managers peuvent consulter la connexion Square.');
  await expect(page.getByRole('button', { name: 'Déconnecter' })).toHaveCount(0);
  await page.goto('/#/configuration');
  await expectAccessDenied(page, "Vous n'avez pas les permissions nécessaires pour accéder à la page de configuration.");

  await loginAs(page, 'manager', { path: '/configuration' });
  await page.getByRole('button', { name: 'Paiement en ligne (Square)' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion Square (OAuth)' })).toBeVisible();
  const disconnect = page.getByRole('button', { name: 'Déconnecter' });
  await expect(disconnect).toBeDisabled();
  await disconnect.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip')).toHaveText("Seuls les administrateurs peuvent déconnecter l'entreprise de Square.");
});

test('every route that was blank shows a real screen; unknown sub-paths show the 404 page', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/employes' });
  await expect(page).toHaveURL(/#\/configuration\/employes$/);
  await expect(page.getByRole('heading', { name: 'Gestion Utilisateurs', level: 1 })).toBeVisible();
  await page.goto('/#/categories');
  await expect(page).toHaveURL(/#\/configuration\/categories$/);
  await expect(page.getByRole('heading', { name: 'Catégories de Produits', level: 1 })).toBeVisible();
  await page.goto('/#/routes');
  await expect(page).toHaveURL(/#\/configuration\/taux-de-change$/);
  await expect(page.getByRole('heading', { name: 'Taux de Change', level: 1 })).toBeVisible();
  await page.goto('/#/factures');
  await expect(page).toHaveURL(/#\/factures-commerciales$/);
  await expect(page.getByRole('heading', { name: 'Factures Commerciales', level: 1 })).toBeVisible();
  for (const path of ['/colis/1/anything', '/bordereaux/1/rien', '/configuration/inconnu']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible();
  }
});

test('axe finds no serious violation on the access-denied screen', async ({ page }) => {
  await withoutAnimations(page);
  await loginAs(page, 'comptable', { path: '/oauth' });
  await expect(page.getByRole('heading', { name: 'Accès refusé', level: 1 })).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
});

test('axe finds no serious violation on a screen with refused actions', async ({ page }) => {
  await withoutAnimations(page);
  await loginAs(page, 'comptable', { path: `/colis/${EDITABLE_PARCEL.id}` });
  await expect(page.getByRole('link', { name: 'Modifier le colis' })).toHaveAttribute('aria-disabled', 'true');
  expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
});
