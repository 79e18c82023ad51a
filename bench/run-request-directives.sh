#!/usr/bin/env bash
# Request directives benchmark: builds bench/request_directives.cpp in
# release and runs it (ns per request, route against a hand-written
# handler: four request directives, then cors on a simple cross-origin
# GET); with valgrind (scripts/install-deps.sh --bench), also the
# instructions per request of each side under callgrind, from two runs of
# different lengths so that setting up does not count.
#
#   bench/run-request-directives.sh [ROUNDS]
#   NO_CALLGRIND=1                 timing only
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench
b2 -j1 variant=release bench//request_directives >/dev/null
exe=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name request_directives | head -n 1)
[[ -x "$exe" ]] || { echo "run-request-directives: build failed" >&2; exit 1; }
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
    ri=$(instructions route)
    hi=$(instructions hand)
    echo "callgrind, instructions per request"
    printf '  route directives           %8s\n' "$ri"
    printf '  hand-written handler       %8s\n' "$hi"
    awk -v a="$ri" -v b="$hi" 'BEGIN {printf "  ratio                      %8.3f\n", a / b}'
    ci=$(instructions cors-route)
    chi=$(instructions cors-hand)
    echo "callgrind, instructions per request, cors"
    printf '  route cors                 %8s\n' "$ci"
    printf '  hand-written handler       %8s\n' "$chi"
    awk -v a="$ci" -v b="$chi" 'BEGIN {printf "  ratio                      %8.3f\n", a / b}'
fi
