#!/usr/bin/env bash
# Assembles Otherworlds.app (and on macOS Otherworlds-<version>-macos-<arch>.dmg):
#
#   packaging/macos/make-app.sh [--target TRIPLE] [--binary FILE] [--out DIR]
#
# On a Mac with Rust: builds `cargo build --profile dist --target TRIPLE` (default: the
# host's; aarch64-apple-darwin for Apple silicon, x86_64-apple-darwin for Intel, after
# `rustup target add`), lays out the bundle, checks it (check-bundle.py) and packs the
# .dmg with hdiutil (part of macOS). Unsigned: sign it with `codesign --deep -s IDENTITY`
# and notarise it with `xcrun notarytool` to hand it to others without Gatekeeper's
# warning (packaging/README.md).
#
# Elsewhere (packaging/build.sh on Linux): `--binary FILE` puts any binary in place of
# the Mac one, so that the bundle's layout and Info.plist are built and checked; no
# .dmg is made (hdiutil is macOS's).
set -euo pipefail
cd "$(dirname "$0")/../.."
target=""
binary=""
out=target/packages
while [ $# -gt 0 ]; do
    case "$1" in
        --target) target=$2; shift 2 ;;
        --binary) binary=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        *) echo "usage: $0 [--target TRIPLE] [--binary FILE] [--out DIR]" >&2; exit 2 ;;
    esac
done
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
if [ -z "$binary" ]; then
    [ "$(uname)" = Darwin ] || { echo "make-app.sh: not a Mac: give --binary FILE" >&2; exit 1; }
    args=(--locked --profile dist -p otherworlds --bin otherworlds)
    [ -n "$target" ] && args+=(--target "$target")
    cargo build "${args[@]}"
    binary=target/${target:+$target/}dist/otherworlds
fi
arch=${target%%-*}
[ -n "$arch" ] || arch=$(uname -m)

app="$out/Otherworlds.app"
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
install -m 755 "$binary" "$app/Contents/MacOS/otherworlds"
install -m 644 assets/icon/otherworlds.icns "$app/Contents/Resources/otherworlds.icns"
sed "s/@VERSION@/$version/g" packaging/macos/Info.plist.in >"$app/Contents/Info.plist"
printf 'APPL????' >"$app/Contents/PkgInfo"
for doc in README.md LICENSE-MIT LICENSE-APACHE assets/THIRD-PARTY.md; do
    install -m 644 "$doc" "$app/Contents/Resources/"
done
python3 packaging/macos/check-bundle.py "$app" "$version"

if [ "$(uname)" = Darwin ]; then
    dmg="$out/Otherworlds-$version-macos-$arch.dmg"
    stage=$(mktemp -d)
    cp -R "$app" "$stage/"
    ln -s /Applications "$stage/Applications"
    rm -f "$dmg"
    hdiutil create -volname Otherworlds -srcfolder "$stage" -ov -format UDZO "$dmg"
    rm -rf "$stage"
    echo "make-app.sh: wrote $dmg"
fi
