import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dispatch } from '../../src/demo/dispatcher';

/**
 * JavaScript budgets of the first screens (issue #17): every script the page asks for until it is
 * ready, counted at its gzip size. The real-server build (VITE_API_URL) is built here and served
 * from disk by a route, its API answered by the demo dispatcher as a real server would; the
 * demo-mode build is the one the journeys run on.
 */
// Real-server build, gzip: the login page measured 279 KB and the list 300 KB, both in 10 files, when
// these budgets were set (the first screen's chunks hold only the modules it uses; the sign-in page
// and the list each in a chunk of their own; the contract on zod's mini build; MUI's Tooltip and the
// toasts loaded on first need; MUI's CSS-variables theming and axios's fetch adapter left out, see
// docs/architecture.md, "Build patches"). Issue #33 removed the build patches that saved 4 KB or
// less (MUI's Modal, react-hotkeys-hook, jsonexport: +6 KB on /login, +7 on /colis, budgets raised
// as much); issue #17 aims at 300 KB for both.
// Issues #32 and #33 (the payments contract's receipts, closes and void; the configuration resources'
// objects and sections in the shell): +1 KB each, measured 283 and 304. Issue #32's refunds and
// handover (their endpoints, contract fields and capabilities' refusals in the shell) and issue #33's
// lists sent whole paged by the dataProvider (its rules load with their list): measured 285 and 306.
// Issue #33's first-screen pass: the other screens' named methods, contracts and resource mappings
// load with their first call (dataProvider/onFirstCall.ts): measured 280 and 301. Then issue #33's
// sign-in page on react-admin's <Form> (react-hook-form 13 KB, ra-core's form code, the zod resolver,
// the write schemas' building blocks, in the sign-in page's chunk): /login 304, over issue #17's 300 KB
// aim; /colis unchanged.
const LOGIN_BUDGET_KB = 306;
const COLIS_BUDGET_KB = 303;
const REAL_MAX_REQUESTS = 12;
// Demo mode (the in-page demo backend is part of the first screen, its first screens' handlers only):
// login 320 KB and the list 342 KB, both in 14 files, when set (the transport to the demo backend is
// a chunk of its own, for the 10,000-parcel mode below); issue #17 aims at 370 KB in at most 15
// requests. Issue #34 added 2 KB: the in-page seed's second company (Sahel Express, other currencies)
// and the shell's signed-out 404 and return to the page asked for. Issue #31 (real signed tokens, the
// account rules) 3 and 9 KB: jose (6 KB, demo-only) loads with the first signed-in call (with a stored
// session, with the first screen's chunks), not on the sign-in page.
// Issues #32 and #33: measured 329 and 356; then refunds, the unpaid-delivery setting and the lists
// sent whole (the demo's first handlers and the shell, as above): 331 and 358. Issue #33's first-screen
// pass (the shell's later methods as above, the demo's assistant with its first session): 324 and 351;
// then the sign-in page on <Form> (as above): /login 348.
const DEMO_LOGIN_BUDGET_KB = 350;
const DEMO_COLIS_BUDGET_KB = 353;
const DEMO_MAX_REQUESTS = 15;
// Demo mode over the 10,000-parcel seed, whose worker answers: the page loads the list and the
// transport to the worker, none of the in-page backend (its store and handlers, 35 KB); measured
// 305 KB in 12 files when set, the worker's own code aside; 310 KB after issues #29–#34 (the shell's
// write schemas, forms and permission rules); 311 after issue #32; 313 after its refunds and handover;
// 308 after issue #33's first-screen pass.
const DEMO_LARGE_COLIS_BUDGET_KB = 310;
// /suivi measured 30 KB in 6 files (real-server build) and 43 KB in 8 (demo mode); the limits
// are 60 and 150 KB. Demo mode 47 KB after issue #34 (the slim demo store seeds the second company),
// 48 after issue #32 (the seed's receipt numbers).
const SUIVI_REAL_BUDGET_KB = 33;
const SUIVI_DEMO_BUDGET_KB = 50;

const ORIGIN = 'http://budget.localhost';
const DEMO_DIR = process.env.E2E_OUTDIR ?? 'dist';
const REAL_DIR = `${DEMO_DIR}-budget-real`;

const gzipKb = (dir: string, path: string) => gzipSync(readFileSync(join(dir, path))).length / 1024;

/** Serves the real-server build from disk and its API from the demo dispatcher. */
async function serveRealBuild(context: BrowserContext): Promise<void> {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const file = join(REAL_DIR, url.pathname === '/' ? 'index.html' : url.pathname);
    if (request.method() === 'GET' && existsSync(file) && statSync(file).isFile()) {
      await route.fulfill({ path: file });
      return;
    }
    const body = request.postDataBuffer();
    const answer = await dispatch(new Request(url, { method: request.method(), headers: await request.allHeaders(), body: body ? new Uint8Array(body) : undefined }));
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers.entries()), body: Buffer.from(await answer.arrayBuffer()) });
  });
}

/** The scripts a page asks for, from its first request on. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') && !paths.includes(url.pathname)) paths.push(url.pathname);
  });
  return paths;
}

function weigh(dir: string, paths: string[]): { requests: number; kb: number } {
  return { requests: paths.length, kb: Math.round(paths.reduce((sum, path) => sum + gzipKb(dir, path), 0)) };
}

async function realContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ locale: 'fr-FR', storageState });
  await serveRealBuild(context);
  return context;
}

test.describe('JavaScript budgets', () => {
  // Playwright requires the fixtures argument to be an object pattern, even when none is used.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000);
    const built = spawnSync('npx', ['vite', 'build', '--outDir', REAL_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      env: { ...process.env, VITE_API_URL: ORIGIN },
      stdio: 'inherit',
    });
    expect(built.status).toBe(0);
  });

  /** The scripts of /login until the form is filled, then of /colis until its first row, in fresh profiles. */
  async function firstScreens(open: (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => Promise<BrowserContext>, origin: string) {
    const visitor = await open();
    const loginPage = await visitor.newPage();
    const loginScripts = recordScripts(loginPage);
    await loginPage.goto(`${origin}/#/login`);
    await loginPage.getByLabel(/^Email ou nom d'utilisateur/).fill('admin');
    await loginPage.getByLabel(/^Mot de passe/).fill('demo1234');
    const login = [...loginScripts];
    await loginPage.getByRole('button', { name: 'Se connecter' }).click();
    await expect(loginPage.getByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeVisible();
    const session = await visitor.storageState();
    await visitor.close();

    // A signed-in user opening /colis in a fresh profile: everything up to the first row.
    const agent = await open(session);
    const colisPage = await agent.newPage();
    const colisScripts = recordScripts(colisPage);
    await colisPage.goto(`${origin}/#/colis`);
    await expect(colisPage.getByTestId('colis-row').first()).toBeVisible();
    const colis = [...colisScripts];
    await agent.close();
    return { login, colis };
  }

  test('real-server build: /login and the first parcel row of /colis within budget', async ({ browser }, testInfo) => {
    const scripts = await firstScreens((storageState) => realContext(browser, storageState), ORIGIN);
    const [login, colis] = [weigh(REAL_DIR, scripts.login), weigh(REAL_DIR, scripts.colis)];
    testInfo.annotations.push({ type: 'weight', description: `real build: login ${login.kb} KB in ${login.requests} files, /colis ${colis.kb} KB in ${colis.requests} files (gzip)` });
    expect(login.kb).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
    expect(login.requests).toBeLessThanOrEqual(REAL_MAX_REQUESTS);
    expect(colis.kb).toBeLessThanOrEqual(COLIS_BUDGET_KB);
    expect(colis.requests).toBeLessThanOrEqual(REAL_MAX_REQUESTS);
  });

  test('demo mode: /login and the first parcel row of /colis within budget', async ({ browser, baseURL }, testInfo) => {
    const scripts = await firstScreens((storageState) => browser.newContext({ locale: 'fr-FR', storageState }), baseURL ?? '');
    const [login, colis] = [weigh(DEMO_DIR, scripts.login), weigh(DEMO_DIR, scripts.colis)];
    testInfo.annotations.push({ type: 'weight', description: `demo mode: login ${login.kb} KB in ${login.requests} files, /colis ${colis.kb} KB in ${colis.requests} files (gzip)` });
    expect(login.kb).toBeLessThanOrEqual(DEMO_LOGIN_BUDGET_KB);
    expect(login.requests).toBeLessThanOrEqual(DEMO_MAX_REQUESTS);
    expect(colis.kb).toBeLessThanOrEqual(DEMO_COLIS_BUDGET_KB);
    expect(colis.requests).toBeLessThanOrEqual(DEMO_MAX_REQUESTS);
  });

  test('demo mode, 10,000 parcels: the first row of /colis without the in-page demo backend', async ({ browser, baseURL }, testInfo) => {
    testInfo.setTimeout(60_000);
    const visitor = await browser.newContext({ locale: 'fr-FR' });
    const setUp = await visitor.newPage();
    await setUp.goto('/?demo=reset#/login');
    await setUp.getByLabel(/^Email ou nom d'utilisateur/).fill('admin');
    await setUp.getByLabel(/^Mot de passe/).fill('demo1234');
    await setUp.getByRole('button', { name: 'Se connecter' }).click();
    await expect(setUp.getByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeVisible();
    await setUp.goto('/?demo=large#/colis');
    await expect(setUp.getByText('Page 1 sur 1000')).toBeVisible();
    const session = await visitor.storageState();
    await visitor.close();

    const agent = await browser.newContext({ locale: 'fr-FR', storageState: session });
    const page = await agent.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${baseURL ?? ''}/#/colis`);
    await expect(page.getByTestId('colis-row').first()).toBeVisible();
    await expect(page.getByText('Page 1 sur 1000')).toBeVisible();
    // The worker's own scripts (its entry, its `worker-…` chunks: vite.config.ts) are reported with the
    // page's: they are the demo server's, not the page's.
    const pageScripts = scripts.filter((path) => !/\/(largeSeedWorker-|worker-)/.test(path));
    const weight = weigh(DEMO_DIR, pageScripts);
    await agent.close();
    testInfo.annotations.push({ type: 'weight', description: `demo mode, 10,000 parcels: /colis ${weight.kb} KB in ${weight.requests} files (gzip), the worker's code aside` });
    expect(scripts.some((path) => /\/largeSeedWorker-/.test(path))).toBe(true);
    expect(weight.kb).toBeLessThanOrEqual(DEMO_LARGE_COLIS_BUDGET_KB);
    expect(weight.requests).toBeLessThanOrEqual(DEMO_MAX_REQUESTS);
  });

  test('public tracking: within budget in a real-server build and in demo mode', async ({ browser }, testInfo) => {
    const real = await realContext(browser);
    const realPage = await real.newPage();
    const realScripts = recordScripts(realPage);
    await realPage.goto(`${ORIGIN}/#/suivi`);
    await expect(realPage.getByLabel('Numéro de suivi')).toBeVisible();
    const realWeight = weigh(REAL_DIR, realScripts);
    await real.close();

    const demo = await browser.newContext({ locale: 'fr-FR' });
    const demoPage = await demo.newPage();
    const demoScripts = recordScripts(demoPage);
    const code = 'ZZ0000000';
    await demoPage.goto(`/#/suivi?tracking=${code}`);
    // Demo mode answers from the slim demo path: the search completes, so its code is counted.
    await expect(demoPage.getByRole('heading', { name: 'Colis non trouvé' })).toBeVisible();
    const demoWeight = weigh(DEMO_DIR, demoScripts);
    await demo.close();

    testInfo.annotations.push({ type: 'weight', description: `/suivi: real build ${realWeight.kb} KB in ${realWeight.requests} files, demo ${demoWeight.kb} KB in ${demoWeight.requests} files (gzip)` });
    expect(realWeight.kb).toBeLessThanOrEqual(SUIVI_REAL_BUDGET_KB);
    expect(demoWeight.kb).toBeLessThanOrEqual(SUIVI_DEMO_BUDGET_KB);
  });
});
