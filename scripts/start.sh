#!/usr/bin/env bash
# Starts the app on the demo backend (no server needed) and opens the login page.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
unset VITE_API_URL
exec npx vite --port "${PORT:-5781}" --strictPort --open /#/login
