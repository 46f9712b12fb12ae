import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * The real-server journeys: the deployable build (`npm run build`, no demo inside), its config.json
 * pointing at `npm run server` (started fresh with --reset and a temporary data folder), served by a
 * plain static server under docs/deploying.md's sample Content-Security-Policy. The app and the API are on
 * two origins, as in production: CORS, Authorization headers and the WebSocket are real.
 * `E2E_PORT` serves the app, the API listens on the next port; `E2E_OUTDIR`-deploy holds the build.
 */
const port = Number(process.env.E2E_PORT ?? 4797);
const apiPort = port + 1;
const outDir = `${process.env.E2E_OUTDIR ?? 'dist'}-deploy`;
const api = `http://127.0.0.1:${apiPort}`;
const dataDir = join(tmpdir(), `colis-e2e-server-${apiPort}`);

/** The sample policy of docs/deploying.md, with the test's API for api.example.com. */
function readmePolicy(): string {
  const line = readFileSync('docs/deploying.md', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Content-Security-Policy: '));
  if (!line) throw new Error('docs/deploying.md : la Content-Security-Policy d’exemple est introuvable');
  return line.replace('Content-Security-Policy: ', '').replaceAll('https://api.example.com', api).replaceAll('wss://api.example.com', api.replace(/^http/, 'ws'));
}

// Read by the specs (workers load this file too).
process.env.E2E_API = api;
process.env.E2E_DEPLOY_DIR = outDir;

const build = `npx vite build --mode deploy --outDir ${outDir} --emptyOutDir --logLevel warn && `;

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-server',
  // One server, one store: the journeys reset it in turn.
  workers: 1,
  outputDir: `test-results/${port}-server`,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'real-server', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/server.mjs --port ${apiPort} --data ${dataDir} --reset --test-hooks --origin http://127.0.0.1:${port}`,
      url: `${api}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        `${process.env.E2E_SKIP_BUILD ? '' : build}node scripts/configure.mjs --dir ${outDir} --api ${api} && ` +
        `node scripts/serve-static.mjs ${outDir} --port ${port} --csp "${readmePolicy()}"`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
