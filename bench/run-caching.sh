#!/usr/bin/env bash
# Caching benchmark: builds bench/caching.cpp in release and runs it (ns per
# request: a cache hit against a hand-written handler serving the same
# bytes, and against the route it saves); with valgrind
# (scripts/install-deps.sh --bench), also the instructions per request of
# each side under callgrind, from two runs of different lengths so that
# setting up does not count.
#
#   bench/run-caching.sh [ROUNDS]
#   NO_CALLGRIND=1                 timing only
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench
b2 -j1 variant=release bench//caching >/dev/null
exe=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name caching | head -n 1)
[[ -x "$exe" ]] || { echo "run-caching: build failed" >&2; exit 1; }
"$exe" "$@"

if [[ -z "${NO_CALLGRIND:-}" ]] && command -v valgrind >/dev/null 2>&1; then
    # instructions SIDE: per request, from runs of 1000 and 11000 requests
    instructions() {
        local a b
        a=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$exe" calls 1000 "$1" 2>&1 |
            awk '/Collected :/ {print $NF}')
        b=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$exe" calls 11000 "$1" 2>&1 |
            awk '/Collected :/ {print $NF}')
        awk -v a="$a" -v b="$b" 'BEGIN {printf "%.0f", (b - a) / 10000}'
    }
    ci=$(instructions cached)
    hi=$(instructions hand)
    ri=$(instructions route)
    echo "callgrind, instructions per request"
    printf '  cache hit                  %8s\n' "$ci"
    printf '  hand-written handler       %8s\n' "$hi"
    printf '  the route it saves         %8s\n' "$ri"
    awk -v a="$ci" -v b="$hi" 'BEGIN {printf "  hit / hand-written        %8.3f\n", a / b}'
    awk -v a="$ci" -v b="$ri" 'BEGIN {printf "  hit / route              %8.3f\n", a / b}'
fi
