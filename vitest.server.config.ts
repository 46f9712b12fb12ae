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
    fileParallelism: false,
  },
});
