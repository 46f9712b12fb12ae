import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

const rows = (page: Page) => page.getByTestId('colis-row');

test.describe('Parcels', () => {
  test('filter and page through the list; the filter survives a reload', async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/colis' });
    await expect(page.getByText('Page 1 sur 16')).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('Page 2 sur 16')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);

    await page.getByLabel('Statut').click();
    await page.getByRole('option', { name: 'En transit' }).click();
    await expect(page).toHaveURL(/statut%22%3A%22expedie|statut":"expedie/);
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    await expect(rows(page).first()).toContainText('En transit');
    const count = await rows(page).count();
    for (let index = 0; index < count; index += 1) await expect(rows(page).nth(index)).toContainText('En transit');

    await page.getByLabel('Par page').click();
    await page.getByRole('option', { name: '20' }).click();
    await expect(page).toHaveURL(/perPage=20/);

    await page.reload();
    await expect(page.getByLabel('Statut')).toContainText('En transit');
    await expect(rows(page).first()).toContainText('En transit');
    await expect(page).toHaveURL(/perPage=20/);
  });

  test('open a parcel in transit, mark it arrived, then delivered once its unpaid rest is confirmed', async ({ page }) => {
    await loginAs(page, 'agent.gn', { path: '/colis' });
    await page.getByLabel('Statut').click();
    await page.getByRole('option', { name: 'En transit' }).click();
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    await expect(rows(page).first()).toContainText('En transit');
    await rows(page).first().getByRole('link', { name: /^Voir les détails/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Colis COL-/ })).toBeVisible();

    await page.getByRole('button', { name: 'Marquer comme arrivé' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Colis marqué comme arrivé' })).toBeVisible();
    await page.getByRole('button', { name: 'Marquer comme livré' }).click();
    // The seed's parcel still owes part of its fee: handing it over asks first, naming the rest (issue #32).
    const unpaid = page.getByRole('dialog', { name: 'Colis non entièrement payé' });
    await expect(unpaid).toContainText(/il reste [\d\s,]+\s[A-Z]{3} à payer/);
    await unpaid.getByRole('button', { name: 'Marquer comme livré' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Colis marqué comme remis' })).toBeVisible();
    await expect(page.getByText('Aucune action disponible pour ce statut')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Historique du colis' })).toContainText('Colis marqué comme remis');
  });

  test("edit a parcel's recipient and come back to the detail with the new name", async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/colis' });
    await page.getByLabel('Statut').click();
    await page.getByRole('option', { name: 'En attente' }).click();
    await expect(rows(page).first()).toContainText('En attente');
    await rows(page).first().getByRole('link', { name: /^Voir les détails/ }).click();
    await page.getByRole('link', { name: 'Modifier le colis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Modifier le colis / })).toBeVisible();
    await page.getByRole('tab', { name: /Informations destinataire/ }).click();
    await page.getByLabel(/^Nom/).fill('Kouyaté');
    await page.getByLabel(/^Quartier/).fill('Kipé');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByRole('heading', { name: 'Confirmer les modifications' })).toBeVisible();
    await page.getByRole('button', { name: 'Oui, sauvegarder' }).click();
    await expect(page.getByText('Colis mis à jour avec succès')).toBeVisible();
    await expect(page).toHaveURL(/#\/colis\/\d+$/);
    await expect(page.getByRole('region', { name: 'Destinataire' })).toContainText('Kouyaté');
    await expect(page.getByRole('region', { name: 'Destinataire' })).toContainText('Kipé');
  });

  test('download the ticket and the A6 label as real PDF files', async ({ page }) => {
    await loginAs(page, 'agent.ca', { path: '/colis' });
    await rows(page).first().getByRole('link', { name: /^Voir les détails/ }).click();
    for (const [button, message, name] of [
      ['Télécharger le ticket', 'PDF téléchargé', /^ticket-COL-.+\.pdf$/],
      ["Télécharger l'étiquette A6", 'Étiquette A6 téléchargée', /^etiquette-a6-.+\.pdf$/],
    ] as const) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(name);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('on a phone the list shows cards instead of a table', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'agent.ca', { path: '/colis' });
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('table', { name: 'Liste des colis' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Liste des colis' })).toBeVisible();
  });
});
