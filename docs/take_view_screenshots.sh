#!/usr/bin/env bash
# Screenshots of the pseudo-3D views from the real window under Xvfb:
#   cargo build --release -p otherworlds
#   xvfb-run -a -s "-screen 0 1600x1000x24" docs/take_view_screenshots.sh [binary]
# Writes docs/screenshots/iso-two-worlds.png, iso-valhalla.png, iso-4d.png and
# tesseract.png. Needs: xvfb xauth imagemagick xdotool libgl1-mesa-dri.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/otherworlds}
out=${OUT:-docs/screenshots}
mkdir -p "$out"
app=""
trap '[ -n "$app" ] && kill $app 2>/dev/null || true' EXIT
W=1100; H=760
start_app() {
    # A fresh profile each time: no saved game or view leaks into the pictures.
    XDG_DATA_HOME="$(mktemp -d)" "$bin" --variant "$1" &
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
shot() { import -window root -crop "${W}x${H}+0+0" +repage "$out/$1.png"; }
# Xvfb has no window manager: give the window the keyboard before each key.
key() { xdotool windowfocus "$win" key "$1"; sleep 0.6; }
park() { xdotool mousemove 1090 300; sleep 0.5; }

# Where to click in the 1100x760 window (measured on these shots; only used to
# drive the demo).
click() { xdotool mousemove "$1" "$2" click 1; sleep 0.8; }

# Two Worlds, preset 1: 1. Ng1 rises to the Sky (click the knight, then the dashed
# circle above it), then Black's g8 knight selected: dots on f6 and h6, a dashed
# circle on the Sky's g8 and the beam joining the levels.
start_app two-worlds
key 1
click 597 640; click 598 403
click 683 470; park
shot iso-two-worlds
stop_app

# Valhalla: the Battlefield's g1 knight selected, then preset 2 (the selection stays).
start_app valhalla
key 1
click 597 640
key 2; park
shot iso-valhalla
stop_app

# 4D, preset 1: the b1 knight of z=0 w=0 selected, its moves on all four boards; T
# shows the same selection in the tesseract.
start_app 4d
key 1
click 302 540; park
shot iso-4d
key t; park
shot tesseract
stop_app
