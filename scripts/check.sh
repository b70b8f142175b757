#!/usr/bin/env bash
# Builds everything under AddressSanitizer + UndefinedBehaviorSanitizer (GCC), runs every test, checks that
# every test binary has test functions, builds the core, the CLI and their suites again with clang's
# sanitizers (which catch stack-use-after-scope GCC's miss) and runs them, then builds the libFuzzer targets
# and runs them, one per core, for a bounded time. Set FUZZ_SECONDS to change the fuzzing time per target (default 25;
# scripts/fuzz.sh runs them longer).
# Compilers run through ccache, keyed on paths relative to the checkout, so that a fresh clone rebuilds only what
# changed since the last check on the machine. The asan preset links the project's libraries shared, so that its
# hundred test binaries do not each carry a static copy of them (2.3 GB; static links took 8 GB and more). With
# TLE_CHECK_PRUNE=1 (the CI entry point sets it) a stage's build tree is removed once the stage has passed, so the
# disk holds one tree at a time.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh ccache
jobs="$(nproc)"
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

# Free space and the size of a build tree, so a run that fills the disk says so plainly.
disk() {
    echo "  disk: $(df -h --output=avail . | tail -n 1 | tr -d ' ') free${1:+, $1 $(du -sh "$1" | cut -f1)}"
}
prune() {
    disk "$1"
    if [ "${TLE_CHECK_PRUNE:-0}" = 1 ]; then rm -rf "$1"; fi
}
disk

echo "== Build (asan preset)"
cmake --preset asan "${launcher[@]}" >/dev/null
cmake --build --preset asan -j "$jobs"

echo "== Every test binary must run at least one test function"
for t in $(find build/asan/tests -type f -name 'tst_*' -executable | sort); do
    n=$(QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0 "$t" -functions | grep -c '()' || true)
    if [ "$n" -eq 0 ]; then
        echo "error: $t has no test functions"
        exit 1
    fi
    echo "  $(basename "$t"): $n test functions"
done

echo "== Tests (asan preset)"
ctest --preset asan -j "$jobs"
prune build/asan

echo "== Core and CLI alone (no GUI modules), clang ASan+UBSan"
cmake --preset core "${launcher[@]}" >/dev/null
cmake --build --preset core -j "$jobs"
ctest --preset core -j "$jobs"
prune build/core

echo "== Fuzz smoke (${FUZZ_SECONDS:-25} s per target)"
cmake --preset fuzz "${launcher[@]}" >/dev/null
cmake --build --preset fuzz -j "$jobs"
# One fuzzer per core; each reports when it ends, and the first failure stops the check.
fuzz_one() {
    local f="$1" name work dict
    name=$(basename "$f")
    work="build/fuzz/corpus/$name"
    mkdir -p "$work"
    cp -n tests/fuzz/corpus/"$name"/* "$work"/ 2>/dev/null || true
    dict="tests/fuzz/${name#fuzz_}.dict"
    [ -f "$dict" ] || dict=tests/fuzz/layout.dict
    if "$f" -max_total_time="${FUZZ_SECONDS:-25}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -dict="$dict" -artifact_prefix="build/fuzz/$name-" "$work" >"build/fuzz/$name.log" 2>&1; then
        echo "  $name"
        grep -E "stat::number_of_executed_units" "build/fuzz/$name.log" | sed 's/^/    /'
    else
        tail -n 60 "build/fuzz/$name.log"
        echo "error: $name found a failure"
        return 1
    fi
}
fuzz_failed() {
    kill $(jobs -p) 2>/dev/null || true
    exit 1
}
running=0
for f in $(find build/fuzz/tests/fuzz -maxdepth 1 -type f -name 'fuzz_*' -executable | sort); do
    if [ "$running" -ge "$jobs" ]; then
        wait -n || fuzz_failed
        running=$((running - 1))
    fi
    fuzz_one "$f" &
    running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
    wait -n || fuzz_failed
    running=$((running - 1))
done
disk build/fuzz
echo "All checks passed."
