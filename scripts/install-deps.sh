#!/usr/bin/env bash
# Installs the project's packages when they are missing or older than package-lock.json, and says
# so first: on a fresh clone `npm ci` takes one to two minutes and prints little on its own.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installation des dépendances (npm ci, 1 à 2 minutes la première fois, environ 600 Mo)…"
  start=$SECONDS
  npm ci --no-audit --no-fund
  echo "Dépendances installées en $((SECONDS - start)) s."
fi
