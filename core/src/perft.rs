//! Perft: counting the leaves of the legal move tree, leaves counted in bulk.
use crate::game::Position;

/// Leaf count at `depth`; at depth 1 the legal moves are counted, not played.
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
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
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Per-root-move counts, sorted by move string in byte order.
pub fn divide<P: Position>(pos: &P, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut out: Vec<(String, u64)> = moves
        .iter()
        .map(|&mv| {
            let mut child = pos.clone();
            child.play(mv);
            (pos.move_string(mv), perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    out.sort();
    out
}
