#!/usr/bin/env bash
# Builds every package this (Linux x86_64) machine can build, into target/packages/:
#
#   otherworlds_<version>-1_amd64.deb                 Debian, Ubuntu (cargo-deb)
#   Otherworlds-<version>-x86_64.AppImage             any Linux (runtime: see step 4)
#   Otherworlds-<version>-x86_64.AppDir.tar.gz        the same files, to extract and run
#   Otherworlds-<version>-windows-x86_64-setup.exe    Windows installer (NSIS)
#   Otherworlds-<version>-windows-x86_64.zip          Windows, portable
#
# The Linux binaries are linked against glibc 2.28 (cargo-zigbuild), so they run on
# Debian 10, Ubuntu 20.04, RHEL 8 and newer; the script fails if one needs more. It
# checks the desktop entry, the AppStream metainfo, the MIME type, the licences (when
# cargo-deny is installed), the macOS bundle's layout and Info.plist (made around the
# Linux binary: the Mac's own is built on a Mac, packaging/macos/make-app.sh) and the
# Flatpak manifest as far as it can offline. On a fresh machine it first installs what it
# needs (apt-get, pip into target/tools/venv, cargo install, rustup target add).
#
# Usage: packaging/build.sh [all|tools|linux|windows|macos|flatpak] [--no-build]
#   all (the default): tools, then linux, windows, macos, flatpak
#   --no-build: reuse the binaries built before (target/<triple>/dist/)
# Times and sizes: packaging/README.md. Then packaging/windows/check-wine.sh runs the
# Windows packages under Wine.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=target/packages
step=all
build=1
for arg in "$@"; do
    case "$arg" in
        --no-build) build=0 ;;
        all | tools | linux | windows | macos | flatpak) step=$arg ;;
        *) echo "usage: $0 [all|tools|linux|windows|macos|flatpak] [--no-build]" >&2; exit 2 ;;
    esac
done

say() { printf 'build.sh: %s\n' "$*"; }
fail() { say "$*" >&2; exit 1; }
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
id=$(sed -n 's/^pub const APP_ID: &str = "\(.*\)";/\1/p' app/src/files/mod.rs)
[ -n "$id" ] || fail "no APP_ID in app/src/files/mod.rs"
linux=packaging/linux
linux_target=x86_64-unknown-linux-gnu
glibc=2.28
windows_target=x86_64-pc-windows-gnu
mkdir -p "$out"

# The versions of the tools installed from crates.io and PyPI (the ones measured here).
zigbuild_version=0.24.1
deb_version=3.8.0
zig_version=0.17.1
venv=target/tools/venv

# 0. The tools. apt-get for Debian's packages (root, or sudo), pip into a virtual
# environment of our own (nothing in the system's Python), cargo install, rustup.
tools() {
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    local debs=() c
    for c in dpkg-deb:dpkg-dev dpkg-shlibdeps:dpkg-dev objdump:binutils \
        desktop-file-validate:desktop-file-utils appstreamcli:appstream \
        mksquashfs:squashfs-tools x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64 \
        x86_64-w64-mingw32-windres:binutils-mingw-w64-x86-64 makensis:nsis zip:zip \
        flatpak-builder:flatpak-builder; do
        command -v "${c%%:*}" >/dev/null || debs+=("${c#*:}")
    done
    python3 -c 'import venv, ensurepip' 2>/dev/null || debs+=(python3-venv)
    if [ ${#debs[@]} -gt 0 ]; then
        say "installing ${debs[*]} (apt-get)"
        $sudo apt-get update -q
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${debs[@]}"
    fi
    if ! "$venv/bin/python3" -m ziglang version >/dev/null 2>&1; then
        say "installing zig $zig_version (pip, into $venv)"
        python3 -m venv "$venv"
        "$venv/bin/python3" -m pip install -q "ziglang==$zig_version"
    fi
    cargo zigbuild --help >/dev/null 2>&1 || cargo install --locked "cargo-zigbuild@$zigbuild_version"
    cargo deb --version >/dev/null 2>&1 || cargo install --locked "cargo-deb@$deb_version"
    rustup target list --installed | grep -cx "$windows_target" >/dev/null || rustup target add "$windows_target"
    rustup target list --installed | grep -cx x86_64-unknown-linux-musl >/dev/null ||
        rustup target add x86_64-unknown-linux-musl
}

# The highest GLIBC_ symbol version a binary needs ("" for none).
glibc_needed() {
    objdump -T "$1" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1
}
check_glibc() {
    local needed
    needed=$(glibc_needed "$1")
    if [ -n "$needed" ] && [ "$(printf '%s\n%s\n' "$needed" "$glibc" | sort -V | tail -1)" != "$glibc" ]; then
        fail "$1 needs glibc $needed, more than $glibc"
    fi
    say "$1 needs glibc ${needed:-(none)} (at most $glibc)"
}

# 1. Linux: the app and the command-line tool against glibc 2.28, the .deb, the AppDir,
# the AppImage.
linux() {
    command -v desktop-file-validate >/dev/null || fail "desktop-file-utils missing: build.sh tools"
    desktop-file-validate "$linux/$id.desktop"
    say "desktop entry valid"
    appstreamcli validate --no-net "$linux/$id.metainfo.xml" >/dev/null
    say "AppStream metainfo valid"
    python3 -c 'import sys, xml.dom.minidom as m; m.parse(sys.argv[1])' "$linux/otherworlds-mime.xml"
    if cargo deny --version >/dev/null 2>&1; then
        cargo deny --log-level error check licenses
        say "licences allowed (cargo deny check licenses)"
    else
        say "cargo-deny not installed (cargo install --locked cargo-deny): licences not checked here (CI does)"
    fi

    if [ "$build" = 1 ]; then
        # Separate builds: the core's `cli` feature must not reach the app's binary.
        PATH="$root/$venv/bin:$PATH" cargo zigbuild --locked --profile dist \
            --target "$linux_target.$glibc" -p otherworlds-core --bin otherworlds-cli
        PATH="$root/$venv/bin:$PATH" cargo zigbuild --locked --profile dist \
            --target "$linux_target.$glibc" -p otherworlds --bin otherworlds
    fi
    local bin=target/$linux_target/dist/otherworlds
    [ -x "$bin" ] || fail "$bin is missing: run without --no-build"
    "$bin" --version
    check_glibc "$bin"
    check_glibc "target/$linux_target/dist/otherworlds-cli"

    # The .deb: cargo-deb reads app/Cargo.toml [package.metadata.deb]; its `$auto`
    # Depends come from dpkg-shlibdeps, so libc6's version is the binary's own need.
    cargo deb -p otherworlds --profile dist --target "$linux_target" --no-build --output "$out/"
    local deb
    deb=$(ls -t "$out"/otherworlds_"$version"-*_amd64.deb | head -1)
    say "wrote $deb ($(du -h "$deb" | cut -f1)): Depends $(dpkg-deb -f "$deb" Depends | cut -d, -f1-2)"

    # The AppDir (the layout an AppImage mounts), its tarball, and the AppImage.
    local appdir=target/appimage/Otherworlds.AppDir n
    rm -rf "$appdir"
    mkdir -p "$appdir/usr/bin" "$appdir/usr/share/applications" "$appdir/usr/share/metainfo" \
        "$appdir/usr/share/mime/packages" "$appdir/usr/share/doc/otherworlds"
    install -m 755 "$bin" "$appdir/usr/bin/otherworlds"
    install -m 755 "$linux/AppRun" "$appdir/AppRun"
    install -m 644 "$linux/$id.desktop" "$appdir/$id.desktop"
    install -m 644 "$linux/$id.desktop" "$appdir/usr/share/applications/$id.desktop"
    install -m 644 "$linux/$id.metainfo.xml" "$appdir/usr/share/metainfo/$id.appdata.xml"
    install -m 644 "$linux/otherworlds-mime.xml" "$appdir/usr/share/mime/packages/$id.xml"
    install -m 644 assets/icon/png/otherworlds-256.png "$appdir/$id.png"
    ln -s "$id.png" "$appdir/.DirIcon"
    for n in 16 32 48 64 128 256 512; do
        mkdir -p "$appdir/usr/share/icons/hicolor/${n}x$n/apps"
        install -m 644 "assets/icon/png/otherworlds-$n.png" \
            "$appdir/usr/share/icons/hicolor/${n}x$n/apps/$id.png"
    done
    install -m 644 README.md LICENSE-MIT LICENSE-APACHE assets/THIRD-PARTY.md \
        "$appdir/usr/share/doc/otherworlds/"
    local tarball="$out/Otherworlds-$version-x86_64.AppDir.tar.gz"
    tar -C target/appimage -czf "$tarball" Otherworlds.AppDir
    say "wrote $tarball ($(du -h "$tarball" | cut -f1)): tar xzf it, then ./Otherworlds.AppDir/AppRun"

    # The AppImage's runtime: APPIMAGE_RUNTIME if given, else our own
    # (packaging/appimage-runtime/: static, extracts the image and runs it), whose
    # crates' licences go into the image's documents.
    local runtime=${APPIMAGE_RUNTIME:-}
    if [ -z "$runtime" ]; then
        local built=target/appimage-runtime/x86_64-unknown-linux-musl/release/otherworlds-appimage-runtime
        if [ "$build" = 1 ] || [ ! -x "$built" ]; then
            cargo build --locked --release --manifest-path packaging/appimage-runtime/Cargo.toml \
                --target x86_64-unknown-linux-musl --target-dir target/appimage-runtime
        fi
        runtime=target/appimage/runtime-x86_64
        cp "$built" "$runtime"
        # The AppImage magic: "AI" and type 2 at offset 8 of the ELF header.
        printf 'AI\x02' | dd of="$runtime" bs=1 count=3 seek=8 conv=notrunc 2>/dev/null
        python3 packaging/appimage-runtime/licences.py \
            "$appdir/usr/share/doc/otherworlds/APPIMAGE-RUNTIME-LICENCES.md"
    fi
    local image="$out/Otherworlds-$version-x86_64.AppImage" squash=target/appimage/Otherworlds.squashfs
    rm -f "$squash"
    # gzip: what every squashfs reader reads (the runtime's included).
    mksquashfs "$appdir" "$squash" -root-owned -noappend -comp gzip -quiet >/dev/null
    cat "$runtime" "$squash" >"$image"
    chmod 755 "$image"
    "$image" --version >/dev/null || fail "$image --version failed"
    say "wrote $image ($(du -h "$image" | cut -f1))"
}

# 2. Windows: the app (GUI program, icon and version resource) and the command-line
# tool, the portable .zip and the NSIS installer.
windows() {
    if [ "$build" = 1 ]; then
        cargo build --locked --profile dist --target "$windows_target" -p otherworlds --bin otherworlds
        cargo build --locked --profile dist --target "$windows_target" -p otherworlds-core --bin otherworlds-cli
    fi
    local dist=target/$windows_target/dist exe
    exe=$dist/otherworlds.exe
    [ -f "$exe" ] || fail "$exe is missing: run without --no-build"
    # No console window: the PE subsystem is 2 (Windows GUI); the CLI stays a console one.
    x86_64-w64-mingw32-objdump -p "$exe" | grep -c '^Subsystem.*(Windows GUI)' >/dev/null ||
        fail "$exe is not a GUI program"
    x86_64-w64-mingw32-objdump -h "$exe" | grep -c ' \.rsrc ' >/dev/null || fail "$exe has no resource section"
    say "$exe: Windows GUI program with a resource section (icon, version)"

    local stage=target/windows/Otherworlds
    rm -rf "$stage"
    mkdir -p "$stage"
    install -m 644 "$exe" "$dist/otherworlds-cli.exe" "$stage/"
    install -m 644 README.md assets/THIRD-PARTY.md "$stage/"
    # .txt: Notepad opens them on a double-click.
    install -m 644 LICENSE-MIT "$stage/LICENSE-MIT.txt"
    install -m 644 LICENSE-APACHE "$stage/LICENSE-APACHE.txt"

    local zipfile="$root/$out/Otherworlds-$version-windows-x86_64.zip"
    rm -f "$zipfile"
    (cd target/windows && zip -q -9 -r "$zipfile" Otherworlds)
    say "wrote $out/$(basename "$zipfile") ($(du -h "$zipfile" | cut -f1))"

    local setup="$out/Otherworlds-$version-windows-x86_64-setup.exe"
    makensis -V2 -DVERSION="$version" -DSTAGE="$root/$stage" -DOUTFILE="$root/$setup" \
        packaging/windows/otherworlds.nsi
    say "wrote $setup ($(du -h "$setup" | cut -f1))"
}

# 3. macOS: the bundle's layout and Info.plist around the Linux binary (a check, not
# a package: the .app and .dmg are made on a Mac by the same script).
macos() {
    local bin=target/$linux_target/dist/otherworlds
    [ -x "$bin" ] || bin=/bin/true
    packaging/macos/make-app.sh --binary "$bin" --out target/macos-check
}

# 4. Flatpak: the manifest as flatpak-builder reads it, and its crate sources written
# from Cargo.lock (the download address is the one cargo uses on this machine; for
# Flathub, the public registry's). Building it needs the Freedesktop runtime, which
# comes from Flathub's repository: not from here.
flatpak() {
    local manifest=packaging/flatpak/$id.yml dl
    dl=$(python3 -c 'import glob, json, os
found = glob.glob(os.path.expanduser("~/.cargo/registry/index/*/config.json"))
print(json.load(open(found[0]))["dl"] if found else "")')
    [ -n "$dl" ] || fail "no registry index config under ~/.cargo/registry/index"
    mkdir -p target/flatpak
    python3 packaging/flatpak/cargo-sources.py "$dl" target/flatpak/cargo-sources.json
    if command -v flatpak-builder >/dev/null; then
        # Read beside its sources file, two folders below the sources as in packaging/
        # (`path: ../..`), and there flatpak-builder's state folder stays in target/.
        cp "$manifest" target/flatpak/
        (cd target/flatpak && flatpak-builder --show-manifest "$id.yml" >manifest.json) ||
            fail "flatpak-builder cannot read $manifest"
        python3 - target/flatpak/manifest.json "$id" <<'EOF'
import json, sys
m = json.load(open(sys.argv[1]))
assert m["id"] == sys.argv[2], m["id"]
assert m["command"] == "otherworlds"
crates = [s for s in m["modules"][0]["sources"] if s.get("type") == "archive"]
assert crates and all(len(s["sha256"]) == 64 for s in crates)
print(f"build.sh: flatpak manifest read by flatpak-builder: {len(crates)} crates, finish-args {' '.join(m['finish-args'])}")
EOF
    else
        say "flatpak-builder not installed: the manifest was not read"
    fi
}

# Each step with its wall time (packaging/README.md lists them).
timed() {
    local start=$SECONDS
    "$1"
    say "step $1 took $((SECONDS - start)) s"
}
case "$step" in
    all)
        timed tools
        timed linux
        timed windows
        timed macos
        timed flatpak
        ;;
    *) timed "$step" ;;
esac
say "done: $(cd "$root/$out" && ls | tr '\n' ' ')"
