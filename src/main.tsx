import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isDemoMode } from './config/env';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');
const root = createRoot(container);

/** The public tracking page is what customers open on their phones: it never loads the back-office. */
const isPublicTracking = (hash: string) => /^#\/suivi(\?|\/|$)/.test(hash);

async function startDemo(): Promise<void> {
  // `import.meta.env.VITE_API_URL` is a literal after the build: pointed at a real server, the
  // demo backend is dropped from the bundle, not merely left unloaded.
  if (import.meta.env.VITE_API_URL || !isDemoMode) return;
  const { startDemoBackend } = await import('./demo/browser');
  await startDemoBackend();
}

async function boot(): Promise<void> {
  // The screens download while the demo backend starts (no waterfall); nothing renders, so no
  // call leaves, before both are ready.
  const demo = startDemo();
  if (isPublicTracking(window.location.hash)) {
    const [{ TrackingApp }] = await Promise.all([import('./custom-pages/suivi/TrackingApp'), demo]);
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
  const [{ App }] = await Promise.all([import('./App'), demo]);
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
