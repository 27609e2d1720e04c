#!/usr/bin/env bash
# A newcomer's first minutes, in the real window under Xvfb, driven with xdotool: the
# app started on a fresh HOME, a move in each variant (--variant), the view keys
# V 1 2 3 T, a save through the app's own file chooser (this machine has no file-chooser
# portal and no zenity, so the system dialog cannot be shown), Open, the replay keys,
# and the studio (C). After each step a screenshot is compared with the one before it
# (ImageMagick `compare -metric AE`); the script exits non-zero if the app dies or a
# step's expected change does not appear.
#
#   cargo build -p otherworlds            # or --release, with APP=target/release/otherworlds
#   Xvfb :7 -screen 0 1600x1000x24 &      # xvfb-run's auth fails on some machines
#   DISPLAY=:7 docs/walkthrough.sh
#
# SHOTS=docs/screenshots also writes the fallback chooser, Valhalla at 640x480 and the
# side panel after a long 4D move there. Needs: xdotool, imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."
APP=${APP:-target/debug/otherworlds}
[ -x "$APP" ] || { echo "walkthrough: no $APP (build it first)" >&2; exit 2; }
: "${DISPLAY:?walkthrough: set DISPLAY to an X server (Xvfb)}"
work=$(mktemp -d)
home="$work/home"
mkdir -p "$home"
W=1100; H=760
# Fewer differing pixels than this is "nothing happened" (a blinking cursor, noise).
MIN_CHANGE=${MIN_CHANGE:-40}
app=""; win=""; step=0; shot_prev=""
trap '[ -n "$app" ] && kill "$app" 2>/dev/null || true' EXIT

fail() { echo "walkthrough: FAILED at step $step: $*" >&2; echo "shots in $work" >&2; exit 1; }
alive() { kill -0 "$app" 2>/dev/null || fail "the app died"; }

start_app() { # start_app WIDTH HEIGHT ARGS...
    local w=$1 h=$2
    shift 2
    # A fresh HOME: no autosave, no theme, no settings from an earlier run.
    env -i PATH="$PATH" DISPLAY="$DISPLAY" HOME="$home" LIBGL_ALWAYS_SOFTWARE=1 \
        "$APP" "$@" >"$work/app.log" 2>&1 &
    app=$!
    win=""
    for _ in $(seq 120); do
        win=$(xdotool search --name '^Otherworlds$' 2>/dev/null | head -n1 || true)
        [ -n "$win" ] && break
        kill -0 "$app" 2>/dev/null || fail "the app did not start: $(tail -n3 "$work/app.log")"
        sleep 0.5
    done
    [ -n "$win" ] || fail "no window"
    xdotool windowmove "$win" 0 0 windowsize "$win" "$w" "$h"
    W=$w; H=$h
    sleep 3
    alive
    shot
    shot_prev=$shot_now
}
stop_app() { kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; app=""; }

# shot: a screenshot of the window as the next step's file, named in $shot_now.
shot() {
    step=$((step + 1))
    shot_now=$(printf '%s/%03d.png' "$work" "$step")
    sleep 1.2
    import -window root -crop "${W}x${H}+0+0" +repage "$shot_now"
}

# expect_change WHAT: a new screenshot must differ from the one before.
expect_change() {
    alive
    local now diff
    shot
    now=$shot_now
    diff=$(compare -metric AE "$shot_prev" "$now" null: 2>&1 | cut -d' ' -f1 || true)
    diff=${diff%%.*}
    [ "${diff:-0}" -ge "$MIN_CHANGE" ] 2>/dev/null || fail "$1: nothing changed ($diff pixels)"
    printf 'ok  %-52s %8s pixels changed\n' "$1" "$diff"
    shot_prev=$now
}

# Xvfb has no window manager: the window takes the keyboard before each key.
key() { xdotool windowfocus --sync "$win"; xdotool key --delay 250 "$@"; sleep 0.4; }
type_text() { xdotool windowfocus --sync "$win"; xdotool type --delay 60 "$1"; sleep 0.4; }
park() { xdotool mousemove $((W - 20)) $((H / 2)); }

# A move by keyboard only: B puts the focus on the mover's king; Up reaches the pawn in
# front of it, Enter picks it up, Up again and Enter play it one step forward (or
# two steps with UP2=2).
king_pawn_move() {
    key b
    key Up
    key Return
    expect_change "$1: the pawn is picked up (dots show its moves)"
    for _ in $(seq "${2:-1}"); do key Up; done
    key Return
    expect_change "$1: the pawn moved"
}

# 4D by keyboard only: B puts the focus on the king (a1 of board [1,0]); three steps
# right reach the rook on d1, Alt+Up the same cell one board up (d1[1,1], empty): the
# long move "Rd1[1,0]-d1[1,1]" in the move list.
rook_move_4d() {
    key b
    key Right Right Right
    key Return
    expect_change "$1: the rook is picked up"
    key alt+Up
    key Return
    expect_change "$1: the rook moved to the next board"
}

park
# Standard: 1. e4 (two steps) ... e5, by keys; then the file round trip.
start_app 1100 760 --variant standard
king_pawn_move "standard 1. e4" 2
# Black's pawn: from e4 the focus goes up to e7, then two steps down to e5.
key Up Up Up
key Return
key Down Down
key Return
expect_change "standard 1... e5"

key ctrl+s
expect_change "Ctrl+S: the app's chooser opens (no system dialog here)"
[ -n "${SHOTS:-}" ] && cp "$shot_prev" "$SHOTS/fallback-chooser.png"
# The name field has the focus with a suggested name: another name, then Enter.
key ctrl+a
type_text "walkthrough-game"
key Return
expect_change "Enter saves and closes the chooser"
[ -f "$home/walkthrough-game.owgame" ] || fail "the save did not write $home/walkthrough-game.owgame"
echo "ok  the file was written: walkthrough-game.owgame"

key ctrl+o
expect_change "Ctrl+O: the chooser opens for Open"
type_text "walkthrough-game.owgame"
key Return
expect_change "Enter opens the game in the replay player"
for k in Right Right Left End Home; do
    key "$k"
    expect_change "replay key $k"
done

key c
expect_change "C opens the studio"
key c
expect_change "C closes the studio"
stop_app

# Two Worlds: a move, then the 3D view and its presets, and back.
start_app 1100 760 --variant two-worlds
king_pawn_move "two-worlds e3"
key v
expect_change "V: the 3D view"
for k in 2 3 1; do
    key "$k"
    expect_change "$k: camera preset $k"
done
key v
expect_change "V: back to 2D"
stop_app

# 4D: a move, then T (the tesseract) and back.
start_app 1100 760 --variant 4d
rook_move_4d "4d"
[ -n "${SHOTS:-}" ] && cp "$shot_prev" "$SHOTS/side-panel-4d.png"
key t
expect_change "T: the tesseract"
key t
expect_change "T: back"
stop_app

start_app 1100 760 --variant 4d-classic
rook_move_4d "4d-classic"
stop_app

# Valhalla, in a small window: a battlefield move, then P passes on Valhalla.
start_app 640 480 --variant valhalla
king_pawn_move "valhalla e3"
key p
expect_change "P: the pass on Valhalla"
[ -n "${SHOTS:-}" ] && cp "$shot_prev" "$SHOTS/valhalla-640x480.png"
stop_app

echo "walkthrough: all $step shots as expected (in $work)"
