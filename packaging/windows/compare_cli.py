#!/usr/bin/env python3
"""Runs the same command-line jobs with the Linux CLI and the Windows one under Wine and
compares their output byte for byte (check-wine.sh runs it):

    python3 packaging/windows/compare_cli.py LINUX_CLI WINDOWS_CLI_EXE

- perft: every row of tests/data/{two-worlds,fourd,valhalla}.tsv with at most 300,000
  nodes, and the first 30 positions of tests/data/standard-perft.epd at the depths with
  at most 100,000 nodes; each count also checked against the file's; some with
  --divide (one line per root move); perft's timing line on stderr is not compared;
- moves: every variant's start, and after a few moves;
- pgn: tests/data/pgn/games.pgn, named with backslashes for Windows;
- uci: a session per variant (uci, isready, UCI_Variant, a position with moves, go
  depth 5), the info lines without their time, nps and hashfull fields (the clock's).

Exit status 1 and one line per difference if any output differs, 0 otherwise.
"""
import csv
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "tests", "data")
CLOCK = re.compile(r" (time|nps|hashfull) \d+")


def perft_jobs():
    for name in ["two-worlds.tsv", "fourd.tsv", "valhalla.tsv"]:
        with open(os.path.join(DATA, name), encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                if int(row["nodes"]) <= 300_000:
                    args = ["perft", "--variant", row["variant"], "--position", row["position"],
                            "--depth", row["depth"]]
                    yield args, int(row["nodes"])
    with open(os.path.join(DATA, "standard-perft.epd"), encoding="utf-8") as f:
        for line in f.readlines()[:30]:
            fen, *depths = [part.strip() for part in line.split(";")]
            for depth in depths:
                d, nodes = depth[1:].split()
                if int(nodes) <= 100_000:
                    yield ["perft", "--variant", "standard", "--position", fen, "--depth", d], int(nodes)


def divide_jobs():
    yield ["perft", "--variant", "standard", "--depth", "3", "--divide"]
    yield ["perft", "--variant", "two-worlds", "--depth", "2", "--divide"]
    yield ["perft", "--variant", "4d", "--depth", "2", "--divide"]
    yield ["perft", "--variant", "valhalla", "--depth", "1", "--divide"]


def moves_jobs():
    for variant in ["standard", "two-worlds", "4d", "4d-classic", "valhalla"]:
        yield ["moves", "--variant", variant]
    yield ["moves", "--variant", "standard", "--moves", "e2e4", "e7e5", "g1f3"]
    yield ["moves", "--variant", "two-worlds", "--moves", "e2e4", "d7d5", "e4d5"]
    # A move that is not legal: the error line and the exit status must agree too.
    yield ["moves", "--variant", "standard", "--moves", "e2e5"]


def run(cli, args, stdin=None):
    done = subprocess.run(cli + args, input=stdin, capture_output=True, timeout=600)
    return done.returncode, done.stdout, done.stderr


def uci(cli, variant):
    """A UCI session, answered line by line; the clock's fields removed."""
    proc = subprocess.Popen(cli + ["uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1)
    lines = []

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    def until(prefix):
        while True:
            line = proc.stdout.readline()
            if not line:
                raise RuntimeError(f"the engine stopped before {prefix!r}")
            lines.append(CLOCK.sub("", line.rstrip("\n")))
            if line.startswith(prefix):
                return

    try:
        send("uci")
        until("uciok")
        send(f"setoption name UCI_Variant value {variant}")
        send("isready")
        until("readyok")
        send("ucinewgame")
        send("position startpos moves " + {"standard": "e2e4 e7e5", "two-worlds": "e2e4",
                                            "4d": "", "valhalla": ""}[variant])
        send("go depth 5")
        until("bestmove")
        send("quit")
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    return "\n".join(lines)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    linux = [sys.argv[1]]
    windows = ["wine", sys.argv[2]]
    differ = 0
    count = 0

    def compare(what, a, b):
        nonlocal differ, count
        count += 1
        if a != b:
            differ += 1
            print(f"DIFFERS: {what}\n  Linux:   {a!r}\n  Windows: {b!r}"[:2000])

    for args, nodes in perft_jobs():
        # perft's timing line is on stderr: the exit status and stdout are compared.
        a, b = run(linux, args)[:2], run(windows, args)[:2]
        compare(" ".join(args), a, b)
        if a[0] != 0 or a[1].split()[-1:] != [str(nodes).encode()]:
            differ += 1
            print(f"WRONG COUNT: {' '.join(args)}: {a[1]!r}, the file says {nodes}")
    for args in divide_jobs():
        compare(" ".join(args), run(linux, args)[:2], run(windows, args)[:2])
    for args in moves_jobs():
        compare(" ".join(args), run(linux, args), run(windows, args))
    pgn = ["pgn", os.path.join("tests", "data", "pgn", "games.pgn")]
    compare("pgn games.pgn", run(linux, pgn),
            run(windows, ["pgn", "tests\\data\\pgn\\games.pgn"]))
    for variant in ["standard", "two-worlds", "4d", "valhalla"]:
        compare(f"uci {variant}", uci(linux, variant), uci(windows, variant))
    print(f"compare_cli.py: {count - differ} of {count} outputs the same under Wine"
          if not differ else f"compare_cli.py: {differ} differences in {count} jobs")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    os.chdir(ROOT)
    main()
