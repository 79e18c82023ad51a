#!/usr/bin/env bash
# Renders the documentation to target/doc/ with asciidoctor; fails on any
# warning, such as a snippet whose tag no compiled file has any more, and
# when the screenshot the docgen sample check takes is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
mkdir -p target/doc
# the simple format's page shows the screenshot that the docgen sample check
# (scripts/check-docgen-sample.sh) took of the sample's HTML page
screenshot=target/docgen-screenshots/simple.png
if [[ ! -s $screenshot ]]; then
    echo "docs: $screenshot is missing: run scripts/check-docgen-sample.sh first (it takes the" \
         "screenshot of the simple format's page that doc/docgen-simple.adoc shows)" >&2
    exit 1
fi
mkdir -p target/doc/docgen-screenshots
cp "$screenshot" target/doc/docgen-screenshots/simple.png
for book in doc/route.adoc doc/docgen.adoc; do
    asciidoctor --failure-level WARN -D target/doc "$book"
done
echo "docs: target/doc/route.html, target/doc/docgen.html"
