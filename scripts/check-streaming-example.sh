#!/usr/bin/env bash
# example/12_streaming in a browser: builds the example, starts it on
# 127.0.0.1 (a free port, a fresh upload directory) and opens its page in
# headless Chromium (Debian's `chromium`, scripts/install-deps.sh), offline
# (every host but localhost and 127.0.0.1 resolves to nothing), as
# `/?selftest=1`. The DOM Chromium dumps after a few seconds must show:
#
#  - at least 2 `tick` events received through `new EventSource('/clock')`
#    (the page counts them into <span id=count>), the last with an id;
#  - the answer to the upload the page makes in self-test mode: a File
#    built in JavaScript (hello.txt, "hello from chromium") posted as
#    multipart/form-data with fetch and FormData, as the page's form posts
#    it, answered "Stored hello.txt (19 bytes)"; and the file must be in
#    the upload directory with those bytes.
#
# The server is stopped and the temporary directories removed on exit,
# whatever happened.
#
#   scripts/check-streaming-example.sh [VARIANT]    (default debug)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}

fail() { echo "check-streaming-example: $*" >&2; exit 1; }
command -v chromium >/dev/null 2>&1 || fail "chromium is not installed (scripts/install-deps.sh installs it)"

. scripts/lib/example-check.sh
build_example streaming

uploads="$work/uploads"
"$exe" --address 127.0.0.1 --port 0 --upload-dir "$uploads" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
    grep -q 'listening on' "$work/server.log" && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.05
done
address=$(sed -n 's/^streaming: listening on //p' "$work/server.log")
[[ -n $address ]] || { cat "$work/server.log"; fail "the example did not start"; }
url="http://$address/?selftest=1"

# root (as in CI containers) cannot use Chromium's sandbox; no proxy, and
# no host but the loopback one resolves
chromium=(chromium --headless --no-sandbox --disable-gpu --no-first-run
          --disable-background-networking --disable-component-update
          --disable-sync --disable-extensions --hide-scrollbars --no-proxy-server
          --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1")
# The DOM is dumped once the page is idle for --virtual-time-budget of its
# virtual time, which stands still while a request is open: the page, in
# self-test mode, closes its event stream after 3 events (a second apart,
# in real time) and its upload ends; `timeout` ends a page that hangs.
if ! timeout 30 "${chromium[@]}" --user-data-dir="$work/profile" --virtual-time-budget=1000 \
        --dump-dom "$url" >"$work/dom.html" 2>"$work/chromium.log"; then
    cat "$work/chromium.log" >&2
    echo "--- the DOM Chromium dumped:" >&2; cat "$work/dom.html" >&2
    fail "chromium did not load $url within 30 s (did the event stream stop before 3 events?)"
fi

count=$(sed -n 's:.*<span id="count">\([0-9]*\)</span>.*:\1:p' "$work/dom.html" | head -n 1)
last_id=$(sed -n 's:.*<span id="last-id">\([0-9]*\)</span>.*:\1:p' "$work/dom.html" | head -n 1)
stored=$(sed -n 's:.*<p id="selftest">\([^<]*\)</p>.*:\1:p' "$work/dom.html" | head -n 1)
status=0
if [[ -z $count || $count -lt 2 ]]; then
    echo "check-streaming-example: the page received ${count:-no} clock events, not at least 2" >&2; status=1
elif [[ -z $last_id || $last_id -lt 2 ]]; then
    echo "check-streaming-example: the last clock event's id is '${last_id}', not at least 2" >&2; status=1
fi
if [[ $stored != "200 Stored hello.txt (19 bytes)" ]]; then
    echo "check-streaming-example: the page's upload was answered '${stored}', not '200 Stored hello.txt (19 bytes)'" >&2
    status=1
elif [[ ! -f $uploads/hello.txt ]]; then
    echo "check-streaming-example: no hello.txt in the upload directory:" "$(ls -A "$uploads" 2>/dev/null)" >&2; status=1
elif [[ $(cat "$uploads/hello.txt") != "hello from chromium" || $(stat -c %s "$uploads/hello.txt") -ne 19 ]]; then
    echo "check-streaming-example: hello.txt holds '$(head -c 100 "$uploads/hello.txt")', not 'hello from chromium'" >&2
    status=1
fi
if [[ $status -ne 0 ]]; then
    echo "--- the DOM Chromium dumped:" >&2; cat "$work/dom.html" >&2
    echo "--- the server's output:" >&2; cat "$work/server.log" >&2
    fail "example/12_streaming failed in $(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2)"
fi
echo "check-streaming-example: in $(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2)," \
     "the page received $count clock events (last id $last_id) and uploaded hello.txt (19 bytes, stored)"
