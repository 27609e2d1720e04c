//! Standard-chess training positions for the network evaluation
//! (`otherworlds_core::standard::eval::nnue`, docs/engine.md, *The network*): a UCI
//! engine (Debian's Stockfish is the teacher) plays itself at a fixed node count from
//! seeded random openings, and every quiet position of its games is
//! written with the engine's score and the game's result.
//!
//! `cargo run --release -p otherworlds-tests --bin uci-datagen -- \
//!     --engine /usr/games/stockfish --nodes 3000 --games 1000 --seed 1 --out data.txt`
//!
//! A line is `FEN | score | result`: the score in centipawns from White's point of view
//! (a mate counts as ±`MATE_CP`), the result 1, 0.5 or 0 for White. Positions in check,
//! whose best move captures or promotes, or whose score is a mate are left out (the
//! evaluation answers quiet positions: the search resolves the rest). The openings are
//! eight random legal plies (`--random-plies`); a game is adjudicated a draw after 300
//! plies and won once the score stays beyond `ADJUDICATE_CP` for both sides' moves four
//! plies running.
use otherworlds_core::standard::Chess;
use otherworlds_core::{Color, Game, Rules};
use otherworlds_tests::args::{arg, number};
use otherworlds_tests::uci::{UciEngine, UciScore, start_position};
use std::io::Write;

/// The centipawns a mate counts for.
const MATE_CP: i32 = 3000;
/// Beyond this score for four plies running the game is given to the side ahead.
const ADJUDICATE_CP: i32 = 1000;

/// The engine's best move and last score (side to move's view) after `moves`.
fn search(engine: &mut UciEngine, moves: &[String], nodes: u64) -> Result<(String, i32), String> {
    let (mv, score) = engine.search(&start_position(moves), &format!("go nodes {nodes}"))?;
    let cp = match score.ok_or("the engine gave no score")? {
        UciScore::Cp(n) => n.clamp(-MATE_CP + 1, MATE_CP - 1),
        UciScore::Mate(n) if n > 0 => MATE_CP,
        UciScore::Mate(_) => -MATE_CP,
    };
    Ok((mv.ok_or("bestmove without a move")?, cp))
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let command = arg(&args, "--engine").ok_or("--engine COMMAND required")?;
    let out = arg(&args, "--out").ok_or("--out FILE required")?;
    let nodes: u64 = number(&args, "--nodes", 3000)?;
    let games: u32 = number(&args, "--games", 100)?;
    let seed: u64 = number(&args, "--seed", 1)?;
    let random_plies: usize = number(&args, "--random-plies", 8)?;
    let mut engine = UciEngine::start(&command, &[])?;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&out)
        .map_err(|e| format!("{out}: {e}"))?;
    let mut file = std::io::BufWriter::new(file);
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut written = 0usize;
    for g in 0..games {
        let mut game = Game::new(Chess::new());
        let mut moves: Vec<String> = Vec::new();
        while moves.len() < random_plies && game.outcome().is_none() {
            let legal = game.legal_moves();
            let m = legal[rng.usize(..legal.len())];
            moves.push(m.uci());
            game.play(m).map_err(|e| e.to_string())?;
        }
        engine.send("ucinewgame")?;
        // (FEN, White's score) of each kept position.
        let mut kept: Vec<(String, i32)> = Vec::new();
        let mut decided = 0;
        let result = loop {
            if let Some(o) = game.outcome() {
                break match o.winner {
                    Some(Color::White) => 1.0,
                    Some(Color::Black) => 0.0,
                    None => 0.5,
                };
            }
            if moves.len() >= 300 {
                break 0.5;
            }
            let (mv, cp) = search(&mut engine, &moves, nodes)?;
            let pos = game.position();
            let white_cp = if pos.turn() == Color::White { cp } else { -cp };
            decided = if white_cp.abs() >= ADJUDICATE_CP && decided * white_cp.signum() >= 0 {
                decided + white_cp.signum()
            } else {
                0
            };
            if decided.abs() >= 4 {
                break if decided > 0 { 1.0 } else { 0.0 };
            }
            let before = pos.board().occupied().count_ones();
            let check = pos.is_check();
            game.play_str(&mv)
                .map_err(|e| format!("game {}: engine played {mv}: {e}", g + 1))?;
            let quiet = game.position().board().occupied().count_ones() == before
                && mv.len() == 4
                && !check;
            if quiet
                && cp.abs() < MATE_CP
                && let Some(before) = game.history().last()
            {
                kept.push((before.fen(), white_cp));
            }
            moves.push(mv);
        };
        for (fen, cp) in &kept {
            writeln!(file, "{fen} | {cp} | {result}").map_err(|e| e.to_string())?;
        }
        written += kept.len();
        file.flush().map_err(|e| e.to_string())?;
        eprintln!(
            "game {} {result} ({} plies), {written} positions",
            g + 1,
            moves.len()
        );
    }
    Ok(())
}
