#!/usr/bin/env python3
"""Writes assets/THIRD-PARTY.md: every crate that ships in Otherworlds with its licence,
the bundled fonts, and the licence texts (each distinct text once, with the crates whose
packages carry it). The About window shows the file; the .deb and the AppDir install it.

Which crates ship is cargo-deny's answer (`cargo deny list`, with deny.toml's targets
and `exclude-dev = true`: dev-dependencies such as shakmaty never ship); each crate's
licence expression and folder come from `cargo metadata`.

    python3 packaging/licences.py          # writes the file
    python3 packaging/licences.py --check  # fails if the file is not up to date (CI)
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "THIRD-PARTY.md")
OURS = {"otherworlds", "otherworlds-core", "otherworlds-tests"}
LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|COPYRIGHT|NOTICE|UNLICENSE)", re.I)
FONTS = [
    (
        "DejaVu Sans, symbols subset (assets/fonts/DejaVuSans-Symbols.ttf)",
        "Bitstream Vera licence; DejaVu changes in the public domain",
        "assets/fonts/LICENSE-DejaVu.txt",
    ),
    (
        "Noto Sans Symbols 2, subset (assets/fonts/NotoSansSymbols2-Subset.ttf)",
        "OFL-1.1",
        "assets/fonts/OFL-NotoSansSymbols2.txt",
    ),
    (
        "Noto Emoji, monochrome, subset (assets/fonts/NotoEmoji-Subset.ttf)",
        "OFL-1.1",
        "assets/fonts/OFL-NotoEmoji.txt",
    ),
    (
        "Noto Sans CJK JP, subset (assets/fonts/NotoSansCJKjp-Subset.otf)",
        "OFL-1.1",
        "assets/fonts/OFL-NotoSansCJK.txt",
    ),
]


def run(*args):
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"licences.py: {' '.join(args)} failed:\n{done.stderr}")
    return done.stdout


def shipped_crates():
    """(name, version) of every crate cargo-deny's graph holds, ours left out."""
    listing = json.loads(run("cargo", "deny", "--log-level", "error", "list",
                             "--format", "json", "--layout", "crate"))
    crates = set()
    for key in listing:
        name, version = key.split(" ")[:2]
        if name not in OURS:
            crates.add((name, version))
    return crates


def read_text(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read().replace("\r\n", "\n").replace("\t", "    ")
    return "\n".join(line.rstrip() for line in text.strip("\n").split("\n"))


def apache_key(text):
    """For an Apache-2.0 text: its terms without layout (copies differ in spaces and
    in whether the appendix is kept) and the copyright line filled into its appendix,
    if any; (None, None) for any other text."""
    if "Apache License" not in text[:600] or "END OF TERMS AND CONDITIONS" not in text:
        return None, None
    terms, _, appendix = text.partition("END OF TERMS AND CONDITIONS")
    key = "apache-2.0:" + " ".join(re.sub(r"[^a-z0-9]+", " ", terms.lower()).split())
    filled = [line.strip() for line in appendix.split("\n")
              if line.strip().lower().startswith("copyright") and "[" not in line and "{" not in line]
    return key, "; ".join(filled) or None


def main():
    crates = shipped_crates()
    meta = json.loads(run("cargo", "metadata", "--format-version", "1", "--locked"))
    packages = {(p["name"], p["version"]): p for p in meta["packages"]}
    version = next(p["version"] for p in meta["packages"] if p["name"] == "otherworlds")

    rows = []
    texts = {}  # comparison key -> [text, crates carrying it]
    notices = []  # copyright lines filled into an Apache appendix
    for name, ver in sorted(crates):
        package = packages.get((name, ver))
        if package is None:
            sys.exit(f"licences.py: {name} {ver} is not in cargo metadata")
        expr = package.get("license") or "see its licence file"
        rows.append(f"{name} {ver}: {expr}")
        folder = os.path.dirname(package["manifest_path"])
        files = sorted(f for f in os.listdir(folder)
                       if LICENCE_FILE.match(f) and os.path.isfile(os.path.join(folder, f)))
        if package.get("license_file"):
            files.append(os.path.relpath(os.path.join(folder, package["license_file"]), folder))
        for f in dict.fromkeys(files):
            # A GPL text is an alternative cargo-deny did not take (self_cell is
            # "Apache-2.0 OR GPL-2.0-only"): nothing under the GPL ships.
            if "GPL" in f.upper():
                continue
            text = read_text(os.path.join(folder, f))
            key, notice = apache_key(text)
            if notice:
                notices.append(f"{name} {ver}: {notice}")
            entry = texts.setdefault(key or text, [text, []])
            entry[1].append(f"{name} {ver}")

    lines = [
        "# Third-party software in Otherworlds",
        "",
        f"Otherworlds {version} (MIT OR Apache-2.0) ships {len(rows)} Rust crates and the",
        "fonts below, each under its own licence; the licence texts follow, each once.",
        "(Generated by packaging/licences.py from `cargo deny list`; CI checks it.)",
        "",
        "## Crates",
        "",
    ]
    lines += rows
    lines += ["", "## Fonts", ""]
    for what, licence, _ in FONTS:
        lines.append(f"{what}: {licence}")
    lines.append("egui's default fonts (epaint_default_fonts, above): Ubuntu Light "
                 "(Ubuntu Font Licence 1.0), Hack (MIT and Bitstream Vera), Noto Emoji "
                 "and emoji-icon-font (OFL-1.1)")
    lines += ["", "## Licence texts", ""]
    for what, _, path in FONTS:
        lines += [f"### {what}", "", read_text(os.path.join(ROOT, path)), ""]
    for text, owners in sorted(texts.values(), key=lambda t: t[1][0]):
        lines += [f"### {', '.join(owners)}", "", text, ""]
    if notices:
        lines += ["### Copyright notices in the Apache-2.0 appendices", ""] + notices + [""]
    content = "\n".join(lines).rstrip("\n") + "\n"

    if "--check" in sys.argv[1:]:
        try:
            current = open(OUT, encoding="utf-8").read()
        except FileNotFoundError:
            current = ""
        if current != content:
            sys.exit("licences.py: assets/THIRD-PARTY.md is out of date (a dependency "
                     "changed): run `python3 packaging/licences.py` and commit it")
        print(f"licences.py: assets/THIRD-PARTY.md is current ({len(rows)} crates)")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(content)
    print(f"licences.py: wrote assets/THIRD-PARTY.md ({len(rows)} crates, "
          f"{len(texts)} distinct licence texts, {len(content) // 1024} KiB)")


if __name__ == "__main__":
    main()
