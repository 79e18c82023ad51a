#!/usr/bin/env bash
# Checks a page of the simple format (libs/docgen_simple) with the tools its
# readers and validators run, both Debian packages (scripts/install-deps.sh):
#
#  - Chromium opens it headless, offline (every host but localhost resolves
#    to nothing), and the page must make no request: Chromium's network log
#    (--log-net-log) must hold no request on the page's behalf, that is none
#    whose initiator is an origin (the page's is "null", file://'s opaque
#    origin) or whose isolation key is file://. Requests of the browser's
#    own services (updates, network time) have no initiator and are not the
#    page's. The page must also load: its DOM, dumped after loading, holds
#    its title. The screenshot is kept (default
#    target/docgen-screenshots/simple.png, git-ignored) for the
#    documentation (scripts/docs.sh).
#  - xmllint's HTML parser reads it without a single error or warning
#    (xmllint --html exits 0 even on errors, so its output is what counts).
#
#   scripts/check-simple.sh PAGE [SCREENSHOT]
#   scripts/check-simple.sh --self-test    the checks fail on a page that
#                                          loads an external image, and on
#                                          an element HTML 4 does not know
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
# a path as the caller meant it
from_caller() { [[ $1 == /* ]] && echo "$1" || echo "$caller/$1"; }

fail() { echo "check-simple: $*" >&2; exit 1; }
command -v chromium >/dev/null 2>&1 || fail "chromium is not installed (scripts/install-deps.sh installs it)"
command -v xmllint >/dev/null 2>&1 || fail "xmllint is not installed (scripts/install-deps.sh installs libxml2-utils)"

# The requests in Chromium's network log FILE made on a page's behalf, one
# URL a line (file: and data: URLs are not requests that leave the machine).
page_requests() {
    jq -r '(.constants.logEventTypes.URL_REQUEST_START_JOB) as $start
           | .events[] | select(.type == $start) | .params
           | select(.url != null)
           | select((.initiator // "not an origin") != "not an origin"
                    or ((.network_isolation_key // "") | test("file://")))
           | .url | select(test("^(file|data):") | not)' "$1"
}

# check PAGE SCREENSHOT: prints what failed and returns 1, or 0
check() {
    local page=$1 shot=$2 dir status=0
    [[ -f $page ]] || { echo "no page $page"; return 1; }
    dir=$(mktemp -d)
    local url="file://$(realpath "$page")"
    # root (as in CI containers) cannot use Chromium's sandbox; the page is
    # a local file opened without network
    local chromium=(chromium --headless --no-sandbox --disable-gpu --no-first-run
                    --disable-background-networking --disable-component-update
                    --disable-sync --disable-extensions --hide-scrollbars
                    --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1")
    mkdir -p "$(dirname "$shot")"
    rm -f "$shot"
    if ! "${chromium[@]}" --user-data-dir="$dir/profile" --log-net-log="$dir/net.json" \
            --window-size=1200,1800 --screenshot="$shot" "$url" >"$dir/chromium.log" 2>&1 ||
       [[ ! -s $shot ]]; then
        cat "$dir/chromium.log"; echo "chromium wrote no screenshot of $page"; rm -rf "$dir"; return 1
    fi
    local requests
    requests=$(page_requests "$dir/net.json") || { echo "cannot read chromium's network log"; rm -rf "$dir"; return 1; }
    if [[ -n $requests ]]; then
        echo "$page requested what is not in the page:"; sed 's/^/  /' <<<"$requests"; status=1
    fi
    local title
    # the title as Chromium serializes it: quotes as they are, & < > escaped
    title=$(sed -n 's:.*<title>\(.*\)</title>.*:\1:p' "$page" | head -n 1 |
            sed -e 's/&quot;/"/g' -e "s/&#39;/'/g")
    "${chromium[@]}" --user-data-dir="$dir/profile2" --dump-dom "$url" >"$dir/dom.html" 2>"$dir/dom.log" || true
    if [[ -z $title ]] || ! grep -qF "<title>$title</title>" "$dir/dom.html"; then
        echo "chromium did not load $page (no title '$title' in its DOM)"; status=1
    fi
    xmllint --html --noout "$page" >"$dir/xmllint.log" 2>&1 || true
    if [[ -s $dir/xmllint.log ]]; then
        cat "$dir/xmllint.log"; echo "xmllint --html found errors in $page"; status=1
    fi
    rm -rf "$dir"
    return $status
}

if [[ ${1:-} == --self-test ]]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    printf '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>probe</title>\n</head>\n<body>\n<p>%s</p>\n</body>\n</html>\n' \
        'a page' >"$work/clean.html"
    check "$work/clean.html" "$work/clean.png" >"$work/clean.log" ||
        { cat "$work/clean.log"; fail "self-test: a clean page failed the checks"; }
    sed 's|<p>a page</p>|<p><img src="http://example.com/pixel.png" alt=""></p>|' "$work/clean.html" >"$work/external.html"
    if check "$work/external.html" "$work/external.png" >"$work/external.log"; then
        fail "self-test: a page loading http://example.com/pixel.png passed the checks"
    fi
    grep -q '^  http://example.com/pixel.png$' "$work/external.log" ||
        { cat "$work/external.log"; fail "self-test: the external image was not named"; }
    sed 's:<p>a page</p>:<section><p>a page</p></section>:' "$work/clean.html" >"$work/html5.html"
    if check "$work/html5.html" "$work/html5.png" >"$work/html5.log"; then
        fail "self-test: a page with a <section> element passed xmllint"
    fi
    grep -q 'Tag section invalid' "$work/html5.log" ||
        { cat "$work/html5.log"; fail "self-test: xmllint did not name the element"; }
    echo "check-simple: self-test: an external image and an unknown element are caught"
    exit 0
fi

page=$(from_caller "${1:?usage: scripts/check-simple.sh PAGE [SCREENSHOT] | --self-test}")
shot=$(from_caller "${2:-$PWD/target/docgen-screenshots/simple.png}")
check "$page" "$shot" || fail "$page failed the checks"
echo "check-simple: ${page#"$PWD/"} loaded offline in $(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2) with no request, screenshot ${shot#"$PWD/"};" \
     "$(xmllint --version 2>&1 | head -n 1 | sed 's/.*version /libxml2 /') reads it without error"
