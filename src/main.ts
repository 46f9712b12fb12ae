import type { DemoBackend } from './demo/browser';
import type { FirstPage } from './bootBackOffice';
import { checkServer, loadServerConfig, type ServerConfig } from './config/env';
import { endpoints } from './dataProvider/endpoints';
import { tokenStore } from './dataProvider/tokenStore';
import { loadLocaleData } from './domain/locale';
import { isLargeSeedAsked, startLargeSeedWorker } from './demo/largeSeedWorkerStart';

/**
 * The first file every page loads, kept tiny: it only chooses what to boot and starts every
 * download at once. `config.json` is read while the code loads (see config/env.ts): it decides the
 * server before the first request. The public tracking page (what customers open on their phones)
 * never loads the back-office. The back-office asks for React, its code, its first screen's data
 * and, in demo mode, the demo backend together (no waterfall); the first render waits for the code
 * and for the server to be known (and, for a real one, seen to answer).
 */
const container = document.getElementById('root');

// `import.meta.env.DEMO_EMBEDDED` (see src/vite-env.d.ts) is written in place at each use: a literal
// false there lets the bundler drop the demo's imports from a build without it.

const configured: Promise<ServerConfig> = loadServerConfig();
configured.catch(() => undefined);

const isPublicTracking = (hash: string) => /^#\/suivi(\?|\/|$)/.test(hash);
/** The parcel list, with or without its URL filters: the first screen once signed in. */
const isParcelList = (hash: string) => /^#\/colis\/?(\?|$)/.test(hash);

/** The 10,000-parcel seed: its worker answers the demo backend's requests (see largeSeedWorkerStart.ts). */
const largeSeed = import.meta.env.DEMO_EMBEDDED && isLargeSeedAsked();

/**
 * The demo backend's code for this page's seed: the in-page backend, or the page's side of the
 * worker. Two functions, not one with a condition inside: the minifier would merge the two imports'
 * preloads into one, the in-page backend's, fetched with either seed.
 */
const demoBackendCode: () => Promise<() => DemoBackend> = largeSeed
  ? () => import('./demo/workerBackend').then((module) => module.startWorkerBackend)
  : () => import('./demo/browser').then((module) => module.startDemoBackend);

let demoBackend: Promise<DemoBackend> | null = null;
/** The demo backend, loaded once, on first need. */
const loadDemoBackend = (): Promise<DemoBackend> => {
  demoBackend ??= demoBackendCode().then((start) => start());
  return demoBackend;
};

function showStartFailure(error: unknown): void {
  if (!container) return;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'padding: 24px; font-family: system-ui; max-width: 720px';
  const title = document.createElement('h1');
  title.textContent = 'Impossible de démarrer l’application';
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Réessayer';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(title, detail, retry);
  container.replaceChildren(alert);
}

async function bootTracking(root: HTMLElement): Promise<void> {
  const page = import('./custom-pages/suivi/TrackingApp');
  const demo = import.meta.env.DEMO_EMBEDDED ? import('./demo/publicTransport') : null;
  const server = await configured;
  if (server.apiUrl === '' && demo) (await demo).installPublicDemoTransport();
  (await page).mountTrackingApp(root);
  window.addEventListener('hashchange', () => {
    if (!isPublicTracking(window.location.hash)) window.location.reload();
  });
}

async function bootBackOffice(root: HTMLElement): Promise<void> {
  // Before anything else is asked for: the 10,000-parcel seed's worker fetches its code and builds
  // the seed while the app's own code downloads (see largeSeedWorkerStart.ts).
  if (largeSeed) startLargeSeedWorker();
  // In a build that carries the demo, its code downloads while config.json is read; it starts only in demo mode.
  // The list's own chunk, with the shell's: not after it (startScreen.ts asks for its first page).
  // The first page's own chunk, with the shell's, not after it: the sign-in page when no session is
  // stored (the layout sends a visitor there), else the parcel list (startScreen.ts asks for its first page).
  const hash = window.location.hash;
  const firstPage: FirstPage = tokenStore.getAccess() === null || /^#\/login/.test(hash) ? 'login' : isParcelList(hash) ? 'colis' : null;
  if (firstPage === 'colis') void import('./resources/colis/ColisList');
  if (firstPage === 'login') void import('./custom-pages/login/LoginPage');
  const demoTransport = import.meta.env.DEMO_EMBEDDED ? import('./demo/transport') : null;
  if (import.meta.env.DEMO_EMBEDDED) void demoBackendCode().catch(() => undefined);
  // The in-page demo backend verifies each signed-in call's token with jose, loaded on its first
  // need (demo/tokens.ts): with a session stored the first call is signed in, so jose downloads
  // with the rest instead of after the list's first request (the worker of the 10,000-parcel seed
  // loads its own). Naming the export used keeps jose's chunk to what tokens.ts imports.
  if (import.meta.env.DEMO_EMBEDDED && !largeSeed && firstPage !== 'login') void import('jose').then(({ jwtVerify }) => jwtVerify, () => undefined);
  demoTransport?.catch(() => undefined);
  const server = configured.then(async (config) => {
    if (config.apiUrl === '' && demoTransport) {
      void loadDemoBackend();
      (await demoTransport).installDemoTransport(loadDemoBackend);
    } else {
      await checkServer(config, endpoints.colis.publicTracking);
    }
  });
  const prefetch = Promise.all([import('./startScreen'), server]).then(([m]) => m.prefetchStartScreen(window.location.hash));
  const [{ renderApp, preloadFirstPage }] = await Promise.all([import('./bootBackOffice'), server, prefetch]);
  // A page that cannot load is left to its route, which shows the error.
  await preloadFirstPage(firstPage).catch(() => undefined);
  renderApp(root);
}

if (container) {
  (isPublicTracking(window.location.hash) ? bootTracking(container) : bootBackOffice(container)).catch(showStartFailure);
  // In the next task, once every download above has been asked for: the page is idle until they arrive.
  setTimeout(loadLocaleData);
} else {
  throw new Error('Élément #root introuvable');
}
