#!/usr/bin/env bash
# HTTP/2 benchmark: the release items sample (route::server_options::http2,
# on by default) against nginx, both speaking HTTP/2 two ways in one run:
#
#   tls  h2 chosen by ALPN on TLS 1.2/1.3 (route: --tls-cert, --tls-key;
#        nginx: listen ... ssl http2), with a certificate made for the run
#        by scripts/make-server-certificate.sh
#   h2c  HTTP/2 over plain TCP by prior knowledge (route: its plain port,
#        which takes the connection preface; nginx: listen ... http2)
#
# Both answer GET /items/1 with the same 24 bytes, {"id":1,"name":"item 1"},
# as application/json (the items sample seeded with --seed 1; nginx, which
# this script configures in its temporary directory, returns it from
# location = /items/1: one worker process, daemon off, access log off,
# pid, logs and temporary files in that directory, keepalive_requests
# raised to 1000000 (it bounds the streams of an HTTP/2 connection too) so
# that h2load's connections are not cut). Before measuring, each server must answer that GET over
# HTTP/2 (curl --http2 on TLS, --http2-prior-knowledge on h2c) with 200
# and exactly the body.
#
# Every server runs pinned to core 0, h2load on core 1, on 127.0.0.1.
# h2load -t1 -c8 -m16 (8 connections, up to 16 streams in flight on each):
# a warm-up of 1 s, then DURATION s (default 10) measured; a request that
# fails, errs, times out or is answered other than 2xx fails the run. Each
# transport runs ROUNDS rounds (default 3), alternating which server goes
# first, each measurement on a freshly started server. The table shows the
# medians of req/s and the ratio route/nginx. Goal: >= 0.8 on both
# transports.
#
#   TRANSPORTS=tls,h2c  ROUNDS=3  DURATION=10  CLIENTS=8  STREAMS=16
#   JOBS=2              b2's -j for the build
#   SHOW_ROUNDS=1       also every round's figures (on stderr)
#
# Exits with 1 when a goal is missed or a measurement fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench

rounds=${ROUNDS:-3}
duration=${DURATION:-10}
clients=${CLIENTS:-8}
streams=${STREAMS:-16}
IFS=, read -ra transports <<<"${TRANSPORTS:-tls,h2c}"

die() { echo "run-http2: $*" >&2; exit 1; }
number() { [[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1 wants a positive number, not '$2'"; }
number ROUNDS "$rounds"
number DURATION "$duration"
number CLIENTS "$clients"
number STREAMS "$streams"
for t in "${transports[@]}"; do
    [[ $t == tls || $t == h2c ]] || die "unknown transport '$t' in TRANSPORTS"
done

body='{"id":1,"name":"item 1"}'
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
[[ -x $nginx_bin ]] || die "no nginx (scripts/install-deps.sh --bench installs it)"
command -v h2load >/dev/null || die "no h2load (scripts/install-deps.sh --bench installs nghttp2-client)"

work=$(mktemp -d /tmp/run-http2.XXXXXX)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
scripts/make-server-certificate.sh "$work/tls"
cert=$work/tls/server.pem
key=$work/tls/server.key
ca=$work/tls/ca.pem

if ! b2 -j"${JOBS:-2}" variant=release example//items_service >"$work/build.log" 2>&1; then
    tail -n 40 "$work/build.log" >&2
    die "build failed"
fi
route_bin=$(find bin.v2/example -path '*release*' -type f -perm -u+x -name items_service | head -n 1)
[[ -x $route_bin ]] || die "no release binary items_service"

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# nginx's configuration for TRANSPORT and PORT, in $work/nginx
nginx_conf() {
    local d=$work/nginx listen
    rm -rf "$d"
    mkdir -p "$d/logs" "$d/temp"
    if [[ $1 == tls ]]; then
        listen="listen 127.0.0.1:$2 ssl http2;
        ssl_certificate $cert;
        ssl_certificate_key $key;
        ssl_protocols TLSv1.2 TLSv1.3;"
    else
        listen="listen 127.0.0.1:$2 http2;"
    fi
    cat >"$d/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $d/nginx.pid;
error_log $d/logs/error.log warn;
events {
    worker_connections 1024;
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
        $listen
        location = /items/1 {
            default_type application/json;
            return 200 '$body';
        }
    }
}
EOF
}

# url TRANSPORT: the URL of the item on $port
url() { if [[ $1 == tls ]]; then echo "https://127.0.0.1:$port/items/1"; else echo "http://127.0.0.1:$port/items/1"; fi; }

# start_server SIDE TRANSPORT: runs it on core 0, sets $master (the pid to
# stop) and $port; then checks that GET /items/1 answers 200 with the body
# over HTTP/2
master=
port=
start_server() {
    local side=$1 transport=$2 answer tls_args=() curl_args
    : >"$work/server.out"
    if [[ $side == route ]]; then
        [[ $transport == tls ]] && tls_args=(--tls-cert "$cert" --tls-key "$key")
        taskset -c 0 "$route_bin" --address 127.0.0.1 --port 0 --threads 1 --seed 1 "${tls_args[@]}" \
            >"$work/server.out" 2>"$work/server.err" &
        port=
    else
        port=$(free_port)
        nginx_conf "$transport" "$port"
        taskset -c 0 "$nginx_bin" -p "$work/nginx" -e "$work/nginx/logs/error.log" \
            -c "$work/nginx/nginx.conf" >"$work/server.out" 2>"$work/server.err" &
    fi
    master=$!
    if [[ $transport == tls ]]; then curl_args=(--http2 --cacert "$ca"); else curl_args=(--http2-prior-knowledge); fi
    for _ in $(seq 1 100); do
        kill -0 "$master" 2>/dev/null || {
            cat "$work/server.err" >&2
            [[ $side == nginx ]] && cat "$work/nginx/logs/error.log" >&2
            die "$side ($transport) server exited"
        }
        [[ $side == route ]] &&
            port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9][0-9]*\).*$/\1/p' "$work/server.out")
        if [[ -n $port ]] &&
            answer=$(curl -s "${curl_args[@]}" -w ' %{http_code} %{http_version}' "$(url "$transport")"); then
            [[ $answer == "$body 200 2" ]] ||
                die "$side ($transport, 127.0.0.1:$port) answered GET /items/1 with '$answer', not '$body 200 2'"
            return 0
        fi
        sleep 0.05
    done
    cat "$work/server.err" >&2
    die "$side answered nothing over HTTP/2 ($transport) within 5 s"
}

stop_server() {
    kill -TERM "$master" 2>/dev/null || true
    wait "$master" 2>/dev/null || true
}

# measure SIDE TRANSPORT: prints req/s
measure() {
    start_server "$1" "$2"
    local out=$work/h2load.out rps total bad other
    taskset -c 1 h2load -t1 -c"$clients" -m"$streams" --warm-up-time=1 -D "$duration" "$(url "$2")" \
        >"$out" 2>&1 || { cat "$out" >&2; die "$1 ($2): h2load failed"; }
    stop_server
    rps=$(sed -n 's/^finished in [^,]*, \([0-9.]*\) req\/s.*/\1/p' "$out")
    total=$(awk '$1 == "requests:" {print $2}' "$out")
    # failed + errored + timeout, and the 3xx, 4xx and 5xx answers (h2load
    # may count a 2xx more or less than the requests done, at the edge of
    # the warm-up)
    bad=$(awk '$1 == "requests:" {print $10 + $12 + $14}' "$out")
    other=$(awk '$1 == "status" && $2 == "codes:" {print $5 + $7 + $9}' "$out")
    [[ -n $rps && -n $total && $total -gt 0 ]] || { cat "$out" >&2; die "$1 ($2): no count from h2load"; }
    [[ $bad == 0 && $other == 0 ]] ||
        { cat "$out" >&2; die "$1 ($2): $bad of $total requests failed, $other answered other than 2xx"; }
    grep -q '^Application protocol: h2\(c\)\?$' "$out" || { cat "$out" >&2; die "$1 ($2): not HTTP/2"; }
    echo "$rps"
}

for transport in "${transports[@]}"; do
    : >"$work/$transport.route"
    : >"$work/$transport.nginx"
    for ((r = 1; r <= rounds; r++)); do
        if ((r % 2)); then order=(route nginx); else order=(nginx route); fi
        for side in "${order[@]}"; do
            measure "$side" "$transport" >>"$work/$transport.$side"
        done
        echo "$transport: round $r of $rounds done" >&2
    done
done

col() {
    [[ -n ${SHOW_ROUNDS:-} ]] && echo "  ($1, $2, each round: $(tr '\n' ' ' <"$work/$1.$2"))" >&2
    median <"$work/$1.$2"
}
failed=0
echo
printf 'HTTP/2 GET /items/1: h2load -t1 -c%d -m%d, %d s measured, medians of %d rounds\n' \
    "$clients" "$streams" "$duration" "$rounds"
printf '  %-30s %12s %12s %12s  %s\n' transport "route req/s" "nginx req/s" "route/nginx" "goal >= 0.8"
for transport in "${transports[@]}"; do
    a=$(col "$transport" route)
    b=$(col "$transport" nginx)
    ratio=$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", (b > 0 ? a / b : 0)}')
    if awk -v v="$ratio" 'BEGIN {exit !(v >= 0.8)}'; then verdict=PASS; else verdict=FAIL; failed=1; fi
    if [[ $transport == tls ]]; then name="h2 (TLS, ALPN)"; else name="h2c (prior knowledge)"; fi
    printf '  %-30s %12.0f %12.0f %12s  %s\n' "$name" "$a" "$b" "$ratio" "$verdict"
done
exit $failed
