#!/usr/bin/env bash
# Runs every libFuzzer target of the `fuzz` preset for FUZZ_SECONDS each (default 600), FUZZ_JOBS at a time
# (default 2), each from its seed corpus with its dictionary, and prints the executions, the coverage and
# whether it found anything. Build first: cmake --preset fuzz && cmake --build --preset fuzz.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-600}"
jobs="${FUZZ_JOBS:-2}"
out=build/fuzz/long
mkdir -p "$out"

run_one() {
    local f="$1" name
    name=$(basename "$f")
    local work="$out/corpus-$name"
    mkdir -p "$work"
    cp -n tests/fuzz/corpus/"$name"/* "$work"/ 2>/dev/null || true
    local dict="tests/fuzz/${name#fuzz_}.dict"
    [ -f "$dict" ] || dict=tests/fuzz/layout.dict
    "$f" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -dict="$dict" \
        -artifact_prefix="$out/$name-" "$work" >"$out/$name.log" 2>&1
    local status=$?
    local execs cov
    execs=$(grep -oE "stat::number_of_executed_units: *[0-9]+" "$out/$name.log" | grep -oE "[0-9]+$")
    cov=$(grep -oE "cov: [0-9]+ ft: [0-9]+" "$out/$name.log" | tail -n 1)
    if [ "$status" -eq 0 ]; then
        echo "$name: ${execs:-?} executions, $cov, no findings"
    else
        echo "$name: FOUND A FAILURE after ${execs:-?} executions (see $out/$name.log)"
    fi
}
export -f run_one
export out seconds

find build/fuzz/tests/fuzz -maxdepth 1 -type f -name 'fuzz_*' -executable | sort |
    xargs -P "$jobs" -I{} bash -c 'run_one "$@"' _ {}
