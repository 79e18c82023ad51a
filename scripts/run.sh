#!/usr/bin/env bash
# The main job: installs what is missing, builds the library, the examples
# and docgen's sample in release (what a user runs is optimised), runs the
# examples that end by themselves; then starts the GitHub stand-in on
# 127.0.0.1 (a free port), runs the sample specification against it,
# which writes the documentation under target/docgen/github, and stops the
# stand-in; runs the items specification, which documents the items
# sample in process under target/docgen/items (DOCGEN_OUTPUT_DIR, when
# set, replaces target/docgen); last, starts the items service on
# 0.0.0.0:8080 in the foreground (Ctrl-C or SIGTERM stops it), serving
# that documentation at /docs, /docs/openapi.yml and, with Swagger UI
# (the npm package swagger-ui-dist, installed by scripts/npm-tools.sh),
# /docs/swagger/.
# Arguments go to the service: scripts/run.sh --port 9090
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
b2 -j2 variant=release example example/github-spec example/items-spec tools/docgen-generate
find_exe() { find bin.v2 -path '*release*' -type f -perm -u+x -name "$1" | head -n 1; }
for name in hello parameters models customization; do
    echo "== example $name"
    "$(find_exe "$name")"
done

echo "== docgen: the sample specification against the GitHub stand-in"
source scripts/stand-in.sh
log=$(mktemp)
trap 'kill ${stand_in_pid:-} 2>/dev/null || true; rm -f "$log"' EXIT
start_stand_in "$(find_exe github_stand_in)" "$log"
docs=${DOCGEN_OUTPUT_DIR:-target/docgen}
DOCGEN_OUTPUT_DIR="$docs/github" DOCGEN_BASE_URL="http://$stand_in_address" \
    "$(find_exe github_spec)" --report_level=short
kill -TERM $stand_in_pid
wait $stand_in_pid || true
trap - EXIT
rm -f "$log"

echo "== docgen: the items specification, in process"
DOCGEN_OUTPUT_DIR="$docs/items" "$(find_exe items_spec)" --report_level=short
echo "== docgen wrote:"
find "$docs/github" "$docs/items" -type f | sort

swagger_ui=$(scripts/npm-tools.sh zod4)/swagger-ui-dist
echo "== items service (Ctrl-C stops it); its documentation: /docs, /docs/openapi.yml, /docs/swagger/"
exec "$(find_exe items_service)" --docs "$docs/items" --swagger-ui "$swagger_ui" "$@"
