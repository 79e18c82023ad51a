#!/usr/bin/env bash
# docgen's sample end to end: starts the GitHub stand-in on 127.0.0.1, runs
# the sample specification against it (with a token that must appear in no
# output), checks what it wrote, then regenerates with docgen-generate;
# compiles the typed client it wrote and calls the stand-in with it.
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
"$stand_in" --port 0 >"$work/stand-in.log" &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do
    grep -q 'listening on' "$work/stand-in.log" && break
    sleep 0.05
done
address=$(sed -n 's/^github-stand-in: listening on //p' "$work/stand-in.log")
[[ -n $address ]] || { echo "docgen sample: the stand-in did not start" >&2; exit 1; }

fail() { echo "docgen sample: $*" >&2; exit 1; }
token=ghp_sample_secret_token_0123456789
DOCGEN_OUTPUT_DIR="$work/out" DOCGEN_BASE_URL="http://$address" GITHUB_TOKEN=$token \
    "$sample" --report_level=short >"$work/sample.log" 2>&1 || { cat "$work/sample.log"; fail "the sample failed"; }
grep -q '3 test cases out of 3 passed' "$work/sample.log" || { cat "$work/sample.log"; fail "expected 3 passing test cases"; }
grep -q 'docgen: calls: wrote .* (calls.json; 2 operations, 3 calls)' "$work/sample.log" ||
    { cat "$work/sample.log"; fail "expected the calls format's summary line"; }
calls="$work/out/calls/calls.json"
[[ $(grep -c '"operation_id"' "$calls") -eq 3 ]] || fail "expected 3 recorded calls in $calls"
if grep -rq "$token" "$work/out"; then fail "the token reached an output"; fi
grep -q '"Authorization","<redacted>"' "$calls" || fail "the Authorization header was not redacted"

# regenerate from the persisted calls, merging two runs' files
package="httpclient-package|$(printf com.example.github | base64)"
DOCGEN_OUTPUT_DIR="$work/again" "$generate" --calls "$calls" --calls "$calls" "$package" >"$work/generate.log" 2>&1 ||
    { cat "$work/generate.log"; fail "docgen-generate failed"; }
grep -q 'docgen: calls: wrote .* (calls.json; 2 operations, 6 calls)' "$work/generate.log" ||
    { cat "$work/generate.log"; fail "docgen-generate did not merge the two files"; }

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
g++ "${cxxflags[@]}" -Itest/docgen/client_format/golden/keywords/include \
    test/docgen/client_round_trip/keywords.cpp -o "$work/client_keywords" "${libs[@]}" ||
    fail "the keyword-named client does not compile"
"$work/client_round_trip" "http://$address" >"$work/round_trip.log" 2>&1 ||
    { cat "$work/round_trip.log"; fail "the client round trip failed"; }
expected=test/docgen/client_round_trip/expected.txt
head -n "$(wc -l <"$expected")" "$work/round_trip.log" | diff "$expected" - ||
    fail "the client round trip printed other than $expected (the documentation shows that file)"
"$work/client_keywords" >"$work/keywords.log" 2>&1 || { cat "$work/keywords.log"; fail "the keyword-named client failed"; }

sed -n 's/^\(docgen: .*\)/  \1/p' "$work/sample.log"
sed -n 's/^/  client: /p' "$work/round_trip.log"
echo "docgen sample: 3 calls recorded against the stand-in, secrets redacted, regenerated;" \
     "the typed client compiled and round-tripped ($(grep -c '^ok: ' "$work/keywords.log") keyword checks)"
