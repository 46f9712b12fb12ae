import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** The back-office, once its transport and first data request are on their way (see main.ts). */
export function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
