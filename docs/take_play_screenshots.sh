#!/usr/bin/env bash
# Screenshots of the play features (beam of light, vertical check, Valhalla transfer)
# from the real window under Xvfb:
#   cargo build --release -p otherworlds
#   xvfb-run -a -s "-screen 0 1600x1000x24" docs/take_play_screenshots.sh
# APP=target/debug/otherworlds uses a debug build instead.
# Needs: xvfb xauth imagemagick xdotool libgl1-mesa-dri.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
mkdir -p "$out"
APP=${APP:-target/release/otherworlds}
W=1300; H=760
# Where the cells are in the 1300x760 window for the two-board variants (measured on
# the shots: Earth / battlefield a8 corner at 36,164, the second board's at 583,164,
# cells 61.1 points).
X0=36; SX=583; Y0=164; C=61.1
app=""
trap '[ -n "$app" ] && kill $app 2>/dev/null || true' EXIT
start_app() {
    # A fresh profile, so a saved game does not change the pictures.
    XDG_DATA_HOME="$(mktemp -d)" "$APP" --variant "$1" &
    app=$!
    win=""
    for _ in $(seq 60); do
        win=$(xdotool search --name '^Otherworlds$' 2>/dev/null | head -n1 || true)
        [ -n "$win" ] && break
        sleep 0.5
    done
    [ -n "$win" ] || { echo "no window" >&2; exit 1; }
    xdotool windowmove "$win" 0 0 windowsize "$win" "$W" "$H"
    sleep 3
}
stop_app() { kill "$app"; wait "$app" 2>/dev/null || true; app=""; }
shot() { sleep 1; import -window root -crop "${W}x${H}+0+0" +repage "$out/$1.png"; }
# click BOARD FILE RANK: board 0 left, 1 right; file 0-7; rank 1-8.
click() {
    local x0=$X0
    [ "$1" = 1 ] && x0=$SX
    local x y
    x=$(awk -v a=$x0 -v c=$C -v f="$2" 'BEGIN { printf "%d", a + c * (f + 0.5) }')
    y=$(awk -v a=$Y0 -v c=$C -v r="$3" 'BEGIN { printf "%d", a + c * (8 - r + 0.5) }')
    xdotool mousemove "$x" "$y" click 1
    sleep 0.6
}
# Xvfb has no window manager: give the window the keyboard before each key.
key() { xdotool windowfocus "$win" key "$1"; sleep 0.5; }
park() { xdotool mousemove 1250 400; sleep 0.5; }

# Two Worlds: 1. e4 d5 2. exd5 (the pawn rises to D5 as a ghost) Nf6, then the queen
# selected: dots on Earth, a dashed circle on Sky D1 and the beam joining d1 to D1.
start_app two-worlds
click 0 4 2; click 0 4 4; click 0 3 7; click 0 3 5; click 0 4 4; click 0 3 5
click 0 6 8; click 0 5 6; click 0 3 1; park
shot tw-beam
stop_app

# Two Worlds: the queen steps up, crosses the Sky and stands above the black king:
# 1. Qd1-D1 e5 2. QD1-H5 a6 3. QH5-E8+, a check from the Sky, framed and linked.
start_app two-worlds
click 0 3 1; click 1 3 1; click 0 4 7; click 0 4 5; click 1 3 1; click 1 7 5
click 0 0 7; click 0 0 6; click 1 7 5; click 1 4 8; park
shot tw-vertical-check
stop_app

# Two Worlds: exd5, caught while the taken pawn rises to Sky D5 as a ghost (the
# animation lasts 0.7 s: the shot is taken 0.25 s after the click, its moment varies).
start_app two-worlds
click 0 4 2; click 0 4 4; click 0 3 7; click 0 3 5; click 0 4 4; sleep 0.3
xdotool mousemove 280 378 click 1
sleep 0.25
import -window root -crop "${W}x${H}+0+0" +repage "$out/tw-capture-rises.png"
stop_app

# Valhalla, two humans: 1. e4 (pass) d5 (pass) 2. exd5: Black chooses where the pawn
# goes; its home squares on Valhalla are framed.
start_app valhalla
click 0 4 2; click 0 4 4; key p; click 0 3 7; click 0 3 5; key p
click 0 4 4; click 0 3 5; park
shot vh-transfer
stop_app

# 4D, the seed's first lesson: the rook a1[0,0] selected (lower left board, at 311,669
# in this window); its one move goes straight up a row of boards to a1[0,1], with a
# beam.
start_app 4d
xdotool mousemove 311 669 click 1
sleep 0.6
park
shot d4-beam
stop_app
