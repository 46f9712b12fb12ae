import type { APIRequestContext, Page } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { fillCanadianSender, fillClothes, fillGuineanRecipient } from '../e2e/steps';
import { accessToken, API, DEMO_PASSWORD, expect, signIn, test } from './support';

/**
 * Creates that survive a lost answer, and a price the agent has seen, over real HTTP: the
 * deployable build against `npm run server`. An answer is lost after the server stored the write
 * (the request goes through with `route.fetch()`, the page gets a reset connection instead).
 */
const seed = buildSeed('standard');
const unpaid = seed.colis.find(
  (c) => c.route_id === 1 && c.statut_paiement === 'non_paye' && !seed.paiements.some((p) => p.colis_id === c.id) && c.frais_expedition - c.rabais_applique > 20,
);

async function bearer(page: Page): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${(await accessToken(page)) ?? ''}` };
}

/** The newest parcels the server holds for the signed-in agent: how many, and the newest one's code. */
async function parcels(page: Page, request: APIRequestContext): Promise<{ count: number; newest: string }> {
  const answer = await request.get(`${API}/api/shipments/colis/?page_size=1&ordering=-created_at`, { headers: await bearer(page) });
  const body = (await answer.json()) as { count: number; results: { tracking_number: string }[] };
  return { count: body.count, newest: body.results[0]?.tracking_number ?? '' };
}

/** The wizard filled with one product of clothes (32,40 CAD), left on its summary. */
async function wizardToSummary(page: Page): Promise<void> {
  await signIn(page, 'agent.ca', { path: '/colis/nouveau' });
  await fillCanadianSender(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await fillGuineanRecipient(page);
  await fillClothes(page.getByRole('region', { name: 'Produit 1' }));
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByTestId('resume-total')).toContainText(/32,40\sCAD/);
}

/** The first POST to `path` reaches the server, whose answer never reaches the page. */
async function loseFirstAnswer(page: Page, path: string): Promise<{ stored: () => number }> {
  let stored = 0;
  await page.route(`${API}${path}`, async (route) => {
    if (route.request().method() !== 'POST' || stored > 0) return route.fallback();
    const answer = await route.fetch();
    stored = answer.status();
    await route.abort('connectionreset');
  });
  return { stored: () => stored };
}

test('a lost answer to « Créer le colis », then a reload: the retry names the parcel the server made, and there is one', async ({ page, request }) => {
  await wizardToSummary(page);
  const before = await parcels(page, request);
  const lost = await loseFirstAnswer(page, '/api/shipments/colis/');

  await page.getByRole('button', { name: 'Créer le colis' }).click();
  await expect(page.getByTestId('sans-reponse')).toContainText("Le serveur n'a pas répondu : le colis a peut-être été enregistré");
  expect(lost.stored()).toBe(201);
  const made = await parcels(page, request);
  expect(made.count).toBe(before.count + 1);

  // The agent reloads: the draft keeps what was typed and the submission's key.
  await page.reload();
  await page.getByRole('button', { name: 'Reprendre le brouillon' }).click();
  await page.getByRole('tab', { name: 'Résumé' }).click();
  await page.getByRole('button', { name: 'Créer le colis' }).click();
  await expect(page.getByText(`Ce colis a déjà été enregistré : ${made.newest}`)).toBeVisible();
  expect((await parcels(page, request)).count).toBe(before.count + 1);

  // The list opens on it: first, highlighted, with the message's two actions.
  const first = page.getByTestId('colis-row').first();
  await expect(first).toContainText(made.newest);
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(first.getByText('Nouveau')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir le colis' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Étiquette A6/ })).toBeVisible();
});

test('a lost answer to « Enregistrer le paiement »: the retry names the payment the server recorded, and there is one', async ({ page, request }) => {
  if (!unpaid) throw new Error('colis non payé attendu dans les données de démonstration');
  await signIn(page, 'agent.ca', { path: `/colis/${unpaid.id}` });
  await expect(page.getByTestId('real-payment-status').getByText('Non payé', { exact: true })).toBeVisible();
  const lost = await loseFirstAnswer(page, '/api/payments/paiements/process_manual_payment/');

  await page.getByRole('button', { name: 'Paiement manuel' }).click();
  await page.getByLabel(/^Mode de paiement/).click();
  await page.getByRole('option', { name: 'Espèces' }).click();
  await page.getByLabel(/^Montant \(CAD\)/).fill('10');
  await page.getByLabel(/^ID de transaction/).fill('REC-PERDU-1');
  await page.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.getByText(/le serveur ne répond pas/).first()).toBeVisible();
  expect(lost.stored()).toBe(201);

  await page.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.getByText(/^Ce paiement a déjà été enregistré : REC-PERDU-1 \(10,00\sCAD\)$/)).toBeVisible();
  await expect(page.getByTestId('real-payment-status').getByText('Partiellement payé', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Paiements du colis' }).getByRole('cell', { name: 'REC-PERDU-1' })).toHaveCount(1);
  const payments = await request.get(`${API}/api/payments/paiements/par_colis/?colis_id=${unpaid.id}`, { headers: await bearer(page) });
  expect(JSON.stringify(await payments.json()).match(/REC-PERDU-1/g)).toHaveLength(1);
});

test('a category price changed between the summary and the creation: nothing is created until the agent confirms the new total', async ({ page, request }) => {
  await wizardToSummary(page);
  const before = await parcels(page, request);

  // An administrator raises clothes from 8 to 10 CAD per kg meanwhile: 40,50 CAD instead of 32,40.
  const signedIn = await request.post(`${API}/api/accounts/auth/token/`, { data: { login: 'admin', password: DEMO_PASSWORD } });
  const { access } = (await signedIn.json()) as { access: string };
  const raised = await request.patch(`${API}/api/shipments/categories/2/`, { data: { prix_unitaire: 10 }, headers: { Authorization: `Bearer ${access}` } });
  expect(raised.status()).toBe(200);

  await page.getByRole('button', { name: 'Créer le colis' }).click();
  const notice = page.getByTestId('frais-modifies');
  await expect(notice).toContainText("Les frais ont changé depuis l'affichage du résumé : aucun colis n'a été créé");
  await expect(notice).toContainText(/Total à payer : 32,40\sCAD → 40,50\sCAD/);
  await expect(page.getByTestId('resume-total')).toContainText(/40,50\sCAD/);
  expect((await parcels(page, request)).count).toBe(before.count);

  await page.getByRole('button', { name: 'Créer le colis' }).click();
  await expect(page.getByText(/^Colis COL-\d{4}-\d{6} créé avec succès/)).toBeVisible();
  const made = await parcels(page, request);
  expect(made.count).toBe(before.count + 1);
  const created = await request.get(`${API}/api/shipments/colis/?search=${made.newest}`, { headers: await bearer(page) });
  expect(((await created.json()) as { results: { montant_total_a_payer: number }[] }).results[0].montant_total_a_payer).toBe(40.5);
});
