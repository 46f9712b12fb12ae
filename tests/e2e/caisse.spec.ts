import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { csvAmount } from '../../src/domain/csvExport';
import { loginAs } from './support';

const seed = buildSeed('standard');
/** The payments of TransAtlantique Colis, the accountant's company (Sahel Express's are not theirs). */
const transAtlantiqueRoutes = new Set(seed.routes.filter((r) => r.entreprise_id === 1).map((r) => r.id));
const paymentCount = seed.paiements.filter((p) => transAtlantiqueRoutes.has(seed.colis.find((c) => c.id === p.colis_id)?.route_id ?? 0)).length;

test('filter /caisse by method, export it and read the rows and totals of the file', async ({ page }) => {
  const interac = seed.paiements.filter((p) => p.methode === 'interac');
  const valid = interac.filter((p) => p.statut === 'valide' && p.devise === 'CAD');
  const total = csvAmount(Math.round(valid.reduce((s, p) => s + p.montant, 0) * 100) / 100, 'CAD').text;

  await loginAs(page, 'comptable', { path: '/caisse' });
  await expect(page.getByRole('heading', { name: 'Comptabilité Simplifiée', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Paiements (${paymentCount})` })).toBeVisible();

  await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByLabel('Méthode', { exact: true }).click();
  await page.getByRole('option', { name: 'Interac' }).click();
  await expect(page.getByText('Modifications non appliquées')).toBeVisible();
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('heading', { name: `Paiements (${interac.length})` })).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^comptabilite_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');

  const header = lines[0].split(';');
  expect(header).toEqual(['Date', 'N° colis', 'Montant', 'Devise', 'Montant crédité au colis', 'Devise du colis', 'Taux', 'Méthode', 'Statut', 'Montant remboursé', 'Agent', 'Lieu de paiement', 'Expéditeur', 'Destinataire', 'Transaction', 'Référence']);
  const rows = lines.slice(1, interac.length + 1).map((line) => line.split(';'));
  expect(rows).toHaveLength(interac.length);
  expect(rows.every((r) => r[header.indexOf('Méthode')] === 'Interac')).toBe(true);
  expect(rows.every((r) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(r[0]))).toBe(true);
  expect(rows.every((r) => /^\d+,\d{2}$/.test(r[header.indexOf('Montant')]))).toBe(true);
  expect(lines[interac.length + 1]).toBe('');
  expect(lines[interac.length + 2]).toBe(`Total CAD;${total};${valid.length} ${valid.length < 2 ? 'paiement validé' : 'paiements validés'}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the accounting and fee lists become cards, and a fee card opens its parcel', async ({ page }) => {
    await loginAs(page, 'comptable', { path: '/caisse' });
    await expect(page.getByLabel('Liste des paiements')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Liste des paiements' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Voir le détail du paiement/ }).first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Paiement #\d+$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Fermer' }).click();

    await page.goto('/#/paiements');
    const first = page.getByRole('button', { name: /^Ouvrir le colis COL-/ }).first();
    await expect(first).toBeVisible();
    await expect(page.getByRole('table', { name: 'Liste des frais' })).toHaveCount(0);
    await first.click();
    await expect(page).toHaveURL(/#\/colis\/\d+$/);
  });
});
