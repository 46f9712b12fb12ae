import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('an agent signs in and lands on the dashboard with the sidebar', async ({ page }) => {
  await loginAs(page, 'agent.ca');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('company-name')).toHaveText('TransAtlantique Colis');
  await expect(page.getByTestId('user-card').getByText('Julie Tremblay', { exact: true })).toBeVisible();
});
