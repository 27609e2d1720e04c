//! Plays standard chess between two UCI engines (for example our `otherworlds-cli uci`
//! against Debian's `stockfish` with a lowered Skill Level), judging legality and results
//! with our own rules, and prints the score and Elo difference with its error bar.
//!
//! `cargo run --release -p otherworlds-tests --bin uci-match -- \
//!     --a "target/release/otherworlds-cli uci" --b /usr/games/stockfish \
//!     --b-option "Skill Level=3" --games 20 --movetime 100`
//!
//! With `--a-level N` instead of `--a`, side A is the app's computer level N (standard
//! chess limits, `Level::for_variant`), played in this process exactly as the app and
//! `otherworlds-cli match` play it (node limits, its seeded noise: `--seed` ^ game
//! index): the anchor match of the level ratings (docs/engine.md, *Level ratings*).
//! `--seed S` (default 1000) seeds the openings, two random plies per game pair, each
//! pair played twice with colours swapped. `--movetime` is the UCI engines' time a move.
//! `--moves` prints each game's moves (UCI, from the start) on the line after its result,
//! for replaying or analysing the games.
use otherworlds_core::engine::matches::Tally;
use otherworlds_core::engine::{Level, Searcher};
use otherworlds_core::standard::Chess;
use otherworlds_core::{Color, Game, Variant};
use otherworlds_tests::uci::UciEngine as Engine;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Side A: a UCI engine, or one of our levels in this process.
enum Player {
    Uci(Box<Engine>),
    Level(Level, Box<Searcher<Chess>>),
}

impl Player {
    fn new_game(&mut self) -> Result<(), String> {
        match self {
            Player::Uci(e) => e.send("ucinewgame"),
            Player::Level(_, searcher) => {
                searcher.clear();
                Ok(())
            }
        }
    }

    fn best_move(
        &mut self,
        game: &Game<Chess>,
        moves: &[String],
        movetime: u64,
        seed: u64,
    ) -> Result<String, String> {
        match self {
            Player::Uci(e) => e.best_move(moves, movetime),
            Player::Level(level, searcher) => {
                let stop = Arc::new(AtomicBool::new(false));
                level
                    .choose(searcher, game.position(), game.history(), seed, stop)
                    .map(|m| m.uci())
                    .ok_or_else(|| "the level found no move in a position with moves".into())
            }
        }
    }
}

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let a_level = match arg(&args, "--a-level") {
        Some(l) => match l.parse::<u8>() {
            Ok(n @ 1..=8) => Some(Level::for_variant(n, Variant::Standard)),
            _ => return Err(format!("--a-level '{l}' is not a level 1-8")),
        },
        None => None,
    };
    let b_cmd = arg(&args, "--b").ok_or("--b ENGINE required")?;
    let games: u32 = arg(&args, "--games")
        .and_then(|g| g.parse().ok())
        .unwrap_or(10);
    let movetime: u64 = arg(&args, "--movetime")
        .and_then(|g| g.parse().ok())
        .unwrap_or(100);
    let seed: u64 = arg(&args, "--seed")
        .and_then(|g| g.parse().ok())
        .unwrap_or(1000);
    let collect = |flag: &str| -> Vec<String> {
        args.windows(2)
            .filter(|w| w[0] == flag)
            .map(|w| w[1].clone())
            .collect()
    };
    let mut a = match a_level {
        Some(level) => Player::Level(level, Box::new(Searcher::new(16))),
        None => {
            let a_cmd = arg(&args, "--a").ok_or("--a ENGINE or --a-level N required")?;
            Player::Uci(Box::new(Engine::start(&a_cmd, &collect("--a-option"))?))
        }
    };
    let mut b = Engine::start(&b_cmd, &collect("--b-option"))?;
    let print_moves = args.iter().any(|a| a == "--moves");
    let mut tally = Tally::default();
    for g in 0..games {
        let mut rng = fastrand::Rng::with_seed(seed + (g / 2) as u64);
        let a_color = if g % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut game = Game::new(Chess::new());
        let mut moves: Vec<String> = Vec::new();
        for _ in 0..2 {
            let legal = game.legal_moves();
            let m = legal[rng.usize(..legal.len())];
            moves.push(m.uci());
            game.play(m).map_err(|e| e.to_string())?;
        }
        a.new_game()?;
        b.send("ucinewgame")?;
        let outcome = loop {
            if let Some(o) = game.outcome() {
                break Some(o);
            }
            if moves.len() >= 300 {
                break None;
            }
            let m = if game.position().turn() == a_color {
                a.best_move(&game, &moves, movetime, seed ^ u64::from(g))?
            } else {
                b.best_move(&moves, movetime)?
            };
            game.play_str(&m)
                .map_err(|e| format!("game {}: engine played {m}: {e}", g + 1))?;
            moves.push(m);
        };
        let text = match outcome {
            Some(o) => {
                match o.winner {
                    Some(w) if w == a_color => tally.wins += 1,
                    Some(_) => tally.losses += 1,
                    None => tally.draws += 1,
                }
                o.to_string()
            }
            None => {
                tally.draws += 1;
                "1/2-1/2 adjudicated after 300 plies".into()
            }
        };
        println!(
            "game {} A={} {text} ({} plies)",
            g + 1,
            a_color.name(),
            moves.len()
        );
        if print_moves {
            println!("  moves {}", moves.join(" "));
        }
    }
    println!(
        "A vs B, {} games: +{} ={} -{} score {:.1}% {}",
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * tally.score(),
        tally.elo_summary()
    );
    Ok(())
}
