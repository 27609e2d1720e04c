#!/usr/bin/env python3
"""Compare `otherworlds-cli bench` of several builds in one run (issue 19's speed point).

    python3 tests/tools/benchcmp.py ROUNDS OLD_CLI NEW_CLI [MORE_CLI ...]

Runs each binary's `bench` in turn, ROUNDS times (interleaved, so machine noise falls on
all of them alike), keeps the best Mnodes/s (Valhalla: Mturns/s) of each line per binary,
and prints them with their ratio to the first binary's.
"""
import re
import subprocess
import sys


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    bins = sys.argv[2:]
    best = {b: {} for b in bins}
    order = []
    for _ in range(rounds):
        for b in bins:
            out = subprocess.run([b, "bench"], capture_output=True, text=True, check=True).stdout
            for line in out.splitlines():
                m = re.match(r"(perft|search) (\S+).*?\[(.*)\]", line)
                v = re.search(r"([0-9.]+) M(nodes|turns)/s", line)
                if m and v:
                    key = (m.group(1), m.group(2).rstrip(":"), m.group(3)[:30])
                    if key not in order:
                        order.append(key)
                    best[b][key] = max(best[b].get(key, 0.0), float(v.group(1)))
    print("line".ljust(64), *[b.split("/")[-1][:12].rjust(12) for b in bins])
    for key in order:
        base = best[bins[0]].get(key, 0.0)
        cells = []
        for b in bins:
            x = best[b].get(key, 0.0)
            cells.append(f"{x:6.2f} {x / base if base else 0:4.2f}".rjust(12))
        print(" ".join(key).ljust(64), *cells)


if __name__ == "__main__":
    main()
