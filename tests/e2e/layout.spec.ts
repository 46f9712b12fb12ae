import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { freshStart, loginAs, seriousViolations, withoutAnimations } from './support';

test.describe('Accessibility (axe): no serious or critical violation', () => {
  test.beforeEach(({ page }) => withoutAnimations(page));

  test('login page', async ({ page }) => {
    await freshStart(page);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
  });

  test('login page with the 2FA field and an error', async ({ page }) => {
    await freshStart(page);
    await page.getByLabel(/^Email ou nom d'utilisateur/).fill('securise');
    await page.getByLabel(/^Mot de passe/).fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByLabel(/^Code 2FA/)).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
  });

  test('register page, with its validation messages', async ({ page }) => {
    await freshStart(page, '/register');
    await page.getByLabel(/^Prénom/).press('Enter');
    await expect(page.getByText('Le prénom est requis')).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
  });

  test('dashboard shell: app bar, sidebar and help button', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/' });
    await expect(page.getByTestId('user-card')).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('.RaSidebar-fixed')).toBeVisible();
    // The shell only: the dashboard's own content belongs to its screen's tests.
    const shell = new AxeBuilder({ page }).include('header').include('.RaSidebar-fixed');
    expect(await seriousViolations(shell)).toEqual([]);
  });

  test('the column chooser: its items are check boxes with no control inside them', async ({ page }) => {
    await loginAs(page, 'comptable', { path: '/caisse' });
    await page.getByRole('button', { name: 'Choisir les colonnes' }).click();
    await expect(page.getByRole('menuitemcheckbox').first()).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('.MuiMenu-paper'))).toEqual([]);
  });

  test('404 and notifications pages', async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/inconnue' });
    await expect(page.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
    await page.goto('/#/notifications');
    await expect(page.getByText(/Le système de notifications est opérationnel/)).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
  });
});

test.describe('Layout', () => {
  test('every button of the shell has a name', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/' });
    await expect(page.getByTestId('user-card')).toBeVisible();
    const unnamed = await page.locator('header button, .RaSidebar-fixed button, .RaSidebar-fixed [role="button"]').evaluateAll((buttons) =>
      buttons.filter((button) => !(button.getAttribute('aria-label') || button.textContent?.trim())).map((button) => button.outerHTML.slice(0, 120)),
    );
    expect(unnamed).toEqual([]);
    for (const name of ['Fermer le menu', "Actualiser les données de l'écran", "Aide : ouvrir l'assistant Mira", 'Profil']) {
      await expect(page.locator('header').getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('.RaSidebar-fixed').getByRole('button', { name: 'Déconnexion', exact: true })).toBeVisible();
  });

  test('on a phone the sidebar is a drawer opened from the app bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'manager', { path: '/' });
    const colis = page.getByRole('menuitem', { name: 'Colis' });
    await expect(colis).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(colis).toBeVisible();
    // The drawer is a dialog with a name; axe finds nothing serious in it.
    await expect(page.getByRole('dialog', { name: 'Menu de navigation' })).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).include('.MuiDrawer-paper'))).toEqual([]);
    await expect(page.getByRole('menuitem', { name: 'Configuration' })).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveText('TransAtlantique Colis');
    await colis.click();
    await expect(page).toHaveURL(/#\/colis$/);
    await expect(colis).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('on a phone the figures of the cards stay whole: each on one line inside its card, badges inside their card', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'comptable', { path: '/paiements' });
    const cards = page.getByTestId('payment-stat-cards').locator('.MuiCard-root');
    await expect(cards.first()).toBeVisible();
    // Each value: a single line (no 'C' / 'AD'), its right edge inside its card.
    const values = await cards.evaluateAll((all) =>
      all.map((card) => {
        const value = card.querySelector('p.MuiTypography-h5') as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(value);
        return { text: value.textContent, lines: range.getClientRects().length, inside: value.getBoundingClientRect().right <= card.getBoundingClientRect().right + 0.5 && value.scrollWidth <= value.clientWidth };
      }),
    );
    expect(values.length).toBeGreaterThan(2);
    for (const value of values) expect(value, value.text ?? '').toMatchObject({ lines: 1, inside: true });

    await page.goto('/#/');
    const badge = page.getByText(/vs mois dernier/).first();
    await expect(badge).toBeVisible();
    const sticksOut = await page.locator('section.MuiCard-root').evaluateAll((sections) =>
      sections.flatMap((section) => [...section.querySelectorAll('.MuiChip-root')].filter((chip) => chip.getBoundingClientRect().right > section.getBoundingClientRect().right + 0.5).map((chip) => chip.textContent)),
    );
    expect(sticksOut).toEqual([]);
  });

  test('the profile menu opens under its button, inside the window, the first time too', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'admin', { path: '/' });
    await page.getByRole('button', { name: 'Profil' }).click();
    const logout = page.getByRole('menuitem', { name: /Déconnexion/ });
    await expect(logout).toBeVisible();
    // The menu settles inside the window (it opened at x = 1334 with 172 px of width before).
    await expect.poll(async () => (await page.locator('.MuiMenu-paper').boundingBox())?.x ?? Infinity).toBeLessThanOrEqual(1366 - 172);
    const box = await page.locator('.MuiMenu-paper').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1366);
  });

  test('on a 1366-pixel laptop the parcel table fits: every row shows its actions without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, 'admin', { path: '/colis' });
    const row = page.getByTestId('colis-row').first();
    const remove = row.getByRole('button', { name: /^Supprimer le colis / });
    await expect(remove).toBeVisible();
    const box = await remove.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1366);
    // The table's own box does not scroll: the last column is in view, not behind a scrollbar.
    const hidden = await page.locator('table').evaluate((table) => {
      const box = table.parentElement as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
    expect(hidden).toBeLessThanOrEqual(0);
    await expect(page.getByRole('heading', { name: 'Vues enregistrées' })).toBeVisible();
  });

  test('the help button in the top bar opens the assistant and closes it, giving the focus back', async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/' });
    const help = page.locator('header').getByRole('button', { name: "Aide : ouvrir l'assistant Mira" });
    await help.click();
    await expect(page.getByRole('dialog', { name: 'Assistant Mira' })).toBeVisible();
    const close = page.locator('header').getByRole('button', { name: "Fermer l'assistant" });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(page.getByRole('dialog', { name: 'Assistant Mira' })).toBeHidden();
    await expect(help).toBeFocused();
  });

  test('the public /test page shows the sample components without signing in', async ({ page }) => {
    await freshStart(page, '/test');
    await expect(page.getByRole('heading', { name: "Composants d'exemple", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/test$/);
  });
});
