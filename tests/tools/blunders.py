#!/usr/bin/env python3
"""Where side A lost its games: the moves that cost it most by Stockfish's judgement.

    python3 tests/tools/blunders.py [--nodes N] [--engine PATH] LOG...

LOG is the output of `uci-match … --moves` (each game's result line, then its moves). For
every game A lost or drew, each position of the game is scored by the engine (Debian's
Stockfish by default) at N nodes (default 60000), and A's three moves that lowered the
score most (from A's view, scores clipped to ±1000 cp, a mate counting 10000 less its
distance) are printed with the ply they were played at and the score before and after:
whether games are lost in the opening, the middlegame or the ending, by one blunder or
by many small steps.
"""
import argparse
import re
import subprocess
import sys


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("isready")
        self.wait("readyok")

    def send(self, command):
        self.p.stdin.write(command + "\n")

    def wait(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("the engine ended")
            if line.startswith(prefix):
                return line

    def white_score(self, moves, nodes):
        """The score of the position after `moves`, in centipawns from White's view."""
        self.send("position startpos moves " + " ".join(moves))
        self.send(f"go nodes {nodes}")
        last = ("cp", 0)
        while True:
            line = self.wait("")
            m = re.search(r" score (cp|mate) (-?\d+)", line)
            if line.startswith("info") and m:
                last = (m.group(1), int(m.group(2)))
            if line.startswith("bestmove"):
                break
        kind, value = last
        own = value if kind == "cp" else (10000 - abs(value)) * (1 if value > 0 else -1)
        return own if len(moves) % 2 == 0 else -own


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nodes", type=int, default=60000)
    ap.add_argument("--engine", default="/usr/games/stockfish")
    ap.add_argument("logs", nargs="+")
    args = ap.parse_args()
    engine = Engine(args.engine)
    clip = lambda x: max(-1000, min(1000, x))
    for log in args.logs:
        lines = open(log, encoding="utf-8").read().splitlines()
        for i, line in enumerate(lines):
            m = re.match(r"game (\d+) A=(white|black) (\S+) (.*)", line)
            if not m or i + 1 >= len(lines) or not lines[i + 1].strip().startswith("moves"):
                continue
            game, side, result, how = m.groups()
            won = result != "1/2-1/2" and (result == "1-0") == (side == "white")
            if won:
                continue
            moves = lines[i + 1].split()[1:]
            sign = 1 if side == "white" else -1
            scores = [sign * engine.white_score(moves[:k], args.nodes)
                      for k in range(len(moves) + 1)]
            # A's moves: the even plies (from 0) for White, the odd ones for Black; the
            # first two plies are the match's random opening.
            first = 2 if side == "white" else 3
            drops = sorted(((clip(scores[k]) - clip(scores[k + 1]), k + 1, scores[k], scores[k + 1])
                            for k in range(first, len(moves), 2)), reverse=True)[:3]
            print(f"{log} game {game} A={side} {result} {how}: " + "; ".join(
                f"ply {k} {before} -> {after} ({drop} lost)" for drop, k, before, after in drops),
                flush=True)


if __name__ == "__main__":
    main()
