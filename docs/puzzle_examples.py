"""Chooses five example puzzles per family from assets/puzzles/*.tsv and draws each with
`otherworlds diagram` into docs/screenshots/puzzles-<family>-<n>.png; prints a Markdown
table (diagram, id, themes, rating, solution) for docs/puzzles.md.

The five, in order: the longest mate; the family's own motif (standard: a promotion;
Two Worlds: a ghost; 4D: a move along z or w; Valhalla: a transfer that wins); the
longest line without a mate; the highest rated; a sacrifice (else a fork, else the
lowest rated one-move puzzle). A puzzle is taken once."""
import subprocess
import sys

FAMILIES = ["standard", "two-worlds", "4d", "valhalla"]
MOTIF = {"standard": "promotion", "two-worlds": "ghost", "4d": "alongZW", "valhalla": "transfer"}


def read(family):
    out = []
    for line in open(f"assets/puzzles/{family}.tsv", encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        pid, variant, rating, _dev, themes, position, moves, _source = line.rstrip("\n").split("\t")
        out.append(dict(id=pid, variant=variant, rating=int(rating), themes=themes.split(","),
                        position=position, line=moves.split(" ")))
    return out


def mate_length(p):
    for n in range(4, 0, -1):
        if f"mateIn{n}" in p["themes"]:
            return n
    return 0


def choose(family, puzzles):
    chosen = []

    def take(candidates):
        for p in candidates:
            if p not in chosen:
                chosen.append(p)
                return

    take(sorted((p for p in puzzles if mate_length(p)), key=lambda p: (-mate_length(p), p["id"])))
    take(sorted((p for p in puzzles if MOTIF[family] in p["themes"]), key=lambda p: (-len(p["line"]), p["id"])))
    take(sorted((p for p in puzzles if not mate_length(p)), key=lambda p: (-len(p["line"]), p["id"])))
    take(sorted(puzzles, key=lambda p: (-p["rating"], p["id"])))
    take(sorted((p for p in puzzles if "sacrifice" in p["themes"]), key=lambda p: p["id"])
         + sorted((p for p in puzzles if "fork" in p["themes"]), key=lambda p: p["id"])
         + sorted((p for p in puzzles if len(p["line"]) == 1), key=lambda p: (p["rating"], p["id"])))
    return chosen


def side(p):
    # The side to move: the second field of standard's and 4D's strings; in Two Worlds
    # and Valhalla too (Valhalla: board 1's, which is the turn's).
    return p["position"].split(" ")[1]


def main():
    app = sys.argv[1]
    for family in FAMILIES:
        print(f"\n{family}\n\n| diagram | puzzle | themes | rating | solution |\n|---|---|---|---|---|")
        for n, p in enumerate(choose(family, read(family)), 1):
            black = side(p) == "b"
            to_move = "Black" if black else "White"
            caption = f"{p['id']} ({p['variant']}): {to_move} to move"
            out = f"docs/screenshots/puzzles-{family}-{n}.png"
            cmd = [app, "diagram", "--variant", p["variant"], "--position", p["position"],
                   "--caption", caption, "--size", "640", "-o", out]
            if black:
                cmd.append("--flip")
            subprocess.run(cmd, check=True)
            print(f"| [{n}](screenshots/puzzles-{family}-{n}.png) | `{p['id']}` | {', '.join(p['themes'])} "
                  f"| {p['rating']} | `{' '.join(p['line'])}` |")


main()
