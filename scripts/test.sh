#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
# each stage says how long it took, so that a slow one is found in the log
start=$SECONDS
stage() {
    local t=$SECONDS
    "$@"
    echo "test.sh: [$(( (SECONDS - start) / 60 )) min] $1 took $((SECONDS - t)) s"
}
stage scripts/install-deps.sh
# the npm tools the checks run, once, at the versions scripts/npm/ pins
stage scripts/npm-tools.sh
# a fresh run: remove the reports of earlier runs so that none is counted twice
find bin.v2 -name '*.output' -path '*/test/*' -delete 2>/dev/null || true
find bin.v2 \( -name '*.test' -o -name '*.run' \) -path '*/test/*' -delete 2>/dev/null || true
# The sanitizer builds (scripts/test-sanitized.sh: the tests again with
# clang++ under ASan + UBSan, the server, async and test kit tests under
# TSan) need nothing the g++ build or the checks make, and both of those
# leave cores idle: test binaries waiting on timers and sockets, checks
# waiting on Node.js, Chromium and the network stack. So they build and
# run in the background from here on, at a lower priority, filling the
# cores the rest leaves idle. Their output is printed when they end;
# should a stage fail first, they are stopped, with every process they
# started (b2 runs each compiler in a process group of its own). They stay
# in this session: a session of their own (setsid) would be a scheduling
# group of its own under Linux's autogroups, sharing the cores half and
# half with the rest whatever its nice value.
sanitized_log=$(mktemp)
gxx_done=$(mktemp -u)
SANITIZED_RUN_AFTER=$gxx_done nice -n 10 scripts/test-sanitized.sh >"$sanitized_log" 2>&1 &
sanitized_pid=$!
# stops a process and what it started: each is held (SIGSTOP) before its
# children are listed, so that none starts another meanwhile
kill_tree() {
    kill -STOP "$1" 2>/dev/null || return 0
    local child
    for child in $(pgrep -P "$1"); do kill_tree "$child"; done
    kill -TERM "$1" 2>/dev/null || true
    kill -CONT "$1" 2>/dev/null || true
}
trap 'kill_tree $sanitized_pid; rm -f "$sanitized_log" "$gxx_done"' EXIT
# the layering of include/route (and that the check itself catches a violation)
stage scripts/check-layering.sh
stage scripts/check-layering.sh --self-test
# (fuzz: every fuzz target given each of its seeds in fuzz/corpus/, the
# inputs that once broke it among them; scripts/fuzz.sh searches for new
# ones under libFuzzer. test/docgen/<format>: each format's golden files
# checked with the tools its readers run, e.g. the OpenAPI documents
# linted by Redocly and Spectral. The test build keeps line tables only,
# -g1: a backtrace still names file and line, and each test file compiles
# a fifth faster)
stage b2 -j2 cxxflags=-g1 test example example/github-spec example/items-spec example/additions-spec tools/docgen-generate fuzz "$@"
# the sanitizer builds' tests may run now
touch "$gxx_done"
# what a user builds, as a user builds it (the release variant), without a
# warning: the libraries, the tools and the examples, any warning an error
stage b2 -j2 variant=release warnings-as-errors=on example example/github-spec \
    example/items-spec example/additions-spec tools/docgen-generate
# docgen's sample against the GitHub stand-in, end to end
stage scripts/check-docgen-sample.sh
# the items sample documented in process: every format as in its golden
# files, the OpenAPI document linted, the typed client against the service
stage scripts/check-docgen-items.sh
# docgen's additions (a pet clinic in process): every format as in its
# golden files, the OpenAPI 3.1 document linted, the typed client compiled
stage scripts/check-docgen-additions.sh
# example/12_streaming's page in headless Chromium: the clock's events
# arrive, and a file uploaded through the page is stored
stage scripts/check-streaming-example.sh
# example/13_websocket's page in headless Chromium: the echo answers, and a
# chat message reaches both members of the room
stage scripts/check-websocket-example.sh
# example/14_cors's page in headless Chromium: a preflighted PUT to the API
# (another origin) passes where its cors settings allow it, and the browser
# blocks one where they do not
stage scripts/check-cors-example.sh
# the items sample over HTTPS, scanned by sslscan: TLS 1.2 and 1.3 only,
# ECDHE with AEAD ciphers on 1.2, no insecure renegotiation
stage scripts/check-tls.sh
# example/15_https run with a certificate made now: curl over HTTPS trusting
# the test CA, bad certificate files refused naming them, SIGHUP reloading
stage scripts/check-https-example.sh
# example/16_http2 asked by curl over h2c (prior knowledge, upgrade), h2 by
# ALPN and HTTP/1.x: each answer names the protocol; streams run at once
stage scripts/check-http2-example.sh
# b2 install, then example/items built out of tree with CMake and pkg-config
stage scripts/check-install.sh
# route reads W3C traceparent fields as OpenTelemetry's propagator does
stage scripts/check-trace-context.sh
# every public header compiles alone
stage scripts/check-headers.sh
# the documentation must build: its snippets come from compiled files
stage scripts/docs.sh
# the sanitizer builds, started above
sanitized() {
    local rc=0
    wait "$sanitized_pid" || rc=$?
    cat "$sanitized_log"
    return $rc
}
stage sanitized
