import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, signIn, test } from './support';

/** The deployable build (`npm run build`) these journeys run: what it must not carry. */
const dir = process.env.E2E_DEPLOY_DIR ?? 'dist-deploy';
const files = (folder: string): string[] => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)]));

test('the deployable build carries no demo: no demo chunk, no mockServiceWorker.js, no /demo/* route, and ships config.json', () => {
  const all = files(dir).map((path) => path.slice(dir.length + 1));
  expect(all).toContain('index.html');
  expect(all).toContain('config.json');
  expect(all.filter((name) => /mockServiceWorker|largeSeedWorker|(^|\/)(demo|msw|browser|dispatcher|seed|handlers)[-.]/i.test(name))).toEqual([]);
  const code = all.filter((name) => name.endsWith('.js')).map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
  // What only the demo holds: its accounts and password, its dispatcher, the routes of its two pages.
  const markers = ['demo1234', 'transatlantique-colis.example', 'Pas trouvé.', '/demo/checkout/:id', 'demo/square-authorize"', 'getResponse', 'DemoCheckoutPage', 'SquareAuthorizePage'];
  expect(code.flatMap(({ name, text }) => markers.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`))).toEqual([]);
  expect(existsSync(join(dir, 'mockServiceWorker.js'))).toBe(false);
});

test('/demo/* is no page of the deployed app', async ({ page }) => {
  await signIn(page, 'agent.ca');
  await page.goto('/#/demo/checkout/demo-abc');
  await expect(page.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible();
  await page.goto('/#/demo/square-authorize?state=x');
  await expect(page.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible();
});

test('a wrong API in config.json: a French start-up error naming the URL it tried, not a blank page', async ({ page, baseURL }) => {
  // An address on the web server itself, where no API answers (its 404 is not JSON).
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl: '/api-absente' } }));
  await page.goto('/#/login');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Impossible de démarrer l’application' })).toBeVisible();
  await expect(alert).toContainText("ce n'est pas l'API attendue");
  await expect(alert).toContainText(`Adresse essayée : ${baseURL}/api-absente/api/`);
  await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
});
