import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('track a parcel publicly from its code, without a token and without the back-office code', async ({ page, context }) => {
  await loginAs(page, 'agent.ca', { path: '/colis' });
  const code = (await page.getByTestId('colis-row').first().getByRole('link').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{10}$/);

  const visitor = await context.browser()!.newContext({ locale: 'fr-FR' });
  const phone = await visitor.newPage();
  const scripts: string[] = [];
  phone.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
  });
  await phone.goto(`/?demo=reset#/suivi?tracking=${code.toLowerCase()}`);
  await expect(phone.getByLabel('Numéro de suivi')).toHaveValue(code);
  await expect(phone.getByTestId('tracking-number')).toHaveText(code);
  await expect(phone.getByRole('list', { name: 'Étapes du colis' }).getByRole('listitem')).toHaveCount(4);
  await expect(phone.getByRole('region', { name: 'Résultat du suivi' })).toContainText('Besoin d\'aide ?');
  // Neither React DOM, MUI, react-admin, the back-office's code nor its demo handlers.
  expect(scripts.filter((url) => /\/(react|mui|vendor|app|demo)-[\w-]{8}\.js$/.test(url))).toEqual([]);

  await phone.getByLabel('Numéro de suivi').fill('');
  await phone.getByRole('button', { name: 'Rechercher' }).click();
  await expect(phone.getByRole('alert')).toHaveText('Veuillez entrer un numéro de suivi');
  await phone.getByLabel('Numéro de suivi').fill('zz0000000');
  await expect(phone.getByLabel('Numéro de suivi')).toHaveValue('ZZ0000000');
  await phone.getByRole('button', { name: 'Rechercher' }).click();
  await expect(phone.getByRole('heading', { name: 'Colis non trouvé' })).toBeVisible();
  await visitor.close();
});

test('the detail page links to the public tracking page in a new tab', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/colis' });
  await page.getByTestId('colis-row').first().getByRole('link', { name: /^Voir les détails/ }).click();
  const code = (await page.getByTestId('code-suivi').textContent())?.trim() ?? '';
  const opening = page.context().waitForEvent('page');
  await page.getByRole('link', { name: /Suivi public/ }).click();
  const tab = await opening;
  await expect(tab.getByTestId('tracking-number')).toHaveText(code);
});
