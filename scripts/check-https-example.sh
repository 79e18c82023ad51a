#!/usr/bin/env bash
# example/15_https run as its users run it: builds the example, makes a
# certificate (scripts/make-server-certificate.sh) and checks that
#
#  - a missing, unreadable or empty certificate or key, or none at all, is
#    refused at start with a message naming the file and where its path
#    came from (--cert, --key, $TLS_CERT_FILE, $TLS_KEY_FILE); a file that
#    is not a certificate, and the key of another certificate, with one
#    naming it;
#  - started with $TLS_CERT_FILE and $TLS_KEY_FILE on 127.0.0.1 (a free
#    port), it answers curl over HTTPS, trusting the test CA, with the HSTS
#    field, and curl that does not trust the CA refuses the connection;
#  - after its files are replaced by a certificate of another CA, SIGHUP
#    makes new connections get the new certificate;
#  - SIGTERM stops it with status 0.
#
# The server is stopped and the temporary files removed on exit, whatever
# happened.
#
#   scripts/check-https-example.sh [VARIANT]    (default debug)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-debug}

fail() { echo "check-https-example: $*" >&2; exit 1; }

. scripts/lib/example-check.sh
build_example https

scripts/make-server-certificate.sh "$work/one"
scripts/make-server-certificate.sh "$work/two"
unset TLS_CERT_FILE TLS_KEY_FILE

# refused(STATUS TEXT COMMAND...): the command exits with STATUS at once
# and writes TEXT to stderr
refused() {
    local want_status=$1 want=$2 status=0
    shift 2
    timeout 10 "$@" --port 0 >"$work/out" 2>"$work/err" || status=$?
    [[ $status -eq $want_status ]] ||
        fail "'$*' exited with $status, not $want_status; it wrote: $(cat "$work/out" "$work/err")"
    grep -qF -- "$want" "$work/err" ||
        fail "'$*' did not say \"$want\"; it wrote: $(cat "$work/err")"
}
: >"$work/empty.pem"
echo "not a certificate" >"$work/junk.pem"
one=$work/one
refused 2 "no certificate: give --cert FILE --key FILE, or set TLS_CERT_FILE" "$exe"
refused 2 "--cert and --key go together" "$exe" --cert "$one/server.pem"
refused 1 "the certificate chain file '$work/none.pem' (--cert) does not exist" \
    "$exe" --cert "$work/none.pem" --key "$one/server.key"
refused 1 "the private key file '$work' (--key) is not a regular file" \
    "$exe" --cert "$one/server.pem" --key "$work"
refused 1 "the private key file '$work/empty.pem' (\$TLS_KEY_FILE) is empty" \
    env TLS_CERT_FILE="$one/server.pem" TLS_KEY_FILE="$work/empty.pem" "$exe"
refused 1 "TLS_CERT_FILE is set but TLS_KEY_FILE is not" env TLS_CERT_FILE="$one/server.pem" "$exe"
# a file this process may not read: as root, the example runs as nobody,
# for whom the temporary folder (root's, mode 700) is closed; otherwise a
# file of mode 000
if ((EUID == 0)); then
    as_other=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
    unreadable=$one/server.pem
else
    as_other=()
    unreadable=$work/locked.pem
    cp "$one/server.pem" "$unreadable"
    chmod 000 "$unreadable"
fi
refused 1 "the certificate chain file '$unreadable' (--cert) cannot be read: Permission denied" \
    "${as_other[@]}" "$exe" --cert "$unreadable" --key "$one/server.key"
# what does not load is the server's to report (doc/route/tls.adoc): it
# names the file too
refused 1 "certificate chain file '$work/junk.pem'" \
    "$exe" --cert "$work/junk.pem" --key "$one/server.key"
refused 1 "private key file '$work/two/server.key'" \
    "$exe" --cert "$one/server.pem" --key "$work/two/server.key"

# the files the server is started with, replaced later by the second pair
mkdir "$work/live"
cp "$one/server.pem" "$one/server.key" "$work/live/"
TLS_CERT_FILE=$work/live/server.pem TLS_KEY_FILE=$work/live/server.key \
    "$exe" --port 0 >"$work/server.log" 2>&1 &
server_pid=$!
port=
for _ in $(seq 1 100); do
    port=$(sed -n 's|^route: listening on 127\.0\.0\.1:\([0-9]*\) (HTTPS.*|\1|p' "$work/server.log")
    [[ -n $port ]] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.05
done
[[ -n $port ]] || { cat "$work/server.log"; fail "the example did not start"; }
url=https://localhost:$port

get() { curl -sS --max-time 10 "$@"; }
body=$(get --cacert "$one/ca.pem" -D "$work/headers" "$url/hello") || fail "curl could not get $url/hello"
[[ $body == "Hello over https!" ]] || fail "$url/hello answered '$body', not 'Hello over https!'"
grep -qi '^strict-transport-security: max-age=31536000' "$work/headers" ||
    fail "$url/hello has no Strict-Transport-Security field: $(cat "$work/headers")"
body=$(get --cacert "$one/ca.pem" "$url/hello/Ada") || fail "curl could not get $url/hello/Ada"
[[ $body == "Hello, Ada, over TLS!" ]] || fail "$url/hello/Ada answered '$body'"
status=0
get --cacert "$work/two/ca.pem" "$url/hello" >/dev/null 2>&1 || status=$?
[[ $status -eq 60 ]] || fail "curl trusting another CA got $url/hello (curl exit $status, not 60)"

# new files, then SIGHUP: new connections are served with them
cp "$work/two/server.pem" "$work/two/server.key" "$work/live/"
kill -HUP "$server_pid"
reloaded=
for _ in $(seq 1 100); do
    if body=$(get --cacert "$work/two/ca.pem" "$url/hello" 2>/dev/null); then reloaded=1; break; fi
    sleep 0.05
done
[[ -n $reloaded ]] || { cat "$work/server.log"; fail "after SIGHUP, $url still has the first certificate"; }
[[ $body == "Hello over https!" ]] || fail "after SIGHUP, $url/hello answered '$body'"
status=0
get --cacert "$one/ca.pem" "$url/hello" >/dev/null 2>&1 || status=$?
[[ $status -eq 60 ]] || fail "after SIGHUP, curl trusting the first CA still got $url/hello (curl exit $status)"

kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=
[[ $status -eq 0 ]] || { cat "$work/server.log"; fail "the example exited with $status on SIGTERM"; }
echo "check-https-example: 9 bad certificate settings refused, naming the file; curl over HTTPS" \
     "with the test CA: OK (HSTS sent); SIGHUP took up a new certificate; SIGTERM: exit 0"
