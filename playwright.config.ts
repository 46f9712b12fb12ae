import { defineConfig, devices } from '@playwright/test';

// Each developer (or CI) may run its own server: E2E_PORT and E2E_OUTDIR keep parallel runs apart.
const port = Number(process.env.E2E_PORT ?? 4791);
const outDir = process.env.E2E_OUTDIR ?? 'dist';
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers for two cores (E2E_WORKERS for another machine). No retry, in CI too: a journey
  // that passes only on its second try hides a race, which is to be fixed, not retried.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
    locale: 'fr-FR',
    timezoneId: 'America/Toronto',
    // A failed journey keeps its trace (every action with the DOM before and after, the network, the
    // console) and a screenshot of the moment it failed. The trace's screencast is left out: filming
    // every passing journey cost a quarter of the run's CPU (98 -> 73 s on 33 journeys).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: process.env.E2E_SKIP_BUILD
      ? `npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`
      : `npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
