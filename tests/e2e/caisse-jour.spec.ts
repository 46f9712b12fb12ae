import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { roundForCurrency } from '../../src/domain/currency';
import { pdfTextOf } from '../pdfText';
import { loginAs, switchAccount } from './support';

/** The counter's day (issue #32) over the demo backend: money in the counter's currency, receipts. */
const seed = buildSeed('standard');
const unpaidCanada = seed.colis.filter((c) => c.route_id === 1 && c.statut_paiement === 'non_paye' && !seed.paiements.some((p) => p.colis_id === c.id) && c.frais_expedition - c.rabais_applique > 20);
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

test('an agent in Guinea takes cash in GNF for a CAD parcel and prints its receipt: both amounts and the rate are on it', async ({ page }) => {
  const colis = unpaidCanada[0];
  const due = roundForCurrency(colis.frais_expedition - colis.rabais_applique, 'CAD');
  await loginAs(page, 'agent.gn', { path: `/colis/${colis.id}` });
  await page.getByRole('button', { name: 'Paiement manuel' }).click();
  await expect(page.getByLabel(/^Lieu de paiement/)).toHaveText(/Guinée/);
  await page.getByLabel(/^Mode de paiement/).click();
  await page.getByRole('option', { name: 'Espèces' }).click();
  await page.getByLabel(/^Montant \(GNF\)/).fill('100000');
  await expect(page.getByTestId('conversion-guichet')).toHaveText(/^Soit 16,00\sCAD au taux 1 CAD = 6\s250 GNF$/);
  await page.getByLabel(/^ID de transaction/).fill('CKY-E2E-0001');
  await page.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.getByText('Paiement manuel enregistré avec succès!')).toBeVisible();
  await expect(page.getByTestId('reste-a-payer')).toHaveText(new RegExp(`^${(due - 16).toFixed(2).replace('.', ',')}\\sCAD$`));

  const history = page.getByRole('table', { name: 'Paiements du colis' });
  await expect(history.getByRole('cell', { name: /^100\s000\sGNF \(16,00\sCAD\)$/ })).toBeVisible();
  const receipt = history.getByRole('button', { name: /^Reçu CA-\d{4}-\d{6}$/ });
  const numero = ((await receipt.textContent()) ?? '').replace('Reçu ', '').trim();
  await receipt.click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Télécharger le reçu (ticket 80 mm)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`recu-${numero}-80mm.pdf`);
  const text = pdfTextOf(await readFile(await download.path())).map(plain);
  expect(text).toEqual(expect.arrayContaining([`Reçu ${numero}`, '100 000 GNF', '16,00 CAD', '1 CAD = 6 250 GNF', 'Espèces', 'Ibrahima Camara']));
});

test('an agent closes the day with a difference; an accountant reopens it and voids one of its payments with a reason', async ({ page }) => {
  // The page's clock starts at noon of today in the journeys' time zone, and the seed read here is
  // built for that instant: the close's day and its payments are the same whatever the hour the
  // suite runs (at 01:00 UTC it is still yesterday in Toronto).
  const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(at);
  const today = dayOf(new Date());
  const noon = new Date(`${today}T17:00:00Z`);
  const payment = buildSeed('standard', noon).paiements.find((p) => {
    const paidAt = new Date(p.date_paiement ?? p.date_creation);
    return p.agent_id === 3 && p.statut === 'valide' && dayOf(paidAt) === today && noon.getTime() - paidAt.getTime() < 10 * 3_600_000;
  });
  if (!payment) throw new Error('seed without a payment of agent.ca this morning');
  await page.clock.install({ time: noon });
  await loginAs(page, 'agent.ca', { path: '/caisse/cloture' });
  const form = page.getByRole('table', { name: 'Montants attendus et comptés' });
  await expect(form.getByLabel(/^Compté /).first()).toBeVisible();
  for (const field of await form.getByLabel(/^Compté /).all()) await field.fill('0');
  await page.getByLabel(/^Note/).fill('Caisse vide ce soir');
  await page.getByRole('button', { name: 'Clôturer la journée' }).click();
  await expect(page.getByText(/^Journée clôturée avec \d+ écart\(s\)$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lignes de la clôture' })).toBeVisible();

  await switchAccount(page, 'comptable', `/paiement/${payment.id}`);
  await page.getByRole('button', { name: 'Annuler le paiement' }).click();
  let dialog = page.getByRole('dialog', { name: `Annuler le paiement #${payment.id}` });
  await dialog.getByLabel(/^Motif de l'annulation/).fill('Saisi deux fois');
  await dialog.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(page.getByText('La journée de ce paiement est clôturée : un comptable ou un administrateur doit la rouvrir avant de l’annuler.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
  await page.getByRole('button', { name: 'Abandonner' }).click();

  await page.goto('/#/caisse');
  await page.getByRole('button', { name: `Rouvrir la caisse de Julie Tremblay du ${today}` }).click();
  const reopen = page.getByRole('dialog', { name: `Rouvrir la caisse de Julie Tremblay du ${today}` });
  await reopen.getByLabel(/^Motif de la réouverture/).fill('Paiement saisi deux fois');
  await reopen.getByRole('button', { name: 'Rouvrir' }).click();
  await expect(page.getByText('Rouverte : Paiement saisi deux fois')).toBeVisible();

  await page.goto(`/#/paiement/${payment.id}`);
  await page.getByRole('button', { name: 'Annuler le paiement' }).click();
  dialog = page.getByRole('dialog', { name: `Annuler le paiement #${payment.id}` });
  await dialog.getByLabel(/^Motif de l'annulation/).fill('Saisi deux fois');
  await dialog.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(page.getByText('Paiement annulé.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informations de base' }).getByText('Annulé', { exact: true })).toBeVisible();
});
