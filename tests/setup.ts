import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../src/demo/node';
import { replaceDb } from '../src/demo/db/store';
import { buildSeed } from '../src/demo/seed';

// Every component test talks to the demo backend through the real dataProvider; an unmocked call
// is a failure, not a silent pass. Each test starts from a fresh seed and a clean browser storage.
const seed = buildSeed('standard');

// The CI machine is shared and slow: a first render that lazy-loads a page may need more than 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  replaceDb(structuredClone(seed));
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
