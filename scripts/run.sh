#!/usr/bin/env bash
# The main job: installs what is missing, builds the library and the
# examples in release (what a user runs is optimised), runs the examples
# that end by themselves, then starts the items service on 0.0.0.0:8080 in
# the foreground (Ctrl-C or SIGTERM stops it).
# Arguments go to the service: scripts/run.sh --port 9090
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
b2 -j2 variant=release example
for name in hello parameters models customization; do
    exe=$(find bin.v2/example -path '*release*' -type f -perm -u+x -name "$name" | head -n 1)
    echo "== example $name"
    "$exe"
done
service=$(find bin.v2/example -path '*release*' -type f -perm -u+x -name items_service | head -n 1)
echo "== items service (Ctrl-C stops it)"
exec "$service" "$@"
