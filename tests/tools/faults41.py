#!/usr/bin/env python3
"""Issue 41's fault classes, run against built binaries; one row a class.

    python3 tests/tools/faults41.py --cli CLI [--app APP --display :N] [--only CLASS,...]

Each class is a list of tries. A try is judged from outside, as a user would see it:

- clean error: the program refused the input or the file with a message and an exit
  status of 1 (a command), or the window opened and stayed open (the app: a start that
  says what it did with the file is clean);
- panic: exit status 101, or "panicked" on stderr;
- hang: still running at the class's time limit (killed then);
- data lost: what the class keeps (the file as it was, the device or pipe at the output
  path, the readyok/bestmove answers) is gone or changed;
- worst memory: the largest peak resident set (ru_maxrss) of a try, in MiB.

Classes: settings (the app: eframe's app.ron with a bad zoom, window or file; needs
--app and an X display, e.g. `Xvfb :47 &`), pgn (`CLI pgn` and `review --pgn` on
endless and huge inputs), diagram (`APP diagram -o` at paths that are not regular
files; needs --app), uci (bytes that are not UTF-8, absurd limits with the input
closed).
"""
import argparse
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time


class Row:
    def __init__(self, name):
        self.name = name
        self.tries = self.clean = self.panics = self.hangs = self.lost = 0
        self.worst = 0.0
        self.notes = []

    def add(self, clean, panic=False, hang=False, lost=False, mib=0.0, note=None):
        self.tries += 1
        self.clean += bool(clean and not panic and not hang and not lost)
        self.panics += bool(panic)
        self.hangs += bool(hang)
        self.lost += bool(lost)
        self.worst = max(self.worst, mib)
        if note:
            self.notes.append(note)


# Every try runs under this address-space cap, so that a reader that grows without
# bound (an old build on /dev/zero reached 23.8 GB) fails its try instead of the machine.
MEMORY_CAP = 4 << 30


def capped():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run(args, stdin=None, timeout=60, env=None, input_bytes=None):
    """(exit code or None if it hung, stdout, stderr, the process)."""
    proc = subprocess.Popen(
        args,
        stdin=subprocess.PIPE if input_bytes is not None else (stdin or subprocess.DEVNULL),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,
        preexec_fn=capped,
    )
    try:
        out, err = proc.communicate(input=input_bytes, timeout=timeout)
        hung = False
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        hung = True
    # ru_maxrss of the children waited for so far: the largest, so read per try below.
    code = None if hung else proc.returncode
    return code, out, err, proc


def peak_mib(args, timeout, input_bytes=None, env=None):
    """Runs `args` under /usr/bin/time -f %M; (code, out, err, MiB)."""
    code, out, err, _ = run(["/usr/bin/time", "-f", "MAXRSS %M"] + args, timeout=timeout,
                            input_bytes=input_bytes, env=env)
    text = err.decode(errors="replace")
    mib = 0.0
    for line in text.splitlines():
        if line.startswith("MAXRSS "):
            mib = int(line.split()[1]) / 1024
    # /usr/bin/time reports a child killed by a signal as "Command terminated by signal".
    return code, out, text, mib


def panicked(code, err):
    return code == 101 or "panicked" in err


# --- pgn ---------------------------------------------------------------------------

def pgn_class(cli, tmp):
    row = Row("pgn: endless and huge inputs (`pgn`, `review --pgn`)")
    big_vars = os.path.join(tmp, "vars4mb.pgn")
    with open(big_vars, "w") as f:
        f.write("1. e4 " + "(1. d4) " * 500_000 + "e5 *\n")
    games = os.path.join(tmp, "games100k.pgn")
    with open(games, "w") as f:
        game = ('[Event "e"]\n[Site "s"]\n[Date "2026.01.01"]\n[Round "1"]\n'
                '[White "w"]\n[Black "b"]\n[Result "*"]\n\n'
                '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 *\n\n')
        f.write(game * 100_000)
    # An endless game: a comment that never closes, from a pipe.
    endless = ["sh", "-c", f"yes aaaaaaaaaaaaaaa | (printf '1. e4 {{'; cat) | '{cli}' pgn /dev/stdin"]
    for args, limit in [
        ([cli, "pgn", "/dev/zero"], 120),
        ([cli, "pgn", "/dev/urandom"], 120),
        ([cli, "review", "--pgn", "/dev/zero"], 120),
        (endless, 120),
        ([cli, "pgn", big_vars], 120),
        ([cli, "pgn", games], 120),
    ]:
        start = time.monotonic()
        code, out, err, mib = peak_mib(args, limit)
        took = time.monotonic() - start
        hang = code is None
        capped_out = any(w in err for w in ("memory allocation", "Cannot allocate",
                                             "out of memory")) or (
            code is not None and code < 0) or code == 134
        name = "endless comment from a pipe" if args is endless else \
            " ".join(os.path.basename(a) for a in args[1:])
        why = err.strip().splitlines()
        why = [l for l in why
               if not l.startswith(("MAXRSS", "Command exited"))][-1:] or [""]
        row.add(clean=code in (0, 1) and not capped_out, panic=panicked(code, err), hang=hang,
                lost=capped_out, mib=mib,
                note=f"{name}: exit {code}, {took:.1f} s, {mib:.0f} MiB"
                     + (" (the 4 GiB cap)" if capped_out else "") + f"; {why[0][:110]}")
    return row


# --- uci ---------------------------------------------------------------------------

def uci_class(cli):
    row = Row("uci: bytes that are not UTF-8, absurd limits, the input closed")
    for data, want in [
        (b"uci\n\xff\nisready\n", [b"uciok", b"readyok"]),
        (b"uci\nsetoption name UCI_Variant value \xe4\nisready\n", [b"readyok"]),
        (b"uci\n" + b"x" * (2 << 20) + b"\nisready\n", [b"readyok"]),
    ]:
        code, out, err, mib = peak_mib([cli, "uci"], 30, input_bytes=data)
        lost = any(w not in out for w in want)
        row.add(clean=code == 0, panic=panicked(code, err), hang=code is None, lost=lost,
                mib=mib, note=f"{data[:40]!r}...: exit {code}, answered {not lost}")
    for go in ["go depth 1000000", "go nodes 18446744073709551615",
               "go movetime 18446744073709551615", "go infinite"]:
        start = time.monotonic()
        code, out, err, mib = peak_mib([cli, "uci"], 60,
                                       input_bytes=f"position startpos\n{go}\n".encode())
        took = time.monotonic() - start
        lost = b"bestmove" not in out
        row.add(clean=code == 0, panic=panicked(code, err), hang=code is None, lost=lost,
                mib=mib, note=f"{go} then EOF: exit {code} after {took:.1f} s")
    return row


# --- diagram -----------------------------------------------------------------------

def diagram_class(app, tmp):
    row = Row("diagram -o: paths that are not regular files")
    folder = os.path.join(tmp, "diagram")
    os.makedirs(folder)
    cases = []
    fifo = os.path.join(folder, "pipe.svg")
    os.mkfifo(fifo)
    cases.append((fifo, lambda p: os.path.exists(p) and
                  os.stat(p, follow_symlinks=False).st_mode & 0o170000 == 0o010000))
    real = os.path.join(folder, "real.svg")
    with open(real, "w") as f:
        f.write("old")
    link = os.path.join(folder, "link.svg")
    os.symlink(real, link)
    cases.append((link, lambda p: os.path.islink(p)))
    null = os.path.join(folder, "null.svg")
    os.symlink("/dev/null", null)
    cases.append((null, lambda p: os.path.islink(p)))
    dangling = os.path.join(folder, "dangling.svg")
    os.symlink(os.path.join(folder, "gone.svg"), dangling)
    cases.append((dangling, lambda p: os.path.islink(p)))
    sub = os.path.join(folder, "dir.svg")
    os.mkdir(sub)
    cases.append((sub, lambda p: os.path.isdir(p)))
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    for path, kept in cases:
        code, out, err, mib = peak_mib([app, "diagram", "--variant", "standard", "-o", path],
                                       60, env=env)
        # A link to a regular file is followed: exit 0 and the link kept is clean there.
        ok = code == 0 if path == link else code == 1
        lost = not kept(path) or not os.path.exists("/dev/null")
        row.add(clean=ok, panic=panicked(code, err), hang=code is None, lost=lost, mib=mib,
                note=f"{os.path.basename(path)}: exit {code}, kept {not lost}")
    return row


# --- settings (the app) ------------------------------------------------------------

RON_WINDOW = ("(normal_geometry: (outer_position_pixels: Some((x: 10.0, y: 20.0)), "
              "scale_factor: 1.0, inner_size_points: (x: 1100.0, y: 760.0)), "
              "fullscreen: false, maximized: false)")


def app_ron(zoom="1.0", window=RON_WINDOW, app="(flipped: true)"):
    def s(t):
        return '"' + t.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return ("{\n"
            f"    \"app\": {s(app)},\n"
            f"    \"egui\": {s('(options: (zoom_factor: ' + zoom + '))')},\n"
            f"    \"window\": {s(window)},\n"
            "}\n")


def start_app(app, home, display, seconds=6):
    """Starts the app in `home`; (alive after `seconds`, exit code, stderr, MiB)."""
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"), DISPLAY=display)
    env.pop("WAYLAND_DISPLAY", None)
    proc = subprocess.Popen(["/usr/bin/time", "-f", "MAXRSS %M", app], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        proc.wait(timeout=seconds)
        alive = False
    except subprocess.TimeoutExpired:
        alive = True
        # The user's quit (Ctrl+Q): the app saves its settings and exits.
        xenv = dict(os.environ, DISPLAY=display)
        subprocess.run(["xdotool", "search", "--sync", "--name", "Otherworlds",
                        "windowfocus", "--sync"], env=xenv, timeout=10,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run(["xdotool", "key", "ctrl+q"], env=xenv, timeout=10,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    mib = 0.0
    for line in err.splitlines():
        if line.startswith("MAXRSS "):
            mib = int(line.split()[1]) / 1024
    return alive, proc.returncode, err, mib


def settings_class(app, display, tmp):
    row = Row("settings: app.ron values and damage (the app starting)")
    cases = []
    for zoom in ["0.0", "-1.0", "NaN", "1e-30", "1000.0", "inf"]:
        cases.append((f"zoom {zoom}", app_ron(zoom=zoom).encode()))
    cases.append(("window inf x -5, scale 0",
                  app_ron(window=RON_WINDOW.replace("x: 1100.0, y: 760.0", "x: inf, y: -5.0")
                          .replace("scale_factor: 1.0", "scale_factor: 0.0")).encode()))
    cases.append(("truncated", app_ron().encode()[:40]))
    cases.append(("not UTF-8", b"\xff\xfe" + app_ron().encode()))
    cases.append(("unknown field", app_ron(app="(flipped: true, future: (a: 1))").encode()))
    cases.append(("app settings wrong", app_ron(app="(flipped: maybe)").encode()))
    for name, data in cases:
        home = tempfile.mkdtemp(dir=tmp)
        data_dir = os.path.join(home, "data", "otherworlds")
        os.makedirs(data_dir)
        path = os.path.join(data_dir, "app.ron")
        with open(path, "wb") as f:
            f.write(data)
        alive, code, err, mib = start_app(app, home, display)
        # The file as it was: in place, or kept aside byte for byte.
        kept = any(open(os.path.join(data_dir, n), "rb").read() == data
                   for n in os.listdir(data_dir)
                   if n.startswith("app.ron") and os.path.isfile(os.path.join(data_dir, n)))
        second_alive, _, err2, mib2 = start_app(app, home, display)
        lost = not kept
        if name == "unknown field":
            lost = "future" not in open(path, encoding="utf-8", errors="replace").read()
        row.add(clean=alive and second_alive, panic="panicked" in err + err2,
                lost=lost, mib=max(mib, mib2),
                note=f"{name}: first start {'up' if alive else f'died ({code})'}, "
                     f"second {'up' if second_alive else 'died'}, file kept {kept}"
                     + (f"; {err.strip().splitlines()[-2][:120]}" if not alive and
                        len(err.strip().splitlines()) > 1 else ""))
    special = [("a directory", lambda p: os.mkdir(p)),
               ("a FIFO", lambda p: os.mkfifo(p)),
               ("a link to /dev/zero", lambda p: os.symlink("/dev/zero", p)),
               ("mode 000", lambda p: (open(p, "w").write(app_ron()), os.chmod(p, 0))),
               ("100 MB", lambda p: open(p, "wb").write(b" " * 100_000_000))]
    for name, make in special:
        home = tempfile.mkdtemp(dir=tmp)
        data_dir = os.path.join(home, "data", "otherworlds")
        os.makedirs(data_dir)
        path = os.path.join(data_dir, "app.ron")
        make(path)
        alive, code, err, mib = start_app(app, home, display)
        second_alive, _, err2, mib2 = start_app(app, home, display)
        row.add(clean=alive and second_alive, panic="panicked" in err + err2,
                mib=max(mib, mib2),
                note=f"{name}: first start {'up' if alive else f'died ({code})'}, "
                     f"second {'up' if second_alive else 'died'}")
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli")
    ap.add_argument("--app")
    ap.add_argument("--display", default=os.environ.get("DISPLAY", ""))
    ap.add_argument("--only", default="settings,pgn,diagram,uci")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    only = args.only.split(",")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        if "settings" in only and args.app and args.display:
            rows.append(settings_class(args.app, args.display, tmp))
        if "pgn" in only and args.cli:
            rows.append(pgn_class(args.cli, tmp))
        if "diagram" in only and args.app:
            rows.append(diagram_class(args.app, tmp))
        if "uci" in only and args.cli:
            rows.append(uci_class(args.cli))
        for home in os.listdir(tmp):
            # mode 000 files in the homes: readable again so the folder can go.
            for root, dirs, files in os.walk(os.path.join(tmp, home)):
                for n in files:
                    path = os.path.join(root, n)
                    if not os.path.islink(path):
                        try:
                            os.chmod(path, 0o644)
                        except OSError:
                            pass
    print(f"| class | tries | clean errors | panics | hangs | data lost | worst memory |")
    print(f"|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r.name} | {r.tries} | {r.clean} | {r.panics} | {r.hangs} | {r.lost} "
              f"| {r.worst:.0f} MiB |")
    for r in rows:
        print(f"\n{r.name}:")
        for n in r.notes:
            print(f"  - {n}")
    bad = any(r.panics or r.hangs or r.lost or r.clean < r.tries for r in rows)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
