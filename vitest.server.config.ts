import { defineConfig } from 'vitest/config';

/**
 * The tests of `npm run server` and `npm run contract` as programs: each starts the real server
 * process (scripts/server.mjs) on a port of its own and a temporary data folder, under Node (no
 * browser environment, no in-page demo backend). `npx vitest run -c vitest.server.config.ts`.
 */
export default defineConfig({
  test: {
    environment: 'node',
    globals: false,
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/compileOnce.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time: the tests mostly wait on the server processes they start (44 tests, 34 s
    // of CPU in 100 to 140 s on the loaded machine); each file has its own ports and data folder.
    // Beside the real-server journeys, the last stage went from 143 to 114 s under load.
    maxWorkers: 2,
  },
});
