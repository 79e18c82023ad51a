# What the example checks share (scripts/check-*-example.sh, check-tls.sh),
# sourced by them after they define `fail` and `variant`:
#
#   build_example TARGET    builds example//TARGET in $variant and sets
#                           `exe` (its binary), `work` (a temporary folder)
#                           and `server_pid` (empty: the check sets it when
#                           it starts the example); on exit, whatever
#                           happened, the server is stopped and `work`
#                           removed
build_example() {
    local target=$1
    work=$(mktemp -d)
    server_pid=
    trap stop_example EXIT
    b2 -j2 "variant=$variant" "example//$target" >"$work/b2.log" 2>&1 ||
        { tail -n 40 "$work/b2.log"; fail "example//$target did not build"; }
    exe=$(find bin.v2/example -path "*/gcc-*/$variant/*" -type f -perm -u+x -name "$target" | head -n 1)
    [[ -x $exe ]] || fail "no $variant build of example//$target under bin.v2/example"
}

stop_example() {
    if [[ -n $server_pid ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
