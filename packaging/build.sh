#!/usr/bin/env bash
# Builds every package this (Linux x86_64) machine can build, into target/packages/:
#   otherworlds_<version>-1_amd64.deb            (cargo-deb)
#   Otherworlds-<version>-x86_64.AppImage        (only if an AppImage runtime is given,
#                                                 see below)
#   Otherworlds-<version>-x86_64.AppDir.tar.gz   (always: the same AppDir, extract and
#                                                 run ./Otherworlds.AppDir/AppRun)
# after checking the desktop entry, the AppStream metainfo, the MIME type and the
# licences (cargo deny). The Windows and macOS packages are built on those systems:
# packaging/README.md says how.
#
# Usage: packaging/build.sh [--no-build]   (--no-build: reuse target/dist/otherworlds)
# Environment: APPIMAGE_RUNTIME=/path/to/runtime-x86_64, an AppImage type-2 runtime
# (default: target/appimage/runtime-x86_64, which packaging/linux/appimage-runtime.sh
# builds from source), to also write the .AppImage; mksquashfs (Debian: squashfs-tools)
# is then needed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=target/packages
build=1
[ "${1:-}" = "--no-build" ] && build=0

say() { printf 'build.sh: %s\n' "$*"; }
need() {
    command -v "$1" >/dev/null || {
        say "$1 is missing: $2" >&2
        exit 1
    }
}
need cargo "install Rust (rustup)"
need dpkg-deb "apt-get install dpkg"
cargo deb --version >/dev/null 2>&1 || {
    say "cargo-deb is missing: cargo install --locked cargo-deb" >&2
    exit 1
}

version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
id=io.github.otherworlds_chess.Otherworlds
linux=packaging/linux
mkdir -p "$out"

# 1. The metadata files, checked with the freedesktop tools where they are installed.
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$linux/$id.desktop"
    say "desktop entry valid"
else
    say "desktop-file-validate not found (apt-get install desktop-file-utils): not checked"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$linux/$id.metainfo.xml" >/dev/null
    say "AppStream metainfo valid"
else
    say "appstreamcli not found (apt-get install appstream): not checked"
fi
python3 -c 'import sys, xml.dom.minidom as m; m.parse(sys.argv[1])' "$linux/otherworlds-mime.xml"
if cargo deny --version >/dev/null 2>&1; then
    cargo deny --log-level error check licenses
    say "licences allowed (cargo deny check licenses)"
else
    say "cargo-deny not found (cargo install --locked cargo-deny): licences not checked"
fi

# 2. The binary, with the users' profile (Cargo.toml [profile.dist]).
if [ "$build" = 1 ]; then
    cargo build --locked --profile dist -p otherworlds --bin otherworlds
fi
bin=target/dist/otherworlds
[ -x "$bin" ] || {
    say "$bin is missing: run without --no-build" >&2
    exit 1
}
"$bin" --version

# 3. The .deb: cargo-deb reads app/Cargo.toml [package.metadata.deb].
cargo deb -p otherworlds --profile dist --no-build --output "$out/"
deb=$(ls -t "$out"/otherworlds_"$version"-*_amd64.deb | head -1)
say "wrote $deb ($(du -h "$deb" | cut -f1))"

# 4. The AppDir (the layout an AppImage mounts), its tarball, and the AppImage.
appdir=target/appimage/Otherworlds.AppDir
rm -rf "$appdir"
mkdir -p "$appdir/usr/bin" "$appdir/usr/share/applications" "$appdir/usr/share/metainfo" \
    "$appdir/usr/share/mime/packages" "$appdir/usr/share/doc/otherworlds"
install -m 755 "$bin" "$appdir/usr/bin/otherworlds"
install -m 755 "$linux/AppRun" "$appdir/AppRun"
install -m 644 "$linux/$id.desktop" "$appdir/$id.desktop"
install -m 644 "$linux/$id.desktop" "$appdir/usr/share/applications/$id.desktop"
install -m 644 "$linux/$id.metainfo.xml" "$appdir/usr/share/metainfo/$id.appdata.xml"
install -m 644 "$linux/otherworlds-mime.xml" "$appdir/usr/share/mime/packages/otherworlds.xml"
install -m 644 assets/icon/png/otherworlds-256.png "$appdir/$id.png"
ln -s "$id.png" "$appdir/.DirIcon"
for n in 16 32 48 64 128 256 512; do
    mkdir -p "$appdir/usr/share/icons/hicolor/${n}x$n/apps"
    install -m 644 "assets/icon/png/otherworlds-$n.png" \
        "$appdir/usr/share/icons/hicolor/${n}x$n/apps/$id.png"
done
install -m 644 README.md LICENSE-MIT LICENSE-APACHE assets/THIRD-PARTY.md \
    "$appdir/usr/share/doc/otherworlds/"
tarball="$out/Otherworlds-$version-x86_64.AppDir.tar.gz"
tar -C target/appimage -czf "$tarball" Otherworlds.AppDir
say "wrote $tarball ($(du -h "$tarball" | cut -f1)): tar xzf it, then ./Otherworlds.AppDir/AppRun"

runtime=${APPIMAGE_RUNTIME:-target/appimage/runtime-x86_64}
if [ -f "$runtime" ]; then
    need mksquashfs "apt-get install squashfs-tools"
    image="$out/Otherworlds-$version-x86_64.AppImage"
    squash=target/appimage/Otherworlds.squashfs
    rm -f "$squash"
    mksquashfs "$appdir" "$squash" -root-owned -noappend -comp zstd -quiet >/dev/null
    cat "$runtime" "$squash" >"$image"
    chmod 755 "$image"
    say "wrote $image ($(du -h "$image" | cut -f1))"
else
    say "no AppImage runtime at $runtime (packaging/linux/appimage-runtime.sh builds one):"
    say "the AppDir tarball stands in for the AppImage"
fi
# 5. The Windows/macOS configuration (packaging/Packager.toml), checked as far as Linux
# allows: cargo-packager reads it and lays out the macOS .app with its Info.plist (the
# .owgame document type, the icon) around the Linux binary, in target/packager-check/.
# That bundle is a check, not a package; NSIS needs plugins cargo-packager downloads,
# and a .dmg needs macOS (packaging/README.md).
if cargo packager --version >/dev/null 2>&1; then
    check=target/packager-check
    rm -rf "$check"
    mkdir -p "$check"
    sed -e '/^beforePackagingCommand/d' -e "s#\"\.\./#\"$root/#g" \
        -e "s#^outDir = .*#outDir = \"$root/$check\"#" packaging/Packager.toml >"$check/check.toml"
    cargo packager -q -c "$check/check.toml" --formats app
    plist="$check/Otherworlds.app/Contents/Info.plist"
    grep -q "<string>owgame</string>" "$plist" && grep -q "otherworlds.icns" "$plist"
    say "Packager.toml read; the macOS .app layout and Info.plist check out ($check)"
else
    say "cargo-packager not found (cargo install --locked cargo-packager): Packager.toml not checked"
fi
say "done: $(cd "$root/$out" && ls | tr '\n' ' ')"
