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
mod tests;
