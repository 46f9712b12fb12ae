import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { totp } from '../../src/demo/totp';

/** The API `npm run server` answers on (set by playwright.server.config.ts). */
export const API = process.env.E2E_API ?? '';
export const DEMO_PASSWORD = 'demo1234';
const SUCCESS = 'Connexion réussie ! Bienvenue sur la plateforme';

/** Collects the Content-Security-Policy violations Chromium reports in a context's pages. */
export function watchPolicy(context: BrowserContext, violations: string[]): void {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  context.on('weberror', (error) => {
    if (/Content Security Policy/i.test(String(error.error()))) violations.push(String(error.error()));
  });
}

/**
 * Every journey starts from the standard seed on the server (its test hook), and fails if the page
 * broke the sample Content-Security-Policy of docs/deploying.md, the header the build is served with.
 */
export const test = base.extend<{ violations: string[] }>({
  violations: [
    async ({ context, request }, use) => {
      const reset = await request.post(`${API}/__demo/reset`);
      expect(reset.status()).toBe(204);
      const violations: string[] = [];
      watchPolicy(context, violations);
      await use(violations);
      expect(violations, 'violations de la Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Signs in through the login form, with the 2FA code when the account asks for one. */
export async function signIn(page: Page, login: string, options: { secret?: string; path?: string } = {}): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  if (options.secret) {
    const code = page.getByLabel(/^Code 2FA/);
    await expect(code).toBeVisible();
    await code.fill(await totp(options.secret));
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }
  await expect(page.getByText(SUCCESS)).toBeVisible();
  if (options.path) await page.goto(`/#${options.path}`);
}

export const accessToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.localStorage.getItem('colis.session') ?? '{}') as { access?: string }).access ?? null);
