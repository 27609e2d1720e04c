#!/usr/bin/env python3
"""The app's memory and CPU with big inputs, in a real window (issue 41, point 5).

    python3 tests/tools/appload41.py APP --display :N [--games 100000]

Needs an X server at DISPLAY (`Xvfb :7 -screen 0 1600x1000x24 &`) and xdotool
(`apt-get install -y xvfb xdotool`). Each case starts APP with its own fresh data and
config folders, waits until its memory stops growing, and reads the peak resident set
(VmHWM in /proc/PID/status); each pairs a big input with a small one, the yardstick in
the same run:

- game list: APP FILE.pgn, FILE of --games games with the Seven Tag Roster, four more
  tags and 7 moves, about 270 bytes a game (the list window opens), against a file of 10 such games;
- profile page: a profiles.json whose one profile has --games history entries,
  the Profiles window opened (Ctrl+Shift+U, then Enter on the focused profile), against a
  profile of 100 entries. Then the CPU time (user + system, /proc/PID/stat) the app
  takes idle for 5 s, and per frame while the pointer moves over the page (40 moves,
  each a repaint), and for a sort (a click on the page's first column header, found as
  the script clicks where the Date header is drawn at the window's size 1024x700, see
  --header).

Prints one line per case and input, and the ratio of the big input's figure to the
small one's. Exits 1 if the big game list holds more than 400 MiB or the big profile
page takes more than 10 times the small one's CPU a frame.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

TICKS = os.sysconf("SC_CLK_TCK")
GAME = (
    '[Event "Casual"]\n[Site "Here"]\n[Date "2026.12.05"]\n[Round "{i}"]\n'
    '[White "Ada Lovelace"]\n[Black "Bo Jackson"]\n[Result "*"]\n[WhiteElo "1500"]\n'
    '[BlackElo "1500"]\n[ECO "C70"]\n[TimeControl "300+3"]\n\n'
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *\n\n"
)


def pgn(path, n):
    with open(path, "w") as f:
        for i in range(n):
            f.write(GAME.format(i=i))


def profiles(path, n):
    games = [
        {
            "family": "standard",
            "played": "2026-%02d-%02dT%02d:%02d:00Z" % (1 + i % 12, 1 + i % 28, i % 24, i % 60),
            "opponent": "Level %d" % (1 + i % 8),
            "result": ["1-0", "0-1", "1/2-1/2"][i % 3],
            "rated": True,
            "variant": "standard",
            "colour": ["white", "black"][i % 2],
            "reason": "checkmate",
            "rating_before": 1500 + i % 400,
            "rating_after": 1500 + (i + 7) % 400,
            "deviation_after": 60.0,
        }
        for i in range(n)
    ]
    rating = {"rating": 1600, "deviation": 60, "volatility": 0.06, "games": n}
    book = {
        "version": 1,
        "profiles": [
            {
                "name": "Ada",
                "created": "2026-01-01T00:00:00Z",
                "ratings": {"standard": rating},
                "games": games,
            }
        ],
    }
    with open(path, "w") as f:
        json.dump(book, f, separators=(",", ":"))


def status(pid, key):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024
    return 0.0


def cpu(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def settle(pid, limit=120.0):
    """Waits until the resident set has not grown for 3 s (at most `limit`)."""
    start = time.monotonic()
    last, still = -1.0, time.monotonic()
    while time.monotonic() - start < limit:
        rss = status(pid, "VmRSS")
        if rss > last + 1.0:
            last, still = rss, time.monotonic()
        elif time.monotonic() - still > 3.0:
            return
        time.sleep(0.25)


def xdo(*args):
    subprocess.run(["xdotool", *args], check=False, capture_output=True)


class App:
    def __init__(self, app, args, display):
        self.dir = tempfile.mkdtemp(prefix="appload41-")
        self.env = dict(os.environ, DISPLAY=display, HOME=self.dir)
        self.env["XDG_DATA_HOME"] = os.path.join(self.dir, "data")
        self.env["XDG_CONFIG_HOME"] = os.path.join(self.dir, "config")
        os.makedirs(os.path.join(self.dir, "data", "otherworlds"))
        self.app, self.args, self.proc = app, args, None

    def data(self, name):
        return os.path.join(self.dir, "data", "otherworlds", name)

    def start(self):
        self.proc = subprocess.Popen(
            [self.app, *self.args], env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        for _ in range(200):
            out = subprocess.run(
                ["xdotool", "search", "--pid", str(self.proc.pid), "--name", "Otherworlds"],
                env=self.env, capture_output=True, text=True,
            ).stdout.split()
            if out:
                self.window = out[0]
                break
            time.sleep(0.1)
        else:
            raise SystemExit("the window did not open")
        for args in (("windowsize", self.window, "1024", "700"), ("windowmove", self.window, "0", "0")):
            subprocess.run(["xdotool", *args], env=self.env, check=False)
        subprocess.run(
            ["xdotool", "windowfocus", "--sync", self.window],
            env=self.env, check=False, stderr=subprocess.DEVNULL,
        )
        settle(self.proc.pid)

    def key(self, *keys):
        subprocess.run(["xdotool", "key", *keys], env=self.env, check=False)
        time.sleep(0.3)

    def move(self, x, y):
        subprocess.run(["xdotool", "mousemove", str(x), str(y)], env=self.env, check=False)

    def click(self, x, y):
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], env=self.env, check=False)

    def stop(self):
        if self.proc:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.dir, ignore_errors=True)


def game_list(app, display, n):
    folder = tempfile.mkdtemp(prefix="appload41-pgn-")
    path = os.path.join(folder, f"games{n}.pgn")
    pgn(path, n)
    a = App(app, [path], display)
    try:
        a.start()
        return status(a.proc.pid, "VmHWM"), os.path.getsize(path) / 2**20
    finally:
        a.stop()
        shutil.rmtree(folder, ignore_errors=True)


def profile_page(app, display, n, header):
    a = App(app, [], display)
    try:
        profiles(a.data("profiles.json"), n)
        a.start()
        # A fresh data folder is a first start: the New game dialog greets the
        # newcomer (issue 42, point 19) and holds the window's shortcuts until closed.
        a.key("Escape")
        a.key("ctrl+shift+u")
        time.sleep(2)
        a.key("Return")  # the profile's button has the focus
        settle(a.proc.pid)
        pid = a.proc.pid
        before = cpu(pid)
        time.sleep(5)
        idle = cpu(pid) - before
        before = cpu(pid)
        for i in range(40):
            a.move(300 + (i % 2) * 200, 400 + (i % 5) * 20)
            time.sleep(0.15)
        time.sleep(1.0)
        frame = (cpu(pid) - before) / 40
        before = cpu(pid)
        a.click(*header)
        time.sleep(3)
        sort = cpu(pid) - before
        return status(pid, "VmHWM"), idle, frame, sort
    finally:
        a.stop()


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("app")
    p.add_argument("--display", default=os.environ.get("DISPLAY", ":7"))
    p.add_argument("--games", type=int, default=100_000)
    p.add_argument("--header", default="178,394", help="x,y of the table's Date header")
    args = p.parse_args()
    header = tuple(int(v) for v in args.header.split(","))
    failed = False
    small, small_mb = game_list(args.app, args.display, 10)
    big, big_mb = game_list(args.app, args.display, args.games)
    print(f"game list, 10 games ({small_mb:.2f} MB): peak {small:.0f} MiB")
    print(f"game list, {args.games} games ({big_mb:.1f} MB): peak {big:.0f} MiB ({big / small:.2f}x)")
    if big > 400:
        failed = True
    s = profile_page(args.app, args.display, 100, header)
    b = profile_page(args.app, args.display, args.games, header)
    for n, (peak, idle, frame, sort) in ((100, s), (args.games, b)):
        print(
            f"profile page, {n} games: peak {peak:.0f} MiB, idle {idle:.2f} s CPU in 5 s, "
            f"{frame * 1000:.1f} ms CPU a frame, sort {sort:.2f} s CPU"
        )
    ratio = b[2] / s[2] if s[2] > 0 else float("inf")
    print(f"profile page: a frame of {args.games} games takes {ratio:.2f}x the CPU of 100 games'")
    if ratio > 10:
        failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
