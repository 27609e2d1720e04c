//! Standard chess's pawn-structure terms and their cache: the terms that depend on the
//! pawns and the kings alone (`pawn_terms`, shared with Two Worlds' and Valhalla's
//! boards through `eval::board_terms`; with standard chess's own such terms of `rich`,
//! `shelter` and `pieces`), and a per-thread cache of their weighted sum that
//! `eval::evaluate` reads (`cached_pawn_terms`; session 15, the same sums to the
//! centipawn).
use super::layout::{
    DOUBLED, ISOLATED, MATERIAL, PASSED, PHALANX, SHIELD, SUPPORTED, neighbour_files, pst_index,
    relative_rank, sign,
};
use super::{pieces, rich, shelter};
use crate::kernel::{Bitboard, Board, Color, FILE_A, Role, Squares, bb, file_of, rank_of};
use crate::linear::{Score, Sink, Weights};
use std::cell::RefCell;

/// The second multiplier of [`pawn_mix`]'s users.
pub(in crate::standard) const MIX: u64 = 0xff51_afd7_ed55_8ccd;

/// The pawns of each side mixed into one word (multiplied by [`MIX`] and folded by its
/// users: the correction history's key, `Chess::correction_key`, and the cache's slot).
#[inline]
pub(in crate::standard) fn pawn_mix(board: &Board) -> u64 {
    let white = board.pieces(Color::White, Role::Pawn);
    let black = board.pieces(Color::Black, Role::Pawn);
    white ^ black.rotate_left(32).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

#[inline]
const fn north_fill(mut b: Bitboard) -> Bitboard {
    b |= b << 8;
    b |= b << 16;
    b | (b << 32)
}

#[inline]
const fn south_fill(mut b: Bitboard) -> Bitboard {
    b |= b >> 8;
    b |= b >> 16;
    b | (b >> 32)
}

/// One file towards h.
#[inline]
const fn east(b: Bitboard) -> Bitboard {
    (b & !crate::kernel::FILE_H) << 1
}

/// One file towards a.
#[inline]
const fn west(b: Bitboard) -> Bitboard {
    (b & !FILE_A) >> 1
}

/// By colour: the squares `pawns` of that colour attack towards h and towards a.
#[inline(always)]
pub(super) fn pawn_hits(board: &Board, pawns: Bitboard) -> [(Bitboard, Bitboard); 2] {
    Color::ALL.map(|c| {
        let own = pawns & board.by_color(c);
        match c {
            Color::White => (east(own) << 8, west(own) << 8),
            Color::Black => (east(own) >> 8, west(own) >> 8),
        }
    })
}

/// The terms that depend on the pawns and the kings alone (of `board`'s pieces in
/// `only`; with `RICH` standard chess's own such terms too): pawn material and squares,
/// passed (by rank), doubled, isolated, supported and phalanx pawns, the king's shield,
/// and with `RICH` the shelter and storm, backward pawns, space, the kings' distances
/// to the passed pawns, the king's open files and supported passed pawns. What a
/// pawn-structure cache keeps ([`cached_pawn_terms`]). Returns each colour's passed pawns.
#[inline(always)]
pub(super) fn pawn_terms<S: Sink, const RICH: bool>(
    board: &Board,
    only: Bitboard,
    s: &mut S,
) -> [Bitboard; 2] {
    let pawns = board.by_role(Role::Pawn) & only;
    let by_pawn = pawn_hits(board, pawns).map(|(e, w)| e | w);
    let mut passers = [0; 2];
    for color in Color::ALL {
        let sg = sign(color);
        let own = board.by_color(color);
        let ours = pawns & own;
        let theirs = pawns & !own;
        s.add(MATERIAL + Role::Pawn.index(), sg * ours.count_ones() as i32);
        for sq in Squares(ours) {
            s.add(pst_index(Role::Pawn, color, sq), sg);
        }
        let ahead_of_theirs = match color {
            Color::White => south_fill((theirs | east(theirs) | west(theirs)) >> 8),
            Color::Black => north_fill((theirs | east(theirs) | west(theirs)) << 8),
        };
        let files = north_fill(south_fill(ours));
        let doubled = (ours & (north_fill(ours << 8) | south_fill(ours >> 8))).count_ones() as i32;
        let isolated = (ours & !(east(files) | west(files))).count_ones() as i32;
        for sq in Squares(ours & !ahead_of_theirs) {
            let rel = relative_rank(color, sq) as usize;
            if (1..=6).contains(&rel) {
                s.add(PASSED + rel - 1, sg);
                passers[color.index()] |= bb(sq);
            }
        }
        s.add(DOUBLED, sg * doubled);
        s.add(
            SUPPORTED,
            sg * (ours & by_pawn[color.index()]).count_ones() as i32,
        );
        s.add(
            PHALANX,
            sg * (ours & (east(ours) | west(ours))).count_ones() as i32,
        );
        s.add(ISOLATED, sg * isolated);
        if let Some(k) = board.king_of(color).filter(|&k| only & bb(k) != 0) {
            let f = file_of(k);
            let files = (FILE_A << f) | neighbour_files(f);
            let r = i32::from(rank_of(k));
            for (i, dr) in [1, 2].into_iter().enumerate() {
                let rank = r + sg * dr;
                if (0..8).contains(&rank) {
                    let row = 0xffu64 << (8 * rank);
                    s.add(SHIELD + i, sg * (ours & files & row).count_ones() as i32);
                }
            }
        }
    }
    if RICH {
        shelter::pawn_terms(board, by_pawn, s);
        rich::pawn_terms(board, passers, s);
        pieces::pawn_terms(passers, by_pawn, s);
    }
    passers
}

/// One pawn structure's [`pawn_terms`]: the pawns and the kings it was computed for,
/// its packed sum of the shipped weights, and the passed pawns.
/// (An unused entry, all zeros, names both kings on a1, which no board has.)
#[derive(Clone, Copy, Default)]
struct PawnEntry {
    pawns: [Bitboard; 2],
    /// The kings' squares, 64 for none.
    kings: [u8; 2],
    packed: i32,
    passers: [Bitboard; 2],
}

/// Entries of the pawn-structure cache (per thread, 40 bytes each).
const PAWN_CACHE: usize = 1 << 13;

thread_local! {
    /// [`pawn_terms`] by the pawns and kings, direct-mapped: a search meets a few
    /// thousand pawn structures, and most moves keep the pawns and kings where they
    /// were. A hit compares the pawns and kings whole, so the sum is exactly the
    /// computed one.
    static PAWN_TERMS: RefCell<Vec<PawnEntry>> = RefCell::new(vec![PawnEntry::default(); PAWN_CACHE]);
}

/// Adds `board`'s [`pawn_terms`] (with standard chess's own) to `s`, whose weights are
/// `weights` (always the shipped ones: the cache keeps their sums), through the cache;
/// returns the passed pawns.
pub(super) fn cached_pawn_terms(board: &Board, weights: &Weights, s: &mut Score) -> [Bitboard; 2] {
    let pawns = Color::ALL.map(|c| board.pieces(c, Role::Pawn));
    let kings = Color::ALL.map(|c| board.king_of(c).unwrap_or(64));
    let mix = pawn_mix(board)
        .wrapping_add(u64::from(kings[0]) | u64::from(kings[1]) << 8)
        .wrapping_mul(MIX);
    let slot = (mix >> 51) as usize & (PAWN_CACHE - 1);
    // A thread's cache is only borrowed here, never re-entered; were it borrowed, the
    // terms are computed without it.
    PAWN_TERMS.with(|cache| {
        let mut cache = cache.try_borrow_mut().ok();
        if let Some(e) = cache.as_deref().map(|c| &c[slot])
            && e.pawns == pawns
            && e.kings == kings
        {
            s.add_packed(e.packed, false);
            return e.passers;
        }
        let mut part = Score::new(weights);
        let passers = pawn_terms::<_, true>(board, !0, &mut part);
        s.add_packed(part.packed(), false);
        if let Some(c) = cache.as_deref_mut() {
            c[slot] = PawnEntry {
                pawns,
                kings,
                packed: part.packed(),
                passers,
            };
        }
        passers
    })
}

#[cfg(test)]
mod tests {
    use super::super::{evaluate, features, weights};
    use super::*;

    /// The pawn-structure cache gives exactly the uncached sum: [`evaluate`] (through the
    /// cache) equals the shipped weights applied to [`features`] (which never use it),
    /// to the centipawn, on seeded random playouts whose positions share pawns and kings
    /// with different pieces (hits) and meet new structures (misses), a second pass
    /// meeting every structure cached.
    #[test]
    fn the_pawn_cache_changes_no_evaluation() {
        use crate::game::Rules;
        let mut rng = fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d);
        let mut positions = Vec::new();
        for _ in 0..30 {
            let mut p = crate::standard::Chess::default();
            for _ in 0..100 {
                positions.push(p);
                let mut moves = Vec::new();
                p.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                p.play(moves[rng.usize(..moves.len())]);
            }
        }
        let mut structures = std::collections::HashSet::new();
        for pass in 0..2 {
            for p in &positions {
                let (b, turn) = (p.board(), p.turn());
                let want = features(b, turn).eval_with(weights());
                assert_eq!(evaluate(b, turn), want, "pass {pass}: {}", p.fen());
                structures.insert((b.by_role(Role::Pawn), b.king_of(Color::White)));
            }
        }
        // Far fewer structures than positions: the cache was hit, not only filled.
        assert!(
            structures.len() * 2 < positions.len(),
            "{}",
            structures.len()
        );
    }
}
