#!/usr/bin/env bash
# Every public header compiles alone: a translation unit holding only
# `#include <route/...>` is compiled for each header (impl/ and detail/
# excepted), header-only, with g++ (and with CXX=... another compiler);
# then two translation units including all of route are linked together.
#
#   scripts/check-headers.sh [ROOT]
set -uo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cxx=${CXX:-g++}
cd "$root/include" || exit 2
headers=$(find route docgen -name '*.hpp' -not -path '*/impl/*' -not -path '*/detail/*' \
              -not -name src.hpp 2>/dev/null | sort)
one() {
    if ! printf '#include <%s>\n' "$1" |
        "$2" -std=c++20 -fsyntax-only -Wall -Wextra -I. -x c++ - 2>"$3/$(echo "$1" | tr / _).err"; then
        echo "headers: <$1> does not compile alone:"
        head -n 20 "$3/$(echo "$1" | tr / _).err"
        return 1
    fi
}
export -f one
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
count=$(echo "$headers" | wc -l)
if echo "$headers" | xargs -P 2 -I{} bash -c 'one "$@"' _ {} "$cxx" "$work"; then
    echo "headers: all $count public headers compile alone ($cxx)"
else
    echo "headers: some public headers do not compile alone ($cxx)" >&2
    exit 1
fi

# Header-only, two translation units that include all of route link into
# one program: every function an impl/ file defines is inline there.
printf '#include <route/route.hpp>\nint one() { return 1; }\n' >"$work/a.cpp"
printf '#include <route/route.hpp>\nint one();\nint main() { return one() - 1; }\n' >"$work/b.cpp"
if "$cxx" -std=c++20 -I. -c "$work/a.cpp" -o "$work/a.o" &&
    "$cxx" -std=c++20 -I. -c "$work/b.cpp" -o "$work/b.o" &&
    "$cxx" "$work/a.o" "$work/b.o" -o "$work/ab" -pthread 2>"$work/link.err"; then
    echo "headers: two translation units including <route/route.hpp> link header-only ($cxx)"
else
    echo "headers: header-only, two translation units do not link together:" >&2
    grep -o 'multiple definition of [^;]*' "$work/link.err" | sort -u | head -n 20 >&2
    exit 1
fi
