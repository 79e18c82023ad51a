#!/usr/bin/env bash
# Streaming benchmark: streamed request bodies and responses through
# route::server (bench/streaming.cpp) against hand-written Beast servers
# doing the same (bench/streaming_baseline.cpp), side by side in one run.
#
# Every server runs pinned to core 0 with one thread, the clients on core
# 1, all on 127.0.0.1. Each part runs ROUNDS rounds (default 3) alternating
# which server goes first, each measurement on a freshly started server;
# the table shows medians.
#
#   upload    a SIZE_MIB MiB file (default 1024; random bytes, made once)
#             POSTed as multipart/form-data, field "file", to /upload by
#             curl -F (without "Expect: 100-continue", so that neither side
#             waits for it), or with UPLOAD_CLIENT=sendfile by
#             bench/upload_client.cpp, which sends the same body with
#             sendfile(2) for a fraction of curl's CPU time. route stores
#             the file with store_uploaded_file; the baseline writes the raw
#             body to a file as it arrives, through http::buffer_body. Both
#             write under /tmp. Throughput in MiB/s, peak RSS growth of the
#             server (VmHWM at the end minus VmRSS once started), how busy
#             the client kept its core (near 100 %: the client is the
#             limit, try UPLOAD_CLIENT=sendfile) and the server's CPU time
#             per MiB (steadier than the throughput on a busy machine).
#             Goals: route/baseline throughput >= 0.9, route's RSS growth
#             <= 32 MiB.
#   download  GET /download: DOWNLOAD_MIB MiB (default 256) in 64 KiB chunks,
#             Transfer-Encoding: chunked, read by curl --limit-rate RATE
#             (default 1M). Peak RSS growth of the server. Goal: route's
#             <= 32 MiB. At 1 MiB/s the default takes 256 s a measurement,
#             about 26 minutes for 3 rounds of both sides: DOWNLOAD_MIB=32
#             gives a quick run.
#   events    SSE_CLIENTS connections (default 1000) to GET /events
#             (bench/sse_clients.cpp, one thread), each sent an event
#             (data: N) every 100 ms; once all are streaming, DURATION s
#             (default 10) are counted. Server CPU time per event received
#             (utime + stime of /proc/PID/stat) and RSS per client (VmRSS
#             with every client connected, at the end of the count, minus
#             VmRSS once started and one event stream served, over the
#             clients). Measured once per schedule (bench/event_schedule.hpp):
#             "tick", every stream's events at the same instants, and
#             "spread", the streams' events 100 us apart; the same schedule
#             for both servers, since what an event costs depends on how
#             many are sent in one wake-up. Goals, for each schedule: both
#             within 1.2x of the baseline's.
#
#   PARTS=upload,download,events   the parts to run (default all three)
#   SCHEDULES=tick,spread          the events part's schedules (default both)
#   SIDES=route,baseline           the servers to measure (default both;
#                                  SIDES=baseline runs without bench/streaming)
#   SHOW_ROUNDS=1                  also every round's figures (on stderr)
#
# Exits with 1 when a goal is missed or a measurement fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench

rounds=${ROUNDS:-3}
size_mib=${SIZE_MIB:-1024}
download_mib=${DOWNLOAD_MIB:-256}
rate=${RATE:-1M}
clients=${SSE_CLIENTS:-1000}
duration=${DURATION:-10}
upload_client=${UPLOAD_CLIENT:-curl}
IFS=, read -ra parts <<<"${PARTS:-upload,download,events}"
IFS=, read -ra sides <<<"${SIDES:-route,baseline}"
IFS=, read -ra schedules <<<"${SCHEDULES:-tick,spread}"

die() { echo "run-streaming: $*" >&2; exit 1; }
for p in "${parts[@]}"; do
    [[ $p == upload || $p == download || $p == events ]] || die "unknown part '$p' in PARTS"
done
[[ $upload_client == curl || $upload_client == sendfile ]] ||
    die "UPLOAD_CLIENT is curl or sendfile, not '$upload_client'"
for s in "${sides[@]}"; do
    [[ $s == route || $s == baseline ]] || die "unknown side '$s' in SIDES"
done
for s in "${schedules[@]}"; do
    [[ $s == tick || $s == spread ]] || die "unknown schedule '$s' in SCHEDULES"
done
has() { local x; for x in "${@:2}"; do [[ $x == "$1" ]] && return 0; done; return 1; }

work=$(mktemp -d /tmp/run-streaming.XXXXXX)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir "$work/store"

targets=(bench//streaming_baseline bench//sse_clients bench//upload_client)
has route "${sides[@]}" && targets+=(bench//streaming)
if ! b2 -j2 variant=release "${targets[@]}" >"$work/build.log" 2>&1; then
    tail -n 40 "$work/build.log" >&2
    die "build failed"
fi
binary() {
    local f
    f=$(find bin.v2/bench -path '*release*' -type f -perm -u+x -name "$1" | head -n 1)
    [[ -x "$f" ]] || die "no release binary $1"
    echo "$f"
}
baseline_bin=$(binary streaming_baseline)
clients_bin=$(binary sse_clients)
upload_bin=$(binary upload_client)
route_bin=
has route "${sides[@]}" && route_bin=$(binary streaming)

if has events "${parts[@]}"; then
    # the server and the client hold one descriptor per connection
    need=$((clients + 256))
    if (($(ulimit -n) < need)); then
        ulimit -n "$need" 2>/dev/null ||
            die "cannot raise the open files limit to $need (hard limit $(ulimit -Hn))"
    fi
fi
if has upload "${parts[@]}"; then
    echo "making a $size_mib MiB file of random bytes" >&2
    head -c $((size_mib * 1024 * 1024)) /dev/urandom >"$work/big.bin"
    # on disk before the rounds, so that writing it back does not run during them
    sync "$work/big.bin"
fi

tick=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
status_kib() { awk -v f="$2:" '$1 == f {print $2}' "/proc/$1/status"; }
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

# ports: 181P0 for route, 181P1 for the baseline (P: 1 upload, 2 download, 3 events)
port_of() {
    local base
    case $1 in upload) base=18110 ;; download) base=18120 ;; events) base=18130 ;; esac
    [[ $2 == route ]] && echo "$base" || echo $((base + 1))
}

# start_server PART SIDE [SCHEDULE]: runs it on core 0, sets $server (its
# pid) and $port
server=
port=
start_server() {
    local part=$1 side=$2 bin args=()
    port=$(port_of "$part" "$side")
    [[ "$side" == route ]] && bin=$route_bin || bin=$baseline_bin
    case $part in
        upload) args=("$work/store") ;;
        download) args=("$download_mib") ;;
        events) args=("$3") ;;
    esac
    if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
        die "something already answers on port $port"
    fi
    taskset -c 0 "$bin" "$part" "$port" "${args[@]}" >"$work/server.log" 2>&1 &
    server=$!
    for _ in $(seq 1 100); do
        if curl -s -o /dev/null "http://127.0.0.1:$port/"; then return 0; fi
        kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; die "$side $part server exited"; }
        sleep 0.05
    done
    die "nothing answers on port $port"
}

stop_server() {
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
}

# measure_upload SIDE: prints "MiB/s RSS_growth_KiB client_busy_percent server_cpu_ms_per_MiB"
measure_upload() {
    # what earlier rounds wrote is on disk first: its writeback does not
    # run during this one
    sync -f "$work/store"
    start_server upload "$1"
    local rss0 hwm out code secs t0 t1
    rss0=$(status_kib "$server" VmRSS)
    t0=$(cpu_ticks "$server")
    if [[ $upload_client == curl ]]; then
        out=$(taskset -c 1 /usr/bin/time -f '%U %S' -o "$work/time" curl -s -o /dev/null \
            -H 'Expect:' -w '%{http_code} %{time_total}' -F "file=@$work/big.bin" \
            "http://127.0.0.1:$port/upload") || true
    else
        out=$(taskset -c 1 /usr/bin/time -f '%U %S' -o "$work/time" \
            "$upload_bin" "$port" "$work/big.bin") || true
    fi
    hwm=$(status_kib "$server" VmHWM)
    t1=$(cpu_ticks "$server")
    stop_server
    read -r code secs <<<"$out"
    [[ $code == 200 ]] || { cat "$work/server.log" >&2; die "$1 upload answered '$out'"; }
    local stored
    stored=$(stat -c %s "$work/store/upload.bin" 2>/dev/null || echo 0)
    ((stored >= size_mib * 1024 * 1024)) || die "$1 upload stored $stored bytes"
    rm -f "$work/store/upload.bin"
    awk -v m="$size_mib" -v s="$secs" -v a="$rss0" -v b="$hwm" -v t="$(tail -n 1 "$work/time")" \
        -v c0="$t0" -v c1="$t1" -v hz="$tick" \
        'BEGIN {split(t, c, " "); printf "%.1f %d %.0f %.3f\n", m / s, b - a, (c[1] + c[2]) * 100 / s,
                (c1 - c0) * 1000 / hz / m}'
}

# measure_download SIDE: prints "RSS_growth_KiB MiB/s"
measure_download() {
    start_server download "$1"
    local rss0 hwm out code bytes secs
    rss0=$(status_kib "$server" VmRSS)
    out=$(taskset -c 1 curl -s -o /dev/null --limit-rate "$rate" \
        -w '%{http_code} %{size_download} %{time_total}' "http://127.0.0.1:$port/download") || true
    hwm=$(status_kib "$server" VmHWM)
    stop_server
    read -r code bytes secs <<<"$out"
    [[ $code == 200 && $bytes == $((download_mib * 1024 * 1024)) ]] ||
        { cat "$work/server.log" >&2; die "$1 download answered '$out'"; }
    awk -v a="$rss0" -v b="$hwm" -v n="$bytes" -v s="$secs" \
        'BEGIN {printf "%d %.2f\n", b - a, n / 1048576 / s}'
}

# measure_events SIDE SCHEDULE: prints "cpu_us_per_event RSS_KiB_per_client
# events_per_s_per_client"
measure_events() {
    start_server events "$1" "$2"
    local rss0 rss1 t0 t1 line client from to
    # one event stream first, read for a moment: what a server touches
    # once (its code, its thread's caches) is not counted per client
    curl -s -N --max-time 0.3 -o /dev/null "http://127.0.0.1:$port/events" || true
    rss0=$(status_kib "$server" VmRSS)
    coproc SSE { exec taskset -c 1 "$clients_bin" "$port" "$clients" "$duration" 2>"$work/sse.err"; }
    client=$SSE_PID from=${SSE[0]} to=${SSE[1]}
    if ! read -r -t 60 line <&"$from" || [[ $line != ready ]]; then
        cat "$work/sse.err" >&2
        die "$1 events: the clients did not get ready"
    fi
    t0=$(cpu_ticks "$server")
    if ! read -r -t $((duration + 30)) line <&"$from"; then
        cat "$work/sse.err" >&2
        die "$1 events: no count from the clients"
    fi
    t1=$(cpu_ticks "$server")
    rss1=$(status_kib "$server" VmRSS)
    echo quit >&"$to"
    wait "$client" || true
    stop_server
    local word events _ errors
    read -r word events _ errors <<<"$line"
    [[ $word == events && $errors == 0 && $events -gt 0 ]] || die "$1 events: clients said '$line'"
    awk -v a="$t0" -v b="$t1" -v hz="$tick" -v n="$events" -v r0="$rss0" -v r1="$rss1" \
        -v c="$clients" -v d="$duration" \
        'BEGIN {printf "%.2f %.2f %.2f\n", (b - a) * 1e6 / hz / n, (r1 - r0) / c, n / c / d}'
}

# the measurements: a part, or events:SCHEDULE
runs=()
for part in "${parts[@]}"; do
    if [[ $part == events ]]; then
        for s in "${schedules[@]}"; do runs+=("events:$s"); done
    else
        runs+=("$part")
    fi
done

for run in "${runs[@]}"; do
    for side in "${sides[@]}"; do : >"$work/$run.$side"; done
    if [[ $run == upload ]]; then
        # one upload not counted: the first after the file was made ran
        # at half the speed of the others, whichever server took it
        measure_upload "${sides[0]}" >/dev/null
    fi
    for ((r = 1; r <= rounds; r++)); do
        if ((r % 2)); then order=(route baseline); else order=(baseline route); fi
        for side in "${order[@]}"; do
            has "$side" "${sides[@]}" || continue
            if [[ $run == events:* ]]; then
                measure_events "$side" "${run#events:}" >>"$work/$run.$side"
            else
                "measure_$run" "$side" >>"$work/$run.$side"
            fi
        done
        echo "$run: round $r of $rounds done" >&2
    done
done

# col PART SIDE N: the median of column N
col() {
    if [[ -n ${SHOW_ROUNDS:-} ]]; then
        echo "  ($1, $2, column $3, each round: $(cut -d' ' -f"$3" "$work/$1.$2" | tr '\n' ' '))" >&2
    fi
    cut -d' ' -f"$3" "$work/$1.$2" | median
}
failed=0
# goal TEXT VALUE OP LIMIT: prints the goal and PASS or FAIL
goal() {
    if awk -v v="$2" -v l="$4" -v op="$3" 'BEGIN {exit !(op == "<=" ? v <= l : v >= l)}'; then
        printf '  goal: %s %s %s %s: PASS\n' "$1" "$2" "$3" "$4"
    else
        printf '  goal: %s %s %s %s: FAIL\n' "$1" "$2" "$3" "$4"
        failed=1
    fi
}
both() { has route "${sides[@]}" && has baseline "${sides[@]}"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", (b > 0 ? a / b : 0)}'; }

for run in "${runs[@]}"; do
    echo
    case $run in
        upload)
            printf 'Upload: %d MiB file, multipart/form-data POST by %s, medians of %d rounds\n' \
                "$size_mib" "$([[ $upload_client == curl ]] && echo "curl -F" || echo upload_client)" "$rounds"
            printf '  %-9s %10s %16s %14s %18s\n' side "MiB/s" "RSS growth MiB" "client busy %" \
                "server cpu ms/MiB"
            for side in "${sides[@]}"; do
                printf '  %-9s %10.1f %16.1f %14.0f %18.3f\n' "$side" "$(col upload "$side" 1)" \
                    "$(awk -v k="$(col upload "$side" 2)" 'BEGIN {print k / 1024}')" \
                    "$(col upload "$side" 3)" "$(col upload "$side" 4)"
            done
            if both; then
                printf '  server cpu per MiB route/baseline: %s (no goal)\n' \
                    "$(ratio "$(col upload route 4)" "$(col upload baseline 4)")"
                goal "throughput route/baseline" "$(ratio "$(col upload route 1)" "$(col upload baseline 1)")" ">=" 0.9
            fi
            if has route "${sides[@]}"; then
                goal "route RSS growth MiB" "$(awk -v k="$(col upload route 2)" 'BEGIN {printf "%.1f", k / 1024}')" "<=" 32
            fi
            ;;
        download)
            printf 'Download: %d MiB chunked in 64 KiB chunks, read at %s/s by curl --limit-rate, medians of %d rounds\n' \
                "$download_mib" "$rate" "$rounds"
            printf '  %-9s %16s %10s\n' side "RSS growth MiB" "MiB/s"
            for side in "${sides[@]}"; do
                printf '  %-9s %16.1f %10.2f\n' "$side" \
                    "$(awk -v k="$(col download "$side" 1)" 'BEGIN {print k / 1024}')" \
                    "$(col download "$side" 2)"
            done
            if has route "${sides[@]}"; then
                goal "route RSS growth MiB" "$(awk -v k="$(col download route 1)" 'BEGIN {printf "%.1f", k / 1024}')" "<=" 32
            fi
            ;;
        events:*)
            printf 'Server-Sent Events, schedule "%s": %d clients, an event every 100 ms each, %d s counted, medians of %d rounds\n' \
                "${run#events:}" "$clients" "$duration" "$rounds"
            printf '  %-9s %14s %16s %18s\n' side "cpu us/event" "RSS KiB/client" "events/s/client"
            for side in "${sides[@]}"; do
                printf '  %-9s %14.2f %16.2f %18.2f\n' "$side" "$(col "$run" "$side" 1)" \
                    "$(col "$run" "$side" 2)" "$(col "$run" "$side" 3)"
            done
            if both; then
                goal "cpu per event route/baseline" "$(ratio "$(col "$run" route 1)" "$(col "$run" baseline 1)")" "<=" 1.2
                goal "RSS per client route/baseline" "$(ratio "$(col "$run" route 2)" "$(col "$run" baseline 2)")" "<=" 1.2
            fi
            ;;
    esac
done
if ! both; then
    echo
    echo "(SIDES=${sides[*]}: the goals comparing route with the baseline need both sides)"
fi
exit $failed
