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
  printf '%-40s %5d s\n' "Total" $((SECONDS - suite_start))
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
  durations+=("$(printf '%-40s %5d s%s' "$name" $((SECONDS - start)) "$([ $status -eq 0 ] || echo '  FAILED')")")
  if [ $status -ne 0 ]; then
    summary
    exit $status
  fi
}

# Two lanes, one per core, each running its steps one after the other: the type-check then the demo
# API server's tests; the lint, then the two production builds (the demo build the journeys use,
# the deployable build the real-server journeys use). Each step's duration is noted; the lanes'
# output is shown once both are done, one after the other.
lane() {
  local step
  for step in "$@"; do
    local name=${step%%|*} start=$SECONDS status=0
    echo "== $name"
    ${step#*|} || status=$?
    printf '  %-38s %5d s%s\n' "$name" $((SECONDS - start)) "$([ $status -eq 0 ] || echo '  FAILED')" >>"$lane_times"
    [ $status -eq 0 ] || return $status
  done
}

checks_and_builds() {
  local dir
  dir=$(mktemp -d)
  lane_times="$dir/times"
  : >"$lane_times"
  lane "Type-check (tsc)|npx tsc --noEmit -p tsconfig.json" \
    "Demo API server and contract|npx vitest run -c vitest.server.config.ts" >"$dir/a" 2>&1 &
  local a=$!
  lane "Lint (eslint)|npx eslint . --max-warnings 0" \
    "Production build (vite)|npx vite build" \
    "Deployable build (vite --mode deploy)|npx vite build --mode deploy --outDir dist-deploy --emptyOutDir --logLevel warn" >"$dir/b" 2>&1 &
  local b=$!
  local a_status=0 b_status=0
  wait $a || a_status=$?
  wait $b || b_status=$?
  cat "$dir/a" "$dir/b"
  durations+=("$(cat "$lane_times")")
  rm -rf "$dir"
  [ $a_status -eq 0 ] && [ $b_status -eq 0 ]
}

stage "Install" bash scripts/install-deps.sh
stage "Chromium" bash scripts/ensure-browser.sh
stage "Checks, builds, server tests (2 lanes)" checks_and_builds
stage "Unit and component (vitest)" npx vitest run
stage "End-to-end (Playwright)" env E2E_SKIP_BUILD=1 npx playwright test
stage "Real-server journeys" env E2E_SKIP_BUILD=1 npx playwright test -c playwright.server.config.ts
summary
