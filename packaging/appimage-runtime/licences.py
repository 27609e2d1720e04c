#!/usr/bin/env python3
"""Writes the licences of the crates built into the AppImage runtime (the program in
front of the AppImage's image, README.md), for the AppImage's documents:

    python3 packaging/appimage-runtime/licences.py OUT.md

Every crate the runtime links on its target (cargo metadata, normal dependencies, no
build or dev ones) with its licence expression, then each distinct licence text of
their packages once, naming the crates that carry it.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|COPYRIGHT|NOTICE|UNLICENSE)", re.I)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    meta = json.loads(subprocess.run(
        ["cargo", "metadata", "--locked", "--format-version", "1",
         "--filter-platform", "x86_64-unknown-linux-musl",
         "--manifest-path", os.path.join(HERE, "Cargo.toml")],
        check=True, capture_output=True, text=True).stdout)
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    root = meta["resolve"]["root"]
    # Follow normal dependencies only: proc macros and build scripts do not ship.
    seen, todo = set(), [root]
    while todo:
        node = nodes[todo.pop()]
        for dep in node["deps"]:
            if any(k["kind"] is None for k in dep["dep_kinds"]) and dep["pkg"] not in seen:
                if packages[dep["pkg"]]["targets"][0]["kind"] == ["proc-macro"]:
                    continue
                seen.add(dep["pkg"])
                todo.append(dep["pkg"])
    crates = sorted((packages[i] for i in seen), key=lambda p: (p["name"], p["version"]))
    texts = {}
    for p in crates:
        folder = os.path.dirname(p["manifest_path"])
        for name in sorted(os.listdir(folder)):
            if LICENCE_FILE.match(name) and os.path.isfile(os.path.join(folder, name)):
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
                    texts.setdefault(f.read().strip(), []).append(f"{p['name']} {p['version']}")
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write("# The AppImage runtime's crates\n\n"
                  "The program in front of the AppImage's image (it extracts the image and\n"
                  "runs the app) is built from these crates:\n\n")
        for p in crates:
            out.write(f"- {p['name']} {p['version']}: {p['license']}\n")
        out.write("\n## Licence texts\n")
        for text, names in texts.items():
            out.write(f"\n### {', '.join(names)}\n\n```\n{text}\n```\n")
    print(f"licences.py: {len(crates)} crates, {len(texts)} licence texts into {sys.argv[1]}")


if __name__ == "__main__":
    main()
