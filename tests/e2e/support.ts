import { expect, type Page } from '@playwright/test';

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
