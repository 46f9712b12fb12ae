#!/usr/bin/env node
/**
 * npm run bench — the performance benchmark (not a test).
 *
 * Builds the app, serves it with `vite preview` on its own port and drives Debian's Chromium with
 * Playwright. Each figure is the median of several cold loads (fresh browser cache):
 *   - JavaScript transferred (gzip, as served) for /#/login, /#/colis and /#/suivi, the demo
 *     backend (MSW, its store and seed) reported apart from the app's own code;
 *   - time from navigation to the first parcel row on /#/colis, standard seed and 10,000-parcel seed;
 *   - time from the click on 'Suivant' to the rows of page 2, on both seeds.
 * Prints a table and writes bench-results/bench.json.
 *
 * Environment: BENCH_RUNS (default 5), BENCH_PORT (default 4799), CHROME_PATH (default /usr/bin/chromium),
 * BENCH_SKIP_BUILD=1 to reuse dist-bench (built with --manifest).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(Number(process.env.BENCH_RUNS) || 5, 1);
const PORT = Number(process.env.BENCH_PORT) || 4799;
const OUT_DIR = 'dist-bench';
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'demo1234';
const LOGIN = 'agent.ca';

/**
 * Which served files belong to the app and which to the demo backend, from Vite's build manifest:
 * the app is what a real-server build would load, the entry's static imports plus those of each
 * lazily loaded page; the rest (MSW, the store, its seed, pdf-lib and the domain modules only the
 * demo handlers import) is the demo backend.
 */
function loadManifest() {
  const manifest = JSON.parse(readFileSync(join(root, OUT_DIR, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const demoKey = Object.keys(manifest).find((key) => key.endsWith('src/demo/browser.ts'));
  return { manifest, byFile, closure, entry, demoKey };
}

let built = null;

function classify(urls) {
  built ??= loadManifest();
  const { byFile, closure, entry, demoKey } = built;
  const app = new Set(closure(entry));
  for (const url of urls) {
    const chunk = byFile.get(new URL(url).pathname.replace(/^\//, ''));
    if (chunk?.isDynamicEntry && chunk.key !== demoKey) closure(chunk.key, app);
  }
  return (url) => {
    if (url.endsWith('/mockServiceWorker.js')) return 'demo';
    const chunk = byFile.get(new URL(url).pathname.replace(/^\//, ''));
    return chunk && app.has(chunk.key) ? 'app' : 'demo';
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function build() {
  if (process.env.BENCH_SKIP_BUILD) return;
  console.log('› vite build');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build a échoué');
}

async function serve() {
  console.log(`› vite preview on ${BASE}`);
  const busy = await fetch(BASE).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Le port ${PORT} est déjà pris : choisissez-en un autre avec BENCH_PORT.`);
  const server = spawn('npx', ['vite', 'preview', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(BASE);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-server.pid);
  throw new Error(`vite preview ne répond pas sur ${BASE}`);
}

/** A fresh context (empty cache and storage) that records every JavaScript response's transferred size. */
async function freshContext(browser) {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'fr-FR', timezoneId: 'America/Toronto', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    const url = request.url();
    if (!url.endsWith('.js')) return;
    try {
      const sizes = await request.sizes();
      const response = await request.response();
      scripts.push({ url, bytes: sizes.responseBodySize, encoding: (await response?.allHeaders())?.['content-encoding'] ?? 'identity' });
    } catch {
      // the page went away
    }
  });
  // The moment the first parcel row shows, from the navigation start.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="colis-row"]')) {
        window.__firstRowAt = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, scripts, clearCache: () => cdp.send('Network.clearBrowserCache') };
}

function weigh(scripts) {
  const side = classify(scripts.map((s) => s.url));
  const app = scripts.filter((s) => side(s.url) === 'app');
  const demo = scripts.filter((s) => side(s.url) === 'demo');
  const kb = (list) => list.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  const name = (s) => `${new URL(s.url).pathname.split('/').pop()} ${(s.bytes / 1024).toFixed(1)} KB ${s.encoding}`;
  return { appKb: kb(app), demoKb: kb(demo), appFiles: app.map(name), demoFiles: demo.map(name) };
}

async function signIn(page) {
  await page.goto(`${BASE}/?demo=reset#/login`);
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill(LOGIN);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Connexion réussie ! Bienvenue sur la plateforme').waitFor();
}

async function measureLogin(browser) {
  const { context, page, scripts } = await freshContext(browser);
  await page.goto(`${BASE}/?demo=reset#/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return weigh(scripts);
}

async function measureSuivi(browser) {
  const { context, page, scripts } = await freshContext(browser);
  await page.goto(`${BASE}/?demo=reset#/suivi`, { waitUntil: 'networkidle' });
  await page.getByLabel('Numéro de suivi').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return weigh(scripts);
}

/** Clicks 'Suivant' in the page and resolves when the first row shows another parcel. */
function pageTwoInPage() {
  return new Promise((resolve, reject) => {
    const firstRow = () => document.querySelector('[data-testid="colis-row"]')?.textContent ?? '';
    const before = firstRow();
    const next = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Suivant');
    if (!next) return reject(new Error('bouton Suivant introuvable'));
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const now = firstRow();
      if (now && now !== before) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    next.click();
    setTimeout(() => reject(new Error('la page 2 ne s’affiche pas')), 30_000);
  });
}

/** Signed in, cold cache: navigation → first row on /#/colis, then the click → page 2. */
async function measureColis(browser, seed) {
  const { context, page, scripts, clearCache } = await freshContext(browser);
  await signIn(page);
  // Both seeds get the same first visit (the large one is chosen here), then a cold reload is timed.
  await page.goto(seed === 'large' ? `${BASE}/?demo=large#/colis` : `${BASE}/#/colis`);
  await page.getByTestId('colis-row').first().waitFor({ timeout: 60_000 });
  await page.goto('about:blank');
  await clearCache();
  scripts.length = 0;
  await page.goto(`${BASE}/#/colis`);
  await page.getByTestId('colis-row').first().waitFor({ timeout: 60_000 });
  // The same moment counted from the app's first API call, i.e. once the demo backend has built
  // its store (10,000 parcels are generated in the browser at each load) and the app has booted.
  const { firstRowMs, bootMs } = await page.evaluate(() => {
    const firstCall = performance.getEntriesByType('resource').find((entry) => /\/api\//.test(entry.name));
    return { firstRowMs: window.__firstRowAt, bootMs: firstCall ? firstCall.startTime : 0 };
  });
  await page.getByText(/^Page 1 sur \d+$/).waitFor();
  const total = await page.getByText(/^Page 1 sur \d+$/).textContent();
  await page.waitForLoadState('networkidle');
  const weight = weigh(scripts);
  const pageTwoMs = await page.evaluate(pageTwoInPage);
  await context.close();
  return { firstRowMs, bootMs, afterBootMs: firstRowMs - bootMs, pageTwoMs, pager: total, ...weight };
}

async function repeat(label, fn) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    runs.push(await fn());
    process.stdout.write(`\r  ${label}: ${run}/${RUNS}`);
  }
  process.stdout.write('\n');
  return runs;
}

async function main() {
  build();
  const server = await serve();
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    console.log(`› ${RUNS} cold loads per figure (Chromium ${browser.version()})`);
    const login = await repeat('/#/login', () => measureLogin(browser));
    const suivi = await repeat('/#/suivi', () => measureSuivi(browser));
    // Standard and large loads alternate, so a busy moment on the machine weighs on both alike.
    const standard = [];
    const large = [];
    await repeat('/#/colis, standard seed then 10,000 parcels', async () => {
      standard.push(await measureColis(browser, 'standard'));
      large.push(await measureColis(browser, 'large'));
    });

    const m = (runs, key) => median(runs.map((r) => r[key]));
    const figures = {
      login_js_app_kb: m(login, 'appKb'),
      login_js_demo_kb: m(login, 'demoKb'),
      colis_js_app_kb: m(standard, 'appKb'),
      colis_js_demo_kb: m(standard, 'demoKb'),
      suivi_js_app_kb: m(suivi, 'appKb'),
      suivi_js_demo_kb: m(suivi, 'demoKb'),
      first_row_standard_ms: m(standard, 'firstRowMs'),
      first_row_large_ms: m(large, 'firstRowMs'),
      boot_standard_ms: m(standard, 'bootMs'),
      boot_large_ms: m(large, 'bootMs'),
      first_row_after_boot_standard_ms: m(standard, 'afterBootMs'),
      first_row_after_boot_large_ms: m(large, 'afterBootMs'),
      page_two_standard_ms: m(standard, 'pageTwoMs'),
      page_two_large_ms: m(large, 'pageTwoMs'),
    };
    const ratio = figures.first_row_large_ms / figures.first_row_standard_ms;
    const ratioAfterBoot = figures.first_row_after_boot_large_ms / figures.first_row_after_boot_standard_ms;
    const verdict = (r) => `${(r * 100).toFixed(0)} % (${r <= 1.15 ? 'within' : 'OVER'} the 115 % target)`;
    const rows = [
      ['JS transferred, /#/login (app)', `${figures.login_js_app_kb.toFixed(1)} KB`],
      ['JS transferred, /#/login (demo backend)', `${figures.login_js_demo_kb.toFixed(1)} KB`],
      ['JS transferred, /#/colis (app)', `${figures.colis_js_app_kb.toFixed(1)} KB`],
      ['JS transferred, /#/colis (demo backend)', `${figures.colis_js_demo_kb.toFixed(1)} KB`],
      ['JS transferred, /#/suivi (app)', `${figures.suivi_js_app_kb.toFixed(1)} KB`],
      ['JS transferred, /#/suivi (demo backend)', `${figures.suivi_js_demo_kb.toFixed(1)} KB`],
      ['First parcel row, standard seed (160)', `${figures.first_row_standard_ms.toFixed(0)} ms`],
      ['First parcel row, large seed (10,000)', `${figures.first_row_large_ms.toFixed(0)} ms`],
      ['  large / standard', verdict(ratio)],
      ['App boot to its first API call, standard', `${figures.boot_standard_ms.toFixed(0)} ms`],
      ['App boot to its first API call, large', `${figures.boot_large_ms.toFixed(0)} ms`],
      ['First row after that call, standard', `${figures.first_row_after_boot_standard_ms.toFixed(0)} ms`],
      ['First row after that call, large', `${figures.first_row_after_boot_large_ms.toFixed(0)} ms`],
      ['  large / standard', verdict(ratioAfterBoot)],
      ['Page 2 shown, standard seed', `${figures.page_two_standard_ms.toFixed(0)} ms`],
      ['Page 2 shown, large seed', `${figures.page_two_large_ms.toFixed(0)} ms`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\nMedians of ${RUNS} cold loads (JavaScript as transferred: gzip by vite preview, files under 1 KB uncompressed)`);
    console.log(`${'Figure'.padEnd(width)}  Value`);
    console.log(`${'-'.repeat(width)}  ${'-'.repeat(24)}`);
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);

    mkdirSync(join(root, 'bench-results'), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      runs: RUNS,
      chromium: browser.version(),
      node: process.version,
      medians: figures,
      first_row_ratio_large_over_standard: ratio,
      within_15_percent: ratio <= 1.15,
      first_row_after_boot_ratio_large_over_standard: ratioAfterBoot,
      within_15_percent_after_boot: ratioAfterBoot <= 1.15,
      samples: { login, suivi, colis_standard: standard, colis_large: large },
    };
    writeFileSync(join(root, 'bench-results', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\n› bench-results/bench.json');
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid);
    } catch {
      // already stopped
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
