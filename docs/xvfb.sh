# Sourced by the scripts that drive the real window under Xvfb (docs/walkthrough.sh,
# docs/screens.sh): starting the app and counting the pixels two screenshots differ by.
# Needs xdotool and ImageMagick; the caller sets APP, DISPLAY and `work` (a folder for
# the app's log), and defines `fail MESSAGE`.

# xvfb_start HOME WIDTH HEIGHT ARGS...: starts "$APP" ARGS with HOME as its home and
# nothing else of this shell's environment (no autosave, theme or settings of an
# earlier run unless HOME holds them), waits for its window, places it at the screen's
# corner at WIDTH x HEIGHT; sets `app` (the process) and `win` (its window). A busy X
# server sometimes refuses a connection: the start is tried again, twice at most.
xvfb_start() {
    local home=$1 w=$2 h=$3 try
    shift 3
    for try in 1 2 3; do
        env -i PATH="$PATH" DISPLAY="$DISPLAY" HOME="$home" LIBGL_ALWAYS_SOFTWARE=1 \
            "$APP" "$@" >"$work/app.log" 2>&1 &
        app=$!
        win=""
        for _ in $(seq 120); do
            # By the app's own pid: a window left by an earlier run is never taken.
            win=$(xdotool search --pid "$app" --name '^Otherworlds$' 2>/dev/null | head -n1 || true)
            [ -n "$win" ] && break
            kill -0 "$app" 2>/dev/null || break
            sleep 0.5
        done
        [ -n "$win" ] && break
        grep -q "connection to X server" "$work/app.log" && [ "$try" -lt 3 ] || break
        wait "$app" 2>/dev/null || true
        sleep 2
    done
    kill -0 "$app" 2>/dev/null || fail "the app did not start: $(tail -n3 "$work/app.log")"
    [ -n "$win" ] || fail "no window"
    xdotool windowmove "$win" 0 0
    xdotool windowsize "$win" "$w" "$h"
    sleep 3
}

# xvfb_changed BEFORE AFTER: how many pixels the two pictures differ by (ImageMagick's
# `compare -metric AE`, read by awk: past a million pixels it writes 1.2e+06).
xvfb_changed() {
    compare -metric AE "$1" "$2" null: 2>&1 | awk '{ printf "%d", $1 }' || true
}

# xvfb_shot: the next step's picture of the window (W x H at the screen's corner) into
# `$work/NNN.png`, named in `now`; fails if the app died. (docs/screens.sh and
# docs/languages.sh; the walkthrough keeps its own, which parks the mouse first.)
xvfb_shot() {
    step=$((step + 1))
    now=$(printf '%s/%03d.png' "$work" "$step")
    sleep 1.5
    kill -0 "$app" 2>/dev/null || fail "the app died"
    import -window root -crop "${W}x${H}+0+0" +repage "$now"
}

# xvfb_key KEYS...: the keys typed into the app's window (focused first: winit ignores
# keys sent to a window that is not).
xvfb_key() { xdotool windowfocus --sync "$win"; xdotool key --delay "$KEY_DELAY" "$@"; sleep 0.6; }
