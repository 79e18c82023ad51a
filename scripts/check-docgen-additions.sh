#!/usr/bin/env bash
# docgen's additions documented in process: runs the pet clinic
# specification (example/additions-spec: an enumeration, a multipart
# upload, OAuth 2, OpenID Connect and mutual TLS, strict response headers,
# a request its setup makes, OpenAPI 3.1 and a post-processor; no server,
# no network) into a temporary DOCGEN_OUTPUT_DIR, checks that every linked
# format is byte for byte as in its golden files under
# test/docgen/additions/ and that docgen-generate writes the same from the
# persisted calls, lints the OpenAPI 3.1 document (scripts/lint-openapi.sh)
# and compiles the typed client (g++ -Wall -Wextra -Werror).
# DOCGEN_UPDATE_GOLDEN=1 rewrites the golden files (review the diff).
# Builds nothing: the caller builds example/additions-spec and
# tools/docgen-generate first (scripts/test.sh does).
#
#   scripts/check-docgen-additions.sh [VARIANT]    (default debug)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}
find_exe() { find bin.v2 -path "*/$variant/*" -type f -perm -u+x -name "$1" | head -n 1; }
spec=$(find_exe additions_spec)
generate=$(find_exe docgen-generate)
[[ -x $spec && -x $generate ]] || { echo "docgen additions: build it first" >&2; exit 2; }
gold=test/docgen/additions
formats="calls client openapi orpc postman simple tsfetch tsrest"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "docgen additions: $*" >&2; exit 1; }

DOCGEN_OUTPUT_DIR="$work/out" "$spec" --report_level=short >"$work/spec.log" 2>&1 ||
    { cat "$work/spec.log"; fail "the additions specification failed"; }
grep -q '5 test cases out of 5 passed' "$work/spec.log" || { cat "$work/spec.log"; fail "expected 5 passing test cases"; }
folders=$(cd "$work/out" && ls -d */ | tr -d / | tr '\n' ' ')
[[ $folders == "$formats " ]] || fail "unexpected output folders: $folders"

# every format from the persisted calls again: the same bytes
DOCGEN_OUTPUT_DIR="$work/again" "$generate" --calls "$work/out/calls/calls.json" >"$work/generate.log" 2>&1 ||
    { cat "$work/generate.log"; fail "docgen-generate failed"; }
for format in $formats; do
    [[ $format == openapi ]] && continue # docgen-generate links no post-processor
    diff -r "$work/out/$format" "$work/again/$format" >"$work/again.diff" ||
        { head -n 40 "$work/again.diff"; fail "docgen-generate wrote another $format from the persisted calls"; }
done

for format in $formats; do
    if [[ ${DOCGEN_UPDATE_GOLDEN:-} == 1 ]]; then
        rm -rf "${gold:?}/$format" && mkdir -p "$gold" && cp -r "$work/out/$format" "$gold/$format"
        echo "docgen additions: rewrote $gold/$format"
    fi
    diff -r "$gold/$format" "$work/out/$format" >"$work/$format.diff" ||
        { head -n 40 "$work/$format.diff"; fail "$format differs from $gold/$format (the diff above: golden, then new)"; }
done

# the OpenAPI 3.1 document: the post-processor's servers, and no linter error
document="$work/out/openapi/openapi.yml"
grep -q '^openapi: 3\.1\.0$' "$document" || fail "the OpenAPI document is not 3.1"
grep -q 'url: https://api.clinic.example/v1' "$document" || fail "the post-processor's server is missing"
scripts/lint-openapi.sh "$document" >"$work/lint.log" 2>&1 ||
    { cat "$work/lint.log"; fail "the OpenAPI document does not pass the linters"; }

# the typed client: its headers compile warning-free
headers=$(cd "$work/out/client/include" && find . -name '*.hpp' | sort | sed 's|^\./||')
for h in $headers; do echo "#include <$h>"; done >"$work/client.cpp"
echo 'int main() {}' >>"$work/client.cpp"
g++ -std=c++20 -Wall -Wextra -Werror -Iinclude -I"$work/out/client/include" "$work/client.cpp" \
    -o "$work/client" -lboost_json -lboost_url -lssl -lcrypto -pthread || fail "the generated client does not compile"

sed -n 's/^\(docgen: .*\)/  \1/p' "$work/spec.log"
echo "docgen additions: 5 calls recorded in process, every format as in $gold/ and regenerated alike;" \
     "the OpenAPI 3.1 document post-processed and linted without error; the typed client compiled"
