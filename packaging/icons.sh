#!/usr/bin/env bash
# Renders the app icon from its SVG source into every file the packages and the window
# need, all under assets/icon/:
#   png/otherworlds-N.png  N = 16 32 48 64 128 256 512 (the .desktop/hicolor sizes;
#                          the 256 one is also the window icon, embedded by app/src/lib.rs)
#   otherworlds.ico        16-256 in one file (Windows installer and .exe resource)
#   otherworlds.icns       16-512 (macOS .app bundle)
# Needs rsvg-convert (Debian: librsvg2-bin), ImageMagick's `convert` for the .ico and
# png2icns (Debian: icnsutils) for the .icns. The outputs are committed, so building a
# package does not need these tools; run this again after editing the SVG.
set -euo pipefail
cd "$(dirname "$0")/.."
svg=assets/icon/otherworlds.svg
out=assets/icon
mkdir -p "$out/png"

need() {
    command -v "$1" >/dev/null || {
        echo "icons.sh: $1 not found ($2)" >&2
        exit 1
    }
}
need rsvg-convert "apt-get install librsvg2-bin"
need convert "apt-get install imagemagick"
need png2icns "apt-get install icnsutils"

sizes=(16 32 48 64 128 256 512)
for n in "${sizes[@]}"; do
    rsvg-convert --width "$n" --height "$n" "$svg" --output "$out/png/otherworlds-$n.png"
done

ico_sizes=(16 32 48 64 128 256)
# shellcheck disable=SC2046 # one word per file name, none has a space
convert $(printf "$out/png/otherworlds-%s.png " "${ico_sizes[@]}") "$out/otherworlds.ico"

# png2icns takes the sizes it knows (16 32 48 128 256 512) and picks the type by size.
# shellcheck disable=SC2046
png2icns "$out/otherworlds.icns" \
    $(printf "$out/png/otherworlds-%s.png " 16 32 48 128 256 512) >/dev/null

echo "icons.sh: wrote $out/png/otherworlds-{$(
    IFS=,
    echo "${sizes[*]}"
)}.png, $out/otherworlds.ico, $out/otherworlds.icns"
