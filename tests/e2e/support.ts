import { expect, type Page } from '@playwright/test';
import type AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'demo1234';

/** Opens the app on a fresh demo store (standard seed) and an empty session. */
export async function freshStart(page: Page, path = '/login'): Promise<void> {
  await page.goto(`/?demo=reset#${path}`);
}

/** Signs in through the login form, as a user would. */
async function signInWithForm(page: Page, login: string, remember: boolean): Promise<void> {
  await freshStart(page);
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  if (!remember) await page.getByLabel('Se souvenir de moi').uncheck();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The signed-in shell, not the welcome toast: the toast lives 2 s, which a busy machine can let
  // pass between two looks (auth.spec checks the toast itself).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profil' })).toBeVisible();
}

/**
 * The session each account got from the login form in this worker, and when, with the secret its
 * browser store signed it with (src/demo/signingSecret.ts). The demo's tokens are signed JWTs
 * (src/demo/tokens.ts), so a session minted once opens a fresh demo store of a store that has that
 * secret; it is used for 10 minutes, well within the access token's 15, so no journey meets a
 * refresh it did not ask for.
 */
const sessions = new Map<string, { stored: string; secret: string; at: number }>();
const SIGNING_SECRET_KEY = 'colis.demo.signingSecret';
const SESSION_REUSE_MS = 10 * 60_000;

/**
 * Signs in. The first time an account signs in on a worker (and without `path`, or with
 * `remember: false`, every time) it goes through the login form and waits for the welcome toast,
 * on the dashboard. With `path`, later sign-ins of that account put the session this form gave
 * into the new browser context and open `path` on a fresh demo store: the journey starts where it
 * means to, signed in, without typing the form again.
 */
export async function loginAs(page: Page, login: string, options: { path?: string; remember?: boolean } = {}): Promise<void> {
  const remember = options.remember !== false;
  const known = sessions.get(login);
  if (options.path && remember && known && Date.now() - known.at < SESSION_REUSE_MS) {
    // Any document of the app's origin gives access to its storage before the app starts.
    await page.goto('/favicon.svg');
    await page.evaluate(
      ({ stored, secret, key }) => {
        window.localStorage.setItem('colis.session', stored);
        window.localStorage.setItem(key, secret);
      },
      { stored: known.stored, secret: known.secret, key: SIGNING_SECRET_KEY },
    );
    await freshStart(page, options.path);
    return;
  }
  await signInWithForm(page, login, remember);
  if (remember) {
    const [stored, secret] = await page.evaluate((key) => [window.localStorage.getItem('colis.session'), window.localStorage.getItem(key)], SIGNING_SECRET_KEY);
    if (stored && secret) sessions.set(login, { stored, secret, at: Date.now() });
  }
  if (options.path) await page.goto(`/#${options.path}`);
}

/**
 * Signs out and in again as another account, on the same demo store (no reset): a journey where
 * two people each take their step on the same records (custody of a manifest).
 */
export async function switchAccount(page: Page, login: string, path: string): Promise<void> {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profil' })).toBeVisible();
  await page.goto(`/#${path}`);
}

/** Fills the access request (/register) as an applicant would, then sends it. */
export async function sendAccessRequest(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Prénom/).fill('Moussa');
  await page.getByLabel(/^Nom/).fill('Camara');
  await page.getByLabel(/^Email professionnel/).fill(email);
  await page.getByLabel(/^Téléphone/).fill('+224 620 00 00 00');
  await page.getByLabel(/^Rôle demandé/).click();
  await page.getByRole('option', { name: /Agent Guinée/ }).click();
  await page.getByLabel(/^Pays d'opération/).click();
  await page.getByRole('option', { name: 'Guinée' }).click();
  await page.getByLabel(/^Mot de passe/).fill('motdepasse1');
  await page.getByLabel(/^Confirmation du mot de passe/).fill('motdepasse1');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
}

/** Serious and critical axe violations (WCAG 2.1 A and AA), with what and where, for a readable failure. */
export async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Axe measures colours at rest: transitions and animations are switched off on every page load. */
export async function withoutAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.appendChild(style);
    });
  });
}
