#!/usr/bin/env bash
# WebSocket benchmark: an echo server through route::server and
# handle_websocket_messages (bench/websocket.cpp) against a hand-written
# Beast websocket::stream echo server (bench/websocket_baseline.cpp), side
# by side in one run. The load is bench/ws_clients.cpp: one thread, Beast's
# websocket::stream as the client, connecting to ws://127.0.0.1:PORT/ws and
# offering no extension, so that neither server compresses
# (permessage-deflate is off on both sides).
#
# Every server runs pinned to core 0 with one thread, the client on core
# 1, all on 127.0.0.1; each server is started with --port 0 and the port it
# prints is used. Each part runs ROUNDS rounds (default 3) alternating which
# server goes first, each measurement on a freshly started server; the
# tables show medians.
#
#   echo   ECHO_CONNECTIONS connections (default 64), each keeping one
#          64-byte text message in flight: sent, its echo awaited and
#          checked (text, same bytes), the next sent. After a warm-up of
#          1 s, DURATION s (default 10) are counted. Messages per second
#          (echoes received over the time counted), the server's CPU time
#          per message (utime + stime of /proc/PID/stat over the count)
#          and how busy the client kept its core (near 100 %: the client is
#          the limit, and the server's CPU per message says more than the
#          rate). Goals: route/baseline messages/s >= 0.95, route/baseline
#          CPU per message <= 1.05.
#   idle   for N in IDLE_COUNTS (default "1000 5000"): a warm-up (16
#          connections upgraded, a message echoed on each, closed, as
#          bench/idle-memory.sh warms up), the server's RSS (VmRSS of
#          /proc/PID/status, once settled: equal over two readings 0.5 s
#          apart, at most 10 s), then N connections
#          upgraded, each having had one 64-byte text message echoed, then
#          left open and idle, and the RSS again once settled. KiB per
#          connection: (RSS with all connected - RSS at start) / N. Goal,
#          for each N: route/baseline <= 1.2. The open files limit is raised
#          to the largest N + 256 (server and client hold one descriptor a
#          connection), as bench/idle-memory.sh does.
#
#   PARTS=echo,idle        the parts to run (default both)
#   SIDES=route,baseline   the servers to measure (default both; SIDES=baseline
#                          runs without building bench/websocket)
#   ROUNDS=3  DURATION=10  ECHO_CONNECTIONS=64  IDLE_COUNTS="1000 5000"
#   JOBS=2                 b2's -j for the build
#   SHOW_ROUNDS=1          also every round's figures (on stderr)
#
# A server that answers the upgrade with anything but 101 makes the client
# stop at once, naming the status it got, and this script with it.
# Exits with 1 when a goal is missed or a measurement fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench

rounds=${ROUNDS:-3}
duration=${DURATION:-10}
echo_connections=${ECHO_CONNECTIONS:-64}
read -ra idle_counts <<<"${IDLE_COUNTS:-1000 5000}"
IFS=, read -ra parts <<<"${PARTS:-echo,idle}"
IFS=, read -ra sides <<<"${SIDES:-route,baseline}"

die() { echo "run-websocket: $*" >&2; exit 1; }
for p in "${parts[@]}"; do
    [[ $p == echo || $p == idle ]] || die "unknown part '$p' in PARTS"
done
for s in "${sides[@]}"; do
    [[ $s == route || $s == baseline ]] || die "unknown side '$s' in SIDES"
done
has() { local x; for x in "${@:2}"; do [[ $x == "$1" ]] && return 0; done; return 1; }
number() { [[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1 wants a positive number, not '$2'"; }
number ROUNDS "$rounds"
number DURATION "$duration"
number ECHO_CONNECTIONS "$echo_connections"
((${#idle_counts[@]} > 0)) || die "IDLE_COUNTS is empty"
for n in "${idle_counts[@]}"; do number IDLE_COUNTS "$n"; done

work=$(mktemp -d /tmp/run-websocket.XXXXXX)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

targets=(bench//websocket_baseline bench//ws_clients)
has route "${sides[@]}" && targets+=(bench//websocket)
if ! b2 -j"${JOBS:-2}" variant=release "${targets[@]}" >"$work/build.log" 2>&1; then
    tail -n 40 "$work/build.log" >&2
    die "build failed"
fi
binary() {
    local f
    f=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name "$1" | head -n 1)
    [[ -x "$f" ]] || die "no release binary $1"
    echo "$f"
}
baseline_bin=$(binary websocket_baseline)
clients_bin=$(binary ws_clients)
route_bin=
has route "${sides[@]}" && route_bin=$(binary websocket)

# the server and the client hold one descriptor per connection
need=$echo_connections
if has idle "${parts[@]}"; then
    for n in "${idle_counts[@]}"; do ((n > need)) && need=$n; done
fi
need=$((need + 256))
if (($(ulimit -n) < need)); then
    ulimit -n "$need" 2>/dev/null ||
        die "cannot raise the open files limit to $need (hard limit $(ulimit -Hn))"
fi

tick=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
rss_kib() { awk '$1 == "VmRSS:" {print $2}' "/proc/$1/status"; }
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

# RSS once it stops changing: equal over two readings 0.5 s apart (at most 10 s)
settled_rss() {
    local last now
    last=$(rss_kib "$1")
    now=$last
    for _ in $(seq 1 20); do
        sleep 0.5
        now=$(rss_kib "$1")
        [[ $now == "$last" ]] && break
        last=$now
    done
    echo "$now"
}

# start_server SIDE: runs it on core 0 with --port 0, sets $server (its pid)
# and $port (the one it printed)
server=
port=
start_server() {
    local bin
    [[ $1 == route ]] && bin=$route_bin || bin=$baseline_bin
    : >"$work/server.out"
    taskset -c 0 "$bin" --port 0 >"$work/server.out" 2>"$work/server.err" &
    server=$!
    port=
    for _ in $(seq 1 100); do
        port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9][0-9]*\)$/\1/p' "$work/server.out")
        [[ -n $port ]] && return 0
        kill -0 "$server" 2>/dev/null || { cat "$work/server.err" >&2; die "$1 server exited"; }
        sleep 0.05
    done
    cat "$work/server.err" >&2
    die "$1 server printed no port within 5 s"
}

stop_server() {
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
}

# client_failed SIDE WHAT: the client's messages, then dies
client_failed() {
    cat "$work/client.err" >&2
    kill -0 "$server" 2>/dev/null || { cat "$work/server.err" >&2; die "$1: the server died; $2"; }
    die "$1 (127.0.0.1:$port): $2"
}

# measure_echo SIDE: prints "messages_per_s server_cpu_us_per_message client_busy_percent"
measure_echo() {
    start_server "$1"
    local line client from to t0 t1 c0 c1
    coproc WSC { exec taskset -c 1 "$clients_bin" echo "$port" "$echo_connections" "$duration" \
        2>"$work/client.err"; }
    client=$WSC_PID from=${WSC[0]} to=${WSC[1]}
    if ! read -r -t 60 line <&"$from" || [[ $line != ready ]]; then
        client_failed "$1 echo" "the connections did not get ready"
    fi
    if ! read -r -t 10 line <&"$from" || [[ $line != counting ]]; then
        client_failed "$1 echo" "the warm-up did not end"
    fi
    t0=$(cpu_ticks "$server")
    c0=$(cpu_ticks "$client")
    if ! read -r -t $((duration + 30)) line <&"$from"; then
        client_failed "$1 echo" "no count from the client"
    fi
    t1=$(cpu_ticks "$server")
    c1=$(cpu_ticks "$client")
    echo quit >&"$to" 2>/dev/null || true
    wait "$client" || true
    stop_server
    local word messages _s secs _r rate
    read -r word messages _s secs _r rate <<<"$line"
    [[ $word == messages && $messages -gt 0 ]] || die "$1 echo: the client said '$line'"
    awk -v a="$t0" -v b="$t1" -v c="$c0" -v d="$c1" -v hz="$tick" -v n="$messages" \
        -v s="$secs" -v r="$rate" \
        'BEGIN {printf "%.1f %.3f %.0f\n", r, (b - a) * 1e6 / hz / n, (d - c) * 100 / hz / s}'
}

# measure_idle SIDE N: prints "KiB_per_connection RSS_at_start_KiB RSS_connected_KiB"
measure_idle() {
    local n=$2
    start_server "$1"
    local line client from to rss0 rss1
    # a warm-up, as bench/idle-memory.sh has: 16 connections upgraded, a
    # message echoed on each, closed; what a server sets up once (code
    # paged in, caches) is then not counted per connection
    echo release | taskset -c 1 "$clients_bin" idle "$port" 16 >/dev/null 2>"$work/client.err" ||
        client_failed "$1 idle N=$n" "the warm-up failed"
    rss0=$(settled_rss "$server")
    coproc WSC { exec taskset -c 1 "$clients_bin" idle "$port" "$n" 2>"$work/client.err"; }
    client=$WSC_PID from=${WSC[0]} to=${WSC[1]}
    if ! read -r -t 60 line <&"$from" || [[ $line != ready ]]; then
        client_failed "$1 idle N=$n" "the $n connections did not get ready"
    fi
    rss1=$(settled_rss "$server")
    kill -0 "$server" 2>/dev/null || { cat "$work/server.err" >&2; die "$1 idle N=$n: the server died"; }
    echo release >&"$to" 2>/dev/null || true
    if ! wait "$client"; then
        cat "$work/client.err" >&2
        die "$1 idle N=$n (127.0.0.1:$port): connections were closed while idle"
    fi
    stop_server
    echo "$1 N=$n: RSS $rss0 KiB -> $rss1 KiB" >&2
    awk -v a="$rss0" -v b="$rss1" -v n="$n" 'BEGIN {printf "%.3f %d %d\n", (b - a) / n, a, b}'
}

# run_rounds NAME COMMAND...: ROUNDS rounds of COMMAND SIDE, into $work/NAME.SIDE
run_rounds() {
    local name=$1 r side order
    shift
    for side in "${sides[@]}"; do : >"$work/$name.$side"; done
    for ((r = 1; r <= rounds; r++)); do
        if ((r % 2)); then order=(route baseline); else order=(baseline route); fi
        for side in "${order[@]}"; do
            has "$side" "${sides[@]}" || continue
            "$@" "$side" >>"$work/$name.$side"
        done
        echo "$name: round $r of $rounds done" >&2
    done
}

# measure_idle_n N SIDE: measure_idle with the arguments run_rounds gives
measure_idle_n() { measure_idle "$2" "$1"; }

for part in "${parts[@]}"; do
    case $part in
        echo) run_rounds echo measure_echo ;;
        idle) for n in "${idle_counts[@]}"; do run_rounds "idle-$n" measure_idle_n "$n"; done ;;
    esac
done

# col NAME SIDE N: the median of column N
col() {
    if [[ -n ${SHOW_ROUNDS:-} ]]; then
        echo "  ($1, $2, column $3, each round: $(cut -d' ' -f"$3" "$work/$1.$2" | tr '\n' ' '))" >&2
    fi
    cut -d' ' -f"$3" "$work/$1.$2" | median
}
failed=0
# goal TEXT VALUE OP LIMIT: prints the goal and PASS or FAIL
goal() {
    if awk -v v="$2" -v l="$4" -v op="$3" 'BEGIN {exit !(op == "<=" ? v <= l : v >= l)}'; then
        printf '  goal: %s %s %s %s: PASS\n' "$1" "$2" "$3" "$4"
    else
        printf '  goal: %s %s %s %s: FAIL\n' "$1" "$2" "$3" "$4"
        failed=1
    fi
}
both() { has route "${sides[@]}" && has baseline "${sides[@]}"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", (b > 0 ? a / b : 0)}'; }

for part in "${parts[@]}"; do
    echo
    case $part in
        echo)
            printf 'WebSocket echo: %d connections, one 64-byte text message in flight each, %d s counted, medians of %d rounds\n' \
                "$echo_connections" "$duration" "$rounds"
            printf '  %-9s %12s %18s %14s\n' side "messages/s" "server cpu us/msg" "client busy %"
            for side in "${sides[@]}"; do
                printf '  %-9s %12.0f %18.3f %14.0f\n' "$side" "$(col echo "$side" 1)" \
                    "$(col echo "$side" 2)" "$(col echo "$side" 3)"
            done
            if both; then
                goal "messages/s route/baseline" "$(ratio "$(col echo route 1)" "$(col echo baseline 1)")" ">=" 0.95
                goal "server cpu per message route/baseline" \
                    "$(ratio "$(col echo route 2)" "$(col echo baseline 2)")" "<=" 1.05
            fi
            ;;
        idle)
            printf 'Idle WebSocket connections: server RSS growth per upgraded connection, once settled, medians of %d rounds\n' \
                "$rounds"
            printf '  %-9s %7s %16s\n' side N "KiB/connection"
            for n in "${idle_counts[@]}"; do
                for side in "${sides[@]}"; do
                    printf '  %-9s %7d %16.2f\n' "$side" "$n" "$(col "idle-$n" "$side" 1)"
                done
            done
            if both; then
                for n in "${idle_counts[@]}"; do
                    goal "KiB per idle connection route/baseline, N=$n" \
                        "$(ratio "$(col "idle-$n" route 1)" "$(col "idle-$n" baseline 1)")" "<=" 1.2
                done
            fi
            ;;
    esac
done
if ! both; then
    echo
    echo "(SIDES=${sides[*]}: the goals comparing route with the baseline need both sides)"
fi
exit $failed
