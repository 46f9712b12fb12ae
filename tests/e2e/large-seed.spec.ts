import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('the 10,000-parcel demo seed answers from its worker: list, pages and a parcel’s detail', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/' });
  await page.goto('/?demo=large#/colis');
  await expect(page.getByText('Page 1 sur 1000')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Page 2 sur 1000')).toBeVisible();
  // The pager's label changes first; the rows of page 2 are there once the list stops fetching.
  await expect(page.getByLabel('Chargement des colis')).toHaveCount(0);
  const code = (await page.getByTestId('colis-row').first().getByRole('link').first().textContent())?.trim() ?? '';
  await page.getByTestId('colis-row').first().getByRole('link').first().click();
  await expect(page.getByText(code).first()).toBeVisible();
  expect(page.workers().some((worker) => /largeSeedWorker-[\w-]+\.js$/.test(worker.url()))).toBe(true);
});
