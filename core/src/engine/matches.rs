//! Engine-versus-engine matches between levels, from varied openings with colours
//! alternated, and the Elo difference with its error bar.
use super::{Level, Searcher};
use crate::game::{Game, Position};
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
}

/// What a match plays: levels `a` and `b`, `games` games; game pairs share an opening
/// of `opening_plies` seeded random decisions, A taking White in the first game of each
/// pair; a game longer than `max_plies` decisions is adjudicated a draw.
#[derive(Clone, Copy, Debug)]
pub struct MatchSettings {
    pub a: Level,
    pub b: Level,
    pub games: u32,
    pub seed: u64,
    pub opening_plies: usize,
    pub max_plies: usize,
}

/// Plays a match from `start`. `on_game` hears of each game (index, A's colour, outcome
/// text, decisions played).
pub fn play_match<P: Position>(
    start: &P,
    settings: MatchSettings,
    mut on_game: impl FnMut(u32, Color, &str, usize),
) -> Tally {
    let MatchSettings {
        a,
        b,
        games,
        seed,
        opening_plies,
        max_plies,
    } = settings;
    let mut tally = Tally::default();
    let mut sa: Searcher<P> = Searcher::new(16);
    let mut sb: Searcher<P> = Searcher::new(16);
    let stop = Arc::new(AtomicBool::new(false));
    for g in 0..games {
        let pair = (g / 2) as u64;
        let a_color = if g % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut rng = crate::kernel::zobrist::splitmix(seed ^ pair.wrapping_mul(0x9E37_79B9));
        let mut game = Game::new(start.clone());
        for _ in 0..opening_plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            rng = crate::kernel::zobrist::splitmix(rng);
            let _ = game.play(moves[(rng % moves.len() as u64) as usize]);
        }
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
            let history: Vec<P> = (0..game.moves().len())
                .filter_map(|i| game.position_at(i).cloned())
                .collect();
            let (level, searcher) = if pos.actor() == a_color {
                (a, &mut sa)
            } else {
                (b, &mut sb)
            };
            let Some(mv) = level.choose(searcher, &pos, &history, seed ^ g as u64, stop.clone())
            else {
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
}
