#!/usr/bin/env bash
# Builds the AppImage type-2 runtime (the small static program at the start of every
# .AppImage that mounts, or with --appimage-extract-and-run extracts, the squashfs image
# appended to it) from source, for packaging/build.sh (APPIMAGE_RUNTIME=...).
#
# appimagetool is in no package registry this project uses (not in Debian 12, not on
# PyPI or npm as a program), and its releases are downloads from a code host; so the
# runtime is built here from its sources with Debian's libraries, which is all
# appimagetool itself does besides `mksquashfs` and `cat`:
#
#   packaging/linux/appimage-runtime.sh TYPE2_RUNTIME_SRC SQUASHFUSE_SRC OUT
#
# TYPE2_RUNTIME_SRC: a checkout of AppImage/type2-runtime (MIT; tested at caf24f9);
# SQUASHFUSE_SRC: a checkout of vasi/squashfuse at tag 0.5.2 (BSD-2-Clause), the
# version the runtime is written for. Debian packages needed:
#   apt-get install gcc make autoconf automake libtool pkg-config libfuse3-dev \
#       libzstd-dev zlib1g-dev
set -euo pipefail
[ $# = 3 ] || {
    echo "usage: $0 TYPE2_RUNTIME_SRC SQUASHFUSE_SRC OUT" >&2
    exit 2
}
runtime_src=$(readlink -f "$1")
squashfuse_src=$(readlink -f "$2")
out=$(readlink -m "$3")
work=$(mktemp -d -t appimage-runtime-XXXXXX)
trap 'rm -rf "$work"' EXIT

# squashfuse as static libraries (zlib and zstd: what build.sh's mksquashfs uses).
cp -R "$squashfuse_src" "$work/squashfuse"
(
    cd "$work/squashfuse"
    ./autogen.sh >/dev/null 2>&1
    CFLAGS="-ffunction-sections -fdata-sections -Os" ./configure --prefix="$work/prefix" \
        --enable-static --disable-shared --without-xz --without-lzo --without-lz4 >/dev/null
    make -j"$(nproc)" >/dev/null
    make install >/dev/null
    # The runtime includes squashfuse's private headers too.
    install -m 644 ./*.h "$work/prefix/include/squashfuse/"
)

# The runtime, linked statically like the official one (Debian's libfuse3.a, unpatched:
# it finds fusermount3 in /usr/bin or on PATH).
cp -R "$runtime_src/src/runtime" "$work/runtime"
(
    cd "$work/runtime"
    gcc -std=gnu99 -Os -D_FILE_OFFSET_BITS=64 -DGIT_COMMIT="\"$(git -C "$runtime_src" \
        rev-parse --short HEAD 2>/dev/null || echo source)\"" -T data_sections.ld \
        -ffunction-sections -fdata-sections -Wl,--gc-sections -static runtime.c \
        -I"$work/prefix/include/squashfuse" -I"$work/prefix/include" -I/usr/include/fuse3 \
        -L"$work/prefix/lib" -lsquashfuse -lsquashfuse_ll -lzstd -lz -lfuse3 -lpthread -ldl \
        -o runtime 2> >(grep -v "warning: Using 'dlopen'\|in function\|sprintf\|^ *|\|note:" >&2)
    strip --strip-debug --strip-unneeded runtime
    # The AppImage magic ("AI", type 2) at offset 8 of the ELF header, as upstream does.
    printf 'AI\x02' | dd of=runtime bs=1 count=3 seek=8 conv=notrunc 2>/dev/null
)
mkdir -p "$(dirname "$out")"
install -m 755 "$work/runtime/runtime" "$out"
echo "appimage-runtime.sh: wrote $out ($(du -h "$out" | cut -f1))"
