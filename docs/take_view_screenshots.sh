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

# Two Worlds: 1. e4, then the d1 queen... the e2 knight? Keep it simple: the g1
# knight selected on Earth shows its dots below and its vertical move (dashed
# circle and beam) in the Sky.
start_app two-worlds
key 1
key Tab; key Return; park
shot iso-two-worlds
stop_app

start_app valhalla
key 2; park
shot iso-valhalla
stop_app

start_app 4d
key 1; park
shot iso-4d
key t; park
shot tesseract
stop_app
