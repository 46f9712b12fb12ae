import type { DemoBackend } from './demo/browser';
import { isDemoMode } from './config/env';

/**
 * The first file every page loads, kept tiny: it only chooses what to boot and starts every
 * download at once. The public tracking page (what customers open on their phones) never loads the
 * back-office. The back-office asks for React, its code, its first screen's data and, in demo mode,
 * the demo backend together (no waterfall); the first render waits for the code only, the
 * requests wait for the backend.
 */
const container = document.getElementById('root');

/** A literal after the build: pointed at a real server (VITE_API_URL), the demo backend is not even in the bundle. */
const demoMode = !import.meta.env.VITE_API_URL && isDemoMode;

const isPublicTracking = (hash: string) => /^#\/suivi(\?|\/|$)/.test(hash);
/** The parcel list, with or without its URL filters: the first screen once signed in. */
const isParcelList = (hash: string) => /^#\/colis\/?(\?|$)/.test(hash);

let demoBackend: Promise<DemoBackend> | null = null;
/** The demo backend, loaded once, on first need. */
const loadDemoBackend = (): Promise<DemoBackend> => {
  demoBackend ??= import('./demo/browser').then(({ startDemoBackend }) => startDemoBackend());
  return demoBackend;
};

function showStartFailure(error: unknown): void {
  if (!container) return;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'padding: 24px; font-family: system-ui';
  const title = document.createElement('h1');
  title.textContent = 'Impossible de démarrer l’application';
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  alert.append(title, detail);
  container.replaceChildren(alert);
}

async function bootTracking(root: HTMLElement): Promise<void> {
  const [{ mountTrackingApp }] = await Promise.all([
    import('./custom-pages/suivi/TrackingApp'),
    demoMode ? import('./demo/publicTransport').then((m) => m.installPublicDemoTransport()) : null,
  ]);
  mountTrackingApp(root);
  window.addEventListener('hashchange', () => {
    if (!isPublicTracking(window.location.hash)) window.location.reload();
  });
}

async function bootBackOffice(root: HTMLElement): Promise<void> {
  if (demoMode) void loadDemoBackend();
  // The list's own chunk, with the shell's: not after it (startScreen.ts asks for its first page).
  if (isParcelList(window.location.hash)) void import('./resources/colis/ColisList');
  const transport = demoMode ? import('./demo/transport').then((m) => m.installDemoTransport(loadDemoBackend)) : null;
  const prefetch = Promise.all([import('./startScreen'), transport]).then(([m]) => m.prefetchStartScreen(window.location.hash));
  const [{ renderApp }] = await Promise.all([import('./bootBackOffice'), transport, prefetch]);
  renderApp(root);
}

if (container) {
  (isPublicTracking(window.location.hash) ? bootTracking(container) : bootBackOffice(container)).catch(showStartFailure);
} else {
  throw new Error('Élément #root introuvable');
}
