//! Levels 1–8: each a documented set of limits. Every limit is a depth or a node count
//! (never a clock), so a level plays the same moves on any machine for a fixed seed.
//!
//! Levels 1–5 make deliberate, plausible mistakes: every root move is scored (multi-PV)
//! and a seeded random amount of up to `noise` centipawns is added to each score before
//! the best is taken, so near-equal moves are confused often and big blunders rarely;
//! with probability `slip_permille`/1000 the level instead picks any move among the
//! better half. Levels 6–8 play their best move within a node budget that roughly
//! doubles or more per level (each doubling is worth very roughly 50–100 Elo); level 8's
//! 400k nodes take a fraction of a second per move on one core, which keeps a 40-game
//! ladder match within minutes. Analysis in the app is not level-limited.
use super::{Limits, Searcher};
use crate::game::Position;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// One level's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub number: u8,
    pub name: &'static str,
    pub depth: u32,
    pub nodes: u64,
    /// Largest random change to a root move's score, in centipawns.
    pub noise: i32,
    /// Chance in 1000 to play a random move from the better half.
    pub slip_permille: u32,
}

/// The eight levels, weakest first.
pub const LEVELS: [Level; 8] = [
    Level {
        number: 1,
        name: "Beginner",
        depth: 1,
        nodes: 2_000,
        noise: 300,
        slip_permille: 200,
    },
    Level {
        number: 2,
        name: "Novice",
        depth: 1,
        nodes: 4_000,
        noise: 150,
        slip_permille: 100,
    },
    Level {
        number: 3,
        name: "Casual",
        depth: 2,
        nodes: 8_000,
        noise: 80,
        slip_permille: 40,
    },
    Level {
        number: 4,
        name: "Club",
        depth: 3,
        nodes: 16_000,
        noise: 40,
        slip_permille: 15,
    },
    Level {
        number: 5,
        name: "Strong club",
        depth: 4,
        nodes: 30_000,
        noise: 15,
        slip_permille: 0,
    },
    Level {
        number: 6,
        name: "Expert",
        depth: 64,
        nodes: 60_000,
        noise: 0,
        slip_permille: 0,
    },
    Level {
        number: 7,
        name: "Master",
        depth: 64,
        nodes: 150_000,
        noise: 0,
        slip_permille: 0,
    },
    Level {
        number: 8,
        name: "Full strength",
        depth: 64,
        nodes: 400_000,
        noise: 0,
        slip_permille: 0,
    },
];

impl Level {
    /// Level `n` (1..=8), clamped.
    pub fn get(n: u8) -> Level {
        LEVELS[(n.clamp(1, 8) - 1) as usize]
    }

    /// The search limits of this level.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: Some(self.depth),
            nodes: Some(self.nodes),
            movetime: None,
            multipv: if self.noise > 0 { usize::MAX } else { 1 },
        }
    }

    /// Chooses a move for `pos` as this level plays, reproducibly for `seed`.
    pub fn choose<P: Position>(
        &self,
        searcher: &mut Searcher<P>,
        pos: &P,
        history: &[P],
        seed: u64,
        stop: Arc<AtomicBool>,
    ) -> Option<P::Move> {
        let result = searcher.search(pos, history, &self.limits(), stop, |_| {});
        if self.noise == 0 || result.lines.len() < 2 {
            return result.best;
        }
        let mut rng = seed ^ pos.hash();
        let mut next = move || {
            rng = crate::kernel::zobrist::splitmix(rng);
            rng
        };
        let lines = &result.lines;
        if (next() % 1000) < self.slip_permille as u64 {
            let half = lines.len().div_ceil(2);
            return lines[(next() % half as u64) as usize].1.first().copied();
        }
        let value = |s: super::Score| match s {
            super::Score::Cp(c) => c,
            super::Score::Mate(m) if m > 0 => super::MATE - m,
            super::Score::Mate(m) => -super::MATE - m,
        };
        lines
            .iter()
            .map(|(s, pv)| {
                let r = (next() % (2 * self.noise as u64 + 1)) as i32 - self.noise;
                (value(*s) + r, pv.first().copied())
            })
            .max_by_key(|&(v, _)| v)
            .and_then(|(_, m)| m)
            .or(result.best)
    }
}
