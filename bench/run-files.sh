#!/usr/bin/env bash
# File serving benchmark: get_from_file through route::server against a
# hand-written Beast server sending the same file with http::file_body,
# side by side in one run.
#
# Each server runs pinned to core 0 with one thread; wrk -t1 -c16 runs on
# core 1 and fetches a 1 MiB file: 1 s warm-up, then DURATION s (default 5)
# measured, ROUNDS rounds (default 5) alternating which server goes first,
# each on a freshly started server. Prints the medians of req/s and server
# CPU microseconds per request, and the ratios. Then each server sends a
# 1 GiB sparse file once (curl to /dev/null) and its peak resident memory
# (VmHWM) is printed: it stays flat, whatever the size of the file.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench

rounds=${ROUNDS:-5}
duration=${DURATION:-5}
b2 -j2 variant=release bench//files >/dev/null
bin=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name files | head -n 1)
[[ -x "$bin" ]] || { echo "run-files: build failed" >&2; exit 1; }

tick=$(getconf CLK_TCK)
work=$(mktemp -d)
trap 'rm -rf "$work"; kill $(jobs -p) 2>/dev/null || true' EXIT
head -c $((1024 * 1024)) /dev/urandom >"$work/1mib.bin"
truncate -s 1G "$work/1gib.bin"

wait_port() {
    for _ in $(seq 1 100); do
        if curl -s -o /dev/null "http://127.0.0.1:$1/"; then return 0; fi
        sleep 0.05
    done
    echo "run-files: nothing answers on port $1" >&2
    return 1
}

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

port_of() { [[ $1 == route ]] && echo 18090 || echo 18091; }

# measure NAME: prints "req_per_s cpu_us_per_req"
measure() {
    local name=$1 port pid
    port=$(port_of "$name")
    taskset -c 0 "$bin" "$name" $port "$work/1mib.bin" >/dev/null &
    pid=$!
    wait_port $port
    local url="http://127.0.0.1:$port/"
    taskset -c 1 wrk -t1 -c16 -d1s "$url" >/dev/null
    local t0 t1
    t0=$(cpu_ticks $pid)
    taskset -c 1 wrk -t1 -c16 -d${duration}s "$url" >"$work/out"
    t1=$(cpu_ticks $pid)
    kill -TERM $pid
    wait $pid 2>/dev/null || true
    local rps requests non2xx
    rps=$(awk '/^Requests\/sec/ {print $2}' "$work/out")
    requests=$(awk '/requests in/ {print $1}' "$work/out")
    non2xx=$(awk '/Non-2xx/ {print $NF}' "$work/out")
    if [[ -n "$non2xx" ]]; then
        echo "run-files: $name answered $non2xx non-2xx responses" >&2
        exit 1
    fi
    awk -v a="$t0" -v b="$t1" -v n="$requests" -v r="$rps" -v hz="$tick" \
        'BEGIN {printf "%s %.2f\n", r, (b - a) * 1e6 / hz / n}'
}

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

: >"$work/route"
: >"$work/beast"
for ((r = 1; r <= rounds; r++)); do
    if ((r % 2)); then order=(route beast); else order=(beast route); fi
    for name in "${order[@]}"; do
        measure $name >>"$work/$name"
    done
    echo "round $r of $rounds done" >&2
done

printf '\n1 MiB file, GET, 16 connections\n%-9s %12s %14s\n' server "req/s" "cpu us/req"
for name in route beast; do
    printf '%-9s %12.0f %14.2f\n' $name "$(cut -d' ' -f1 "$work/$name" | median)" \
        "$(cut -d' ' -f2 "$work/$name" | median)"
done
rr=$(cut -d' ' -f1 "$work/route" | median)
br=$(cut -d' ' -f1 "$work/beast" | median)
rc=$(cut -d' ' -f2 "$work/route" | median)
bc=$(cut -d' ' -f2 "$work/beast" | median)
awk -v a="$rr" -v b="$br" -v c="$rc" -v d="$bc" \
    'BEGIN {printf "route/beast: req/s %.3fx (goal >= 0.91, within 1.1x), cpu us/req %.3fx\n", a / b, c / d}'

echo
echo "1 GiB sparse file, sent once: peak resident memory of the server"
for name in route beast; do
    port=$(port_of "$name")
    taskset -c 0 "$bin" "$name" $port "$work/1gib.bin" >/dev/null &
    pid=$!
    wait_port $port
    before=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
    bytes=$(taskset -c 1 curl -s -o /dev/null -w '%{size_download}' "http://127.0.0.1:$port/")
    peak=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
    kill -TERM $pid
    wait $pid 2>/dev/null || true
    printf '%-9s %12s bytes sent, peak RSS %6d KiB (after start-up: %6d KiB)\n' \
        $name "$bytes" "$peak" "$before"
done
