//! The storage layer under a crash: plays seeded random games one after another and
//! writes the autosave after every decision, forever, until it is killed. The crash
//! test (`tests/tests/record_autosave.rs`) kills it with SIGKILL at random moments and
//! checks that the autosave always loads.
//!
//! `autosave-child DIR SEED` — prints `saved` once the first autosave is written. Game
//! `k` is `random_playout(game_variant(k), game_seed(SEED, k), MAX_PLIES)`; the white
//! player's name is `game k`, so that the test can replay the same game.
use otherworlds_core::record::{GameRecord, Player, Players, save_autosave};
use otherworlds_tests::{autosave_game, random_playout};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(dir), Some(seed)) = (args.next(), args.next().and_then(|s| s.parse().ok())) else {
        eprintln!("usage: autosave-child DIR SEED");
        std::process::exit(2);
    };
    let dir = PathBuf::from(dir);
    // A safety net: never outlive a test that died before killing us.
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut announced = false;
    for k in 0u64.. {
        let (variant, game_seed, max_plies) = autosave_game(seed, k);
        let players = Players {
            white: Player::human(Some(&format!("game {k}"))),
            black: Player::computer(1),
        };
        random_playout(variant, game_seed, max_plies, |game| {
            let record = match GameRecord::from_game(game, players.clone()) {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("autosave-child: {e}");
                    std::process::exit(1);
                }
            };
            if let Err(e) = save_autosave(&dir, &record) {
                eprintln!("autosave-child: {e}");
                std::process::exit(1);
            }
            if !announced {
                announced = true;
                println!("saved");
                let _ = std::io::stdout().flush();
            }
            if Instant::now() > deadline {
                std::process::exit(3);
            }
        });
    }
}
