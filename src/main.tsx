import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isDemoMode } from './config/env';
import type { DemoBackend } from './demo/browser';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');
const root = createRoot(container);

/** The public tracking page is what customers open on their phones: it never loads the back-office. */
const isPublicTracking = (hash: string) => /^#\/suivi(\?|\/|$)/.test(hash);

/**
 * `import.meta.env.VITE_API_URL` is a literal after the build: pointed at a real server, the demo
 * backend is dropped from the bundle, not merely left unloaded.
 */
const demoMode = !import.meta.env.VITE_API_URL && isDemoMode;

let demoBackend: Promise<DemoBackend> | null = null;
/** The demo backend, loaded once, on first need; requests wait for it, the first render does not. */
const loadDemoBackend = (): Promise<DemoBackend> => {
  demoBackend ??= import('./demo/browser').then(({ startDemoBackend }) => startDemoBackend());
  return demoBackend;
};

async function boot(): Promise<void> {
  if (isPublicTracking(window.location.hash)) {
    const [{ TrackingApp }] = await Promise.all([import('./custom-pages/suivi/TrackingApp'), demoMode ? import('./demo/publicTransport').then((m) => m.installPublicDemoTransport()) : null]);
    window.addEventListener('hashchange', () => {
      if (!isPublicTracking(window.location.hash)) window.location.reload();
    });
    root.render(
      <StrictMode>
        <TrackingApp />
      </StrictMode>,
    );
    return;
  }
  // The demo backend, the screens and the transport download together (no waterfall).
  if (demoMode) void loadDemoBackend();
  const [{ App }] = await Promise.all([import('./App'), demoMode ? import('./demo/transport').then((m) => m.installDemoTransport(loadDemoBackend)) : null]);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  root.render(
    <div role="alert" style={{ padding: 24, fontFamily: 'system-ui' }}>
      <h1>Impossible de démarrer l’application</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </div>,
  );
});
