#!/usr/bin/env node
/**
 * npm run bench — the performance benchmark (not a test): what a first-time visitor gets.
 *
 * Every load runs in a fresh browser context (its own empty HTTP cache, storage and service-worker
 * registrations, like a new profile), in Debian's Chromium driven by Playwright. Signed-in loads of
 * /#/colis get only the stored session and demo store of an earlier sign-in (as admin, the account
 * of the journeys), never its cache. Per target and figure, the median of BENCH_RUNS runs; the
 * targets are measured in turn within each run, so a busy moment weighs on all alike.
 *
 * Figures per target:
 *   - /#/login, /#/colis, /#/suivi: JavaScript requests and bytes (every .js the page asked for,
 *     whoever answered it, a service worker included, counted at its gzip size as the server
 *     sends it), split app / demo backend;
 *   - /#/colis: time from navigation to the first parcel row painted, with the standard seed and the
 *     10,000-parcel seed; long tasks before that row (longest, total blocking time); the page's JS
 *     heap once the list is shown, after a garbage collection (the 10,000-parcel demo backend runs in
 *     a worker, whose heap this does not count); time from 'Suivant' to page 2;
 *   - optionally (BENCH_LIGHTHOUSE=1) Lighthouse mobile scores of /#/login, /#/colis and /#/suivi.
 *
 * Targets (BENCH_TARGETS, comma-separated, default `demo,real`):
 *   - `demo`: this worktree built in demo mode (dist-bench);
 *   - `real`: this worktree built for a real server (VITE_API_URL, dist-bench-real), with its API
 *     on the same server (scripts/server.mjs: the demo backend's dispatcher behind a Node HTTP server);
 *   - `name=dir`: an existing demo-mode build (for example an earlier commit's) served as it is;
 *   - `name=dir@real`: an existing real-server build, served with its API like `real`; it must have
 *     been built for the port it gets (VITE_API_URL=http://127.0.0.1:<BENCH_PORT − its position>).
 * Every target is served by `npm run server -- --static DIR` (each file gzipped once); target i
 * listens on BENCH_PORT − i. Writes bench-results/bench.json.
 *
 * Environment: BENCH_RUNS (default 7), BENCH_PORT (default 4799), BENCH_TARGETS, BENCH_SKIP_BUILD=1,
 * BENCH_LIGHTHOUSE=1 (adds Lighthouse, about 30 s per page), CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(Number(process.env.BENCH_RUNS) || 7, 1);
const PORT = Number(process.env.BENCH_PORT) || 4799;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE === '1';
const LOGIN = 'admin';
const PASSWORD = 'demo1234';
// PreloadTopChromeWebUI: for each new browser window (each fresh context here), Chromium loads its
// own omnibox popup (a WebUI page) in another renderer, about 200 ms of CPU during the very load
// measured (seen in traces); a visitor's browser did that when it started, not as the page loads.
const CHROME_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-features=PreloadTopChromeWebUI'];

function parseTargets() {
  const spec = process.env.BENCH_TARGETS ?? 'demo,real';
  return spec.split(',').map((item, index) => {
    const [name, dir] = item.trim().split('=');
    const port = PORT - index;
    if (name === 'demo' && !dir) return { name, dir: 'dist-bench', kind: 'demo', build: true, port };
    if (name === 'real' && !dir) return { name, dir: 'dist-bench-real', kind: 'real', build: true, port };
    if (!dir) throw new Error(`Cible inconnue « ${item} » : demo, real, nom=dossier ou nom=dossier@real`);
    if (dir.endsWith('@real')) return { name, dir: dir.slice(0, -'@real'.length), kind: 'real', build: false, port };
    return { name, dir, kind: 'demo', build: false, port };
  });
}

function build(target) {
  if (!target.build || process.env.BENCH_SKIP_BUILD) return;
  console.log(`› vite build (${target.name}) → ${target.dir}`);
  const env = { ...process.env };
  if (target.kind === 'real') env.VITE_API_URL = `http://127.0.0.1:${target.port}`;
  else delete env.VITE_API_URL;
  const result = spawnSync('npx', ['vite', 'build', '--outDir', target.dir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('vite build a échoué');
}

async function isUp(url) {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function serve(target) {
  const base = `http://127.0.0.1:${target.port}`;
  if (await isUp(base)) throw new Error(`Le port ${target.port} est déjà pris : choisissez-en un autre avec BENCH_PORT.`);
  // Every target from the same static server, which gzips each file once, as a host serving
  // compressed files does: `vite preview` gzips on every request, and a target it served paid for
  // that against one served by `npm run server` (~5 %). A demo-mode build asks the server nothing
  // else (no config.json there: demo mode); a real-server build calls its API on the same port.
  const args = ['scripts/server.mjs', '--static', target.dir, '--port', String(target.port), '--data', join(tmpdir(), `colis-bench-${target.port}`), '--reset', ...(target.kind === 'real' ? ['--test-hooks'] : [])];
  console.log(`› ${target.name} on ${base}`);
  const server = spawn('node', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await isUp(base)) return { ...target, base, server };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-server.pid);
  throw new Error(`${target.name} ne répond pas sur ${base}`);
}

/**
 * Which served files are the demo backend's, from Vite's build manifest: its chunks (the demo
 * dispatcher, store, seed and handlers) and the chunks only they import (domain rules the demo
 * handlers use, the service worker of older builds). The rest is the app; the `real` target shows
 * what a real-server build loads.
 */
function loadManifest(dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, '.vite', 'manifest.json'), 'utf8'));
  const isDemoChunk = (key, chunk) => key.startsWith('src/demo/') || /^assets\/(demo|demo-store|browser)-/.test(chunk.file);
  const demo = new Set(Object.entries(manifest).filter(([key, chunk]) => isDemoChunk(key, chunk)).map(([, chunk]) => chunk.file));
  const importers = new Map();
  for (const chunk of Object.values(manifest)) {
    for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      const file = manifest[key]?.file;
      if (file) importers.set(file, [...(importers.get(file) ?? []), chunk.file]);
    }
  }
  for (const [file, from] of importers) if (!demo.has(file) && from.every((f) => demo.has(f))) demo.add(file);
  return { isDemo: (path) => demo.has(path) };
}

const gzipSizes = new Map();
function gzipSize(dir, path) {
  const file = join(root, dir, path);
  if (!gzipSizes.has(file)) gzipSizes.set(file, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  return gzipSizes.get(file);
}

function weigh(target, urls) {
  target.manifest ??= loadManifest(target.dir);
  const paths = [...new Set(urls)].map((url) => new URL(url).pathname.replace(/^\//, ''));
  const side = (path) => (/mockServiceWorker\.js$|largeSeedWorker-/.test(path) || target.manifest.isDemo(path) ? 'demo' : 'app');
  const files = paths.map((path) => ({ path, side: side(path), bytes: gzipSize(target.dir, path) }));
  const kb = (list) => list.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const appFiles = files.filter((f) => f.side === 'app');
  const demoFiles = files.filter((f) => f.side === 'demo');
  return {
    jsRequests: files.length,
    jsKb: kb(files),
    appKb: kb(appFiles),
    demoKb: kb(demoFiles),
    files: files.map((f) => `${f.side} ${f.path} ${(f.bytes / 1024).toFixed(1)} KB`),
  };
}

/** A fresh context that records every script the page or a service worker asks for, and the first row. */
async function freshContext(browser, storageState) {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    locale: 'fr-FR',
    timezoneId: 'America/Toronto',
    viewport: { width: 1366, height: 900 },
    storageState,
  });
  const scripts = [];
  context.on('request', (request) => {
    const url = request.url();
    if (/\.m?js(\?|$)/.test(url) && url.startsWith('http')) scripts.push(url);
  });
  const page = await context.newPage();
  // The first row is awaited through this binding, not a locator: a locator makes Playwright
  // compile its own script in the page (about 60 ms of the renderer's main thread, seen in traces)
  // while the page is still loading.
  let firstRowPainted = () => {};
  const painted = new Promise((resolve) => {
    firstRowPainted = resolve;
  });
  await page.exposeBinding('__benchFirstRowPainted', () => firstRowPainted());
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="colis-row"]')) {
        observer.disconnect();
        window.__firstRowAt = performance.now();
        requestAnimationFrame(() => {
          window.__firstRowPaintAt = performance.now();
          void window.__benchFirstRowPainted();
        });
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  });
  return { context, page, scripts, painted };
}

/** The service worker script of a build that registers one (fetched by the browser, not the page). */
async function serviceWorkerScripts(page) {
  return page.evaluate(async () =>
    'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? r.installing?.scriptURL ?? r.waiting?.scriptURL).filter(Boolean) : [],
  );
}

async function measurePublic(browser, target, hash, ready) {
  const { context, page, scripts } = await freshContext(browser);
  const start = Date.now();
  await page.goto(`${target.base}/${hash}`);
  await ready(page).waitFor({ timeout: 60_000 });
  const readyMs = Date.now() - start;
  await page.waitForLoadState('networkidle');
  scripts.push(...(await serviceWorkerScripts(page)));
  await context.close();
  return { readyMs, ...weigh(target, scripts) };
}

/**
 * A real-server target's server holds one seed at a time (a demo-mode page holds its own, in its
 * storage): it is rebuilt with the one about to be measured, before the load, not during it. The
 * tokens stay valid (they are signed, and the users the same in both seeds).
 */
async function holdSeed(target, seed) {
  if (target.kind !== 'real' || target.heldSeed === seed) return;
  const answer = await fetch(`${target.base}/__demo/reset?seed=${seed}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`${target.name} : la graine « ${seed} » n'a pas été chargée (${answer.status})`);
  target.heldSeed = seed;
}

/** Signs in as admin in a throwaway context and keeps only its storage (tokens, demo store). */
async function signedInState(browser, target, seed) {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`${target.base}/${target.kind === 'demo' ? '?demo=reset' : ''}#/login`);
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill(LOGIN);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Connexion réussie ! Bienvenue sur la plateforme').waitFor({ timeout: 60_000 });
  if (seed === 'large') {
    await holdSeed(target, 'large');
    await page.goto(`${target.base}/${target.kind === 'demo' ? '?demo=large' : ''}#/colis`);
    await page.getByTestId('colis-row').first().waitFor({ timeout: 60_000 });
  }
  const state = await context.storageState();
  await context.close();
  return state;
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

/** Signed in, fresh profile: navigation → first row on /#/colis, long tasks, heap, then page 2. */
async function measureColis(browser, target, state) {
  const { context, page, scripts, painted } = await freshContext(browser, state);
  await page.goto(`${target.base}/#/colis`);
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('pas de première ligne en 60 s')), 60_000);
  });
  await Promise.race([painted, late]).finally(() => clearTimeout(timer));
  const { firstRowMs, firstRowPaintMs, longTasks } = await page.evaluate(() => ({
    firstRowMs: window.__firstRowAt,
    firstRowPaintMs: window.__firstRowPaintAt,
    longTasks: window.__longTasks.filter((task) => task.start < window.__firstRowAt),
  }));
  const pager = await page.getByText(/^Page 1 sur \d+$/).textContent();
  await page.waitForLoadState('networkidle');
  scripts.push(...(await serviceWorkerScripts(page)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const pageTwoMs = await page.evaluate(pageTwoInPage);
  await context.close();
  return {
    firstRowMs,
    firstRowPaintMs,
    longestTaskMs: Math.max(0, ...longTasks.map((t) => t.duration)),
    blockingMs: longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    heapMb: usedSize / 1024 / 1024,
    pageTwoMs,
    pager,
    ...weigh(target, scripts),
  };
}

/** Lighthouse mobile (its default emulation) over one page, in a profile holding `state`'s storage. */
async function lighthouse(target, hash, state) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  try {
    if (state) {
      // Put the session in a real profile once, then let Lighthouse load the page in it (cache emptied).
      const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, args: CHROME_ARGS });
      const page = await context.newPage();
      await page.goto(`${target.base}/#/nowhere`);
      await page.evaluate((origins) => {
        for (const origin of origins) for (const { name, value } of origin.localStorage) localStorage.setItem(name, value);
      }, state.origins.filter((o) => o.origin === target.base));
      await context.close();
      rmSync(join(profile, 'Default', 'Cache'), { recursive: true, force: true });
      rmSync(join(profile, 'Default', 'Service Worker'), { recursive: true, force: true });
    }
    const flags = [...CHROME_ARGS, `--user-data-dir=${profile}`].join(' ');
    const result = spawnSync(
      'npx',
      ['--yes', 'lighthouse', `${target.base}/${hash}`, '--quiet', '--output=json', '--output-path=stdout', '--only-categories=performance', `--chrome-flags=${flags}`, ...(state ? ['--disable-storage-reset'] : [])],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) throw new Error(`lighthouse a échoué : ${result.stderr.slice(-500)}`);
    const report = JSON.parse(result.stdout);
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    return { performance: Math.round(report.categories.performance.score * 100), tbtMs: audit('total-blocking-time'), lcpMs: audit('largest-contentful-paint'), fcpMs: audit('first-contentful-paint') };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  const targets = parseTargets();
  for (const target of targets) build(target);
  const served = [];
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const loads = [];
  const sampleLoad = setInterval(() => loads.push(loadavg()[0]), 5000);
  try {
    for (const target of targets) served.push(await serve(target));
    console.log(`› ${RUNS} runs per figure, targets ${served.map((t) => t.name).join(', ')} in turn (Chromium ${browser.version()}, load ${loadavg()[0].toFixed(2)})`);
    const samples = Object.fromEntries(served.map((t) => [t.name, { login: [], suivi: [], standard: [], large: [] }]));
    const states = new Map();
    const stateFor = async (target, seed) => {
      const key = `${target.name}/${seed}`;
      const cached = states.get(key);
      // The access token lasts 15 minutes: a new sign-in well before.
      if (!cached || Date.now() - cached.at > 8 * 60_000) states.set(key, { at: Date.now(), state: await signedInState(browser, target, seed) });
      return states.get(key).state;
    };
    for (let run = 1; run <= RUNS; run += 1) {
      for (const target of served) {
        const s = samples[target.name];
        s.login.push(await measurePublic(browser, target, '#/login', (page) => page.getByRole('button', { name: 'Se connecter' })));
        s.suivi.push(await measurePublic(browser, target, '#/suivi', (page) => page.getByLabel('Numéro de suivi')));
        for (const seed of ['standard', 'large']) {
          const state = await stateFor(target, seed);
          await holdSeed(target, seed);
          const measured = await measureColis(browser, target, state);
          // The list's pager says which seed answered (10 rows a page): 16 pages or 1,000.
          const pages = Number(measured.pager?.match(/sur (\d+)$/)?.[1]);
          if ((seed === 'large') !== pages >= 500) throw new Error(`${target.name} : « ${measured.pager} » avec la graine « ${seed} »`);
          s[seed].push(measured);
        }
      }
      process.stdout.write(`\r  run ${run}/${RUNS} (load ${loadavg()[0].toFixed(2)})`);
    }
    process.stdout.write('\n');

    const lighthouseFigures = {};
    if (LIGHTHOUSE) {
      // Page by page, the targets in turn (as the runs above): a busy moment weighs on all alike.
      for (const target of served) lighthouseFigures[target.name] = {};
      for (const [page, hash] of [['login', '#/login'], ['colis', '#/colis'], ['suivi', '#/suivi']]) {
        for (const target of served) {
          console.log(`› lighthouse ${hash} (${target.name}, load ${loadavg()[0].toFixed(2)})`);
          const state = page === 'colis' ? await stateFor(target, 'standard') : undefined;
          await holdSeed(target, 'standard');
          lighthouseFigures[target.name][page] = await lighthouse(target, hash, state);
        }
      }
    }

    const m = (runs, key) => median(runs.map((r) => r[key]));
    const figures = {};
    for (const target of served) {
      const s = samples[target.name];
      figures[target.name] = {
        login_js_requests: m(s.login, 'jsRequests'),
        login_js_kb: m(s.login, 'jsKb'),
        login_js_app_kb: m(s.login, 'appKb'),
        login_ready_ms: m(s.login, 'readyMs'),
        colis_js_requests: m(s.standard, 'jsRequests'),
        colis_js_kb: m(s.standard, 'jsKb'),
        colis_js_app_kb: m(s.standard, 'appKb'),
        colis_js_demo_kb: m(s.standard, 'demoKb'),
        suivi_js_requests: m(s.suivi, 'jsRequests'),
        suivi_js_kb: m(s.suivi, 'jsKb'),
        suivi_js_app_kb: m(s.suivi, 'appKb'),
        suivi_ready_ms: m(s.suivi, 'readyMs'),
        first_row_standard_ms: m(s.standard, 'firstRowPaintMs'),
        first_row_large_ms: m(s.large, 'firstRowPaintMs'),
        first_row_ratio_large_over_standard: m(s.large, 'firstRowPaintMs') / m(s.standard, 'firstRowPaintMs'),
        longest_task_before_first_row_ms: m(s.standard, 'longestTaskMs'),
        blocking_before_first_row_ms: m(s.standard, 'blockingMs'),
        longest_task_before_first_row_large_ms: m(s.large, 'longestTaskMs'),
        heap_standard_mb: m(s.standard, 'heapMb'),
        heap_large_mb: m(s.large, 'heapMb'),
        heap_ratio_large_over_standard: m(s.large, 'heapMb') / m(s.standard, 'heapMb'),
        page_two_standard_ms: m(s.standard, 'pageTwoMs'),
        page_two_large_ms: m(s.large, 'pageTwoMs'),
        ...(lighthouseFigures[target.name] ? { lighthouse: lighthouseFigures[target.name] } : {}),
      };
    }

    const rows = [
      ['/#/login JS: requests', (f) => f.login_js_requests],
      ['/#/login JS: KB (app)', (f) => `${f.login_js_kb.toFixed(1)} (${f.login_js_app_kb.toFixed(1)})`],
      ['/#/colis JS: requests', (f) => f.colis_js_requests],
      ['/#/colis JS: KB (app)', (f) => `${f.colis_js_kb.toFixed(1)} (${f.colis_js_app_kb.toFixed(1)})`],
      ['/#/suivi JS: requests', (f) => f.suivi_js_requests],
      ['/#/suivi JS: KB (app)', (f) => `${f.suivi_js_kb.toFixed(1)} (${f.suivi_js_app_kb.toFixed(1)})`],
      ['First row, standard seed (ms)', (f) => f.first_row_standard_ms.toFixed(0)],
      ['First row, 10,000 parcels (ms)', (f) => f.first_row_large_ms.toFixed(0)],
      ['  ratio large / standard', (f) => f.first_row_ratio_large_over_standard.toFixed(2)],
      ['Longest task before first row (ms)', (f) => f.longest_task_before_first_row_ms.toFixed(0)],
      ['Blocking time before first row (ms)', (f) => f.blocking_before_first_row_ms.toFixed(0)],
      ['Longest task, 10,000 parcels (ms)', (f) => f.longest_task_before_first_row_large_ms.toFixed(0)],
      ['Heap, standard seed (MB)', (f) => f.heap_standard_mb.toFixed(1)],
      ['Heap, 10,000 parcels (MB)', (f) => f.heap_large_mb.toFixed(1)],
      ['  ratio large / standard', (f) => f.heap_ratio_large_over_standard.toFixed(2)],
      ['Page 2, standard / large (ms)', (f) => `${f.page_two_standard_ms.toFixed(0)} / ${f.page_two_large_ms.toFixed(0)}`],
      ['/#/login ready (ms)', (f) => f.login_ready_ms.toFixed(0)],
      ['/#/suivi ready (ms)', (f) => f.suivi_ready_ms.toFixed(0)],
    ];
    if (LIGHTHOUSE) {
      const lh = (page) => (f) => (f.lighthouse ? `${f.lighthouse[page].performance} / ${Math.round(f.lighthouse[page].tbtMs)}` : '—');
      rows.push(['Lighthouse login: perf / TBT ms', lh('login')], ['Lighthouse colis: perf / TBT ms', lh('colis')], ['Lighthouse suivi: perf / TBT ms', lh('suivi')]);
    }
    const width = Math.max(...rows.map(([label]) => label.length));
    const load = { at_start: loads[0] ?? loadavg()[0], median: median(loads), max: Math.max(...loads, 0) };
    console.log(`\nMedians of ${RUNS} runs, fresh profile each (JS at gzip size); 1-min load average median ${load.median?.toFixed(2)}, max ${load.max.toFixed(2)} on ${2} cores`);
    console.log(['Figure'.padEnd(width), ...served.map((t) => t.name.padStart(16))].join('  '));
    for (const [label, value] of rows) console.log([label.padEnd(width), ...served.map((t) => String(value(figures[t.name])).padStart(16))].join('  '));

    mkdirSync(join(root, 'bench-results'), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      runs: RUNS,
      chromium: browser.version(),
      node: process.version,
      load_average: load,
      targets: served.map(({ name, dir, kind }) => ({ name, dir, kind })),
      medians: figures,
      samples,
    };
    writeFileSync(join(root, 'bench-results', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\n› bench-results/bench.json');
  } finally {
    clearInterval(sampleLoad);
    await browser.close();
    for (const target of served) {
      try {
        process.kill(-target.server.pid);
      } catch {
        // already stopped
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
