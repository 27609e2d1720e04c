//! The UCI protocol for every variant, so chess GUIs and tools can drive the engine:
//! options `Hash`, `Threads`, `MultiPV`, `Contempt` and `UCI_Variant` (docs/engine.md, *UCI*). After
//! `setoption name UCI_Variant value <id>` (RULES.md §5 ids), `position` reads that
//! variant's position strings and turn strings, and `bestmove` is a whole turn. The
//! search runs on its own thread; `stop`, `isready` and `quit` are answered at once.
//!
//! The input is read as bytes: a line that is not UTF-8, or longer than
//! [`MAX_LINE_BYTES`], is told in an `info string` and skipped, and every later line
//! is still answered. The end of the input is `quit`: a search still running stops at
//! once and gives its `bestmove` (a GUI that goes away leaves no search behind).
mod go;
mod options;

pub use go::{clock_limits, parse_go};
pub use options::{Changed, Options, max_threads, option_lines};

use crate::any::AnyPosition;
use crate::engine::any::Kept;
use crate::game::{Game, Notation, Rules};
use crate::variant::Variant;
use std::io::{self, BufRead, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

type Shared<W> = Arc<Mutex<W>>;

/// The longest input line read (1 MiB: a `position … moves …` line of a game of tens
/// of thousands of turns); a longer one is told and skipped.
pub const MAX_LINE_BYTES: usize = 1024 * 1024;

/// One line of input: its bytes without the line end, or that it was longer than
/// `max` (its bytes then skipped to the end of the line). None at the end of the input.
fn read_line<R: BufRead>(
    input: &mut R,
    buf: &mut Vec<u8>,
    max: usize,
) -> io::Result<Option<Result<(), usize>>> {
    buf.clear();
    let n = Read::take(&mut *input, max as u64 + 1).read_until(b'\n', buf)?;
    if n == 0 {
        return Ok(None);
    }
    if buf.last() == Some(&b'\n') {
        buf.pop();
        if buf.last() == Some(&b'\r') {
            buf.pop();
        }
        return Ok(Some(Ok(())));
    }
    if buf.len() <= max {
        // The last line, without a line end.
        return Ok(Some(Ok(())));
    }
    // Too long: the rest of the line is skipped without being kept.
    let mut skipped = buf.len();
    loop {
        let available = input.fill_buf()?;
        if available.is_empty() {
            break;
        }
        match available.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                skipped += i;
                break;
            }
            None => {
                let all = available.len();
                input.consume(all);
                skipped += all;
            }
        }
    }
    buf.clear();
    Ok(Some(Err(skipped)))
}
fn say<W: Write>(out: &Shared<W>, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// Reads `position …` arguments for `variant`: `startpos` or `fen <position string>`
/// (the variant's string, spaces and all), then `moves <turn> …`, one token per turn
/// (in Valhalla a whole turn string, its decisions joined by commas, RULES.md V-12).
pub fn parse_position(variant: Variant, args: &[&str]) -> Result<Game<AnyPosition>, String> {
    let end = args
        .iter()
        .position(|a| *a == "moves")
        .unwrap_or(args.len());
    let start = match args.first() {
        Some(&"startpos") if end == 1 => AnyPosition::new(variant),
        Some(&"startpos") => {
            return Err(format!(
                "position: unexpected '{}' after startpos",
                crate::quote::quote(args[1])
            ));
        }
        Some(&"fen") => {
            let text = args[1..end].join(" ");
            AnyPosition::from_string(variant, &text).map_err(|e| format!("{variant} fen: {e}"))?
        }
        _ => return Err("position: expected 'startpos' or 'fen <position string>'".into()),
    };
    let mut game = Game::new(start);
    for (i, m) in args.iter().skip(end + 1).enumerate() {
        game.play_str(m)
            .map_err(|e| format!("position: move {} {e}", i + 1))?;
    }
    Ok(game)
}

struct Running {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Kept>,
}

/// The protocol's state between commands.
struct Session<W> {
    out: Shared<W>,
    options: Options,
    /// Empty while a search has it, or after an option that needs a new one.
    searcher: Kept,
    game: Game<AnyPosition>,
    running: Option<Running>,
}

impl<W: Write + Send + 'static> Session<W> {
    fn tell(&self, line: &str) {
        say(&self.out, line);
    }

    /// Stops the search, if any, and waits for its `bestmove`.
    fn finish(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop.store(true, Ordering::Relaxed);
            if let Ok(s) = r.handle.join() {
                self.searcher = s;
            }
        }
    }

    fn setoption(&mut self, words: &[&str]) {
        let mut options = self.options.clone();
        match options.set(words) {
            Err(e) => self.tell(&format!("info string {e}")),
            Ok(changed) => {
                self.finish();
                self.options = options;
                match changed {
                    // A new table of the new size; a new variant needs a searcher of
                    // its own type and starts from its start position.
                    Changed::Hash => self.searcher.set_hash_mib(self.options.hash_mib),
                    Changed::Variant => {
                        self.searcher.forget();
                        self.game = Game::new(AnyPosition::new(self.options.variant));
                    }
                    Changed::Threads | Changed::MultiPv | Changed::Contempt => {}
                }
            }
        }
    }

    fn go(&mut self, args: &[&str]) {
        self.finish();
        let pos = self.game.position().clone();
        let (mut limits, warnings) = parse_go(args, pos.actor());
        for w in warnings {
            self.tell(&format!("info string {w}"));
        }
        if !limits.search_moves.is_empty() {
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            let names: Vec<String> = legal.iter().map(|&m| pos.move_string(m)).collect();
            let (known, unknown): (Vec<String>, Vec<String>) = limits
                .search_moves
                .drain(..)
                .partition(|m| names.contains(m));
            for m in &unknown {
                self.tell(&format!(
                    "info string searchmoves: '{}' is not a legal move here; left out",
                    crate::quote::quote(m)
                ));
            }
            if known.is_empty() {
                self.tell("info string searchmoves: no legal move listed; searching every move");
            }
            limits.search_moves = known;
        }
        limits.multipv = self.options.multipv;
        limits.threads = self.options.threads;
        limits.contempt = self.options.contempt;
        let stop = Arc::new(AtomicBool::new(false));
        let history = self.game.history().to_vec();
        let mut kept = std::mem::take(&mut self.searcher);
        let (out, stop2) = (Arc::clone(&self.out), Arc::clone(&stop));
        let handle = std::thread::spawn(move || {
            let best = go::search(&pos, &history, &limits, &mut kept, stop2, |line| {
                say(&out, line)
            });
            say(
                &out,
                &format!("bestmove {}", best.as_deref().unwrap_or("0000")),
            );
            kept
        });
        self.running = Some(Running { stop, handle });
    }
}

/// Runs the protocol until `quit` or the end of the input (which is `quit`: a search
/// still running is stopped). An input that cannot be read ends the session as its end
/// does, then is returned as the error.
pub fn run<R: BufRead, W: Write + Send + 'static>(mut input: R, output: W) -> io::Result<()> {
    let mut s = Session {
        out: Arc::new(Mutex::new(output)),
        options: Options::default(),
        searcher: Kept::new(Options::default().hash_mib),
        game: Game::new(AnyPosition::new(Variant::Standard)),
        running: None,
    };
    let mut buf = Vec::new();
    let mut number = 0usize;
    let ended = loop {
        let line = match read_line(&mut input, &mut buf, MAX_LINE_BYTES) {
            Ok(None) => break Ok(()),
            Ok(Some(line)) => line,
            Err(e) => break Err(e),
        };
        number += 1;
        if let Err(length) = line {
            s.tell(&format!(
                "info string line {number} is longer than {MAX_LINE_BYTES} bytes ({length}); skipped"
            ));
            continue;
        }
        let line = match std::str::from_utf8(&buf) {
            Ok(line) => line,
            Err(e) => {
                s.tell(&format!(
                    "info string line {number} is not UTF-8 (a bad byte at offset {}); skipped",
                    e.valid_up_to()
                ));
                continue;
            }
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&command) = words.first() else {
            continue;
        };
        match command {
            "uci" => {
                s.tell(&format!(
                    "id name Otherworlds {}",
                    env!("CARGO_PKG_VERSION")
                ));
                s.tell("id author the Otherworlds developers");
                for o in option_lines() {
                    s.tell(&o);
                }
                s.tell("uciok");
            }
            "isready" => s.tell("readyok"),
            "setoption" => s.setoption(&words[1..]),
            "ucinewgame" => {
                s.finish();
                s.searcher.forget();
                s.game = Game::new(AnyPosition::new(s.options.variant));
            }
            "position" => match parse_position(s.options.variant, &words[1..]) {
                Ok(g) => s.game = g,
                Err(e) => s.tell(&format!("info string error: {e}")),
            },
            "go" => s.go(&words[1..]),
            "stop" => s.finish(),
            "quit" => break Ok(()),
            _ => s.tell(&format!(
                "info string unknown command '{}'",
                crate::quote::quote(command)
            )),
        }
    };
    // `quit`, the end of the input or an input that fails: the search stops at once
    // (and says its `bestmove`).
    s.finish();
    ended
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standard::Chess;

    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);
    impl Write for Buffer {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            self.0
                .lock()
                .map_err(|_| io::Error::other("poisoned"))?
                .extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Buffer {
        fn text(&self) -> String {
            let bytes = self.0.lock().map(|b| b.clone()).unwrap_or_default();
            String::from_utf8_lossy(&bytes).into_owned()
        }
    }

    /// Input that stays open, as a GUI's does, until every `go` in it has its
    /// `bestmove` (the end of the input would stop the search).
    struct Held {
        input: io::Cursor<Vec<u8>>,
        out: Buffer,
        searches: usize,
    }

    impl io::Read for Held {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.input.read(buf)?;
            if n == 0 {
                // Waits for the searches asked for (a hung one fails its test instead).
                for _ in 0..120_000 {
                    if self.out.text().matches("bestmove").count() >= self.searches {
                        break;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
            }
            Ok(n)
        }
    }

    fn session_bytes(input: &[u8]) -> String {
        let buf = Buffer::default();
        let searches = String::from_utf8_lossy(input)
            .lines()
            .filter(|l| l.split_whitespace().next() == Some("go"))
            .count();
        let held = Held {
            input: io::Cursor::new(input.to_vec()),
            out: buf.clone(),
            searches,
        };
        run(io::BufReader::new(held), buf.clone()).unwrap_or_else(|e| panic!("{e}"));
        buf.text()
    }

    fn session(input: &str) -> String {
        session_bytes(input.as_bytes())
    }

    /// The session over `input` as it is, its end the end of the input, on a thread:
    /// its output once it ends, None if it has not ended within a minute (a search the
    /// end of the input did not stop).
    fn session_to_the_end(input: &[u8]) -> Option<String> {
        let buf = Buffer::default();
        let (out, input) = (buf.clone(), input.to_vec());
        let (done, ended) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let result = run(io::Cursor::new(input), out);
            let _ = done.send(result.is_ok());
        });
        match ended.recv_timeout(std::time::Duration::from_secs(60)) {
            Ok(true) => Some(buf.text()),
            _ => None,
        }
    }

    #[test]
    fn handshake_and_a_depth_search() {
        let out = session("uci\nisready\nposition startpos moves e2e4 e7e5\ngo depth 3\n");
        assert!(out.contains("uciok") && out.contains("readyok"), "{out}");
        let best = out
            .lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .unwrap_or("");
        let mut game = Game::new(Chess::new());
        for m in ["e2e4", "e7e5"] {
            assert!(game.play_str(m).is_ok());
        }
        assert!(
            game.position().turn_strings().contains(&best.to_string()),
            "{out}"
        );
        assert!(out.contains("info depth 3"), "{out}");
    }

    #[test]
    fn finds_mate_in_one_from_a_fen() {
        // Back-rank mate: Ra1-a8 is the only mate.
        let out = session("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 2\n");
        assert!(out.contains("bestmove a1a8"), "{out}");
        assert!(out.contains("score mate 1"), "{out}");
    }

    #[test]
    fn searchmoves_limits_the_root_moves_and_tells_what_it_left_out() {
        let out = session("position startpos\ngo depth 5 searchmoves a2a3 h2h3 e2e5\n");
        let best = out.lines().find_map(|l| l.strip_prefix("bestmove "));
        assert!(matches!(best, Some("a2a3" | "h2h3")), "{out}");
        for line in out.lines().filter(|l| l.starts_with("info depth")) {
            let first = line
                .split(" pv ")
                .nth(1)
                .and_then(|pv| pv.split(' ').next());
            assert!(matches!(first, Some("a2a3" | "h2h3")), "{line}");
        }
        assert!(out.contains("'e2e5' is not a legal move here"), "{out}");
        // None of them legal: every move is searched, and that is said.
        let out = session("position startpos\ngo depth 2 searchmoves e2e5\n");
        assert!(out.contains("no legal move listed"), "{out}");
        assert!(out.contains("bestmove "), "{out}");
    }

    #[test]
    fn an_info_line_tells_how_full_the_table_is() {
        let out = session("setoption name Hash value 1\nposition startpos\ngo depth 12\n");
        let last = out.lines().rfind(|l| l.starts_with("info depth 12 "));
        let full: Option<u32> = last
            .and_then(|l| l.split(" hashfull ").nth(1))
            .and_then(|r| r.split(' ').next())
            .and_then(|n| n.parse().ok());
        // Depth 12 from the start searches tens of thousands of nodes (the eighth network:
        // about 80,000; depth 8 only 9,000, too few), storing more than a tenth of a 1 MiB
        // table's 49 152 entries: over 50 of the sampled first thousand are this search's.
        assert!(full.is_some_and(|f| f > 50 && f <= 1000), "{out}");
    }

    /// Issue 41: a line that is not UTF-8 (a stray byte, a Latin-1 "ä" in an option's
    /// value) is told and skipped; the session goes on and answers every later line.
    #[test]
    fn a_line_that_is_not_utf8_is_told_and_skipped() {
        let out = session_bytes(
            b"uci\n\xff\nisready\nsetoption name UCI_Variant value \xe4\nisready\nposition startpos\ngo depth 1\n",
        );
        assert!(out.contains("uciok"), "{out}");
        assert!(
            out.contains("info string line 2 is not UTF-8 (a bad byte at offset 0); skipped"),
            "{out}"
        );
        assert!(
            out.contains("info string line 4 is not UTF-8 (a bad byte at offset 33); skipped"),
            "{out}"
        );
        assert_eq!(out.matches("readyok").count(), 2, "{out}");
        assert!(out.contains("bestmove "), "{out}");
    }

    /// A line longer than the limit is told and skipped without being kept whole.
    #[test]
    fn an_overlong_line_is_told_and_skipped() {
        let mut input = b"position startpos moves".to_vec();
        input.extend(b" e2e4".repeat(MAX_LINE_BYTES / 5 + 10));
        input.extend(b"\nisready\n");
        let out = session_bytes(&input);
        assert!(out.contains("info string line 1 is longer than"), "{out}");
        assert!(out.contains("readyok"), "{out}");
    }

    /// Issue 41: the end of the input is `quit`: a search with absurd limits (or none)
    /// stops and answers at once instead of searching on after its GUI has gone.
    #[test]
    fn the_end_of_the_input_stops_the_search() {
        for go in [
            "go depth 1000000",
            "go nodes 18446744073709551615",
            "go movetime 18446744073709551615",
            "go infinite",
        ] {
            let input = format!("position startpos\n{go}\n");
            let out = session_to_the_end(input.as_bytes())
                .unwrap_or_else(|| panic!("{go}: still searching a minute after the input ended"));
            assert_eq!(out.matches("bestmove ").count(), 1, "{go}: {out}");
        }
    }

    #[test]
    fn bad_input_is_told() {
        let out = session("position fen nonsense\nposition startpos moves e2e5\nfrobnicate\n");
        assert_eq!(out.matches("info string").count(), 3, "{out}");
    }
}
