#!/usr/bin/env bash
# The tests again, built with clang++ (scripts/test.sh runs this beside the
# g++ build):
#   - under AddressSanitizer and UndefinedBehaviorSanitizer, one build for
#     both, which is also the suite built and run with clang: every test of
#     route and of the examples, and those of docgen that read what a user
#     or a peer sends (the transport and the DSL against misbehaving
#     servers, configuration and calls files, the breaking-change check's
#     documents, documents made in process). The formatters' golden-file
#     tests, which turn a fixed record into text, run with g++ only;
#   - the tests of the server, of asynchronous handlers (in core_tests) and
#     of the test kit under ThreadSanitizer.
# Each sanitizer stops the test binary at its first report, so a report
# fails the run. The compile-fail tests run with g++ only.
#
#   scripts/test-sanitized.sh            both
#   scripts/test-sanitized.sh address    ASan + UBSan only
#   scripts/test-sanitized.sh thread     TSan only
#
# With SANITIZED_RUN_AFTER=FILE, every binary is built first, and the tests
# run once FILE exists: scripts/test.sh builds them at a low priority while
# the g++ build runs, and runs them once it is done, so that a test's
# timers never wait on a starved processor.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang++ >/dev/null 2>&1 || { echo "test-sanitized: clang++ is missing (scripts/install-deps.sh)" >&2; exit 2; }

what=${1:-all}
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1
# line tables only: a sanitizer's report still names file and line, and
# each test file compiles a fifth faster than with full debug information
lines=cxxflags=-gline-tables-only
start=$SECONDS
took() { echo "test-sanitized: $1 took $((SECONDS - start)) s"; start=$SECONDS; }

address_targets=(
    test/route test/example
    test/docgen//docgen_transport_tests test/docgen//docgen_core_tests
    test/docgen//docgen_spec_tests test/docgen//docgen_compare_tests
    test/docgen//docgen_in_process_tests test/docgen//docgen_client_dsl_tests
)
thread_targets=(test/route//core_tests test/route//server_tests test/route//testkit_tests)
address() {
    b2 -j2 toolset=clang "$lines" address-sanitizer=norecover undefined-sanitizer=norecover "$@" \
        "${address_targets[@]}"
}
thread() {
    b2 -j2 toolset=clang "$lines" thread-sanitizer=norecover "$@" "${thread_targets[@]}"
}

if [[ -n ${SANITIZED_RUN_AFTER:-} ]]; then
    if [[ $what == all || $what == address ]]; then
        echo "test-sanitized: building for AddressSanitizer + UndefinedBehaviorSanitizer"
        address testing.execute=off
        took "building for AddressSanitizer + UndefinedBehaviorSanitizer"
    fi
    if [[ $what == all || $what == thread ]]; then
        echo "test-sanitized: building for ThreadSanitizer"
        thread testing.execute=off
        took "building for ThreadSanitizer"
    fi
    while [[ ! -e $SANITIZED_RUN_AFTER ]]; do sleep 2; done
    took "waiting for $SANITIZED_RUN_AFTER"
fi
if [[ $what == all || $what == address ]]; then
    echo "test-sanitized: clang++, AddressSanitizer + UndefinedBehaviorSanitizer"
    address
    took "AddressSanitizer + UndefinedBehaviorSanitizer"
fi
if [[ $what == all || $what == thread ]]; then
    echo "test-sanitized: clang++, ThreadSanitizer, the server, async and test kit tests"
    thread
    took ThreadSanitizer
fi
