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

# lane STEP…: runs steps ("name|command") one after the other, noting each one's duration.
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

# two_lanes STEP… -- STEP…: the steps before `--` in one lane, those after it in another, side by
# side (one per core); fails if either lane failed. The first lane prints as it goes (the install
# says what it is doing before it starts); the second lane's output follows once both are done.
two_lanes() {
  local first=() second=() into=first step
  for step in "$@"; do
    if [ "$step" = "--" ]; then into=second; continue; fi
    if [ $into = first ]; then first+=("$step"); else second+=("$step"); fi
  done
  local dir
  dir=$(mktemp -d)
  lane_times="$dir/times"
  : >"$lane_times"
  lane "${first[@]}" &
  local a=$!
  lane "${second[@]}" >"$dir/b" 2>&1 &
  local b=$!
  local a_status=0 b_status=0
  wait $a || a_status=$?
  wait $b || b_status=$?
  cat "$dir/b"
  durations+=("$(cat "$lane_times")")
  rm -rf "$dir"
  [ $a_status -eq 0 ] && [ $b_status -eq 0 ]
}

# The packages and the browser come from two different places (npm, Debian): fetched side by side.
stage "Install and Chromium (2 lanes)" two_lanes "Install|bash scripts/install-deps.sh" -- "Chromium|bash scripts/ensure-browser.sh"
# The type-check; beside it the lint, the two production builds (the demo build the journeys use,
# the deployable build the real-server journeys use) and the Node programs' build (`npm run server`,
# `npm run contract`: scripts/node-build.mjs), which the last stage's two lanes then both find built.
stage "Checks and builds (2 lanes)" two_lanes \
  "Type-check (tsc)|npx tsc --noEmit -p tsconfig.json" \
  -- \
  "Lint (eslint)|npx eslint . --max-warnings 0" \
  "Production build (vite)|npx vite build --logLevel warn" \
  "Deployable build (vite --mode deploy)|npx vite build --mode deploy --outDir dist-deploy --emptyOutDir --logLevel warn" \
  "Node programs build|node scripts/node-build.mjs"
stage "Unit and component (vitest)" npx vitest run
stage "End-to-end (Playwright)" env E2E_SKIP_BUILD=1 npx playwright test
# The real-server journeys run one browser (one worker, one server); the demo API server's tests,
# mostly waiting on the server processes they start, take the other core.
stage "Real-server journeys, server tests (2 lanes)" two_lanes \
  "Real-server journeys|env E2E_SKIP_BUILD=1 npx playwright test -c playwright.server.config.ts" \
  -- \
  "Demo API server and contract|npx vitest run -c vitest.server.config.ts"
summary
