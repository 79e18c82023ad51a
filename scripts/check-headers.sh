#!/usr/bin/env bash
# Every header compiles alone: a translation unit holding only
# `#include <route/...>` is compiled for each header (impl/ excepted, and
# route's few detail/ headers still included mid-file) with g++ (and with
# CXX=... another compiler), as a user
# of the compiled library sees it (ROUTE_SEPARATE_COMPILATION: declarations, not
# the library's own function bodies, which libs/route compiles once); then,
# header-only, two translation units including all of route and its server
# are linked together, which compiles every function body as inline code.
#
#   scripts/check-headers.sh [ROOT]
set -uo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cxx=${CXX:-g++}
cd "$root/include" || exit 2
# route's detail/ headers too, but for those still included mid-file by
# their public header, after the declarations they use
route_fragments=(
    route/app/detail/async.hpp route/app/detail/chunked.hpp
    route/app/detail/complete_with.hpp route/app/detail/piece_source.hpp
    route/app/detail/upload.hpp route/app/detail/websocket.hpp
    route/dsl/detail/cors.hpp route/dsl/detail/path_matcher.hpp
    route/server/detail/h2_session.hpp
)
headers=$( { find route -name '*.hpp' -not -path '*/impl/*' -not -name src.hpp \
                 $(printf -- '-not -path %s ' "${route_fragments[@]}");
             find docgen -name '*.hpp' -not -path '*/impl/*' -not -name src.hpp; } 2>/dev/null |
           sort)
one() {
    if ! printf '#include <%s>\n' "$1" |
        "$2" -std=c++20 -fsyntax-only -Wall -Wextra -DROUTE_SEPARATE_COMPILATION -I. -x c++ - 2>"$3/$(echo "$1" | tr / _).err"; then
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
    echo "headers: all $count headers compile alone ($cxx)"
else
    echo "headers: some headers do not compile alone ($cxx)" >&2
    exit 1
fi

# Header-only, two translation units that include all of route and its
# server link into one program: every function an impl/ file defines is
# inline there, and each compiles without the library.
all='#include <route/route.hpp>\n#include <route/server.hpp>\n'
printf "$all"'int one() { return 1; }\n' >"$work/a.cpp"
printf "$all"'int one();\nint main() { return one() - 1; }\n' >"$work/b.cpp"
compile() { "$cxx" -std=c++20 -Wall -Wextra -I. -c "$work/$1.cpp" -o "$work/$1.o"; }
compile a & a=$!
compile b & b=$!
wait $a; ra=$?
wait $b; rb=$?
if [[ $ra -eq 0 && $rb -eq 0 ]] &&
    "$cxx" "$work/a.o" "$work/b.o" -o "$work/ab" -pthread -lssl -lcrypto -lz -lbrotlienc -lbrotlidec -lbrotlicommon -lnghttp2 -lboost_url -lboost_json 2>"$work/link.err"; then
    echo "headers: two translation units including <route/route.hpp> and <route/server.hpp> link header-only ($cxx)"
else
    echo "headers: header-only, two translation units do not link together:" >&2
    { grep -o 'multiple definition of [^;]*' "$work/link.err" | sort -u | grep . ||
        cat "$work/link.err"; } | head -n 20 >&2
    exit 1
fi
