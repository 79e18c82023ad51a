#!/usr/bin/env bash
# The documentation a service serves with docgen::docs_route, as its
# readers see it: BASE is the service (started with the documentation in
# DOCS and Swagger UI, e.g. `items_service --docs DOCS --swagger-ui DIR`),
# DOCS the folder docgen wrote. Checks that
#
#  - BASE/docs and BASE/docs/openapi.yml are, byte for byte, the HTML page
#    and the OpenAPI document under DOCS, with their media types;
#  - BASE/docs/swagger redirects to BASE/docs/swagger/;
#  - BASE/docs/swagger/, opened offline in headless Chromium, loads the
#    document and lists every operation of the HTML page (method and path,
#    in the same order) with its summary, and no load error.
#
#   scripts/check-docs-served.sh BASE DOCS
set -euo pipefail
cd "$(dirname "$0")/.."
(($# == 2)) || { echo "usage: scripts/check-docs-served.sh BASE DOCS" >&2; exit 2; }
base=$1 docs=$2
fail() { echo "check-docs-served: $*" >&2; exit 1; }
command -v chromium >/dev/null 2>&1 || fail "chromium is not installed (scripts/install-deps.sh installs it)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch() { # fetch PATH FILE: the body into FILE, prints "status content-type"
    curl -sS -o "$2" -w '%{http_code} %{content_type}' "$base$1" || fail "GET $base$1 failed"
}
expect_file() { # expect_file PATH FILE TYPE
    local got
    got=$(fetch "$1" "$work/body")
    [[ $got == "200 $3" ]] || fail "GET $1 answered '$got', not '200 $3'"
    cmp -s "$work/body" "$2" || fail "GET $1 is not $2"
}
expect_file /docs "$docs/simple/index.html" "text/html; charset=utf-8"
expect_file /docs/openapi.yml "$docs/openapi/openapi.yml" "application/yaml"
got=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' "$base/docs/swagger") ||
    fail "GET $base/docs/swagger failed"
[[ $got == "302 $base/docs/swagger/" ]] || fail "GET /docs/swagger answered '$got', not a 302 to /docs/swagger/"

# The operations as the HTML page lists them: "GET /items: List the items"
sed -n 's:^<li><a href="#op-[0-9]*">\([A-Z]*\) \([^<]*\)</a>\: \(.*\)</li>$:\1 \2\: \3:p' \
    "$docs/simple/index.html" >"$work/expected"
[[ -s $work/expected ]] || fail "no operation listed in $docs/simple/index.html"

chromium=(chromium --headless --no-sandbox --disable-gpu --no-first-run
          --disable-background-networking --disable-component-update
          --disable-sync --disable-extensions --hide-scrollbars --no-proxy-server
          --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1")
if ! timeout 60 "${chromium[@]}" --user-data-dir="$work/profile" \
        --virtual-time-budget=10000 --dump-dom "$base/docs/swagger/" >"$work/dom.html" 2>"$work/chromium.log"; then
    cat "$work/chromium.log" >&2
    fail "chromium did not load $base/docs/swagger/ within 60 s"
fi
# Swagger UI renders each operation as a block with its method, its path
# (data-path) and its summary, in this order
tr '\n' ' ' <"$work/dom.html" | grep -oP \
    'opblock-summary-method">[A-Z]*</span>.*?data-path="[^"]*"|opblock-summary-description">[^<]*' |
    sed 's/.*opblock-summary-method">\([A-Z]*\)<.*data-path="\([^"]*\)"/\1 \2/; s/.*opblock-summary-description">/: /' |
    paste -d '' - - >"$work/shown" || true
if grep -q 'Failed to load API definition' "$work/dom.html" || ! cmp -s "$work/expected" "$work/shown"; then
    echo "--- operations expected:" >&2; cat "$work/expected" >&2
    echo "--- operations Swagger UI shows:" >&2; cat "$work/shown" >&2
    grep -o 'Failed to load API definition[^<]*' "$work/dom.html" >&2 || true
    fail "Swagger UI at $base/docs/swagger/ does not show the documented operations"
fi
echo "check-docs-served: /docs and /docs/openapi.yml are the generated files;" \
     "Swagger UI at /docs/swagger/ shows the $(wc -l <"$work/expected") operations in" \
     "$(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2)"
