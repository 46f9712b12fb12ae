import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('the dashboard shows real figures and draws its monthly chart', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
  });
  await loginAs(page, 'agent.ca', { path: '/' });
  await expect(page.getByRole('heading', { level: 1, name: /(Bonjour|Bon après-midi|Bonsoir), Julie !/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total colis' })).toContainText('160');
  await expect(page.getByRole('region', { name: 'Revenus du mois' })).toContainText('Paiements réels');
  await expect(page.getByTestId('moyenne-mensuelle')).toContainText('12 derniers mois');
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByRole('button', { name: 'Actualiser' }).filter({ hasText: 'Actualiser' }).click();
  await expect(page.getByText('Dashboard actualisé - Données fraîches chargées')).toBeVisible();

  const before = scripts.length;
  await page.goto('/#/colis');
  await expect(page.getByText('Page 1 sur 16')).toBeVisible();
  expect(scripts.slice(before).some((url) => /MonthlyChart/.test(url))).toBe(false);
});

test('on a phone the chart shows the last 6 months', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'agent.ca', { path: '/' });
  await expect(page.getByTestId('moyenne-mensuelle')).toContainText('6 derniers mois');
});
