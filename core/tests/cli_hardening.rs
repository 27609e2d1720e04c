//! Issue 15, the command-line tool's side: bounded perft depth, counters that never
//! wrap, sane `match` arguments, and errors that quote input shortened and escaped.
//! Each test runs the real binary.

mod support;
use support::cli;

/// The contract for bad arguments (RULES.md §6): exit 1, nothing on stdout, one line on
/// stderr, here containing `needle`.
fn assert_rejected(args: &[&str], needle: &str) -> String {
    let (code, out, err) = cli(args);
    assert_eq!(code, 1, "{args:?}: {err}");
    assert_eq!(out, "", "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    err
}

const IDS: [&str; 6] = [
    "standard",
    "two-worlds",
    "4d",
    "4d-classic",
    "valhalla",
    "valhalla:inverted:mirror:eternal",
];

#[test]
fn perft_deeper_than_64_is_an_error_not_a_stack_overflow() {
    for id in IDS {
        for depth in ["65", "99999", "4294967295"] {
            let args = ["perft", "--variant", id, "--depth", depth];
            assert_rejected(&args, "is not in 0..=64");
            let args = ["perft", "--variant", id, "--depth", depth, "--divide"];
            assert_rejected(&args, "is not in 0..=64");
        }
    }
    // Depth 64 itself runs: after fool's mate there is nothing to count.
    let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    for divide in [false, true] {
        let mut args = vec![
            "perft",
            "--variant",
            "standard",
            "--position",
            mate,
            "--depth",
            "64",
        ];
        if divide {
            args.push("--divide");
        }
        let (code, out, err) = cli(&args);
        assert_eq!((code, out.as_str()), (0, "total 0\n"), "{err}");
    }
}

#[test]
fn bench_extra_depth_beyond_the_perft_limit_is_an_error() {
    let err = assert_rejected(
        &["bench", "--extra-depth", "100000"],
        "above the limit of 64",
    );
    assert!(err.contains("--extra-depth 100000"), "{err}");
    assert_rejected(&["bench", "--extra-depth", "2147483647"], "above the limit");
}

/// A position of `id` whose every counter is at the maximum, and a game of turns that
/// pushes each of them once more (board 1 and board 2 in Valhalla).
fn counters_at_the_maximum(id: &str) -> (&'static str, &'static [&'static str]) {
    match id {
        "standard" => (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 4294967295",
            &["g8f6"],
        ),
        "two-worlds" => (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 b KQIkqi - 0 4294967295",
            &["g8f6"],
        ),
        "4d" => (
            "4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 b 0 4294967295",
            &["b4[0,1]a2[0,1]"],
        ),
        "4d-classic" => (
            "4/4/1PP1/RNBQ|4/4/1PP1/K2R|rnbq/1pp1/4/4|k2r/1pp1/4/4 b 0 4294967295",
            &["b4[0,1]a2[0,1]"],
        ),
        // Board 2's halfmove clock is not the game's clock: it may stand at the maximum
        // in a game that goes on.
        "valhalla" => (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 4294967295 | 4k3/8/8/8/8/8/8/4K3 b KQkq - 4294967295 4294967295",
            &["g8f6,e8e7"],
        ),
        // Inverted: A plays Black on board 2, so board 2's fullmove moves in A's turn and
        // board 1's in B's.
        "valhalla:inverted" => (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 4294967295 | 4k3/8/8/8/8/8/8/4K3 b KQkq - 4294967295 4294967295",
            &["g1f3,e8e7", "g8f6,e1e2"],
        ),
        other => panic!("no case for {other}"),
    }
}

#[test]
fn move_counters_saturate_and_the_printed_position_reads_back() {
    for id in [
        "standard",
        "two-worlds",
        "4d",
        "4d-classic",
        "valhalla",
        "valhalla:inverted",
    ] {
        let (start, moves) = counters_at_the_maximum(id);
        let mut args = vec!["play", "--variant", id, "--position", start, "--moves"];
        args.extend(moves);
        let (code, out, err) = cli(&args);
        assert_eq!(code, 0, "{id}: {err}");
        let printed = out.lines().next().unwrap_or("");
        assert_eq!(out.lines().nth(1), Some("status ongoing"), "{id}: {out}");
        // Every counter of the start is still at the maximum (none wrapped to 0).
        assert_eq!(
            printed.matches("4294967295").count(),
            start.matches("4294967295").count(),
            "{id}: {printed}"
        );
        assert!(!printed.contains(" 0 0"), "{id}: {printed}");
        // And the tool reads back what it printed.
        let (code, _, err) = cli(&["moves", "--variant", id, "--position", printed]);
        assert_eq!(code, 0, "{id}: {printed}: {err}");
    }
    // One more than the maximum is not a counter.
    assert_rejected(
        &[
            "play",
            "--variant",
            "standard",
            "--position",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 4294967296",
            "--moves",
            "e7e5",
        ],
        "field 6 (fullmove number)",
    );
}

fn assert_finite(text: &str) {
    let words: Vec<&str> = text.split_whitespace().collect();
    assert!(
        !words
            .iter()
            .any(|w| ["inf", "-inf", "+inf", "NaN"].contains(w)),
        "{text}"
    );
}

#[test]
fn match_needs_at_least_one_game_and_never_prints_an_infinite_elo() {
    let err = assert_rejected(
        &[
            "match",
            "--variant",
            "standard",
            "--a",
            "1",
            "--b",
            "2",
            "--games",
            "0",
        ],
        "'--games <GAMES>': 0 is not in 1..",
    );
    assert_finite(&err);
    // One game is decided or drawn: 100%, 0% or 50%, each printed as a finite figure.
    let (code, out, err) = cli(&[
        "match",
        "--variant",
        "standard",
        "--a",
        "1",
        "--b",
        "1",
        "--games",
        "1",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(" elo "), "{out}");
    assert_finite(&out);
}

/// Hostile input with terminal escapes: colour, window title (OSC ... BEL), and a
/// right-to-left override.
const HOSTILE: &str = "\u{1b}[31mred\u{1b}]0;title\u{7}\u{202e}x";

fn assert_clean(err: &str) {
    assert!(
        !err.trim_end_matches('\n')
            .chars()
            .any(|c| c.is_control() || c == '\u{202e}'),
        "raw control character in {err:?}"
    );
    assert!(err.contains("\\u{1b}"), "escaped as \\u{{1b}}: {err:?}");
}

#[test]
fn errors_quote_input_with_control_characters_escaped() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let fen = format!("{start} w {HOSTILE} - 0 1");
    let placement = format!("{start}\u{1b} w - - 0 1");
    let tw = format!("{start}|8/8/8/8/8/8/8/8 w KQIkqi {HOSTILE} 0 1");
    let fourd = format!("4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 {HOSTILE} 0 1");
    let valhalla = format!("{start} w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 w KQkq - {HOSTILE} 1");
    let turn = format!("e2e4,{HOSTILE}");
    for args in [
        vec!["perft", "--variant", HOSTILE, "--depth", "1"],
        vec!["perft", "--variant", "standard", "--depth", HOSTILE],
        vec!["perft", "--variant", "standard", "--depth", "1", HOSTILE],
        vec!["play", "--variant", "standard", "--moves", HOSTILE],
        vec!["play", "--variant", "two-worlds", "--moves", HOSTILE],
        vec!["play", "--variant", "4d", "--moves", HOSTILE],
        vec!["play", "--variant", "valhalla", "--moves", &turn],
        vec!["moves", "--variant", "standard", "--position", &fen],
        vec!["moves", "--variant", "standard", "--position", &placement],
        vec!["moves", "--variant", "two-worlds", "--position", &tw],
        vec!["moves", "--variant", "4d", "--position", &fourd],
        vec!["moves", "--variant", "valhalla", "--position", &valhalla],
    ] {
        let (code, _, err) = cli(&args);
        assert_eq!(code, 1, "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert_clean(&err);
    }
}

#[test]
fn errors_quote_at_most_100_characters_of_huge_input() {
    assert_eq!(otherworlds_core::quote::QUOTE_CHARS, 100);
    let huge = "x".repeat(100_000);
    let long_fen = format!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w {huge} - 0 1");
    for args in [
        vec!["play", "--variant", "standard", "--moves", &huge],
        vec!["moves", "--variant", "standard", "--position", &long_fen],
        vec!["perft", "--variant", &huge, "--depth", "1"],
        vec!["perft", "--variant", "standard", "--depth", &huge],
    ] {
        let (code, _, err) = cli(&args);
        assert_eq!(code, 1);
        assert!(err.len() < 700, "{} bytes: {err}", err.len());
        assert!(err.contains(&format!("{}…", "x".repeat(100))), "{err}");
        assert!(!err.contains(&"x".repeat(101)), "{err}");
    }
}
