#!/usr/bin/env bash
# Coding benchmark: builds bench/coding.cpp in
# release and runs it (ns per call, encode_response against zlib called by
# hand, and its Brotli against libbrotli called by hand); with valgrind
# (scripts/install-deps.sh --bench), also the instructions per call of
# each side under callgrind, from two runs of
# different lengths so that setting up does not count.
#
#   bench/run-coding.sh [ROUNDS]
#   NO_CALLGRIND=1                 timing only
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench
b2 -j1 variant=release bench//coding >/dev/null
exe=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name coding | head -n 1)
[[ -x "$exe" ]] || { echo "run-coding: build failed" >&2; exit 1; }
"$exe" "$@"

if [[ -z "${NO_CALLGRIND:-}" ]] && command -v valgrind >/dev/null 2>&1; then
    # instructions SIDE: per request, from runs of 20 and 120 calls
    instructions() {
        local a b
        a=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$exe" calls 20 "$1" 2>&1 |
            awk '/Collected :/ {print $NF}')
        b=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$exe" calls 120 "$1" 2>&1 |
            awk '/Collected :/ {print $NF}')
        awk -v a="$a" -v b="$b" 'BEGIN {printf "%.0f", (b - a) / 100}'
    }
    ri=$(instructions route)
    hi=$(instructions hand)
    bri=$(instructions br)
    bhi=$(instructions br-hand)
    echo "callgrind, instructions per call"
    printf '  encode_response, gzip      %8s\n' "$ri"
    printf '  zlib by hand               %8s\n' "$hi"
    awk -v a="$ri" -v b="$hi" 'BEGIN {printf "  ratio                      %8.3f\n", a / b}'
    printf '  encode_response, br        %8s\n' "$bri"
    printf '  libbrotli by hand          %8s\n' "$bhi"
    awk -v a="$bri" -v b="$bhi" 'BEGIN {printf "  ratio                      %8.3f\n", a / b}'
fi
