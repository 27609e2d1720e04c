#!/usr/bin/env bash
# Every screen of the app at the smallest window issue 42 names (1024x700) and at full
# HD (1920x1080), in the real window under Xvfb, reached by keys alone: the game in
# each variant, the New game dialog, a review, the analysis board with 5 lines, the
# editor, Learn's rules and a tour, the Profiles window, the studio, Keyboard shortcuts
# and About. Each picture is a step that must change the window (ImageMagick `compare`);
# the script fails if one does not.
#
#   cargo build -p otherworlds                # or --release, with APP=target/release/otherworlds
#   Xvfb :7 -screen 0 1920x1080x24 &          # the screen must hold 1920x1080
#   DISPLAY=:7 APP=target/debug/otherworlds docs/screens.sh
#
# Writes docs/screenshots/screens/NAME-WxH.png (SHOTS=dir to write elsewhere). Needs:
# xdotool, imagemagick (apt-get install -y xdotool imagemagick).
set -euo pipefail
cd "$(dirname "$0")/.."
APP=${APP:-target/release/otherworlds}
[ -x "$APP" ] || { echo "screens: no $APP (build it first)" >&2; exit 2; }
: "${DISPLAY:?screens: set DISPLAY to an X server (Xvfb) of 1920x1080 or more}"
out=${SHOTS:-docs/screenshots/screens}
mkdir -p "$out"
work=$(mktemp -d)
KEY_DELAY=${KEY_DELAY:-200}
MIN_CHANGE=${MIN_CHANGE:-40}
app=""; win=""; W=0; H=0; prev=""; step=0
trap '[ -n "$app" ] && kill "$app" 2>/dev/null || true' EXIT

# shellcheck source=docs/xvfb.sh
. docs/xvfb.sh

fail() { echo "screens: FAILED at step $step: $*" >&2; echo "shots in $work" >&2; exit 1; }

start_app() { # start_app WIDTH HEIGHT ARGS...
    W=$1; H=$2
    shift 2
    xvfb_start "$(mktemp -d "$work/home.XXXXXX")" "$W" "$H" "$@"
    xdotool mousemove 3 $((H / 2))
    # A first start greets with the New game dialog: Escape closes it, so each screen
    # is reached by its own key (its picture is the dialog's own step).
    key Escape
    shot
    prev=$now
}
stop_app() { kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; app=""; }

shot() { xvfb_shot; }
key() { xvfb_key "$@"; }

# snap NAME WHAT: the window must have changed since the last picture; kept as NAME-WxH.
snap() {
    shot
    local diff
    diff=$(xvfb_changed "$prev" "$now")
    diff=${diff%%.*}
    [ "${diff:-0}" -ge "$MIN_CHANGE" ] 2>/dev/null || fail "$2: nothing changed ($diff pixels)"
    cp "$now" "$out/$1-${W}x${H}.png"
    printf 'ok  %-14s %-44s %8s pixels changed\n' "${W}x${H}" "$2" "$diff"
    prev=$now
}
# first NAME WHAT: the picture of the window as it started.
first() { cp "$prev" "$out/$1-${W}x${H}.png"; printf 'ok  %-14s %s\n' "${W}x${H}" "$2"; }

# A pawn two steps forward from in front of the mover's king, by keys (B, arrows, Enter).
king_pawn() { key b; key Up; key Return; key Up Up; key Return; }

for size in "1024 700" "1920 1080"; do
    # shellcheck disable=SC2086
    set -- $size
    start_app "$1" "$2" --variant standard
    first play-standard "the game, standard chess"
    # The windows first, while no game is in progress (Ctrl+N would ask to abandon it).
    key ctrl+n
    snap new-game "Ctrl+N: the New game dialog"
    key Escape
    key ctrl+shift+u
    snap profiles "Ctrl+Shift+U: Profiles"
    key Escape
    key c
    snap studio "C: the studio"
    key c
    key ctrl+slash
    snap shortcuts "Ctrl+/: the keyboard shortcuts"
    key Escape
    king_pawn
    key Up Up Up; key Return; key Down Down; key Return
    snap play-standard-moves "1. e4 e5"
    key r
    sleep 4
    snap review "R: the review"
    key ctrl+shift+a
    sleep 2
    key plus; key plus
    sleep 4
    snap analysis-board "the analysis board with 5 lines"
    # The first Escape may only take the focus from a control; the second leaves.
    key Escape; key Escape
    key ctrl+shift+e
    snap editor "Ctrl+Shift+E: the board editor"
    stop_app
    for variant in two-worlds 4d valhalla; do
        start_app "$1" "$2" --variant "$variant"
        first "play-$variant" "the game, $variant"
        key F1
        snap "learn-$variant" "F1: the rules of $variant"
        key ctrl+Next
        snap "tour-$variant" "Ctrl+Page Down: the tour of $variant"
        stop_app
    done
done
echo "screens: $step steps as expected; pictures in $out"
