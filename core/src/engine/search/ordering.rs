//! Move ordering: the hash move, then captures that do not lose material (SEE) by
//! `order_hint` (MVV-LVA), killers, the counter move, the history of quiet moves, and last the captures
//! that lose material. The history is kept per side with "gravity": a cut-off raises
//! its move, the quiet moves tried before it are lowered, and values saturate at
//! `HISTORY_MAX`.
use super::{HISTORY_SLOTS, Searcher};
use crate::game::{Notation, Searchable};
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

/// The FNV-1a prime.
const FNV_PRIME: u64 = 0x100_0000_01B3;

/// FNV-1a over a move's `Hash` bytes: a stable slot for the history table.
struct MoveHasher(u64);
impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(FNV_PRIME);
        }
    }
    #[inline]
    fn write_u8(&mut self, b: u8) {
        self.0 = (self.0 ^ b as u64).wrapping_mul(FNV_PRIME);
    }
    /// Enum discriminants arrive here (as `isize`): FNV-1a of their bytes, where a
    /// discriminant below 256 is one byte and seven zero bytes, whose steps are each a
    /// multiplication by the prime (xor with 0 changes nothing): one multiplication by
    /// the prime's eighth power. The same value as [`MoveHasher::write`], with eight
    /// times fewer dependent multiplications (the history is read for every quiet move).
    #[inline]
    fn write_isize(&mut self, i: isize) {
        const PRIME_8: u64 = FNV_PRIME
            .wrapping_mul(FNV_PRIME)
            .wrapping_mul(FNV_PRIME)
            .wrapping_mul(FNV_PRIME)
            .wrapping_mul(FNV_PRIME)
            .wrapping_mul(FNV_PRIME)
            .wrapping_mul(FNV_PRIME)
            .wrapping_mul(FNV_PRIME);
        if cfg!(target_endian = "little") && size_of::<isize>() == 8 && (0..256).contains(&i) {
            self.0 = (self.0 ^ i as u64).wrapping_mul(PRIME_8);
        } else {
            self.write(&i.to_ne_bytes());
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

/// Picks after which the rest of the list is sorted at once.
const PICKS: usize = 6;

/// Puts the best of `scored[i..]` at `i`, where a stable sort by descending score would
/// put it; `scored[..i]` must already be the best `i` in that order. Most nodes cut off
/// after a move or two, so the first moves are found by selection (the others keep
/// their order), and only a node still searching after `PICKS` moves sorts the rest.
#[inline]
pub(super) fn pick<M: Copy>(scored: &mut [(i32, M)], i: usize) {
    pick_settled(scored, i, |s, _| s);
}

/// [`pick`] where some scores are provisional: `settle(score, move)` gives a move's
/// final score, never above its provisional one, and leaves a final score as it is.
/// The order is the stable descending sort of the final scores, but a move's final
/// score is asked for only when it could be the next best (a provisional score that
/// stays is the best of all: every other final score is at most its provisional one).
#[inline]
pub(super) fn pick_settled<M: Copy>(
    scored: &mut [(i32, M)],
    i: usize,
    mut settle: impl FnMut(i32, M) -> i32,
) {
    if i == PICKS {
        for entry in &mut scored[i..] {
            entry.0 = settle(entry.0, entry.1);
        }
        scored[i..].sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    }
    if i >= PICKS || i >= scored.len() {
        return;
    }
    loop {
        let mut best = i;
        for j in i + 1..scored.len() {
            if scored[j].0 > scored[best].0 {
                best = j;
            }
        }
        let settled = settle(scored[best].0, scored[best].1);
        if settled == scored[best].0 {
            scored[i..=best].rotate_right(1);
            return;
        }
        scored[best].0 = settled;
    }
}

/// The final ordering score of a move [`Searcher::order`] scored: a capture is scored
/// as winning until [`pick_settled`] needs to know, then as losing if its exchange
/// loses material (SEE below 0), so a node that cuts off on its first moves does not
/// count the exchanges of the rest.
#[inline]
pub(super) fn settle_capture<P: Searchable>(pos: &P, score: i32, mv: P::Move) -> i32 {
    if (GOOD_CAPTURE..GOOD_CAPTURE + HINT_LIMIT).contains(&score) && !pos.see_ge(mv, 0) {
        BAD_CAPTURE + (score - GOOD_CAPTURE)
    } else {
        score
    }
}

/// Capture hints are clipped below this, so that a good capture's score stays below the
/// hash move's and above the killers'.
const HINT_LIMIT: i32 = 1 << 21;

impl<P: Searchable + Notation> Searcher<P> {
    /// The moves with their ordering scores into `scored`, in generation order: the
    /// node takes them best first with [`pick_settled`] and [`settle_capture`] (the
    /// captures' scores are provisional).
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
                    // Provisional: settled by `settle_capture` when picked.
                    GOOD_CAPTURE | hint.min(HINT_LIMIT - 1)
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

#[cfg(test)]
mod tests {
    use super::{MoveHasher, PICKS, pick};
    use std::hash::{Hash, Hasher};

    /// FNV-1a byte by byte, as the history's slots were computed before the shortcut.
    struct Bytewise(u64);
    impl Hasher for Bytewise {
        fn finish(&self) -> u64 {
            self.0
        }
        fn write(&mut self, bytes: &[u8]) {
            for &b in bytes {
                self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01B3);
            }
        }
    }

    /// The shortcut for small discriminants gives every variant's moves the slots the
    /// byte-by-byte hash gives them (so the history, and the search, are unchanged).
    #[test]
    fn the_move_hasher_equals_bytewise_fnv() {
        use crate::game::Searchable;
        fn check<P: Searchable>(pos: P) {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            assert!(!moves.is_empty());
            for m in moves {
                let (mut fast, mut slow) = (
                    MoveHasher(0xcbf2_9ce4_8422_2325),
                    Bytewise(0xcbf2_9ce4_8422_2325),
                );
                m.hash(&mut fast);
                m.hash(&mut slow);
                assert_eq!(fast.finish(), slow.finish(), "{m:?}");
            }
        }
        for v in [
            "standard",
            "two-worlds",
            "4d",
            "4d-classic",
            "valhalla:inverted:mirror:eternal",
        ] {
            let variant: crate::variant::Variant = v.parse().expect("a variant id");
            check(crate::any::AnyPosition::new(variant));
        }
        // Promotions, castling, en passant: a position holding all three.
        let fen = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1";
        let variant: crate::variant::Variant = "standard".parse().expect("standard");
        check(crate::any::AnyPosition::from_string(variant, fen).expect("a valid FEN"));
        // Values beyond the shortcut take the bytewise path.
        for i in [-1isize, 255, 256, 1 << 40] {
            let (mut fast, mut slow) = (MoveHasher(1), Bytewise(1));
            fast.write_isize(i);
            slow.write_isize(i);
            assert_eq!(fast.finish(), slow.finish(), "{i}");
        }
    }

    /// Picking every index in turn gives exactly what a stable sort by descending score
    /// gives (the order the search used before it picked): lists shorter and longer than
    /// `PICKS`, with many equal scores, from a fixed pseudo-random sequence.
    #[test]
    fn picking_in_turn_is_a_stable_descending_sort() {
        let mut rng = fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d);
        let mut next = || rng.u64(..);
        for len in 0..40 {
            for _ in 0..20 {
                let list: Vec<(i32, usize)> =
                    (0..len).map(|i| ((next() % 5) as i32 - 2, i)).collect();
                let mut sorted = list.clone();
                sorted.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
                let mut picked = list.clone();
                for i in 0..picked.len() {
                    pick(&mut picked, i);
                    assert_eq!(picked[i], sorted[i], "length {len}, index {i}: {list:?}");
                }
                assert_eq!(picked, sorted);
            }
        }
        const { assert!(PICKS < 40) };
    }

    /// With provisional scores, picking in turn gives the stable descending sort of the
    /// final scores, and the first pick settles only the scores that could be best.
    #[test]
    fn picking_settled_scores_is_a_stable_sort_of_the_final_scores() {
        let mut rng = fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15);
        let mut next = || rng.u64(..);
        // Scores 10-14 are provisional: an odd-numbered move's settles 14 lower (-4 to
        // 0), among the plain scores -2 to 2, so its ties with them test the order.
        let settle = |s: i32, m: usize| if s >= 10 && m % 2 == 1 { s - 14 } else { s };
        let mut asked_at_first = 0;
        for len in 0..40 {
            for _ in 0..20 {
                let list: Vec<(i32, usize)> = (0..len)
                    .map(|i| {
                        let r = (next() % 10) as i32;
                        (if r < 5 { r - 2 } else { r + 5 }, i)
                    })
                    .collect();
                let mut sorted: Vec<(i32, usize)> =
                    list.iter().map(|&(s, m)| (settle(s, m), m)).collect();
                sorted.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
                let mut picked = list.clone();
                for i in 0..picked.len() {
                    let mut asked = 0;
                    super::pick_settled(&mut picked, i, |s, m| {
                        asked += 1;
                        settle(s, m)
                    });
                    if i == 0 {
                        asked_at_first += asked;
                    }
                    assert_eq!(picked[i], sorted[i], "length {len}, index {i}: {list:?}");
                }
                let settled: Vec<(i32, usize)> =
                    picked.iter().map(|&(s, m)| (settle(s, m), m)).collect();
                assert_eq!(settled, sorted);
            }
        }
        // About one pick in two asks twice (its first candidate is demoted), far
        // fewer than the 800 lists' 15 600 moves.
        assert!(asked_at_first < 2_000, "{asked_at_first}");
    }
}
