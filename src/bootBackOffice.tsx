import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DemoBackend } from './demo/browser';
import { isDemoMode } from './config/env';

/** A literal after the build: pointed at a real server (VITE_API_URL), the demo backend is not even in the bundle. */
const demoMode = !import.meta.env.VITE_API_URL && isDemoMode;

let demoBackend: Promise<DemoBackend> | null = null;
/** The demo backend, loaded once, on first need; requests wait for it, the first render does not. */
const loadDemoBackend = (): Promise<DemoBackend> => {
  demoBackend ??= import('./demo/browser').then(({ startDemoBackend }) => startDemoBackend());
  return demoBackend;
};

/**
 * The back-office: its code, the demo backend, the transport and the start screen's data all start
 * at once (no waterfall); the first render waits for the app's code only, requests for the backend.
 */
export async function bootBackOffice(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  if (demoMode) void loadDemoBackend();
  const transport = demoMode ? import('./demo/transport').then((m) => m.installDemoTransport(loadDemoBackend)) : null;
  const prefetch = Promise.all([import('./startScreen'), transport]).then(([m]) => m.prefetchStartScreen(window.location.hash));
  const [{ App }] = await Promise.all([import('./App'), transport, prefetch]);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
