#!/usr/bin/env bash
# HTTPS benchmark: the release items sample serving TLS (--tls-cert,
# --tls-key; route::server_options::tls) against nginx and against a
# hand-written Beast server over boost::asio::ssl::stream<tcp::socket>
# (bench/tls_baseline.cpp), side by side in one run. All three answer
# GET /items/1 with the same 24 bytes, {"id":1,"name":"item 1"}, as
# application/json (the items sample seeded with --seed 1), and speak TLS
# 1.2 and 1.3 with the same certificate and key, made for the run by
# scripts/make-server-certificate.sh (RSA 2048, CN localhost, SAN
# 127.0.0.1, signed by a throw-away CA); curl and bench/tls_handshakes.cpp
# verify it against that CA (wrk does not verify).
#
# The sides:
#   route     the items sample, --threads 1 --seed 1, on 127.0.0.1 with
#             --port 0 (the port it prints is used)
#   nginx     Debian's nginx (scripts/install-deps.sh --bench installs it),
#             configured by this script in its temporary directory: its own
#             nginx.conf, one worker process, daemon off, pid, logs and
#             temporary files in that directory, access log off, listen
#             127.0.0.1:PORT ssl, ssl_protocols TLSv1.2 TLSv1.3, a shared
#             session cache (ssl_session_cache shared:SSL:10m; tickets on,
#             nginx's default), keepalive_requests raised from 1000 to
#             1000000 (route and the baseline set no such limit, and wrk's
#             connections would otherwise be cut and handshake again), and
#             location = /items/1 returning the body. Its worker's CPU
#             time and RSS are measured.
#   baseline  bench/tls_baseline.cpp: one thread, keep-alive, the item
#             serialised by Boost.JSON per request, OpenSSL's defaults for
#             the rest (session cache and tickets on)
#
# Every server runs pinned to core 0, the clients on core 1, all on
# 127.0.0.1. Each part runs ROUNDS rounds (default 3) alternating which
# server goes first (route, nginx, baseline; then the reverse), each
# measurement on a freshly started server; the tables show medians. Before
# measuring, each server must answer GET /items/1 with 200 and exactly the
# body above (curl, verifying the certificate).
#
#   keepalive  wrk -t1 -cCONNECTIONS (default 64) on
#              https://127.0.0.1:PORT/items/1: a warm-up of 1 s, then
#              DURATION s (default 10) measured. Requests per second, p99
#              latency, the server's CPU time per request (utime + stime of
#              /proc/PID/stat over the requests) and how busy wrk kept its
#              core (near 100 %: the client is the limit, and the CPU per
#              request says more than the rate). A non-2xx response or a
#              socket error fails the measurement. Goals: req/s
#              route/nginx >= 0.9, route/baseline >= 0.95; the ratios of
#              CPU per request are shown. When a client kept its core busy
#              90 % or more, a note says so.
#   handshake  a new connection per request, so a full handshake each:
#              bench/tls_handshakes.cpp (mode "new"), one thread,
#              HANDSHAKE_CONNECTIONS loops at once (default 16), each:
#              connect, TLS handshake offering no session and no ticket
#              (a resumed session fails it), the certificate verified,
#              GET /items/1 with Connection: close, the response read, the
#              socket closed. A warm-up of 1 s, then DURATION s counted.
#              Handshakes per second, the server's CPU time per handshake
#              and the rate that would fill the server's core (one second
#              over it: the client's handshakes cost about as much CPU as
#              the server's, so one client core may not be enough), how
#              busy the client kept its core (its own CPU time, from
#              getrusage), and the protocol and cipher negotiated. Goal:
#              handshakes/s route/nginx >= 0.8; the CPU ratios are shown.
#              The server's RSS when the count starts and once settled
#              after it: what the thousands of handshakes counted left
#              behind. Goal: route's growth at most 1 MiB more than the
#              baseline's (OpenSSL's session cache grows in both).
#              (openssl s_time -new is not used: it runs one connection at
#              a time, so client and server take turns and neither core is
#              kept busy; it measures the latency of a handshake rather
#              than the rate a server sustains.)
#   idle       for N in IDLE_COUNTS (default 1000): a warm-up (16
#              connections, each with its handshake and one GET /items/1,
#              closed), the server's RSS (VmRSS of /proc/PID/status, once
#              settled: equal over two readings 0.5 s apart, at most 10 s),
#              then N connections (bench/tls_handshakes.cpp, mode "idle"),
#              each with its handshake and one keep-alive GET /items/1, left
#              open and idle, and the RSS again once settled. KiB per
#              connection: (RSS with all connected - RSS after the warm-up)
#              / N. Goal, for each N: route/baseline <= 1.2 (nginx is shown,
#              without a goal: it gives back a connection's buffers while
#              it is idle, OpenSSL's among them with
#              SSL_MODE_RELEASE_BUFFERS). The open files limit is raised to
#              the largest N + 256, as bench/idle-memory.sh does.
#
#   PARTS=keepalive,handshake,idle   the parts to run (default all three)
#   SIDES=route,nginx,baseline       the servers to measure (default all
#                                    three; without route, the items sample
#                                    is not built)
#   ROUNDS=3  DURATION=10  CONNECTIONS=64  HANDSHAKE_CONNECTIONS=16
#   IDLE_COUNTS="1000"
#   JOBS=2                           b2's -j for the build
#   SHOW_ROUNDS=1                    also every round's figures (on stderr)
#
# Exits with 1 when a goal is missed or a measurement fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench

rounds=${ROUNDS:-3}
duration=${DURATION:-10}
connections=${CONNECTIONS:-64}
handshake_connections=${HANDSHAKE_CONNECTIONS:-16}
read -ra idle_counts <<<"${IDLE_COUNTS:-1000}"
IFS=, read -ra parts <<<"${PARTS:-keepalive,handshake,idle}"
IFS=, read -ra sides <<<"${SIDES:-route,nginx,baseline}"

die() { echo "run-tls: $*" >&2; exit 1; }
for p in "${parts[@]}"; do
    [[ $p == keepalive || $p == handshake || $p == idle ]] || die "unknown part '$p' in PARTS"
done
for s in "${sides[@]}"; do
    [[ $s == route || $s == nginx || $s == baseline ]] || die "unknown side '$s' in SIDES"
done
has() { local x; for x in "${@:2}"; do [[ $x == "$1" ]] && return 0; done; return 1; }
number() { [[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1 wants a positive number, not '$2'"; }
number ROUNDS "$rounds"
number DURATION "$duration"
number CONNECTIONS "$connections"
number HANDSHAKE_CONNECTIONS "$handshake_connections"
((${#idle_counts[@]} > 0)) || die "IDLE_COUNTS is empty"
for n in "${idle_counts[@]}"; do number IDLE_COUNTS "$n"; done

body='{"id":1,"name":"item 1"}'
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
[[ -x $nginx_bin ]] || die "no nginx (scripts/install-deps.sh --bench installs it)"

work=$(mktemp -d /tmp/run-tls.XXXXXX)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
scripts/make-server-certificate.sh "$work/tls"
cert=$work/tls/server.pem
key=$work/tls/server.key
ca=$work/tls/ca.pem
mkfifo "$work/client.fifo"
exec {from}<>"$work/client.fifo"

targets=(bench//tls_baseline bench//tls_handshakes)
has route "${sides[@]}" && targets+=(example//items_service)
if ! b2 -j"${JOBS:-2}" variant=release "${targets[@]}" >"$work/build.log" 2>&1; then
    tail -n 40 "$work/build.log" >&2
    die "build failed"
fi
binary() { # DIR NAME
    local f
    f=$(find "bin.v2/$1" -path '*release*' -type f -perm -u+x -name "$2" | head -n 1)
    [[ -x "$f" ]] || die "no release binary $2"
    echo "$f"
}
baseline_bin=$(binary bench tls_baseline)
client_bin=$(binary bench tls_handshakes)
route_bin=
has route "${sides[@]}" && route_bin=$(binary example items_service)

# the server and the client hold one descriptor per connection
need=$connections
((handshake_connections > need)) && need=$handshake_connections
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
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

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

# nginx's configuration for PORT, in $work/nginx
nginx_conf() {
    local d=$work/nginx
    rm -rf "$d"
    mkdir -p "$d/logs" "$d/temp"
    cat >"$d/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $d/nginx.pid;
error_log $d/logs/error.log warn;
events {
    worker_connections $need;
}
http {
    access_log off;
    client_body_temp_path $d/temp/client_body;
    proxy_temp_path $d/temp/proxy;
    fastcgi_temp_path $d/temp/fastcgi;
    uwsgi_temp_path $d/temp/uwsgi;
    scgi_temp_path $d/temp/scgi;
    keepalive_requests 1000000;
    server {
        listen 127.0.0.1:$1 ssl;
        ssl_certificate $cert;
        ssl_certificate_key $key;
        ssl_protocols TLSv1.2 TLSv1.3;
        ssl_session_cache shared:SSL:10m;
        location = /items/1 {
            default_type application/json;
            return 200 '$body';
        }
    }
}
EOF
}

# start_server SIDE: runs it on core 0, sets $server (the pid measured:
# nginx's worker), $master (the pid to stop) and $port; then checks that
# GET /items/1 answers 200 with the body
server=
master=
port=
start_server() {
    local side=$1 answer
    : >"$work/server.out"
    case $side in
        route)
            taskset -c 0 "$route_bin" --address 127.0.0.1 --port 0 --threads 1 --seed 1 \
                --tls-cert "$cert" --tls-key "$key" >"$work/server.out" 2>"$work/server.err" & ;;
        baseline)
            taskset -c 0 "$baseline_bin" --port 0 --cert "$cert" --key "$key" \
                >"$work/server.out" 2>"$work/server.err" & ;;
        nginx)
            port=$(free_port)
            nginx_conf "$port"
            taskset -c 0 "$nginx_bin" -p "$work/nginx" -e "$work/nginx/logs/error.log" \
                -c "$work/nginx/nginx.conf" >"$work/server.out" 2>"$work/server.err" & ;;
    esac
    master=$!
    server=
    for _ in $(seq 1 100); do
        kill -0 "$master" 2>/dev/null || {
            cat "$work/server.err" >&2
            [[ $side == nginx ]] && cat "$work/nginx/logs/error.log" >&2
            die "$side server exited"
        }
        if [[ $side == nginx ]]; then
            server=$(pgrep -P "$master" | head -n 1 || true)
        else
            port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9][0-9]*\).*$/\1/p' "$work/server.out")
            [[ -n $port ]] && server=$master
        fi
        if [[ -n $server ]] &&
            answer=$(curl -s --cacert "$ca" -w ' %{http_code}' "https://127.0.0.1:$port/items/1"); then
            [[ $answer == "$body 200" ]] ||
                die "$side (127.0.0.1:$port) answered GET /items/1 with '$answer', not '$body 200'"
            return 0
        fi
        sleep 0.05
    done
    cat "$work/server.err" >&2
    die "$side answered nothing over HTTPS within 5 s"
}

stop_server() {
    kill -TERM "$master" 2>/dev/null || true
    wait "$master" 2>/dev/null || true
}

# client_failed SIDE WHAT: the client's messages, then dies
client_failed() {
    cat "$work/client.err" >&2
    kill -0 "$server" 2>/dev/null || { cat "$work/server.err" >&2; die "$1: the server died; $2"; }
    die "$1 (127.0.0.1:$port): $2"
}

# measure_keepalive SIDE: prints "req_per_s p99_ms server_cpu_us_per_req client_busy_percent"
measure_keepalive() {
    start_server "$1"
    local url="https://127.0.0.1:$port/items/1" t0 t1
    taskset -c 1 wrk -t1 -c"$connections" -d1s "$url" >"$work/wrk.out" 2>&1 ||
        { cat "$work/wrk.out" >&2; die "$1 keepalive: wrk's warm-up failed"; }
    t0=$(cpu_ticks "$server")
    taskset -c 1 /usr/bin/time -f '%e %U %S' -o "$work/wrk.time" \
        wrk -t1 -c"$connections" -d"${duration}s" --latency "$url" >"$work/wrk.out" 2>&1 ||
        { cat "$work/wrk.out" >&2; die "$1 keepalive: wrk failed"; }
    t1=$(cpu_ticks "$server")
    stop_server
    local rps requests p99 non2xx errors
    rps=$(awk '/^Requests\/sec/ {print $2}' "$work/wrk.out")
    requests=$(awk '/requests in/ {print $1}' "$work/wrk.out")
    non2xx=$(awk '/Non-2xx/ {print $NF}' "$work/wrk.out")
    errors=$(awk '/Socket errors/ {print}' "$work/wrk.out")
    [[ -n $rps && -n $requests && $requests -gt 0 ]] ||
        { cat "$work/wrk.out" >&2; die "$1 keepalive: no count from wrk"; }
    [[ -z $non2xx ]] || die "$1 keepalive: $non2xx non-2xx responses"
    [[ -z $errors ]] || die "$1 keepalive: wrk's $errors"
    p99=$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v*=1000}; print v}' "$work/wrk.out")
    awk -v a="$t0" -v b="$t1" -v n="$requests" -v r="$rps" -v p="$p99" -v hz="$tick" \
        -v t="$(cat "$work/wrk.time")" \
        'BEGIN {split(t, w, " "); printf "%s %s %.2f %.0f\n", r, p, (b - a) * 1e6 / hz / n, (w[2] + w[3]) * 100 / w[1]}'
}

# measure_handshake SIDE: prints "handshakes_per_s server_cpu_us_per_handshake client_busy_percent"
measure_handshake() {
    start_server "$1"
    local line client t0 t1 rss0 rss1
    # its lines through a FIFO this shell holds open: they stay readable
    # after the client has exited (a coprocess's would be closed)
    taskset -c 1 "$client_bin" new "$port" "$handshake_connections" "$duration" "$ca" \
        >"$work/client.fifo" 2>"$work/client.err" &
    client=$!
    if ! read -r -t 10 line <&"$from" || [[ $line != tls\ * ]]; then
        client_failed "$1 handshake" "no handshake completed"
    fi
    echo "${line#tls }" >"$work/protocol.$1"
    if ! read -r -t 10 line <&"$from" || [[ $line != counting ]]; then
        client_failed "$1 handshake" "the warm-up did not end"
    fi
    t0=$(cpu_ticks "$server")
    rss0=$(rss_kib "$server")
    if ! read -r -t $((duration + 30)) line <&"$from"; then
        client_failed "$1 handshake" "no count from the client"
    fi
    t1=$(cpu_ticks "$server")
    wait "$client" || client_failed "$1 handshake" "the client failed"
    rss1=$(settled_rss "$server")
    stop_server
    local word count _s secs _r rate _c cpu
    read -r word count _s secs _r rate _c cpu <<<"$line"
    [[ $word == handshakes && $count -gt 0 && -n $cpu ]] ||
        die "$1 handshake: the client said '$line'"
    echo "$1 handshake: $count handshakes counted, RSS $rss0 KiB -> $rss1 KiB" >&2
    awk -v a="$t0" -v b="$t1" -v hz="$tick" -v n="$count" -v s="$secs" -v r="$rate" -v c="$cpu" \
        -v m0="$rss0" -v m1="$rss1" \
        'BEGIN {printf "%.1f %.1f %.0f %d %d\n", r, (b - a) * 1e6 / hz / n, c * 100 / s, m1 - m0, n}'
}

# measure_idle SIDE N: prints "KiB_per_connection RSS_after_warm_up_KiB RSS_connected_KiB"
measure_idle() {
    local n=$2
    start_server "$1"
    local line client from to rss0 rss1
    # the warm-up: what a server sets up once (code paged in, OpenSSL's
    # tables, caches) is then not counted per connection
    echo release | taskset -c 1 "$client_bin" idle "$port" 16 "$ca" >/dev/null 2>"$work/client.err" ||
        client_failed "$1 idle N=$n" "the warm-up failed"
    rss0=$(settled_rss "$server")
    coproc TLSC { exec taskset -c 1 "$client_bin" idle "$port" "$n" "$ca" 2>"$work/client.err"; }
    client=$TLSC_PID from=${TLSC[0]} to=${TLSC[1]}
    if ! read -r -t 90 line <&"$from" || [[ $line != ready ]]; then
        client_failed "$1 idle N=$n" "the $n connections did not get ready"
    fi
    rss1=$(settled_rss "$server")
    kill -0 "$server" 2>/dev/null || { cat "$work/server.err" >&2; die "$1 idle N=$n: the server died"; }
    echo release 1>&"$to" 2>/dev/null || true
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
        if ((r % 2)); then order=(route nginx baseline); else order=(baseline nginx route); fi
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
        keepalive) run_rounds keepalive measure_keepalive ;;
        handshake) run_rounds handshake measure_handshake ;;
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
with() { has route "${sides[@]}" && has "$1" "${sides[@]}"; }
# client_limit NAME N: a note when column N (the client's busy %) reached
# 90 % for some side: the client's core was then the limit, and the rates
# tell less than the server's CPU time per operation
client_limit() {
    local side busy=
    for side in "${sides[@]}"; do
        if awk -v b="$(col "$1" "$side" "$2")" 'BEGIN {exit !(b >= 90)}'; then busy+=" $side"; fi
    done
    if [[ -n $busy ]]; then
        printf '  note: the client kept its core busy >= 90 %% against%s: there the client\n' "$busy"
        printf '        is the limit, and the server cpu per operation says more than the rate\n'
    fi
    return 0
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", (b > 0 ? a / b : 0)}'; }

for part in "${parts[@]}"; do
    echo
    case $part in
        keepalive)
            printf 'Keep-alive HTTPS GET /items/1: wrk -t1 -c%d, %d s measured, medians of %d rounds\n' \
                "$connections" "$duration" "$rounds"
            printf '  %-9s %10s %9s %16s %14s\n' side "req/s" "p99 ms" "server cpu us/req" "client busy %"
            for side in "${sides[@]}"; do
                printf '  %-9s %10.0f %9.3f %16.2f %14.0f\n' "$side" "$(col keepalive "$side" 1)" \
                    "$(col keepalive "$side" 2)" "$(col keepalive "$side" 3)" "$(col keepalive "$side" 4)"
            done
            with nginx && goal "req/s route/nginx" \
                "$(ratio "$(col keepalive route 1)" "$(col keepalive nginx 1)")" ">=" 0.9
            with baseline && goal "req/s route/baseline" \
                "$(ratio "$(col keepalive route 1)" "$(col keepalive baseline 1)")" ">=" 0.95
            with nginx && printf '  (server cpu per request route/nginx: %s, no goal)\n' \
                "$(ratio "$(col keepalive route 3)" "$(col keepalive nginx 3)")"
            with baseline && printf '  (server cpu per request route/baseline: %s, no goal)\n' \
                "$(ratio "$(col keepalive route 3)" "$(col keepalive baseline 3)")"
            client_limit keepalive 4
            ;;
        handshake)
            printf 'Full TLS handshakes, a new connection per GET /items/1: %d at once, %d s counted, medians of %d rounds\n' \
                "$handshake_connections" "$duration" "$rounds"
            printf '  %-9s %13s %24s %17s %14s  %s\n' side "handshakes/s" "server cpu us/handshake" \
                "server-bound /s" "client busy %" "negotiated"
            for side in "${sides[@]}"; do
                printf '  %-9s %13.0f %24.1f %17.0f %14.0f  %s\n' "$side" "$(col handshake "$side" 1)" \
                    "$(col handshake "$side" 2)" "$(awk -v c="$(col handshake "$side" 2)" 'BEGIN {print 1e6 / c}')" \
                    "$(col handshake "$side" 3)" "$(cat "$work/protocol.$side")"
            done
            with nginx && goal "handshakes/s route/nginx" \
                "$(ratio "$(col handshake route 1)" "$(col handshake nginx 1)")" ">=" 0.8
            with nginx && printf '  (server cpu per handshake route/nginx: %s, no goal)\n' \
                "$(ratio "$(col handshake route 2)" "$(col handshake nginx 2)")"
            with baseline && printf '  (route/baseline: handshakes/s %s, server cpu per handshake %s, no goal)\n' \
                "$(ratio "$(col handshake route 1)" "$(col handshake baseline 1)")" \
                "$(ratio "$(col handshake route 2)" "$(col handshake baseline 2)")"
            client_limit handshake 3
            printf '  server RSS growth over the counted handshakes (after the warm-up, settled):\n'
            for side in "${sides[@]}"; do
                printf '  %-9s %8.0f KiB over %.0f handshakes\n' "$side" "$(col handshake "$side" 4)" \
                    "$(col handshake "$side" 5)"
            done
            with baseline && goal "RSS growth over the handshakes, KiB, route - baseline" \
                "$(awk -v a="$(col handshake route 4)" -v b="$(col handshake baseline 4)" 'BEGIN {print a - b}')" "<=" 1024
            ;;
        idle)
            printf 'Idle TLS connections: server RSS growth per connection, once settled, medians of %d rounds\n' \
                "$rounds"
            printf '  %-9s %7s %16s\n' side N "KiB/connection"
            for n in "${idle_counts[@]}"; do
                for side in "${sides[@]}"; do
                    printf '  %-9s %7d %16.2f\n' "$side" "$n" "$(col "idle-$n" "$side" 1)"
                done
            done
            if with baseline; then
                for n in "${idle_counts[@]}"; do
                    goal "KiB per idle connection route/baseline, N=$n" \
                        "$(ratio "$(col "idle-$n" route 1)" "$(col "idle-$n" baseline 1)")" "<=" 1.2
                done
            fi
            ;;
    esac
done
if ! with nginx || ! with baseline; then
    echo
    echo "(SIDES=${sides[*]}: a goal comparing route with a side needs both)"
fi
exit $failed
