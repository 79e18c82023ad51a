#!/usr/bin/env bash
# The installed package, used as a user would: `b2 install` into a
# temporary prefix, then example/items copied out of the tree and built
# twice against that prefix, with CMake (find_package(route CONFIG)) and
# with pkg-config; each build serves on 127.0.0.1 and answers GET /items.
# Also: the CMake package defines every documented target, the pkg-config
# files resolve, and the installed docgen-generate runs.
#
#   scripts/check-install.sh [b2 properties...]   (the build's variant, debug by default)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
server=""
trap '[[ -z $server ]] || kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
fail() { echo "install: $*" >&2; exit 1; }

prefix=$work/prefix
b2 -j2 install --prefix="$prefix" "$@" >"$work/install.log" 2>&1 || { tail -n 30 "$work/install.log"; fail "b2 install failed"; }
for f in include/route/route.hpp include/docgen/docgen.hpp lib/libroute.a lib/libroute_json.a lib/libdocgen.a \
         lib/docgen/docgen_openapi.o lib/cmake/route/routeConfig.cmake lib/pkgconfig/route.pc bin/docgen-generate; do
    [[ -e $prefix/$f ]] || fail "b2 install did not install $f"
done
# moved elsewhere, the package still finds itself
mv "$prefix" "$work/moved" && prefix=$work/moved

# an out-of-tree copy: nothing of this tree is on the compiler's path
cp -r example/items "$work/items"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
serve_and_get() { # NAME EXE
    local port
    port=$(free_port)
    "$2" --address 127.0.0.1 --port "$port" --threads 1 --seed 2 >"$work/$1.log" 2>&1 &
    server=$!
    for _ in $(seq 1 100); do
        curl -s -o /dev/null "http://127.0.0.1:$port/items" && break
        sleep 0.05
    done
    local body
    body=$(curl -sS --fail "http://127.0.0.1:$port/items") || fail "$1: GET /items on 127.0.0.1:$port failed"
    kill "$server"; wait "$server" 2>/dev/null || true; server=""
    [[ $body == '[{"id":1,"name":"item 1"},{"id":2,"name":"item 2"}]' ]] || fail "$1: GET /items answered $body"
    echo "install: $1: the items service built against the installed package answers GET /items: $body"
}

# CMake
cmake -S "$work/items" -B "$work/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release \
    >"$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; fail "cmake could not configure example/items"; }
cmake --build "$work/cmake-build" -j2 >>"$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; fail "cmake could not build example/items"; }
serve_and_get cmake "$work/cmake-build/items"
cmake -S test/install/targets -B "$work/targets" -DCMAKE_PREFIX_PATH="$prefix" >"$work/targets.log" 2>&1 ||
    { cat "$work/targets.log"; fail "the CMake package lacks a target"; }
grep -o 'route [0-9.]*: every documented target is defined' "$work/targets.log" | sed 's/^/install: cmake: /'
cmake --build "$work/targets" >>"$work/targets.log" 2>&1 || { cat "$work/targets.log"; fail "cmake could not build a program on the formatter targets"; }
all="calls client openapi orpc postman simple tsfetch tsrest"
[[ $("$work/targets/formatters") == "$all" ]] ||
    fail "a program linking every docgen::<format> target has the formatters: $("$work/targets/formatters")"
echo "install: cmake: a program linking every formatter target registers them all: $all"

# pkg-config
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
for pc in "$prefix"/lib/pkgconfig/*.pc; do
    name=$(basename "$pc" .pc)
    pkg-config --exists --print-errors "$name" || fail "pkg-config cannot resolve $name"
    [[ $(pkg-config --modversion "$name") == 0.1.0 ]] || fail "$name: version $(pkg-config --modversion "$name")"
done
read -ra flags <<<"$(pkg-config --cflags --libs route)"
g++ -O2 "$work/items/main.cpp" -o "$work/items-pkg-config" "${flags[@]}" >"$work/pkg-config.log" 2>&1 ||
    { cat "$work/pkg-config.log"; fail "g++ \$(pkg-config --cflags --libs route) could not build example/items"; }
serve_and_get pkg-config "$work/items-pkg-config"
read -ra flags <<<"$(pkg-config --cflags --libs docgen-openapi)"
g++ test/install/targets/formatters.cpp -o "$work/formatters-pkg-config" "${flags[@]}" >"$work/pkg-config.log" 2>&1 ||
    { cat "$work/pkg-config.log"; fail "g++ \$(pkg-config --cflags --libs docgen-openapi) could not build a program"; }
[[ $("$work/formatters-pkg-config") == openapi ]] || fail "a program linking docgen-openapi has the formatters: $("$work/formatters-pkg-config")"
echo "install: pkg-config: a program linking docgen-openapi registers it, and only it"

"$prefix/bin/docgen-generate" --help >"$work/generate.log" 2>&1 || { cat "$work/generate.log"; fail "the installed docgen-generate does not run"; }
grep -q '^usage: docgen-generate' "$work/generate.log" || fail "the installed docgen-generate printed no usage"
echo "install: b2 install, CMake package (route::json, route::route, docgen::docgen, docgen::<format> for $all), pkg-config ($(ls "$prefix/lib/pkgconfig" | tr '\n' ' ')), docgen-generate: all work from a moved prefix"
