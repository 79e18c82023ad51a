#!/usr/bin/env bash
# Installs the Debian packages this project builds and runs with, and only
# those that are missing. Safe to run again; does nothing when all are present.
#
#   scripts/install-deps.sh            build and test requirements
#   scripts/install-deps.sh --bench    also the benchmark tools
#   scripts/install-deps.sh --fuzz     the same: clang and its sanitizer and
#                                      libFuzzer runtimes are build requirements
set -euo pipefail

packages=(
    g++
    libboost1.81-dev
    libboost-json1.81-dev
    libboost-url1.81-dev
    libboost-test1.81-dev
    libboost1.81-tools-dev
    libssl-dev
    libyaml-cpp-dev
    zlib1g-dev
    libbrotli-dev
    curl
    cmake
    pkgconf
    python3
    asciidoctor
    chromium
    libxml2-utils
    clang
    libclang-rt-14-dev
    lld
    sslscan
    libnghttp2-dev
    locales
)
# node and npm, which install the npm tools the checks run
# (scripts/npm-tools.sh), from Debian unless a node with its npm is
# installed already (NodeSource's nodejs package holds npm and conflicts
# with Debian's npm). Debian 12's nodejs is Node.js 18.20, and it has no
# newer one: the npm tools are pinned to versions that run on it as on
# Node.js 20 (scripts/npm-tools.sh says which and why).
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    packages+=(nodejs npm)
fi
case "${1:-}" in
    --bench) packages+=(wrk util-linux time valgrind nginx nghttp2-client) ;;
    --fuzz) ;; # clang and its libFuzzer runtime are among the above
esac

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
        missing+=("$p")
    fi
done

sudo=""
if [[ $(id -u) -ne 0 ]]; then
    sudo="sudo"
fi

# The German locale the Date tests set (test/support/german_locale.hpp), made
# once: a server must write English names whatever locale the program uses.
# Without it those tests are skipped, saying so.
german_locale() {
    if locale -a 2>/dev/null | grep -qix 'de_DE\.utf-\?8'; then
        return 0
    fi
    echo "install-deps: generating the locale de_DE.UTF-8" >&2
    $sudo localedef -i de_DE -c -f UTF-8 de_DE.UTF-8 ||
        echo "install-deps: de_DE.UTF-8 could not be generated; the tests that need it are skipped" >&2
}

if ((${#missing[@]} == 0)); then
    german_locale
    exit 0
fi

echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
german_locale
