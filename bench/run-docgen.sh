#!/usr/bin/env bash
# docgen's generation step (bench/docgen.cpp, release): every format
# written from recorded calls built in the program (no HTTP), as
# docgen-generate writes them from a calls.json, for 100, 1,000 and 10,000
# calls over 100 operations. Prints the median milliseconds of each size,
# in CPU time (user and system, which other processes on a busy machine do
# not move; the goals read it) and wall-clock time, and the CPU time's
# ratio to the size before (10 times the calls), then each part's CPU
# milliseconds (the document built from the calls, each formatter's write).
# Goals: 1,000 calls in under 1 s, and linear growth: each tenfold of the
# calls at most 15 times the time (10, and half again for noise); fails
# naming a goal missed.
#
#   CALLS="100 1000 10000"   the sizes (the goals read 1000 and the ratios)
#   OPERATIONS=100           the operations the calls are spread over
#   ROUNDS=3                 runs of each size; the median counts
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh

calls=${CALLS:-100 1000 10000}
operations=${OPERATIONS:-100}
rounds=${ROUNDS:-3}

b2 -j1 variant=release bench//docgen >/dev/null
prog=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name docgen | head -n 1)
[[ -x "$prog" ]] || { echo "run-docgen: build failed" >&2; exit 1; }

out=$(mktemp)
trap 'rm -f "$out"' EXIT
# shellcheck disable=SC2086
"$prog" "$operations" "$rounds" $calls >"$out"

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2f", a / b; else print "-"}'; }

echo "docgen: every format from recorded calls over $operations operations (median of $rounds runs)"
printf '%8s %10s %10s %16s %8s\n' calls "cpu ms" "wall ms" "cpu ms/1k calls" ratio
failed=()
previous_ms=
previous_calls=
while read -r _ n _ ms wall; do
    r=-
    if [[ -n $previous_ms ]]; then
        r=$(ratio "$ms" "$previous_ms")
        growth=$(ratio "$n" "$previous_calls")
        # linear: the time grows at most 1.5 times as fast as the calls
        if awk -v r="$r" -v g="$growth" 'BEGIN {exit !(r > 1.5 * g)}'; then
            failed+=("from $previous_calls to $n calls the time grew ${r}x (goal at most $(ratio "$(awk -v g="$growth" 'BEGIN {print 1.5 * g}')" 1)x)")
        fi
    fi
    printf '%8s %10.1f %10.1f %16.1f %8s\n' "$n" "$ms" "$wall" "$(awk -v m="$ms" -v n="$n" 'BEGIN {print m * 1000 / n}')" "$r"
    if [[ $n -eq 1000 ]] && awk -v m="$ms" 'BEGIN {exit !(m >= 1000)}'; then
        failed+=("1000 calls took $ms ms of CPU time (goal under 1000)")
    fi
    previous_ms=$ms
    previous_calls=$n
done < <(grep '^total ' "$out")

echo
echo "the parts, in CPU ms (each timed alone)"
parts=$(awk '/^part / {print $3}' "$out" | awk '!seen[$0]++')
printf '%8s' calls
for p in $parts; do printf ' %9s' "$p"; done
echo
for n in $calls; do
    printf '%8s' "$n"
    for p in $parts; do
        printf ' %9s' "$(awk -v n="$n" -v p="$p" '$1 == "part" && $2 == n && $3 == p {print $4}' "$out")"
    done
    echo
done

if ((${#failed[@]})); then
    for f in "${failed[@]}"; do echo "run-docgen: goal missed: $f" >&2; done
    exit 1
fi
echo "run-docgen: goals met: 1000 calls under 1 s, linear growth"
