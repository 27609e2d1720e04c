//! Texel tuning of the evaluations (issue 19): each family's names and shipped weights (the
//! features of a position of any variant are [`LinearEval`]'s), the data files of self-play positions, and the fit ([`fit`]).
//!
//! A data file holds lines `position-string<TAB>result`, the result `1`, `0.5` or `0`
//! for White (Valhalla: player A), or any number between for a teacher's expected
//! result (`uci-label`); `# variant V` lines say which variant the positions below
//! belong to (one file may hold several), `# game N` lines start a game (the held-out
//! set is every tenth game), other `#` lines are comments.
//! The commands are `otherworlds-cli datagen` and `otherworlds-cli tune`
//! (docs/engine.md, *Tuning the evaluation*).
pub mod fit;

use crate::any::AnyPosition;
use crate::linear::{Features, LinearEval, Weights};
use crate::ratings::Family;
use crate::variant::Variant;

/// The term names of a family's evaluation.
pub fn names(family: Family) -> &'static [String] {
    match family {
        Family::Standard => crate::standard::eval::term_names(),
        Family::TwoWorlds => crate::two_worlds::eval::term_names(),
        Family::FourD => crate::fourd::eval::term_names(),
        Family::Valhalla => crate::valhalla::eval::term_names(),
    }
}

/// A family's shipped weights.
pub fn shipped(family: Family) -> &'static Weights {
    match family {
        Family::Standard => crate::standard::eval::weights(),
        Family::TwoWorlds => crate::two_worlds::eval::weights(),
        Family::FourD => crate::fourd::eval::weights(),
        Family::Valhalla => crate::valhalla::eval::weights(),
    }
}

/// One position of a data file.
#[derive(Clone, Debug)]
pub struct Sample {
    /// Sparse `(index, coefficient)` over the flat weights `[t0.mg, t0.eg, ...]`.
    pub terms: Vec<(u32, f32)>,
    /// White's (player A's) result: 1, 0.5 or 0, or a teacher's expected result.
    pub result: f64,
    /// The game's number in its file (every tenth game is held out).
    pub game: u64,
}

impl Sample {
    pub fn new(f: &Features, result: f64, game: u64) -> Sample {
        Sample {
            terms: f
                .sparse()
                .into_iter()
                .filter(|(_, c)| *c != 0.0)
                .map(|(i, c)| (i as u32, c as f32))
                .collect(),
            result,
            game,
        }
    }

    /// The evaluation with flat weights `w`.
    #[inline]
    pub fn eval(&self, w: &[f64]) -> f64 {
        self.terms
            .iter()
            .map(|&(i, c)| w[i as usize] * f64::from(c))
            .sum()
    }
}

/// Reads a data file's positions of `family` (`name` names the file in errors; positions
/// of other families are skipped and counted in the second number).
pub fn read_data(text: &str, family: Family, name: &str) -> Result<(Vec<Sample>, usize), String> {
    let mut variant: Option<Variant> = None;
    let mut game = 0u64;
    let mut out = Vec::new();
    let mut skipped = 0;
    for (n, line) in text.lines().enumerate() {
        let at = || format!("{name}:{}", n + 1);
        let line = line.trim_end();
        if let Some(rest) = line.strip_prefix('#') {
            let rest = rest.trim();
            if let Some(v) = rest.strip_prefix("variant ") {
                variant = Some(v.trim().parse().map_err(|e| format!("{}: {e}", at()))?);
            } else if let Some(g) = rest.strip_prefix("game ") {
                game = g.trim().parse().map_err(|_| {
                    format!("{}: bad game number '{}'", at(), crate::quote::quote(g))
                })?;
            }
            continue;
        }
        if line.is_empty() {
            continue;
        }
        let Some(v) = variant else {
            return Err(format!(
                "{}: a position before any '# variant V' line",
                at()
            ));
        };
        if Family::of(v) != family {
            skipped += 1;
            continue;
        }
        let Some((pos, result)) = line.rsplit_once('\t') else {
            return Err(format!("{}: expected 'position<TAB>result'", at()));
        };
        // 1, 0.5 or 0 from a game; any number between from a teacher's score (`uci-label`).
        let result = match result.trim().parse::<f64>() {
            Ok(r) if (0.0..=1.0).contains(&r) => r,
            _ => {
                return Err(format!(
                    "{}: result '{}' is not a number from 0 to 1",
                    at(),
                    crate::quote::quote(result.trim())
                ));
            }
        };
        let p = AnyPosition::from_string(v, pos).map_err(|e| format!("{}: {e}", at()))?;
        out.push(Sample::new(&p.features(), result, game));
    }
    Ok((out, skipped))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_lines_are_read_and_bad_ones_named() {
        let text = "# variant standard\n# game 3\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\t0.5\n# variant 4d\n4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 w 0 1\t1\n";
        let (s, skipped) =
            read_data(text, Family::Standard, "d.txt").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((s.len(), skipped, s[0].game, s[0].result), (1, 1, 3, 0.5));
        let bad = read_data("# variant standard\nfoo\t2\n", Family::Standard, "d.txt");
        assert_eq!(
            bad.err(),
            Some("d.txt:2: result '2' is not a number from 0 to 1".into())
        );
        let nan = read_data("# variant standard\nfoo\tNaN\n", Family::Standard, "d.txt");
        assert!(nan.is_err_and(|e| e.contains("'NaN' is not a number from 0 to 1")));
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let soft = read_data(
            &format!("# variant standard\n{start}\t0.6250\n"),
            Family::Standard,
            "d.txt",
        );
        assert_eq!(soft.map(|(s, _)| s[0].result), Ok(0.625));
        let none = read_data("x\t1\n", Family::Standard, "d.txt");
        assert!(none.is_err_and(|e| e.starts_with("d.txt:1: a position before")));
    }

    /// The evaluation equals the dot product of the weights and the features, on many
    /// positions of seeded random playouts of every variant, and the search's evaluation
    /// is built on it.
    #[test]
    fn every_evaluation_is_the_dot_product_of_weights_and_features() {
        use crate::game::{Notation, Rules, Searchable};
        let variants = [
            "standard",
            "two-worlds",
            "4d",
            "4d-classic",
            "valhalla",
            "valhalla:inverted",
            "valhalla:mirror:eternal",
        ];
        let mut checked = 0;
        for (k, id) in variants.iter().enumerate() {
            let v: Variant = id.parse().unwrap_or_else(|e| panic!("{e}"));
            let family = Family::of(v);
            let flat = shipped(family).flat();
            let mut rng = fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15 ^ k as u64);
            for _ in 0..20 {
                let mut p = AnyPosition::new(v);
                for _ in 0..120 {
                    let f = p.features();
                    let dot = Sample::new(&f, 0.0, 0).eval(&flat);
                    let e = p.eval_white();
                    assert!(
                        (f64::from(e) - dot).abs() <= 1.0,
                        "{id} {}: eval {e}, dot {dot}",
                        p.position_string()
                    );
                    // The search's evaluation is the side to move's view of White's:
                    // the linear one's, except in standard chess, where it is the
                    // network's (standard::eval::nnue).
                    let white = match &p {
                        AnyPosition::Standard(c) => crate::standard::eval::nnue::white_view_or(
                            crate::standard::eval::nnue::shipped(),
                            c.board(),
                            c.turn(),
                            || e,
                        ),
                        _ => e,
                    };
                    let own = if p.actor() == crate::Color::White {
                        white
                    } else {
                        -white
                    };
                    assert_eq!(p.evaluate(), own, "{id}");
                    checked += 1;
                    let mut moves = Vec::new();
                    p.legal_moves(&mut moves);
                    if moves.is_empty() || p.terminal().is_some() {
                        break;
                    }
                    p.play(moves[rng.usize(..moves.len())]);
                }
            }
        }
        assert!(checked > 5000, "{checked}");
    }
}
