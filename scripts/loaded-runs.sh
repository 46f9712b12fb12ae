#!/usr/bin/env bash
# The steadiness proof: the whole `npm test` three times in a row while two busy loops keep both
# cores of the machine busy. Each run's result and duration go to a report file (and the screen);
# each run's full output to its own log next to it. Every run must pass on its first try (no
# retries anywhere).
#
#   bash scripts/loaded-runs.sh                 # report in loaded-runs/report.txt
#   RUNS=1 bash scripts/loaded-runs.sh          # one loaded run
#   LOADED_RUNS_DIR=/tmp/proof bash scripts/loaded-runs.sh
set -uo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-3}
dir=${LOADED_RUNS_DIR:-loaded-runs}
mkdir -p "$dir"
report="$dir/report.txt"

loops=()
stop_loops() {
  local pid
  for pid in "${loops[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${loops[@]}"; do wait "$pid" 2>/dev/null || true; done
  loops=()
}
trap stop_loops EXIT
trap 'exit 130' INT TERM

for _ in 1 2; do
  node -e 'for (;;) {}' &
  loops+=($!)
done

{
  echo "Loaded runs of npm test, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
  echo "Busy loops: ${loops[*]} on $(nproc) cores"
} | tee "$report"

failures=0
for i in $(seq 1 "$runs"); do
  log="$dir/run-$i.log"
  load_before=$(cut -d' ' -f1-3 /proc/loadavg)
  start=$SECONDS
  npm test >"$log" 2>&1
  status=$?
  duration=$((SECONDS - start))
  [ $status -eq 0 ] && result=passed || { result="FAILED (exit $status)"; failures=$((failures + 1)); }
  {
    printf 'Run %d: %s in %dm%02ds (load average before: %s; log: %s)\n' "$i" "$result" $((duration / 60)) $((duration % 60)) "$load_before" "$log"
    # The per-stage durations that scripts/test.sh prints at the end, and vitest's and Playwright's counts.
    sed -n '/^== Durations/,$p' "$log" | sed 's/^/    /'
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +(Tests|Test Files) ' | sed 's/^ */    vitest: /'
    grep -E '^ +[0-9]+ (passed|failed|flaky|skipped)' "$log" | sed 's/^ */    playwright: /'
  } | tee -a "$report"
done

stop_loops
echo "$((runs - failures)) of $runs runs passed." | tee -a "$report"
[ $failures -eq 0 ]
