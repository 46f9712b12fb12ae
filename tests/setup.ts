import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../src/demo/node';
import { replaceDb } from '../src/demo/db/store';
import { forgetRateLimits } from '../src/demo/rateLimit';
import { buildSeed } from '../src/demo/seed';
import { clearTrackingCache } from '../src/dataProvider/trackingClient';
import { clearAddressSchemaCache } from '../src/dataProvider/methods/colisCreation';
import { guardConsole } from './console';

// Every component test talks to the demo backend through the real dataProvider; an unmocked call
// is a failure, not a silent pass. Each test starts from a fresh seed and a clean browser storage.
const seed = buildSeed('standard');

// An unannounced console.error or console.warn fails the test (see tests/console.ts). Registered
// first, so that its check runs last, after the screen is unmounted.
guardConsole();

// The machine is shared and slow: a first render that lazy-loads a page may need more than 1 s.
// This is how long findBy… and waitFor wait for the app's state, not a delay: they return as soon
// as it shows.
configure({ asyncUtilTimeout: 5000 });

// Three gaps of happy-dom (the component tests' document) where a browser behaves otherwise:
// - a changed fragment (`location.hash = '#/login'`) fires `hashchange` but not `popstate`, which is
//   what a browser also fires and what React Router's hash history listens to;
// - a click on a download link (`<a download>`) is followed as a navigation, which leaves the page
//   on a blob: URL; a browser saves the file and stays;
// - `String(element)` is the element's whole outerHTML, where a browser answers « [object
//   HTMLDivElement] » (a link, its href: happy-dom's anchors keep theirs). MUI's popper asks it of
//   the page's root on every position of a menu, select or tooltip (`getWindow`), and serialized the
//   whole document each time: 5 % of the CPU of a component file that opens menus.
if (typeof window !== 'undefined') {
  Element.prototype.toString = Node.prototype.toString;
  window.addEventListener('hashchange', () => window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state })));
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[download]')) event.preventDefault();
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  replaceDb(structuredClone(seed));
  forgetRateLimits();
  // The pure unit tests run in Node, without a browser's storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  // The `unit` project's files share their worker's modules (vitest.config.ts): what a file changed
  // goes back before the next file — the clock, spies and stubs, the app's in-memory caches.
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  clearTrackingCache();
  clearAddressSchemaCache();
});
