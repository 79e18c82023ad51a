#!/usr/bin/env bash
# Checks an oRPC contract package written by docgen's `orpc` format with
# the tools its users run, at the versions scripts/npm-tools.sh pins and
# installs (its zod4 set: oRPC 1.x wants zod 4, ts-rest zod 3):
#   - `tsc --noEmit --strict` passes on the package;
#   - with BASE_URL, ROUND_TRIP (default test/docgen/orpc/round_trip.ts,
#     for the GitHub stand-in; items_round_trip.ts for the items service),
#     type-checked with the package and run with tsx, calls the service at
#     BASE_URL through the contract's client and oRPC's OpenAPI link.
# With --golden, the committed golden packages instead (`b2 test` runs it:
# test/docgen/orpc/Jamfile):
#   - `tsc --noEmit --strict` passes on the keyword package
#     test/docgen/orpc/golden/keywords (reserved words, odd names) and on
#     the additions package test/docgen/orpc/golden/additions (query and
#     header parameters, bodies, text answers, response headers, security
#     schemes), and oRPC loads both;
#   - test/docgen/orpc/wire.ts, type-checked with the additions package,
#     calls a server of its own on 127.0.0.1 through that package's client
#     and checks what it sends and reads.
#
#   scripts/check-orpc.sh PACKAGE_DIR [BASE_URL [ROUND_TRIP]]
#   scripts/check-orpc.sh --golden
#
# Fails, naming what is missing, when node or npm is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

package=${1:?usage: scripts/check-orpc.sh PACKAGE_DIR [BASE_URL [ROUND_TRIP]] | --golden}
base_url=${2:-}
round_trip=${3:-test/docgen/orpc/round_trip.ts}
if [[ $package != --golden ]]; then
    [[ -f $round_trip ]] || { echo "orpc: no round trip script $round_trip" >&2; exit 2; }
    [[ -f $package/package.json && -f $package/src/contracts.ts ]] ||
        { echo "orpc: $package is not an oRPC package (no package.json, src/contracts.ts)" >&2; exit 2; }
fi
tools=$(scripts/npm-tools.sh zod4) ||
    { echo "orpc: tsc and the oRPC client could not be installed" >&2; exit 1; }
version() { node -p 'require(process.argv[1]).version' "$tools/$1/package.json"; }
typescript_version=$(version typescript)
orpc_version=$(version @orpc/contract)
zod_version=$(version zod)
tsc=$tools/.bin/tsc
tsx=$tools/.bin/tsx

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# a copy of a package, resolving its imports from the pinned tools
stage() {
    mkdir -p "$work/$2"
    cp -R "$1"/. "$work/$2"
    ln -s "$tools" "$work/$2/node_modules"
}

"$tsc" --version | sed "s/^Version /orpc: TypeScript /"
if [[ $package == --golden ]]; then
    for golden in keywords additions; do
        stage "test/docgen/orpc/golden/$golden" "$golden"
        echo "orpc: tsc --noEmit --strict -p test/docgen/orpc/golden/$golden"
        "$tsc" --noEmit --strict -p "$work/$golden"
        # and oRPC accepts it when it loads (statuses, successStatus, error map)
        cat >"$work/$golden/load.ts" <<TS
import { isContractProcedure } from '@orpc/contract';
import { router } from './src/contracts';
const walk = (node: object): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    isContractProcedure(value) ? [key] : walk(value as object).map((k) => \`\${key}.\${k}\`));
console.log(\`orpc: the $golden package loads: \${walk(router).join(', ')}\`);
TS
        (cd "$work/$golden" && "$tsx" load.ts)
    done
    # what the additions package sends and reads over HTTP, against a server
    # of the test's own on 127.0.0.1
    mkdir -p "$work/additions/test"
    cp test/docgen/orpc/wire.ts "$work/additions/test/"
    printf '{ "extends": "./tsconfig.json", "compilerOptions": { "types": ["node"] }, "include": ["src", "test"] }\n' \
        >"$work/additions/tsconfig.test.json"
    echo "orpc: tsc --noEmit --strict -p tsconfig.test.json (the additions package's, with test/wire.ts)"
    "$tsc" --noEmit --strict -p "$work/additions/tsconfig.test.json"
    (cd "$work/additions" && "$tsx" test/wire.ts)
    echo "orpc: the golden keywords and additions packages passed (TypeScript $typescript_version, @orpc/contract $orpc_version, zod $zod_version)"
    exit 0
fi

stage "$package" package
echo "orpc: tsc --noEmit --strict -p $package"
"$tsc" --noEmit --strict -p "$work/package"
if [[ -n $base_url ]]; then
    mkdir -p "$work/package/test"
    cp "$round_trip" "$work/package/test/"
    printf '{ "extends": "./tsconfig.json", "compilerOptions": { "types": ["node"] }, "include": ["src", "test"] }\n' \
        >"$work/package/tsconfig.test.json"
    script=test/$(basename "$round_trip")
    echo "orpc: tsc --noEmit --strict -p tsconfig.test.json (the package's, with $script)"
    "$tsc" --noEmit --strict -p "$work/package/tsconfig.test.json"
    echo "orpc: tsx $script $base_url"
    (cd "$work/package" && "$tsx" "$script" "$base_url")
fi
echo "orpc: $package passed (TypeScript $typescript_version, @orpc/contract $orpc_version, zod $zod_version)"
