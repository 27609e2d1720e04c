#!/usr/bin/env python3
"""Whether two builds search node for node the same (a speed change must not change the tree).

    python3 tests/tools/nodecmp.py OLD_CLI NEW_CLI

Runs the same fixed-depth searches (`otherworlds-cli bestmove --depth`, one thread) with
both binaries: standard chess from the start, a middlegame, Kiwipete, the bench's rook
endgame and a pawn endgame, and Two Worlds, Valhalla and 4D from their starts. Compares
the last iteration's node count and score and the best move, prints one line per search
and exits 1 if any differs (2 if a binary fails).
"""
import re
import subprocess
import sys

SEARCHES = [
    ("standard", 12, None),
    ("standard", 13, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"),
    ("standard", 12, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    ("standard", 18, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    ("standard", 14, "8/5pk1/6p1/1p5p/1P2P2P/5PK1/8/8 w - - 0 1"),
    ("two-worlds", 10, None),
    ("valhalla", 11, None),
    ("valhalla:inverted", 10,
     "7k/7p/8/3n4/1B6/8/7P/3R3K w - - 0 20 | 1nbk1bn1/1p1pp1p1/8/8/8/8/P7/4K3 b - - 0 20"),
    ("4d", 6, None),
]


def run(binary, variant, depth, position):
    args = [binary, "bestmove", "--variant", variant, "--depth", str(depth)]
    if position:
        args += ["--position", position]
    out = subprocess.run(args, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{binary} {' '.join(args[1:])}: exit {out.returncode}\n{out.stderr}")
    last = [l for l in out.stdout.splitlines() if l.startswith(f"info depth {depth} ")]
    best = [l for l in out.stdout.splitlines() if l.startswith("bestmove ")]
    if not last or not best:
        sys.exit(f"{binary} {' '.join(args[1:])}: no depth {depth} line or no bestmove")
    nodes = re.search(r" nodes (\d+)", last[-1]).group(1)
    score = re.search(r" score (\S+ -?\d+)", last[-1]).group(1)
    return nodes, score, best[-1].split(" ", 1)[1]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    old, new = sys.argv[1:]
    differ = 0
    for variant, depth, position in SEARCHES:
        a = run(old, variant, depth, position)
        b = run(new, variant, depth, position)
        same = a == b
        differ += not same
        where = position[:40] if position else "start"
        print(f"{'same' if same else 'DIFFERS':8} {variant} depth {depth} {where}: "
              f"nodes {a[0]} / {b[0]}, score {a[1]} / {b[1]}, best {a[2]} / {b[2]}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
