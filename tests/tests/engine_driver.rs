//! The external UCI engine driver (issue 47, point 1) against a stand-in engine built
//! with the tests (`src/bin/stand-in-uci.rs`) and, ignored, Debian's Stockfish: what an
//! engine is (name, author, every option and its kind, the variants it offers), its
//! lines and best move checked against the rules, and each way an engine fails told
//! within 5 s of its deadline, with the process gone afterwards.
use otherworlds::engines::options::OptionKind;
use otherworlds::engines::process::EngineProcess;
use otherworlds::engines::search::search;
use otherworlds::engines::{EngineError, probe, start_uci};
use otherworlds_core::engine::Score;
use otherworlds_core::prelude::*;
use otherworlds_core::{AnyPosition, Variant};
use std::path::Path;
use std::time::{Duration, Instant};

const STAND_IN: &str = env!("CARGO_BIN_EXE_stand-in-uci");

fn stand_in(mode: &str) -> EngineProcess {
    EngineProcess::start(Path::new(STAND_IN), &[mode.to_string()]).expect("starts")
}

fn start_fen() -> String {
    AnyPosition::new(Variant::Standard).position_string()
}

#[test]
fn a_good_engine_lists_its_options_and_variants_and_its_lines_are_read() {
    let info = probe(Path::new(STAND_IN), &["good".into()]).expect("a UCI engine");
    assert_eq!(info.name, "Stand-in 1.0");
    assert_eq!(info.author, "The Otherworlds tests");
    let kinds: Vec<(&str, &OptionKind)> = info
        .options
        .iter()
        .map(|o| (o.name.as_str(), &o.kind))
        .collect();
    assert_eq!(kinds.len(), 6, "{kinds:?}");
    assert!(kinds.contains(&(
        "Hash",
        &OptionKind::Spin {
            default: 16,
            min: 1,
            max: 1024
        }
    )));
    assert!(kinds.contains(&("Clear Hash", &OptionKind::Button)));
    assert!(kinds.contains(&(
        "Book File",
        &OptionKind::String {
            default: String::new()
        }
    )));
    // Standard chess always; two of the three UCI_Variant values are Otherworlds ids
    // ("standard" is the first).
    assert_eq!(
        info.variants(),
        [Variant::Standard, Variant::TwoWorlds, Variant::FourD]
    );
    let mut engine = stand_in("good");
    start_uci(&mut engine).expect("answers");
    let root = AnyPosition::new(Variant::Standard);
    let mut seen = 0;
    let found = search(
        &mut engine,
        &start_fen(),
        &[],
        &root,
        Duration::from_millis(100),
        |_| seen += 1,
    )
    .expect("a search");
    assert_eq!(seen, 2, "both info lines");
    assert_eq!(found.lines.len(), 1, "one multi-PV line, the last kept");
    assert_eq!(found.lines[0].score, Score::Cp(25));
    assert_eq!(found.lines[0].pv.len(), 2);
    assert_eq!(found.ignored, 1, "the line that is not UCI");
    assert_eq!(root.move_string(found.best), "e2e4");
}

/// Runs `what` and returns its error and how long it took.
fn failing<T: std::fmt::Debug>(
    what: impl FnOnce() -> Result<T, EngineError>,
) -> (EngineError, Duration) {
    let started = Instant::now();
    let error = what().expect_err("fails");
    (error, started.elapsed())
}

#[test]
fn each_failure_is_told_within_its_deadline() {
    let root = AnyPosition::new(Variant::Standard);
    let go = |engine: &mut EngineProcess| {
        search(
            engine,
            &start_fen(),
            &[],
            &root,
            Duration::from_millis(100),
            |_| {},
        )
    };
    // Not there at all.
    let (e, _) = failing(|| probe(Path::new("/nonexistent/engine"), &[]));
    assert!(matches!(e, EngineError::Start { .. }), "{e}");
    assert!(
        e.to_string().starts_with("engine could not be started: "),
        "{e}"
    );
    // Noise and no uciok: not UCI, told once the 5 s are up.
    let (e, took) = failing(|| probe(Path::new(STAND_IN), &["garbage".into()]));
    assert!(matches!(e, EngineError::NotUci { .. }), "{e}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    // Never readyok: hung.
    let (e, took) = failing(|| probe(Path::new(STAND_IN), &["hang".into()]));
    assert!(matches!(e, EngineError::Timeout { .. }), "{e}");
    assert!(e.to_string().contains("waiting for \"readyok\""), "{e}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    // Ends when asked to search: told at once, with how it ended.
    let mut engine = stand_in("crash");
    start_uci(&mut engine).expect("answers");
    let (e, took) = failing(|| go(&mut engine));
    assert!(matches!(e, EngineError::Closed { .. }), "{e}");
    assert!(e.to_string().contains("exit status: 3"), "{e}");
    assert!(took < Duration::from_secs(5), "{took:?}");
    assert!(!engine.running());
    // A move the rules refuse.
    let mut engine = stand_in("illegal");
    start_uci(&mut engine).expect("answers");
    let (e, _) = failing(|| go(&mut engine));
    assert!(
        matches!(&e, EngineError::Illegal { mv, .. } if mv == "e2e5"),
        "{e}"
    );
    // Silent during a search: hung past the search's time and the grace.
    let mut engine = stand_in("good");
    start_uci(&mut engine).expect("answers");
    drop(engine);
    let mut silent = stand_in("silent");
    let (e, took) = failing(|| start_uci(&mut silent));
    assert!(matches!(e, EngineError::NotUci { .. }), "{e}");
    assert!(took < Duration::from_secs(10), "{took:?}");
}

#[cfg(unix)]
#[test]
fn the_process_is_gone_once_dropped_even_a_hung_one() {
    let mut engine = stand_in("hang");
    assert!(engine.running());
    let pid_dir = |e: &EngineProcess| e.id().map(|id| format!("/proc/{id}"));
    let dir = pid_dir(&engine).expect("an id");
    assert!(Path::new(&dir).exists());
    drop(engine);
    // Reaped: no process, no zombie.
    assert!(!Path::new(&dir).exists(), "{dir} still there");
}

/// Debian's Stockfish (`apt-get install stockfish`), when installed.
#[test]
#[ignore]
fn stockfish_lists_its_options_and_answers_a_search() {
    let path = Path::new("/usr/games/stockfish");
    let info = probe(path, &[]).expect("Stockfish answers");
    assert!(info.name.starts_with("Stockfish"), "{}", info.name);
    assert!(info.options.iter().any(|o| o.name == "Hash"));
    assert!(info.options.iter().any(|o| o.name == "Skill Level"));
    assert_eq!(info.variants(), [Variant::Standard]);
    let mut engine = EngineProcess::start(path, &[]).expect("starts");
    start_uci(&mut engine).expect("answers");
    let root = AnyPosition::new(Variant::Standard);
    let found = search(
        &mut engine,
        &start_fen(),
        &[],
        &root,
        Duration::from_millis(300),
        |_| {},
    )
    .expect("a search");
    assert!(!found.lines.is_empty());
    let mut legal = Vec::new();
    root.legal_moves(&mut legal);
    assert!(legal.contains(&found.best));
}
