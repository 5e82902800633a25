#!/usr/bin/env bash
# Runs the Discord end-to-end suites again and again while other processes keep every core
# busy, to show the suites wait on conditions and not on time.
#
#   scripts/e2e-under-load.sh [RUNS] [HOGS]     (defaults: 20 runs, 2 hogs)
#
# E2E_SUITES names other suites, e.g. E2E_SUITES="cluster::" for the processes sharing one
# Postgres database alone.
#
# Stops at the first failing run (its output is kept in target/e2e-under-load/) and exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-20}
hogs=${2:-2}
# The bot's integration tests are one program (tests/it); these are its Discord suites, by
# module: every test whose name starts with one of them.
default_suites="discord_e2e:: league_e2e:: tables_e2e:: futbol_dash_e2e:: fasisac_e2e:: super_team_e2e::
    replays_e2e:: smoke:: web:: cluster:: slow_clocks::"
# shellcheck disable=SC2206 # the names are words, split on purpose
suites=(--test it -- ${E2E_SUITES:-$default_suites})
logs=target/e2e-under-load
mkdir -p "$logs"

echo "building the suites first (not under load)"
cargo test --locked --test it --no-run >/dev/null 2>&1

pids=()
stop_hogs() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_hogs EXIT
for _ in $(seq "$hogs"); do
    # A process that never sleeps: one busy core each.
    ( while :; do :; done ) &
    pids+=($!)
done
echo "$hogs CPU hogs running (pids ${pids[*]}); $(nproc) cores"

for run in $(seq "$runs"); do
    started=$(date +%s)
    log="$logs/run-$run.log"
    if cargo test --locked "${suites[@]}" >"$log" 2>&1; then
        results=$(grep -E '^test result' "$log" | sed -E 's/^test result: ok\. ([0-9]+) passed.*/\1 passed/' | paste -sd, -)
        echo "run $run/$runs: ok ($results) in $(( $(date +%s) - started )) s"
    else
        echo "run $run/$runs: FAILED in $(( $(date +%s) - started )) s; output in $log"
        grep -E '^test .*FAILED|panicked at' "$log" | head -n 10
        exit 1
    fi
done
echo "all $runs runs passed under $hogs hogs"
