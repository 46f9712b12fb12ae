import type { Page } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { DEMO_TOTP_SECRET } from '../../src/demo/seed/reference';
import { formatMoney, roundForCurrency } from '../../src/domain/currency';
import { fillCanadianSender, fillClothes, fillGuineanRecipient, recordCash } from '../e2e/steps';
import { accessToken, API, expect, signIn, test, watchPolicy } from './support';

/**
 * The journeys over real HTTP: the deployable build, its config.json pointing at `npm run server`
 * on another origin. The parcels are chosen from the same deterministic seed the server resets to.
 */
const seed = buildSeed('standard');
/** The payments of TransAtlantique Colis, the accountant's company (Sahel Express's are not theirs). */
const transAtlantiqueRoutes = new Set(seed.routes.filter((r) => r.entreprise_id === 1).map((r) => r.id));
const paymentCount = seed.paiements.filter((p) => transAtlantiqueRoutes.has(seed.colis.find((c) => c.id === p.colis_id)?.route_id ?? 0)).length;
const unpaid = seed.colis.filter(
  (c) => c.route_id === 1 && c.statut_paiement === 'non_paye' && !seed.paiements.some((p) => p.colis_id === c.id) && c.frais_expedition - c.rabais_applique > 20,
);
const inTransit = seed.colis.find((c) => c.statut === 'expedie' && c.route_id === 1);

test('2FA sign-in against the server, every call with its Bearer token; an access token expired on the server is refreshed unnoticed', async ({ page, request }) => {
  const authorized = page.waitForRequest((r) => r.url().startsWith(`${API}/api/`) && (r.headers().authorization ?? '').startsWith('Bearer '));
  await signIn(page, 'securise', { secret: DEMO_TOTP_SECRET });
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('company-name')).toBeVisible();
  await authorized;
  const before = await accessToken(page);
  expect(before).toBeTruthy();
  // On the list before the clock moves: a reload while the list's calls are refreshing would drop the
  // refresh's answer after the server rotated the refresh token, and the page would present a spent one.
  await page.goto('/#/colis');
  await expect(page.getByLabel(/^\d+ colis$/)).toBeVisible();

  // The server's token clock moves 16 minutes: every access token issued so far has expired.
  expect((await request.post(`${API}/__demo/clock?advance=960`)).status()).toBe(204);
  const refreshed = page.waitForResponse((r) => r.url() === `${API}/api/accounts/auth/token/refresh/` && r.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page.getByLabel(/^\d+ colis$/)).toBeVisible();
  await expect(page).toHaveURL(/#\/colis$/);
  await expect.poll(() => accessToken(page)).not.toBe(before);
});

test('the parcel wizard creates a parcel the server confirms and lists', async ({ page }) => {
  await signIn(page, 'agent.ca', { path: '/colis/nouveau' });
  await fillCanadianSender(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await fillGuineanRecipient(page);
  await fillClothes(page.getByRole('region', { name: 'Produit 1' }));
  await page.getByRole('button', { name: 'Suivant' }).click();

  await page.getByRole('button', { name: 'Valider avec serveur' }).click();
  await expect(page.getByText(/Le serveur confirme un total de 32,40\sCAD/)).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Créer le colis' }).click();
  const toast = page.getByText(/^Colis COL-\d{4}-\d{6} créé avec succès/);
  await expect(toast).toBeVisible();
  const tracking = /code de suivi ([A-Z0-9]+)/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
  expect(tracking).not.toBe('');

  // Read back from the server (a reload: nothing comes from the page's memory).
  await page.reload();
  await page.getByLabel('Code de suivi ou numéro').fill(tracking);
  await expect(page.getByText('Zéphyrine Kourouma').first()).toBeVisible();
});

test('a manual payment is recorded by the server and survives a reload', async ({ page }) => {
  const colis = unpaid[0];
  const due = roundForCurrency(colis.frais_expedition - colis.rabais_applique, 'CAD');
  await signIn(page, 'agent.ca', { path: `/colis/${colis.id}` });
  const status = page.getByTestId('real-payment-status');
  await expect(status.getByText('Non payé', { exact: true })).toBeVisible();
  await recordCash(page, '10', 'REC-HTTP-0001');
  await expect(status.getByText('Partiellement payé', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Paiements du colis' }).getByRole('cell', { name: 'REC-HTTP-0001' })).toBeVisible();
  await expect(page.getByTestId('reste-a-payer')).toHaveText(formatMoney(roundForCurrency(due - 10, 'CAD'), 'CAD'));
});

test('a manifest of two ready parcels is validated in Canada, then arrives and is received in Guinea', async ({ page }) => {
  await signIn(page, 'agent.ca', { path: '/bordereaux/nouveau' });
  const boxes = page.getByRole('checkbox', { name: /^Sélectionner le colis / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('2 colis sélectionnés')).toBeVisible();
  await page.getByRole('button', { name: 'Créer le bordereau' }).click();
  await expect(page.getByText('Bordereau créé avec succès !')).toBeVisible();
  await expect(page).toHaveURL(/#\/bordereaux\/\d+$/);

  await page.getByRole('button', { name: 'Valider et expédier' }).click();
  await page.getByRole('dialog', { name: 'Valider et expédier' }).getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Bordereau validé avec succès!')).toBeVisible();
  const parcels = page.getByRole('table', { name: 'Colis du bordereau' });
  await expect(parcels.getByText('En transit')).toHaveCount(2);
  // Its arrival and reception are Guinea's, the destination side: agent.gn takes them.
  const manifest = new URL(page.url()).hash.slice(1);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await signIn(page, 'agent.gn', { path: manifest });
  await page.getByRole('button', { name: 'Marquer comme arrivé' }).click();
  await expect(page.getByText('2 colis marqués comme arrivés.')).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme reçu' }).click();
  // One of the two parcels still owes its fee: the server's list names it (issue #32).
  const unpaid = page.getByRole('dialog', { name: 'Colis non entièrement payés' });
  await expect(unpaid.getByRole('table', { name: 'Colis non entièrement payés' }).getByRole('row')).toHaveCount(2);
  await unpaid.getByRole('button', { name: 'Marquer comme reçu' }).click();
  await expect(page.getByText(/Réception confirmée par Ibrahima Camara/)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Aucune action disponible pour ce statut')).toBeVisible();
});

test("the assistant answers over the server's WebSocket", async ({ page }) => {
  expect(inTransit).toBeDefined();
  await signIn(page, 'agent.ca');
  const socket = page.waitForEvent('websocket');
  await page.getByRole('button', { name: "Aide : ouvrir l'assistant Mira" }).click();
  expect((await socket).url()).toMatch(new RegExp(`^${API.replace(/^http/, 'ws')}/ws/chatbot/`));
  const panel = page.getByRole('dialog', { name: 'Assistant Mira' });
  const log = panel.getByRole('log', { name: 'Conversation avec Mira' });
  await expect(log.getByText(/Bonjour Julie, je suis Mira/)).toBeVisible();
  const input = panel.getByLabel('Votre message');
  await input.fill(`Quel est le statut du colis ${inTransit!.tracking_number} ?`);
  await input.press('Enter');
  await expect(log.getByText(new RegExp(`Le colis ${inTransit!.tracking_number} \\(COL-[0-9-]+\\) est En transit\\.`))).toBeVisible();
});

async function openAs(page: Page, login: string, path: string) {
  await signIn(page, login, { path });
}

test('two browsers on one server: the agent records a payment, the accountant sees it on /caisse', async ({ browser, violations }) => {
  const colis = unpaid[1];
  const agentContext = await browser.newContext();
  const accountantContext = await browser.newContext();
  watchPolicy(agentContext, violations);
  watchPolicy(accountantContext, violations);
  try {
    const accountant = await accountantContext.newPage();
    await openAs(accountant, 'comptable', '/caisse');
    await expect(accountant.getByRole('heading', { name: `Paiements (${paymentCount})` })).toBeVisible();

    const agent = await agentContext.newPage();
    await openAs(agent, 'agent.ca', `/colis/${colis.id}`);
    await recordCash(agent, '7', 'CAISSE-HTTP-0001');

    await accountant.reload();
    await expect(accountant.getByRole('heading', { name: `Paiements (${paymentCount + 1})` })).toBeVisible();
    await accountant.getByPlaceholder('N° de colis, nom, transaction…').fill('CAISSE-HTTP-0001');
    await expect(accountant.getByRole('heading', { name: 'Paiements (1)' })).toBeVisible();
    await expect(accountant.getByText(colis.numero_colis).first()).toBeVisible();
  } finally {
    await agentContext.close();
    await accountantContext.close();
  }
});
