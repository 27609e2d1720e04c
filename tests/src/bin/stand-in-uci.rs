//! A stand-in UCI engine for the external-engine tests (issue 47): it speaks just
//! enough UCI, and misbehaves as its first argument says: `good` (a name, an author,
//! options of each type, a `UCI_Variant` combo, lines and a legal best move from the
//! start position), `crash` (ends when asked to search), `hang` (never answers
//! `isready`), `garbage` (prints noise and never `uciok`), `illegal` (answers a search
//! with a move no rule allows), `silent` (reads and says nothing).
use std::io::{BufRead, Write};

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "good".into());
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut say = |text: &str| {
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    };
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        let word = line.split_whitespace().next().unwrap_or_default();
        match (mode.as_str(), word) {
            ("silent", _) => {}
            ("garbage", "uci") => {
                say("\u{1b}[31m>>> not an engine <<<");
                say("id name");
                say("option name Broken type");
            }
            (_, "uci") => {
                say("id name Stand-in 1.0");
                say("id author The Otherworlds tests");
                say("option name Hash type spin default 16 min 1 max 1024");
                say("option name Ponder type check default false");
                say("option name Style type combo default Normal var Solid var Normal var Risky");
                say("option name Book File type string default <empty>");
                say("option name Clear Hash type button");
                say(
                    "option name UCI_Variant type combo default standard var standard var two-worlds var 4d",
                );
                say("uciok");
            }
            ("hang", "isready") => {}
            (_, "isready") => say("readyok"),
            ("crash", "go") => std::process::exit(3),
            ("illegal", "go") => say("bestmove e2e5"),
            (_, "go") => {
                say(
                    "info depth 1 seldepth 1 multipv 1 score cp 20 nodes 20 nps 2000 time 10 pv e2e4",
                );
                say("this line is not UCI");
                say(
                    "info depth 2 seldepth 2 multipv 1 score cp 25 nodes 400 nps 4000 time 20 pv e2e4 e7e5",
                );
                say("bestmove e2e4 ponder e7e5");
            }
            (_, "quit") => return,
            _ => {}
        }
    }
}
