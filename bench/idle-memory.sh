#!/usr/bin/env bash
# Memory of idle keep-alive connections: the release items sample against
# the minimal hand-written Beast server (bench/baseline_server.cpp) in one
# run.
#
# For N = 1000 and N = 5000 (IDLE_COUNTS to change them), ROUNDS rounds
# (default 3) alternating which server goes first, each on a freshly
# started server with one thread: a warm-up (16 connections of 50
# requests, closed), the server's RSS (VmRSS of /proc/PID/status), then N
# connections each answering one GET /items/1 and left open and idle
# (bench/idle-clients.py), the RSS again once it has settled. Prints the
# median KiB per idle connection of each server and the ratio route/raw.
#
# Fails (status 1) if, for some N, the ratio exceeds MAX_RATIO (default
# 1.2).
#
#   bench/idle-memory.sh                  the items sample against raw Beast
#   bench/idle-memory.sh OTHER_BINARY     also another build of the items
#                                         sample (e.g. an older commit's),
#                                         shown but not checked
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh

rounds=${ROUNDS:-3}
counts=(${IDLE_COUNTS:-1000 5000})
max_ratio=${MAX_RATIO:-1.2}
other=${1:-}
[[ -z $other || -x $other ]] || { echo "idle-memory: $other is not an executable" >&2; exit 2; }

b2 -j"${JOBS:-2}" variant=release example//items_service bench//baseline_server >/dev/null
sample=$(find bin.v2/example -path '*release*' -type f -perm -u+x -name items_service | head -n 1)
baseline=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name baseline_server | head -n 1)
[[ -x "$sample" && -x "$baseline" ]] || { echo "idle-memory: build failed" >&2; exit 1; }

# each server and the client hold one descriptor per connection
largest=$(printf '%s\n' "${counts[@]}" | sort -n | tail -n 1)
need=$((largest + 256))
if (($(ulimit -n) < need)); then
    ulimit -n "$need" 2>/dev/null || {
        echo "idle-memory: cannot raise the open files limit to $need (hard limit $(ulimit -Hn))" >&2
        exit 2
    }
fi

work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
rss_kib() { awk '/^VmRSS:/ {print $2}' "/proc/$1/status"; }

# RSS once it stops changing: equal over two readings 0.5 s apart (at most 10 s)
settled_rss() {
    local last now
    last=$(rss_kib "$1")
    for _ in $(seq 1 20); do
        sleep 0.5
        now=$(rss_kib "$1")
        [[ $now == "$last" ]] && break
        last=$now
    done
    echo "$now"
}

# measure NAME N: prints the server's KiB per idle connection
measure() {
    local name=$1 n=$2 port pid
    port=$(free_port)
    case $name in
        route) "$sample" --address 127.0.0.1 --port "$port" --threads 1 --seed 100 >/dev/null & ;;
        other) "$other" --address 127.0.0.1 --port "$port" --threads 1 --seed 100 >/dev/null & ;;
        raw) "$baseline" "$port" >/dev/null & ;;
    esac
    pid=$!
    for _ in $(seq 1 100); do
        curl -s -o /dev/null "http://127.0.0.1:$port/items/1" && break
        sleep 0.05
    done
    curl -s -o /dev/null "http://127.0.0.1:$port/items/1" ||
        { echo "idle-memory: $name does not answer on 127.0.0.1:$port" >&2; exit 1; }

    coproc client { python3 bench/idle-clients.py "$port" "$n"; }
    local line before after
    read -r line <&"${client[0]}" && [[ $line == warm ]] ||
        { echo "idle-memory: $name: the warm-up failed" >&2; exit 1; }
    before=$(settled_rss $pid)
    echo >&"${client[1]}"
    read -r line <&"${client[0]}" && [[ $line == "open $n" ]] ||
        { echo "idle-memory: $name: could not open $n connections" >&2; exit 1; }
    after=$(settled_rss $pid)
    echo >&"${client[1]}"
    wait "$client_PID" || { echo "idle-memory: $name closed idle connections" >&2; exit 1; }
    kill -TERM $pid
    wait $pid 2>/dev/null || true
    echo "$name N=$n: RSS $before KiB -> $after KiB" >&2
    awk -v a="$before" -v b="$after" -v n="$n" 'BEGIN {printf "%.3f\n", (b - a) / n}'
}

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

names=(route raw)
[[ -n $other ]] && names+=(other)
for n in "${counts[@]}"; do
    for name in "${names[@]}"; do : >"$work/$name-$n"; done
    for ((r = 1; r <= rounds; r++)); do
        if ((r % 2)); then order=("${names[@]}"); else order=(raw route ${other:+other}); fi
        for name in "${order[@]}"; do
            measure $name "$n" >>"$work/$name-$n"
        done
    done
done

echo
printf '%-7s %-6s %16s\n' N server "KiB/connection"
failed=0
for n in "${counts[@]}"; do
    for name in "${names[@]}"; do
        printf '%-7s %-6s %16.2f\n' "$n" "$name" "$(median <"$work/$name-$n")"
    done
done
for n in "${counts[@]}"; do
    raw=$(median <"$work/raw-$n")
    for name in route ${other:+other}; do
        awk -v a="$(median <"$work/$name-$n")" -v b="$raw" -v n="$n" -v s="$name" -v m="$max_ratio" \
            'BEGIN {printf "N=%-6s %s/raw: %.2fx%s\n", n, s, a / b, s == "route" ? sprintf(" (limit %s)", m) : ""}'
    done
    if awk -v a="$(median <"$work/route-$n")" -v b="$raw" -v m="$max_ratio" 'BEGIN {exit !(a / b > m)}'; then
        echo "idle-memory: FAILED: with $n idle connections route/raw exceeds $max_ratio"
        failed=1
    fi
done
((failed == 0)) && echo "idle-memory: passed"
exit $failed
