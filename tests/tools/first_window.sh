#!/usr/bin/env bash
# How long two builds of the app take from their start to their window on screen
# (xdotool sees it mapped), each started RUNS times in turn with a fresh home and
# `--variant standard` (no dialog), under an X server; prints each run and the medians,
# the second build's as a ratio to the first's (issue 43: the bundled Japanese font's
# cost at start). Extra arguments go to the second build only (`--language ja`).
#
#   DISPLAY=:7 tests/tools/first_window.sh OLD_APP NEW_APP [ARGS...]
set -euo pipefail
old=$1; new=$2; shift 2
RUNS=${RUNS:-7}
: "${DISPLAY:?set DISPLAY to an X server (Xvfb)}"
work=$(mktemp -d)
one() { # one APP ARGS...: seconds to the window
    local app=$1 home pid start end win
    shift
    home=$(mktemp -d "$work/home.XXXX")
    start=$(date +%s.%N)
    env -i PATH="$PATH" DISPLAY="$DISPLAY" HOME="$home" LIBGL_ALWAYS_SOFTWARE=1 \
        "$app" --variant standard "$@" >/dev/null 2>&1 &
    pid=$!
    win=$(timeout 60 xdotool search --sync --onlyvisible --pid "$pid" --name '^Otherworlds$' | head -n1)
    end=$(date +%s.%N)
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    [ -n "$win" ] || { echo "no window from $app" >&2; exit 1; }
    echo "$end - $start" | bc
}
a=(); b=()
for i in $(seq "$RUNS"); do
    a+=("$(one "$old")"); b+=("$(one "$new" "$@")")
    echo "run $i: ${a[-1]} s  ${b[-1]} s"
done
med() { printf '%s\n' "$@" | sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
ma=$(med "${a[@]}"); mb=$(med "${b[@]}")
echo "median: $ma s (first), $mb s (second), ratio $(echo "scale=2; $mb / $ma" | bc)"
