//! Levels 1–8: each a documented set of limits. Every limit is a depth or a node count
//! (never a clock), so a level plays the same moves on any machine for a fixed seed.
//!
//! Levels 1–5 make deliberate, plausible mistakes: every root move is scored to the
//! level's depth (in one pass, exactly within twice the noise of the best: see
//! [`Limits::spread`]) and a seeded random amount of up to `noise` centipawns is added to
//! each score before the best is taken, so near-equal moves are confused often and big
//! blunders rarely; with probability `slip_permille`/1000 the level instead picks any
//! move among the better half. Levels 6–8 play their best move within a node budget
//! that grows about 2.5 times per level (one ply more of search, very roughly 50–100
//! Elo).
//!
//! The limits depend on the variant, because a ply costs very different numbers of
//! nodes (`otherworlds-cli bestmove --depth 7` from the start, nodes to finish depth
//! 1/3/5: standard 42/1.1k/8.6k, Two Worlds 76/3.4k/28k, Valhalla 42/0.7k/6.5k decisions,
//! 4D classic set 1.6k/18k/132k, 4D full set 13k/64k/371k — 4D's quiescence alone is
//! thousands of nodes, as nearly every piece can capture). With standard chess's
//! budgets the 4D levels 1–5 never finished their depth and levels 6–8 stayed within
//! a ply of each other. Standard, Two Worlds and Valhalla use [`LEVELS`]; both 4D sets
//! use [`LEVELS_4D`]. In 4D a ply of depth outweighs any amount of noise (nearly every
//! position holds a mate threat within two or three moves), so the 4D levels are
//! separated mainly by depth, with node caps that let it finish, and twice to 2.5 times
//! the nodes for levels 6–8, which keeps level 8 near a second a move. Analysis in the
//! app is not level-limited.
//!
//! | level | standard, Two Worlds, Valhalla | noise, slips | 4D (both sets) | noise, slips |
//! |---|---|---|---|---|
//! | 1 Beginner | depth 1, 2k nodes | 300 cp, 20% | depth 1, 20k nodes | 300 cp, 20% |
//! | 2 Novice | depth 1, 4k | 150, 10% | depth 2, 40k | 150, 10% |
//! | 3 Casual | depth 2, 8k | 80, 4% | depth 3, 80k | 150, 10% |
//! | 4 Club | depth 3, 16k | 40, 1.5% | depth 3, 80k | 40, 1.5% |
//! | 5 Strong club | depth 4, 30k | 15, 0 | depth 4, 120k | 15, 0 |
//! | 6 Expert | 60k nodes | 0 | 150k nodes | 0 |
//! | 7 Master | 150k | 0 | 400k | 0 |
//! | 8 Full strength | 400k | 0 | 1M | 0 |
use super::{Limits, Searcher};
use crate::game::{Notation, Searchable};
use crate::variant::Variant;
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

/// The eight levels, weakest first (standard chess, Two Worlds, Valhalla).
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

/// The eight levels for both 4D sets (see the module notes for why they differ).
pub const LEVELS_4D: [Level; 8] = [
    Level {
        nodes: 20_000,
        ..LEVELS[0]
    },
    Level {
        depth: 2,
        nodes: 40_000,
        noise: 150,
        slip_permille: 100,
        ..LEVELS[1]
    },
    Level {
        depth: 3,
        nodes: 80_000,
        noise: 150,
        slip_permille: 100,
        ..LEVELS[2]
    },
    Level {
        depth: 3,
        nodes: 80_000,
        ..LEVELS[3]
    },
    Level {
        depth: 4,
        nodes: 120_000,
        ..LEVELS[4]
    },
    Level {
        nodes: 150_000,
        ..LEVELS[5]
    },
    Level {
        nodes: 400_000,
        ..LEVELS[6]
    },
    Level {
        nodes: 1_000_000,
        ..LEVELS[7]
    },
];

impl Level {
    /// Level `n` (1..=8, clamped) as it plays `variant`.
    pub fn for_variant(n: u8, variant: Variant) -> Level {
        Level::get(n).tuned_for(variant)
    }

    /// This level's limits for `variant` (same number and name).
    pub fn tuned_for(&self, variant: Variant) -> Level {
        let table = match variant {
            Variant::FourD | Variant::FourDClassic => &LEVELS_4D,
            Variant::Standard | Variant::TwoWorlds | Variant::Valhalla(_) => &LEVELS,
        };
        table[(self.number.clamp(1, 8) - 1) as usize]
    }
}

impl Level {
    /// Level `n` (1..=8), clamped, with the limits of standard chess (see
    /// [`Level::tuned_for`]).
    pub fn get(n: u8) -> Level {
        LEVELS[(n.clamp(1, 8) - 1) as usize]
    }

    /// The search limits of this level.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: Some(self.depth),
            nodes: Some(self.nodes),
            movetime: None,
            multipv: 1,
            spread: (self.noise > 0).then_some(2 * self.noise),
            ..Limits::default()
        }
    }

    /// Chooses a move for `pos` as this level plays, reproducibly for `seed`.
    pub fn choose<P: Searchable + Notation>(
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
