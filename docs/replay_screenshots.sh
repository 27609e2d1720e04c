#!/usr/bin/env bash
# Screenshots of the replay player, Machine vs Machine and the analysis panel (issue 8),
# from the real window under Xvfb:
#   cargo build --release -p otherworlds
#   xvfb-run -a -s "-screen 0 1600x1000x24" docs/replay_screenshots.sh
# Needs: xvfb xauth imagemagick xdotool libgl1-mesa-dri. APP=path picks another binary.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
mkdir -p "$out"
bin=${APP:-target/release/otherworlds}
work=$(mktemp -d)
app=""
trap '[ -n "$app" ] && kill $app 2>/dev/null || true' EXIT
W=1100; H=760
start_app() {
    "$bin" "$@" &
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
shot() { xdotool mousemove 1090 700; sleep 1; import -window root -crop "${W}x${H}+0+0" +repage "$out/$1.png"; }
key() { xdotool windowfocus "$win" key "$1"; sleep 0.5; }

# A saved standard game opened from the command line, replayed to move 9, analysed.
cat > "$work/italian.json" <<'JSON'
{
  "format": "otherworlds-game", "schema": 1, "variant": "standard",
  "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "moves": ["e2e4","e7e5","g1f3","b8c6","f1c4","f8c5","c2c3","g8f6","d2d4","e5d4","c3d4","c5b4","b1c3","f6e4"],
  "players": {"white": {"kind": "human"}, "black": {"kind": "computer", "level": 3}},
  "result": null, "reason": null
}
JSON
export XDG_DATA_HOME="$work/profile1"
start_app "$work/italian.json"
for _ in 1 2 3 4 5 6 7 8 9; do key Right; done
shot replay-standard
key a; sleep 4
shot replay-analysis
stop_app

# Valhalla, both sides computers (restored from an autosave): Next move three times,
# then one decision back.
export XDG_DATA_HOME="$work/profile2"
mkdir -p "$XDG_DATA_HOME/otherworlds"
cat > "$XDG_DATA_HOME/otherworlds/autosave.json" <<'JSON'
{
  "format": "otherworlds-game", "schema": 1, "variant": "valhalla",
  "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
  "moves": ["e2e4,0000", "d7d5,0000", "e4d5,p@a7,e1e2"],
  "turn_in_progress": ["d8d5"],
  "players": {"white": {"kind": "computer", "level": 1}, "black": {"kind": "computer", "level": 1}},
  "result": null, "reason": null
}
JSON
start_app
for _ in 1 2 3 4 5 6; do key Right; sleep 0.6; done
key Left
shot machine-valhalla
stop_app
rm -rf "$work"
