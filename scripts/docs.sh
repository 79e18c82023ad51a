#!/usr/bin/env bash
# Renders the documentation to target/doc/ with asciidoctor; fails on any
# warning, such as a snippet whose tag no compiled file has any more, and
# when a screenshot the docgen checks take is missing.
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
             "screenshot of the simple format's page that doc/docgen-simple.adoc shows)" >&2
        exit 1
    fi
    cp "$screenshot" target/doc/docgen-screenshots/
done
for book in doc/route.adoc doc/docgen.adoc; do
    asciidoctor --failure-level WARN -D target/doc "$book"
done
echo "docs: target/doc/route.html, target/doc/docgen.html"
