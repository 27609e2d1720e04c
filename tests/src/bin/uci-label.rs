//! Labels the standard-chess positions of `otherworlds-cli datagen` files with a teacher
//! engine's search (docs/engine.md, *Tuning the evaluation*): each position's result
//! becomes `t × sigmoid(scale × score) + (1 − t) × result`, the score being the UCI
//! engine's at a fixed depth, from White's point of view (a mate counts as ±`MATE_CP`).
//! The output is a data file the tuner reads like any other (its results are then
//! numbers from 0 to 1); `# variant` and `# game` lines are copied, so the held-out games
//! stay the same.
//!
//! `cargo run --release -p otherworlds-tests --bin uci-label -- \
//!     --engine /usr/games/stockfish --depth 8 --teacher 0.75 --scale 0.00626 \
//!     --shard 0/2 --out labelled-0.txt data1.txt data2.txt`
//!
//! `--shard K/N` labels only the games whose number is K modulo N (run N processes, one a
//! core, and concatenate their files). Positions of other variants are left out.
use otherworlds_core::{AnyPosition, Color, Variant, prelude::*};
use otherworlds_tests::args::{arg, number};
use otherworlds_tests::uci::{UciEngine, UciScore};
use std::io::Write;

/// The centipawns a mate counts for.
const MATE_CP: f64 = 2000.0;

/// The teacher's score as White's expected result.
fn expected(score: UciScore, white_to_move: bool, scale: f64) -> f64 {
    let cp = match score {
        UciScore::Cp(n) => f64::from(n).clamp(-MATE_CP, MATE_CP),
        UciScore::Mate(n) if n > 0 => MATE_CP,
        UciScore::Mate(_) => -MATE_CP,
    };
    let white = if white_to_move { cp } else { -cp };
    1.0 / (1.0 + (-scale * white).exp())
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let engine = arg(&args, "--engine").ok_or("--engine COMMAND required")?;
    let out = arg(&args, "--out").ok_or("--out FILE required")?;
    let depth: u32 = number(&args, "--depth", 8)?;
    let teacher: f64 = number(&args, "--teacher", 0.75)?;
    let scale: f64 = number(&args, "--scale", 0.00626)?;
    if !(0.0..=1.0).contains(&teacher) {
        return Err(format!("--teacher {teacher} is not from 0 to 1"));
    }
    let (shard, shards) = match arg(&args, "--shard") {
        None => (0, 1),
        Some(s) => s
            .split_once('/')
            .and_then(|(k, n)| Some((k.parse::<u64>().ok()?, n.parse::<u64>().ok()?)))
            .filter(|&(k, n)| k < n)
            .ok_or(format!("--shard '{s}' is not K/N with K < N"))?,
    };
    // The data files: every argument after the program that is not a flag or its value.
    let mut inputs = Vec::new();
    let mut i = 1;
    while i < args.len() {
        if args[i].starts_with("--") {
            i += 2;
        } else {
            inputs.push(args[i].clone());
            i += 1;
        }
    }
    if inputs.is_empty() {
        return Err("no data files given".into());
    }
    let mut uci = UciEngine::start(&engine, &["Threads=1".to_string(), "Hash=16".to_string()])?;
    let mut file = std::fs::File::create(&out).map_err(|e| format!("{out}: {e}"))?;
    let mut labelled = 0u64;
    let started = std::time::Instant::now();
    for input in &inputs {
        let text = std::fs::read_to_string(input).map_err(|e| format!("{input}: {e}"))?;
        let mut standard = false;
        let mut keep = false;
        for (n, line) in text.lines().enumerate() {
            let at = || format!("{input}:{}", n + 1);
            if let Some(rest) = line.strip_prefix('#') {
                let rest = rest.trim();
                if let Some(v) = rest.strip_prefix("variant ") {
                    standard = v.trim() == "standard";
                    if standard {
                        writeln!(file, "# variant standard").map_err(|e| e.to_string())?;
                    }
                } else if let Some(g) = rest.strip_prefix("game ") {
                    let g: u64 = g
                        .trim()
                        .parse()
                        .map_err(|_| format!("{}: bad game number", at()))?;
                    keep = standard && g % shards == shard;
                    if keep {
                        writeln!(file, "# game {g}").map_err(|e| e.to_string())?;
                    }
                }
                continue;
            }
            if !keep || line.trim().is_empty() {
                continue;
            }
            let (fen, result) = line
                .rsplit_once('\t')
                .ok_or_else(|| format!("{}: expected 'position<TAB>result'", at()))?;
            let result: f64 = result
                .trim()
                .parse()
                .map_err(|_| format!("{}: bad result", at()))?;
            let pos = AnyPosition::from_string(Variant::Standard, fen)
                .map_err(|e| format!("{}: {e}", at()))?;
            let white = pos.actor() == Color::White;
            let score = uci
                .score(fen, depth)
                .map_err(|e| format!("{}: {e}", at()))?;
            let target = teacher * expected(score, white, scale) + (1.0 - teacher) * result;
            writeln!(file, "{fen}\t{target:.4}").map_err(|e| e.to_string())?;
            labelled += 1;
            if labelled.is_multiple_of(10_000) {
                eprintln!(
                    "{labelled} positions in {:.0} s",
                    started.elapsed().as_secs_f64()
                );
            }
        }
    }
    eprintln!(
        "labelled {labelled} positions in {:.0} s -> {out}",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_become_whites_expected_result() {
        let s = 0.00626;
        assert!((expected(UciScore::Cp(0), true, s) - 0.5).abs() < 1e-12);
        // The same score for the side to move is the mirror for White when Black moves.
        let w = expected(UciScore::Cp(150), true, s);
        let b = expected(UciScore::Cp(150), false, s);
        assert!(w > 0.7 && (w + b - 1.0).abs() < 1e-12, "{w} {b}");
        // A mate is the clamp's value, for whoever gives it.
        assert!(expected(UciScore::Mate(3), true, s) > 0.99);
        assert!(expected(UciScore::Mate(-3), true, s) < 0.01);
        assert_eq!(
            expected(UciScore::Mate(2), false, s),
            expected(UciScore::Cp(-5000), true, s)
        );
    }
}
