#!/usr/bin/env bash
# Routes at scale: the cost of dispatch and of compiling, side by side for
# growing numbers of routes, in one run.
#
# (a) Dispatch (bench/scaling.cpp, release): one request, the last route
#     hit, against N sibling routes path_prefix("r<i>")(path_end(get(...)))
#     joined by one concat ("siblings": <i> zero-padded, no literal a
#     prefix of another; "prefixed": not padded, so that /r9999 also tries
#     r9, r99 and r999, which path_prefix matches as prefixes), the padded
#     ones joined at run time in a loop ("loop": acc = std::move(acc) | r,
#     appended in place), and REST
#     trees of R resources ("rest": list, create, get, put, delete each). Instructions per request under callgrind (the
#     difference of two runs of different lengths, so that building the
#     routes does not count) and the median wall-clock ns per request;
#     the ratios against the smallest size.
# (b) Compile: wall and CPU seconds and peak memory of g++ -O2 on a generated
#     translation unit of K routes: a REST tree (K/5 resources, one
#     concat), a concat of K routes and a `|` chain of K routes; and of a
#     TU with no route (what including the library costs).
#
#   SIBLINGS="10 100 1000 10000"   sizes of (a), sibling routes
#   LOOP="10 100 1000"             sizes of (a), routes joined in a loop (each
#                                  append in place: linear to build)
#   RESOURCES="2 20 200"           sizes of (a), REST resources
#   ROUTES="20 200 1000"           sizes of (b)
#   PARTS="dispatch compile"       what to run
#   NO_CALLGRIND=1                 (a) without callgrind (timing only)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench

siblings=${SIBLINGS:-10 100 1000 10000}
loop=${LOOP:-10 100 1000}
resources=${RESOURCES:-2 20 200}
routes=${ROUTES:-20 200 1000}
parts=${PARTS:-dispatch compile}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2fx", a / b; else print "-"}'; }

if [[ " $parts " == *" dispatch "* ]]; then
    b2 -j1 variant=release bench//scaling >/dev/null
    prog=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name scaling | head -n 1)
    [[ -x "$prog" ]] || { echo "run-scaling: build failed" >&2; exit 1; }

    # instructions KIND N: per request, from two runs of 200 and 1200 requests
    instructions() {
        [[ -n "${NO_CALLGRIND:-}" ]] && { echo 0; return; }
        local a b
        a=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$prog" "$1" "$2" calls 200 2>&1 |
            awk '/Collected :/ {print $NF}')
        b=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$prog" "$1" "$2" calls 1200 2>&1 |
            awk '/Collected :/ {print $NF}')
        awk -v a="$a" -v b="$b" 'BEGIN {printf "%.0f", (b - a) / 1000}'
    }

    echo "dispatch: one request, the last route hit"
    printf '%-10s %7s %14s %8s %10s %8s\n' kind size "instr/req" ratio "ns/req" ratio
    for kind in siblings prefixed loop rest; do
        case $kind in
        rest) sizes=$resources ;;
        loop) sizes=$loop ;;
        *) sizes=$siblings ;;
        esac
        base_i= base_t=
        for n in $sizes; do
            i=$(instructions $kind "$n")
            t=$("$prog" $kind "$n" time)
            [[ -z "$base_i" ]] && { base_i=$i; base_t=$t; }
            printf '%-10s %7s %14s %8s %10s %8s\n' $kind "$n" "$i" "$(ratio "$i" "$base_i")" \
                "$t" "$(ratio "$t" "$base_t")"
        done
    done
    echo "(goal: 1000 and 10000 siblings <= 1.5x 10; 200 resources <= 1.5x 2, in instructions;"
    echo " prefixed: each literal that is a prefix of the segment is one more route tried)"
    echo
fi

if [[ " $parts " == *" compile "* ]]; then
    # gen SHAPE K: a translation unit of K routes
    gen() {
        local shape=$1 k=$2
        {
            echo '#include <route/route.hpp>'
            echo '#include <cstdint>'
            echo 'using namespace route::dsl;'
            echo 'route::route make_routes() {'
            case $shape in
            none)
                echo '    return route::route();' ;;
            rest)
                echo '    return route::concat('
                for ((i = 0; i < k / 5; i++)); do
                    ((i > 0)) && echo ','
                    printf '        path_prefix("res%d")(path_end(get(complete("list %d")) | post(complete("create %d"))) |\n' $i $i $i
                    printf '            path(long_number)([](std::int64_t id) { return get(complete("get %d " + std::to_string(id))) | put(complete("put %d")) | delete_(complete(route::status::no_content)); }))' $i $i
                done
                echo ');' ;;
            concat)
                echo '    return route::concat('
                for ((i = 0; i < k; i++)); do
                    ((i > 0)) && echo ','
                    printf '        path_prefix("r%d")(path_end(get(complete("r%d"))))' $i $i
                done
                echo ');' ;;
            chain)
                echo '    return'
                for ((i = 0; i < k; i++)); do
                    ((i > 0)) && printf ' |\n'
                    printf '        path_prefix("r%d")(path_end(get(complete("r%d"))))' $i $i
                done
                echo ';' ;;
            esac
            echo '}'
        } >"$work/$shape-$k.cpp"
    }
    flags=(-std=c++20 -O2 -DNDEBUG -pthread -Iinclude -DROUTE_SEPARATE_COMPILATION)
    cost() { # SHAPE K: prints "wall-seconds cpu-seconds megabytes"
        gen "$1" "$2"
        /usr/bin/time -f "%e %U %S %M" -o "$work/time" g++ "${flags[@]}" -c "$work/$1-$2.cpp" -o "$work/tu.o"
        awk '{printf "%s %.2f %.0f", $1, $2 + $3, $4 / 1024}' "$work/time"
    }
    echo "compile: g++ -O2, one translation unit (goal for 1000 routes: <= 60 s, <= 1536 MB)"
    read -r w0 s0 m0 <<<"$(cost none 0)"
    printf '%-8s %6s %9s %9s %9s %12s %12s\n' shape routes "wall s" "cpu s" MB "cpu s/route" "MB/route"
    printf '%-8s %6s %9s %9s %9s %12s %12s\n' none 0 "$w0" "$s0" "$m0" - -
    for shape in ${SHAPES:-rest concat chain}; do
        for k in $routes; do
            read -r w s m <<<"$(cost $shape "$k")"
            awk -v sh=$shape -v k=$k -v w=$w -v s=$s -v m=$m -v s0=$s0 -v m0=$m0 \
                'BEGIN {printf "%-8s %6d %9.1f %9.1f %9.0f %12.4f %12.3f\n", sh, k, w, s, m, (s - s0) / k, (m - m0) / k}'
        done
    done
    echo "(per route: above the TU with no route; cpu s is user + system, steadier than wall"
    echo " time on a shared machine)"
fi
