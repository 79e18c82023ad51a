#!/usr/bin/env bash
# route's reading of W3C traceparent fields against the reference,
# OpenTelemetry's W3CTraceContextPropagator (npm @opentelemetry/core,
# scripts/npm/otel): the W3C test suite's cases and a few thousand
# mutations of valid values (scripts/trace-context-reference.js), each
# accepted or ignored alike, with the same trace id, parent id and flags.
#
#   scripts/check-trace-context.sh [VARIANT] [COUNT]   (default debug, 5000)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}
count=${2:-5000}
fail() { echo "check-trace-context: $*" >&2; exit 1; }

modules=$(scripts/npm-tools.sh otel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
b2 -j2 "variant=$variant" test/route//traceparent_decisions >"$work/b2.log" 2>&1 ||
    { tail -n 40 "$work/b2.log"; fail "test/route//traceparent_decisions did not build"; }
exe=$(find bin.v2/test/route -path "*/gcc-*/$variant/*" -type f -perm -u+x \
          -name traceparent_decisions | head -n 1)
[[ -x $exe ]] || fail "no $variant build of traceparent_decisions under bin.v2/test/route"

NODE_PATH=$modules node scripts/trace-context-reference.js "$work/cases" "$work/expected" "$count"
"$exe" <"$work/cases" >"$work/actual" || fail "traceparent_decisions failed"
total=$(wc -l <"$work/cases")
accepted=$(grep -c '"valid":true' "$work/expected" || true)
if ! cmp -s "$work/expected" "$work/actual"; then
    echo "check-trace-context: route and OpenTelemetry differ (value, reference, route):" >&2
    paste -d '\n' "$work/cases" "$work/expected" "$work/actual" /dev/null |
        awk 'NR % 4 == 1 { c = $0 } NR % 4 == 2 { e = $0 } NR % 4 == 3 && $0 != e { print c; print "  " e; print "  " $0; n++ } n == 10 { exit }' >&2
    exit 1
fi
echo "check-trace-context: $total traceparent values ($accepted accepted), route reads each as OpenTelemetry does"
