#!/usr/bin/env bash
# Renders the documentation to target/doc/ with asciidoctor: the books of
# doc/route/ and doc/docgen/ and the index page (doc/index.adoc); fails on any
# warning, such as a snippet whose tag no compiled file has any more, when a
# screenshot the docgen checks take is missing, and on a broken link
# (scripts/check-doc-links.py).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
mkdir -p target/doc
# the simple format's page shows the screenshots that the docgen checks took
# of the HTML pages: the sample's (scripts/check-docgen-sample.sh) and the
# items sample's (scripts/check-docgen-items.sh)
mkdir -p target/doc/docgen-screenshots
for shot in simple:check-docgen-sample items-simple:check-docgen-items; do
    screenshot=target/docgen-screenshots/${shot%%:*}.png
    if [[ ! -s $screenshot ]]; then
        echo "docs: $screenshot is missing: run scripts/${shot#*:}.sh first (it takes the" \
             "screenshot of the simple format's page that doc/docgen/simple.adoc shows)" >&2
        exit 1
    fi
    cp "$screenshot" target/doc/docgen-screenshots/
done
# each book from its folder's main page (doc/route/, doc/docgen/), and the
# index page that links them
for page in route:doc/route/main.adoc docgen:doc/docgen/main.adoc index:doc/index.adoc; do
    asciidoctor --failure-level WARN -o "target/doc/${page%%:*}.html" "${page#*:}"
done
# no link of the pages may lead nowhere: a file (a page, a screenshot) that
# is not there, or an id its page does not have (a cross-reference to a
# section renamed or moved)
scripts/check-doc-links.py target/doc/index.html target/doc/route.html target/doc/docgen.html
echo "docs: target/doc/index.html, target/doc/route.html, target/doc/docgen.html"
