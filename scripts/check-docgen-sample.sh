#!/usr/bin/env bash
# docgen's sample end to end: starts the GitHub stand-in on 127.0.0.1, runs
# the sample specification against it (with a token that must appear in no
# output), checks what it wrote (the OpenAPI document byte for byte against
# test/docgen/openapi/github.yml, and the stand-in against it through Prism:
# scripts/check-openapi-live.sh), then regenerates
# with docgen-generate (which also writes the ts-fetch client the sample
# does not link); compares the document with the committed one
# (--compare); compiles the typed client it wrote and calls the stand-in
# with it; compares every other format's output with its golden
# files and runs the tool its users run on it (scripts/check-<format>.sh:
# the TypeScript packages type-check and call the stand-in; the HTML page
# opens in headless Chromium, offline, and parses
# with xmllint, its screenshot kept in target/docgen-screenshots/simple.png;
# newman runs the collection against the stand-in). Only what the sample
# writes afresh is checked here: each format's committed golden files of
# other cases (keywords, the DSL's additions, escaping) are checked by
# `b2 test`, test/docgen/<format>/Jamfile and the docgen_client_keywords
# test of test/docgen/Jamfile.
# The npm tools come from scripts/npm-tools.sh; without node and npm the
# check fails, naming them.
#
#   scripts/check-docgen-sample.sh [VARIANT]    (default debug; built by the caller)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}
find_exe() { find bin.v2 -path "*/$variant/*" -type f -perm -u+x -name "$1" | head -n 1; }
stand_in=$(find_exe github_stand_in)
sample=$(find_exe github_spec)
generate=$(find_exe docgen-generate)
[[ -x $stand_in && -x $sample && -x $generate ]] || { echo "docgen sample: build it first" >&2; exit 2; }

work=$(mktemp -d)
source scripts/stand-in.sh
trap 'kill ${stand_in_pid:-} 2>/dev/null || true; rm -rf "$work"' EXIT
start_stand_in "$stand_in" "$work/stand-in.log"
address=$stand_in_address

fail() { echo "docgen sample: $*" >&2; exit 1; }
verdicts=() # one line per further format's check
token=ghp_sample_secret_token_0123456789
DOCGEN_OUTPUT_DIR="$work/out" DOCGEN_BASE_URL="http://$address" GITHUB_TOKEN=$token \
    "$sample" --report_level=short >"$work/sample.log" 2>&1 || { cat "$work/sample.log"; fail "the sample failed"; }
grep -q '3 test cases out of 3 passed' "$work/sample.log" || { cat "$work/sample.log"; fail "expected 3 passing test cases"; }
grep -q 'docgen: calls: wrote .* (calls.json, configuration.json; 2 operations, 3 calls)' "$work/sample.log" ||
    { cat "$work/sample.log"; fail "expected the calls format's summary line"; }
# the outputs are those of the formatters the sample links, and only those
folders=$(cd "$work/out" && ls -d */ | tr -d / | tr '\n' ' ')
[[ $folders == "calls client openapi orpc postman simple tsrest " ]] || fail "unexpected output folders: $folders"
grep -q 'docgen: openapi: wrote .* (openapi.yml; 2 operations, 3 calls)' "$work/sample.log" ||
    { cat "$work/sample.log"; fail "expected the openapi format's summary line"; }
if grep -q "warning: configuration key 'openapi-info'" "$work/sample.log"; then
    cat "$work/sample.log"; fail "no linked formatter read openapi-info"
fi
cmp -s "$work/out/openapi/openapi.yml" test/docgen/openapi/github.yml ||
    { diff -u test/docgen/openapi/github.yml "$work/out/openapi/openapi.yml" | head -n 40;
      fail "openapi.yml differs from test/docgen/openapi/github.yml"; }
# the running stand-in agrees with the document: the sample's requests
# through Prism's validating proxy (scripts/check-openapi-live.sh)
scripts/check-openapi-live.sh "$work/out/openapi/openapi.yml" "http://$address" >"$work/live.log" 2>&1 ||
    { cat "$work/live.log"; fail "the stand-in does not agree with the OpenAPI document"; }
live="Prism found the stand-in in agreement with it"
calls="$work/out/calls/calls.json"
[[ $(grep -c '"operation_id"' "$calls") -eq 3 ]] || fail "expected 3 recorded calls in $calls"
if grep -rq "$token" "$work/out"; then fail "the token reached an output"; fi
grep -q '"Authorization","<redacted>"' "$calls" || fail "the Authorization header was not redacted"

# regenerate from the persisted calls, merging two runs' files: the same
# calls twice document nothing more (the configuration comes from the
# calls' configuration.json; items on the command line override it)
info=$(printf 'openapi: 3.0.1\ninfo:\n  title: GitHub users and repositories\n  version: 1.0.0\n' | base64 -w0)
package="httpclient-package|$(printf com.example.github | base64 -w0)"
DOCGEN_OUTPUT_DIR="$work/again" "$generate" --calls "$calls" --calls "$calls" "openapi-info|$info" "$package" \
    >"$work/generate.log" 2>&1 ||
    { cat "$work/generate.log"; fail "docgen-generate failed"; }
grep -q 'docgen: calls: wrote .* (calls.json, configuration.json; 2 operations, 6 calls)' "$work/generate.log" ||
    { cat "$work/generate.log"; fail "docgen-generate did not merge the two files"; }
grep -q 'docgen: openapi: wrote .* (openapi.yml; 2 operations, 6 calls)' "$work/generate.log" ||
    { cat "$work/generate.log"; fail "docgen-generate wrote no OpenAPI document"; }
cmp -s "$work/again/openapi/openapi.yml" test/docgen/openapi/github.yml ||
    fail "the OpenAPI document of the merged calls differs from test/docgen/openapi/github.yml"

# the document under version control against the one just generated, as
# a project's CI does (README): nothing breaks; a member renamed does
"$generate" --compare test/docgen/openapi/github.yml "$work/out/openapi/openapi.yml" \
    >"$work/compare.log" 2>&1 || { cat "$work/compare.log"; fail "--compare found a breaking change"; }
sed 's/public_repos/publicRepos/g' "$work/out/openapi/openapi.yml" >"$work/renamed.yml"
status=0
"$generate" --compare test/docgen/openapi/github.yml "$work/renamed.yml" >"$work/compare.log" 2>&1 || status=$?
[[ $status -eq 1 ]] && grep -q '^breaking .*/properties/public_repos (old): response member public_repos removed' \
    "$work/compare.log" || { cat "$work/compare.log"; fail "--compare missed a renamed response member (exit $status)"; }

# the typed client: the same tree from both runs and the golden files, and
# it compiles warning-free and talks to the stand-in
grep -q 'docgen: client: wrote .* (2 headers, README.md, Jamfile, CMakeLists.txt; 2 operations, 3 calls)' \
    "$work/sample.log" || { cat "$work/sample.log"; fail "expected the client format's summary line"; }
diff -r "$work/out/client" "$work/again/client" >/dev/null || fail "the client tree differs between two runs"
diff -r test/docgen/client_format/golden/sample "$work/out/client" ||
    fail "the sample's client tree differs from test/docgen/client_format/golden/sample"
cxxflags=(-std=c++20 -Wall -Wextra -Werror -Iinclude)
libs=(-lboost_json -lboost_url -lssl -lcrypto -pthread)
g++ "${cxxflags[@]}" -I"$work/out/client/include" test/docgen/client_round_trip/main.cpp \
    -o "$work/client_round_trip" "${libs[@]}" || fail "the generated client does not compile"
"$work/client_round_trip" "http://$address" >"$work/round_trip.log" 2>&1 ||
    { cat "$work/round_trip.log"; fail "the client round trip failed"; }
expected=test/docgen/client_round_trip/expected.txt
head -n "$(wc -l <"$expected")" "$work/round_trip.log" | diff "$expected" - ||
    fail "the client round trip printed other than $expected (the documentation shows that file)"

# the oRPC contract: the same package from both runs and the golden one;
# tsc --strict passes on it and its client calls the stand-in
grep -q 'docgen: orpc: wrote .* (package.json, tsconfig.json, src/contracts.ts, src/client.ts; 2 operations, 3 calls)' \
    "$work/sample.log" || { cat "$work/sample.log"; fail "expected the orpc format's summary line"; }
diff -r "$work/out/orpc" "$work/again/orpc" >/dev/null || fail "the orpc package differs between two runs"
diff -r test/docgen/orpc/golden/sample "$work/out/orpc" ||
    fail "the sample's orpc package differs from test/docgen/orpc/golden/sample"
scripts/check-orpc.sh "$work/out/orpc" "http://$address" >"$work/orpc.log" 2>&1 ||
    { cat "$work/orpc.log"; fail "the oRPC package's check failed"; }
verdicts+=("the oRPC contract as in its golden files, type-checked and called the stand-in")
# the ts-rest contract package: the same from both runs and the golden
# package; tsc --strict passes on it and initClient calls the stand-in
grep -q 'docgen: tsrest: wrote .* (package.json, tsconfig.json, src/index.ts, 2 contracts; 2 operations, 3 calls)' \
    "$work/sample.log" || { cat "$work/sample.log"; fail "expected the tsrest format's summary line"; }
diff -r "$work/out/tsrest" "$work/again/tsrest" >/dev/null || fail "the tsrest package differs between two runs"
diff -r test/docgen/tsrest/golden/sample "$work/out/tsrest" ||
    fail "the sample's tsrest package differs from test/docgen/tsrest/golden/sample"
scripts/check-tsrest.sh "$work/out/tsrest" "http://$address" >"$work/tsrest.log" 2>&1 ||
    { cat "$work/tsrest.log"; fail "the tsrest check failed"; }
verdicts+=("the ts-rest package as in its golden files, tsc --strict and an initClient round trip passed on it")
# the ts-fetch client (docgen-generate links it; the sample does not): the
# package of the persisted calls as the golden one; tsc --strict passes on
# it and its functions call the stand-in over Node's fetch
grep -q 'docgen: tsfetch: wrote .* (package.json, tsconfig.json, src/models.ts, src/client.ts, src/index.ts; 2 functions, 3 models; 2 operations, 6 calls)' \
    "$work/generate.log" || { cat "$work/generate.log"; fail "expected the tsfetch format's summary line"; }
diff -r test/docgen/tsfetch/golden/sample "$work/again/tsfetch" ||
    fail "the sample's tsfetch package differs from test/docgen/tsfetch/golden/sample"
scripts/check-tsfetch.sh "$work/again/tsfetch" "http://$address" >"$work/tsfetch.log" 2>&1 ||
    { cat "$work/tsfetch.log"; fail "the tsfetch check failed"; }
verdicts+=("the ts-fetch client as in its golden files, tsc --strict and a round trip over Node's fetch passed on it")
# the HTML page: as in the golden file from both runs, and read by Chromium
# (offline, no request) and xmllint; the screenshot is the documentation's
grep -q 'docgen: simple: wrote .* (index.html; 2 operations, 3 calls)' "$work/sample.log" ||
    { cat "$work/sample.log"; fail "expected the simple format's summary line"; }
cmp -s "$work/out/simple/index.html" test/docgen/simple/github.html ||
    { diff -u test/docgen/simple/github.html "$work/out/simple/index.html" | head -n 40;
      fail "simple/index.html differs from test/docgen/simple/github.html"; }
cmp -s "$work/again/simple/index.html" test/docgen/simple/github.html ||
    fail "the page of the merged calls differs from test/docgen/simple/github.html"
scripts/check-simple.sh "$work/out/simple/index.html" target/docgen-screenshots/simple.png >"$work/simple.log" 2>&1 ||
    { cat "$work/simple.log"; fail "the HTML page failed its checks"; }
verdicts+=("the HTML page as in its golden file, loaded offline in Chromium with no request and parsed by xmllint without error")
# the Postman collection: as in the golden file from both runs, valid
# against the v2.1.0 schema, and newman runs it against the stand-in with
# every test passing (scripts/check-postman.sh)
grep -q 'docgen: postman: wrote .* (collection.json; 2 operations, 3 calls)' "$work/sample.log" ||
    { cat "$work/sample.log"; fail "expected the postman format's summary line"; }
for run in out again; do
    cmp -s "$work/$run/postman/collection.json" test/docgen/postman/collection.json ||
        { diff -u test/docgen/postman/collection.json "$work/$run/postman/collection.json" | head -n 40;
          fail "$run/postman/collection.json differs from test/docgen/postman/collection.json"; }
done
scripts/check-postman.sh "$work/out" "http://$address" >"$work/postman.log" 2>&1 ||
    { cat "$work/postman.log"; fail "the Postman collection failed its check"; }
assertions() { sed -n 's/^ *| *assertions *| *\([0-9]*\) *| *0 *|$/\1/p' "$1"; }
verdicts+=("the Postman collection as in its golden file, valid v2.1.0, newman: $(assertions "$work/postman.log") assertions passed")

sed -n 's/^\(docgen: .*\)/  \1/p' "$work/sample.log"
sed -n 's/^openapi-live: /  openapi-live: /p' "$work/live.log"
sed -n 's/^/  client: /p' "$work/round_trip.log"
sed -n 's/^orpc: /  orpc: /p' "$work/orpc.log"
grep -v '^npm-tools: ' "$work/tsrest.log" | sed 's/^/  /'
grep -v '^npm-tools: ' "$work/tsfetch.log" | sed 's/^/  /'
sed -n 's/^check-simple: /  simple: /p' "$work/simple.log"
sed -n 's/^\(postman: .*\)/  \1/p' "$work/postman.log"
verdict=$(printf '; %s' "${verdicts[@]}")
echo "docgen sample: 3 calls recorded against the stand-in, secrets redacted, OpenAPI as in the golden file ($live), regenerated;" \
     "the typed client compiled and round-tripped ($(grep -c '^ok: ' "$work/round_trip.log") checks);" \
     "--compare: no breaking change against the committed document, a renamed member caught$verdict"
