//! `otherworlds-cli puzzles generate` and `puzzles check` (issue 45, docs/puzzles.md):
//! the file is appended to and a second run resumes after the games marked done; the
//! check reads every puzzle by the rules and names the line and field at fault.

mod support;
use support::cli;

fn done_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix("# done "))
        .map(|l| l.split(':').next().unwrap_or("").to_string())
        .collect()
}

#[test]
fn generate_appends_and_resumes_after_the_games_done() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let out = dir.path().join("4d.tsv");
    let file = out.to_str().expect("a UTF-8 path");
    let args = [
        "puzzles", "generate", "--family", "4d", "--seed", "7", "--count", "1000", "--games", "2",
        "--out", file,
    ];
    let (code, _, err) = cli(&args);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = cli(&args);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&out).expect("the file written");
    // One header; the family's games alternate its rules (4d, then 4d-classic), and
    // the second run played games 2 and 3, not 0 and 1 again.
    assert_eq!(
        text.lines()
            .filter(|l| l.starts_with("# Otherworlds"))
            .count(),
        1
    );
    assert_eq!(
        done_lines(&text),
        [
            "4d seed 7 game 0",
            "4d-classic seed 7 game 1",
            "4d seed 7 game 2",
            "4d-classic seed 7 game 3"
        ]
    );
    // Whatever was found holds by the rules.
    let (code, report, err) = cli(&["puzzles", "check", file]);
    assert_eq!(code, 0, "{err}");
    assert!(report.ends_with("all hold\n"), "{report}");
}

#[test]
fn check_names_the_line_and_the_field_at_fault() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("bad.tsv");
    // Ra8 mates; the line's move a1a9 leaves the board.
    let text = "# a comment\ns000000\tstandard\t800\t100\tmate,mateIn1,oneMove\t6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\ta1a9\ttest\n";
    std::fs::write(&path, text).expect("written");
    let (code, out, err) = cli(&["puzzles", "check", path.to_str().expect("a UTF-8 path")]);
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("line 2, line: move 1"), "{err}");
}

#[test]
fn a_pgn_is_for_standard_chess_alone() {
    let (code, _, err) = cli(&[
        "puzzles",
        "generate",
        "--family",
        "valhalla",
        "--count",
        "1",
        "--out",
        "/nonexistent/x",
        "--pgn",
        "games.pgn",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("--pgn is for standard chess only"), "{err}");
}
