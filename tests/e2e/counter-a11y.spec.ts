import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { buildSeed } from '../../src/demo/seed';
import { loginAs, seriousViolations, withoutAnimations } from './support';

const scanDialog = (page: Page) => new AxeBuilder({ page }).include('[role="dialog"]');

test.describe('Accessibility (axe) of the counter tools', () => {
  test.beforeEach(({ page }) => withoutAnimations(page));

  test('quick find with results, the camera scanner without a camera, the selection bar of /colis', async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/colis' });
    await page.getByRole('checkbox', { name: /^Sélectionner le colis / }).first().check();
    await expect(page.getByText('1 colis sélectionné')).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('main'))).toEqual([]);

    await page.getByRole('button', { name: 'Recherche rapide' }).click();
    await page.getByRole('combobox', { name: 'Colis, bordereau, facture ou écran' }).fill('BRD');
    await expect(page.getByRole('option', { name: /^BRD-/ }).first()).toBeVisible();
    expect(await seriousViolations(scanDialog(page))).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Scanner' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scanner une étiquette' });
    await expect(scanner.getByLabel('Code de suivi ou numéro de colis')).toBeVisible();
    await expect(scanner.getByRole('alert').or(scanner.getByRole('status'))).not.toHaveText('Ouverture de la caméra…');
    expect(await seriousViolations(scanDialog(page))).toEqual([]);
  });

  test('receiving a manifest by scanning', async ({ page }) => {
    await loginAs(page, 'agent.gn', { path: '/' });
    // An arrived Canada → Guinea manifest, which agent.gn receives (its destination side), from the
    // seed the demo builds on ?demo=reset (the demo backend answers inside the app's page: there is
    // no server for the test to ask).
    const seed = buildSeed('standard');
    const canadaToGuinea = seed.routes.find((r) => r.entreprise_id === 1 && r.origin === 'CA' && r.destination === 'GN');
    const manifest = seed.bordereaux.find((b) => b.statut === 'arrive' && b.route_id === canadaToGuinea?.id);
    if (!manifest) throw new Error('pas de bordereau arrivé dans la graine');
    const id = manifest.id;
    await page.goto(`/#/bordereaux/${id}`);
    await page.getByRole('button', { name: 'Réceptionner par scan' }).click();
    const dialog = page.getByRole('dialog', { name: /^Réception par scan/ });
    await dialog.getByLabel('Code scanné').fill('INCONNU123');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('scan-feedback')).toHaveText('Colis hors bordereau : INCONNU123');
    expect(await seriousViolations(scanDialog(page))).toEqual([]);
  });
});
