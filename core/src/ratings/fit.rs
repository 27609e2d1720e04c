//! The maximum-likelihood fit of one rating per player from pairwise match scores
//! (Bradley-Terry on the Elo logistic scale, draws as half points), with each rating's
//! standard error from the Fisher information. A pure function: see docs/engine.md,
//! *Level ratings*.
//!
//! Model: player i scores against player j with probability
//! `p_ij = 1 / (1 + 10^((r_j - r_i) / 400))`, the curve of Elo and of Glicko-2 (whose
//! `q = ln 10 / 400` is the same scale), so the fitted numbers sit on the scale the
//! app's Glicko-2 ratings use. A draw counts as half a win and half a loss (no draw
//! model). Prior: every pair that played gets [`PRIOR_DRAWS`] virtual drawn game (as
//! Bayeselo's prior of virtual draws), so a pair with all wins has a finite difference
//! (20 of 20 plus one draw: 20.5/21, 400·log10(41) ≈ 645 points) instead of diverging.
//!
//! Ratings are only defined up to a common shift; the fit returns them with mean 0, and
//! the covariance is the Moore-Penrose inverse of the Fisher information (the
//! covariance of each rating relative to the mean of all), so every player, the
//! weakest included, gets a positive deviation. Callers place the scale (an anchor)
//! by adding one constant to every rating, which changes no deviation.
use std::f64::consts::LN_10;

/// Virtual drawn games added to every pair that played (the prior).
pub const PRIOR_DRAWS: f64 = 1.0;

/// One pair's results: player `a` against player `b` (indices), from `a`'s side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairResult {
    pub a: usize,
    pub b: usize,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// The fitted ratings (mean 0) and their standard errors, in rating points.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    pub ratings: Vec<f64>,
    pub errors: Vec<f64>,
}

/// Why no fit could be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FitError {
    #[error("pair {a} v {b}: no such player (there are {players})")]
    NoSuchPlayer { a: usize, b: usize, players: usize },
    #[error("pair {0} v {0}: a player cannot play itself")]
    SelfPair(usize),
    #[error("the players are not all connected by games (player {0} is cut off)")]
    Disconnected(usize),
}

/// Logistic slope of the Elo scale: d p / d r = K p (1 - p).
const K: f64 = LN_10 / 400.0;

fn expected(ri: f64, rj: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((rj - ri) / 400.0))
}

/// Games and points of i against j, summed over every result of the pair (both
/// orders), plus the prior's virtual draws.
fn tallies(players: usize, results: &[PairResult]) -> Result<Vec<Vec<(f64, f64)>>, FitError> {
    let mut t = vec![vec![(0.0, 0.0); players]; players];
    for r in results {
        if r.a >= players || r.b >= players {
            return Err(FitError::NoSuchPlayer {
                a: r.a,
                b: r.b,
                players,
            });
        }
        if r.a == r.b {
            return Err(FitError::SelfPair(r.a));
        }
        let n = f64::from(r.wins + r.draws + r.losses);
        if n == 0.0 {
            continue;
        }
        let s = f64::from(r.wins) + 0.5 * f64::from(r.draws);
        if t[r.a][r.b].0 == 0.0 {
            // First games of this pair: the prior joins them once.
            for (x, y) in [(r.a, r.b), (r.b, r.a)] {
                t[x][y].0 += PRIOR_DRAWS;
                t[x][y].1 += 0.5 * PRIOR_DRAWS;
            }
        }
        t[r.a][r.b].0 += n;
        t[r.a][r.b].1 += s;
        t[r.b][r.a].0 += n;
        t[r.b][r.a].1 += n - s;
    }
    Ok(t)
}

/// Solves `m x = v` by Gaussian elimination with partial pivoting; None if singular.
fn solve(mut m: Vec<Vec<f64>>, mut v: Vec<f64>) -> Option<Vec<f64>> {
    let n = v.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| m[x][col].abs().total_cmp(&m[y][col].abs()))?;
        if m[pivot][col].abs() < 1e-12 {
            return None;
        }
        m.swap(col, pivot);
        v.swap(col, pivot);
        for row in col + 1..n {
            let f = m[row][col] / m[col][col];
            let pivot_row = m[col].clone();
            for (x, p) in m[row].iter_mut().zip(&pivot_row).skip(col) {
                *x -= f * p;
            }
            v[row] -= f * v[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| m[row][k] * x[k]).sum();
        x[row] = (v[row] - rest) / m[row][row];
    }
    Some(x)
}

/// The Fisher information (minus the Hessian of the log-likelihood) at `r`.
fn information(t: &[Vec<(f64, f64)>], r: &[f64]) -> Vec<Vec<f64>> {
    let n = r.len();
    let mut info = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in 0..n {
            let games = t[i][j].0;
            if i != j && games > 0.0 {
                let p = expected(r[i], r[j]);
                let w = games * K * K * p * (1.0 - p);
                info[i][i] += w;
                info[i][j] -= w;
            }
        }
    }
    info
}

/// `info + J/n` (J all ones): invertible exactly when the games connect every player,
/// and its inverse minus J/n is the Moore-Penrose inverse of `info`.
fn shifted(info: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let n = info.len() as f64;
    info.iter()
        .map(|row| row.iter().map(|x| x + 1.0 / n).collect())
        .collect()
}

/// The log-likelihood's derivative in player `i`'s rating at `r`.
fn gradient(t: &[Vec<(f64, f64)>], r: &[f64], i: usize) -> f64 {
    (0..r.len())
        .filter(|&j| j != i && t[i][j].0 > 0.0)
        .map(|j| K * (t[i][j].1 - t[i][j].0 * expected(r[i], r[j])))
        .sum()
}

/// A Newton step's largest move and the factor that caps it at 400 points.
fn capped(step: &[f64]) -> (f64, f64) {
    let biggest = step.iter().fold(0.0f64, |m, s| m.max(s.abs()));
    (
        biggest,
        if biggest > 400.0 {
            400.0 / biggest
        } else {
            1.0
        },
    )
}

/// Fits one rating per player (`players` of them) to `results`. Newton's method on the
/// log-likelihood in the mean-0 gauge (steps capped at 400 points, so a start far from
/// the answer cannot overshoot into the flat tails); stops when no rating moves by more
/// than 1e-9 points, or after 200 steps.
pub fn fit(players: usize, results: &[PairResult]) -> Result<Fit, FitError> {
    let t = tallies(players, results)?;
    let mut r = vec![0.0; players];
    for _ in 0..200 {
        let grad: Vec<f64> = (0..players).map(|i| gradient(&t, &r, i)).collect();
        let info = information(&t, &r);
        let Some(step) = solve(shifted(&info), grad) else {
            return Err(disconnected(&t));
        };
        let (biggest, scale) = capped(&step);
        for (ri, s) in r.iter_mut().zip(&step) {
            *ri += scale * s;
        }
        let mean = r.iter().sum::<f64>() / players as f64;
        r.iter_mut().for_each(|x| *x -= mean);
        if biggest < 1e-9 {
            break;
        }
    }
    let info = shifted(&information(&t, &r));
    let errors = (0..players)
        .map(|i| {
            let mut unit = vec![0.0; players];
            unit[i] = 1.0;
            let column = solve(info.clone(), unit).ok_or_else(|| disconnected(&t))?;
            Ok((column[i] - 1.0 / players as f64).max(0.0).sqrt())
        })
        .collect::<Result<Vec<f64>, FitError>>()?;
    Ok(Fit { ratings: r, errors })
}

/// Fits the ratings of the players not in `fixed` (pairs of a player and its rating,
/// held where they are: anchor engines of known strength) to `results`: the same model
/// and prior as [`fit`], without its mean-0 gauge, since the fixed players place the
/// scale. Newton's method over the free players (steps capped at 400 points); each free
/// player's error is from the inverse of the free players' Fisher information (a fixed
/// player's error is 0). Every free player must be connected through games to a fixed
/// one; with no fixed player this is [`fit`].
pub fn fit_fixed(
    players: usize,
    results: &[PairResult],
    fixed: &[(usize, f64)],
) -> Result<Fit, FitError> {
    if fixed.is_empty() {
        return fit(players, results);
    }
    let t = tallies(players, results)?;
    if let Some(&(i, _)) = fixed.iter().find(|f| f.0 >= players) {
        return Err(FitError::NoSuchPlayer {
            a: i,
            b: i,
            players,
        });
    }
    // The free players start at the fixed players' mean (the anchors' neighbourhood).
    let start = fixed.iter().map(|f| f.1).sum::<f64>() / fixed.len() as f64;
    let mut r = vec![start; players];
    for &(i, rating) in fixed {
        r[i] = rating;
    }
    let roots: Vec<usize> = fixed.iter().map(|f| f.0).collect();
    let free_ids: Vec<usize> = (0..players).filter(|i| !roots.contains(i)).collect();
    let restricted = |info: &[Vec<f64>]| -> Vec<Vec<f64>> {
        free_ids
            .iter()
            .map(|&i| free_ids.iter().map(|&j| info[i][j]).collect())
            .collect()
    };
    for _ in 0..200 {
        let grad: Vec<f64> = free_ids.iter().map(|&i| gradient(&t, &r, i)).collect();
        let info = information(&t, &r);
        let Some(step) = solve(restricted(&info), grad) else {
            return Err(unreached(&t, &roots));
        };
        let (biggest, scale) = capped(&step);
        for (&i, s) in free_ids.iter().zip(&step) {
            r[i] += scale * s;
        }
        if biggest < 1e-9 {
            break;
        }
    }
    let info = restricted(&information(&t, &r));
    let mut errors = vec![0.0; players];
    for (k, &i) in free_ids.iter().enumerate() {
        let mut unit = vec![0.0; free_ids.len()];
        unit[k] = 1.0;
        let column = solve(info.clone(), unit).ok_or_else(|| unreached(&t, &roots))?;
        errors[i] = column[k].max(0.0).sqrt();
    }
    Ok(Fit { ratings: r, errors })
}

/// The first player not reached from player 0 through games.
fn disconnected(t: &[Vec<(f64, f64)>]) -> FitError {
    unreached(t, &[0])
}

/// The first player not reached from any of `roots` through games.
fn unreached(t: &[Vec<(f64, f64)>], roots: &[usize]) -> FitError {
    let mut seen = vec![false; t.len()];
    let mut todo = roots.to_vec();
    while let Some(i) = todo.pop() {
        if !std::mem::replace(&mut seen[i], true) {
            todo.extend((0..t.len()).filter(|&j| t[i][j].0 > 0.0 && !seen[j]));
        }
    }
    FitError::Disconnected(seen.iter().position(|s| !s).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: usize, b: usize, wins: u32, draws: u32, losses: u32) -> PairResult {
        PairResult {
            a,
            b,
            wins,
            draws,
            losses,
        }
    }

    /// Results whose score fractions are exactly the model's for `truth`, in `n` games a
    /// pair (fractional games are fine for the likelihood, so this is done in f64 by
    /// scaling: wins = round(p * n), with n large enough that rounding is negligible).
    fn synthetic(truth: &[f64], pairs: &[(usize, usize)], n: u32) -> Vec<PairResult> {
        pairs
            .iter()
            .map(|&(a, b)| {
                let p = expected(truth[a], truth[b]);
                let wins = (p * f64::from(n)).round() as u32;
                pair(a, b, wins, 0, n - wins)
            })
            .collect()
    }

    #[test]
    fn known_ratings_are_recovered_from_their_expected_scores() {
        // Eight levels 150 points apart (mean 0), adjacent pairs and pairs two apart,
        // a million games each: the prior's one virtual draw is then negligible and
        // rounding moves a score by at most 5e-7, far under a point.
        let truth: Vec<f64> = (0..8).map(|i| 150.0 * (f64::from(i) - 3.5)).collect();
        let mut pairs: Vec<(usize, usize)> = (0..7).map(|i| (i + 1, i)).collect();
        pairs.extend((0..6).map(|i| (i + 2, i)));
        let f = fit(8, &synthetic(&truth, &pairs, 1_000_000)).expect("connected");
        for (got, want) in f.ratings.iter().zip(&truth) {
            assert!((got - want).abs() < 0.5, "{:?}", f.ratings);
        }
        // A million games a pair: errors of a point or two, all positive.
        assert!(
            f.errors.iter().all(|&e| e > 0.0 && e < 3.0),
            "{:?}",
            f.errors
        );
    }

    #[test]
    fn a_single_pair_gives_the_elo_formula_and_its_delta_method_error() {
        // 75 of 100 (the prior adds a draw: 75.5 of 101). The difference is
        // 400 log10(75.5 / 25.5) = 188.6; each player sits half of it from the mean.
        let f = fit(2, &[pair(1, 0, 75, 0, 25)]).expect("connected");
        let diff = f.ratings[1] - f.ratings[0];
        let want = 400.0 * (75.5f64 / 25.5).log10();
        assert!((diff - want).abs() < 1e-6, "{diff} vs {want}");
        assert!((f.ratings[0] + f.ratings[1]).abs() < 1e-9);
        // Fisher information of the difference: 101 K² p(1-p); the error of each rating
        // relative to the mean is half the difference's error.
        let p = 75.5 / 101.0;
        let se_diff = 1.0 / (101.0 * K * K * p * (1.0 - p)).sqrt();
        for e in &f.errors {
            assert!((e - se_diff / 2.0).abs() < 1e-6, "{e} vs {}", se_diff / 2.0);
        }
    }

    #[test]
    fn draws_count_as_half_points() {
        // 10 wins, 20 draws, 10 losses is an even score: no difference.
        let f = fit(2, &[pair(0, 1, 10, 20, 10)]).expect("connected");
        assert!((f.ratings[0] - f.ratings[1]).abs() < 1e-9);
        // 10 wins and 20 draws (20 points of 30, plus the prior: 20.5 of 31).
        let f = fit(2, &[pair(0, 1, 10, 20, 0)]).expect("connected");
        let want = 400.0 * (20.5f64 / 10.5).log10();
        assert!((f.ratings[0] - f.ratings[1] - want).abs() < 1e-6);
    }

    #[test]
    fn a_pair_with_all_wins_stays_finite_through_the_prior() {
        // 20 of 20 plus one virtual draw: 20.5 / 21, a difference of 400 log10(41).
        let f = fit(2, &[pair(1, 0, 20, 0, 0)]).expect("connected");
        let diff = f.ratings[1] - f.ratings[0];
        assert!((diff - 400.0 * 41f64.log10()).abs() < 1e-6, "{diff}");
        assert!(f.errors.iter().all(|e| e.is_finite() && *e > 0.0));
        // A whole ladder of whitewashes: finite, ordered, each step the same.
        let ladder: Vec<PairResult> = (0..7).map(|i| pair(i + 1, i, 20, 0, 0)).collect();
        let f = fit(8, &ladder).expect("connected");
        for w in f.ratings.windows(2) {
            assert!((w[1] - w[0] - 400.0 * 41f64.log10()).abs() < 1e-6, "{w:?}");
        }
    }

    #[test]
    fn ends_of_a_ladder_are_less_certain_than_its_middle() {
        // Every adjacent pair even, 20 games: the middle is pinned by two neighbours,
        // the ends by one, and errors relative to the mean grow towards the ends.
        let ladder: Vec<PairResult> = (0..7).map(|i| pair(i + 1, i, 10, 0, 10)).collect();
        let f = fit(8, &ladder).expect("connected");
        assert!(f.ratings.iter().all(|r| r.abs() < 1e-9));
        assert!(f.errors[0] > f.errors[3] && f.errors[7] > f.errors[4]);
        assert!((f.errors[0] - f.errors[7]).abs() < 1e-9);
    }

    #[test]
    fn a_player_against_a_fixed_anchor_gets_the_elo_formula_from_the_anchor() {
        // Player 0 scores 30 of 40 against player 1, held at 1350: with the prior's
        // draw, 30.5 of 41, so player 0 sits 400 log10(30.5 / 10.5) above 1350, and its
        // error is the single pair's delta-method error (the anchor has none).
        let f = fit_fixed(2, &[pair(0, 1, 28, 4, 8)], &[(1, 1350.0)]).expect("connected");
        let want = 1350.0 + 400.0 * (30.5f64 / 10.5).log10();
        assert!((f.ratings[0] - want).abs() < 1e-6, "{:?}", f.ratings);
        assert_eq!((f.ratings[1], f.errors[1]), (1350.0, 0.0));
        let p = 30.5 / 41.0;
        let se = 1.0 / (41.0 * K * K * p * (1.0 - p)).sqrt();
        assert!((f.errors[0] - se).abs() < 1e-6, "{} vs {se}", f.errors[0]);
    }

    #[test]
    fn anchors_on_both_sides_of_a_whitewash_pin_its_size() {
        // Levels 0 and 1: 1 whitewashes 0 (alone: 400 log10(41) = 645 apart). Level 0
        // scores even against an anchor at 1500 and level 1 scores even against one
        // at 1800, 40 games each: both levels are pinned near their anchors, and the
        // whitewash, the weakest evidence, stretches the gap only a little past 300.
        let results = [
            pair(1, 0, 20, 0, 0),
            pair(0, 2, 20, 0, 20),
            pair(1, 3, 20, 0, 20),
        ];
        let f = fit_fixed(4, &results, &[(2, 1500.0), (3, 1800.0)]).expect("connected");
        let gap = f.ratings[1] - f.ratings[0];
        assert!(gap > 300.0 && gap < 400.0, "{:?}", f.ratings);
        assert!(
            f.ratings[0] > 1400.0 && f.ratings[0] < 1500.0,
            "{:?}",
            f.ratings
        );
        assert!(
            f.ratings[1] > 1800.0 && f.ratings[1] < 1900.0,
            "{:?}",
            f.ratings
        );
        // Without the second anchor the whitewash decides: level 1 at 645 above 0.
        let f = fit_fixed(4, &results[..2], &[(2, 1500.0)]);
        assert_eq!(f, Err(FitError::Disconnected(3)));
        let f = fit_fixed(3, &results[..2], &[(2, 1500.0)]).expect("connected");
        assert!((f.ratings[1] - f.ratings[0] - 400.0 * 41f64.log10()).abs() < 1e-6);
        // No fixed player: the mean-0 fit.
        assert_eq!(fit_fixed(2, &results[..1], &[]), fit(2, &results[..1]));
    }

    #[test]
    fn players_cut_off_or_unknown_are_errors() {
        let err = fit(3, &[pair(0, 1, 5, 0, 5)]);
        assert_eq!(err, Err(FitError::Disconnected(2)));
        assert_eq!(
            fit(2, &[pair(0, 2, 1, 0, 0)]),
            Err(FitError::NoSuchPlayer {
                a: 0,
                b: 2,
                players: 2
            })
        );
        assert_eq!(fit(2, &[pair(1, 1, 1, 0, 0)]), Err(FitError::SelfPair(1)));
    }
}
