//! Move ordering: the hash move, then captures that do not lose material (SEE) by
//! `order_hint` (MVV-LVA), killers, the counter move, the history of quiet moves, and last the captures
//! that lose material. The history is kept per side with "gravity": a cut-off raises
//! its move, the quiet moves tried before it are lowered, and values saturate at
//! `HISTORY_MAX`.
use super::{HISTORY_SLOTS, Searcher};
use crate::game::Position;
use crate::kernel::Color;
use std::hash::{Hash, Hasher};

/// The largest magnitude a history value reaches.
pub(super) const HISTORY_MAX: i32 = 1 << 14;
/// Ordering scores: the hash move, good captures (plus their hint), killers; quiet
/// moves score their history (within ±`HISTORY_MAX`), losing captures below them.
const HASH_MOVE: i32 = 1 << 30;
const GOOD_CAPTURE: i32 = 1 << 24;
pub(super) const KILLER: i32 = 1 << 23;
/// The counter move (the quiet reply that last refuted the move played before).
pub(super) const COUNTER: i32 = KILLER - 2;
const BAD_CAPTURE: i32 = -(1 << 22);

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

/// The history slot of a move of `actor`.
fn history_slot<M: Hash>(mv: &M, actor: Color) -> usize {
    let mut h = MoveHasher(0xcbf2_9ce4_8422_2325);
    mv.hash(&mut h);
    let half = HISTORY_SLOTS / 2;
    (h.finish() as usize & (half - 1)) + actor.index() * half
}

impl<P: Position> Searcher<P> {
    /// The moves with their ordering scores, best first, into `scored`.
    pub(super) fn order(
        &self,
        pos: &P,
        moves: &[P::Move],
        tt_move: Option<P::Move>,
        ply: usize,
        scored: &mut Vec<(i32, P::Move)>,
    ) {
        let killers = self.killers[ply];
        let actor = pos.actor();
        let counter = self.played[ply].and_then(|p| self.counters[history_slot(&p, actor)]);
        scored.clear();
        scored.extend(moves.iter().map(|&m| {
            let score = if Some(m) == tt_move {
                HASH_MOVE
            } else {
                let hint = pos.order_hint(m);
                if hint > 0 {
                    let hint = hint.min((1 << 21) - 1);
                    if pos.see_ge(m, 0) {
                        GOOD_CAPTURE | hint
                    } else {
                        BAD_CAPTURE + hint
                    }
                } else if killers[0] == Some(m) {
                    KILLER
                } else if killers[1] == Some(m) {
                    KILLER - 1
                } else if counter == Some(m) {
                    COUNTER
                } else {
                    self.history[history_slot(&m, actor)]
                }
            };
            (score, m)
        }));
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    }

    /// Remembers a quiet move that caused a cut-off `ply` deep at `depth`: as a killer
    /// of that ply, and in the history, where the quiet moves tried before it (`tried`)
    /// lose what it gains.
    pub(super) fn remember_cutoff(
        &mut self,
        mv: P::Move,
        actor: Color,
        tried: &[P::Move],
        ply: usize,
        depth: i32,
    ) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        if let Some(p) = self.played[ply] {
            self.counters[history_slot(&p, actor)] = Some(mv);
        }
        let bonus = (depth * depth * 16).min(1600);
        let mut update = |m: &P::Move, delta: i32| {
            let h = &mut self.history[history_slot(m, actor)];
            *h += delta - *h * delta.abs() / HISTORY_MAX;
        };
        update(&mv, bonus);
        for m in tried {
            if *m != mv {
                update(m, -bonus);
            }
        }
    }
}
