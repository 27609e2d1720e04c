//! The command-line contract (RULES.md §5, §6) for `--variant 4d` and `4d-classic`.
//! Counts come from tests/data/fourd.tsv (start rows, depths 1 and 2).

mod support;
use support::cli;

#[test]
fn perft_of_both_start_positions() {
    assert_eq!(
        cli(&["perft", "--variant", "4d", "--depth", "2"]).1,
        "total 2116\n"
    );
    let (code, out, _) = cli(&[
        "perft",
        "--variant",
        "4d-classic",
        "--depth",
        "2",
        "--divide",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 50, "49 root moves and the total");
    assert_eq!(lines[49], "total 2329");
    let mut sorted = lines[..49].to_vec();
    sorted.sort();
    assert_eq!(sorted, lines[..49]);
}

#[test]
fn moves_lists_the_seeds_first_lesson() {
    let (code, out, _) = cli(&["moves", "--variant", "4d"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 48);
    assert!(out.lines().any(|l| l == "a1[0,0]a1[0,1]"));
}

#[test]
fn play_prints_the_position_and_the_status() {
    let (code, out, _) = cli(&["play", "--variant", "4d", "--moves", "a1[0,0]a1[0,1]"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "4/4/PPPP/1NBQ|4/4/PPPP/KBNR|rnbq/pppp/4/R3|kbnr/pppp/4/4 b 1 1\nstatus ongoing\n"
    );
    // D4-5: the queen steps next to the cornered king, protected by the rook behind it.
    let (code, out, _) = cli(&[
        "play",
        "--variant",
        "4d",
        "--position",
        "3K/4/4/k3|4/4/4/4|4/4/4/4|1R2/1Q2/4/4 w 0 1",
        "--moves",
        "b3[1,1]b2[1,1]",
    ]);
    assert_eq!(code, 0);
    assert!(out.ends_with("status 1-0 checkmate\n"), "{out}");
}

#[test]
fn errors_are_one_line_and_exit_1() {
    for args in [
        // A promotion suffix is rejected (RULES.md §6).
        &["play", "--variant", "4d", "--moves", "a2[0,0]a3[0,0]q"][..],
        &["play", "--variant", "4d", "--moves", "a1[0,0]a2[0,0]"][..],
        // 4D-FEN has exactly 4 fields.
        &[
            "perft",
            "--variant",
            "4d",
            "--position",
            "4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 w 0",
            "--depth",
            "1",
        ][..],
    ] {
        let (code, out, err) = cli(args);
        assert_eq!(code, 1, "{args:?}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn moves_prints_nothing_after_the_end() {
    // Two bare kings: drawn at once (D4-5).
    let (code, out, _) = cli(&[
        "moves",
        "--variant",
        "4d",
        "--position",
        "3K/4/4/k3|4/4/4/4|4/4/4/4|4/4/4/4 w 0 1",
    ]);
    assert_eq!(code, 0);
    assert!(out.is_empty());
}
