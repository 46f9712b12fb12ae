import { expect, type Page } from '@playwright/test';
import type AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'demo1234';

/** Opens the app on a fresh demo store (standard seed) and an empty session. */
export async function freshStart(page: Page, path = '/login'): Promise<void> {
  await page.goto(`/?demo=reset#${path}`);
}

/** Signs in through the login form, as a user would. */
export async function loginAs(page: Page, login: string, options: { path?: string; remember?: boolean } = {}): Promise<void> {
  await freshStart(page);
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  if (options.remember === false) await page.getByLabel('Se souvenir de moi').uncheck();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeVisible();
  if (options.path) await page.goto(`/#${options.path}`);
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
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
