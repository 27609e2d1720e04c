#!/usr/bin/env bash
# Issue 44's check of the real window: a whole game of Machine vs Machine (level 1 on
# both sides, VARIANT, standard unless given) played in the app under Xvfb, its sound
# written by ALSA's `file` plugin (a virtual device: no sound card, no kernel module;
# the app's home holds the `.asoundrc`), then cut into sounds and counted against the
# game's moves (app/examples/sound_count.rs). The recording stays in a temporary folder,
# out of the repository. Installs what it needs (Debian packages) when run as root.
#
#   tests/tools/sound_game.sh [VARIANT]
set -euo pipefail
variant=${1:-standard}
cd "$(dirname "$0")/../.."
need=(Xvfb xdotool)
for tool in "${need[@]}"; do
    if ! command -v "$tool" >/dev/null; then
        apt-get install -y xvfb xauth xdotool libgl1-mesa-dri libegl-mesa0 \
            libxkbcommon-x11-0 mesa-vulkan-drivers libasound2 >/dev/null
        break
    fi
done
cargo build -q -p otherworlds
cargo build -q -p otherworlds --example sound_count
target=${CARGO_TARGET_DIR:-target}
work=$(mktemp -d)
echo "work folder: $work"
if [ -z "${DISPLAY:-}" ]; then
    export DISPLAY=:71
    Xvfb "$DISPLAY" -screen 0 1280x800x24 >/dev/null 2>&1 &
    xvfb=$!
    trap 'kill $xvfb 2>/dev/null || true' EXIT
    sleep 2
fi
home=$work/home
data=$home/.local/share/otherworlds
mkdir -p "$data"
cat >"$home/.asoundrc" <<EOF
pcm.!default { type file; slave.pcm { type null }; file "$work/sound.raw"; format "raw" }
EOF
start=$("$target/debug/examples/sound_count" start "$variant")
[ -n "$start" ] || { echo "no start position known for $variant" >&2; exit 2; }
cat >"$data/autosave.json" <<JSON
{
  "format": "otherworlds-game", "schema": 1, "variant": "$variant",
  "start": "$start", "moves": [],
  "players": {"white": {"kind": "computer", "level": 1}, "black": {"kind": "computer", "level": 1}},
  "result": null, "reason": null
}
JSON
env -i PATH="$PATH" DISPLAY="$DISPLAY" HOME="$home" LIBGL_ALWAYS_SOFTWARE=1 \
    "$target/debug/otherworlds" >"$work/app.log" 2>&1 &
app=$!
win=""
for _ in $(seq 120); do
    win=$(xdotool search --pid "$app" --name '^Otherworlds$' 2>/dev/null | head -n1 || true)
    [ -n "$win" ] && break
    sleep 0.5
done
[ -n "$win" ] || { echo "no window: $(tail -n3 "$work/app.log")" >&2; exit 1; }
sleep 3
# Space: the machines play, one decision every delay, to the end of the game.
xdotool windowfocus --sync "$win"
xdotool key space
over() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("result") or "")' "$data/autosave.json" 2>/dev/null || true; }
for _ in $(seq 1200); do
    [ -n "$(over)" ] && break
    kill -0 "$app" 2>/dev/null || { echo "the app died: $(tail -n3 "$work/app.log")" >&2; exit 1; }
    sleep 1
done
[ -n "$(over)" ] || { echo "the game did not end in 20 minutes" >&2; exit 1; }
# The end's sound (up to a second), then Ctrl+Q: ALSA closes the file as the app ends.
sleep 3
xdotool windowfocus --sync "$win"
xdotool key ctrl+q
for _ in $(seq 20); do kill -0 "$app" 2>/dev/null || break; sleep 0.5; done
kill "$app" 2>/dev/null || true
echo "result: $(over)"
"$target/debug/examples/sound_count" "$work/sound.raw" "$data/autosave.json"
