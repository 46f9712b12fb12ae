import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Unit tests that need a browser's document, storage or files: they run in happy-dom, all the files
 * of a worker in one document and one module graph as the Node unit tests (no screen is rendered,
 * so no file leaves styles behind; tests/setup.ts resets the store, storage, handlers and mocks).
 * Every other unit test runs in Node, which starts in a fraction of the time.
 */
const unitInBrowser = [
  'authProvider',
  'bordereauWorkflow',
  'bulkLabels',
  'chatbot',
  'contract',
  'demoDispatcher',
  'demoRefusals',
  'demoTabs',
  'endpointAccess',
  'httpClient',
  'largeSeedWorkerStart',
  'parcelHandlers',
  'permissions',
  'runtimeConfig',
  'safeUrl',
  'tokenRefresh',
  'userStore',
  'wizardDraft',
].map((name) => `tests/unit/${name}.test.ts`);

export default defineConfig({
  plugins: [react()],
  test: {
    globals: false,
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    pool: 'threads',
    // Vitest's default on a 2-core machine is one worker (cores − 1); the main process mostly
    // waits for its workers, so one worker per core finishes the run much sooner.
    maxWorkers: 2,
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: ['tests/unit/**/*.test.ts'],
          exclude: unitInBrowser,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'happy-dom',
          // Each file in a fresh document paid the app's and the demo backend's import again (18
          // files: 79 s of CPU; shared: 25 s, the same 623 tests, in any file order).
          isolate: false,
          include: unitInBrowser,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          // happy-dom rather than jsdom: the same 874 tests in 134 s instead of 172 (its DOM queries and
          // styles are cheaper). Where it differs from a browser, tests/setup.ts says how it is evened.
          environment: 'happy-dom',
          // A guard against a hang, as Playwright's 60 s, for every component file (they no longer set
          // their own 30 or 45 s): component journeys took over 20, 30 and 45 s at load 16 (three
          // helpers and their browsers on two cores) and failed on the guard alone.
          testTimeout: 60_000,
          include: ['tests/unit/**/*.test.tsx', 'tests/components/**/*.test.tsx'],
        },
      },
    ],
  },
});
