#!/usr/bin/env python3
"""Checks a macOS bundle made by make-app.sh: the layout Finder and Launch Services
need, and its Info.plist (parsed with plistlib) with the keys a Mac app needs, the
application id, the version and the document types of saved games and PGN files.

    python3 packaging/macos/check-bundle.py Otherworlds.app VERSION

Prints one line per problem and exits 1 if there is any.
"""
import os
import plistlib
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def app_id():
    """The application id as the app itself names it (app/src/files/mod.rs)."""
    with open(os.path.join(ROOT, "app", "src", "files", "mod.rs"), encoding="utf-8") as f:
        return re.search(r'pub const APP_ID: &str = "([^"]+)";', f.read()).group(1)


def problems(app, version):
    contents = os.path.join(app, "Contents")
    try:
        with open(os.path.join(contents, "Info.plist"), "rb") as f:
            plist = plistlib.load(f)
    except (OSError, plistlib.InvalidFileException) as e:
        yield f"Info.plist: {e}"
        return
    for key in ["CFBundleExecutable", "CFBundleIdentifier", "CFBundleName",
                "CFBundlePackageType", "CFBundleShortVersionString", "CFBundleVersion",
                "CFBundleInfoDictionaryVersion", "CFBundleIconFile",
                "LSMinimumSystemVersion", "NSHighResolutionCapable",
                "CFBundleDocumentTypes", "UTExportedTypeDeclarations"]:
        if key not in plist:
            yield f"Info.plist has no {key}"
    ident = app_id()
    if plist.get("CFBundleIdentifier") != ident:
        yield f"CFBundleIdentifier is {plist.get('CFBundleIdentifier')!r}, not {ident!r}"
    if plist.get("CFBundlePackageType") != "APPL":
        yield "CFBundlePackageType is not APPL"
    for key in ["CFBundleShortVersionString", "CFBundleVersion"]:
        if plist.get(key) != version:
            yield f"{key} is {plist.get(key)!r}, not {version!r}"
    exe = os.path.join(contents, "MacOS", plist.get("CFBundleExecutable", "?"))
    if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
        yield f"no executable {exe}"
    icon = os.path.join(contents, "Resources", plist.get("CFBundleIconFile", "?"))
    if not os.path.isfile(icon):
        yield f"no icon {icon}"
    else:
        with open(icon, "rb") as f:
            if f.read(4) != b"icns":
                yield f"{icon} is not an .icns file"
    # Saved games: an exported type with the .owgame extension and the MIME type of
    # packaging/linux/otherworlds-mime.xml, which a document type of the app owns.
    exported = {t.get("UTTypeIdentifier"): t for t in plist.get("UTExportedTypeDeclarations", [])}
    game = exported.get(f"{ident}.game")
    if game is None:
        yield f"no exported type {ident}.game"
    else:
        tags = game.get("UTTypeTagSpecification", {})
        if tags.get("public.filename-extension") != ["owgame"]:
            yield "the saved-game type does not name the owgame extension"
        if tags.get("public.mime-type") != "application/x-otherworlds-game":
            yield "the saved-game type has not the MIME type application/x-otherworlds-game"
    handled = {}
    for doc in plist.get("CFBundleDocumentTypes", []):
        for uti in doc.get("LSItemContentTypes", []):
            handled[uti] = doc
    if handled.get(f"{ident}.game", {}).get("LSHandlerRank") != "Owner":
        yield "no document type owns saved games"
    imported = {t.get("UTTypeIdentifier"): t for t in plist.get("UTImportedTypeDeclarations", [])}
    pgn = [u for u, t in imported.items()
           if "pgn" in t.get("UTTypeTagSpecification", {}).get("public.filename-extension", [])]
    if not pgn or pgn[0] not in handled:
        yield "no document type for .pgn files"
    pkginfo = os.path.join(contents, "PkgInfo")
    if not os.path.isfile(pkginfo) or open(pkginfo, "rb").read() != b"APPL????":
        yield "PkgInfo is not APPL????"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    found = list(problems(sys.argv[1], sys.argv[2]))
    for line in found:
        print(f"check-bundle.py: {line}")
    if found:
        sys.exit(1)
    print(f"check-bundle.py: {sys.argv[1]} checks out (layout, Info.plist, document types)")


if __name__ == "__main__":
    main()
