#!/usr/bin/env bash
# Takes the README screenshots from the real window under Xvfb:
#   xvfb-run -a -s "-screen 0 1600x1000x24" docs/take_screenshots.sh
# Needs: xvfb xauth imagemagick xdotool libgl1-mesa-dri; a release build of the app.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
mkdir -p "$out"
# A fresh profile, so a saved game does not change the pictures.
export XDG_DATA_HOME="$(mktemp -d)"
app=""
trap '[ -n "$app" ] && kill $app 2>/dev/null || true' EXIT
start_app() {
    target/release/otherworlds "$@" &
    app=$!
    win=""
    for _ in $(seq 60); do
        win=$(xdotool search --name '^Otherworlds$' 2>/dev/null | head -n1 || true)
        [ -n "$win" ] && break
        sleep 0.5
    done
    [ -n "$win" ] || { echo "no window" >&2; exit 1; }
    xdotool windowmove "$win" 0 0 windowsize "$win" "$W" "$H"
    sleep 2
}
stop_app() { kill "$app"; wait "$app" 2>/dev/null || true; app=""; }
W=1100; H=760
start_app

# Where the board's cells are in the 1100x760 window (measured on standard.png: the
# a8 corner at 151,81, cells 76.5 points). Only used to drive the demo clicks.
X0=151; Y0=81; CELL=76.5
shot() { import -window root -crop "${W}x${H}+0+0" +repage "$out/$1.png"; }
# click SQUARE: e.g. click e2
click() {
    local f=$(( $(printf '%d' "'${1:0:1}") - 97 )) r=$(( ${1:1:1} - 1 ))
    local x y
    x=$(awk -v f=$f -v x0=$X0 -v c=$CELL 'BEGIN { printf "%d", x0 + c * (f + 0.5) }')
    y=$(awk -v r=$r -v y0=$Y0 -v c=$CELL 'BEGIN { printf "%d", y0 + c * (7 - r + 0.5) }')
    xdotool mousemove "$x" "$y" click 1
    sleep 0.5
}
# Xvfb has no window manager: give the window the keyboard before each key.
key() { xdotool windowfocus "$win" key "$1"; sleep 0.3; }
park() { xdotool mousemove 1090 300; sleep 0.5; }

shot standard
# 1. e4 d5, then the e4 pawn selected: a dot on e5, a ring on d5.
click e2; click e4; click d7; click d5; click e4; park
shot standard-markers
# 2. e5 f5 (e4 is still selected): e5xf6 en passant is a ring on the empty f6, and
# the f5 pawn is ringed.
click e5; click f7; click f5; click e5; park
shot standard-en-passant
# A new game (Ctrl+N) and the fool's mate.
key ctrl+n
click f2; click f3; click e7; click e5; click g2; click g4; click d8; click h4; park
shot standard-checkmate
# A pawn marches to b7 and takes on a8: the promotion picker.
key ctrl+n
for sq in a2 a4 b7 b5 a4 b5 a7 a6 b5 a6 c8 b7 a6 b7 e7 e6 b7 a8; do click $sq; done
park
shot standard-promotion
key Escape
# Keyboard only: Tab past the two menus, two buttons, the variant box and the side
# panel's resize handle to the board (a8), make sure of the a8 corner (arrows stop at
# the edges), walk to g1, select the knight.
key ctrl+n
for _ in $(seq 7); do key Tab; done
for _ in $(seq 7); do key Left; key Up; done
for _ in $(seq 6); do key Right; done
for _ in $(seq 7); do key Down; done
key Return
shot keyboard
stop_app

# The other variants, drawn from the core's geometry, in a wider window.
W=1400; H=800
start_app --variant 4d
shot variant-4d
stop_app
# Valhalla: 1. e4 (pass) d5 (pass) 2. exd5 - the pawn's transfer: framed cells on the
# second board (P passes on the second board).
start_app --variant valhalla
X0=38; Y0=161; CELL=66.9
click e2; click e4; key p; click d7; click d5; key p; click e4; click d5; park
shot variant-valhalla
stop_app
# Two Worlds: 1. e4 d5 2. exd5 - the black pawn rises to the Sky as a white ghost;
# then the g1 knight selected: dots on Earth, a dashed circle on its Sky cell.
start_app --variant two-worlds
X0=38; Y0=161; CELL=66.9
for sq in e2 e4 d7 d5 e4 d5 g8 f6 g1; do click $sq; done
park
shot variant-two-worlds
stop_app
