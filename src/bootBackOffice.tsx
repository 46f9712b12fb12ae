import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, LoginPage } from './App';
import { ColisList } from './resources/colis';

/** The page the first screen shows, when main.ts knows it: the sign-in page or the parcel list. */
export type FirstPage = 'login' | 'colis' | null;

/**
 * The first page's code, ready before the first render so it does not suspend (see
 * preloadableLazy): the layout renders it just after its shell (see AppLayout).
 */
export function preloadFirstPage(page: FirstPage): Promise<void> {
  if (page === 'login') return LoginPage.preload();
  if (page === 'colis') return ColisList.preload();
  return Promise.resolve();
}

/** The back-office, once its transport and first data request are on their way (see main.ts). */
export function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
