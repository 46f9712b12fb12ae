#!/usr/bin/env bash
# The whole test suite, on a fresh machine: install, type-check and lint, unit and component
# tests, production build, end-to-end journeys in Chromium. Prints how long each stage took.
set -euo pipefail
cd "$(dirname "$0")/.."

durations=()
suite_start=$SECONDS

summary() {
  echo
  echo "== Durations"
  printf '%s\n' "${durations[@]}"
  printf '%-32s %5d s\n' "Total" $((SECONDS - suite_start))
}

# stage NAME COMMAND…: runs one stage, notes its duration; on failure prints the durations so far
# and stops with the stage's exit code.
stage() {
  local name=$1
  shift
  echo
  echo "== $name"
  local start=$SECONDS status=0
  "$@" || status=$?
  durations+=("$(printf '%-32s %5d s%s' "$name" $((SECONDS - start)) "$([ $status -eq 0 ] || echo '  FAILED')")")
  if [ $status -ne 0 ]; then
    summary
    exit $status
  fi
}

# Type-check and lint each use one core: side by side they take the time of the longer one. Their
# output is shown once both are done, one after the other.
static_checks() {
  local dir
  dir=$(mktemp -d)
  npx tsc --noEmit -p tsconfig.json >"$dir/tsc" 2>&1 &
  local tsc=$!
  npx eslint . --max-warnings 0 >"$dir/eslint" 2>&1 &
  local eslint=$!
  local tsc_status=0 eslint_status=0
  wait $tsc || tsc_status=$?
  wait $eslint || eslint_status=$?
  cat "$dir/tsc" "$dir/eslint"
  rm -rf "$dir"
  [ $tsc_status -eq 0 ] && [ $eslint_status -eq 0 ]
}

stage "Install" bash scripts/install-deps.sh
stage "Chromium" bash scripts/ensure-browser.sh
stage "Type-check and lint" static_checks
stage "Unit and component (vitest)" npx vitest run
stage "Production build (vite)" npx vite build
stage "Demo API server and contract" npx vitest run -c vitest.server.config.ts
stage "End-to-end (Playwright)" env E2E_SKIP_BUILD=1 npx playwright test
stage "Real-server journeys" npx playwright test -c playwright.server.config.ts
summary
