#!/usr/bin/env bash
# The items sample documented in process, end to end: runs the items
# specification (example/items-spec, no server, no network) into a
# temporary DOCGEN_OUTPUT_DIR, checks that it wrote every linked format and
# that each is byte for byte as in its golden files under test/docgen/items/,
# regenerates them all from the persisted calls with docgen-generate, lints
# the OpenAPI document (scripts/lint-openapi.sh: redocly and spectral, no
# error) and compares it with the golden one (--compare: nothing breaks;
# a member renamed breaks); then compiles the typed client it wrote
# (g++ -Wall -Wextra -Werror) and runs it against the items service,
# started on a free port of 127.0.0.1 and stopped after; the Postman
# collection is validated and run with newman against another one; the
# ts-rest package is type-checked (scripts/check-tsrest.sh) and called
# through initClient against another one. Each format has its block below,
# marked `# ---- <format>` (the HTML page opens in headless Chromium,
# offline, and parses with xmllint; its screenshot is
# target/docgen-screenshots/items-simple.png); last, the items service
# serves what the specification wrote at /docs, with Swagger UI from the
# npm package swagger-ui-dist (scripts/npm-tools.sh zod4), which Chromium
# opens (scripts/check-docs-served.sh). DOCGEN_UPDATE_GOLDEN=1 rewrites the
# golden files with what the specification wrote (review the diff).
# Builds nothing: the caller builds example/items-spec, example and
# tools/docgen-generate first (scripts/test.sh does).
#
#   scripts/check-docgen-items.sh [VARIANT]    (default debug)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}
find_exe() { find bin.v2 -path "*/$variant/*" -type f -perm -u+x -name "$1" | head -n 1; }
spec=$(find_exe items_spec)
service=$(find_exe items_service)
generate=$(find_exe docgen-generate)
[[ -x $spec && -x $service && -x $generate ]] || { echo "docgen items: build it first" >&2; exit 2; }
gold=test/docgen/items

work=$(mktemp -d)
service_pid=
trap 'if [[ -n $service_pid ]]; then kill "$service_pid" 2>/dev/null || true; fi; rm -rf "$work"' EXIT
fail() { echo "docgen items: $*" >&2; exit 1; }

# start_service: a fresh items service holding items 1 and 2 (--seed 2, as
# the specification's store) on a free port of 127.0.0.1, its address in
# $address; the service exits when it cannot listen, so try another port.
# Arguments go to the service.
start_service() {
    address=
    for _ in $(seq 1 20); do
        port=$((20000 + RANDOM % 40000))
        "$service" --address 127.0.0.1 --port "$port" --threads 1 --seed 2 "$@" >"$work/service.log" 2>&1 &
        service_pid=$!
        for _ in $(seq 1 100); do
            if ! kill -0 "$service_pid" 2>/dev/null; then break; fi
            if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then address=127.0.0.1:$port; break; fi
            sleep 0.05
        done
        [[ -z $address ]] || break
        kill "$service_pid" 2>/dev/null || true
        wait "$service_pid" 2>/dev/null || true
        service_pid=
    done
    [[ -n $address ]] || { cat "$work/service.log"; fail "the items service did not start"; }
}
stop_service() {
    kill -TERM "$service_pid"
    wait "$service_pid" || true
    service_pid=
}
verdicts=() # one line per format's check

# the specification, in process
DOCGEN_OUTPUT_DIR="$work/out" "$spec" --report_level=short >"$work/spec.log" 2>&1 ||
    { cat "$work/spec.log"; fail "the items specification failed"; }
grep -q '8 test cases out of 8 passed' "$work/spec.log" || { cat "$work/spec.log"; fail "expected 8 passing test cases"; }
folders=$(cd "$work/out" && ls -d */ | tr -d / | tr '\n' ' ')
[[ $folders == "calls client openapi orpc postman simple tsrest " ]] || fail "unexpected output folders: $folders"
for format in calls client openapi orpc postman simple tsrest; do
    grep -q "^docgen: $format: wrote .*; 5 operations, 8 calls)\$" "$work/spec.log" ||
        { cat "$work/spec.log"; fail "expected the $format format's summary line"; }
done

# every format from the persisted calls again: the same bytes (docgen-generate
# also writes tsfetch/, which the specification does not link)
DOCGEN_OUTPUT_DIR="$work/again" "$generate" --calls "$work/out/calls/calls.json" >"$work/generate.log" 2>&1 ||
    { cat "$work/generate.log"; fail "docgen-generate failed"; }
[[ -f $work/again/tsfetch/src/client.ts ]] || fail "docgen-generate wrote no tsfetch package"
diff -r -x tsfetch "$work/out" "$work/again" >"$work/again.diff" ||
    { head -n 40 "$work/again.diff"; fail "docgen-generate wrote other bytes from the persisted calls"; }

# same_as_gold FORMAT: the format's output tree is byte for byte its golden
# tree; DOCGEN_UPDATE_GOLDEN=1 first replaces the golden tree with it
same_as_gold() {
    if [[ ${DOCGEN_UPDATE_GOLDEN:-} == 1 ]]; then
        rm -rf "${gold:?}/$1" && cp -r "$work/out/$1" "$gold/$1"
        echo "docgen items: rewrote $gold/$1"
    fi
    diff -r "$gold/$1" "$work/out/$1" >"$work/$1.diff" ||
        { head -n 40 "$work/$1.diff"; fail "$1 differs from $gold/$1 (the diff above: golden, then new)"; }
}

# ---- calls: the persisted calls
same_as_gold calls
grep -q '"User-Agent","docgen-items-sample"' "$work/out/calls/calls.json" || fail "the default header was not recorded"

# ---- openapi: linted, and no breaking change against the golden document
same_as_gold openapi
document="$work/out/openapi/openapi.yml"
scripts/lint-openapi.sh "$document" >"$work/lint.log" 2>&1 ||
    { cat "$work/lint.log"; fail "the items OpenAPI document does not pass the linters"; }
# the verdict lines: redocly's, then spectral's
lint=$(grep -E '^(Woohoo|You have [0-9]+ warning|✖ [0-9]+ problem|No results)' "$work/lint.log" |
       sed 's/^/  lint-openapi: /' || true)
verdicts+=("the OpenAPI document as in its golden file, redocly and spectral found no error")
"$generate" --compare "$gold/openapi/openapi.yml" "$document" >"$work/compare.log" 2>&1 ||
    { cat "$work/compare.log"; fail "--compare found a breaking change against $gold/openapi/openapi.yml"; }
# a deliberately broken change: the item's member `name` renamed `title`
sed -e 's/^\( *\)name:$/\1title:/' -e 's/^\( *\)- name$/\1- title/' "$document" >"$work/renamed.yml"
status=0
"$generate" --compare "$gold/openapi/openapi.yml" "$work/renamed.yml" >"$work/broken.log" 2>&1 || status=$?
[[ $status -eq 1 ]] &&
    grep -q '^breaking .*/properties/name (old): response member name removed (response 201 of POST /items' "$work/broken.log" &&
    grep -q '^breaking .*/properties/title (new): required request member title added' "$work/broken.log" ||
    { cat "$work/broken.log"; fail "--compare missed the item's member renamed (exit $status)"; }

# ---- client: compiles warning-free and round-trips against the items service
same_as_gold client
cxxflags=(-std=c++20 -Wall -Wextra -Werror -Iinclude)
libs=(-lboost_json -lboost_url -lssl -lcrypto -pthread)
g++ "${cxxflags[@]}" -I"$work/out/client/include" test/docgen/client_round_trip/items.cpp \
    -o "$work/client_round_trip_items" "${libs[@]}" || fail "the generated client does not compile"
start_service
"$work/client_round_trip_items" "http://$address" >"$work/round_trip.log" 2>&1 ||
    { cat "$work/round_trip.log"; fail "the client round trip failed"; }
stop_service
verdicts+=("the typed client as in its golden files, compiled with -Wall -Wextra -Werror, $(grep -c '^ok: ' "$work/round_trip.log") round-trip checks against the items service")

# ---- orpc: the contract package type-checks, and its client round-trips
# against a fresh items service (scripts/check-orpc.sh, tsc and tsx)
same_as_gold orpc
start_service
scripts/check-orpc.sh "$gold/orpc" "http://$address" test/docgen/orpc/items_round_trip.ts \
    >"$work/orpc.log" 2>&1 || { cat "$work/orpc.log"; fail "the oRPC package check failed"; }
stop_service
verdicts+=("the oRPC package as in its golden files, tsc --noEmit --strict passed, $(grep -c '^orpc: items\.' "$work/orpc.log") round-trip steps against the items service")

# ---- postman: valid v2.1.0, and newman replays every call against a
# fresh items service (the collection's order is the specification's, so
# each captured status comes back)
same_as_gold postman
start_service
status=0
scripts/check-postman.sh "$work/out" "http://$address" >"$work/postman.log" 2>&1 || status=$?
stop_service
[[ $status -eq 0 ]] || { cat "$work/postman.log"; fail "the items collection failed its check"; }
assertions=$(sed -n 's/^ *| *assertions *| *\([0-9]*\) *| *0 *|$/\1/p' "$work/postman.log")
verdicts+=("the Postman collection as in its golden file, valid v2.1.0, newman: $assertions assertions passed against the items service")

# ---- simple: the HTML page, opened offline in Chromium and parsed by xmllint
same_as_gold simple
scripts/check-simple.sh "$work/out/simple/index.html" target/docgen-screenshots/items-simple.png \
    >"$work/simple.log" 2>&1 || { cat "$work/simple.log"; fail "the HTML page failed its checks"; }
verdicts+=("the HTML page as in its golden file, loaded offline in Chromium with no request and parsed by xmllint without error")

# ---- tsrest: the contract package, type-checked, and its initClient round
# trip against a fresh items service
same_as_gold tsrest
start_service
scripts/check-tsrest.sh "$work/out/tsrest" "http://$address" test/docgen/tsrest/items_round_trip.ts \
    >"$work/tsrest.log" 2>&1 || { cat "$work/tsrest.log"; fail "the ts-rest package's check failed"; }
stop_service
verdicts+=("the ts-rest package as in its golden files, tsc --strict and $(grep -c '^tsrest: ok: ' "$work/tsrest.log") initClient round-trip checks against the items service")

# ---- served: the items service serves the documentation it was given,
# and Swagger UI shows it
swagger_ui=$(scripts/npm-tools.sh zod4)/swagger-ui-dist || fail "swagger-ui-dist could not be installed"
start_service --docs "$work/out" --swagger-ui "$swagger_ui"
status=0
scripts/check-docs-served.sh "http://$address" "$work/out" >"$work/served.log" 2>&1 || status=$?
stop_service
[[ $status -eq 0 ]] || { cat "$work/served.log" "$work/service.log"; fail "the documentation served at /docs failed its check"; }
verdicts+=("the items service serves it at /docs, and Swagger UI at /docs/swagger/ shows every operation in Chromium")

sed -n 's/^\(docgen: .*\)/  \1/p' "$work/spec.log"
echo "$lint"
sed -n 's/^/  compare, name renamed title: /p' "$work/broken.log"
sed -n 's/^/  client: /p' "$work/round_trip.log"
sed -n 's/^/  /p' "$work/tsrest.log"
sed -n 's/^\(orpc: items\.\)/  \1/p' "$work/orpc.log"
sed -n 's/^\(postman: .*\)/  \1/p' "$work/postman.log"
sed -n 's/^check-simple: /  simple: /p' "$work/simple.log"
sed -n 's/^check-docs-served: /  served: /p' "$work/served.log"
verdict=$(printf '; %s' "${verdicts[@]}")
echo "docgen items: 8 calls recorded in process, every format as in $gold/ and regenerated alike;" \
     "--compare: no breaking change against the golden document, $(grep -c '^breaking ' "$work/broken.log") in the renamed one${verdict}"
