#!/usr/bin/env bash
# Server benchmark: the items sample against a minimal hand-written Beast
# server doing the same work, side by side in one run.
#
# Each server runs pinned to core 0 with one thread; wrk -t1 -c64 runs on
# core 1. For GET /items/42 and POST /items: 1 s warm-up, then 5 s
# measured, ROUNDS rounds (default 5) alternating which server goes first,
# each measurement on a freshly started server. Prints the medians of
# req/s, p99 latency and server CPU microseconds per request, and the
# ratios; then the instructions each server spends per request, counted by
# callgrind (INSTRUCTIONS=0 skips it); then the compile time and peak
# memory of each server's translation unit.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench

rounds=${ROUNDS:-5}
duration=${DURATION:-5}
b2 -j2 variant=release example//items_service bench//baseline_server >/dev/null
sample=$(find bin.v2/example -path '*release*' -type f -perm -u+x -name items_service | head -n 1)
baseline=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name baseline_server | head -n 1)
[[ -x "$sample" && -x "$baseline" ]] || { echo "run-server: build failed" >&2; exit 1; }

tick=$(getconf CLK_TCK)
work=$(mktemp -d)
trap 'rm -rf "$work"; kill $(jobs -p) 2>/dev/null || true' EXIT

wait_port() {
    for _ in $(seq 1 100); do
        if curl -s -o /dev/null "http://127.0.0.1:$1/items/1"; then return 0; fi
        sleep 0.05
    done
    echo "run-server: nothing answers on port $1" >&2
    return 1
}

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# measure NAME KIND: prints "req_per_s p99_ms cpu_us_per_req"
measure() {
    local name=$1 kind=$2 port pid
    if [[ $name == route ]]; then
        port=18080
        taskset -c 0 "$sample" --address 127.0.0.1 --port $port --threads 1 --seed 100 >/dev/null &
    else
        port=18081
        taskset -c 0 "$baseline" $port >/dev/null &
    fi
    pid=$!
    wait_port $port
    local url="http://127.0.0.1:$port/items/42" script=()
    if [[ $kind == post ]]; then
        url="http://127.0.0.1:$port/items"
        script=(-s bench/post-item.lua)
    fi
    taskset -c 1 wrk -t1 -c64 -d1s "${script[@]}" "$url" >/dev/null
    local t0 t1
    t0=$(cpu_ticks $pid)
    taskset -c 1 wrk -t1 -c64 -d${duration}s --latency "${script[@]}" "$url" >"$work/out"
    t1=$(cpu_ticks $pid)
    kill -TERM $pid
    wait $pid 2>/dev/null || true
    local rps requests p99 non2xx
    rps=$(awk '/^Requests\/sec/ {print $2}' "$work/out")
    requests=$(awk '/requests in/ {print $1}' "$work/out")
    non2xx=$(awk '/Non-2xx/ {print $NF}' "$work/out")
    if [[ -n "$non2xx" ]]; then
        echo "run-server: $name $kind answered $non2xx non-2xx responses" >&2
        exit 1
    fi
    p99=$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v*=1000}; print v}' "$work/out")
    awk -v a="$t0" -v b="$t1" -v n="$requests" -v r="$rps" -v p="$p99" -v hz="$tick" \
        'BEGIN {printf "%s %s %.2f\n", r, p, (b - a) * 1e6 / hz / n}'
}

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

for kind in get post; do
    : >"$work/route-$kind"
    : >"$work/base-$kind"
done
for ((r = 1; r <= rounds; r++)); do
    for kind in get post; do
        if ((r % 2)); then order=(route base); else order=(base route); fi
        for name in "${order[@]}"; do
            measure $name $kind >>"$work/$name-$kind"
        done
    done
    echo "round $r of $rounds done" >&2
done

printf '\n%-6s %-9s %12s %10s %14s\n' kind server "req/s" "p99 ms" "cpu us/req"
for kind in get post; do
    for name in route base; do
        f="$work/$name-$kind"
        printf '%-6s %-9s %12.0f %10.3f %14.2f\n' $kind $name \
            "$(cut -d' ' -f1 "$f" | median)" "$(cut -d' ' -f2 "$f" | median)" \
            "$(cut -d' ' -f3 "$f" | median)"
    done
    rr=$(cut -d' ' -f1 "$work/route-$kind" | median)
    br=$(cut -d' ' -f1 "$work/base-$kind" | median)
    rc=$(cut -d' ' -f3 "$work/route-$kind" | median)
    bc=$(cut -d' ' -f3 "$work/base-$kind" | median)
    awk -v a="$rr" -v b="$br" -v c="$rc" -v d="$bc" -v k=$kind \
        'BEGIN {printf "%-6s route/baseline: req/s %.3fx (goal >= 0.95), cpu us/req %.3fx (goal <= 1.10)\n", k, a / b, c / d}'
done

# Instructions per request, counted by callgrind: unlike req/s, this does
# not move with the machine's load, so that a change of a few percent in the
# request path shows. The servers under callgrind answer wrk -c16 for 1 s
# of warm-up, then the counters are zeroed (callgrind_control -z) and wrk
# runs 4 s more: start-up, seeding and the first connections are not
# counted, which, spread over however many requests a busy machine lets
# through, would move the figure with the load.
instructions() { # NAME KIND: prints instructions per request
    local name=$1 kind=$2 port=18090 pid args
    if [[ $name == route ]]; then
        args=("$sample" --address 127.0.0.1 --port $port --threads 1 --seed 100)
    else
        args=("$baseline" $port)
    fi
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "${args[@]}" \
        >/dev/null 2>"$work/cg.err" &
    pid=$!
    for _ in $(seq 1 200); do
        curl -s -o /dev/null "http://127.0.0.1:$port/items/1" && break
        sleep 0.1
    done
    local url="http://127.0.0.1:$port/items/42" script=()
    if [[ $kind == post ]]; then
        url="http://127.0.0.1:$port/items"
        script=(-s bench/post-item.lua)
    fi
    wrk -t1 -c16 -d1s "${script[@]}" "$url" >/dev/null
    callgrind_control -z $pid >/dev/null 2>&1
    local n
    n=$(wrk -t1 -c16 -d4s "${script[@]}" "$url" | awk '/requests in/ {print $1}')
    # the counts since the zeroing, dumped to cg.out.1
    callgrind_control -d $pid >/dev/null 2>&1
    kill -TERM $pid
    wait $pid 2>/dev/null || true
    callgrind_annotate "$work/cg.out.1" 2>/dev/null |
        awk -v n="$n" '/PROGRAM TOTALS/ {gsub(",", "", $1); printf "%.0f\n", $1 / n}'
    rm -f "$work"/cg.out*
}
if [[ ${INSTRUCTIONS:-1} != 0 ]] && command -v valgrind >/dev/null; then
    echo
    echo "instructions per request (callgrind; the same on a busy machine):"
    for kind in get post; do
        ri=$(instructions route $kind)
        bi=$(instructions base $kind)
        awk -v a="$ri" -v b="$bi" -v k=$kind \
            'BEGIN {printf "  %-5s route %7d  baseline %7d  route/baseline %.3fx\n", k, a, b, a / b}'
    done
fi

echo
echo "compile time and peak memory of one translation unit (release flags):"
flags=(-std=c++20 -O3 -DNDEBUG -pthread -Iinclude -DBOOST_ASIO_NO_DEPRECATED)
separate=("${flags[@]}" -DROUTE_SEPARATE_COMPILATION)
tu_cost() { # LABEL FILE FLAGS...
    local label=$1 tu=$2
    shift 2
    /usr/bin/time -f "%e %M" -o "$work/time" g++ "$@" -c "$tu" -o "$work/tu.o"
    read -r secs kb <"$work/time"
    printf '  %-44s %6.1f s %8.0f MB\n' "$label" "$secs" "$(awk -v k=$kb 'BEGIN {print k / 1024}')"
}
tu_cost "items sample (links libs/route)" example/items/main.cpp "${separate[@]}"
tu_cost "items sample, header-only (all in one TU)" example/items/main.cpp "${flags[@]}"
tu_cost "libs/route_json (compiled once)" libs/route_json/src.cpp "${separate[@]}"
tu_cost "libs/route (compiled once)" libs/route/src.cpp "${separate[@]}"
tu_cost "baseline Beast server" bench/baseline_server.cpp "${flags[@]}"
