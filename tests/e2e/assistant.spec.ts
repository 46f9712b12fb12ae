import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

interface SeedParcel {
  id: number;
  tracking_number: string;
  statut: string;
  route_id: number;
}

/** The first in-transit parcel of the Canada → Guinea route, read from the freshly reset demo store. */
async function inTransitParcel(page: Page): Promise<SeedParcel> {
  const parcel = await page.evaluate(() => {
    const db = JSON.parse(window.localStorage.getItem('colis.demo.db') ?? '{"colis":[]}') as { colis: SeedParcel[] };
    return db.colis.find((c) => c.statut === 'expedie' && c.route_id === 1) ?? null;
  });
  if (!parcel) throw new Error('The seed has no in-transit parcel on route 1');
  return parcel;
}

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: "Aide : ouvrir l'assistant Mira" }).click();
  const panel = page.getByRole('dialog', { name: 'Assistant Mira' });
  await expect(panel.getByRole('heading', { name: 'Mira' })).toBeVisible();
  await expect(panel.getByText('Mode démo • Aperçu')).toBeVisible();
  return panel;
}

test.describe('assistant Mira', () => {
  test("answers a parcel's status from its tracking code and marks it arrived on confirmation", async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/' });
    const parcel = await inTransitParcel(page);
    const panel = await openAssistant(page);
    const log = panel.getByRole('log', { name: 'Conversation avec Mira' });
    await expect(log.getByText(/Bonjour Julie, je suis Mira/)).toBeVisible();
    await expect(panel.getByText('En développement - Ne pas se fier aux réponses')).toBeVisible();

    const input = panel.getByLabel('Votre message');
    await input.fill(`Quel est le statut du colis ${parcel.tracking_number} ?`);
    await input.press('Enter');
    await expect(log.getByText(`Quel est le statut du colis ${parcel.tracking_number} ?`)).toBeVisible();
    await expect(log.getByText(new RegExp(`Le colis ${parcel.tracking_number} \\(COL-[0-9-]+\\) est En transit\\.`))).toBeVisible();
    await expect(log.locator('strong', { hasText: /^En transit$/ })).toBeVisible();

    const actions = panel.getByRole('region', { name: 'Action requise' });
    await expect(actions.getByText(`Marquer le colis ${parcel.tracking_number} comme arrivé`)).toBeVisible();
    await actions.getByRole('button', { name: 'Confirmer' }).click();
    await expect(log.getByText(`✅ Le colis ${parcel.tracking_number} est maintenant Arrivé.`)).toBeVisible();
    await expect(actions).toBeHidden();

    await input.fill(`Et le colis ${parcel.tracking_number} ?`);
    await input.press('Enter');
    await expect(log.getByText(new RegExp(`Le colis ${parcel.tracking_number} \\(COL-[0-9-]+\\) est Arrivé\\.`))).toBeVisible();

    await page.goto(`/#/colis/${parcel.id}`);
    await expect(page.getByText('Colis marqué comme arrivé (assistant Mira)')).toBeVisible();
  });

  test('answers tariffs and counts, keeps Shift+Enter as a new line, and forgets everything when closed', async ({ page }) => {
    await loginAs(page, 'manager', { path: '/' });
    const panel = await openAssistant(page);
    const log = panel.getByRole('log', { name: 'Conversation avec Mira' });
    const input = panel.getByLabel('Votre message');
    await expect(log.getByText(/je suis Mira/)).toBeVisible();

    await input.fill('tarif électronique');
    await input.press('Enter');
    await expect(log.locator('strong', { hasText: '50,00 CAD par unité' })).toBeVisible();

    await input.pressSequentially('combien de colis');
    await input.press('Shift+Enter');
    await input.pressSequentially('par statut ?');
    await expect(input).toHaveValue('combien de colis\npar statut ?');
    await input.press('Enter');
    await expect(log.getByText(/Colis par statut/)).toBeVisible();

    await panel.getByRole('button', { name: 'Fermer Mira' }).click();
    await expect(panel).toBeHidden();
    const reopened = await openAssistant(page);
    await expect(reopened.getByText(/je suis Mira/)).toBeVisible();
    await expect(reopened.getByText('tarif électronique', { exact: true })).toHaveCount(0);
    await expect(reopened.getByText(/Colis par statut/)).toHaveCount(0);
  });
});
