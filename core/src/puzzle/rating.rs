//! A new puzzle's rating, calibrated on the computer levels' ratings
//! (`assets/ratings/levels.ron`): each level of the puzzle's family tries to solve it
//! (the noisy levels 1-5 with [`SEEDS`] seeds each, levels 6-8 once, as they play no
//! noise), and the rating is the one at which the levels' results are most likely
//! under the Elo curve of Glicko-2's scale, a level of rating `r` solving a puzzle of
//! rating `R` with probability `1 / (1 + 10^((R - r) / 400))`: how deep or how long
//! the engine needs, counted in the players whose strength is measured.
use super::judge::HASH_MIB;
use crate::any::{AnyMove, AnyPosition, Concrete, each};
use crate::engine::{Level, Searcher};
use crate::game::Rules;
use crate::outcome::EndReason;
use crate::ratings::{Family, LevelRatings};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The attempts of each noisy level (levels 1-5).
pub const SEEDS: u64 = 3;

/// The prior: one virtual half-solve by a player of this rating, so that a puzzle
/// every level solves (or none) gets a finite rating.
const PRIOR_RATING: f64 = 1500.0;

/// The ratings a puzzle can get.
const LOWEST: f64 = 400.0;
const HIGHEST: f64 = 3200.0;

/// The deviation's bounds (a new puzzle is never certain, nor a guess).
const MIN_DEVIATION: f64 = 60.0;
const MAX_DEVIATION: f64 = 350.0;

/// Glicko-2's scale factor on the Elo curve: ln 10 / 400.
const Q: f64 = std::f64::consts::LN_10 / 400.0;

/// One level's attempts: the level's rating and whether each attempt solved it.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempts {
    pub level: u8,
    pub rating: f64,
    pub solved: Vec<bool>,
}

/// Whether `level` (with `seed`) plays every solver decision of `line` from `start`,
/// or a decision that wins the game at once where the line mates (as the Puzzles
/// screen accepts any mate).
pub fn level_solves(start: &AnyPosition, line: &[AnyMove], level: Level, seed: u64) -> bool {
    each!(start, p => solves_concrete(p, line, level, seed))
}

fn solves_concrete<P: Concrete>(start: &P, line: &[AnyMove], level: Level, seed: u64) -> bool {
    let solver = start.actor();
    let mut searcher: Searcher<P> = Searcher::new(HASH_MIB);
    let mut pos = start.clone();
    for (i, &expected) in line.iter().enumerate() {
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let Some(&mv) = legal.iter().find(|&&m| P::wrap_move(m) == expected) else {
            return false;
        };
        if pos.actor() == solver {
            let stop = Arc::new(AtomicBool::new(false));
            let Some(chosen) = level.choose(&mut searcher, &pos, &[], seed ^ i as u64, stop) else {
                return false;
            };
            if chosen != mv {
                let mut after = pos.clone();
                after.play(chosen);
                return after.terminal().is_some_and(|o| {
                    o.winner == Some(solver)
                        && matches!(o.reason, EndReason::Checkmate | EndReason::KingReplaced)
                });
            }
        }
        pos.play(mv);
    }
    true
}

/// Every level's attempts at the puzzle `line` from `start`, with the family's level
/// ratings.
pub fn attempts(start: &AnyPosition, line: &[AnyMove], ratings: &LevelRatings) -> Vec<Attempts> {
    let variant = start.variant();
    let family = Family::of(variant);
    (1..=8u8)
        .filter_map(|n| {
            let rating = ratings.get(family, n)?.rating;
            let level = Level::for_variant(n, variant);
            let seeds = if level.noise > 0 { SEEDS } else { 1 };
            let solved = (0..seeds)
                .map(|s| level_solves(start, line, level, 1 + s))
                .collect();
            Some(Attempts {
                level: n,
                rating,
                solved,
            })
        })
        .collect()
}

/// The rating and deviation the attempts give: the most likely rating under the Elo
/// curve (with the prior), found by bisection (the likelihood's slope falls as the
/// rating rises), and the standard error from the Fisher information, within bounds.
pub fn fit(attempts: &[Attempts]) -> (f64, f64) {
    let results: Vec<(f64, f64)> = attempts
        .iter()
        .flat_map(|a| a.solved.iter().map(|&s| (a.rating, f64::from(u8::from(s)))))
        .chain(std::iter::once((PRIOR_RATING, 0.5)))
        .collect();
    // The chance that a player of rating `r` solves a puzzle of rating `puzzle`.
    let solves = |r: f64, puzzle: f64| 1.0 / (1.0 + 10f64.powf((puzzle - r) / 400.0));
    // The likelihood's slope in the puzzle's rating: positive while the players failed
    // more than the rating expects.
    let slope = |puzzle: f64| -> f64 { results.iter().map(|&(r, s)| solves(r, puzzle) - s).sum() };
    let (mut low, mut high) = (LOWEST, HIGHEST);
    if slope(low) <= 0.0 {
        high = low;
    } else if slope(high) >= 0.0 {
        low = high;
    }
    while high - low > 0.5 {
        let mid = (low + high) / 2.0;
        if slope(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    let rating = (low + high) / 2.0;
    let information: f64 = results
        .iter()
        .map(|&(r, _)| {
            let e = solves(r, rating);
            Q * Q * e * (1.0 - e)
        })
        .sum();
    let deviation = (1.0 / information.sqrt()).clamp(MIN_DEVIATION, MAX_DEVIATION);
    (rating.round(), deviation.round())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(level: u8, rating: f64, solved: &[bool]) -> Attempts {
        Attempts {
            level,
            rating,
            solved: solved.to_vec(),
        }
    }

    #[test]
    fn a_puzzle_between_the_solvers_and_the_others_is_rated_between_them() {
        // Levels at 1000 and 1400 fail, 1800 and 2200 solve: by symmetry of the curve
        // about 1600 (and the prior at 1500 pulling a little down), the rating is just
        // under 1600.
        let (r, rd) = fit(&[
            at(1, 1000.0, &[false]),
            at(2, 1400.0, &[false]),
            at(3, 1800.0, &[true]),
            at(4, 2200.0, &[true]),
        ]);
        assert!((1500.0..1600.0).contains(&r), "{r}");
        assert!((MIN_DEVIATION..=MAX_DEVIATION).contains(&rd));
    }

    #[test]
    fn a_puzzle_all_solve_is_rated_low_and_one_none_solve_high() {
        let ladder = |solved: bool| -> Vec<Attempts> {
            (1..=8)
                .map(|n| at(n, 700.0 + 200.0 * f64::from(n), &[solved; 3]))
                .collect()
        };
        let (easy, _) = fit(&ladder(true));
        let (hard, _) = fit(&ladder(false));
        assert!(easy < 900.0, "{easy}");
        assert!(hard > 2300.0, "{hard}");
        assert!((LOWEST..=HIGHEST).contains(&easy) && (LOWEST..=HIGHEST).contains(&hard));
    }
}
