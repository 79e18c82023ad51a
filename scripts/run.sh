#!/usr/bin/env bash
# The main job: installs what is missing, builds the library and the
# examples, and runs the examples.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
b2 -j2 example "$@"
for name in hello; do
    exe=$(find bin.v2/example -type f -perm -u+x -name "$name" | head -n 1)
    echo "== example $name"
    "$exe"
done
