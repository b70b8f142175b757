#!/usr/bin/env bash
# Regenerates the CLI answers that tests/core/tst_clisnapshots.cpp holds the CLI to, running BINARY from the source
# root for every line of
#   tests/data/cli-snapshots/commands.txt  NAME<TAB>EXIT<TAB>ARGS: the small goldens of the contract's shape,
#                                          stdout written to NAME.out;
#   tests/data/cli-snapshots/digests.txt   NAME<TAB>EXIT<TAB>SHA256<TAB>ARGS: every answer held byte for byte by
#                                          the SHA-256 of its stdout.
# Arguments are separated by spaces (a double-quoted one may hold spaces). The EXIT column records the exit code;
# goldens no line names are removed. The CLI's JSON is a public contract: run this only when an answer is meant
# to change, and read the diff before keeping it.
# Usage: scripts/update-cli-snapshots.sh build/dev/app/tensor-layout-cli
set -euo pipefail

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 BINARY (the built tensor-layout-cli)" >&2
    exit 2
fi
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
cd "$(dirname "$0")/.."
dir=tests/data/cli-snapshots
# The binary answers in the C locale whatever the environment; exports, which need Qt, stay offscreen.
export LC_ALL=C QT_QPA_PLATFORM=offscreen

# Splits $1 as the test does into the array `args`.
split_args() {
    args=()
    local text="$1" current="" quoted=0 in_arg=0 c i
    for ((i = 0; i < ${#text}; i++)); do
        c="${text:i:1}"
        if [ "$c" = '"' ]; then
            quoted=$((1 - quoted))
            in_arg=1
        elif [ "$c" = ' ' ] && [ "$quoted" -eq 0 ]; then
            [ "$in_arg" -eq 1 ] && args+=("$current")
            current=""
            in_arg=0
        else
            current+="$c"
            in_arg=1
        fi
    done
    if [ "$in_arg" -eq 1 ]; then
        args+=("$current")
    fi
}

# Runs the command line $1 with stdout to the file $2; sets `code`.
answer() {
    split_args "$1"
    code=0
    "$binary" "${args[@]}" >"$2" 2>/dev/null || code=$?
}

updated="$(mktemp)"
scratch="$(mktemp)"
trap 'rm -f "$updated" "$scratch"' EXIT

declare -A named=()
count=0
while IFS= read -r line || [ -n "$line" ]; do
    if [ -z "${line//[[:space:]]/}" ] || [ "${line:0:1}" = "#" ]; then
        printf '%s\n' "$line" >>"$updated"
        continue
    fi
    IFS=$'\t' read -r name _ rest <<<"$line"
    answer "$rest" "$dir/$name.out"
    printf '%s\t%s\t%s\n' "$name" "$code" "$rest" >>"$updated"
    named["$name.out"]=1
    count=$((count + 1))
done <"$dir/commands.txt"
cp "$updated" "$dir/commands.txt"

for file in "$dir"/*.out; do
    if [ -z "${named[$(basename "$file")]:-}" ]; then
        echo "removed $file (no line names it)"
        rm -f "$file"
    fi
done

: >"$updated"
digests=0
while IFS= read -r line || [ -n "$line" ]; do
    if [ -z "${line//[[:space:]]/}" ] || [ "${line:0:1}" = "#" ]; then
        printf '%s\n' "$line" >>"$updated"
        continue
    fi
    IFS=$'\t' read -r name _ _ rest <<<"$line"
    answer "$rest" "$scratch"
    digest="$(sha256sum "$scratch" | cut -d' ' -f1)"
    printf '%s\t%s\t%s\t%s\n' "$name" "$code" "$digest" "$rest" >>"$updated"
    digests=$((digests + 1))
done <"$dir/digests.txt"
cp "$updated" "$dir/digests.txt"
echo "$count goldens and $digests digests in $dir"
