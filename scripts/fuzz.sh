#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ with clang++ (-fsanitize=fuzzer,
# address,undefined) and runs each for FUZZ_SECONDS (default 60), starting
# from its committed seeds in fuzz/corpus/<target>/. `b2 fuzz`, which the
# test command runs, replays the seeds alone, built with the default
# toolset (fuzz/Jamfile).
#
#   scripts/fuzz.sh                  every target
#   scripts/fuzz.sh server json      the targets named
#   FUZZ_SECONDS=600 scripts/fuzz.sh
#
# Prints one line per target: executions, corpus size (seeds + inputs found
# so far, kept in bin.v2/fuzz/corpus/, git-ignored, and read again by the
# next run) and the result; a crashing input goes to bin.v2/fuzz/crashes/. Exits 1 when a
# target crashed, 2 when clang++ or libFuzzer is missing (install them with
# scripts/install-deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-60}
all=(server websocket query path json configuration openapi_info form multipart)
targets=("$@")
((${#targets[@]})) || targets=("${all[@]}")

cxx=${FUZZ_CXX:-}
if [[ -z $cxx ]]; then
    for c in clang++-14 clang++; do
        if command -v "$c" >/dev/null 2>&1; then cxx=$c; break; fi
    done
fi
if [[ -z $cxx ]]; then
    echo "fuzz: clang++ is not installed (scripts/install-deps.sh)" >&2
    exit 2
fi

out=bin.v2/fuzz
mkdir -p "$out/corpus" "$out/crashes"

# -fno-sanitize=function: clang 14 cannot emit that check's data for
# coroutines ("Cannot represent a difference across sections", LLVM issue
# 49689); the rest of -fsanitize=undefined stays on.
flags=(-std=c++20 -O1 -g -fno-omit-frame-pointer
       -fsanitize=fuzzer,address,undefined -fno-sanitize=function -fno-sanitize-recover=undefined
       -Iinclude -Iexample -Ilibs/docgen_openapi/include
       -DBOOST_ASIO_NO_DEPRECATED -DBOOST_ALLOW_DEPRECATED_HEADERS -pthread)
libs=(-lboost_json -lboost_url -lssl -lcrypto -lz -lbrotlienc -lbrotlidec -lbrotlicommon)

# The sources of a target besides fuzz/<target>.cpp, and its libraries.
extra_sources() { [[ $1 == openapi_info ]] && echo libs/docgen_openapi/*.cpp || true; }
extra_libs() { [[ $1 == openapi_info ]] && echo -lyaml-cpp || true; }

build() {
    local t=$1 bin=$out/$1
    local sources=(fuzz/$t.cpp $(extra_sources "$t"))
    # rebuild when a source or a header is newer than the binary
    if [[ -x $bin ]] && [[ -z $(find "${sources[@]}" fuzz include libs/docgen_openapi example \
                                  -newer "$bin" -print -quit) ]]; then
        return 0
    fi
    echo "fuzz: building $t with $cxx"
    "$cxx" "${flags[@]}" "${sources[@]}" -o "$bin" "${libs[@]}" $(extra_libs "$t")
}

failed=0
for t in "${targets[@]}"; do
    if [[ ! -f fuzz/$t.cpp ]]; then
        echo "fuzz: no target $t (fuzz/$t.cpp)" >&2
        exit 2
    fi
    if ! build "$t"; then
        echo "fuzz: $t did not build (is libclang-rt-14-dev installed? scripts/install-deps.sh)" >&2
        exit 2
    fi
done

for t in "${targets[@]}"; do
    found=$out/corpus/$t
    seeds=fuzz/corpus/$t
    mkdir -p "$found"
    log=$out/$t.log
    rc=0
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$out/$t" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=1536 \
        -artifact_prefix="$out/crashes/$t-" "$found" "$seeds" >"$log" 2>&1 || rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    nseeds=$(find "$seeds" -type f | wc -l)
    nfound=$(find "$found" -type f | wc -l)
    if ((rc == 0)); then
        result=ok
    else
        failed=1
        crash=$(grep -o "Test unit written to .*" "$log" | tail -1 | sed 's/Test unit written to //')
        result="CRASH (exit $rc): ${crash:-see $log}"
    fi
    printf '%-14s %10s executions in %ss  corpus %s seeds + %s found  %s\n' \
        "$t" "${execs:-?}" "$seconds" "$nseeds" "$nfound" "$result"
    if ((rc != 0)); then
        grep -m1 -E "ERROR: |invariant broken|runtime error" "$log" | sed 's/^/    /' || true
    fi
done
exit $failed
