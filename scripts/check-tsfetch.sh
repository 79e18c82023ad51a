#!/usr/bin/env bash
# Checks a ts-fetch client package written by docgen's tsfetch format with
# the tools its users run, at the versions scripts/npm-tools.sh pins and
# installs (its zod4 set: TypeScript 7, tsx, @types/node): its sources
# import nothing but each other; `tsc --noEmit --strict` passes on it;
# and test/docgen/tsfetch/round_trip.ts,
# type-checked too, calls the service through the package's functions over
# Node's own fetch and prints what test/docgen/tsfetch/round_trip.expected
# holds (octocat as a User, the typed 404 of an unknown user, a
# repository, an undocumented status and a refused connection as Errors).
#
#   scripts/check-tsfetch.sh PACKAGE_DIR BASE_URL
#       e.g. test/docgen/tsfetch/golden/sample http://127.0.0.1:PORT (the GitHub stand-in)
#   scripts/check-tsfetch.sh --golden
#
# --golden checks the committed golden package of the DSL's additions
# (test/docgen/tsfetch/golden/dsl) instead: `tsc --noEmit --strict` passes
# on it (`b2 test` runs it: test/docgen/tsfetch/Jamfile).
#
# Fails, naming what is missing, when node or npm is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: scripts/check-tsfetch.sh PACKAGE_DIR BASE_URL | --golden"
package=${1:?$usage}
round_trip=test/docgen/tsfetch/round_trip.ts
expected=test/docgen/tsfetch/round_trip.expected
if [[ $package != --golden ]]; then
    base_url=${2:?$usage}
    [[ -f $package/package.json && -f $package/src/client.ts ]] ||
        { echo "tsfetch: $package is not a ts-fetch package written by docgen (no package.json or src/client.ts)" >&2; exit 2; }
fi
modules=$(scripts/npm-tools.sh zod4) ||
    { echo "tsfetch: TypeScript and tsx could not be installed" >&2; exit 1; }
tsc=$modules/.bin/tsc
tsx=$modules/.bin/tsx

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "tsfetch: $*" >&2; exit 1; }

# a copy of a package with the tools' node_modules beside it (for @types/node)
setup() {
    mkdir -p "$2"
    cp -R "$1/." "$2/"
    ln -s "$modules" "$2/node_modules"
}

if [[ $package == --golden ]]; then
    setup test/docgen/tsfetch/golden/dsl "$work/dsl"
    (cd "$work/dsl" && "$tsc" --noEmit --strict -p .) ||
        fail "tsc --noEmit --strict failed on test/docgen/tsfetch/golden/dsl"
    echo "tsfetch: tsc $("$tsc" --version | sed 's/Version //') --noEmit --strict passed on test/docgen/tsfetch/golden/dsl"
    exit 0
fi

# the sources import nothing but each other
imports=$(grep -h '^import ' "$package"/src/*.ts | grep -v " from '\./[A-Za-z0-9_\$]*\.js';$" || true)
[[ -z $imports ]] || fail "$package imports another package: $imports"

setup "$package" "$work/package"
(cd "$work/package" && "$tsc" --noEmit --strict -p .) || fail "tsc --noEmit --strict failed on $package"

# the round trip, type-checked against the package, then run
mkdir "$work/package/test"
cp "$round_trip" "$work/package/test/round_trip.ts"
cat >"$work/package/tsconfig.test.json" <<'JSON'
{ "extends": "./tsconfig.json", "compilerOptions": { "types": ["node"] }, "include": ["src", "test"] }
JSON
(cd "$work/package" && "$tsc" --noEmit --strict -p tsconfig.test.json) ||
    fail "tsc --noEmit --strict failed on the round trip against $package"
(cd "$work/package" && "$tsx" test/round_trip.ts "$base_url") >"$work/round_trip.log" 2>&1 ||
    { cat "$work/round_trip.log" >&2; fail "the round trip against $base_url failed"; }
diff "$expected" "$work/round_trip.log" >&2 || fail "the round trip printed other than $expected"
sed 's/^/tsfetch: /' "$work/round_trip.log"
echo "tsfetch: tsc $("$tsc" --version | sed 's/Version //') --noEmit --strict passed on $package;" \
     "its functions over Node $(node --version)'s fetch round-tripped against $base_url" \
     "($(grep -c '^ok: ' "$work/round_trip.log") checks)"
