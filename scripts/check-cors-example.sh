#!/usr/bin/env bash
# example/14_cors in a browser: builds the example, starts it on 127.0.0.1
# (the page and the API each on a free port: two origins) and opens the
# page in headless Chromium (Debian's `chromium`, scripts/install-deps.sh),
# offline (every host but localhost and 127.0.0.1 resolves to nothing), as
# `/?api=<the API's origin>&selftest=1`. In self-test mode the page calls
# the API with fetch: a PUT with the field X-Request-Id, which the browser
# preflights. The DOM Chromium dumps must show:
#
#  - the PUT to /api/notes/1, whose cors settings allow the page's origin,
#    PUT and the field, passed: "200 hello id=42" (status, body, and the
#    exposed X-Request-Id read back) in <span id=allowed>;
#  - the PUT to /api/admin/notes/1, whose cors settings allow another
#    origin only, was blocked by the browser: fetch failed with a
#    TypeError ("blocked: TypeError" in <span id=blocked>);
#  - the API received the first PUT and not the second (the browser stopped
#    at the preflight): "notes 1, admin 0" in <span id=stats>;
#  - "done" in <span id=selftest>.
#
# The server is stopped and the temporary directory removed on exit,
# whatever happened.
#
#   scripts/check-cors-example.sh [VARIANT]    (default debug)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}

fail() { echo "check-cors-example: $*" >&2; exit 1; }
command -v chromium >/dev/null 2>&1 || fail "chromium is not installed (scripts/install-deps.sh installs it)"

. scripts/lib/example-check.sh
build_example cors

"$exe" --address 127.0.0.1 --page-port 0 --api-port 0 >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
    grep -q '^open ' "$work/server.log" && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.05
done
url=$(sed -n 's/^open \(.*\)$/\1/p' "$work/server.log")
[[ -n $url ]] || { cat "$work/server.log"; fail "the example did not start"; }
url="$url&selftest=1"

# root (as in CI containers) cannot use Chromium's sandbox; no proxy, and
# no host but the loopback one resolves. Requests in flight hold the
# page's virtual time still: the dump comes once every fetch settled.
chromium=(chromium --headless --no-sandbox --disable-gpu --no-first-run
          --disable-background-networking --disable-component-update
          --disable-sync --disable-extensions --hide-scrollbars --no-proxy-server
          --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1")
if ! timeout 60 "${chromium[@]}" --user-data-dir="$work/profile" \
        --virtual-time-budget=5000 --dump-dom "$url" >"$work/dom.html" 2>"$work/chromium.log"; then
    cat "$work/chromium.log" >&2
    echo "--- the DOM Chromium dumped:" >&2; cat "$work/dom.html" >&2
    fail "chromium did not load $url within 60 s"
fi

field() { sed -n "s:.*<span id=\"$1\">\\([^<]*\\)</span>.*:\\1:p" "$work/dom.html" | head -n 1; }
allowed=$(field allowed)
blocked=$(field blocked)
stats=$(field stats)
state=$(field selftest)
status=0
expect() {
    if [[ $2 != "$3" ]]; then
        echo "check-cors-example: $1 gave '$2', not '$3'" >&2
        status=1
    fi
}
expect "the allowed PUT" "$allowed" "200 hello id=42"
expect "the PUT of another origin" "$blocked" "blocked: TypeError"
expect "the API's count of PUTs" "$stats" "notes 1, admin 0"
expect "the self-test" "$state" "done"
if [[ $status -ne 0 ]]; then
    echo "--- the DOM Chromium dumped:" >&2; cat "$work/dom.html" >&2
    echo "--- the server's output:" >&2; cat "$work/server.log" >&2
    fail "example/14_cors failed in $(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2)"
fi
echo "check-cors-example: in $(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2)," \
     "the preflighted PUT the API's cors settings allow passed (its exposed field read back)," \
     "and the one they do not allow was blocked by the browser before it was sent"
