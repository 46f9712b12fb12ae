import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('an agent signs in and lands on the dashboard with the sidebar', async ({ page }) => {
  await loginAs(page, 'agent.ca');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('company-name')).toHaveText('TransAtlantique Colis');
  await expect(page.getByTestId('user-card').getByText('Julie Tremblay', { exact: true })).toBeVisible();
});

// The journeys run with the system's "reduce motion" setting (playwright.config.ts): the app follows
// it, and a user without it still gets MUI's transitions.
test('with reduced motion asked for, the app bar and its buttons change without a transition', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/' });
  await expect(page.locator('header')).toHaveCSS('transition-duration', '0s');
  await expect(page.getByRole('button', { name: 'Aide' })).toHaveCSS('transition-duration', '0s');
});

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the app bar and its buttons change with a transition', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/' });
    await expect(page.locator('header')).toHaveCSS('transition-duration', '0.3s');
    await expect(page.getByRole('button', { name: 'Aide' })).toHaveCSS('transition-duration', '0.15s');
  });
});
