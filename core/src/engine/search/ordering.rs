//! Move ordering: the hash move, then noisy moves by `order_hint` (MVV-LVA), killers,
//! then the history of quiet moves that caused cut-offs.
use super::{HISTORY_SLOTS, Searcher};
use crate::game::Position;
use std::hash::{Hash, Hasher};

/// FNV-1a over a move's `Hash` bytes: a stable slot for the history table.
struct MoveHasher(u64);
impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01B3);
        }
    }
}

/// The history slot of a move.
fn history_slot<M: Hash>(mv: &M) -> usize {
    let mut h = MoveHasher(0xcbf2_9ce4_8422_2325);
    mv.hash(&mut h);
    (h.finish() as usize) & (HISTORY_SLOTS - 1)
}

impl<P: Position> Searcher<P> {
    /// The moves with their ordering scores, best first.
    pub(super) fn order(
        &self,
        pos: &P,
        moves: &[P::Move],
        tt_move: Option<P::Move>,
        ply: usize,
    ) -> Vec<(i32, P::Move)> {
        let killers = self.killers[ply];
        let mut scored: Vec<(i32, P::Move)> = moves
            .iter()
            .map(|&m| {
                let score = if Some(m) == tt_move {
                    1 << 30
                } else {
                    let hint = pos.order_hint(m);
                    if hint > 0 {
                        1 << 24 | hint
                    } else if killers[0] == Some(m) {
                        1 << 23
                    } else if killers[1] == Some(m) {
                        (1 << 23) - 1
                    } else {
                        self.history[history_slot(&m)]
                    }
                };
                (score, m)
            })
            .collect();
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        scored
    }

    /// Remembers a quiet move that caused a cut-off `ply` deep at `depth`: as a killer
    /// of that ply, and in the history.
    pub(super) fn remember_cutoff(&mut self, mv: P::Move, ply: usize, depth: i32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let slot = history_slot(&mv);
        self.history[slot] = (self.history[slot] + depth * depth).min(1 << 20);
    }
}
