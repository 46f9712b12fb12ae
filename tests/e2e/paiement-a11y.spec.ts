import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { loginAs, seriousViolations, withoutAnimations } from './support';

test.describe('Accessibility (axe) of the payments screens', () => {
  test.beforeEach(({ page }) => withoutAnimations(page));

  test('/caisse with its filters open, and /paiements', async ({ page }) => {
    await loginAs(page, 'comptable', { path: '/caisse' });
    await expect(page.getByRole('table', { name: 'Liste des paiements' })).toBeVisible();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByRole('button', { name: 'Appliquer' })).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('main'))).toEqual([]);

    await page.goto('/#/paiements');
    await expect(page.getByRole('table', { name: 'Liste des frais' })).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('main'))).toEqual([]);
  });

  test('the payment panel of a parcel, in both modes', async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/colis/11' });
    const panel = page.locator('#paiement');
    await expect(panel.getByText('Statut réel :')).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('#paiement'))).toEqual([]);
    await panel.getByRole('button', { name: 'Paiement manuel' }).click();
    // The button waits while nothing is chosen; Enter in a field shows every message.
    await expect(panel.getByRole('button', { name: 'Enregistrer le paiement' })).toBeDisabled();
    await panel.getByLabel(/^Montant \(CAD\)/).press('Enter');
    await expect(panel.getByText('Veuillez sélectionner un mode de paiement')).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('#paiement'))).toEqual([]);
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
