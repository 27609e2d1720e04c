#!/usr/bin/env python3
"""Balanced test openings for engine matches (`cli-match --openings FILE`).

    python3 tests/tools/openings.py --cli BIN --variant 4d --count 60 --plies 4 \
        --depth 9 --max-cp 100 --seed 1 --out tests/data/openings/4d.txt

Each opening is `--plies` seeded random legal turns from the start position (the
turns listed by `BIN moves`, one picked by Python's `random` seeded with `--seed`),
kept only when `BIN bestmove --depth D` scores it within `--max-cp` centipawns and
finds no mate (a depth-5 search first drops those beyond three times that): a
fixed-depth search, so the same binary gives the same file. One
opening a line (its turns space-separated), after a comment header that gives the
command. Why: in 4D the start is a mate in 4 for White, and openings balanced by a
150 k-node search were often lost for one side a few plies deeper (docs/engine.md,
*4D's test openings*); a match from them measures the colour, not the engines.
"""
import argparse
import random
import re
import subprocess
import sys


def legal_turns(cli, variant, turns):
    place = ["--moves", *turns] if turns else []
    out = subprocess.run([cli, "moves", "--variant", variant] + place,
                         capture_output=True, text=True, check=True).stdout
    return [line.strip() for line in out.splitlines() if line.strip()]


def score(cli, variant, turns, depth):
    """The last reported score: ('cp', n) or ('mate', n), from the side to move."""
    out = subprocess.run(
        [cli, "bestmove", "--variant", variant, "--moves", " ".join(turns),
         "--depth", str(depth)],
        capture_output=True, text=True, check=True).stdout
    found = re.findall(r"score (cp|mate) (-?\d+)", out)
    if not found:
        sys.exit(f"no score in the search of '{' '.join(turns)}':\n{out}")
    kind, value = found[-1]
    return kind, int(value)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cli", required=True)
    ap.add_argument("--variant", required=True)
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--plies", type=int, default=4)
    ap.add_argument("--depth", type=int, default=9)
    ap.add_argument("--max-cp", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    kept, seen, tried = [], set(), 0
    while len(kept) < args.count:
        turns = []
        for _ in range(args.plies):
            moves = legal_turns(args.cli, args.variant, turns)
            if not moves:
                break
            turns.append(rng.choice(moves))
        tried += 1
        key = " ".join(turns)
        if len(turns) < args.plies or key in seen:
            continue
        if not legal_turns(args.cli, args.variant, turns):  # the game is over
            continue
        seen.add(key)
        # A shallow search first: most random openings are far from level.
        kind, value = score(args.cli, args.variant, turns, min(5, args.depth))
        if kind != "cp" or abs(value) > 3 * args.max_cp:
            continue
        kind, value = score(args.cli, args.variant, turns, args.depth)
        if kind == "cp" and abs(value) <= args.max_cp:
            kept.append(key)
            print(f"{len(kept)}/{args.count} ({tried} tried): {key} cp {value}",
                  file=sys.stderr)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(f"# {args.variant} test openings: {args.count} of {tried} tried\n")
        f.write("# python3 tests/tools/openings.py --cli BIN --variant "
                f"{args.variant} --count {args.count} --plies {args.plies} "
                f"--depth {args.depth} --max-cp {args.max_cp} --seed {args.seed}\n")
        for line in kept:
            f.write(line + "\n")


if __name__ == "__main__":
    main()
