#!/usr/bin/env bash
# Makes, in the folder given, a throw-away test CA (ca.pem; its key is not
# kept) and a server certificate it signed for localhost and 127.0.0.1
# (server.pem, server.key: RSA 2048, valid for two days), with the openssl
# command. The scripts that serve HTTPS on 127.0.0.1 (scripts/check-tls.sh,
# bench/run-tls.sh) make theirs so at run time; the C++ tests make theirs
# in process (test/support/tls.hpp).
#
#   scripts/make-server-certificate.sh DIR
set -euo pipefail
dir=${1:?usage: make-server-certificate.sh DIR}
mkdir -p "$dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { cat "$work/log" >&2; echo "make-server-certificate: $*" >&2; exit 1; }

openssl req -x509 -newkey rsa:2048 -nodes -keyout "$work/ca.key" -out "$dir/ca.pem" -days 2 \
    -subj "/CN=route test CA" -addext basicConstraints=critical,CA:TRUE >"$work/log" 2>&1 ||
    fail "cannot make the CA in $dir"
openssl req -newkey rsa:2048 -nodes -keyout "$dir/server.key" -out "$work/server.csr" \
    -subj "/CN=localhost/O=route tests" >"$work/log" 2>&1 ||
    fail "cannot make the server key in $dir"
printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n' >"$work/ext"
openssl x509 -req -in "$work/server.csr" -CA "$dir/ca.pem" -CAkey "$work/ca.key" \
    -CAcreateserial -CAserial "$work/ca.srl" -out "$dir/server.pem" -days 2 \
    -extfile "$work/ext" >"$work/log" 2>&1 ||
    fail "cannot sign the server certificate in $dir"
