//! Standard chess's fourth set of evaluation terms (session 13), after
//! [`super::shelter`]: what single pieces stand on and guard. Only standard chess's
//! whole evaluation reports them, like the sets before.
//!
//! Terms (indices from `shelter::ALL_TERMS` on, a middlegame and an endgame weight
//! each):
//! - pinned pieces by type (pawn to queen): own pieces that stand alone between the own
//!   king and an enemy rook, bishop or queen on its line;
//! - a knight or bishop with a pawn (of either side) on the square in front of it;
//! - king protectors: the king steps from each own knight, bishop and queen to the own
//!   king, summed by type;
//! - a bishop that sees two or more of the centre squares d4 e4 d5 e5 through anything
//!   but pawns (the long diagonals);
//! - supported passed pawns (defended by an own pawn), times the relative rank index;
//! - a rook on a passed pawn's file behind it (own passers);
//! - squares from which an own knight, and from which an own bishop or rook, would
//!   attack the enemy's only queen, reached now, free of own pieces and of enemy pawn
//!   attacks;
//! - restricted squares: attacked by both sides and not by an enemy pawn.
use super::layout::{distance, relative_rank, sign, up};
use super::rich::Gathered;
use super::shelter::ALL_TERMS as SHELTER_TERMS;
use crate::kernel::{Bitboard, Board, Color, FILE_A, Role, Square, Squares, attacks, bb, file_of};
use crate::linear::Sink;

pub const PINNED: usize = SHELTER_TERMS;
pub const MINOR_BEHIND_PAWN: usize = PINNED + 5;
/// Knight, bishop, queen.
pub const KING_PROTECTOR: usize = MINOR_BEHIND_PAWN + 1;
pub const LONG_DIAGONAL: usize = KING_PROTECTOR + 3;
pub const PASSED_SUPPORTED: usize = LONG_DIAGONAL + 1;
pub const ROOK_BEHIND_PASSER: usize = PASSED_SUPPORTED + 1;
pub const KNIGHT_ON_QUEEN: usize = ROOK_BEHIND_PASSER + 1;
pub const SLIDER_ON_QUEEN: usize = KNIGHT_ON_QUEEN + 1;
pub const RESTRICTED: usize = SLIDER_ON_QUEEN + 1;
/// Every term of standard chess's evaluation.
pub const ALL_TERMS: usize = RESTRICTED + 1;

const CENTRE: Bitboard = bb(27) | bb(28) | bb(35) | bb(36);

/// These terms' names, in index order (after `shelter::names()`).
pub fn names() -> Vec<String> {
    let mut n = Vec::with_capacity(ALL_TERMS - SHELTER_TERMS);
    for r in &Role::ALL[..5] {
        n.push(format!("pinned.{}", r.name()));
    }
    n.push("minor.behind-pawn".into());
    for r in [Role::Knight, Role::Bishop, Role::Queen] {
        n.push(format!("king.protector.{}", r.name()));
    }
    for s in [
        "bishop.long-diagonal",
        "passed.supported",
        "rook.behind-passer",
        "threat.knight-on-queen",
        "threat.slider-on-queen",
        "restricted",
    ] {
        n.push(s.into());
    }
    debug_assert_eq!(n.len(), ALL_TERMS - SHELTER_TERMS);
    n
}

/// The terms; `by_pawn`: the squares each colour's pawns attack.
pub fn terms<S: Sink>(
    board: &Board,
    g: &Gathered,
    attacked: [Bitboard; 2],
    by_pawn: [Bitboard; 2],
    s: &mut S,
) {
    let occ = board.occupied();
    let pawns = board.by_role(Role::Pawn);
    for color in Color::ALL {
        let (us, them) = (color.index(), color.flip().index());
        let sg = sign(color);
        let own = board.by_color(color);
        let own_king = board.king_of(color);
        if let Some(k) = own_king {
            for p in Squares(board.pinned(k, color)) {
                if let Some(r) = board.role_at(p) {
                    s.add(PINNED + r.index(), sg);
                }
            }
            for (i, r) in [Role::Knight, Role::Bishop, Role::Queen]
                .into_iter()
                .enumerate()
            {
                let d: i32 = Squares(board.pieces(color, r))
                    .map(|p| distance(p, k))
                    .sum();
                s.add(KING_PROTECTOR + i, sg * d);
            }
        }
        let minors = board.pieces(color, Role::Knight) | board.pieces(color, Role::Bishop);
        // The squares just behind a pawn, seen from `color`'s side.
        let in_front = up(color.flip(), pawns);
        s.add(
            MINOR_BEHIND_PAWN,
            sg * (minors & in_front).count_ones() as i32,
        );
        let long = Squares(board.pieces(color, Role::Bishop))
            .filter(|&b| (attacks::bishop(b, pawns) & CENTRE).count_ones() >= 2)
            .count() as i32;
        s.add(LONG_DIAGONAL, sg * long);
        let passers = g.passers[us];
        let mut behind = 0;
        for p in Squares(passers) {
            let file = FILE_A << file_of(p);
            let below = match color {
                Color::White => bb(p) - 1,
                Color::Black => !(bb(p) - 1) & !bb(p),
            };
            behind += (board.pieces(color, Role::Rook) & file & below).count_ones() as i32;
        }
        s.add(ROOK_BEHIND_PASSER, sg * behind);
        let queens = board.pieces(color.flip(), Role::Queen);
        if queens.count_ones() == 1 {
            let q = queens.trailing_zeros() as Square;
            let safe = !own & !by_pawn[them];
            let knight = attacks::knight(q) & g.by_type[us][0] & safe;
            let slider = (attacks::bishop(q, occ) & g.by_type[us][1])
                | (attacks::rook(q, occ) & g.by_type[us][2]);
            s.add(KNIGHT_ON_QUEEN, sg * knight.count_ones() as i32);
            s.add(SLIDER_ON_QUEEN, sg * (slider & safe).count_ones() as i32);
        }
        let restricted = attacked[us] & attacked[them] & !by_pawn[them];
        s.add(RESTRICTED, sg * restricted.count_ones() as i32);
    }
}

/// These terms of the pawns alone (supported passed pawns; part of `pawns::pawn_terms`,
/// which a cache keeps); `passers`: each colour's passed pawns, `by_pawn`: the squares
/// each colour's pawns attack.
pub fn pawn_terms<S: Sink>(passers: [Bitboard; 2], by_pawn: [Bitboard; 2], s: &mut S) {
    for color in Color::ALL {
        let us = color.index();
        for p in Squares(passers[us] & by_pawn[us]) {
            s.add(
                PASSED_SUPPORTED,
                sign(color) * i32::from(relative_rank(color, p)),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::rich::tests::net;
    use super::*;

    /// The white knight d2 stands alone between the king e1 and the bishop b4 (c3 is
    /// empty), the pawn e2 alone between e1 and the rook e4: both pinned. Black's king e8
    /// faces no white slider.
    #[test]
    fn pins_count_as_reasoned() {
        let get = net("4k3/8/8/8/1b2r3/8/3NP3/4K3");
        let pinned: Vec<i32> = (0..5).map(|i| get(PINNED + i)).collect();
        assert_eq!(pinned, [1, 1, 0, 0, 0]);
        // Two pieces between: no pin.
        let get = net("4k3/8/8/8/1b6/2P5/3N4/4K3");
        assert_eq!(get(PINNED + 1), 0);
    }

    /// Knight e4 behind the black pawn e5, bishop c3 behind its own pawn c4: two.
    /// Protectors: knight e4 is 3 steps from the king e1, bishop c3 2: 3 and 2.
    #[test]
    fn minors_behind_pawns_and_protectors_count_as_reasoned() {
        let get = net("4k3/8/8/4p3/2P1N3/2B5/8/4K3");
        assert_eq!(get(MINOR_BEHIND_PAWN), 2);
        assert_eq!((get(KING_PROTECTOR), get(KING_PROTECTOR + 1)), (3, 2));
    }

    /// The bishop b2 sees d4 and e5 on the long diagonal (c3 empty); behind a knight it
    /// still does (only pawns block here), behind a pawn c3 it does not.
    #[test]
    fn long_diagonals_count_as_reasoned() {
        assert_eq!(net("4k3/8/8/8/8/8/1B6/4K3")(LONG_DIAGONAL), 1);
        assert_eq!(net("4k3/8/8/8/8/2N5/1B6/4K3")(LONG_DIAGONAL), 1);
        assert_eq!(net("4k3/8/8/8/8/2P5/1B6/4K3")(LONG_DIAGONAL), 0);
    }

    /// The passed pawn d5 (relative rank index 4) defended by c4 (index 3, passed and
    /// not defended): 4. The rook d1 stands behind d5 on its file: one.
    #[test]
    fn passer_terms_count_as_reasoned() {
        let get = net("4k3/8/8/3P4/2P5/8/8/3RK3");
        assert_eq!((get(PASSED_SUPPORTED), get(ROOK_BEHIND_PASSER)), (4, 1));
        // Black: the rook d8 behind the passer d4.
        assert_eq!(net("3rk3/8/8/8/3p4/8/8/4K3")(ROOK_BEHIND_PASSER), -1);
    }

    /// Black's queen d5: White's knight d1 reaches c3 and e3, both knight squares of d5
    /// (safe: no black pawn); the rook a1 reaches a5 on the queen's rank (and d1, its own
    /// knight's square: not counted): one slider square. With a black pawn b6, a5 is
    /// attacked by it: not safe.
    #[test]
    fn queen_threats_count_as_reasoned() {
        let get = net("4k3/8/8/3q4/8/8/8/R2NK3");
        assert_eq!((get(KNIGHT_ON_QUEEN), get(SLIDER_ON_QUEEN)), (2, 1));
        let get = net("4k3/8/1p6/3q4/8/8/8/R2NK3");
        assert_eq!(get(SLIDER_ON_QUEEN), 0);
    }

    /// Rook a1 and king e1 against rook h2 and king e8: both sides attack a2, d2, e2 and
    /// f2 (the black rook's rank; the white rook's file and king), so without pawns each
    /// side counts 4. A black pawn b3 attacks a2 (and c2, which White does not attack):
    /// White's count falls to 3.
    #[test]
    fn restricted_squares_count_as_reasoned() {
        assert_eq!(net("4k3/8/8/8/8/8/7r/R3K3")(RESTRICTED), 0);
        assert_eq!(net("4k3/8/8/8/8/1p6/7r/R3K3")(RESTRICTED), -1);
    }
}
