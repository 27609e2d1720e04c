//! The command-line contract (RULES.md §5 and §6), run through the real binary.

mod support;
use support::cli;

#[test]
fn perft_prints_only_the_total_on_stdout() {
    let (code, out, _) = cli(&["perft", "--variant", "standard", "--depth", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out, "total 8902\n", "timing must go to stderr");
}

#[test]
fn perft_divide_lists_sorted_root_moves_then_the_total() {
    let (code, out, _) = cli(&["perft", "--variant", "standard", "--depth", "2", "--divide"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21, "20 root moves and the total");
    assert_eq!(lines[20], "total 400");
    let moves: Vec<&str> = lines[..20]
        .iter()
        .map(|l| l.split(' ').next().unwrap_or(""))
        .collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    // Every root move has 20 replies at the start.
    assert!(lines[..20].iter().all(|l| l.ends_with(" 20")));
}

#[test]
fn moves_after_moves_are_sorted_and_empty_once_the_game_is_over() {
    let (code, out, _) = cli(&["moves", "--variant", "standard", "--moves", "e2e4"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 20);
    assert!(lines.contains(&"e7e5"));
    let (code, out, _) = cli(&[
        "moves",
        "--variant",
        "standard",
        "--moves",
        "f2f3",
        "e7e5",
        "g2g4",
        "d8h4",
    ]);
    assert_eq!((code, out.as_str()), (0, ""));
}

#[test]
fn play_prints_the_position_and_the_status() {
    let (code, out, _) = cli(&[
        "play",
        "--variant",
        "standard",
        "--moves",
        "f2f3",
        "e7e5",
        "g2g4",
        "d8h4",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\nstatus 0-1 checkmate\n"
    );
    let (_, out, _) = cli(&["play", "--variant", "standard", "--moves", "e2e4"]);
    assert!(out.ends_with("status ongoing\n"));
    assert!(out.starts_with("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
}

#[test]
fn play_detects_the_automatic_draws() {
    // Knights out and back twice: the start position occurs for the third time.
    let shuffle = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
    ];
    let mut args = vec!["play", "--variant", "standard", "--moves"];
    args.extend(shuffle);
    let (_, out, _) = cli(&args);
    assert!(
        out.ends_with("status 1/2-1/2 threefold-repetition\n"),
        "{out}"
    );
    let (_, out, _) = cli(&[
        "play",
        "--variant",
        "standard",
        "--position",
        "8/8/8/8/8/8/8/K5Rk b - - 0 1",
        "--moves",
        "h1g1",
    ]);
    assert!(
        out.ends_with("status 1/2-1/2 insufficient-material\n"),
        "{out}"
    );
    let (_, out, _) = cli(&[
        "play",
        "--variant",
        "standard",
        "--position",
        "7k/8/8/8/8/8/8/K5R1 w - - 99 80",
        "--moves",
        "g1g2",
    ]);
    assert!(out.ends_with("status 1/2-1/2 fifty-moves\n"), "{out}");
    let (_, out, _) = cli(&[
        "play",
        "--variant",
        "standard",
        "--position",
        "7k/8/6Q1/8/8/8/8/K7 w - - 0 1",
        "--moves",
        "g6f7",
    ]);
    assert!(out.ends_with("status 1/2-1/2 stalemate\n"), "{out}");
}

#[test]
fn errors_exit_1_with_one_line_naming_the_problem() {
    for (args, needle) in [
        (
            vec!["play", "--variant", "standard", "--moves", "e2e5"],
            "move 1 'e2e5' is not legal",
        ),
        (
            vec!["play", "--variant", "standard", "--moves", "e2e4", "zz"],
            "move 2 'zz' is not a move string",
        ),
        (
            vec![
                "perft",
                "--variant",
                "standard",
                "--position",
                "8/8 w - - 0 1",
                "--depth",
                "1",
            ],
            "field 1 (placement)",
        ),
        (
            vec!["perft", "--variant", "nine-worlds", "--depth", "1"],
            "unknown variant",
        ),
        (vec!["perft", "--variant", "standard"], "--depth"),
        (
            vec![
                "play",
                "--variant",
                "standard",
                "--moves",
                "f2f3",
                "e7e5",
                "g2g4",
                "d8h4",
                "a2a3",
            ],
            "the game is already over",
        ),
    ] {
        let (code, out, err) = cli(&args);
        assert_eq!(code, 1, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "one line: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

/// `bestmove --moves` plays the game's turns first, so the search sees their
/// repetitions: after Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1, ...Ng8 repeats the start a third
/// time. With a contempt of -500 (a draw is worth 5 pawns to the side searched for)
/// Black takes the draw; with +500 it must avoid it. Without the moves the repetition
/// is invisible, and a bad turn is an error naming it.
#[test]
fn bestmove_after_moves_sees_the_games_repetitions() {
    let moves = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1";
    let best = |contempt: &str| {
        let (code, out, err) = cli(&[
            "bestmove",
            "--variant",
            "standard",
            "--moves",
            moves,
            "--depth",
            "3",
            "--contempt",
            contempt,
        ]);
        assert_eq!(code, 0, "{err}");
        out.lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .map(String::from)
            .unwrap_or_else(|| panic!("no bestmove: {out}"))
    };
    assert_eq!(best("-500"), "f6g8");
    assert_ne!(best("500"), "f6g8");
    let (code, _, err) = cli(&[
        "bestmove",
        "--variant",
        "standard",
        "--moves",
        "e2e4 e2e4",
        "--depth",
        "1",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("move 2"), "{err}");
}
