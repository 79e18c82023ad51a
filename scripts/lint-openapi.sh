#!/usr/bin/env bash
# Lints an OpenAPI document with the tools its readers run: Redocly's and
# Spectral's command-line linters (the spectral:oas ruleset, through
# .spectral.yaml), installed at pinned versions into .tools/ (git-ignored).
# Fails on any error; warnings are printed.
#
#   scripts/lint-openapi.sh FILE          (e.g. test/docgen/openapi/github.yml)
#
# Exits 3, saying so, when npm is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
redocly_version=2.77.0
spectral_version=6.16.3

file=${1:?usage: scripts/lint-openapi.sh FILE}
[[ -f $file ]] || { echo "lint-openapi: no file $file" >&2; exit 2; }
if ! command -v npm >/dev/null 2>&1; then
    echo "lint-openapi: npm is not installed; the OpenAPI linters did not run" >&2
    exit 3
fi

tools=.tools
redocly=$tools/node_modules/.bin/redocly
spectral=$tools/node_modules/.bin/spectral
installed() { [[ -f $tools/node_modules/$1/package.json ]] &&
              grep -q "\"version\": \"$2\"" "$tools/node_modules/$1/package.json"; }
if ! installed @redocly/cli $redocly_version || ! installed @stoplight/spectral-cli $spectral_version; then
    echo "lint-openapi: installing @redocly/cli@$redocly_version and @stoplight/spectral-cli@$spectral_version into $tools/"
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-audit --no-fund --loglevel=error \
        "@redocly/cli@$redocly_version" "@stoplight/spectral-cli@$spectral_version" >/dev/null
fi

echo "lint-openapi: redocly lint $file"
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
    "$redocly" lint --config redocly.yaml --format=stylish "$file"
echo "lint-openapi: spectral lint $file"
"$spectral" lint --ruleset .spectral.yaml --fail-severity error "$file"
echo "lint-openapi: $file has no errors"
