#!/usr/bin/env bash
# example/13_websocket in a browser: builds the example, starts it on
# 127.0.0.1 (a free port, two server threads) and opens its page in
# headless Chromium (Debian's `chromium`, scripts/install-deps.sh), offline
# (every host but localhost and 127.0.0.1 resolves to nothing), as
# `/?selftest=1`. In self-test mode the page checks both endpoints through
# `new WebSocket(...)`; the DOM Chromium dumps must show:
#
#  - the echo of the text message "hello" and of the 3 bytes 1, 2, 255 sent
#    as a binary message (<span id=echo-result>);
#  - in the chat room, two members, ada and grace, on two connections:
#    once grace joined, ada says "hello from ada", and both receive
#    "ada: hello from ada" (<span id=chat-ada>, <span id=chat-grace>);
#  - "done" in <span id=selftest>, which the page writes once all arrived.
#
# The server is stopped and the temporary directory removed on exit,
# whatever happened.
#
#   scripts/check-websocket-example.sh [VARIANT]    (default debug)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}

fail() { echo "check-websocket-example: $*" >&2; exit 1; }
command -v chromium >/dev/null 2>&1 || fail "chromium is not installed (scripts/install-deps.sh installs it)"

. scripts/lib/example-check.sh
build_example websocket

"$exe" --address 127.0.0.1 --port 0 --threads 2 >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
    grep -q 'listening on' "$work/server.log" && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.05
done
address=$(sed -n 's/^websocket: listening on \([^ ]*\).*/\1/p' "$work/server.log")
[[ -n $address ]] || { cat "$work/server.log"; fail "the example did not start"; }
url="http://$address/?selftest=1"

# root (as in CI containers) cannot use Chromium's sandbox; no proxy, and
# no host but the loopback one resolves
chromium=(chromium --headless --no-sandbox --disable-gpu --no-first-run
          --disable-background-networking --disable-component-update
          --disable-sync --disable-extensions --hide-scrollbars --no-proxy-server
          --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1")
# The DOM is dumped once the page is idle for --virtual-time-budget of its
# virtual time. Unlike an open request, a WebSocket does not hold virtual
# time still: on a busy machine the dump may come before the last message
# arrived, with the page still "running". Such a page is loaded again, up
# to 5 times; one that failed (an error, a wrong message) is not, nor one
# that never ends (`timeout`).
attempts=0
state=
while [[ $attempts -lt 5 ]]; do
    attempts=$((attempts + 1))
    if ! timeout 30 "${chromium[@]}" --user-data-dir="$work/profile-$attempts" \
            --virtual-time-budget=3000 --dump-dom "$url" >"$work/dom.html" 2>"$work/chromium.log"; then
        cat "$work/chromium.log" >&2
        echo "--- the DOM Chromium dumped:" >&2; cat "$work/dom.html" >&2
        fail "chromium did not load $url within 30 s"
    fi
    state=$(sed -n 's:.*<span id="selftest">\([^<]*\)</span>.*:\1:p' "$work/dom.html" | head -n 1)
    [[ $state == running ]] || break
done

echo_result=$(sed -n 's:.*<span id="echo-result">\([^<]*\)</span>.*:\1:p' "$work/dom.html" | head -n 1)
ada=$(sed -n 's:.*<span id="chat-ada">\([^<]*\)</span>.*:\1:p' "$work/dom.html" | head -n 1)
grace=$(sed -n 's:.*<span id="chat-grace">\([^<]*\)</span>.*:\1:p' "$work/dom.html" | head -n 1)
said="ada: hello from ada"
status=0
if [[ $echo_result != "hello | bytes 1,2,255" ]]; then
    echo "check-websocket-example: the echo gave '${echo_result}', not 'hello | bytes 1,2,255'" >&2
    status=1
fi
if [[ $ada != "$said" ]]; then
    echo "check-websocket-example: ada received '${ada}', not '$said'" >&2; status=1
fi
if [[ $grace != "$said" ]]; then
    echo "check-websocket-example: grace received '${grace}', not '$said'" >&2; status=1
fi
if [[ $state != done ]]; then
    echo "check-websocket-example: the self-test ended '${state}', not 'done' (after $attempts loads)" >&2
    status=1
fi
if [[ $status -ne 0 ]]; then
    echo "--- the DOM Chromium dumped:" >&2; cat "$work/dom.html" >&2
    echo "--- the server's output:" >&2; cat "$work/server.log" >&2
    fail "example/13_websocket failed in $(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2)"
fi
echo "check-websocket-example: in $(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2)," \
     "the page's echo came back (text and binary), and ada's message reached both members" \
     "of the chat room (page loaded $attempts time(s))"
