//! `otherworlds-cli review`: a game given as moves or as a PGN file, judged turn by turn,
//! printed as a table or as annotated PGN that reads back to the same game.

mod support;
use otherworlds_core::pgn::{self, Annotation};
use support::cli;

const FOOLS_MATE: &str = "[White \"Ada\"]\n[Black \"Bo\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

fn pgn_file(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("game.pgn");
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    let path = path.to_string_lossy().into_owned();
    (dir, path)
}

/// The table: a line per turn with its fields, 2.g4 (which allows mate in one) a
/// blunder, the mate not judged, and a summary line per side.
#[test]
fn the_table_judges_every_turn_and_sums_up_each_side() {
    let (code, out, err) = cli(&[
        "review",
        "--variant",
        "standard",
        "--nodes",
        "20000",
        "--moves",
        "f2f3",
        "e7e5",
        "g2g4",
        "d8h4",
    ]);
    assert_eq!(code, 0, "{err}");
    let rows: Vec<Vec<&str>> = out.lines().map(|l| l.split('\t').collect()).collect();
    let turns: Vec<&Vec<&str>> = rows.iter().filter(|r| r[0] == "turn").collect();
    assert_eq!(turns.len(), 4, "{out}");
    assert!(turns.iter().all(|r| r.len() == 9), "{out}");
    let played: Vec<&str> = turns.iter().map(|r| r[3]).collect();
    assert_eq!(played, ["f3", "e5", "g4", "Qh4#"], "SAN in standard chess");
    assert_eq!(
        (turns[2][1], turns[2][2], turns[2][5], turns[2][7]),
        ("2.", "white", "#-1", "blunder")
    );
    assert_eq!(
        (turns[3][5], turns[3][7], turns[3][8]),
        ("0-1", "-", "Qh4#")
    );
    let summaries: Vec<&Vec<&str>> = rows.iter().filter(|r| r[0] == "summary").collect();
    assert_eq!(summaries.len(), 2, "{out}");
    assert_eq!(summaries[0][1], "white");
    assert!(summaries[0].contains(&"blunders 1"), "{out}");
    assert!(summaries[1].contains(&"blunders 0"), "{out}");
    assert!(
        err.contains("review: 5/5 positions"),
        "progress goes to stderr: {err}"
    );
}

/// `--annotate`: the file's game with its tags, NAG 4 and the evaluation comments, read
/// back by the project's own PGN reader to the same moves.
#[test]
fn annotated_pgn_keeps_the_tags_and_reads_back() {
    let (_dir, path) = pgn_file(FOOLS_MATE);
    let (code, out, err) = cli(&["review", "--pgn", &path, "--nodes", "20000", "--annotate"]);
    assert_eq!(code, 0, "{err}");
    let games = pgn::read_games(&out).unwrap_or_else(|e| panic!("{e}\n{out}"));
    let g = &games[0];
    assert_eq!(
        (g.tag("White"), g.tag("Annotator")),
        (Some("Ada"), Some("Otherworlds"))
    );
    let texts: Vec<&str> = g.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["f3", "e5", "g4", "Qh4#"]);
    assert!(
        g.moves[2].annotations.contains(&Annotation::Nag(4)),
        "{out}"
    );
    let comment = g.moves[2].annotations.iter().find_map(|a| match a {
        Annotation::Comment(c) => Some(c.as_str()),
        _ => None,
    });
    assert!(
        comment.is_some_and(|c| c.starts_with("[%eval #-1] Blunder") && c.ends_with("was best.")),
        "{out}"
    );
    assert!(
        g.moves[3].annotations.is_empty(),
        "no value after the game's end: {out}"
    );
}

#[test]
fn bad_input_is_named() {
    let (_dir, path) = pgn_file(FOOLS_MATE);
    let (code, _, err) = cli(&["review", "--pgn", &path, "--game", "2"]);
    assert_eq!(code, 1);
    assert!(err.contains("--game 2: the file holds 1 game(s)"), "{err}");
    let (code, _, err) = cli(&["review", "--variant", "standard", "--moves", "e2e4", "e2e4"]);
    assert_eq!(code, 1);
    assert!(err.contains("move 2"), "{err}");
    let (code, _, err) = cli(&["review", "--pgn", &path, "--variant", "standard"]);
    assert_ne!(code, 0);
    assert!(err.contains("cannot be used with"), "{err}");
    let (code, _, err) = cli(&["review", "--moves", "e2e4"]);
    assert_ne!(code, 0);
    assert!(err.contains("--variant"), "{err}");
}
