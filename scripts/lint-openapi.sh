#!/usr/bin/env bash
# Lints an OpenAPI document with the tools its readers run: Redocly's and
# Spectral's command-line linters (the spectral:oas ruleset, through
# .spectral.yaml), at the versions scripts/npm-tools.sh pins and installs.
# Fails on any error; warnings are printed.
#
#   scripts/lint-openapi.sh FILE          (e.g. test/docgen/openapi/github.yml)
#
# Fails, naming what is missing, when node or npm is not installed.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."

file=${1:?usage: scripts/lint-openapi.sh FILE}
# a path as the caller meant it
[[ $file == /* ]] || file=$caller/$file
[[ -f $file ]] || { echo "lint-openapi: no file $file" >&2; exit 2; }
modules=$(scripts/npm-tools.sh zod3) || { echo "lint-openapi: the OpenAPI linters could not be installed" >&2; exit 1; }
redocly=$modules/.bin/redocly
spectral=$modules/.bin/spectral

echo "lint-openapi: redocly lint ${file#"$PWD/"}"
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
    "$redocly" lint --config redocly.yaml --format=stylish "$file"
echo "lint-openapi: spectral lint ${file#"$PWD/"}"
"$spectral" lint --ruleset .spectral.yaml --fail-severity error "$file"
echo "lint-openapi: ${file#"$PWD/"} has no errors"
