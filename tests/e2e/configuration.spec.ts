import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('the configuration grid leads to each manager and back', async ({ page }) => {
  await loginAs(page, 'manager', { path: '/configuration' });
  await expect(page.getByRole('heading', { name: 'Configuration', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByText('Notifications : en cours de développement')).toBeVisible();
  await page.getByRole('button', { name: 'Gestion Utilisateurs', exact: true }).click();
  await expect(page).toHaveURL(/#\/configuration\/employes$/);
  await expect(page.getByRole('heading', { name: 'Gestion Utilisateurs', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la Configuration' }).click();
  await page.getByRole('button', { name: 'Taux de Change', exact: true }).click();
  await expect(page).toHaveURL(/#\/configuration\/taux-de-change$/);
  await expect(page.getByTestId('conversion-GNF-CAD')).toBeVisible();
});

test('a phone shows the employees as cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin', { path: '/configuration/employes' });
  await expect(page.getByTestId('employe-9')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Employés' })).toHaveCount(0);
});
