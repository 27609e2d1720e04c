#!/usr/bin/env python3
"""Time to first frame of the real window: starts BINARY under an X server (DISPLAY,
e.g. Xvfb) and watches, from outside, until the window named "Otherworlds" shows a
drawn frame (a pixel in the middle of the board is no longer the empty window's
black). Prints each binary's runs and median, in milliseconds.

    pip install python-xlib
    Xvfb :15 -screen 0 1600x1000x24 &
    DISPLAY=:15 python3 packaging/startup_time.py target/release/otherworlds target/dist/otherworlds 10

Several binaries take turns run by run (a busy machine slows them alike).
Each run gets the same fresh HOME (the first run writes the settings, every later run
reads them like a user's start). Polling costs about a millisecond, so the figure is
good to a few milliseconds.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

from Xlib import X, display

TIMEOUT = 30.0


def find_window(d, name):
    def walk(w):
        try:
            if w.get_wm_name() == name:
                return w
            for child in w.query_tree().children:
                found = walk(child)
                if found:
                    return found
        except Exception:  # a window that vanished while we looked
            return None
        return None

    return walk(d.screen().root)


def drawn(window):
    """Whether the window shows a frame: its middle pixel is not black."""
    try:
        geometry = window.get_geometry()
        image = window.get_image(geometry.width // 2, geometry.height // 2, 1, 1,
                                 X.ZPixmap, 0xFFFFFFFF)
    except Exception:
        return False
    return any(image.data[:3])


def one_run(d, binary, home):
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/.config",
               XDG_DATA_HOME=f"{home}/.local/share")
    start = time.perf_counter()
    process = subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        window = None
        while time.perf_counter() - start < TIMEOUT:
            if process.poll() is not None:
                sys.exit(f"startup_time.py: {binary} exited with {process.returncode}")
            window = window or find_window(d, "Otherworlds")
            if window is not None and drawn(window):
                return (time.perf_counter() - start) * 1000.0
            time.sleep(0.001)
        sys.exit("startup_time.py: no frame within 30 s")
    finally:
        process.terminate()
        process.wait()


def main():
    args = sys.argv[1:]
    runs = int(args.pop()) if args and args[-1].isdigit() else 10
    if not args:
        sys.exit("usage: startup_time.py BINARY [BINARY...] [RUNS]")
    # One connection for every run: an Xvfb whose last client leaves resets itself.
    d = display.Display()
    times = {binary: [] for binary in args}
    with tempfile.TemporaryDirectory(prefix="ow-startup-") as home:
        one_run(d, args[0], home)  # writes the settings; not counted
        # Several binaries take turns, so that a busy machine slows them alike.
        for _ in range(runs):
            for binary in args:
                times[binary].append(one_run(d, binary, home))
    d.close()
    for binary, ts in times.items():
        print(f"{binary}: median {statistics.median(ts):.0f} ms, min {min(ts):.0f}, "
              f"max {max(ts):.0f} ({len(ts)} runs: {' '.join(f'{t:.0f}' for t in ts)})")


if __name__ == "__main__":
    main()
