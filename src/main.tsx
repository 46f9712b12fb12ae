import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isDemoMode } from './config/env';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');
const root = createRoot(container);

/** The public tracking page is what customers open on their phones: it never loads the back-office. */
const isPublicTracking = (hash: string) => /^#\/suivi(\?|\/|$)/.test(hash);

async function boot(): Promise<void> {
  if (isDemoMode) {
    const { startDemoBackend } = await import('./demo/browser');
    await startDemoBackend();
  }
  if (isPublicTracking(window.location.hash)) {
    const { TrackingApp } = await import('./custom-pages/suivi/TrackingApp');
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
  const { App } = await import('./App');
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
