#!/usr/bin/env bash
# Runs the Windows packages that packaging/build.sh wrote under Wine, on this Linux
# machine, and exits non-zero on the first thing that is not as on Windows:
#
#   1. the command-line tool of the portable .zip against the Linux one built from the
#      same sources: perft rows of tests/data, moves, pgn and uci give the same output
#      (compare_cli.py);
#   2. the installer, silently (/S): the files, the Start menu entry, the .owgame and
#      .pgn associations and the uninstall entry in the registry;
#   3. the installed app's first start: an earlier version's data folder
#      (%APPDATA%\Otherworlds) is moved to the application id's; the first frame under
#      Xvfb is screenshotted into docs/screenshots/wine-first-frame.png and must not be
#      blank;
#   4. a move played and the game saved (Ctrl+S) to paths with a drive letter and
#      backslashes: through the system's dialog (Wine's), and through the app's own
#      chooser (shown when the system's dialog cannot be: Wine's comdlg32 turned off);
#      each opened again, by the own chooser (Ctrl+O) and as Explorer's double-click
#      does (`otherworlds.exe C:\...\game.owgame`); the replay's caption is read back
#      from the screen (OCR);
#   5. the silent uninstall: the files, the Start menu entry and the registry keys gone,
#      the user's data kept.
#
# Usage: packaging/windows/check-wine.sh [LINUX_CLI]
#   LINUX_CLI: default target/x86_64-unknown-linux-gnu/dist/otherworlds-cli (build.sh)
# Needs wine, xvfb, xdotool, imagemagick, tesseract-ocr (installed with apt-get when
# missing). DISPLAY: an X server to use; without one, Xvfb is started on :57 (XVFB=:N).
# Writes under target/wine/ (a fresh WINEPREFIX each run).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
id=$(sed -n 's/^pub const APP_ID: &str = "\(.*\)";/\1/p' app/src/files/mod.rs)
setup=target/packages/Otherworlds-$version-windows-x86_64-setup.exe
zipfile=target/packages/Otherworlds-$version-windows-x86_64.zip
linux_cli=${1:-target/x86_64-unknown-linux-gnu/dist/otherworlds-cli}
work=$root/target/wine
shot=docs/screenshots/wine-first-frame.png

say() { printf 'check-wine.sh: %s\n' "$*"; }
fail() {
    say "FAILED: $*" >&2
    exit 1
}
for f in "$setup" "$zipfile" "$linux_cli"; do
    [ -e "$f" ] || fail "$f is missing: run packaging/build.sh first"
done

need=()
for c in wine:wine x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64 Xvfb:xvfb xdotool:xdotool import:imagemagick \
    tesseract:tesseract-ocr unzip:unzip; do
    command -v "${c%%:*}" >/dev/null || need+=("${c#*:}")
done
if [ ${#need[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    say "installing ${need[*]} (apt-get)"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${need[@]}"
fi

rm -rf "$work"
mkdir -p "$work/home"
# Wine links the prefix's Documents and Desktop to $HOME: a home of its own keeps the
# check's files out of the real one.
export HOME=$work/home
export WINEPREFIX=$work/prefix WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko: Wine would offer to download them at the first start.
export WINEDLLOVERRIDES="mscoree,mshtml="
pids=()
cleanup() {
    local pid
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wineserver -k 2>/dev/null || true
}
trap cleanup EXIT
if [ -z "${DISPLAY:-}" ]; then
    export DISPLAY=${XVFB:-:57}
    Xvfb "$DISPLAY" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
    pids+=($!)
    sleep 2
fi
say "Wine $(wine --version), WINEPREFIX=$WINEPREFIX, DISPLAY=$DISPLAY"
wineboot --init >/dev/null 2>&1
wineserver -w
# One wine server for the whole check, started here with its output away: a server
# that a `wine` run starts inherits that run's stdout and stderr, and a caller reading
# them (compare_cli.py) would wait for the server to quit after each run.
wineserver -p </dev/null >/dev/null 2>&1
# Wine 8 lacks bcryptprimitives.dll, which every Rust program imports (ProcessPrng):
# a stand-in built from wine-bcryptprimitives.c (Wine 9 and Windows have the real one).
if ! [ -e "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" ]; then
    x86_64-w64-mingw32-gcc -shared -O2 -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
        packaging/windows/wine-bcryptprimitives.c -ladvapi32
    say "Wine $(wine --version) has no bcryptprimitives.dll: the stand-in is installed"
fi

# Windows' paths of this prefix's user, and their Linux places.
user_dir=$(wine cmd /c 'echo %USERPROFILE%' 2>/dev/null | tr -d '\r')
appdata=$(wine cmd /c 'echo %APPDATA%' 2>/dev/null | tr -d '\r')
localappdata=$(wine cmd /c 'echo %LOCALAPPDATA%' 2>/dev/null | tr -d '\r')
unix() { winepath -u "$1" 2>/dev/null; }
say "user folder $user_dir, APPDATA $appdata"

# 1. The command-line tool.
unzip -q "$zipfile" -d "$work/portable"
python3 packaging/windows/compare_cli.py "$linux_cli" "$work/portable/Otherworlds/otherworlds-cli.exe" ||
    fail "the Windows command-line tool's output differs (above)"

# 2. The silent install.
# wine returns when the installer has ended (the server, persistent, is not waited for).
wine "$setup" /S
installed="$localappdata\\Programs\\Otherworlds"
inst_unix=$(unix "$installed")
for f in otherworlds.exe otherworlds-cli.exe uninstall.exe README.md LICENSE-MIT.txt \
    LICENSE-APACHE.txt THIRD-PARTY.md; do
    [ -f "$inst_unix/$f" ] || fail "not installed: $installed\\$f"
done
link=$(unix "$appdata\\Microsoft\\Windows\\Start Menu\\Programs\\Otherworlds.lnk")
[ -f "$link" ] || fail "no Start menu entry ($link)"
reg() { wine reg query "$@" 2>/dev/null | tr -d '\r'; }
reg 'HKCU\Software\Classes\.owgame' /ve | grep -c 'Otherworlds.Game' >/dev/null ||
    fail ".owgame is not associated with the app"
reg 'HKCU\Software\Classes\Otherworlds.Game\shell\open\command' /ve |
    grep -cF "\"$installed\\otherworlds.exe\" \"%1\"" >/dev/null || fail "Otherworlds.Game does not open the app"
reg 'HKCU\Software\Classes\.pgn\OpenWithProgids' | grep -c 'Otherworlds.Pgn' >/dev/null ||
    fail ".pgn files do not list the app"
reg "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$id" /v UninstallString |
    grep -c 'uninstall.exe' >/dev/null || fail "no uninstall entry"
[ "$(wine "$inst_unix/otherworlds-cli.exe" perft --variant 4d --depth 2 | tr -d '\r')" = "total 2116" ] ||
    fail "the installed command-line tool does not count 4D's perft 2 (2116, tests/data/fourd.tsv)"
say "installed silently: files, Start menu entry, associations, uninstall entry"

# 3. The first start, with an earlier version's data folder (as on Windows: the data
# and config folders of "Otherworlds" and "otherworlds" in one case-insensitive folder).
old=$(unix "$appdata")/Otherworlds
mkdir -p "$old/data" "$old/config"
printf 'kept across the move\n' >"$old/data/keep.txt"
printf '(name: "mine")\n' >"$old/config/keep-theme.ron"
window() {
    # The app's window: the first visible one named Otherworlds, within 60 s.
    local w="" i
    for i in $(seq 60); do
        w=$(xdotool search --onlyvisible --name '^Otherworlds$' 2>/dev/null | head -1 || true)
        [ -n "$w" ] && break
        sleep 1
    done
    echo "$w"
}
wine "$inst_unix/otherworlds.exe" >"$work/app.log" 2>&1 &
app=$!
pids+=($app)
w=$(window)
[ -n "$w" ] || fail "no window of the app within 60 s ($work/app.log)"
sleep 8
import -window root "$work/first-frame.png"
colours=$(convert "$work/first-frame.png" -format %k info:)
[ "$colours" -gt 50 ] || fail "the first frame is blank ($colours colours)"
mkdir -p docs/screenshots
convert "$work/first-frame.png" -crop "$(xdotool getwindowgeometry "$w" |
    sed -n 's/.*Geometry: //p')+$(xdotool getwindowgeometry "$w" |
    sed -n 's/.*Position: \([0-9]*\),\([0-9]*\).*/\1+\2/p')" +repage "$shot"
say "first frame: $shot ($colours colours)"
new=$(unix "$appdata\\$id")
[ "$(cat "$new/data/keep.txt" 2>/dev/null)" = "kept across the move" ] ||
    fail "the old data folder was not moved to $appdata\\$id\\data"
[ -f "$new/config/keep-theme.ron" ] || fail "the old config folder was not moved"
[ ! -e "$old" ] || fail "the old folder $old is still there"
say "an earlier version's data folder moved to $appdata\\$id"

# 4. A game saved and opened again. The first start shows the New game dialog over the
# board (the first frame above): Escape closes it, leaving a game between two people.
# Clicks are relative to the window (1100x760, its default size; measured on the
# screenshot): e2, then e4, on the 2D board of the start.
play_e4() {
    xdotool windowfocus --sync "$1"
    xdotool key Escape
    sleep 1
    xdotool mousemove --window "$1" 475 571 click 1 sleep 0.5 mousemove --window "$1" 475 446 click 1
    sleep 1
}
# The text of the window's top (the replay's caption), read by OCR.
caption() {
    local geometry
    geometry=$(xdotool getwindowgeometry "$1" | sed -n 's/.*Geometry: //p')
    import -window root "$work/$2.png"
    convert "$work/$2.png" -crop "${geometry%x*}x130+$(xdotool getwindowgeometry "$1" |
        sed -n 's/.*Position: \([0-9]*\),\([0-9]*\).*/\1+\2/p')" -resize 300% -colorspace Gray \
        "$work/$2-top.png"
    tesseract "$work/$2-top.png" "$work/$2" >/dev/null 2>&1
    cat "$work/$2.txt"
}
stop_app() {
    kill "$app" 2>/dev/null || true
    wineserver -k 2>/dev/null || true
    sleep 1
    wineserver -p </dev/null >/dev/null 2>&1
}
documents="$user_dir\\Documents"
system_saved="$documents\\system-dialog.owgame"
chooser_saved="$documents\\chooser-game.owgame"

# 4a. The system's dialog (Wine's, as Explorer's on Windows): a full path typed in.
play_e4 "$w"
xdotool key ctrl+s
dialog=""
for i in $(seq 20); do
    dialog=$(xdotool search --onlyvisible --name '^Save game$' 2>/dev/null | head -1 || true)
    [ -n "$dialog" ] && break
    sleep 1
done
[ -n "$dialog" ] || fail "Ctrl+S showed no Save dialog"
sleep 1
xdotool windowfocus --sync "$dialog"
xdotool key Home shift+End
xdotool type --delay 20 "$system_saved"
import -window root "$work/system-dialog.png"
xdotool key Return
for i in $(seq 20); do
    [ -s "$(unix "$system_saved")" ] && break
    sleep 1
done
grep -q '"otherworlds-game"' "$(unix "$system_saved")" 2>/dev/null ||
    fail "no saved game at $system_saved (the system's dialog)"
say "saved through the system's dialog to $system_saved"
stop_app

# 4b. The app's own chooser: Wine's comdlg32 off, so no system dialog can be shown.
WINEDLLOVERRIDES="$WINEDLLOVERRIDES;comdlg32=" wine "$inst_unix/otherworlds.exe" >"$work/chooser.log" 2>&1 &
app=$!
pids+=($app)
w=$(window)
[ -n "$w" ] || fail "the app did not start again"
sleep 5
xdotool windowfocus --sync "$w"
xdotool key ctrl+s
sleep 2
# The app's own chooser is drawn inside the window: no window of Wine's dialog.
[ -z "$(xdotool search --onlyvisible --name '^Save game$' 2>/dev/null || true)" ] ||
    fail "Wine's dialog was shown with comdlg32 turned off"
import -window root "$work/own-chooser.png"
xdotool key ctrl+a
xdotool type --delay 20 "$chooser_saved"
xdotool key Return
for i in $(seq 20); do
    [ -s "$(unix "$chooser_saved")" ] && break
    sleep 1
done
grep -q '"otherworlds-game"' "$(unix "$chooser_saved")" 2>/dev/null ||
    fail "no saved game at $chooser_saved (the app's own chooser)"
say "saved through the app's own chooser to $chooser_saved"
xdotool key ctrl+o
sleep 2
xdotool key ctrl+a
xdotool type --delay 20 "$chooser_saved"
xdotool key Return
sleep 4
# The caption: "Replay of Human vs Human, <date> (chooser-game.owgame): start position".
# (OCR may read its dots as other marks: the dots of the patterns match any.)
caption "$w" chooser-opened | grep -c 'Replay of .*chooser-game.owgame' >/dev/null ||
    fail "the game opened in the own chooser shows no replay ($work/chooser-opened.png)"
say "opened again in the own chooser: $(grep -o 'Replay of .*chooser-game.owgame[^ ]*' "$work/chooser-opened.txt" | head -1)"
stop_app

# 4c. As Explorer's double-click: the path as the argument.
wine "$inst_unix/otherworlds.exe" "$system_saved" >"$work/reopen.log" 2>&1 &
app=$!
pids+=($app)
w=$(window)
[ -n "$w" ] || fail "the app did not start with $system_saved"
sleep 6
caption "$w" argument-opened | grep -c 'Replay of .*system-dialog.owgame' >/dev/null ||
    fail "the game given as argument shows no replay ($work/argument-opened.png)"
say "opened again as an argument: $(grep -o 'Replay of .*system-dialog.owgame[^ ]*' "$work/argument-opened.txt" | head -1)"
stop_app

# 5. The silent uninstall (the uninstaller copies itself away and returns at once:
# wait for the folder to go, its last step before the registry's keys).
wine "$inst_unix/uninstall.exe" /S
for i in $(seq 60); do
    [ -e "$inst_unix" ] || break
    sleep 1
done
sleep 3
[ ! -e "$inst_unix" ] || fail "$installed is still there: $(ls "$inst_unix")"
[ ! -e "$link" ] || fail "the Start menu entry is still there"
! reg 'HKCU\Software\Classes\Otherworlds.Game' >/dev/null || fail "Otherworlds.Game is still registered"
! reg 'HKCU\Software\Classes\.owgame' /ve | grep -c 'Otherworlds' >/dev/null || fail ".owgame still opens the app"
! reg "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$id" >/dev/null ||
    fail "the uninstall entry is still there"
[ -f "$new/data/keep.txt" ] || fail "the uninstaller removed the user's data"
say "uninstalled silently; the user's data kept"
say "all checks passed"
