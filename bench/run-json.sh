#!/usr/bin/env bash
# JSON codec benchmark: builds bench/json.cpp in release and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
b2 -j2 variant=release bench//json >/dev/null
exe=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name json | head -n 1)
exec "$exe" "$@"
