#!/usr/bin/env bash
# The window in each shipped language (issue 43), in the real window under Xvfb at the
# smallest size issue 42 names (1024x700), reached by keys alone: the play screen (Two
# Worlds), the New game dialog, a rules page (Two Worlds, the Catalan seed's variant)
# and step 2 of the 4D lesson (the Japanese seed's). Each picture is a step that must
# change the window (ImageMagick `compare`); the script fails if one does not.
#
#   cargo build -p otherworlds                # or --release, with APP=target/release/otherworlds
#   Xvfb :7 -screen 0 1600x1000x24 &
#   DISPLAY=:7 APP=target/debug/otherworlds docs/languages.sh
#
# Writes docs/screenshots/languages/LANG-NAME.png (SHOTS=dir to write elsewhere;
# LANGUAGES="en ja" for some). Needs: xdotool, imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."
APP=${APP:-target/release/otherworlds}
[ -x "$APP" ] || { echo "languages: no $APP (build it first)" >&2; exit 2; }
: "${DISPLAY:?languages: set DISPLAY to an X server (Xvfb) of 1024x700 or more}"
out=${SHOTS:-docs/screenshots/languages}
mkdir -p "$out"
work=$(mktemp -d)
KEY_DELAY=${KEY_DELAY:-200}
MIN_CHANGE=${MIN_CHANGE:-40}
W=1024; H=700
app=""; win=""; prev=""; now=""; step=0
trap '[ -n "$app" ] && kill "$app" 2>/dev/null || true' EXIT

# shellcheck source=docs/xvfb.sh
. docs/xvfb.sh

fail() { echo "languages: FAILED at step $step: $*" >&2; echo "shots in $work" >&2; exit 1; }
shot() { xvfb_shot; }
key() { xvfb_key "$@"; }
snap() { # snap NAME WHAT: the window changed since the last picture; kept as NAME.
    shot
    local diff
    diff=$(xvfb_changed "$prev" "$now")
    diff=${diff%%.*}
    [ "${diff:-0}" -ge "$MIN_CHANGE" ] 2>/dev/null || fail "$2: nothing changed ($diff pixels)"
    cp "$now" "$out/$1.png"
    printf 'ok  %-22s %-40s %8s pixels changed\n' "$1" "$2" "$diff"
    prev=$now
}
start_app() { # start_app LANGUAGE VARIANT: a fresh home, so each run is a first start.
    xvfb_start "$(mktemp -d "$work/home.XXXXXX")" "$W" "$H" --language "$1" --variant "$2"
    xdotool mousemove 3 $((H / 2))
    shot
    prev=$now
}
stop_app() { kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; app=""; }

for lang in ${LANGUAGES:-en ca ja ru}; do
    start_app "$lang" two-worlds
    cp "$prev" "$out/$lang-play.png"
    printf 'ok  %-22s %s\n' "$lang-play" "the game, Two Worlds"
    key ctrl+n
    snap "$lang-new-game" "Ctrl+N: the New game dialog"
    key Escape
    shot; prev=$now
    key F1
    snap "$lang-rules" "F1: the rules of Two Worlds"
    stop_app
    start_app "$lang" 4d
    key F1
    key ctrl+Next
    key Next
    snap "$lang-4d-tour-step-2" "F1, Ctrl+Page Down, Page Down: 4D step 2"
    stop_app
done
echo "languages: $step steps as expected; pictures in $out"
