import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TrackingApp } from './custom-pages/suivi/TrackingApp';
import { isDemoMode } from './config/env';

/** The public tracking page alone; in demo mode it answers from this browser's demo store. */
export async function bootTracking(container: HTMLElement): Promise<void> {
  // `import.meta.env.VITE_API_URL` is a literal after the build: pointed at a real server, the demo
  // backend is dropped from the bundle, not merely left unloaded.
  if (!import.meta.env.VITE_API_URL && isDemoMode) (await import('./demo/publicTransport')).installPublicDemoTransport();
  createRoot(container).render(
    <StrictMode>
      <TrackingApp />
    </StrictMode>,
  );
}
