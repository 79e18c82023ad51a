#!/usr/bin/env bash
# Parameter extraction benchmark: builds bench/parameters.cpp in release
# and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
b2 -j2 variant=release bench//parameters >/dev/null
exe=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name parameters | head -n 1)
exec "$exe" "$@"
