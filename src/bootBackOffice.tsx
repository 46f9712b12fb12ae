import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, LoginPage } from './App';

/** The page the first screen shows, when main.ts knows it: the sign-in page or the parcel list. */
export type FirstPage = 'login' | 'colis' | null;

/**
 * The sign-in page's code, ready before the first render so it does not suspend (see
 * preloadableLazy). Not the list's: rendered with the shell, it made the longest task before its
 * first row about twice as long (the bench, 3 runs, twice), while its first row came no sooner.
 */
export function preloadFirstPage(page: FirstPage): Promise<void> {
  return page === 'login' ? LoginPage.preload() : Promise.resolve();
}

/** The back-office, once its transport and first data request are on their way (see main.ts). */
export function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
