#!/usr/bin/env bash
# The layering of include/route, checked from the #include lines:
#
#   json/     the model layer: Boost.JSON and Describe only (no route layer above
#             it, no Beast, no Asio); shared by route and docgen
#   core/     values and customisation points: json/ and Beast's vocabulary
#             headers (status, verb), nothing of dsl/, app/, server/, testkit/
#   dsl/      directives: core/, json/; no app/, server/, testkit/, no Asio
#   app/      applications, seal, awaitable handlers, streamed entities, the
#             exchange: core/, dsl/, json/, Asio's awaitables, timers and
#             co_spawn (a pending route runs on the transport's executor);
#             no sockets, no io_context, no server/, testkit/
#   testkit/  in-process runner: anything but server/
#   server/   sockets: anything
#   docgen    (include/docgen) route's json/ layer and core/method.hpp only
#             (impl/in_process.ipp also app/http_app.hpp, app/detail/exchange.hpp
#             and testkit/result.hpp;
#             docs_route.hpp, header-only, route's core and dsl/);
#             route never includes docgen; the transport includes no formatter;
#             a formatter (libs/docgen_*) no other formatter, transport, spec or test kit
#
# Also: nothing but umbrellas, config and the source headers at the root of
# include/route.
#
#   scripts/check-layering.sh [ROOT]     checks ROOT/include/route (default: .)
#   scripts/check-layering.sh --self-test  shows that a violation fails the check
set -uo pipefail

if [[ "${1:-}" == "--self-test" ]]; then
    here=$(cd "$(dirname "$0")" && pwd)
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    mkdir -p "$tmp/include/route/json" "$tmp/include/route/core" "$tmp/include/route/dsl"
    ok=1
    for bad in 'json/a.hpp:#include <route/core/route.hpp>' \
               'json/b.hpp:#include <boost/asio/io_context.hpp>' \
               'core/c.hpp:#include <route/dsl/directive.hpp>' \
               'core/d.hpp:#include <boost/beast/http/message.hpp>' \
               'dsl/e.hpp:#include <route/server/server.hpp>' \
               'dsl/f.hpp:#include <boost/asio/awaitable.hpp>' \
               'loose.hpp:#include <vector>'; do
        rm -rf "$tmp/include/route"/*/*.hpp "$tmp/include/route"/*.hpp
        file=${bad%%:*}
        printf '%s\n' "${bad#*:}" >"$tmp/include/route/$file"
        if "$here/check-layering.sh" "$tmp" >/dev/null 2>&1; then
            echo "layering self-test: '$bad' was not caught" >&2
            ok=0
        fi
    done
    rm -rf "$tmp/include/route"/*/*.hpp "$tmp/include/route"/*.hpp
    printf '#include <route/json/naming.hpp>\n#include <boost/beast/http/status.hpp>\n' \
        >"$tmp/include/route/core/fine.hpp"
    if ! "$here/check-layering.sh" "$tmp" >/dev/null 2>&1; then
        echo "layering self-test: an allowed include was refused" >&2
        ok=0
    fi
    ((ok)) && echo "layering self-test: passed"
    ((ok))
    exit $?
fi

root=${1:-.}
cd "$root/include/route" || { echo "check-layering: no include/route under $root" >&2; exit 2; }

failures=0
# forbid LAYER REGEX WHY: no header under LAYER/ may include what REGEX matches
forbid() {
    local layer=$1 pattern=$2 why=$3
    [[ -d $layer ]] || return 0
    local hits
    hits=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]($pattern)" "$layer" 2>/dev/null)
    if [[ -n $hits ]]; then
        while IFS= read -r line; do
            echo "layering: include/route/$line"
            echo "          ($why)"
        done <<<"$hits"
        failures=$((failures + 1))
    fi
}

beast_io='boost/beast/(core|http/(message|parser|read|write|fields|string_body|empty_body|error|serializer|basic_parser))|boost/beast/[a-z_]+\.hpp|boost/asio'

forbid json 'route/(core|dsl|app|server|testkit)/' 'json/ stands alone: it may not include another layer of route'
forbid json 'boost/(beast|asio)' 'json/ stands alone on Boost.JSON and Describe: no Beast, no Asio'
forbid core 'route/(dsl|app|server|testkit)/' 'core/ may include only json/ and core/'
forbid core "$beast_io" "core/ may include only Beast's vocabulary headers (status, verb)"
forbid dsl 'route/(app|server|testkit)/' 'dsl/ may include only core/, json/ and dsl/'
forbid dsl "$beast_io" "dsl/ may include only Beast's vocabulary headers (status, verb), no Asio"
forbid app 'route/(server|testkit)/' 'app/ may not include server/ or testkit/'
forbid app 'boost/asio/(io_context|ip|ssl|.*socket)' 'app/ may use Asio awaitables, timers and co_spawn, no I/O'
forbid testkit 'route/server/' 'testkit/ may not include server/'
forbid detail 'route/(core|dsl|app|server|testkit|json)/' 'detail/ at the root holds leaf helpers only'

# route never includes docgen
for layer in json core dsl app testkit server detail; do
    forbid $layer 'docgen/' 'route never includes docgen'
done

# docgen (include/docgen) builds on route's model layer only; the one
# core header it names is route::method (core/method.hpp), as its DSL's
# supports(route::method::get, ...) does. The exception is the runner of
# route applications documented in process (impl/in_process.ipp), which
# runs them through the test kit; and docs_route.hpp, the routes that serve
# what docgen wrote from the documented service: header-only, included by
# the service and by nothing of docgen's, it builds on route's core and DSL.
if [[ -d ../docgen ]]; then
    hits=$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]route/' ../docgen 2>/dev/null |
           grep -vE '[<"]route/(json/|json\.hpp|core/method\.hpp|config\.hpp)' |
           grep -vE '^\.\./docgen/impl/in_process\.ipp:[0-9]+:[[:space:]]*#[[:space:]]*include[[:space:]]*<route/(app/http_app|app/detail/exchange|testkit/result)\.hpp>' |
           grep -vE '^\.\./docgen/docs_route\.hpp:[0-9]+:[[:space:]]*#[[:space:]]*include[[:space:]]*<route/(core|dsl)/[a-z_]+\.hpp>')
    if [[ -n $hits ]]; then
        while IFS= read -r line; do
            echo "layering: include/docgen/${line#../docgen/}"
            echo "          (docgen may include only route's json/ layer and core/method.hpp;"
            echo "           impl/in_process.ipp also app/http_app.hpp, app/detail/exchange.hpp"
            echo "           and testkit/result.hpp;"
            echo "           docs_route.hpp also core/ and dsl/)"
        done <<<"$hits"
        failures=$((failures + 1))
    fi
fi

# the transport knows no formatter, no specification, no generation
if [[ -d ../docgen ]]; then
    hits=$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]docgen/(format|spec|generate|calls|boost_test|docgen)' \
           ../docgen/transport.hpp ../docgen/impl/transport.ipp ../docgen/detail/transport_*.hpp \
           ../docgen/transport_options.hpp ../docgen/impl/transport_options.ipp \
           ../docgen/http_message.hpp ../docgen/impl/http_message.ipp \
           ../docgen/error.hpp ../docgen/impl/error.ipp 2>/dev/null)
    if [[ -n $hits ]]; then
        echo "layering: $hits"
        echo "          (docgen's transport knows no formatter, specification or generation)"
        failures=$((failures + 1))
    fi
fi

# a formatter (libs/docgen_<format>) reads the document only: no other
# formatter, no transport, no specification, no test kit
for lib in ../../libs/docgen_*; do
    [[ -d $lib ]] || continue
    hits=$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](docgen/(transport|spec|boost_test|docgen)|route/testkit|.*docgen_)' "$lib" 2>/dev/null)
    if [[ -n $hits ]]; then
        while IFS= read -r line; do
            echo "layering: libs/${line#../../libs/}"
            echo "          (a formatter includes no other formatter, no transport, no specification, no test kit)"
        done <<<"$hits"
        failures=$((failures + 1))
    fi
done

allowed_root=' app.hpp config.hpp core.hpp dsl.hpp fwd.hpp json.hpp route.hpp server.hpp src.hpp testkit.hpp '
for f in *; do
    [[ -f $f ]] || continue
    if [[ $allowed_root != *" $f "* ]]; then
        echo "layering: include/route/$f"
        echo "          (the root holds only umbrellas, config, fwd.hpp and src.hpp)"
        failures=$((failures + 1))
    fi
done

if ((failures)); then
    echo "layering: $failures rule(s) broken" >&2
    exit 1
fi
echo "layering: include/route, include/docgen and the formatters follow their rules"
