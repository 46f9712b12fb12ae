import { expect, test, type Page } from '@playwright/test';
import { totp } from '../../src/demo/totp';
import { DEMO_PASSWORD, freshStart, loginAs, sendAccessRequest } from './support';

const SUCCESS = 'Connexion réussie ! Bienvenue sur la plateforme';

async function submitLogin(page: Page, login: string, password: string) {
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const feedback = (page: Page) => page.getByRole('form', { name: 'Connexion' }).getByRole('alert');

test.describe('Sign-in', () => {
  test('an agent signs in and lands on the dashboard with the sidebar', async ({ page }) => {
    await loginAs(page, 'agent.ca');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('company-name')).toHaveText('TransAtlantique Colis');
    await expect(page.getByTestId('user-card').getByText('Julie Tremblay', { exact: true })).toBeVisible();
  });

  test('2FA: the code field appears, a TOTP computed here signs in', async ({ page }) => {
    await freshStart(page);
    await submitLogin(page, 'securise', DEMO_PASSWORD);
    const code = page.getByLabel(/^Code 2FA/);
    await expect(code).toBeVisible();
    await code.fill('8765 4321');
    await expect(code).toHaveValue('87654321');
    await expect(feedback(page)).toHaveText("Code d'authentification à deux facteurs requis");
    await code.fill(await totp('JBSWY3DPEHPK3PXP'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('company-name')).toBeVisible();
  });

  test('2FA: a wrong code is refused with its message', async ({ page }) => {
    await freshStart(page);
    await submitLogin(page, 'securise', DEMO_PASSWORD);
    await page.getByLabel(/^Code 2FA/).fill('000000');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(feedback(page)).toHaveText('Code 2FA invalide. Vérifiez votre code et réessayez.');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('lock-out after 5 bad passwords, with the remaining-attempts warning before it', async ({ page }) => {
    await freshStart(page);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await submitLogin(page, 'agent.gn', `mauvais${attempt}`);
      await expect(page.getByText(`Tentatives échouées : ${attempt}`)).toBeVisible();
    }
    await expect(feedback(page)).toContainText('il vous reste 1 tentative(s)');
    await submitLogin(page, 'agent.gn', 'mauvais5');
    await expect(feedback(page)).toContainText('Compte bloqué après 5 tentatives échouées pendant 15 minutes.');
    await expect(feedback(page)).toContainText('Contactez votre administrateur pour débloquer votre compte.');
    await expect(page.getByText(/Tentatives échouées/)).toHaveCount(0);
    await submitLogin(page, 'agent.gn', DEMO_PASSWORD);
    await expect(feedback(page)).toContainText('Trop de tentatives de connexion');
    await expect(page).toHaveURL(/#\/login$/);
  });
});

test.describe('Session', () => {
  test('reload keeps the session when remember-me is on', async ({ page }) => {
    await loginAs(page, 'manager');
    await expect(page.getByTestId('user-card').getByText('Mamadou Bah', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('user-card').getByText('Mamadou Bah', { exact: true })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/#/');
    await expect(other.getByTestId('user-card').getByText('Mamadou Bah', { exact: true })).toBeVisible();
  });

  test('without remember-me the session belongs to this tab only', async ({ page }) => {
    await loginAs(page, 'agent.ca', { remember: false });
    await page.reload();
    await expect(page.getByTestId('user-card').getByText('Julie Tremblay', { exact: true })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/#/colis');
    await expect(other.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(other).toHaveURL(/#\/login$/);
  });

  test('logout ends the session: back to /login, guarded routes send there too', async ({ page }) => {
    await loginAs(page, 'agent.ca');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.goto('/#/colis');
    await expect(page).toHaveURL(/#\/login$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    await page.clock.install();
    await freshStart(page);
    await submitLogin(page, 'agent.ca', DEMO_PASSWORD);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    const signedIn = await page.evaluate(() => window.localStorage.getItem('colis.session'));
    // The 15-minute access token expires; the next screen's calls get a 401, refresh, and replay.
    await page.clock.fastForward('16:00');
    await page.goto('/#/colis');
    await expect(page.getByLabel(/^\d+ colis$/)).toBeVisible();
    await expect(page.getByTestId('user-card').getByText('Julie Tremblay', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/#\/colis$/);
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(window.localStorage.getItem('colis.session') ?? '{}') as { access?: string }).access))
      .not.toBe((JSON.parse(signedIn ?? '{}') as { access?: string }).access);
  });
});

test.describe('Access and pages', () => {
  test('the accountant has no Configuration entry and is refused on /configuration', async ({ page }) => {
    await loginAs(page, 'comptable', { path: '/' });
    await expect(page.getByRole('menuitem', { name: 'Paiements' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Configuration' })).toHaveCount(0);
    await page.goto('/#/configuration');
    await expect(page.getByRole('heading', { name: 'Accès refusé', level: 1 })).toBeVisible();
    await expect(page.getByText("Vous n'avez pas les permissions nécessaires pour accéder à la page de configuration.")).toBeVisible();
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('an unknown path shows "Page non trouvée" with links to / and /colis', async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/cette-page-existe-pas' });
    await expect(page.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Voir les colis' }).click();
    await expect(page).toHaveURL(/#\/colis$/);
    await page.goBack();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('the access request shows every validation message', async ({ page }) => {
    await freshStart(page, '/register');
    // « Envoyer la demande » waits, disabled, for a complete form; Enter in a field shows every message.
    await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
    await page.getByLabel(/^Prénom/).press('Enter');
    for (const message of [
      'Le prénom est requis',
      'Le nom est requis',
      "L'email est requis",
      'Le téléphone est requis',
      'Le rôle est requis',
      'Le mot de passe est requis',
      'La confirmation est requise',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Veuillez corriger les erreurs dans le formulaire')).toBeVisible();
    // The operating country starts on the guess from the browser's time zone (America/Toronto here).
    await expect(page.getByRole('combobox', { name: /^Pays d'opération/ })).toHaveText('Canada');
    await page.getByLabel(/^Prénom/).fill('Moussa');
    await expect(page.getByText('Le prénom est requis')).toHaveCount(0);
    await page.getByLabel(/^Email professionnel/).fill('pas-un-email');
    await page.getByLabel(/^Mot de passe/).fill('court');
    await page.getByLabel(/^Confirmation du mot de passe/).fill('autre');
    await expect(page.getByText('Email invalide', { exact: true })).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  });

  test('the access request is sent, then the login page after 2 s', async ({ page }) => {
    await page.clock.install();
    await freshStart(page, '/register');
    await sendAccessRequest(page, 'moussa.camara@exemple.example');
    await expect(page.getByText(/Redirection vers la connexion/)).toBeVisible();
    // The page's clock, not the machine's: the 2 s pass at once.
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(/#\/login$/);
  });
});
