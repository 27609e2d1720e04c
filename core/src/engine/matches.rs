//! Engine-versus-engine matches between levels, from varied openings with colours
//! alternated, and the Elo difference with its error bar.
//!
//! Paired openings, the usual fair method of engine testing: each seeded opening is
//! played twice, A taking White in the first game and Black in the second, so an
//! opening (or a start position) that favours one colour favours both levels equally.
//! Openings are seeded random decisions, kept only when a short fixed-node search finds
//! them roughly balanced (within `balance_cp`); after `OPENING_TRIES` candidates the most
//! balanced is taken. A forced win for one colour would otherwise decide both games of
//! a pair and hide the difference between the levels (4D's full set is a forced mate in
//! 4 for White from the start).
use super::{Level, Limits, Score, Searcher};
use crate::game::{Drawable, Game, Notation, Searchable};
use crate::kernel::Color;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// A match score from side A's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
    /// Score fraction 0..=1.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games().max(1) as f64
    }
    /// Elo difference (A minus B) and the half-width of its 95% interval, from the
    /// trinomial variance of the per-game score (delta method). Infinite when one side
    /// scored everything.
    pub fn elo(&self) -> (f64, f64) {
        let n = self.games().max(1) as f64;
        let p = self.score();
        if p <= 0.0 || p >= 1.0 {
            return (
                if p <= 0.0 {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                },
                f64::INFINITY,
            );
        }
        let elo = -400.0 * (1.0 / p - 1.0).log10();
        let var = (self.wins as f64 * (1.0 - p).powi(2)
            + self.draws as f64 * (0.5 - p).powi(2)
            + self.losses as f64 * p.powi(2))
            / n;
        let se = (var / n).sqrt();
        let slope = 400.0 / (std::f64::consts::LN_10 * p * (1.0 - p));
        (elo, 1.96 * se * slope)
    }

    /// The Elo difference as the tools print it, always finite: `elo +191 +/- 120`.
    /// When one side scored everything the estimate is unbounded, so the text gives
    /// the bound that scoring half a game less (or more) would give:
    /// `elo >= +478 (A won every game)`; with no games, `elo unknown (no games)`.
    pub fn elo_summary(&self) -> String {
        let n = self.games();
        if n == 0 {
            return "elo unknown (no games)".to_string();
        }
        let p = self.score();
        if p <= 0.0 || p >= 1.0 {
            // Half a game from the all-or-nothing score: p = 1/(2n) or 1 - 1/(2n).
            let half = 0.5 / n as f64;
            let q = if p <= 0.0 { half } else { 1.0 - half };
            let bound = (400.0 * (1.0 / q - 1.0).log10()).abs();
            return if p <= 0.0 {
                format!("elo <= -{bound:.0} (A lost every game)")
            } else {
                format!("elo >= +{bound:.0} (A won every game)")
            };
        }
        let (elo, err) = self.elo();
        format!("elo {elo:+.0} +/- {err:.0}")
    }
}

/// What a match plays: levels `a` and `b`, `games` games; game pairs share an opening
/// of `opening_plies` seeded random decisions whose score, searched with
/// `balance_nodes` nodes, is within `balance_cp` centipawns (else the most balanced of
/// [`OPENING_TRIES`] candidates), A taking White in the first game of each pair; a game
/// longer than `max_plies` decisions is adjudicated a draw. Only games `first_game..games`
/// are played (0 for the whole match): each game depends only on the seed and its
/// number (both searchers are cleared before it), so a match can be split into parts
/// whose games are exactly the whole match's.
#[derive(Clone, Copy, Debug)]
pub struct MatchSettings {
    pub a: Level,
    pub b: Level,
    pub games: u32,
    pub first_game: u32,
    pub seed: u64,
    pub opening_plies: usize,
    pub balance_nodes: u64,
    pub balance_cp: i32,
    pub max_plies: usize,
}

/// Candidate openings tried per pair before the most balanced one is taken.
pub const OPENING_TRIES: usize = 12;

/// The opening of game pair `pair`: reproducible for the seed (only the settings'
/// seed, opening and balance fields count).
pub fn opening<P: Searchable + Notation>(
    start: &P,
    settings: &MatchSettings,
    pair: u64,
    checker: &mut Searcher<P>,
) -> Game<P> {
    let mut rng = crate::kernel::zobrist::splitmix(settings.seed ^ pair.wrapping_mul(0x9E37_79B9));
    let mut best: Option<(i32, Game<P>)> = None;
    for _ in 0..OPENING_TRIES {
        let mut game = Game::new(start.clone());
        for _ in 0..settings.opening_plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            rng = crate::kernel::zobrist::splitmix(rng);
            let _ = game.play(moves[(rng % moves.len() as u64) as usize]);
        }
        if game.outcome().is_some() {
            continue;
        }
        checker.clear();
        let r = checker.search(
            game.position(),
            game.history(),
            &Limits::nodes(settings.balance_nodes),
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        let imbalance = match r.score {
            Score::Cp(c) => c.abs(),
            Score::Mate(_) => i32::MAX,
        };
        if imbalance <= settings.balance_cp {
            return game;
        }
        if best.as_ref().is_none_or(|(b, _)| imbalance < *b) {
            best = Some((imbalance, game));
        }
    }
    best.map_or_else(|| Game::new(start.clone()), |(_, g)| g)
}

/// The table size of a level's searcher, in MiB: each side of a level match keeps one
/// for the whole game (cleared between games), and so do the app's computer players
/// ([`super::any::level_move_kept`]), so the levels play as they were rated.
pub const LEVEL_HASH_MIB: usize = 16;

/// Plays a match from `start`. `on_game` hears of each game (index, A's colour, outcome
/// text, decisions played).
pub fn play_match<P: Searchable + Drawable>(
    start: &P,
    settings: MatchSettings,
    mut on_game: impl FnMut(u32, Color, &str, usize),
) -> Tally {
    let MatchSettings {
        a,
        b,
        games,
        first_game,
        seed,
        max_plies,
        ..
    } = settings;
    let mut tally = Tally::default();
    let mut sa: Searcher<P> = Searcher::new(LEVEL_HASH_MIB);
    let mut sb: Searcher<P> = Searcher::new(LEVEL_HASH_MIB);
    let mut checker: Searcher<P> = Searcher::new(4);
    let stop = Arc::new(AtomicBool::new(false));
    let mut current: Option<(u64, Game<P>)> = None;
    for g in first_game..games {
        let pair = (g / 2) as u64;
        let a_color = if g % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        if current.as_ref().is_none_or(|(p, _)| *p != pair) {
            current = Some((pair, opening(start, &settings, pair, &mut checker)));
        }
        let Some((_, opened)) = current.as_ref() else {
            break;
        };
        let mut game = opened.clone();
        sa.clear();
        sb.clear();
        let outcome = loop {
            if let Some(o) = game.outcome() {
                break Some(o);
            }
            if game.moves().len() >= max_plies {
                break None;
            }
            let pos = game.position().clone();
            let (level, searcher) = if pos.actor() == a_color {
                (a, &mut sa)
            } else {
                (b, &mut sb)
            };
            let Some(mv) = level.choose(
                searcher,
                &pos,
                game.history(),
                seed ^ g as u64,
                stop.clone(),
            ) else {
                break pos.terminal();
            };
            if game.play(mv).is_err() {
                break None;
            }
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
                "1/2-1/2 adjudicated".to_string()
            }
        };
        on_game(g, a_color, &text, game.moves().len());
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_an_even_score_is_zero_and_of_75_percent_about_191() {
        let even = Tally {
            wins: 10,
            draws: 0,
            losses: 10,
        };
        assert!(even.elo().0.abs() < 1e-9);
        // p = 0.75: -400 log10(1/0.75 - 1) = 400 log10(3) ≈ 190.85.
        let t = Tally {
            wins: 30,
            draws: 0,
            losses: 10,
        };
        assert!((t.elo().0 - 190.85).abs() < 0.1, "{:?}", t.elo());
        assert!(t.elo().1 > 0.0 && t.elo().1.is_finite());
    }

    #[test]
    fn elo_summary_is_finite_at_0_and_100_percent_and_without_games() {
        let all = |wins, losses| Tally {
            wins,
            draws: 0,
            losses,
        };
        // n = 10: half a game off 100% is 95%: 400 log10(19) ≈ 511.5.
        assert_eq!(all(10, 0).elo_summary(), "elo >= +512 (A won every game)");
        assert_eq!(all(0, 10).elo_summary(), "elo <= -512 (A lost every game)");
        assert_eq!(all(1, 0).elo_summary(), "elo >= +0 (A won every game)");
        assert_eq!(all(0, 0).elo_summary(), "elo unknown (no games)");
        // p = 0.75, n = 40: se = sqrt(0.1875 / 40), slope 400 / (ln 10 * 0.1875): ±124.
        assert_eq!(all(30, 10).elo_summary(), "elo +191 +/- 124");
        for (w, d, l) in [(0, 1, 0), (0, 3, 1), (5, 5, 0), (1, 0, 0)] {
            let t = Tally {
                wins: w,
                draws: d,
                losses: l,
            };
            let s = t.elo_summary();
            assert!(!s.contains("inf") && !s.contains("NaN"), "{s}");
        }
    }
}
