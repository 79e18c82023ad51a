# Sourced by the scripts that document the GitHub sample: starts the GitHub
# stand-in on 127.0.0.1 (a free port) and waits for its address.
#
#   start_stand_in EXE LOG     sets stand_in_pid and stand_in_address
start_stand_in() {
    local exe=$1 log=$2
    "$exe" --port 0 >"$log" &
    stand_in_pid=$!
    for _ in $(seq 1 100); do
        grep -q 'listening on' "$log" && break
        sleep 0.05
    done
    stand_in_address=$(sed -n 's/^github-stand-in: listening on //p' "$log")
    if [[ -z $stand_in_address ]]; then
        echo "the GitHub stand-in did not start" >&2
        return 1
    fi
}
