#!/usr/bin/env bash
# The items sample over HTTPS, scanned with sslscan (Debian's `sslscan`,
# scripts/install-deps.sh) as an operator would scan a server: builds the
# sample, starts it on 127.0.0.1 (a free port) with a certificate made now
# (scripts/make-server-certificate.sh) and checks what sslscan reports:
#
#  - SSLv2, SSLv3, TLS 1.0 and 1.1 disabled; TLS 1.2 and 1.3 enabled;
#  - every TLS 1.2 cipher accepted is ECDHE with AES-GCM or ChaCha20-Poly1305;
#  - no insecure renegotiation, no compression, not vulnerable to Heartbleed;
#  - curl gets the items over HTTPS, trusting the test CA.
#
# The server is stopped on exit, whatever happened.
#
#   scripts/check-tls.sh [VARIANT]    (default debug)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}

fail() { echo "check-tls: $*" >&2; exit 1; }
command -v sslscan >/dev/null 2>&1 || fail "sslscan is not installed (scripts/install-deps.sh installs it)"

. scripts/lib/example-check.sh
build_example items_service

tls=$work/tls
scripts/make-server-certificate.sh "$tls"
"$exe" --address 127.0.0.1 --port 0 --tls-cert $tls/server.pem --tls-key $tls/server.key \
    >"$work/server.log" 2>&1 &
server_pid=$!
port=
for _ in $(seq 1 100); do
    port=$(grep -o 'listening on 127.0.0.1:[0-9]*' "$work/server.log" | cut -d: -f2 || true)
    [[ -n $port ]] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.05
done
[[ -n $port ]] || { cat "$work/server.log"; fail "the items sample did not start"; }

timeout 120 sslscan --no-colour --no-check-certificate "127.0.0.1:$port" >"$work/scan.txt" 2>&1 ||
    { cat "$work/scan.txt"; fail "sslscan failed against 127.0.0.1:$port"; }
scan=$work/scan.txt
problems=()
for v in SSLv2 SSLv3 TLSv1.0 TLSv1.1; do
    grep -Eq "^$v +disabled" "$scan" || problems+=("$v is not disabled")
done
for v in TLSv1.2 TLSv1.3; do
    grep -Eq "^$v +enabled" "$scan" || problems+=("$v is not enabled")
done
while read -r cipher; do
    [[ $cipher == ECDHE-* && ($cipher == *GCM* || $cipher == *CHACHA20*) ]] ||
        problems+=("TLS 1.2 cipher $cipher is accepted")
done < <(grep -E '^(Preferred|Accepted) +TLSv1\.2' "$scan" | awk '{print $5}')
grep -Eq '^(Preferred|Accepted) +TLSv1\.2' "$scan" || problems+=("no TLS 1.2 cipher is accepted")
grep -q 'Insecure session renegotiation' "$scan" && problems+=("insecure renegotiation")
grep -q 'Compression enabled' "$scan" && problems+=("TLS compression is enabled")
grep -v 'not vulnerable' "$scan" | grep -q 'vulnerable to heartbleed' && problems+=("Heartbleed")

body=$(curl -s --max-time 10 --cacert $tls/ca.pem "https://localhost:$port/items") ||
    problems+=("curl could not get https://localhost:$port/items")
[[ $body == "[]" ]] || problems+=("https://localhost:$port/items answered '$body', not []")

if ((${#problems[@]})); then
    cat "$scan" >&2
    printf 'check-tls: %s\n' "${problems[@]}" >&2
    exit 1
fi
echo "check-tls: sslscan: TLS 1.2 and 1.3 only, $(grep -cE '^(Preferred|Accepted) +TLSv1\.2' "$scan") TLS 1.2 ciphers, all ECDHE with AEAD; no insecure renegotiation, no compression; curl over HTTPS: OK"
