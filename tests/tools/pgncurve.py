#!/usr/bin/env python3
"""Time and peak memory of `otherworlds-cli pgn` as a PGN file grows (issue 41, point 4-5).

    python3 tests/tools/pgncurve.py CLI [--sizes 25000,50000,...] [--kinds variations,tags,games]

Writes, for each size n, three files in a temporary folder and reads each with
`CLI pgn FILE` (the output thrown away):

- variations: one game, `1. e4 ` then n flat variations `(1. d4) `, then `e5 *`;
- tags: one game of n tag pairs `[Tn "v"]`, then `1. e4 *`;
- games: n games of `[Event "g"]` and `1. e4 e5 *`.

Prints one line per file: kind, n, file size, CPU seconds (user + system, the fewest of
--runs runs: on a shared machine other programs' load stretches the wall time, which is
printed too, far more than the CPU time), wall seconds (the fastest run), peak resident memory (MiB, the largest
`ru_maxrss` of the runs, each child's own, from wait4), and the CPU time's ratio to
the previous size. Exits 1 if a doubling of n takes more than 2.3 times as long (a reader
linear in its input takes 2x plus noise; a quadratic one 4x), 2 if a run fails.
Times under 0.05 s are too small to compare and are not judged.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

SIZES = [25_000, 50_000, 100_000, 200_000, 400_000]
KINDS = ["variations", "tags", "games"]
MAX_RATIO = 2.3
MIN_JUDGED_SECONDS = 0.05


def text(kind, n):
    if kind == "variations":
        return "1. e4 " + "(1. d4) " * n + "e5 *\n"
    if kind == "tags":
        return "".join(f'[T{i} "v"]\n' for i in range(n)) + "\n1. e4 *\n"
    if kind == "games":
        return '[Event "g"]\n\n1. e4 e5 *\n\n' * n
    raise ValueError(kind)


def measure(cli, path):
    """(CPU seconds, peak RSS in MiB, exit status, wall seconds) of `cli pgn path`."""
    start = time.monotonic()
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen([cli, "pgn", path], stdout=null, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.monotonic() - start
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        print(f"  exit {code}: {err.strip()[:300]}", file=sys.stderr)
    # ru_maxrss is in KiB on Linux.
    cpu = usage.ru_utime + usage.ru_stime
    return cpu, usage.ru_maxrss / 1024, code, seconds


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cli")
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)))
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--runs", type=int, default=3,
                    help="runs of each file; the fastest time and the largest memory count")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    kinds = args.kinds.split(",")
    worst = 0
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'kind':<11}{'n':>8}{'MB':>8}{'cpu s':>9}{'wall s':>9}{'MiB':>9}{'ratio':>8}")
        for kind in kinds:
            last = None
            for n in sizes:
                path = os.path.join(tmp, f"{kind}-{n}.pgn")
                with open(path, "w") as f:
                    f.write(text(kind, n))
                mb = os.path.getsize(path) / 1e6
                runs = [measure(args.cli, path) for _ in range(max(1, args.runs))]
                seconds = min(r[0] for r in runs)
                wall = min(r[3] for r in runs)
                mib = max(r[1] for r in runs)
                code = max((r[2] for r in runs), key=abs)
                os.remove(path)
                ratio = ""
                if last is not None and last >= MIN_JUDGED_SECONDS:
                    r = seconds / last
                    ratio = f"{r:.2f}"
                    if r > MAX_RATIO:
                        ratio += " !"
                        worst = max(worst, 1)
                if code != 0:
                    worst = 2
                print(f"{kind:<11}{n:>8}{mb:>8.2f}{seconds:>9.3f}{wall:>9.3f}{mib:>9.1f}{ratio:>8}",
                      flush=True)
                last = seconds
    sys.exit(worst)


if __name__ == "__main__":
    main()
