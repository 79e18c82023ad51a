#!/usr/bin/env bash
# Soak test: the release items sample under 64 keep-alive connections of
# mixed GET, POST and DELETE (bench/soak.lua) for DURATION seconds (default
# 600), its resident memory sampled every 5 s. Prints the RSS at the end of
# the warm-up (WARMUP seconds, default a tenth of the run, at least 10),
# its maximum after it and at the end, and the requests and errors.
#
# Passes when the RSS after the warm-up never grows more than 5 % above its
# value at the end of the warm-up, and no request failed (no socket error,
# no status other than 2xx).
#
#   bench/soak.sh                 10 minutes
#   DURATION=60 bench/soak.sh     one minute
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench

duration=${DURATION:-600}
warmup=${WARMUP:-$((duration / 10 > 10 ? duration / 10 : 10))}
connections=${CONNECTIONS:-64}
((warmup < duration)) || { echo "soak: WARMUP ($warmup s) must be shorter than DURATION ($duration s)" >&2; exit 2; }

b2 -j2 variant=release example//items_service >/dev/null
sample=$(find bin.v2/example -path '*release*' -type f -perm -u+x -name items_service | head -n 1)
[[ -x $sample ]] || { echo "soak: the release items sample did not build" >&2; exit 1; }

work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$sample" --address 127.0.0.1 --port "$port" --threads 1 --seed 100 >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do
    curl -s -o /dev/null "http://127.0.0.1:$port/items/1" && break
    sleep 0.05
done
curl -s -o /dev/null "http://127.0.0.1:$port/items/1" || { echo "soak: the sample does not answer on 127.0.0.1:$port" >&2; exit 1; }

rss_kib() { awk '/^VmRSS:/ {print $2}' "/proc/$server/status"; }

echo "soak: $connections connections, ${duration} s (warm-up ${warmup} s), items sample on 127.0.0.1:$port, RSS every 5 s"
wrk -t2 -c"$connections" -d"${duration}s" -s bench/soak.lua "http://127.0.0.1:$port" >"$work/wrk.log" 2>&1 &
load=$!
start=$(rss_kib)
elapsed=0 settled="" max=0
while kill -0 "$load" 2>/dev/null; do
    sleep 5
    elapsed=$((elapsed + 5))
    kill -0 "$server" 2>/dev/null || { echo "soak: the server died" >&2; cat "$work/server.log" >&2; exit 1; }
    rss=$(rss_kib)
    if ((elapsed <= warmup)); then
        settled=$rss
    elif ((rss > max)); then
        max=$rss
    fi
done
wait "$load" || { cat "$work/wrk.log"; echo "soak: wrk failed" >&2; exit 1; }
end=$(rss_kib)
((max > 0)) || max=$end

summary=$(grep '^soak: ' "$work/wrk.log") || { cat "$work/wrk.log"; echo "soak: wrk printed no summary" >&2; exit 1; }
echo "$summary"
grep -E 'Requests/sec|Latency' "$work/wrk.log" | sed 's/^ */soak: /'
growth=$(awk -v a="$settled" -v b="$max" 'BEGIN { printf "%.1f", (b - a) * 100 / a }')
echo "soak: RSS start ${start} KiB, after warm-up ${settled} KiB, max after warm-up ${max} KiB (${growth} %), end ${end} KiB"

failed=0
if ! [[ $summary =~ ,\ 0\ socket\ errors ]] || ! [[ $summary =~ \ 0\ non-2xx$ ]]; then
    echo "soak: FAILED: some requests failed"
    failed=1
fi
if awk -v g="$growth" 'BEGIN { exit !(g >= 5) }'; then
    echo "soak: FAILED: RSS grew ${growth} % after the warm-up (limit 5 %)"
    failed=1
fi
((failed == 0)) && echo "soak: passed"
exit $failed
