//! Saved games (issue 8): time to save and to load a long Machine vs Machine game. The
//! issue asks for a 300-move game at the fastest level to save and load in well under a
//! second.
//!
//! The games are level-1 engine games (the app's fastest level) of standard chess and
//! of Valhalla, played to 300 turns (300 entries in `moves`: 300 plies of standard
//! chess, 300 whole Valhalla turns); a seed whose game ends sooner is skipped. A 600-ply
//! standard game (300 moves of each side) is timed too. Saving is `GameRecord::from_game`
//! then `save_atomic` (JSON, temporary file, fsync, rename); "encode" is the same
//! without the disk. Loading is `load_file` (read, parse, replay every decision with the
//! full legality checks, check the result). Each figure is the best and the mean of
//! several runs.
//!
//! Run: `cargo bench -p otherworlds-tests --bench record_save_load`
use otherworlds_core::engine::Level;
use otherworlds_core::engine::any::level_move;
use otherworlds_core::record::{GameRecord, Player, Players, load_file, save_atomic};
use otherworlds_core::{AnyPosition, Game, Variant, prelude::*};
use otherworlds_tests::random_playout;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

const RUNS: usize = 10;

/// Whether a turn ends at `pos` (inside a Valhalla turn repetition is not judged).
fn turn_ends(game: &Game<AnyPosition>) -> bool {
    game.position().repetition_key().is_some() || game.outcome().is_some()
}

/// A level-1 game of `turns` whole turns, or None if the game ends sooner.
fn engine_game(variant: Variant, seed: u64, turns: usize) -> Option<Game<AnyPosition>> {
    let mut game = Game::new(AnyPosition::new(variant));
    let mut history: Vec<AnyPosition> = Vec::new();
    let mut played = 0;
    while played < turns {
        if game.outcome().is_some() {
            return None;
        }
        let pos = game.position().clone();
        let stop = Arc::new(AtomicBool::new(false));
        let mv = level_move(&pos, &history, Level::get(1), seed, stop)?;
        game.play(mv).ok()?;
        history.push(pos);
        if turn_ends(&game) {
            played += 1;
        }
    }
    Some(game)
}

/// The first seed's game that lasts `turns` turns; random play if no engine game does.
fn long_game(variant: Variant, turns: usize) -> (Game<AnyPosition>, String) {
    for seed in 1..=40 {
        if let Some(g) = engine_game(variant, seed, turns) {
            return (g, format!("level-1 engine game, seed {seed}"));
        }
    }
    for seed in 1.. {
        let g = random_playout(variant, seed, 10 * turns, |_| {});
        let mut copy = Game::new(g.start().clone());
        let mut played = 0;
        for &mv in g.moves() {
            if played == turns {
                break;
            }
            if copy.play(mv).is_err() {
                break;
            }
            if turn_ends(&copy) {
                played += 1;
            }
        }
        if played == turns {
            return (copy, format!("random game, seed {seed}"));
        }
    }
    unreachable!("some random game lasts long enough")
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("record_bench");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let players = Players {
        white: Player::computer(1),
        black: Player::computer(1),
    };
    for (variant, turns) in [
        (Variant::Standard, 300),
        (Variant::Standard, 600),
        ("valhalla".parse().expect("a variant id"), 300),
        (
            "valhalla:inverted:mirror:eternal"
                .parse()
                .expect("a variant id"),
            300,
        ),
    ] {
        let made = Instant::now();
        let (game, how) = long_game(variant, turns);
        let made = made.elapsed();
        let path = dir.join("game.json");
        let (mut encode, mut save, mut load) = (Vec::new(), Vec::new(), Vec::new());
        let mut bytes = 0;
        for _ in 0..RUNS {
            // The in-memory part alone: the rest of a save is the disk (fsync).
            let t = Instant::now();
            let record = GameRecord::from_game(&game, players.clone()).expect("saveable");
            let json = record.to_json().expect("encoded");
            encode.push(t.elapsed());
            assert!(!json.is_empty());
            let t = Instant::now();
            let record = GameRecord::from_game(&game, players.clone()).expect("saveable");
            save_atomic(&path, &record).expect("saved");
            save.push(t.elapsed());
            bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
            let t = Instant::now();
            let loaded = load_file(&path).expect("loads");
            load.push(t.elapsed());
            assert_eq!(loaded.game.moves(), game.moves());
        }
        let best = |v: &[Duration]| v.iter().min().copied().unwrap_or_default();
        let mean = |v: &[Duration]| v.iter().sum::<Duration>() / v.len() as u32;
        println!(
            "{variant:<32} {turns} turns ({} decisions, {how}, made in {:.1} s), file {:.1} KiB: \
             encode best {:.2} ms, save best {:.2} ms mean {:.2} ms, load best {:.2} ms mean {:.2} ms, \
             save+load mean {:.2} ms",
            game.moves().len(),
            made.as_secs_f64(),
            bytes as f64 / 1024.0,
            ms(best(&encode)),
            ms(best(&save)),
            ms(mean(&save)),
            ms(best(&load)),
            ms(mean(&load)),
            ms(mean(&save) + mean(&load)),
        );
    }
}
