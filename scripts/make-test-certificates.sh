#!/usr/bin/env bash
# Makes the certificates the TLS tests use (test/fixtures/tls/), valid for
# 100 years: a test CA, two server certificates for localhost and
# 127.0.0.1 signed by it (the second for the reload tests), a client
# certificate signed by it, and a client certificate of another CA. The
# files are committed; run this only to replace them. The CAs' keys are
# not kept.
set -euo pipefail
cd "$(dirname "$0")/../test/fixtures/tls"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
days=36500

ca() { # NAME SUBJECT
    openssl req -x509 -newkey rsa:2048 -nodes -keyout "$work/$1.key" -out "$1.pem" \
        -days $days -subj "$2" -addext basicConstraints=critical,CA:TRUE 2>/dev/null
}
leaf() { # NAME SUBJECT CA EXTENSIONS
    openssl req -newkey rsa:2048 -nodes -keyout "$1.key" -out "$work/$1.csr" -subj "$2" 2>/dev/null
    printf '%s\n' "$4" >"$work/$1.ext"
    openssl x509 -req -in "$work/$1.csr" -CA "$3.pem" -CAkey "$work/$3.key" -CAcreateserial \
        -CAserial "$work/$3.srl" -out "$1.pem" -days $days -extfile "$work/$1.ext" 2>/dev/null
}

ca ca "/CN=route test CA"
ca other-ca "/CN=route other test CA"
server_ext="subjectAltName=DNS:localhost,IP:127.0.0.1
extendedKeyUsage=serverAuth"
leaf server "/CN=localhost/O=route tests" ca "$server_ext"
leaf server2 "/CN=localhost/O=route tests, renewed" ca "$server_ext"
leaf client "/CN=route test client/O=route tests" ca "extendedKeyUsage=clientAuth"
leaf stranger "/CN=route stranger/O=elsewhere" other-ca "extendedKeyUsage=clientAuth"
rm -f other-ca.pem
echo "make-test-certificates: $(ls | tr '\n' ' ')"
