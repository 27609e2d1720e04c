#!/usr/bin/env bash
# A newcomer's first minutes, in the real window under Xvfb, driven with xdotool: the
# app started on a fresh HOME, a move in each variant (--variant), the view keys
# V 1 2 3 T, a save through the app's own file chooser (this machine has no file-chooser
# portal and no zenity, so the system dialog cannot be shown), Open, the replay keys,
# the studio (C); at 1024x700 a rated game with a clock, a review (R), the analysis
# board with 5 lines and the 4D tour (F1, Ctrl+Page Down, Page Down). After each
# step a screenshot is compared with the one before it (`xvfb_changed` in
# docs/xvfb.sh); the script exits non-zero if the app dies or a step's expected
# change does not appear.
#
#   cargo build --release -p otherworlds   # or a debug build, with APP=target/debug/otherworlds
#   Xvfb :7 -screen 0 1600x1000x24 &       # xvfb-run's auth fails on some machines
#   DISPLAY=:7 docs/walkthrough.sh
#
# SHOTS=docs/screenshots then retakes every picture in docs/screenshots (the README's
# and issue 14's), each a step that must change the window, the moves made by keys (B,
# arrows, Alt+arrows, Enter) so that no pixel position is written down here; it fails
# if a picture the README shows was not retaken. Needs: xdotool, imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."
APP=${APP:-target/release/otherworlds}
[ -x "$APP" ] || { echo "walkthrough: no $APP (build it first)" >&2; exit 2; }
: "${DISPLAY:?walkthrough: set DISPLAY to an X server (Xvfb)}"
work=$(mktemp -d)
touch "$work/shots-started"
if [ -n "${SHOTS:-}" ]; then mkdir -p "$SHOTS"; fi
home="$work/home"
mkdir -p "$home"
W=1100; H=760
# Between two keys, in milliseconds: the board takes one arrow per frame, so a slow
# machine (software GL under load) needs more.
KEY_DELAY=${KEY_DELAY:-250}
KEY_PAUSE=$(awk -v d="$KEY_DELAY" 'BEGIN { printf "%.2f", 1.6 * d / 1000 }')
# Fewer differing pixels than this is "nothing happened" (a blinking cursor, noise).
MIN_CHANGE=${MIN_CHANGE:-40}
app=""; win=""; step=0; shot_prev=""
trap '[ -n "$app" ] && kill "$app" 2>/dev/null || true' EXIT

# shellcheck source=docs/xvfb.sh
. docs/xvfb.sh

fail() { echo "walkthrough: FAILED at step $step: $*" >&2; echo "shots in $work" >&2; exit 1; }
alive() { kill -0 "$app" 2>/dev/null || fail "the app died"; }

start_app() { # start_app WIDTH HEIGHT ARGS...
    local w=$1 h=$2
    shift 2
    # $home: a fresh one at first (no autosave, no theme, no settings from an earlier
    # run); the steps that need their own set it.
    xvfb_start "$home" "$w" "$h" "$@"
    W=$w; H=$h
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
    diff=$(xvfb_changed "$shot_prev" "$now")
    diff=${diff%%.*}
    [ "${diff:-0}" -ge "$MIN_CHANGE" ] 2>/dev/null || fail "$1: nothing changed ($diff pixels)"
    printf 'ok  %-52s %8s pixels changed\n' "$1" "$diff"
    shot_prev=$now
}

# expect_move WHAT: a move (or a pass) was played: the side panel, where the move list
# is, changed (picking a piece up or moving the focus only changes the board).
expect_move() {
    alive
    local before=$shot_prev panel=$((W * 22 / 100)) diff
    shot
    convert "$before" -crop "${panel}x${H}+$((W - panel))+0" +repage "$work/panel-before.png"
    convert "$shot_now" -crop "${panel}x${H}+$((W - panel))+0" +repage "$work/panel-after.png"
    diff=$(xvfb_changed "$work/panel-before.png" "$work/panel-after.png")
    diff=${diff%%.*}
    [ "${diff:-0}" -ge "$MIN_CHANGE" ] 2>/dev/null || fail "$1: no move in the move list ($diff pixels)"
    printf 'ok  %-52s %8s pixels of the side panel\n' "$1" "$diff"
    shot_prev=$shot_now
}

# Xvfb has no window manager: the window takes the keyboard before each key.
key() { xdotool windowfocus --sync "$win"; xdotool key --delay "$KEY_DELAY" "$@"; sleep "$KEY_PAUSE"; }
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
    expect_move "$1: the pawn moved"
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
    expect_move "$1: the rook moved to the next board"
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
expect_move "standard 1... e5"

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
expect_move "P: the pass on Valhalla"
[ -n "${SHOTS:-}" ] && cp "$shot_prev" "$SHOTS/valhalla-640x480.png"
stop_app

# A rated game with a clock, by keys alone at 1024x700: a profile "Ada" in a fresh data
# folder, so the first start opens the New game dialog (the focus on the Standard card):
# the 3+2 tile, More options, White plays as Ada, Black is Level 1, Rated, Start; 1. e4
# and Level 1's answer; Ctrl+Shift+R, Tab to Resign (the question's focus is on "Keep
# playing"): the result with Ada's rating change. The Tab counts follow the dialog's
# order (cards and their options, the clock tiles, levels, colours, More options).
tabs() { local keys=() i; for ((i = 0; i < $1; i++)); do keys+=(Tab); done; key "${keys[@]}"; }
home_before=$home
home="$work/home-rated"
mkdir -p "$home/.local/share/otherworlds"
printf '%s\n' '{"version": 1, "profiles": [{"name": "Ada", "created": "2026-12-01T11:22:33Z"}]}' \
    >"$home/.local/share/otherworlds/profiles.json"
start_app 1024 700
tabs 17
key space
expect_change "the 3+2 clock chosen"
tabs 20
key space
expect_change "More options open"
tabs 11
key space
tabs 2
key space
expect_change "White plays as Ada, Black is Level 1"
tabs 10
key space
expect_change "Rated"
key Tab space
expect_change "Start: a rated game, the clocks in the strips beside the board"
king_pawn_move "rated 1. e4" 2
sleep 2
expect_change "Level 1 has answered: White's clock runs"
key ctrl+shift+r
expect_change "Ctrl+Shift+R: resign? (Keep playing has the focus)"
key Tab space
expect_change "Resign: the result, Ada's rating change"
stop_app
home=$home_before

# Issue 42 at 1024x700, the smallest window it names: the analysis board with 5 lines,
# a review, and the 4D tour step by step; each step must change the window.
start_app 1024 700 --variant standard
king_pawn_move "1024x700: 1. e4" 2
key Up Up Up
key Return
key Down Down
key Return
expect_move "1024x700: 1... e5"
key r
sleep 3
expect_change "R: the review of the game (its figures in the side panel)"
key ctrl+shift+a
sleep 2
expect_change "Ctrl+Shift+A: the analysis board"
key plus
sleep 2
expect_change "+: four lines"
key plus
sleep 3
expect_change "+: five lines, the move list still in the window"
key Escape
expect_change "Escape: back to the game"
stop_app

start_app 1024 700 --variant 4d
key F1
expect_change "F1: the 4D rules page"
key ctrl+Next
expect_change "Ctrl+Page Down: the tour"
for n in 2 3 4; do
    key Next
    expect_change "Page Down: tour step $n"
done
key Escape
expect_change "Escape: back to the game"
stop_app

if [ -z "${SHOTS:-}" ]; then
    echo "walkthrough: all $step shots as expected (in $work)"
    exit 0
fi

# ----------------------------------------------------------------------------------
# SHOTS: every screenshot of docs/screenshots, retaken in the current app. Each app
# starts on a fresh HOME (no autosave, settings or theme of an earlier start); every
# shot is a step whose change is checked like the walkthrough's.
fresh_home() { home=$(mktemp -d "$work/home.XXXXXX"); }
# new_game VARIANT: a new game of VARIANT in the default window, on a fresh HOME.
new_game() { fresh_home; start_app 1100 760 --variant "$1"; }
# snap NAME WHAT: a step that must change the window; its screenshot is NAME.png.
snap() { park; expect_change "$2"; cp "$shot_prev" "$SHOTS/$1.png"; }
# keep NAME WHAT: the last screenshot (the start, or the move just checked) is NAME.png.
keep() { cp "$shot_prev" "$SHOTS/$1.png"; echo "ok  $1.png: $2"; }
# with_theme NAME: the next start uses the ready-made theme NAME (read from the config
# directory at start, as a theme saved by the studio is).
with_theme() { mkdir -p "$home/.config/otherworlds"; cp "assets/themes/$1.ron" "$home/.config/otherworlds/theme.ron"; }

# The cell the keyboard focus is on, as the variant writes it (e2; E2 on the Two Worlds
# Sky): B puts it on the mover's king, Enter on a target leaves it on the arrival.
at=""
focus_king() { key b; at=$1; }
# goto CELL: the arrows from $at to CELL on an 8x8 board, after Alt+Right (Alt+Left)
# when CELL is on the Sky (on Earth) and $at is not: the Sky is drawn right of Earth.
goto() {
    local from=$at to=$1 keys=() i f0 f1 r0=${at:1:1} r1=${1:1:1}
    case "${from:0:1}${to:0:1}" in
        [a-h][A-H]) keys+=(alt+Right) ;;
        [A-H][a-h]) keys+=(alt+Left) ;;
    esac
    f0=$(printf '%d' "'${from,,}")
    f1=$(printf '%d' "'${to,,}")
    for ((i = f0; i < f1; i++)); do keys+=(Right); done
    for ((i = f0; i > f1; i--)); do keys+=(Left); done
    for ((i = r0; i < r1; i++)); do keys+=(Up); done
    for ((i = r0; i > r1; i--)); do keys+=(Down); done
    if [ ${#keys[@]} -gt 0 ]; then key "${keys[@]}"; fi
    at=$to
}
# play FROM TO: the piece on FROM picked up and put down on TO, by keys.
play() {
    goto "$1"
    key Return
    goto "$2"
    key Return
    expect_move "$1-$2"
}

# Standard: the start, a pawn's moves, en passant, the fool's mate, the promotion
# picker, and the focus ring.
new_game standard
keep standard "the start"
focus_king e1
play e2 e4
play d7 d5
goto e4
key Return
snap standard-markers "1. e4 d5, e4 picked up: a dot on e5, a ring on d5"
goto e5
key Return
play f7 f5
goto e5
key Return
snap standard-en-passant "2. e5 f5, e5 picked up: en passant rings f6 and f5"
stop_app

new_game standard
focus_king e1
play f2 f3
play e7 e5
play g2 g4
play d8 h4
keep standard-checkmate "the fool's mate, announced"
stop_app

new_game standard
focus_king e1
for m in "a2 a4" "b7 b5" "a4 b5" "a7 a6" "b5 a6" "c8 b7" "a6 b7" "e7 e6"; do
    # shellcheck disable=SC2086
    play $m
done
goto b7
key Return
goto a8
key Return
snap standard-promotion "bxa8: the promotion picker"
key Escape
stop_app

new_game standard
focus_king e1
goto g1
key Return
snap keyboard "keys only: the g1 knight picked up, the focus ring on it"
stop_app

# Two Worlds: the ghost, the knight's dashed circle on the Sky, the queen's beam.
new_game two-worlds
focus_king e1
play e2 e4
play d7 d5
play e4 d5
play g8 f6
goto g1
key Return
snap variant-two-worlds "exd5 (a ghost rises to the Sky), Nf6, the g1 knight picked up"
key Escape
goto d1
key Return
snap tw-beam "the queen picked up: its beam to the Sky's D1"
stop_app

# Two Worlds: the c1 bishop's beam under the pieces of the first rank, in 2D and from
# the presets 2 and 3.
new_game two-worlds
focus_king e1
goto c1
key Return
snap tw-beam-under-pieces "the c1 bishop picked up: its beam under the pieces"
key 2
snap iso-preset-2 "2: the layers from preset 2"
key 3
snap iso-preset-3 "3: the layers from preset 3"
stop_app

# Two Worlds: the g1 knight steps up to the Sky, then Black's g8 knight picked up,
# seen in the layers of preset 1.
new_game two-worlds
focus_king e1
play g1 G1
goto g8
key Return
key 1
snap iso-two-worlds "Ng1-G1, the g8 knight picked up, preset 1"
stop_app

# Two Worlds: a check from the Sky: 1. Qd1-D1 e5 2. QD1-H5 a6 3. QH5-E8+.
new_game two-worlds
focus_king e1
for m in "d1 D1" "e7 e5" "D1 H5" "a7 a6" "H5 E8"; do
    # shellcheck disable=SC2086
    play $m
done
keep tw-vertical-check "QH5-E8+: a check from the Sky, framed at its source"
stop_app

# Two Worlds: exd5, caught while the taken pawn rises (the animation lasts 0.7 s).
new_game two-worlds
focus_king e1
play e2 e4
play d7 d5
goto e4
key Return
goto d5
park
alive
xdotool windowfocus --sync "$win"
xdotool key Return
sleep 0.25
step=$((step + 1))
import -window root -crop "${W}x${H}+0+0" +repage "$SHOTS/tw-capture-rises.png"
changed=$(xvfb_changed "$shot_prev" "$SHOTS/tw-capture-rises.png")
[ "${changed%%.*}" -ge "$MIN_CHANGE" ] 2>/dev/null || fail "exd5 in flight: nothing changed"
echo "ok  exd5: the pawn rising to the Sky (tw-capture-rises.png)"
stop_app

# 4D: the start; the a1[0,0] rook's beam up a row of boards; 1. a2[0,0]a3[0,0] and
# Black's a4[0,1] rook, whose beam goes into the inner cube: in 2D, in the tesseract
# and in the layers.
new_game 4d
keep variant-4d "the start"
key b
key alt+Left
key Return
snap d4-beam "the a1[0,0] rook picked up: its beam to a1[0,1]"
key Escape
key Up
key Return
key Up
key Return
expect_move "a2[0,0]-a3[0,0]"
key alt+Up
key Up
key Return
snap 4d-after-a-move "1. a2[0,0]a3[0,0], the a4[0,1] rook picked up: its beam under a3"
key t
snap tesseract "T: the tesseract, the rook's beam into the inner cube"
key 1
snap iso-4d "1: the four boards as layers"
stop_app

# Valhalla: 1. e4 (pass) d5 (pass) 2. exd5: Black chooses where the pawn goes.
new_game valhalla
focus_king e1
play e2 e4
key p
play d7 d5
key p
play e4 d5
keep variant-valhalla "exd5: the pawn's places on Valhalla framed"
cp "$shot_prev" "$SHOTS/vh-transfer.png"
key 2
snap iso-valhalla "2: the battlefield and Valhalla as layers"
stop_app

# The replay player: a saved game opened from the command line, move 9, the analysis.
fresh_home
cat > "$work/italian.json" <<'JSON'
{
  "format": "otherworlds-game", "schema": 1, "variant": "standard",
  "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "moves": ["e2e4","e7e5","g1f3","b8c6","f1c4","f8c5","c2c3","g8f6","d2d4","e5d4","c3d4","c5b4","b1c3","f6e4"],
  "players": {"white": {"kind": "human"}, "black": {"kind": "computer", "level": 3}},
  "result": null, "reason": null
}
JSON
start_app 1100 760 "$work/italian.json"
key Right Right Right Right Right Right Right Right Right
snap replay-standard "the saved game, nine plies in"
key a
sleep 4
snap replay-analysis "A: the analysis of the position"
stop_app

# Machine vs Machine in Valhalla, resumed from an autosave: three moves on, one back.
fresh_home
mkdir -p "$home/.local/share/otherworlds"
cat > "$home/.local/share/otherworlds/autosave.json" <<'JSON'
{
  "format": "otherworlds-game", "schema": 1, "variant": "valhalla",
  "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
  "moves": ["e2e4,0000", "d7d5,0000", "e4d5,p@a7,e1e2"],
  "turn_in_progress": ["d8d5"],
  "players": {"white": {"kind": "computer", "level": 1}, "black": {"kind": "computer", "level": 1}},
  "result": null, "reason": null
}
JSON
start_app 1100 760
for _ in 1 2 3 4 5 6; do key Right; sleep 0.6; done
key Left
snap machine-valhalla "Machine vs Machine: moves on, one decision back"
stop_app

# The studio and the ready-made themes (Harbour and Ink with the 3D view's buttons).
fresh_home
with_theme midnight
start_app 1100 760 --variant two-worlds
keep theme-midnight "the start"
key c
snap studio "C: the studio beside the boards"
stop_app
for t in "harbour two-worlds 1" "ink two-worlds 1" "alpenglow valhalla" "nebula 4d"; do
    # shellcheck disable=SC2086
    set -- $t
    fresh_home
    with_theme "$1"
    start_app 1100 760 --variant "$2"
    if [ -n "${3:-}" ]; then
        key "$3"
        snap "theme-$1" "$1: the layers, the view buttons readable"
    else
        keep "theme-$1" "the start"
    fi
    stop_app
done

# The board editor: Two Worlds, a black ghost knight put on the Sky's E5 by keys (B,
# Alt+Right to the Sky, arrows, G marks the palette's pieces as ghosts, Shift+N).
new_game two-worlds
key ctrl+shift+e
expect_change "Ctrl+Shift+E: the board editor"
key b
key alt+Right Up Up Up Up
key g
key shift+n
snap board-editor "a black ghost knight on the Sky"
stop_app

# The game review of the Opera game, opened from its PGN file, judged move shown.
fresh_home
cat > "$work/opera.pgn" <<'PGN'
[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.11.02"]
[Round "?"]
[White "Morphy, Paul"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
PGN
start_app 1100 760 "$work/opera.pgn"
key End
key r
# A debug build takes about a minute for the 34 positions; a release build seconds.
sleep "${REVIEW_WAIT:-60}"
snap game-review "R: the Opera game reviewed"
stop_app

# The diagram the README's command makes, and Learn's pictures (their own script).
"$APP" diagram --variant 4d --select 'a1[0,0]' \
    --caption "4D: the rook on a1[0,0] goes along W to a1[0,1]" --format png \
    -o "$SHOTS/diagram-4d-rook.png" || fail "the diagram command"
echo "ok  diagram-4d-rook.png: the README's diagram command"
SHOTS="$SHOTS" APP="$APP" bash docs/take_learn_screenshots.sh || fail "docs/take_learn_screenshots.sh"

# Every picture the README shows was taken by this run.
for picture in $(grep -o 'docs/screenshots/[^)]*\.png' README.md); do
    [ "$SHOTS/$(basename "$picture")" -nt "$work/shots-started" ] ||
        fail "the README's $picture was not retaken"
done
echo "ok  every picture of the README retaken in $SHOTS"

echo "walkthrough: all $step shots as expected (in $work)"
