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

  test("an administrator sees another company's connection but may not act on it, with the reason", async ({ page }) => {
    const reason = 'Vous ne pouvez gérer que la connexion Square de votre entreprise (TransAtlantique Colis).';
    await loginAs(page, 'admin', { path: '/oauth' });
    const companies = page.getByRole('navigation', { name: 'Entreprises' });
    const card = page.getByRole('tabpanel');

    await companies.getByText('Sahel Express').click();
    await expect(card.getByRole('heading', { name: 'Sahel Express' })).toBeVisible();
    const connect = card.getByRole('button', { name: 'Connecter à Square' });
    await expect(connect).toBeDisabled();
    await connect.locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(reason);

    // Kankan Fret's expired connection: its status shows, its merchant does not, and neither action is offered.
    await companies.getByText('Kankan Fret').click();
    await expect(card.getByRole('heading', { name: 'Kankan Fret' })).toBeVisible();
    await expect(card.getByLabel('Statut de la connexion')).toHaveText('Expiré');
    await expect(card.getByText('MLR-DEMO-0003')).toHaveCount(0);
    await expect(card.getByText('Kankan Fret SARL')).toHaveCount(0);
    const refresh = card.getByRole('button', { name: 'Rafraîchir le jeton' });
    const disconnect = card.getByRole('button', { name: 'Déconnecter' });
    await expect(refresh).toBeDisabled();
    await expect(disconnect).toBeDisabled();
    await disconnect.locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(reason);
  });
});
