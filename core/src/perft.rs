//! Perft: counting the leaves of the legal move tree, leaves counted in bulk.
//!
//! The entry points are the free functions [`perft`] and [`divide`]; the trait
//! [`Perft`] says what a leaf is for each position type (a decision, or in Valhalla a
//! whole turn).
use crate::fourd::FourD;
use crate::game::{Notation, Rules};
use crate::standard::Chess;
use crate::two_worlds::TwoWorlds;
use crate::valhalla::Valhalla;

/// A position type that perft can count. The default methods count decisions; Valhalla
/// counts whole turns (V-12).
pub trait Perft: Notation {
    /// The number of leaves at `depth`, counted in bulk.
    fn perft(&self, depth: u32) -> u64 {
        count_decisions(self, depth)
    }

    /// Perft split by the root's turns, sorted by turn string.
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        divide_decisions(self, depth)
    }
}

/// The deepest perft the command-line tool runs (`perft --depth`, `bench`). The
/// recursion is one frame per ply, so a bound keeps the stack bounded; it loses nothing:
/// with two or more moves at every ply, depth 64 already counts at least 2^64 leaves,
/// more than a `u64` holds. Callers of [`perft`] and [`divide`] pick their depth;
/// the tool rejects a deeper one with an error.
pub const MAX_DEPTH: u32 = 64;

/// Perft of `pos` at `depth`: the leaf count (whole turns in Valhalla).
pub fn perft<P: Perft>(pos: &P, depth: u32) -> u64 {
    pos.perft(depth)
}

/// Perft of `pos` at `depth` split by the root's turns, sorted by turn string in byte
/// order.
pub fn divide<P: Perft>(pos: &P, depth: u32) -> Vec<(String, u64)> {
    pos.divide(depth)
}

/// Decision count at `depth`; at depth 1 the legal moves are counted, not played.
pub fn count_decisions<P: Rules>(pos: &P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            moves
                .iter()
                .map(|&mv| {
                    let mut child = pos.clone();
                    child.play(mv);
                    count_decisions(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Per-root-decision counts, sorted by move string in byte order.
pub fn divide_decisions<P: Notation>(pos: &P, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut out: Vec<(String, u64)> = moves
        .iter()
        .map(|&mv| {
            let mut child = pos.clone();
            child.play(mv);
            (
                pos.move_string(mv),
                count_decisions(&child, depth.saturating_sub(1)),
            )
        })
        .collect();
    out.sort();
    out
}

impl Perft for Chess {}
impl Perft for TwoWorlds {}
impl Perft for FourD {}

impl Perft for Valhalla {
    fn perft(&self, depth: u32) -> u64 {
        self.perft_turns(depth)
    }
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        self.divide_turns(depth)
    }
}
