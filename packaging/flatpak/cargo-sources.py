#!/usr/bin/env python3
"""Writes the Flatpak sources of every crate in Cargo.lock (cargo-sources.json, beside
the manifest), so that flatpak-builder builds offline, as Flathub's builders do.

    python3 packaging/flatpak/cargo-sources.py DL OUT.json

DL is the registry's download address (the `dl` of its index's config.json: the
public registry's for Flathub; packaging/build.sh passes the one cargo uses here). Each
crate becomes an archive source with the checksum Cargo.lock gives, unpacked into
cargo/vendor/NAME-VERSION with the .cargo-checksum.json cargo wants of a vendored
crate; a cargo config replaces the registry by that folder. Git dependencies are not
supported (Cargo.lock has none; the script stops if one appears).
"""
import json
import sys
import tomllib


def url(dl, name, version):
    # Cargo's rule for the `dl` template (cargo's registry documentation): markers
    # are replaced, and a template without one gets /{crate}/{version}/download.
    markers = ("{crate}", "{version}", "{prefix}", "{lowerprefix}", "{sha256-checksum}")
    if not any(m in dl for m in markers):
        return f"{dl}/{name}/{version}/download"
    return dl.replace("{crate}", name).replace("{version}", version)


def sources(lock, dl):
    out = []
    for package in lock["package"]:
        source = package.get("source")
        if source is None:
            continue  # a crate of this workspace
        if not source.startswith("registry+"):
            sys.exit(f"cargo-sources.py: {package['name']} comes from {source}: not supported")
        name, version, checksum = package["name"], package["version"], package["checksum"]
        dest = f"cargo/vendor/{name}-{version}"
        out.append({
            "type": "archive",
            "archive-type": "tar-gzip",
            "url": url(dl, name, version),
            "sha256": checksum,
            "dest": dest,
        })
        out.append({
            "type": "inline",
            "contents": json.dumps({"package": checksum, "files": {}}),
            "dest": dest,
            "dest-filename": ".cargo-checksum.json",
        })
    out.append({
        "type": "inline",
        "contents": "[source.vendored-sources]\ndirectory = \"cargo/vendor\"\n\n"
                    "[source.crates-io]\nreplace-with = \"vendored-sources\"\n",
        "dest": "cargo",
        "dest-filename": "config.toml",
    })
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    dl, out = sys.argv[1].rstrip("/"), sys.argv[2]
    with open("Cargo.lock", "rb") as f:
        lock = tomllib.load(f)
    found = sources(lock, dl)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(found, f, indent=1)
        f.write("\n")
    print(f"cargo-sources.py: {(len(found) - 1) // 2} crates into {out}")


if __name__ == "__main__":
    main()
