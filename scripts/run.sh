#!/usr/bin/env bash
# The main job: installs what is missing, builds the library, the examples
# and docgen's sample in release (what a user runs is optimised), runs the
# examples that end by themselves; then starts the GitHub stand-in on
# 127.0.0.1 (a free port), runs the sample specification against it,
# which writes the documentation under target/docgen, and stops the
# stand-in; last, starts the items service on 0.0.0.0:8080 in the
# foreground (Ctrl-C or SIGTERM stops it).
# Arguments go to the service: scripts/run.sh --port 9090
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
b2 -j2 variant=release example example/github-spec tools/docgen-generate
find_exe() { find bin.v2 -path '*release*' -type f -perm -u+x -name "$1" | head -n 1; }
for name in hello parameters models customization; do
    echo "== example $name"
    "$(find_exe "$name")"
done

echo "== docgen: the sample specification against the GitHub stand-in"
log=$(mktemp)
"$(find_exe github_stand_in)" --port 0 >"$log" &
stand_in=$!
trap 'kill $stand_in 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 100); do
    grep -q 'listening on' "$log" && break
    sleep 0.1
done
address=$(sed -n 's/^github-stand-in: listening on //p' "$log")
[[ -n "$address" ]] || { echo "run: the GitHub stand-in did not start" >&2; exit 1; }
export DOCGEN_OUTPUT_DIR=${DOCGEN_OUTPUT_DIR:-target/docgen}
DOCGEN_BASE_URL="http://$address" "$(find_exe github_spec)" --report_level=short
kill -TERM $stand_in
wait $stand_in || true
trap - EXIT
rm -f "$log"
echo "== docgen wrote:"
find "$DOCGEN_OUTPUT_DIR" -type f | sort

echo "== items service (Ctrl-C stops it)"
exec "$(find_exe items_service)" "$@"
