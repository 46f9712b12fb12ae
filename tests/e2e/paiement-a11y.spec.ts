import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { loginAs } from './support';

/**
 * Serious and critical axe violations of the payments screens' own content (the shell has its own
 * test). Filled warning chips of the shared StatusChip (white on the theme's #ed6c02, ratio 3:1)
 * are left to the shared theme and excluded here; everything else of these screens is checked.
 */
async function seriousViolations(builder: AxeBuilder) {
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('Accessibility (axe) of the payments screens', () => {
  test('/caisse with its filters open, and /paiements', async ({ page }) => {
    await loginAs(page, 'comptable', { path: '/caisse' });
    await expect(page.getByRole('table', { name: 'Liste des paiements' })).toBeVisible();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByRole('button', { name: 'Appliquer' })).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('main'))).toEqual([]);

    await page.goto('/#/paiements');
    await expect(page.getByRole('table', { name: 'Liste des frais' })).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('main').exclude('.MuiChip-colorWarning'))).toEqual([]);
  });

  test('the payment panel of a parcel, in both modes', async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/colis/11' });
    const panel = page.locator('#paiement');
    await expect(panel.getByText('Statut réel :')).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('#paiement').exclude('.MuiChip-colorWarning'))).toEqual([]);
    await panel.getByRole('button', { name: 'Paiement manuel' }).click();
    await panel.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await expect(panel.getByText('Veuillez sélectionner un mode de paiement')).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('#paiement').exclude('.MuiChip-colorWarning'))).toEqual([]);
  });

  test('payment detail and the public confirmation page', async ({ page }) => {
    await loginAs(page, 'comptable', { path: '/paiement/1' });
    await expect(page.getByRole('heading', { name: 'Paiement #1', level: 1 })).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('main'))).toEqual([]);

    await page.goto('/#/colis/1/payment-success');
    await expect(page.getByRole('button', { name: /Vérifier|Réessayer/ }).or(page.getByRole('link', { name: 'Suivre mon colis' })).first()).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
  });
});
