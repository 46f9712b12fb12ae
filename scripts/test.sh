#!/usr/bin/env bash
# The whole test suite, on a fresh machine: install, type-check, lint, unit and component tests,
# production build, end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
bash scripts/ensure-browser.sh
echo "== Type-check"; npx tsc --noEmit -p tsconfig.json
echo "== Lint"; npx eslint . --max-warnings 0
echo "== Unit and component tests"; npx vitest run
echo "== The demo API server and the contract check (processes)"; npx vitest run -c vitest.server.config.ts
echo "== Production build"; npx vite build
echo "== End-to-end tests (Chromium)"; E2E_SKIP_BUILD=1 npx playwright test
echo "== Real-server journeys (deployable build, config.json, npm run server)"; npx playwright test -c playwright.server.config.ts
