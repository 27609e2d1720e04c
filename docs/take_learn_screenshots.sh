#!/usr/bin/env bash
# Takes the Learn screen's screenshots (issue 16) from the real window under Xvfb:
#   cargo build --release -p otherworlds
#   xvfb-run -a -s "-screen 0 1600x1000x24" docs/take_learn_screenshots.sh
# or with a display of your own: DISPLAY=:14 docs/take_learn_screenshots.sh
# (APP=target/debug/otherworlds to use a debug build; SHOTS=dir to write elsewhere.)
# Each shot starts the app with a fresh profile (so the Learn screen opens at the
# rules of the variant given), in a 1400x900 window at the screen's corner, then plays
# its actions: k:KEY presses a key (xdotool's names: F1, Next = Page Down), c:X,Y
# clicks there (window coordinates, measured on this layout), w:S waits S seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${SHOTS:-docs/screenshots}
mkdir -p "$out"
APP=${APP:-target/release/otherworlds}
W=1400; H=900
app=""; win=""
work=$(mktemp -d)
trap '[ -n "$app" ] && kill $app 2>/dev/null || true' EXIT
fail() { echo "take_learn_screenshots: $*" >&2; exit 1; }
# shellcheck source=docs/xvfb.sh
. docs/xvfb.sh

# shot NAME THEME VARIANT [ACTION...]
shot() {
    local name=$1 theme=$2 variant=$3 home
    shift 3
    # A fresh home with the theme in its config folder, as the studio saves one.
    home=$(mktemp -d "$work/home.XXXXXX")
    mkdir -p "$home/.config/otherworlds"
    cp "assets/themes/$theme.ron" "$home/.config/otherworlds/theme.ron"
    xvfb_start "$home" "$W" "$H" --variant "$variant"
    for action in "$@"; do
        case "$action" in
            # Xvfb has no window manager: give the window the keyboard before each key.
            k:*) xdotool windowfocus "$win" key "${action#k:}" ;;
            c:*) local xy=${action#c:}
                 xdotool mousemove "${xy%,*}" "${xy#*,}" click 1 ;;
            w:*) sleep "${action#w:}" ;;
        esac
        sleep 0.6
    done
    xdotool mousemove $((W - 10)) $((H - 12))
    sleep 1
    import -window root -crop "${W}x${H}+0+0" +repage "$out/$name.png"
    kill "$app"
    wait "$app" 2>/dev/null || true
    app=""
}

next() { local n=$1; for _ in $(seq "$n"); do printf 'k:Next '; done; }

# Rules pages, one per course: castling, the column attack, moves counted in
# coordinates (flat boards and tesseract), the classic set, mirror's replaced king.
# shellcheck disable=SC2046
shot learn-standard classic standard k:F1 $(next 7)
# shellcheck disable=SC2046
shot learn-two-worlds classic two-worlds k:F1 $(next 3)
shot learn-4d classic 4d k:F1
# shellcheck disable=SC2046
shot learn-4d-classic classic 4d k:F1 $(next 10)
# shellcheck disable=SC2046
shot learn-valhalla classic valhalla k:F1 $(next 8) c:421,187

# Rules pages with the diagrams issue 42 added: TW-6's ghost pawn on the Sky's last
# rank (its second diagram), V-3's piece placed and mating at once under inverted
# colours (its second), S-11's draws without a claim.
# shellcheck disable=SC2046
shot learn-two-worlds-ghost-pawn classic two-worlds k:F1 $(next 8)
# shellcheck disable=SC2046
shot learn-valhalla-inverted-mate classic valhalla k:F1 $(next 4)
# shellcheck disable=SC2046
shot learn-standard-draws classic standard k:F1 $(next 10)

# The 4D lesson, step by step: a1[0,1] clicked; the queen's range; question 1
# answered; the check along w answered by the king's capture; Try it; the game.
tour4d="k:F1 c:120,71"
step1="$tour4d c:311,510"
step2="$step1 c:300,103 c:414,171"
step3="$step2 c:300,103 c:250,288"
step4="$step3 $(next 14) c:316,816"
step5="$step4 $(next 2)"
# shellcheck disable=SC2086
{
    shot learn-4d-step1 classic 4d $step1
    shot learn-4d-step2 classic 4d $step2
    shot learn-4d-step3 classic 4d $step3
    shot learn-4d-step4 classic 4d $step4
    shot learn-4d-step5 classic 4d $step5
    shot learn-4d-try-it classic 4d $step5 c:250,250 c:319,415 w:5
}

# The other tours (a capture rising as a ghost; the new owner chooses), an exercise
# with its hints and the rook selected, and the Learn screen in a dark theme.
# shellcheck disable=SC2046
shot learn-two-worlds-tour classic two-worlds k:F1 c:158,71 $(next 2) c:261,171
# shellcheck disable=SC2046
shot learn-valhalla-tour classic valhalla k:F1 c:146,71 $(next 1) c:261,171
# Every step of those two tours as it opens (the piece it is about selected).
for n in 1 2 3 4 5 6 7 8; do
    # shellcheck disable=SC2046
    shot "learn-two-worlds-tour-$n" classic two-worlds k:F1 c:158,71 $(next $((n - 1)))
done
for n in 1 2 3 4 5 6 7 8; do
    # shellcheck disable=SC2046
    shot "learn-valhalla-tour-$n" classic valhalla k:F1 c:146,71 $(next $((n - 1)))
done
shot learn-exercise classic standard k:F1 c:128,71 c:451,202 c:568,796
shot learn-midnight midnight 4d k:F1
