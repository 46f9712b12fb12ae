import { expect, test, type Page } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { recordCash } from './steps';
import { loginAs } from './support';

/**
 * Two tabs of one browser on the demo backend: they share one store. A payment recorded in tab B is
 * seen by tab A's next read (no reload), and a payment recorded in tab A afterwards keeps B's.
 */
const seed = buildSeed('standard');
const colis = seed.colis.find((c) => c.route_id === 1 && c.statut_paiement === 'non_paye' && !seed.paiements.some((p) => p.colis_id === c.id) && c.frais_expedition - c.rabais_applique > 20);

const history = (page: Page) => page.getByRole('table', { name: 'Paiements du colis' });

test('a payment recorded in tab B shows in tab A, and tab A’s next payment keeps it', async ({ page: tabA, context }) => {
  expect(colis).toBeDefined();
  const id = colis!.id;
  await loginAs(tabA, 'agent.ca', { path: `/colis/${id}` });
  await expect(tabA.getByTestId('real-payment-status').getByText('Non payé', { exact: true })).toBeVisible();
  await expect(tabA.getByText('Aucun paiement enregistré')).toBeVisible();

  const tabB = await context.newPage();
  await tabB.goto(`/#/colis/${id}`);
  await recordCash(tabB, '5', 'TAB-B-0001');
  await expect(history(tabB).getByRole('cell', { name: 'TAB-B-0001' })).toBeVisible();

  // Tab A has not reloaded: its next read of the payments sees B's.
  await tabA.getByRole('button', { name: 'Actualiser les paiements' }).click();
  await expect(history(tabA).getByRole('cell', { name: 'TAB-B-0001' })).toBeVisible();
  // The whole panel has read B's payment (status and per-country lines): nothing moves under the next click.
  await expect(tabA.getByTestId('real-payment-status').getByText('Partiellement payé', { exact: true })).toBeVisible();
  await expect(tabA.getByText(/5,00\sCAD · 1 paiement/)).toBeVisible();

  await recordCash(tabA, '3', 'TAB-A-0002');
  await expect(history(tabA).getByRole('cell', { name: 'TAB-A-0002' })).toBeVisible();
  await expect(history(tabA).getByRole('cell', { name: 'TAB-B-0001' })).toBeVisible();

  await tabB.getByRole('button', { name: 'Actualiser les paiements' }).click();
  await expect(history(tabB).getByRole('cell', { name: 'TAB-A-0002' })).toBeVisible();
  await expect(history(tabB).getByRole('cell', { name: 'TAB-B-0001' })).toBeVisible();
});
