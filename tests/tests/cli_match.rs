//! `cli-match` (tests/src/bin/cli-match.rs) plays `otherworlds-cli` against itself:
//! the tally adds up, and every printed game replays as a legal game under the core's
//! rules whose result is the one printed.
use otherworlds_core::{AnyPosition, Game, Variant};
use std::path::PathBuf;
use std::process::Command;

/// The `otherworlds-cli` binary next to this package's binaries (the core's binary is
/// not built for another package's tests, so cargo is asked to bring it up to date:
/// nothing to do when the core's own tests built it).
fn otherworlds_cli() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_BIN_EXE_cli-match"))
        .parent()
        .map(PathBuf::from)
        .unwrap_or_default();
    let bin = dir.join(format!("otherworlds-cli{}", std::env::consts::EXE_SUFFIX));
    {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args([
                "build",
                "-p",
                "otherworlds-core",
                "--bin",
                "otherworlds-cli",
            ])
            .status()
            .unwrap_or_else(|e| panic!("cannot build otherworlds-cli: {e}"));
        assert!(status.success(), "building otherworlds-cli failed");
    }
    assert!(bin.exists(), "{} missing", bin.display());
    bin
}

/// `history`: cli-match's `--history` (on: each side gets the game's turns through
/// `bestmove --moves`, Valhalla's comma-joined turns included).
fn check_match(variant: &str, history: &str) {
    let cli = otherworlds_cli();
    let cli = cli.to_string_lossy();
    let pgn = tempfile::NamedTempFile::new().unwrap_or_else(|e| panic!("{e}"));
    let pgn_path = pgn.path().to_string_lossy().into_owned();
    let out = Command::new(env!("CARGO_BIN_EXE_cli-match"))
        .args(["--variant", variant, "--a", &cli, "--b", &cli])
        .args(["--games", "2", "--movetime", "20", "--seed", "3"])
        .args([
            "--max-turns",
            "60",
            "--pgn-out",
            &pgn_path,
            "--history",
            history,
        ])
        .output()
        .unwrap_or_else(|e| panic!("cannot run cli-match: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    let v: Variant = variant.parse().unwrap_or_else(|e| panic!("{e}"));
    let games: Vec<&str> = stdout.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2, "{stdout}");
    // A's score counted from the game lines, to compare with the tally.
    let (mut w, mut d, mut l) = (0, 0, 0);
    let mut openings = Vec::new();
    for (k, line) in games.iter().enumerate() {
        let (head, moves) = line
            .split_once(": ")
            .unwrap_or_else(|| panic!("no moves in '{line}'"));
        let a_white = head.contains(" A=white ");
        assert_eq!(a_white, k == 0, "A takes White in the first game of a pair");
        let mut game = Game::new(AnyPosition::new(v));
        let turns: Vec<&str> = moves.split_whitespace().collect();
        for t in &turns {
            game.play_str(t)
                .unwrap_or_else(|e| panic!("'{t}' in game {}: {e}\n{line}", k + 1));
        }
        assert!(head.contains(&format!("({} turns)", turns.len())), "{line}");
        openings.push(turns.first().map(|t| t.to_string()));
        let winner = match game.outcome() {
            Some(o) => {
                assert!(head.contains(&o.to_string()), "printed result: {line}");
                o.winner
            }
            None => {
                assert!(head.contains("adjudicated"), "an unfinished game: {line}");
                assert!(turns.len() >= 60, "adjudicated only at the cap: {line}");
                None
            }
        };
        match winner {
            None => d += 1,
            Some(c) if (c == otherworlds_core::Color::White) == a_white => w += 1,
            Some(_) => l += 1,
        }
    }
    assert_eq!(openings[0], openings[1], "one opening played twice");
    let summary = stdout
        .lines()
        .last()
        .unwrap_or_else(|| panic!("no summary: {stdout}"));
    assert!(
        summary.contains(&format!("2 games at 20 ms: +{w} ={d} -{l} ")),
        "the tally adds up to the games: {summary}\n{stdout}"
    );
    let written = std::fs::read(pgn.path()).unwrap_or_else(|e| panic!("{e}"));
    let read = otherworlds_core::pgn::read_bytes(&written).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.len(), 2, "the PGN file holds both games");
}

#[test]
fn a_standard_match_of_the_cli_against_itself_adds_up() {
    check_match("standard", "off");
}

#[test]
fn a_valhalla_match_of_the_cli_against_itself_given_the_game_adds_up() {
    check_match("valhalla", "on");
}

/// The 4D test openings (`tests/data/openings/4d.txt`, `--openings`): the pair plays the
/// file's first opening, both games starting with its turns.
#[test]
fn a_4d_match_from_the_openings_file_plays_its_first_opening_twice() {
    let cli = otherworlds_cli();
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/data/openings/4d.txt");
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let first: Vec<&str> = text
        .lines()
        .find(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .unwrap_or_else(|| panic!("no opening in {file}"))
        .split_whitespace()
        .collect();
    assert!(!first.is_empty());
    let out = Command::new(env!("CARGO_BIN_EXE_cli-match"))
        .args(["--variant", "4d", "--a", &cli.to_string_lossy()])
        .args(["--b", &cli.to_string_lossy(), "--games", "2"])
        .args(["--movetime", "10", "--max-turns", "20", "--openings", file])
        .output()
        .unwrap_or_else(|e| panic!("cannot run cli-match: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let games: Vec<&str> = stdout.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2, "{stdout}");
    for line in games {
        let (_, moves) = line
            .split_once(": ")
            .unwrap_or_else(|| panic!("no moves in '{line}'"));
        let turns: Vec<&str> = moves.split_whitespace().collect();
        assert!(turns.len() >= first.len(), "{line}");
        assert_eq!(
            turns[..first.len()],
            first[..],
            "the file's opening: {line}"
        );
    }
}

/// An openings file with an illegal turn, or too few openings for the games, stops the
/// match before a game with a message that names the file's problem.
#[test]
fn a_bad_openings_file_is_refused_with_its_fault() {
    let cli = otherworlds_cli();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let bad = dir.path().join("bad.txt");
    // White's pawn step a2[0,0]a3[0,0] (in the start's legal list), then Black moving
    // from a1[0,0], White's corner: not a legal turn.
    std::fs::write(&bad, "# a comment\na2[0,0]a3[0,0] a1[0,0]a4[0,0]\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let run = |games: &str| {
        Command::new(env!("CARGO_BIN_EXE_cli-match"))
            .args(["--variant", "4d", "--a", &cli.to_string_lossy()])
            .args(["--b", &cli.to_string_lossy(), "--games", games])
            .args(["--movetime", "10", "--openings", &bad.to_string_lossy()])
            .output()
            .unwrap_or_else(|e| panic!("cannot run cli-match: {e}"))
    };
    let few = run("4");
    let err = String::from_utf8_lossy(&few.stderr);
    assert!(!few.status.success());
    assert!(err.contains("1 openings for 4 games"), "{err}");
    let illegal = run("2");
    let err = String::from_utf8_lossy(&illegal.stderr);
    assert!(!illegal.status.success());
    assert!(
        err.contains("opening 1") && err.contains("a1[0,0]a4[0,0]"),
        "{err}"
    );
    assert!(!String::from_utf8_lossy(&illegal.stdout).contains("game 1 "));
}
