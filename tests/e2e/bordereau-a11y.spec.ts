import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { loginAs, seriousViolations, withoutAnimations } from './support';

const scan = (page: Page) => new AxeBuilder({ page }).include('main');

test.describe('Accessibility (axe) of the manifest and invoice screens', () => {
  test.beforeEach(({ page }) => withoutAnimations(page));

  test('/bordereaux, /bordereaux/nouveau, a manifest and its edit page', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/bordereaux' });
    await expect(page.getByRole('table', { name: 'Bordereaux' })).toBeVisible();
    expect(await seriousViolations(scan(page))).toEqual([]);

    await page.getByRole('link', { name: 'Nouveau bordereau' }).click();
    await expect(page.getByTestId('colis-pret').first()).toBeVisible();
    expect(await seriousViolations(scan(page))).toEqual([]);

    await page.goto('/#/bordereaux/1');
    await expect(page.getByRole('table', { name: 'Colis du bordereau' })).toBeVisible();
    expect(await seriousViolations(scan(page))).toEqual([]);

    await page.getByRole('link', { name: 'Modifier' }).click();
    await expect(page.getByText('Peut modifier : brouillon, validé, en transit')).toBeVisible();
    // Scan once the agents are loaded: until then the field (and its helper text) is disabled.
    await expect(page.getByRole('combobox', { name: 'Agent récepteur' })).toBeEnabled();
    expect(await seriousViolations(scan(page))).toEqual([]);
  });

  test('/factures-commerciales: the steps and the existing invoices', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/factures-commerciales' });
    await page.getByRole('checkbox', { name: /^Sélectionner BRD-/ }).first().check();
    expect(await seriousViolations(scan(page))).toEqual([]);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByRole('table', { name: 'Produits détaillés' })).toBeVisible();
    expect(await seriousViolations(scan(page))).toEqual([]);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByTestId('ligne-facture').first()).toBeVisible();
    expect(await seriousViolations(scan(page))).toEqual([]);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByLabel('Remarques')).toBeVisible();
    expect(await seriousViolations(scan(page))).toEqual([]);
    await page.getByRole('tab', { name: 'Factures existantes' }).click();
    await expect(page.getByRole('table', { name: 'Factures existantes' })).toBeVisible();
    expect(await seriousViolations(scan(page))).toEqual([]);
  });
});
