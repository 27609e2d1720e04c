//! Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) with lichess's
//! parameters: the rating update of a rated game, through the `skillratings` crate.
//!
//! Parameters ([`Params::LICHESS`]): a new player starts at 1500 with a deviation of
//! 500 and a volatility of 0.09; tau (the system constant) is 0.75; the deviation is
//! kept within 45..=500 after every change; a rating is provisional while its
//! deviation is above 110 (shown "1500?").
//!
//! Inactivity, as lichess's `RatingCalculator.previewDeviation` does it: with the
//! deviation φ and volatility σ on the Glicko-2 scale (φ = RD / 173.7178) and `t` the
//! rating periods elapsed since the player's last rated game,
//!
//! ```text
//! φ' = √(φ² + t·σ²)        t = elapsed milliseconds × periods per millisecond
//! ```
//!
//! `t` is fractional (lichess multiplies the milliseconds between the two instants by
//! its periods per millisecond; it never rounds to whole periods). Here a rating
//! period is one day ([`PERIOD_DAYS`]), so `t` is the elapsed time in days. The grown
//! deviation is capped at 500 (and floored at 45), and is what the next game is rated
//! with ([`rate_game`]). The update itself is Glickman's steps 1-8 for one rating
//! period holding the game (`skillratings::glicko2::glicko2_rating_period`), whose
//! step 6 adds that period's σ'² as the paper does (lichess skips it in its instant
//! updates; the difference is under 3 points of deviation and keeps the paper's
//! worked example on the same code path).
//!
//! One game's change is then bounded as lila bounds it when it stores a game's result
//! (`PerfExt.addOrReset`, lila `modules/rating/src/main/Perf.scala`): the new rating is
//! kept within [`Params::max_change`] of the rating before the game (lila's
//! `Glicko.maxRatingDelta`, 700, "rating that can be lost or gained with a single
//! game"), then lila's `Glicko.cap`: the rating at least [`Params::min_rating`] (400),
//! the deviation within 45..=500, the volatility at most [`Params::max_volatility`]
//! (0.1, "past this, it might not stabilize ever again"). [`rate_game`] applies it;
//! [`rate`], a whole rating period (the paper's worked example), does not.
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// A rating period, in days.
pub const PERIOD_DAYS: f64 = 1.0;

/// Above this deviation a rating is provisional (lichess: 110).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The Glicko scale's factor (Glickman: 173.7178).
const SCALE: f64 = 173.7178;

/// A player's Glicko-2 rating, on the rating scale (1500 = the start).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glicko {
    pub rating: f64,
    /// The rating deviation (RD), in rating points.
    pub deviation: f64,
    pub volatility: f64,
}

/// The result of a game for the player rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// 1, ½ or 0.
    pub fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }
}

/// The system's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// The system constant: how fast the volatility may change.
    pub tau: f64,
    /// The deviation is kept within these bounds after every change.
    pub min_deviation: f64,
    pub max_deviation: f64,
    /// The most one game may move a rating, either way (lila's `maxRatingDelta`).
    pub max_change: f64,
    /// One game leaves the rating and the volatility within these bounds (lila's
    /// `Glicko.minRating`, its sanity check's 4000, its `maxVolatility`; the least
    /// volatility is this app's, see [`Params::LICHESS`]): [`Params::cap`].
    pub min_rating: f64,
    pub max_rating: f64,
    pub min_volatility: f64,
    pub max_volatility: f64,
}

impl Params {
    /// lichess's: tau 0.75, the deviation within 45..=500; one game moves a rating by
    /// at most 700 and leaves it within 400..=4000, its volatility at most 0.1 ("past
    /// this, it might not stabilize ever again") and at least 0.01 here (the maths
    /// takes its logarithm; lichess's sanity check wants it above 0), below what years
    /// of steady games reach.
    pub const LICHESS: Params = Params {
        tau: 0.75,
        min_deviation: 45.0,
        max_deviation: 500.0,
        max_change: 700.0,
        min_rating: 400.0,
        max_rating: 4000.0,
        min_volatility: 0.01,
        max_volatility: 0.1,
    };

    /// Glickman's paper as it stands: this tau, no bounds at all.
    pub const fn paper(tau: f64) -> Params {
        Params {
            tau,
            min_deviation: 0.0,
            max_deviation: f64::INFINITY,
            max_change: f64::INFINITY,
            min_rating: f64::NEG_INFINITY,
            max_rating: f64::INFINITY,
            min_volatility: 0.0,
            max_volatility: f64::INFINITY,
        }
    }

    fn bounded(&self, deviation: f64) -> f64 {
        deviation.clamp(self.min_deviation, self.max_deviation)
    }

    /// `g` within the bounds; a value that is not a number (NaN) takes the start
    /// rating's ([`Glicko::START`]), so nothing that is not a number goes in or out of
    /// the maths.
    pub fn cap(&self, g: Glicko) -> Glicko {
        let or_start = |v: f64, start: f64| if v.is_nan() { start } else { v };
        Glicko {
            rating: or_start(g.rating, Glicko::START.rating)
                .clamp(self.min_rating, self.max_rating),
            deviation: self.bounded(or_start(g.deviation, Glicko::START.deviation)),
            volatility: or_start(g.volatility, Glicko::START.volatility)
                .clamp(self.min_volatility, self.max_volatility),
        }
    }

    /// A game's new rating `after` as lila stores it, for a player rated `before` the
    /// game: its change within `max_change`, then the rating, deviation and volatility
    /// within their bounds (the module comment).
    pub fn one_game(&self, before: f64, after: Glicko) -> Glicko {
        // max/min rather than clamp: no panic whatever numbers a file held.
        let rating = after
            .rating
            .max(before - self.max_change)
            .min(before + self.max_change);
        self.cap(Glicko { rating, ..after })
    }
}

/// Whether `v` is finite, above 0 and at most `high`.
fn sane(v: f64, high: f64) -> bool {
    v.is_finite() && v > 0.0 && v <= high
}

/// Why a rating as stored cannot be rated with (see [`Glicko::check`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Insane {
    #[error("the rating is not a number above 0 and at most 4000")]
    Rating,
    #[error("the deviation is not a number above 0 and at most 1000")]
    Deviation,
    #[error("the volatility is not a number above 0 and at most 0.2")]
    Volatility,
}

impl Glicko {
    /// A new player's rating (lichess): 1500, deviation 500, volatility 0.09.
    pub const START: Glicko = Glicko {
        rating: 1500.0,
        deviation: 500.0,
        volatility: 0.09,
    };

    /// Whether a rating as stored can be rated with: lichess's sanity check (every
    /// value finite and above 0, the rating at most 4000, the deviation at most 1000,
    /// the volatility at most 0.2, twice lichess's cap). Wider than
    /// [`Params::cap`]'s bounds, so that a rating an older version kept (below 400, a
    /// volatility a little above 0.1) still reads as it is.
    pub fn check(&self) -> Result<(), Insane> {
        if !sane(self.rating, 4000.0) {
            return Err(Insane::Rating);
        }
        if !sane(self.deviation, 1000.0) {
            return Err(Insane::Deviation);
        }
        if !sane(self.volatility, 0.2) {
            return Err(Insane::Volatility);
        }
        Ok(())
    }

    /// `self` with each value that fails [`Glicko::check`] replaced by the start
    /// rating's: an unknown rating also takes the start deviation (nothing is known of
    /// the player). None if nothing needed it.
    pub fn repaired(&self) -> Option<Glicko> {
        self.check().err()?;
        let mut g = *self;
        if !sane(g.rating, 4000.0) {
            g.rating = Glicko::START.rating;
            g.deviation = Glicko::START.deviation;
        }
        if !sane(g.deviation, 1000.0) {
            g.deviation = Glicko::START.deviation;
        }
        if !sane(g.volatility, 0.2) {
            g.volatility = Glicko::START.volatility;
        }
        Some(g)
    }

    /// Whether the rating is provisional (deviation above 110).
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as shown: rounded, with `?` while provisional ("1500?", "1734").
    pub fn shown(&self) -> String {
        let mark = if self.is_provisional() { "?" } else { "" };
        format!("{}{mark}", self.rating.round() as i64)
    }

    /// The rating after `days` without rated games: the deviation grows as the module
    /// comment says (rating and volatility unchanged). A negative or non-finite time
    /// counts as none.
    pub fn after_inactivity(self, days: f64, params: &Params) -> Glicko {
        let periods = if days.is_finite() && days > 0.0 {
            days / PERIOD_DAYS
        } else {
            0.0
        };
        if periods == 0.0 {
            return Glicko {
                deviation: params.bounded(self.deviation),
                ..self
            };
        }
        let phi = self.deviation / SCALE;
        let grown = (phi * phi + periods * self.volatility * self.volatility).sqrt() * SCALE;
        Glicko {
            deviation: params.bounded(grown),
            ..self
        }
    }
}

/// The player's rating after one rating period holding `results` (each opponent's
/// rating and the player's score against them): Glickman's steps through
/// `skillratings` on the ratings within `params`' bounds ([`Params::cap`]), the
/// deviation of the result within its bounds and nothing that is not a number in it.
/// The rating of a whole period is not bounded further (Glickman's worked example);
/// one game's is ([`rate_game`]). No results: unchanged.
pub fn rate(player: Glicko, results: &[(Glicko, Score)], params: &Params) -> Glicko {
    if results.is_empty() {
        return player;
    }
    let ours = |g: Glicko| {
        let g = params.cap(g);
        Glicko2Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    };
    let results: Vec<(Glicko2Rating, Outcomes)> = results
        .iter()
        .map(|&(opponent, score)| {
            let outcome = match score {
                Score::Win => Outcomes::WIN,
                Score::Draw => Outcomes::DRAW,
                Score::Loss => Outcomes::LOSS,
            };
            (ours(opponent), outcome)
        })
        .collect();
    let config = Glicko2Config {
        tau: params.tau,
        ..Glicko2Config::new()
    };
    let before = params.cap(player);
    let new = glicko2_rating_period(&ours(player), &results, &config);
    // Nothing that is not a number leaves the maths; the period's rating and
    // volatility are the paper's (one game's bounds are [`Params::one_game`]'s).
    let or_before = |v: f64, was: f64| if v.is_finite() { v } else { was };
    Glicko {
        rating: or_before(new.rating, before.rating),
        deviation: params.bounded(or_before(new.deviation, before.deviation)),
        volatility: or_before(new.volatility, before.volatility),
    }
}

/// One rated game, as the app rates it: the player's deviation grown for the `idle`
/// days since their last rated game, then [`rate`] against `opponent` (whose own
/// rating is taken as given: a computer level's, or the other profile's grown the same
/// way by the caller), then the change bounded as lila bounds one game's
/// ([`Params::one_game`]).
pub fn rate_game(
    player: Glicko,
    idle_days: f64,
    opponent: Glicko,
    score: Score,
    params: &Params,
) -> Glicko {
    let player = player.after_inactivity(idle_days, params);
    let new = rate(player, &[(opponent, score)], params);
    params.one_game(params.cap(player).rating, new)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's steps written out directly (the paper's sections 3-8, the Illinois
    /// algorithm for the volatility), as an oracle independent of `skillratings`.
    fn paper(player: Glicko, results: &[(Glicko, f64)], tau: f64) -> Glicko {
        let mu = (player.rating - 1500.0) / SCALE;
        let phi = player.deviation / SCALE;
        let sigma = player.volatility;
        let g = |phi: f64| 1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI.powi(2))).sqrt();
        let e = |mu_j: f64, phi_j: f64| 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
        let mut v_inv = 0.0;
        let mut sum = 0.0;
        for (o, s) in results {
            let (mu_j, phi_j) = ((o.rating - 1500.0) / SCALE, o.deviation / SCALE);
            let ej = e(mu_j, phi_j);
            v_inv += g(phi_j).powi(2) * ej * (1.0 - ej);
            sum += g(phi_j) * (s - ej);
        }
        let v = 1.0 / v_inv;
        let delta = v * sum;
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
                - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut fa, mut fb) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > 1e-9 {
            let c = big_a + (big_a - big_b) * fa / (fb - fa);
            let fc = f(c);
            if fc * fb <= 0.0 {
                big_a = big_b;
                fa = fb;
            } else {
                fa /= 2.0;
            }
            big_b = c;
            fb = fc;
        }
        let sigma2 = (big_a / 2.0).exp();
        let phi_star = (phi * phi + sigma2 * sigma2).sqrt();
        let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu2 = mu + phi2 * phi2 * sum;
        Glicko {
            rating: mu2 * SCALE + 1500.0,
            deviation: phi2 * SCALE,
            volatility: sigma2,
        }
    }

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    fn g(rating: f64, deviation: f64, volatility: f64) -> Glicko {
        Glicko {
            rating,
            deviation,
            volatility,
        }
    }

    #[test]
    fn glickmans_worked_example() {
        // The paper's section "Example": 1500/200/0.06 against 1400/30 (win), 1550/100
        // (loss) and 1700/300 (loss), tau 0.5 -> 1464.06 / 151.52 / 0.05999.
        let player = g(1500.0, 200.0, 0.06);
        let results = [
            (g(1400.0, 30.0, 0.06), Score::Win),
            (g(1550.0, 100.0, 0.06), Score::Loss),
            (g(1700.0, 300.0, 0.06), Score::Loss),
        ];
        let new = rate(player, &results, &Params::paper(0.5));
        // The paper rounds its intermediate values (exact arithmetic: 1464.051, 0.059996),
        // so the checks allow its last digit.
        assert!(close(new.rating, 1464.06, 0.015), "{new:?}");
        assert!(close(new.deviation, 151.52, 0.01), "{new:?}");
        assert!(close(new.volatility, 0.05999, 0.00001), "{new:?}");
    }

    #[test]
    fn a_new_player_starts_provisional_at_lichess_values_and_moves_far() {
        let new = Glicko::START;
        assert_eq!(
            (new.rating, new.deviation, new.volatility),
            (1500.0, 500.0, 0.09)
        );
        assert!(new.is_provisional());
        assert_eq!(new.shown(), "1500?");
        // A first win against a settled 1500: the paper's steps with tau 0.75 (the
        // deviation 500 is within lichess's bounds, so none applies).
        let opponent = g(1500.0, 60.0, 0.06);
        let after = rate_game(new, 0.0, opponent, Score::Win, &Params::LICHESS);
        let oracle = paper(new, &[(opponent, 1.0)], 0.75);
        assert!(
            close(after.rating, oracle.rating, 0.01),
            "{after:?} {oracle:?}"
        );
        assert!(close(after.deviation, oracle.deviation, 0.01));
        assert!(close(after.volatility, oracle.volatility, 1e-6));
        // With RD 500, one win moves the rating by hundreds of points, and the
        // rating stays provisional.
        assert!(after.rating > 1700.0, "{after:?}");
        assert!(after.is_provisional());
        // A loss and a draw against the same opponent: symmetric, and a draw between
        // equals changes nothing but the deviation.
        let lost = rate_game(new, 0.0, opponent, Score::Loss, &Params::LICHESS);
        assert!(close(lost.rating - 1500.0, 1500.0 - after.rating, 0.01));
        let drawn = rate_game(new, 0.0, opponent, Score::Draw, &Params::LICHESS);
        assert!(close(drawn.rating, 1500.0, 1e-9));
    }

    #[test]
    fn the_deviation_never_drops_below_45_nor_rises_above_500() {
        // Settled (RD 45, volatility 0.06), ten draws with equal, settled opponents in
        // one period: the paper alone would bring the deviation under 45.
        let settled = g(2000.0, 45.0, 0.06);
        let opponent = g(2000.0, 45.0, 0.06);
        let oracle = paper(settled, &[(opponent, 0.5); 10], 0.75);
        assert!(oracle.deviation < 45.0, "{oracle:?}");
        let after = rate(settled, &[(opponent, Score::Draw); 10], &Params::LICHESS);
        assert_eq!(after.deviation, 45.0);
        assert!(!after.is_provisional());
        assert_eq!(after.shown(), "2000");
        // A year away from a high volatility: √(φ² + 365 σ²) is far above 500.
        let away = g(1800.0, 300.0, 0.2).after_inactivity(365.0, &Params::LICHESS);
        assert_eq!(away.deviation, 500.0);
        assert_eq!(away.rating, 1800.0);
        // A rating held wrongly above the cap comes back within it after a game.
        let huge = g(1500.0, 900.0, 0.09);
        let after = rate_game(huge, 0.0, opponent, Score::Win, &Params::LICHESS);
        assert!(after.deviation <= 500.0);
    }

    /// Issue 41: values out of range never leave the maths out of range or not a
    /// number. A volatility of 5 gave a rating of -6216 after one loss; 1e308 gave
    /// infinities, which a profile file could not hold.
    #[test]
    fn what_comes_out_of_the_maths_is_within_lichess_s_bounds_whatever_goes_in() {
        let params = Params::LICHESS;
        let opponent = g(1500.0, 60.0, 0.06);
        let wild = [
            g(1500.0, 60.0, 5.0),
            g(1e308, 60.0, 0.06),
            g(1500.0, 1e308, 0.06),
            g(1500.0, 60.0, 1e308),
            g(-1e308, -5.0, -1.0),
            g(f64::NAN, f64::INFINITY, f64::NAN),
            g(1500.0, 60.0, 0.0),
        ];
        for player in wild {
            for score in [Score::Win, Score::Draw, Score::Loss] {
                for (a, b) in [(player, opponent), (opponent, player)] {
                    let after = rate_game(a, 3.0, b, score, &params);
                    assert!(
                        (400.0..=4000.0).contains(&after.rating)
                            && (45.0..=500.0).contains(&after.deviation)
                            && (0.01..=0.1).contains(&after.volatility),
                        "{a:?} v {b:?} {score:?}: {after:?}"
                    );
                    assert!(after.check().is_ok(), "{after:?}");
                }
            }
        }
        // The example of the issue: one loss moves a settled rating by tens of points.
        let after = rate_game(g(1500.0, 60.0, 5.0), 0.0, opponent, Score::Loss, &params);
        assert!(after.rating > 1400.0, "{after:?}");
    }

    #[test]
    fn a_stored_rating_is_checked_and_repaired_value_by_value() {
        assert_eq!(Glicko::START.check(), Ok(()));
        // An older version's rating below 400, a volatility a little above 0.1: as is.
        assert_eq!(g(350.0, 80.0, 0.104).check(), Ok(()));
        assert_eq!(g(350.0, 80.0, 0.104).repaired(), None);
        assert_eq!(g(1e308, 80.0, 0.06).check(), Err(Insane::Rating));
        assert_eq!(g(1600.0, 0.0, 0.06).check(), Err(Insane::Deviation));
        assert_eq!(g(1600.0, 80.0, 5.0).check(), Err(Insane::Volatility));
        // An unknown rating starts again, deviation and all; the rest is kept.
        assert_eq!(
            g(1e308, 80.0, 0.06).repaired(),
            Some(g(1500.0, 500.0, 0.06))
        );
        assert_eq!(
            g(1600.0, f64::NAN, 5.0).repaired(),
            Some(g(1600.0, 500.0, 0.09))
        );
    }

    #[test]
    fn one_game_moves_a_rating_by_at_most_700_as_lila_bounds_it() {
        // A new player (RD 500) losing to a settled 800: the paper's steps alone drop
        // the rating by far more than 700 (the issue saw -1140 against level 1).
        let weak = g(800.0, 60.0, 0.06);
        let unbounded = paper(Glicko::START, &[(weak, 0.0)], 0.75);
        assert!(1500.0 - unbounded.rating > 700.0, "{unbounded:?}");
        let lost = rate_game(Glicko::START, 0.0, weak, Score::Loss, &Params::LICHESS);
        assert_eq!(lost.rating, 800.0, "1500 - 700");
        // Only the rating is held back: the deviation is the game's.
        assert!(close(lost.deviation, unbounded.deviation, 0.01), "{lost:?}");
        // The other way round: a win over a settled 2200 gains at most 700.
        let strong = g(2200.0, 60.0, 0.06);
        let unbounded = paper(Glicko::START, &[(strong, 1.0)], 0.75);
        assert!(unbounded.rating - 1500.0 > 700.0, "{unbounded:?}");
        let won = rate_game(Glicko::START, 0.0, strong, Score::Win, &Params::LICHESS);
        assert_eq!(won.rating, 2200.0);
        // A change within the bound is untouched.
        let equal = g(1500.0, 60.0, 0.06);
        let oracle = paper(Glicko::START, &[(equal, 1.0)], 0.75);
        let won = rate_game(Glicko::START, 0.0, equal, Score::Win, &Params::LICHESS);
        assert!(close(won.rating, oracle.rating, 0.01), "{won:?} {oracle:?}");
        // The paper's own update of a rating period is not bounded.
        let period = rate(Glicko::START, &[(weak, Score::Loss)], &Params::LICHESS);
        assert!(
            close(period.rating, unbounded_loss(weak), 0.01),
            "{period:?}"
        );
    }

    /// The paper's rating after a new player's loss to `opponent`.
    fn unbounded_loss(opponent: Glicko) -> f64 {
        paper(Glicko::START, &[(opponent, 0.0)], 0.75).rating
    }

    #[test]
    fn no_game_takes_a_rating_below_400_nor_a_volatility_above_0_1() {
        // 600 with RD 350 losing to a settled 500: the paper goes below 400.
        let low = g(600.0, 350.0, 0.09);
        let opponent = g(500.0, 60.0, 0.06);
        let oracle = paper(low, &[(opponent, 0.0)], 0.75);
        assert!(oracle.rating < 400.0, "{oracle:?}");
        let lost = rate_game(low, 0.0, opponent, Score::Loss, &Params::LICHESS);
        assert_eq!(lost.rating, 400.0);
        // A volatility above lila's cap (a hand-edited file) comes back to 0.1.
        let wild = g(1500.0, 200.0, 0.3);
        let oracle = paper(wild, &[(opponent, 0.0)], 0.75);
        assert!(oracle.volatility > 0.1, "{oracle:?}");
        let after = rate_game(wild, 0.0, opponent, Score::Loss, &Params::LICHESS);
        assert_eq!(after.volatility, 0.1);
        // The paper's parameters bound nothing.
        let free = rate_game(low, 0.0, opponent, Score::Loss, &Params::paper(0.75));
        assert!(close(
            free.rating,
            paper(low, &[(opponent, 0.0)], 0.75).rating,
            0.01
        ));
    }

    #[test]
    fn provisional_is_above_110() {
        assert!(g(1500.0, 110.5, 0.09).is_provisional());
        assert!(!g(1500.0, 110.0, 0.09).is_provisional());
        assert_eq!(g(1562.4, 150.0, 0.09).shown(), "1562?");
        assert_eq!(g(1562.6, 80.0, 0.09).shown(), "1563");
    }

    #[test]
    fn the_deviation_grows_with_inactivity_by_fractional_days() {
        let p = g(1700.0, 60.0, 0.06);
        let phi = 60.0 / SCALE;
        for days in [0.5, 1.0, 10.0, 100.0] {
            let expected = (phi * phi + days * 0.06 * 0.06).sqrt() * SCALE;
            let grown = p.after_inactivity(days, &Params::LICHESS);
            assert!(close(grown.deviation, expected, 1e-9), "{days}: {grown:?}");
            assert_eq!((grown.rating, grown.volatility), (1700.0, 0.06));
        }
        // Half a day grows it less than a day: periods are not rounded.
        let half = p.after_inactivity(0.5, &Params::LICHESS).deviation;
        let day = p.after_inactivity(1.0, &Params::LICHESS).deviation;
        assert!(60.0 < half && half < day);
        // No time, negative time (a clock set back), NaN: no growth.
        for days in [0.0, -3.0, f64::NAN] {
            assert_eq!(p.after_inactivity(days, &Params::LICHESS), p);
        }
        // The game is rated with the grown deviation: a long absence moves the
        // rating further for the same result.
        let opponent = g(1700.0, 60.0, 0.06);
        let fresh = rate_game(p, 0.0, opponent, Score::Win, &Params::LICHESS);
        let rusty = rate_game(p, 200.0, opponent, Score::Win, &Params::LICHESS);
        assert!(
            rusty.rating - 1700.0 > fresh.rating - 1700.0,
            "{fresh:?} {rusty:?}"
        );
    }
}
