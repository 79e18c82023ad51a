#!/usr/bin/env bash
# Renders the documentation to target/doc/ with asciidoctor; fails on any
# warning, such as a snippet whose tag no compiled file has any more.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
mkdir -p target/doc
for book in doc/route.adoc doc/docgen.adoc; do
    asciidoctor --failure-level WARN -D target/doc "$book"
done
echo "docs: target/doc/route.html, target/doc/docgen.html"
