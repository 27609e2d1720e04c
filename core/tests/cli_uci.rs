//! `otherworlds-cli uci` driven as a child process over its pipes, as a GUI drives
//! it: the options, every variant's positions and turns, multi-PV, threads, `stop`,
//! and bad input told without ending the session. Legality is judged by the core's
//! own move generator (the same one RULES.md's perft counts check).
mod support;
use otherworlds_core::{AnyPosition, Game, Notation, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

struct Uci {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_otherworlds-cli"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run the CLI: {e}"));
        let stdin = child.stdin.take().unwrap_or_else(|| panic!("no stdin"));
        let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Uci {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .unwrap_or_else(|e| panic!("cannot write '{line}': {e}"));
    }

    /// Every line up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no '{prefix}' within {timeout:?}; got {seen:#?}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the engine closed before '{prefix}'; got {seen:#?}")
                }
            }
        }
    }

    fn bestmove(&mut self, timeout: Duration) -> (String, Vec<String>) {
        let lines = self.until("bestmove ", timeout);
        let best = lines
            .last()
            .and_then(|l| l.strip_prefix("bestmove "))
            .unwrap_or("")
            .to_string();
        (best, lines)
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

const LONG: Duration = Duration::from_secs(60);

/// The position after `moves` (turn strings) from `start`, by the core's rules.
fn after(variant: Variant, start: Option<&str>, moves: &[&str]) -> AnyPosition {
    let pos = match start {
        Some(text) => AnyPosition::from_string(variant, text),
        None => Ok(AnyPosition::new(variant)),
    }
    .unwrap_or_else(|e| panic!("{e}"));
    let mut game = Game::new(pos);
    for m in moves {
        game.play_str(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game.position().clone()
}

#[test]
fn uci_lists_the_options_with_every_variant_id() {
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok", LONG);
    let option = |name: &str| {
        lines
            .iter()
            .find(|l| l.starts_with(&format!("option name {name} type ")))
            .cloned()
            .unwrap_or_else(|| panic!("no option {name}: {lines:#?}"))
    };
    assert!(option("Hash").contains("type spin default 64 min 1 max 4096"));
    assert!(option("Threads").contains("type spin default 1 min 1 max "));
    assert!(option("MultiPV").contains("type spin default 1 min 1 max 256"));
    assert!(option("Contempt").contains("type spin default 0 min -1000 max 1000"));
    let variants = option("UCI_Variant");
    assert!(
        variants.contains("type combo default standard"),
        "{variants}"
    );
    // RULES.md §5's ids: four variants and the eight Valhalla option sets.
    for id in [
        "standard",
        "two-worlds",
        "4d",
        "4d-classic",
        "valhalla",
        "valhalla:inverted",
        "valhalla:mirror",
        "valhalla:eternal",
        "valhalla:inverted:mirror",
        "valhalla:inverted:eternal",
        "valhalla:mirror:eternal",
        "valhalla:inverted:mirror:eternal",
    ] {
        let words: Vec<&str> = variants.split_whitespace().collect();
        assert!(
            words.windows(2).any(|w| w == ["var", id]),
            "var {id} missing: {variants}"
        );
    }
}

#[test]
fn a_4d_position_with_moves_gives_a_legal_4d_bestmove() {
    let start = "4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 w 0 1";
    let first = after(Variant::FourD, Some(start), &[]).turn_strings();
    let opening = first[first.len() / 2].clone();
    let mut e = Uci::start();
    e.send("setoption name UCI_Variant value 4d");
    e.send(&format!("position fen {start} moves {opening}"));
    e.send("go depth 3");
    let (best, lines) = e.bestmove(LONG);
    let legal = after(Variant::FourD, Some(start), &[&opening]).turn_strings();
    assert!(
        legal.contains(&best),
        "'{best}' not legal in 4D: {lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 ")),
        "{lines:#?}"
    );
}

#[test]
fn valhalla_bestmove_is_a_legal_whole_turn() {
    for (variant, moves) in [
        ("valhalla", vec!["e2e4,0000", "d7d5,e8d7"]),
        ("valhalla:inverted", vec!["e2e4,0000"]),
    ] {
        let v: Variant = variant.parse().unwrap_or_else(|e| panic!("{e}"));
        let mut e = Uci::start();
        e.send(&format!("setoption name UCI_Variant value {variant}"));
        e.send(&format!("position startpos moves {}", moves.join(" ")));
        e.send("go depth 2");
        let (best, lines) = e.bestmove(LONG);
        let legal = after(v, None, &moves).turn_strings();
        assert!(
            legal.contains(&best),
            "{variant}: '{best}' is not a whole legal turn: {lines:#?}"
        );
        assert!(
            best.contains(','),
            "a Valhalla turn has two or more parts: {best}"
        );
    }
}

#[test]
fn two_worlds_from_a_fen_gives_a_legal_move() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1";
    let mut e = Uci::start();
    e.send("setoption name UCI_Variant value two-worlds");
    e.send(&format!("position fen {fen}"));
    e.send("go nodes 5000");
    let (best, lines) = e.bestmove(LONG);
    let legal = after(Variant::TwoWorlds, Some(fen), &[]).turn_strings();
    assert!(legal.contains(&best), "'{best}': {lines:#?}");
}

#[test]
fn multipv_3_gives_three_distinct_lines() {
    let mut e = Uci::start();
    e.send("setoption name MultiPV value 3");
    e.send("position startpos moves e2e4");
    e.send("go depth 4");
    let (_, lines) = e.bestmove(LONG);
    let at_4: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth 4 "))
        .collect();
    let mut firsts = Vec::new();
    for k in 1..=3 {
        let line = at_4
            .iter()
            .find(|l| l.contains(&format!(" multipv {k} ")))
            .unwrap_or_else(|| panic!("no multipv {k} line at depth 4: {lines:#?}"));
        let first = line
            .split(" pv ")
            .nth(1)
            .and_then(|pv| pv.split_whitespace().next())
            .unwrap_or("");
        firsts.push(first.to_string());
    }
    let legal = after(Variant::Standard, None, &["e2e4"]).turn_strings();
    assert!(firsts.iter().all(|f| legal.contains(f)), "{firsts:?}");
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts.len(), 3, "three different first moves: {at_4:#?}");
}

#[test]
fn threads_2_is_accepted_and_searches() {
    let mut e = Uci::start();
    e.send("setoption name Threads value 2");
    e.send("isready");
    let ready = e.until("readyok", LONG);
    assert_eq!(ready, ["readyok"], "no complaint about Threads 2");
    e.send("position startpos");
    e.send("go depth 4");
    let (best, lines) = e.bestmove(LONG);
    let legal = after(Variant::Standard, None, &[]).turn_strings();
    assert!(legal.contains(&best), "{lines:#?}");
}

#[test]
fn stop_during_go_infinite_answers_bestmove_quickly_and_isready_is_answered_meanwhile() {
    let mut e = Uci::start();
    e.send("setoption name UCI_Variant value valhalla");
    e.send("position startpos");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    e.send("isready");
    let before = e.until("readyok", Duration::from_secs(5));
    assert!(
        !before.iter().any(|l| l.starts_with("bestmove")),
        "an infinite search must not end by itself: {before:#?}"
    );
    let asked = Instant::now();
    e.send("stop");
    let (best, lines) = e.bestmove(Duration::from_secs(5));
    let waited = asked.elapsed();
    // The follow-up searches that complete a Valhalla turn are depth 2: quick.
    assert!(
        waited < Duration::from_millis(1_000),
        "stop took {waited:?}"
    );
    let legal = after("valhalla".parse().unwrap_or(Variant::Standard), None, &[]).turn_strings();
    assert!(legal.contains(&best), "{lines:#?}");
}

#[test]
fn a_clock_gives_a_move_well_inside_the_remaining_time() {
    let mut e = Uci::start();
    e.send("position startpos");
    let asked = Instant::now();
    // White has 2 s: soft 49 ms, hard min(245, 492) = 245 ms (docs/engine.md, *UCI*).
    e.send("go wtime 2000 btime 2000 winc 0 binc 0");
    let (best, _) = e.bestmove(Duration::from_secs(5));
    let took = asked.elapsed();
    assert!(!best.is_empty());
    assert!(took < Duration::from_millis(1_000), "took {took:?}");
}

#[test]
fn bad_option_values_and_names_are_told_and_the_session_goes_on() {
    let mut e = Uci::start();
    for (command, told) in [
        ("setoption name Hash value 0", "Hash"),
        ("setoption name Hash value 5000", "Hash"),
        ("setoption name Threads value 0", "Threads"),
        ("setoption name MultiPV value lots", "MultiPV"),
        ("setoption name Contempt value 1001", "Contempt"),
        ("setoption name UCI_Variant value 5d", "UCI_Variant"),
        ("setoption name Frobnicate value 1", "Frobnicate"),
        ("setoption name Hash", "value"),
        ("position fen 8/8/8 w - - 0 1", "fen"),
        ("position startpos moves e2e5", "move 1"),
        ("go depth many", "depth"),
    ] {
        e.send(command);
        e.send("isready");
        let lines = e.until("readyok", LONG);
        if command.starts_with("go") {
            // The bad depth is ignored: the search runs unlimited until stopped.
            e.send("stop");
            e.bestmove(LONG);
        }
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info string") && l.contains(told)),
            "'{command}' must be told naming {told}: {lines:#?}"
        );
    }
    // Nothing changed: still standard chess.
    e.send("position startpos moves e2e4");
    e.send("go depth 2");
    let (best, lines) = e.bestmove(LONG);
    let legal = after(Variant::Standard, None, &["e2e4"]).turn_strings();
    assert!(legal.contains(&best), "{lines:#?}");
}

#[test]
fn bestmove_takes_threads_and_hash() {
    let (code, out, err) = support::cli(&[
        "bestmove",
        "--variant",
        "standard",
        "--depth",
        "3",
        "--threads",
        "2",
        "--hash",
        "8",
    ]);
    assert_eq!(code, 0, "{err}");
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or("");
    let legal = after(Variant::Standard, None, &[]).turn_strings();
    assert!(legal.contains(&best.to_string()), "{out}");
    let (code, _, err) = support::cli(&[
        "bestmove",
        "--variant",
        "standard",
        "--depth",
        "1",
        "--hash",
        "0",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("--hash") && err.lines().count() == 1, "{err}");
}
