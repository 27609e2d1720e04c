//! `otherworlds-cli pgn FILE` (issue 17): one line `<final position string>\t<result>`
//! per game in file order, or exit status 1 and one line naming the game, line and token.
//! The expected positions come from the tool's own `play` command on the same moves
//! (another path through the core: move strings, not PGN) or are worked out in comments.

mod support;
use std::path::PathBuf;
use support::cli;

/// Writes `text` to a PGN file in a temporary directory (kept alive with it).
fn pgn_file(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("games.pgn");
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    (dir, path)
}

fn run_pgn(text: &str) -> (i32, String, String) {
    let (_dir, path) = pgn_file(text);
    let path = path.to_string_lossy().into_owned();
    cli(&["pgn", &path])
}

/// The position `play` prints after `moves`.
fn played(variant: &str, position: Option<&str>, moves: &[&str]) -> String {
    let mut args = vec!["play", "--variant", variant];
    if let Some(p) = position {
        args.extend(["--position", p]);
    }
    args.push("--moves");
    args.extend(moves);
    let (code, out, err) = cli(&args);
    assert_eq!(code, 0, "{err}");
    out.lines().next().unwrap_or_default().to_string()
}

#[test]
fn each_game_gives_its_final_position_and_result_in_file_order() {
    let text = "[Event \"Fool's mate\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
        [Event \"No result\"]\n\n1. e4 {comment} e5 (1... c5) 2. Nf3 $1\n\n\
        [Event \"From a position\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n\
        12... Kd7 13. e4 1/2-1/2\n";
    let (code, out, err) = run_pgn(text);
    assert_eq!((code, err.as_str()), (0, ""));
    let want = format!(
        "{}\t0-1\n{}\t*\n{}\t1/2-1/2\n",
        played("standard", None, &["f2f3", "e7e5", "g2g4", "d8h4"]),
        played("standard", None, &["e2e4", "e7e5", "g1f3"]),
        played(
            "standard",
            Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12"),
            &["e8d7", "e2e4"]
        ),
    );
    assert_eq!(out, want);
    // The first line by hand: fool's mate.
    assert!(
        out.starts_with("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\t0-1\n")
    );
}

#[test]
fn other_variants_read_as_pgn_like_text_with_their_move_strings() {
    let text = "[Variant \"two-worlds\"]\n\n1. b1B1 g8h6 2. d1D1 f7f5 *\n\n\
        [Variant \"4d\"]\n[Result \"*\"]\n\n1. d2[1,0]d3[1,0] b4[0,1]b2[0,0] *\n\n\
        [Variant \"valhalla:mirror:eternal\"]\n\n1. c2c3,e1f2 h7h6,e8d7 2. d1a4,f2e1 *\n";
    let (code, out, err) = run_pgn(text);
    assert_eq!((code, err.as_str()), (0, ""));
    let want = format!(
        "{}\t*\n{}\t*\n{}\t*\n",
        played("two-worlds", None, &["b1B1", "g8h6", "d1D1", "f7f5"]),
        played("4d", None, &["d2[1,0]d3[1,0]", "b4[0,1]b2[0,0]"]),
        played(
            "valhalla:mirror:eternal",
            None,
            &["c2c3,e1f2", "h7h6,e8d7", "d1a4,f2e1"]
        ),
    );
    assert_eq!(out, want);
}

#[test]
fn bad_pgn_fails_with_one_line_naming_the_game_line_and_token() {
    let text = "[Event \"good\"]\n\n1. e4 e5 *\n\n[Event \"bad\"]\n\n1. d4 d5\n2. c4 Qxd9 *\n";
    let (code, out, err) = run_pgn(text);
    assert_eq!(code, 1);
    assert_eq!(out, "", "nothing on stdout when a game is bad");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: pgn: game 2, line 8, column 7, at 'Qxd9': "),
        "{err}"
    );
    // An unterminated comment names where it opened.
    let (code, _, err) = run_pgn("1. e4 { never closed\n\n1. d4 *\n");
    assert_eq!(code, 1);
    assert!(
        err.starts_with("error: pgn: game 1, line 1, column 7, at '{': "),
        "{err}"
    );
    // A file that cannot be read, or holds no game.
    let (code, _, err) = cli(&["pgn", "/no/such/file.pgn"]);
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    assert!(err.contains("cannot read '/no/such/file.pgn'"), "{err}");
    let (code, _, err) = run_pgn("");
    assert_eq!(code, 1);
    assert!(
        err.contains("game 1") && err.contains("no PGN game"),
        "{err}"
    );
}
