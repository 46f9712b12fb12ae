import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, switchAccount } from './support';

async function createManifestFromTwoReadyParcels(page: Page): Promise<{ numero: string; codes: string[] }> {
  await loginAs(page, 'agent.ca', { path: '/bordereaux/nouveau' });
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau bordereau' })).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: /^Sélectionner le colis / });
  await expect(boxes.first()).toBeVisible();
  const codes: string[] = [];
  for (const index of [0, 1]) {
    const box = boxes.nth(index);
    codes.push(((await box.getAttribute('aria-label')) ?? '').replace('Sélectionner le colis ', ''));
    await box.check();
  }
  await expect(page.getByText('2 colis sélectionnés')).toBeVisible();
  await page.getByLabel('Notes').fill('Départ vendredi');
  await page.getByRole('button', { name: 'Créer le bordereau' }).click();
  await expect(page.getByText('Bordereau créé avec succès !')).toBeVisible();
  await expect(page).toHaveURL(/#\/bordereaux\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Bordereau BRD-/ });
  await expect(heading).toBeVisible();
  const numero = ((await heading.textContent()) ?? '').replace('Bordereau ', '').trim();
  return { numero, codes };
}

test('a manifest from two ready parcels is validated in Canada, arrives and is received in Guinea; its commercial invoice is built, validated and downloaded as a PDF', async ({ page }) => {
  const { numero } = await createManifestFromTwoReadyParcels(page);

  // Validate: both parcels go in transit.
  await page.getByRole('button', { name: 'Valider et expédier' }).click();
  await page.getByRole('dialog', { name: 'Valider et expédier' }).getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Bordereau validé avec succès!')).toBeVisible();
  const parcels = page.getByRole('table', { name: 'Colis du bordereau' });
  await expect(parcels.getByText('En transit')).toHaveCount(2);

  // Its arrival and reception are the destination side's (Guinea): agent.ca may not, agent.gn does.
  await expect(page.getByRole('button', { name: 'Marquer comme arrivé' })).toBeDisabled();
  await switchAccount(page, 'agent.gn', new URL(page.url()).hash.slice(1));
  // Arrival reports how many parcels changed, then reception.
  await page.getByRole('button', { name: 'Marquer comme arrivé' }).click();
  await expect(page.getByText('2 colis marqués comme arrivés.')).toBeVisible();
  await expect(parcels.getByText('Arrivé', { exact: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Marquer comme reçu' }).click();
  // One of the two parcels still owes its fee: receiving names it and asks (issue #32).
  const unpaid = page.getByRole('dialog', { name: 'Colis non entièrement payés' });
  await expect(unpaid.getByRole('table', { name: 'Colis non entièrement payés' }).getByRole('row')).toHaveCount(2);
  await unpaid.getByRole('button', { name: 'Marquer comme reçu' }).click();
  await expect(page.getByText(/Réception confirmée par Ibrahima Camara/)).toBeVisible();
  await expect(page.getByText('Aucune action disponible pour ce statut')).toBeVisible();

  // The commercial invoice, through the four steps.
  await page.getByRole('link', { name: 'Retour aux bordereaux' }).click();
  await page.getByRole('link', { name: 'Factures commerciales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Factures Commerciales' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Sélectionner ${numero}` }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('table', { name: 'Produits détaillés' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByTestId('ligne-facture').first()).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Remarques').fill('Effets personnels, sans valeur commerciale');
  await page.getByRole('button', { name: 'Créer la facture' }).click();
  await page.getByRole('dialog', { name: 'Confirmer la création de la facture' }).getByRole('button', { name: 'Créer' }).click();
  const created = page.getByText(/^Facture FC-\d{4}-\d{4} créée avec succès$/);
  await expect(created).toBeVisible();
  const facture = ((await created.textContent()) ?? '').match(/FC-\d{4}-\d{4}/)?.[0] ?? '';
  expect(facture).not.toBe('');

  // Validate it, then download its PDF.
  await expect(page.getByRole('tab', { name: 'Factures existantes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Valider la facture ${facture}` }).click();
  await page.getByRole('dialog', { name: 'Valider la facture' }).getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(`Facture ${facture} validée avec succès`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger le PDF de ${facture}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`facture_commerciale_${facture}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.toString('latin1')).toContain(facture);
});

test('on a phone the manifest list shows cards, and a bulk delete of a draft asks for confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'agent.ca', { path: '/bordereaux' });
  await expect(page.getByTestId('bordereau-card').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bordereaux' })).toHaveCount(0);
  await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
  await page.getByLabel('Statut').click();
  await page.getByRole('option', { name: 'Brouillon' }).click();
  await expect(page.getByTestId('bordereau-card')).toHaveCount(2);
  await page.getByRole('checkbox', { name: /^Sélectionner BRD-/ }).first().check();
  await page.getByRole('button', { name: 'Supprimer la sélection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer les bordereaux' });
  await expect(dialog.getByText(/Cette action est irréversible/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('1 bordereau(x) supprimé(s)')).toBeVisible();
  await expect(page.getByTestId('bordereau-card')).toHaveCount(1);
});
