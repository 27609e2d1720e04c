//! Autosave under a crash (issue 8): a child process plays games and writes the
//! autosave after every decision; it is killed with SIGKILL (`Child::kill` on Unix) at
//! random moments, and the autosave must then load without error as a prefix of the
//! game the child was playing: never a torn file, never an illegal game.
use otherworlds_core::prelude::*;
use otherworlds_core::record::{
    AUTOSAVE_FILE, GameRecord, Players, autosave_path, load_autosave, remove_autosave,
    remove_stale_temporaries, save_autosave,
};
use otherworlds_tests::{autosave_game, random_playout};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A fresh, empty directory under the target's temporary folder, removed when the
/// returned guard drops (`.path()` is the directory).
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(name)
        .tempdir_in(env!("CARGO_TARGET_TMPDIR"))
        .unwrap()
}

#[test]
fn autosave_survives_sigkill_at_random_moments() {
    let scratch = scratch("record_autosave_kill");
    let dir = scratch.path().to_path_buf();
    let mut rng = fastrand::Rng::with_seed(0xC0FFEE);
    let mut plies_seen = Vec::new();
    for round in 0..8u64 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_autosave-child"))
            .arg(&dir)
            .arg(round.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        // Wait for the first autosave, then let it run a random while.
        let mut line = String::new();
        let stdout = child.stdout.take().unwrap();
        BufReader::new(stdout).read_line(&mut line).unwrap();
        assert_eq!(
            line.trim(),
            "saved",
            "round {round}: the child did not start"
        );
        // Odd rounds start with a Valhalla game (`autosave_game`), whose random
        // playouts end within 30-120 decisions, about 1 ms of autosave each here: a kill
        // up to 400 ms later often lands in the standard game after it, so those rounds
        // wait less, to land inside the Valhalla game (and its turns).
        let wait: u64 = if round % 2 == 1 { 25 } else { 400 };
        std::thread::sleep(Duration::from_millis(rng.u64(..wait)));
        child.kill().unwrap();
        let status = child.wait().unwrap();
        assert!(!status.success(), "round {round}: the child was not killed");

        let loaded = load_autosave(&dir)
            .unwrap_or_else(|| panic!("round {round}: no autosave"))
            .unwrap_or_else(|e| panic!("round {round}: the autosave does not load: {e}"));
        // Which game the child was playing, and that game replayed here.
        let name = loaded.record.players.white.name.clone().unwrap_or_default();
        let k: u64 = name
            .strip_prefix("game ")
            .and_then(|k| k.parse().ok())
            .unwrap_or_else(|| panic!("round {round}: unexpected player name '{name}'"));
        let (variant, seed, max_plies) = autosave_game(round, k);
        assert_eq!(loaded.record.variant, variant, "round {round}");
        let full = random_playout(variant, seed, max_plies, |_| {});
        let saved = loaded.game.moves();
        assert!(
            !saved.is_empty(),
            "round {round}: an autosave is written after a move"
        );
        assert!(
            full.moves().starts_with(saved),
            "round {round}: the autosave is not a prefix of game {k}"
        );
        for ply in 0..=saved.len() {
            let (Some(a), Some(b)) = (full.position_at(ply), loaded.game.position_at(ply)) else {
                panic!("round {round}: ply {ply} missing");
            };
            assert_eq!(a.hash(), b.hash(), "round {round}: ply {ply}");
        }
        let mid_turn = !loaded.record.turn_in_progress.is_empty();
        plies_seen.push((variant.to_string(), k, saved.len(), mid_turn));
    }
    // Leftover temporary files (a kill between write and rename) are never the
    // autosave, and nothing but the autosave and such leftovers is there.
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            name == AUTOSAVE_FILE
                || (name.starts_with(".autosave.json.") && name.ends_with(".tmp")),
            "unexpected file {name}"
        );
    }
    println!("killed at (variant, game, plies saved, inside a turn): {plies_seen:?}");
    // Strays are removed once they are old enough to be sure no save still uses them.
    let strays = std::fs::read_dir(&dir).unwrap().count() - 1;
    assert_eq!(remove_stale_temporaries(&dir, Duration::ZERO), strays);
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    assert!(load_autosave(&dir).unwrap().is_ok());
    assert!(
        plies_seen.iter().any(|(v, ..)| v.starts_with("valhalla")),
        "no kill during a Valhalla game"
    );
}

#[test]
fn no_autosave_is_none_and_a_removed_autosave_is_gone() {
    let scratch = scratch("record_autosave_none");
    let dir = scratch.path().to_path_buf();
    assert!(load_autosave(&dir).is_none());
    let game = random_playout("valhalla:inverted".parse().unwrap(), 5, 31, |_| {});
    let record = GameRecord::from_game(&game, Players::default()).unwrap();
    let nested = dir.join("a/b");
    save_autosave(&nested, &record).unwrap();
    assert!(autosave_path(&nested).is_file());
    let loaded = load_autosave(&nested).unwrap().unwrap();
    assert_eq!(loaded.game.moves(), game.moves());
    remove_autosave(&nested).unwrap();
    assert!(load_autosave(&nested).is_none());
    remove_autosave(&nested).unwrap();
}

#[test]
fn a_broken_autosave_is_reported_not_hidden() {
    let scratch = scratch("record_autosave_broken");
    let dir = scratch.path().to_path_buf();
    std::fs::write(
        autosave_path(&dir),
        b"{\"format\": \"otherworlds-game\", \"sch",
    )
    .unwrap();
    let err = load_autosave(&dir).unwrap().unwrap_err();
    assert!(err.to_string().contains("truncated JSON"), "{err}");
}
