#!/usr/bin/env bash
# example/16_http2 run as its users run it: builds the example, makes a
# certificate (scripts/make-server-certificate.sh), starts it on 127.0.0.1
# (two free ports: plain and TLS) and asks it with curl:
#
#  - on the plain port: HTTP/2 by prior knowledge (`--http2-prior-knowledge`)
#    and by `Upgrade: h2c` (`--http2`), HTTP/1.1 and HTTP/1.0; on the TLS
#    port, trusting the test CA: h2 chosen by ALPN, and HTTP/1.1. Each time
#    /version must report the protocol curl says it spoke, and the scheme;
#  - three /wait?ms=1000 at once over one h2 connection (`--parallel`):
#    one connection, three streams, all done within 2.5 s, where one after
#    the other would take 3 s;
#  - a wait out of range is answered 400;
#  - without a certificate only the plain port is served;
#  - SIGTERM stops it with status 0.
#
# (h2c's streams run concurrently as well; curl 7.88, Debian 12's, fails
# its own parallel transfers over a prior-knowledge connection, "Error in
# the HTTP2 framing layer" (curl/curl#10634, fixed after 7.88), so the
# concurrency is checked over TLS.)
#
# The server is stopped and the temporary files removed on exit, whatever
# happened.
#
#   scripts/check-http2-example.sh [VARIANT]    (default debug)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}

fail() { echo "check-http2-example: $*" >&2; exit 1; }
curl --version | grep -q '^Features:.* HTTP2' || fail "this curl does not speak HTTP/2"

. scripts/lib/example-check.sh
build_example http2

tls=$work/tls
scripts/make-server-certificate.sh "$tls"
unset TLS_CERT_FILE TLS_KEY_FILE

# start(ARGS...): starts the example, waits for its plain port's line and
# sets plain and secure to the ports it prints (secure empty: none)
start() {
    "$exe" --port 0 "$@" >"$work/server.log" 2>&1 &
    server_pid=$!
    plain=
    for _ in $(seq 1 100); do
        plain=$(sed -n 's|^http2: h2c and HTTP/1\.1 on http://127\.0\.0\.1:\([0-9]*\)$|\1|p' "$work/server.log")
        [[ -n $plain ]] && break
        kill -0 "$server_pid" 2>/dev/null || break
        sleep 0.05
    done
    [[ -n $plain ]] || { cat "$work/server.log"; fail "the example did not start"; }
    secure=$(sed -n 's|^http2: h2 and HTTP/1\.1 on https://127\.0\.0\.1:\([0-9]*\)$|\1|p' "$work/server.log")
}
# stop: SIGTERM, and the example must exit with 0
stop() {
    kill -TERM "$server_pid"
    local status=0
    wait "$server_pid" || status=$?
    server_pid=
    [[ $status -eq 0 ]] || { cat "$work/server.log"; fail "the example exited with $status on SIGTERM"; }
}

# expect(VERSION ANSWER CURL-ARGS...): curl speaks VERSION (as its
# %{http_version} says) and the body is ANSWER
expect() {
    local version=$1 answer=$2 out
    shift 2
    out=$(curl -sS --max-time 10 -w '\n%{http_version}' "$@") || fail "curl $* failed"
    [[ $(tail -n 1 <<<"$out") == "$version" ]] ||
        fail "curl $* spoke HTTP version $(tail -n 1 <<<"$out"), not $version"
    [[ $(head -n -1 <<<"$out") == "$answer" ]] ||
        fail "curl $* was answered '$(head -n -1 <<<"$out")', not '$answer'"
}

start --tls-port 0 --cert "$tls/server.pem" --key "$tls/server.key"
[[ -n $secure ]] || { cat "$work/server.log"; fail "the example did not print its TLS port"; }
http=http://127.0.0.1:$plain
https=https://localhost:$secure
expect 2 "HTTP/2 over http" --http2-prior-knowledge "$http/version"
expect 2 "HTTP/2 over http" --http2 "$http/version"
expect 1.1 "HTTP/1.1 over http" --http1.1 "$http/version"
expect 1 "HTTP/1.0 over http" --http1.0 "$http/version"
expect 2 "HTTP/2 over https" --cacert "$tls/ca.pem" "$https/version"
expect 1.1 "HTTP/1.1 over https" --cacert "$tls/ca.pem" --http1.1 "$https/version"

t0=$(date +%s%N)
curl -sS --no-progress-meter --max-time 10 --cacert "$tls/ca.pem" --parallel --parallel-max 3 \
    -w '%{http_code} %{http_version} %{num_connects}\n' \
    -o "$work/wait1" "$https/wait?ms=1000" -o "$work/wait2" "$https/wait?ms=1000" \
    -o "$work/wait3" "$https/wait?ms=1000" >"$work/parallel" 2>&1 ||
    { cat "$work/parallel"; fail "curl --parallel failed"; }
elapsed=$((($(date +%s%N) - t0) / 1000000))
for n in 1 2 3; do
    [[ $(cat "$work/wait$n") == "waited 1000 ms over HTTP/2" ]] ||
        fail "a wait of three at once was answered '$(cat "$work/wait$n")'"
done
[[ $(grep -c '^200 2 [01]$' "$work/parallel") -eq 3 ]] ||
    { cat "$work/parallel"; fail "three waits at once were not each answered 200 over HTTP/2"; }
connections=$(awk '{ n += $3 } END { print n }' "$work/parallel")
[[ $connections -eq 1 ]] ||
    { cat "$work/parallel"; fail "three waits at once took $connections connections, not one"; }
((elapsed < 2500)) ||
    fail "three waits of 1 s on one connection took $elapsed ms: the streams did not run at once"

out=$(curl -sS --max-time 10 --http2-prior-knowledge -w ' %{http_code}' "$http/wait?ms=9999")
[[ $out == "ms must be from 0 to 5000 400" ]] || fail "/wait?ms=9999 was answered '$out', not 400"
stop

start
[[ -z $secure ]] || fail "without a certificate the example still serves TLS on $secure"
expect 2 "HTTP/2 over http" --http2-prior-knowledge "http://127.0.0.1:$plain/version"
stop
echo "check-http2-example: /version over h2c (prior knowledge and upgrade), HTTP/1.1, HTTP/1.0," \
     "h2 by ALPN and HTTP/1.1 over TLS: OK; 3 waits of 1 s on one h2 connection took $elapsed ms"
