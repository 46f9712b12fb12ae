import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test.describe('payment-provider connection (/oauth)', () => {
  test("Sahel Express's administrator connects their company through the pop-up, sees it connected, then disconnects it", async ({ page }) => {
    await loginAs(page, 'sahel.admin', { path: '/oauth' });
    await expect(page.getByRole('heading', { name: 'Connexion Square (OAuth)' })).toBeVisible();
    const companies = page.getByRole('navigation', { name: 'Entreprises' });
    const card = page.getByRole('tabpanel');
    // The page opens on the user's own company.
    await expect(card.getByRole('heading', { name: 'Sahel Express' })).toBeVisible();
    await expect(companies.getByRole('button', { name: /Sahel Express/ })).toHaveAttribute('aria-current', 'true');

    const popupOpened = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Connecter à Square' }).click();
    const popup = await popupOpened;
    await expect(popup.getByText("Sahel Express demande l'accès")).toBeVisible();
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800]);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Autoriser' }).click();
    await closed;

    await expect(card.getByText('Sahel Express (Sandbox)', { exact: true })).toBeVisible();
    await expect(card.getByLabel('Statut de la connexion')).toHaveText('Connecté');
    await expect(companies.getByRole('button', { name: /Sahel Express/ })).toContainText('Connecté');

    await card.getByRole('button', { name: 'Déconnecter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Déconnecter' }).click();
    await expect(page.getByText('Sahel Express est déconnectée de Square')).toBeVisible();
    await expect(card.getByLabel('Statut de la connexion')).toHaveText('Déconnecté');
    await expect(card.getByRole('button', { name: 'Connecter à Square' })).toBeVisible();

    // The journal kept the three steps, the consent page's in the provider's name.
    await page.goto('/#/configuration/journal');
    const journal = page.getByRole('table', { name: 'Journal des modifications' });
    await expect(journal.getByRole('row')).toHaveCount(4);
    await expect(journal.getByRole('row').nth(1)).toContainText(/Cheikh Ndiaye.*Connexion Square.*Sahel Express.*Connecté.*Déconnecté/);
    await expect(journal.getByRole('row').nth(2)).toContainText(/Square.*Connexion Square.*Sahel Express.*En attente.*Connecté/);
    await expect(journal.getByRole('row').nth(3)).toContainText(/Cheikh Ndiaye.*Connexion Square.*Sahel Express.*Déconnecté.*En attente/);
  });

  test('returns to /oauth with code and state when the consent page is not a pop-up', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/oauth' });
    const card = page.getByRole('tabpanel');
    await expect(card.getByRole('heading', { name: 'TransAtlantique Colis' })).toBeVisible();
    await card.getByRole('button', { name: 'Déconnecter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Déconnecter' }).click();
    await expect(page.getByText('TransAtlantique Colis est déconnectée de Square')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Connecter à Square' })).toBeVisible();

    const popupOpened = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Connecter à Square' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('button', { name: 'Autoriser' })).toBeVisible();
    const consentUrl = popup.url();
    await popup.close();

    await page.goto(consentUrl);
    await page.getByRole('button', { name: 'Autoriser' }).click();
    await expect(page.getByText('Autorisation Square reçue : vérification de la connexion...')).toBeVisible();
    await expect(page).toHaveURL(/#\/oauth$/);
    await expect(page.getByRole('tabpanel').getByText('TransAtlantique Colis (Sandbox)', { exact: true })).toBeVisible();
  });

  test("a company's administrator sees their own company's connection only, no other company's name or status", async ({ page }) => {
    await loginAs(page, 'admin', { path: '/oauth' });
    const companies = page.getByRole('navigation', { name: 'Entreprises' });
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'TransAtlantique Colis' })).toBeVisible();
    await expect(companies.getByRole('button')).toHaveCount(1);
    await expect(page.getByText('Sahel Express')).toHaveCount(0);
    await expect(page.getByText('Kankan Fret')).toHaveCount(0);
  });
});
