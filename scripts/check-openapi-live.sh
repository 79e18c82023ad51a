#!/usr/bin/env bash
# Checks that a running service agrees with an OpenAPI document: Stoplight
# Prism (at the version scripts/npm-tools.sh pins and installs) proxies to
# the service with --errors and validates each request and each answer
# against the document; the GitHub sample's three requests go through it.
# Each must come back with the status the sample declares for it, and Prism
# must report no violation (no sl-violations header, no "Violation" or
# "error" in its log); otherwise the check names the request and prints
# Prism's report.
#
#   scripts/check-openapi-live.sh OPENAPI_YML UPSTREAM_URL
#       e.g. test/docgen/openapi/github.yml http://127.0.0.1:PORT (the stand-in)
#
# Fails, naming what is missing, when node or npm is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
start_timeout=30    # seconds for Prism to start listening

usage="usage: scripts/check-openapi-live.sh OPENAPI_YML UPSTREAM_URL"
document=${1:?$usage}
upstream=${2:?$usage}
[[ -f $document ]] || { echo "openapi-live: no file $document" >&2; exit 2; }
modules=$(scripts/npm-tools.sh zod3) || { echo "openapi-live: Prism could not be installed" >&2; exit 1; }
prism=$modules/.bin/prism
prism_version=$(node -p 'require(process.argv[1]).version' "$modules/@stoplight/prism-cli/package.json")

work=$(mktemp -d)
prism_pid=
stop_prism() {
    if [[ -n $prism_pid ]]; then
        kill "$prism_pid" 2>/dev/null || true
        wait "$prism_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap stop_prism EXIT
fail() { echo "openapi-live: $*" >&2; exit 1; }

# a free port on 127.0.0.1, chosen by the system (node comes with npm)
port=$(node -e 'const s = require("net").createServer();
                s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')
log=$work/prism.log
"$prism" proxy --errors "$document" "$upstream" --host 127.0.0.1 --port "$port" >"$log" 2>&1 &
prism_pid=$!
for _ in $(seq 1 $((start_timeout * 10))); do
    grep -q 'Prism is listening on' "$log" && break
    kill -0 "$prism_pid" 2>/dev/null || { cat "$log" >&2; fail "Prism exited before it listened"; }
    sleep 0.1
done
grep -q 'Prism is listening on' "$log" ||
    { cat "$log" >&2; fail "Prism did not listen on 127.0.0.1:$port within ${start_timeout}s"; }
# the log from here on is that of the requests
started=$(wc -l <"$log")

# the sample's requests and the status its specification declares for each
requests=(
    "200 /users/octocat"
    "404 /users/no-such-user-x"
    "200 /repos/octocat/Hello-World"
)
for request in "${requests[@]}"; do
    expected=${request%% *}
    path=${request#* }
    name="GET $path"
    logged=$(wc -l <"$log")
    status=$(curl -sS --max-time 10 -o "$work/body" -D "$work/headers" -w '%{http_code}' \
                  -H 'User-Agent: docgen-github-sample' "http://127.0.0.1:$port$path") ||
        { cat "$log" >&2; fail "$name: no answer from Prism"; }
    sleep 0.2    # Prism logs a response's validation after answering
    violations=$(sed -n 's/^sl-violations: *//Ip' "$work/headers" | tr -d '\r')
    reported=$(tail -n +$((logged + 1)) "$log" | grep -E 'Violation|error' || true)
    if [[ $status != "$expected" || -n $violations || -n $reported ]]; then
        echo "openapi-live: $name: status $status, expected $expected" >&2
        [[ -z $violations ]] || echo "  sl-violations: $violations" >&2
        [[ -z $reported ]] || sed 's/^/  prism: /' <<<"$reported" >&2
        [[ $status == "$expected" ]] || { echo "  body:" >&2; head -c 2000 "$work/body" | sed 's/^/    /' >&2; echo >&2; }
        fail "$name does not agree with $document"
    fi
    echo "openapi-live: $name: $status, no violation"
done
# nothing else went wrong while the requests ran (nor after the last one)
reported=$(tail -n +$((started + 1)) "$log" | grep -E 'Violation|error' || true)
[[ -z $reported ]] || { sed 's/^/  prism: /' <<<"$reported" >&2; fail "Prism reported violations"; }
echo "openapi-live: $upstream agrees with $document (${#requests[@]} requests through Prism $prism_version)"
