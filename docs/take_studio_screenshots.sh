#!/usr/bin/env bash
# Takes the customisation studio's screenshots from the real window under Xvfb:
#   cargo build --release -p otherworlds
#   xvfb-run -a -s "-screen 0 1600x1000x24" docs/take_studio_screenshots.sh
# (APP=target/debug/otherworlds to use a debug build.) Each shot starts the app with a
# fresh profile whose saved theme (config dir, see app/src/studio/mod.rs) is one of the
# ready-made themes in assets/themes.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
mkdir -p "$out"
APP=${APP:-target/release/otherworlds}
W=1100; H=760
app=""
trap '[ -n "$app" ] && kill $app 2>/dev/null || true' EXIT

# shot NAME THEME VARIANT [KEY...]
shot() {
    local name=$1 theme=$2 variant=$3
    shift 3
    XDG_DATA_HOME="$(mktemp -d)"
    XDG_CONFIG_HOME="$(mktemp -d)"
    export XDG_DATA_HOME XDG_CONFIG_HOME
    mkdir -p "$XDG_CONFIG_HOME/otherworlds"
    cp "assets/themes/$theme.ron" "$XDG_CONFIG_HOME/otherworlds/theme.ron"
    "$APP" --variant "$variant" &
    app=$!
    local win=""
    for _ in $(seq 60); do
        win=$(xdotool search --name '^Otherworlds$' 2>/dev/null | head -n1 || true)
        [ -n "$win" ] && break
        sleep 0.5
    done
    [ -n "$win" ] || { echo "no window" >&2; exit 1; }
    xdotool windowmove "$win" 0 0 windowsize "$win" "$W" "$H"
    sleep 3
    for key in "$@"; do
        # Xvfb has no window manager: give the window the keyboard before each key.
        xdotool windowfocus "$win" key "$key"
        sleep 0.5
    done
    xdotool mousemove $((W - 10)) $((H - 20))
    sleep 1
    import -window root -crop "${W}x${H}+0+0" +repage "$out/$name.png"
    kill "$app"
    wait "$app" 2>/dev/null || true
    app=""
}

# The studio opened with C over Two Worlds in the Midnight theme.
shot studio midnight two-worlds c
# Ready-made themes with their landscapes.
shot theme-midnight midnight two-worlds
shot theme-harbour harbour standard
shot theme-alpenglow alpenglow valhalla
shot theme-nebula nebula 4d
