#!/usr/bin/env bash
# Starts the app on the demo backend (no server needed) and opens the login page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
unset VITE_API_URL
port="${PORT:-5781}"
echo "Démarrage sur http://localhost:${port}/#/login (compte à essayer : admin / demo1234)…"
exec npx vite --port "$port" --strictPort --open /#/login
