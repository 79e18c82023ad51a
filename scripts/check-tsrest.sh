#!/usr/bin/env bash
# Checks a ts-rest contract package written by docgen's tsrest format with
# the tools its users run, at the versions scripts/npm-tools.sh pins and
# installs (its zod3 set: @ts-rest/core 3.52 wants zod 3, oRPC zod 4): its
# sources import only @ts-rest/core and zod; `tsc --noEmit --strict`
# passes on it; and test/docgen/tsrest/round_trip.ts, type-checked too,
# calls the service through initClient with validateResponse on and prints
# what test/docgen/tsrest/round_trip.expected holds (the octocat user, the
# declared 404 of an unknown user, a repository, and a body its schema
# rejects).
#
#   scripts/check-tsrest.sh PACKAGE_DIR BASE_URL [ROUND_TRIP]
#       e.g. $DOCGEN_OUTPUT_DIR/tsrest http://127.0.0.1:PORT (the GitHub stand-in)
#   scripts/check-tsrest.sh --golden
#
# ROUND_TRIP (default test/docgen/tsrest/round_trip.ts) is the round trip
# run against BASE_URL instead, and what it prints must be the file of its
# name ending in .expected instead of .ts: scripts/check-docgen-items.sh
# runs test/docgen/tsrest/items_round_trip.ts against the items service.
#
# --golden checks the committed golden packages instead (`b2 test` runs it:
# test/docgen/tsrest/Jamfile): `tsc --noEmit --strict` passes on the
# package of reserved-word names (golden/keywords) and on the package of
# the DSL's additions (golden/dsl), and test/docgen/tsrest/dsl_calls.ts,
# type-checked with the latter, sends its typed calls through initClient.
#
# Fails, naming what is missing, when node or npm is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: scripts/check-tsrest.sh PACKAGE_DIR BASE_URL [ROUND_TRIP] | --golden"
package=${1:?$usage}
if [[ $package != --golden ]]; then
    base_url=${2:?$usage}
    round_trip=${3:-test/docgen/tsrest/round_trip.ts}
    expected=${round_trip%.ts}.expected
    [[ $round_trip == *.ts && -f $round_trip && -f $expected ]] ||
        { echo "tsrest: $round_trip is not a round trip (a .ts file with its .expected output beside it)" >&2; exit 2; }
    [[ -f $package/package.json && -f $package/src/index.ts ]] ||
        { echo "tsrest: $package is not a ts-rest package written by docgen (no package.json or src/index.ts)" >&2; exit 2; }
fi
modules=$(scripts/npm-tools.sh zod3) ||
    { echo "tsrest: TypeScript, @ts-rest/core and zod could not be installed" >&2; exit 1; }
version() { node -p 'require(process.argv[1]).version' "$modules/$1/package.json"; }
ts_rest_version=$(version @ts-rest/core)
zod_version=$(version zod)
tsc=$modules/.bin/tsc
tsx=$modules/.bin/tsx
tsc_version=$("$tsc" --version | sed 's/Version //')

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "tsrest: $*" >&2; exit 1; }

# a copy of a package with the pinned peers beside it, as a user installs them
setup() {
    mkdir -p "$2"
    cp -R "$1/." "$2/"
    ln -s "$modules" "$2/node_modules"
}

if [[ $package == --golden ]]; then
    setup test/docgen/tsrest/golden/keywords "$work/keywords"
    (cd "$work/keywords" && "$tsc" --noEmit --strict -p .) ||
        fail "tsc --noEmit --strict failed on test/docgen/tsrest/golden/keywords"
    setup test/docgen/tsrest/golden/dsl "$work/dsl"
    (cd "$work/dsl" && "$tsc" --noEmit --strict -p .) ||
        fail "tsc --noEmit --strict failed on test/docgen/tsrest/golden/dsl"
    mkdir "$work/dsl/test"
    cp test/docgen/tsrest/dsl_calls.ts "$work/dsl/test/"
    cat >"$work/dsl/tsconfig.test.json" <<'JSON'
{ "extends": "./tsconfig.json", "compilerOptions": { "types": ["node"] }, "include": ["src", "test"] }
JSON
    (cd "$work/dsl" && "$tsc" --noEmit --strict -p tsconfig.test.json) ||
        fail "tsc --noEmit --strict failed on the typed calls of test/docgen/tsrest/golden/dsl"
    (cd "$work/dsl" && "$tsx" test/dsl_calls.ts) >"$work/dsl_calls.log" 2>&1 ||
        { cat "$work/dsl_calls.log" >&2; fail "the typed calls of test/docgen/tsrest/golden/dsl failed"; }
    sed 's/^/tsrest: dsl: /' "$work/dsl_calls.log"
    echo "tsrest: tsc $tsc_version --noEmit --strict passed on the golden keywords and dsl packages;" \
         "the dsl package's typed calls went through initClient (@ts-rest/core $ts_rest_version, zod $zod_version)"
    exit 0
fi

# the sources import nothing but the two peers and each other
imports=$(grep -h '^import ' "$package"/src/*.ts | grep -v -e " from '@ts-rest/core';$" -e " from 'zod';$" \
          -e " from '\./[A-Za-z0-9_\$]*\.js';$" || true)
[[ -z $imports ]] || fail "$package imports other than @ts-rest/core and zod: $imports"

setup "$package" "$work/package"
(cd "$work/package" && "$tsc" --noEmit --strict -p .) || fail "tsc --noEmit --strict failed on $package"

# the round trip, type-checked against the contract, then run
mkdir "$work/package/test"
cp "$round_trip" "$work/package/test/round_trip.ts"
cat >"$work/package/tsconfig.test.json" <<'JSON'
{ "extends": "./tsconfig.json", "compilerOptions": { "types": ["node"] }, "include": ["src", "test"] }
JSON
(cd "$work/package" && "$tsc" --noEmit --strict -p tsconfig.test.json) ||
    fail "tsc --noEmit --strict failed on the round trip against $package"
(cd "$work/package" && "$tsx" test/round_trip.ts "$base_url") >"$work/round_trip.log" 2>&1 ||
    { cat "$work/round_trip.log" >&2; fail "the initClient round trip against $base_url failed"; }
diff "$expected" "$work/round_trip.log" >&2 || fail "the round trip printed other than $expected"
sed 's/^/tsrest: /' "$work/round_trip.log"
echo "tsrest: tsc $tsc_version --noEmit --strict passed on $package;" \
     "initClient (@ts-rest/core $ts_rest_version, zod $zod_version, validateResponse) round-tripped against $base_url" \
     "($(grep -c '^ok: ' "$work/round_trip.log") checks)"
