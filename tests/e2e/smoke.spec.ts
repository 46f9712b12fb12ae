import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('an agent signs in and lands on the dashboard with the sidebar', async ({ page }) => {
  await loginAs(page, 'agent.ca');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('company-name')).toHaveText('TransAtlantique Colis');
  await expect(page.getByTestId('user-card').getByText('Julie Tremblay', { exact: true })).toBeVisible();
});

/** The demo backend: MSW, its store and seed, and its service worker. A real-server build ships none of it. */
const isDemoAsset = (url: string) => /\/assets\/browser-[\w-]+\.js$/.test(url) || url.endsWith('/mockServiceWorker.js');

// Budget for the app's own JavaScript on the first load of /#/login (gzip, as served).
const LOGIN_JS_BUDGET_KB = 420;

test('the login page first load stays light (JavaScript transferred, gzip)', async ({ page }, testInfo) => {
  const sizes: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const url = request.url();
    if (!url.endsWith('.js')) return;
    const { responseBodySize } = await request.sizes();
    sizes.push({ url, bytes: responseBodySize });
  });
  await page.goto('/?demo=reset#/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const kb = (list: typeof sizes) => Math.round(list.reduce((sum, item) => sum + item.bytes, 0) / 1024);
  const app = sizes.filter((item) => !isDemoAsset(item.url));
  const demo = sizes.filter((item) => isDemoAsset(item.url));
  const figures = `login page JS: app ${kb(app)} KB in ${app.length} files, demo backend ${kb(demo)} KB in ${demo.length} files (gzip)`;
  testInfo.annotations.push({ type: 'weight', description: figures });
  expect(app.length).toBeGreaterThan(0);
  expect(kb(app)).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB);
});
