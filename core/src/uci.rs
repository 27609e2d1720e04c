//! The UCI protocol for standard chess, so ordinary chess GUIs and tools can drive the
//! engine. The search runs on its own thread; `stop` and `quit` are honoured at once.
use crate::engine::{Limits, Searcher};
use crate::game::Game;
use crate::kernel::Color;
use crate::standard::Chess;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

type Shared<W> = Arc<Mutex<W>>;

fn say<W: Write>(out: &Shared<W>, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// Reads `position …` arguments: `startpos` or `fen <6 fields>`, then `moves …`.
fn parse_position(args: &[&str]) -> Result<Game<Chess>, String> {
    let (start, rest) = match args.first() {
        Some(&"startpos") => (Chess::new(), &args[1..]),
        Some(&"fen") => {
            let end = args
                .iter()
                .position(|a| *a == "moves")
                .unwrap_or(args.len());
            let fen = args[1..end].join(" ");
            (
                Chess::from_fen(&fen).map_err(|e| format!("fen: {e}"))?,
                &args[end..],
            )
        }
        _ => return Err("position: expected 'startpos' or 'fen'".into()),
    };
    let mut game = Game::new(start);
    let moves = match rest.first() {
        Some(&"moves") => &rest[1..],
        _ => &[][..],
    };
    for m in moves {
        game.play_str(m).map_err(|e| e.to_string())?;
    }
    Ok(game)
}

/// Turns `go` arguments into limits for the side to move.
fn parse_go(args: &[&str], turn: Color) -> Limits {
    let mut limits = Limits::default();
    let mut clock: [Option<u64>; 4] = [None; 4]; // wtime btime winc binc
    let mut movestogo = None;
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match args[i] {
            "depth" => limits.depth = value.map(|v| v as u32),
            "nodes" => limits.nodes = value,
            "movetime" => limits.movetime = value.map(Duration::from_millis),
            "wtime" => clock[0] = value,
            "btime" => clock[1] = value,
            "winc" => clock[2] = value,
            "binc" => clock[3] = value,
            "movestogo" => movestogo = value,
            "infinite" => {
                i += 1;
                continue;
            }
            _ => {}
        }
        i += 2;
    }
    let (time, inc) = match turn {
        Color::White => (clock[0], clock[2]),
        Color::Black => (clock[1], clock[3]),
    };
    if let Some(t) = time
        && limits.movetime.is_none()
    {
        // A share of the remaining time plus most of the increment, never more than half.
        let share = t / movestogo.unwrap_or(30).max(1) + inc.unwrap_or(0) * 3 / 4;
        limits.movetime = Some(Duration::from_millis(share.min(t / 2).max(5)));
    }
    limits
}

struct Running {
    stop: Arc<AtomicBool>,
    unlimited: bool,
    handle: JoinHandle<Searcher<Chess>>,
}

/// Runs the protocol until `quit` or the end of the input.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, output: W) -> io::Result<()> {
    let out: Shared<W> = Arc::new(Mutex::new(output));
    let mut hash_mib = 64usize;
    let mut multipv = 1usize;
    let mut searcher: Option<Searcher<Chess>> = Some(Searcher::new(hash_mib));
    let mut game = Game::new(Chess::new());
    let mut running: Option<Running> = None;
    let mut quit = false;

    let finish = |running: &mut Option<Running>, searcher: &mut Option<Searcher<Chess>>| {
        if let Some(r) = running.take() {
            r.stop.store(true, Ordering::Relaxed);
            if let Ok(s) = r.handle.join() {
                *searcher = Some(s);
            }
        }
    };

    for line in input.lines() {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&command) = words.first() else {
            continue;
        };
        match command {
            "uci" => {
                say(
                    &out,
                    &format!("id name Otherworlds {}", env!("CARGO_PKG_VERSION")),
                );
                say(&out, "id author the Otherworlds developers");
                say(&out, "option name Hash type spin default 64 min 1 max 4096");
                say(&out, "option name MultiPV type spin default 1 min 1 max 64");
                say(&out, "uciok");
            }
            "isready" => say(&out, "readyok"),
            "setoption" => {
                let name_at = words.iter().position(|w| *w == "name");
                let value_at = words.iter().position(|w| *w == "value");
                if let (Some(n), Some(v)) = (name_at, value_at) {
                    let name = words[n + 1..v].join(" ").to_ascii_lowercase();
                    let value = words.get(v + 1).and_then(|x| x.parse::<usize>().ok());
                    match (name.as_str(), value) {
                        ("hash", Some(mib)) => {
                            finish(&mut running, &mut searcher);
                            hash_mib = mib.clamp(1, 4096);
                            searcher = Some(Searcher::new(hash_mib));
                        }
                        ("multipv", Some(k)) => multipv = k.clamp(1, 64),
                        _ => say(
                            &out,
                            &format!(
                                "info string unknown option '{}'",
                                crate::quote::quote(&name)
                            ),
                        ),
                    }
                }
            }
            "ucinewgame" => {
                finish(&mut running, &mut searcher);
                if let Some(s) = searcher.as_mut() {
                    s.clear();
                }
                game = Game::new(Chess::new());
            }
            "position" => match parse_position(&words[1..]) {
                Ok(g) => game = g,
                Err(e) => say(&out, &format!("info string error: {e}")),
            },
            "go" => {
                finish(&mut running, &mut searcher);
                let mut limits = parse_go(&words[1..], game.position().turn());
                limits.multipv = multipv;
                let unlimited =
                    limits.depth.is_none() && limits.nodes.is_none() && limits.movetime.is_none();
                let stop = Arc::new(AtomicBool::new(false));
                let mut s = searcher.take().unwrap_or_else(|| Searcher::new(hash_mib));
                let pos = *game.position();
                let history: Vec<Chess> = (0..game.moves().len())
                    .filter_map(|i| game.position_at(i).copied())
                    .collect();
                let out2 = Arc::clone(&out);
                let stop2 = Arc::clone(&stop);
                let handle = std::thread::spawn(move || {
                    let result = s.search(&pos, &history, &limits, stop2, |info| {
                        say(&out2, &info.with_move_strings(&pos).to_string())
                    });
                    match result.best {
                        Some(m) => say(&out2, &format!("bestmove {}", m.uci())),
                        None => say(&out2, "bestmove 0000"),
                    }
                    s
                });
                running = Some(Running {
                    stop,
                    handle,
                    unlimited,
                });
            }
            "stop" => finish(&mut running, &mut searcher),
            "quit" => {
                quit = true;
                break;
            }
            _ => say(
                &out,
                &format!(
                    "info string unknown command '{}'",
                    crate::quote::quote(command)
                ),
            ),
        }
    }
    // After `quit` the search stops at once; at the end of the input a search with
    // limits finishes on its own, one without them (`go infinite`) is stopped.
    if let Some(r) = running.take() {
        if quit || r.unlimited {
            r.stop.store(true, Ordering::Relaxed);
        }
        let _ = r.handle.join();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Position as _;

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

    fn session(input: &str) -> String {
        let buf = Buffer::default();
        run(io::Cursor::new(input.to_string()), buf.clone()).unwrap_or_else(|e| panic!("{e}"));
        let bytes = buf.0.lock().map(|b| b.clone()).unwrap_or_default();
        String::from_utf8_lossy(&bytes).into_owned()
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
    fn clock_limits_and_bad_input() {
        let l = parse_go(
            &["wtime", "60000", "btime", "1000", "winc", "0", "binc", "0"],
            Color::White,
        );
        assert_eq!(l.movetime, Some(Duration::from_millis(2000)));
        let out = session("position fen nonsense\nposition startpos moves e2e5\nfrobnicate\n");
        assert_eq!(out.matches("info string").count(), 3, "{out}");
    }
}
