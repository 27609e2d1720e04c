//! Standard chess's own evaluation terms (session 12), on top of the board terms every
//! 8x8 variant shares (`eval::board_terms`). Two Worlds and Valhalla keep the shared set
//! alone (their weights files and ladders stay valid); only `standard::eval::evaluate`
//! and its features add these, through `eval::terms::<_, true>`.
//!
//! Terms (indices from `layout::TERMS` on, each with a middlegame and an endgame weight):
//! - safe mobility by count, a weight for each count of each piece type (knight 0-8,
//!   bishop 0-13, rook 0-14, queen 0-27): squares attacked that hold no own piece and
//!   are not attacked by an enemy pawn. The count's value is a table, not a line, so
//!   the first squares can be worth more than the last (a trapped piece);
//! - the pieces, by type (knight to queen), that attack the enemy king's zone, and the
//!   zone's attack units again when the attacker still has a queen (king attacks without
//!   a queen seldom mate);
//! - safe checks by type: squares from which a piece of that type would check the enemy
//!   king, reached by such a piece, not held by an own piece and not attacked by the
//!   enemy;
//! - weak zone squares: squares of the enemy king's zone attacked by us and defended by
//!   no enemy piece but the king;
//! - outposts: a knight or bishop on its relative ranks 4-6, defended by an own pawn,
//!   that no enemy pawn can ever attack (none on the neighbouring files ahead);
//! - passed pawns: the distance (king steps) of the own and of the enemy king to the
//!   pawn's next square, and a free path (no piece on the squares ahead and none of them
//!   attacked by the enemy), each times the pawn's relative rank index (1-6), so an
//!   advanced pawn's king race weighs more;
//! - a rook on the relative seventh rank while the enemy king stands on the eighth or an
//!   enemy pawn on the seventh;
//! - a bishop's own pawns on squares of its colour;
//! - the king's open files: of the king's file and its neighbours, those without an own
//!   pawn.
use super::layout::{TERMS, ahead, distance, neighbour_files, relative_rank, sign};
use crate::kernel::{
    Bitboard, Board, Color, DARK_SQUARES, FILE_A, Role, Square, Squares, attacks, bb, file_of,
};
use crate::linear::Sink;

/// Safe mobility tables: the largest count of each type (knight, bishop, rook, queen).
const MOB_MAX: [usize; 4] = [8, 13, 14, 27];
/// Where each type's table starts, from [`SAFE_MOBILITY`].
const MOB_START: [usize; 4] = [0, 9, 23, 38];
/// Safe mobility by count (not the shared `layout::MOBILITY`, one weight a type).
pub const SAFE_MOBILITY: usize = TERMS;
pub const ATTACKER: usize = SAFE_MOBILITY + 66;
pub const ZONE_WITH_QUEEN: usize = ATTACKER + 4;
pub const SAFE_CHECK: usize = ZONE_WITH_QUEEN + 1;
pub const WEAK_ZONE: usize = SAFE_CHECK + 4;
pub const OUTPOST: usize = WEAK_ZONE + 1;
pub const PASSED_OWN_KING: usize = OUTPOST + 2;
pub const PASSED_ENEMY_KING: usize = PASSED_OWN_KING + 1;
pub const PASSED_FREE: usize = PASSED_ENEMY_KING + 1;
pub const ROOK_SEVENTH: usize = PASSED_FREE + 1;
pub const BISHOP_PAWNS: usize = ROOK_SEVENTH + 1;
pub const KING_OPEN_FILES: usize = BISHOP_PAWNS + 1;
/// Every term of standard chess's evaluation: the shared ones and these.
pub const ALL_TERMS: usize = KING_OPEN_FILES + 1;

const PIECES: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

/// These terms' names, in index order (after `layout::names()`).
pub fn names() -> Vec<String> {
    let mut n = Vec::with_capacity(ALL_TERMS - TERMS);
    for (i, r) in PIECES.iter().enumerate() {
        for count in 0..=MOB_MAX[i] {
            n.push(format!("mobility.safe.{}.{count}", r.name()));
        }
    }
    for r in PIECES {
        n.push(format!("king.attacker.{}", r.name()));
    }
    n.push("king.zone-attack-with-queen".into());
    for r in PIECES {
        n.push(format!("king.safe-check.{}", r.name()));
    }
    n.push("king.weak-zone-square".into());
    n.push("outpost.knight".into());
    n.push("outpost.bishop".into());
    for s in [
        "passed.own-king-distance",
        "passed.enemy-king-distance",
        "passed.free-path",
        "rook.seventh",
        "bishop.same-colour-pawns",
        "king.open-files",
    ] {
        n.push(s.into());
    }
    debug_assert_eq!(n.len(), ALL_TERMS - TERMS);
    n
}

/// What the shared loop gathers for these terms, by colour index.
#[derive(Default)]
pub struct Gathered {
    /// Squares attacked by each type, knight to queen.
    pub by_type: [[Bitboard; 4]; 2],
    /// Squares attacked by pieces other than the king.
    pub without_king: [Bitboard; 2],
    /// Passed pawns.
    pub passers: [Bitboard; 2],
    /// Each king's zone (its square and its neighbours; empty without a king).
    pub zones: [Bitboard; 2],
}

/// The per-piece terms of a knight to queen (`i` 0-3) of `color` on `sq` attacking `att`:
/// safe mobility (`enemy_pawn_att`: squares the enemy's pawns attack), zone attacker,
/// outpost (`own_pawn_att`, `enemy_pawns`).
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn piece<S: Sink>(
    s: &mut S,
    color: Color,
    i: usize,
    sq: Square,
    att: Bitboard,
    own: Bitboard,
    enemy_pawn_att: Bitboard,
    enemy_zone: Bitboard,
    own_pawn_att: Bitboard,
    enemy_pawns: Bitboard,
) {
    let sg = sign(color);
    let safe = (att & !own & !enemy_pawn_att).count_ones() as usize;
    s.add(SAFE_MOBILITY + MOB_START[i] + safe.min(MOB_MAX[i]), sg);
    if att & enemy_zone != 0 {
        s.add(ATTACKER + i, sg);
    }
    if i < 2 && own_pawn_att & bb(sq) != 0 {
        let rel = relative_rank(color, sq);
        if (3..=5).contains(&rel)
            && enemy_pawns & neighbour_files(file_of(sq)) & ahead(color, sq) == 0
        {
            s.add(OUTPOST + i, sg);
        }
    }
}

/// The terms that need both colours' attacks (`attacked`, as `board_terms` returns).
pub fn after<S: Sink>(board: &Board, g: &Gathered, attacked: [Bitboard; 2], s: &mut S) {
    let occ = board.occupied();
    let pawns = board.by_role(Role::Pawn);
    for color in Color::ALL {
        let (us, them) = (color.index(), color.flip().index());
        let sg = sign(color);
        let own = board.by_color(color);
        let own_pawns = pawns & own;
        let enemy_king = board.king_of(color.flip());
        if let Some(k) = enemy_king {
            let safe = !own & !attacked[them];
            let diag = attacks::bishop(k, occ);
            let line = attacks::rook(k, occ);
            let from = [attacks::knight(k), diag, line, diag | line];
            for (i, f) in from.into_iter().enumerate() {
                let n = (f & g.by_type[us][i] & safe).count_ones() as i32;
                s.add(SAFE_CHECK + i, sg * n);
            }
            let weak = g.zones[them] & attacked[us] & !g.without_king[them];
            s.add(WEAK_ZONE, sg * weak.count_ones() as i32);
        }
        for sq in Squares(g.passers[us]) {
            let rel = i32::from(relative_rank(color, sq));
            let path = ahead(color, sq) & (FILE_A << file_of(sq));
            if path & (occ | attacked[them]) == 0 {
                s.add(PASSED_FREE, sg * rel);
            }
        }
        let (seventh, eighth) = match color {
            Color::White => (0xffu64 << 48, 0xffu64 << 56),
            Color::Black => (0xffu64 << 8, 0xff),
        };
        let rooks = board.pieces(color, Role::Rook) & seventh;
        if rooks != 0
            && (enemy_king.is_some_and(|k| bb(k) & eighth != 0) || pawns & !own & seventh != 0)
        {
            s.add(ROOK_SEVENTH, sg * rooks.count_ones() as i32);
        }
        for b in Squares(board.pieces(color, Role::Bishop)) {
            let colour = if bb(b) & DARK_SQUARES != 0 {
                DARK_SQUARES
            } else {
                !DARK_SQUARES
            };
            s.add(BISHOP_PAWNS, sg * (own_pawns & colour).count_ones() as i32);
        }
    }
}

/// These terms of the pawns and kings alone (the kings' distances to the passed pawns'
/// next squares, the king's open files; part of `pawns::pawn_terms`, which a cache
/// keeps); `passers`: each colour's passed pawns.
pub fn pawn_terms<S: Sink>(board: &Board, passers: [Bitboard; 2], s: &mut S) {
    let pawns = board.by_role(Role::Pawn);
    for color in Color::ALL {
        let sg = sign(color);
        let own_pawns = pawns & board.by_color(color);
        let own_king = board.king_of(color);
        let enemy_king = board.king_of(color.flip());
        for sq in Squares(passers[color.index()]) {
            let rel = i32::from(relative_rank(color, sq));
            let stop = match color {
                Color::White => sq + 8,
                Color::Black => sq - 8,
            };
            if let Some(k) = own_king {
                s.add(PASSED_OWN_KING, sg * distance(k, stop) * rel);
            }
            if let Some(k) = enemy_king {
                s.add(PASSED_ENEMY_KING, sg * distance(k, stop) * rel);
            }
        }
        if let Some(k) = own_king {
            let f = file_of(k);
            let open = (f.saturating_sub(1)..=(f + 1).min(7))
                .filter(|&x| own_pawns & (FILE_A << x) == 0)
                .count() as i32;
            s.add(KING_OPEN_FILES, sg * open);
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::{board_terms, features};
    use super::*;

    /// The net coefficient (White's minus Black's) of each term of standard chess's whole
    /// evaluation of `placement`.
    pub(in crate::standard) fn net(placement: &str) -> impl Fn(usize) -> i32 {
        let b = Board::from_placement(placement).unwrap_or_else(|e| panic!("{e}"));
        let net = features(&b, Color::White).net();
        move |t| net.get(&t).copied().unwrap_or(0)
    }

    fn safe_mobility(get: &impl Fn(usize) -> i32, role: usize) -> Vec<i32> {
        (0..=MOB_MAX[role])
            .map(|n| get(SAFE_MOBILITY + MOB_START[role] + n))
            .collect()
    }

    fn one_at(at: usize, len: usize, value: i32) -> Vec<i32> {
        (0..len).map(|i| if i == at { value } else { 0 }).collect()
    }

    /// A white knight on d4 reaches b3 b5 c2 c6 e2 e6 f3 f5; the black pawn d7 attacks c6
    /// and e6, and White's own pawn stands on e2: 5 safe squares, one count in the
    /// knight's table. The colour mirror (a black knight d5 among e7 of its own and a white
    /// pawn d2 that attacks c3 and e3) is Black's 5.
    #[test]
    fn safe_mobility_counts_squares_free_of_own_pieces_and_enemy_pawns() {
        let get = net("4k3/3p4/8/8/3N4/8/4P3/4K3");
        assert_eq!(safe_mobility(&get, 0), one_at(5, 9, 1));
        let get = net("4k3/4p3/8/3n4/8/8/3P4/4K3");
        assert_eq!(safe_mobility(&get, 0), one_at(5, 9, -1));
        // A lone rook a1 beside its king e1 reaches a2-a8 and b1-d1: 10.
        let get = net("4k3/8/8/8/8/8/8/R3K3");
        assert_eq!(safe_mobility(&get, 2), one_at(10, 15, 1));
    }

    /// White: king a1, queen d1, rook f1; Black: king g8 alone. The rook attacks f7 and f8
    /// of the king's zone (two units, one attacker; the queen reaches no zone square), and
    /// White has a queen: the zone units again, 2. Both squares are defended by the king
    /// alone: two weak squares. Checks: the rook reaches g1 (the g-file) and f8 (held by
    /// the king, not safe): 1; the queen reaches d8 (the eighth rank), d5 and b3 (the
    /// a2-g8 diagonal) and g4 (the g-file): 4. No knight or bishop.
    #[test]
    fn king_attack_terms_count_as_reasoned() {
        let get = net("6k1/8/8/8/8/8/8/K2Q1R2");
        let attackers: Vec<i32> = (0..4).map(|i| get(ATTACKER + i)).collect();
        assert_eq!(attackers, [0, 0, 1, 0]);
        assert_eq!(get(ZONE_WITH_QUEEN), 2);
        assert_eq!(get(WEAK_ZONE), 2);
        let checks: Vec<i32> = (0..4).map(|i| get(SAFE_CHECK + i)).collect();
        assert_eq!(checks, [0, 0, 1, 4]);
        // Without the queen the units do not count again.
        let get = net("6k1/8/8/8/8/8/8/K4R2");
        assert_eq!((get(ZONE_WITH_QUEEN), get(WEAK_ZONE)), (0, 2));
    }

    /// A white knight e5 defended by the pawn d4 with no black pawn ahead on the d- or
    /// f-file is an outpost; a black pawn f7 could attack it one day; one on f4 is behind.
    #[test]
    fn outposts_count_as_reasoned() {
        assert_eq!(net("4k3/8/8/4N3/3P4/8/8/4K3")(OUTPOST), 1);
        assert_eq!(net("4k3/5p2/8/4N3/3P4/8/8/4K3")(OUTPOST), 0);
        assert_eq!(net("4k3/8/8/4N3/3P1p2/8/8/4K3")(OUTPOST), 1);
        // Not defended by a pawn, or on the third rank: no outpost. A bishop counts apart.
        assert_eq!(net("4k3/8/8/4N3/8/8/8/4K3")(OUTPOST), 0);
        assert_eq!(net("4k3/8/8/8/8/4N3/3P4/4K3")(OUTPOST), 0);
        assert_eq!(net("4k3/8/8/4B3/3P4/8/8/4K3")(OUTPOST + 1), 1);
        // Black's knight d4 defended by e5: Black's outpost.
        assert_eq!(net("4k3/8/8/4p3/3n4/8/8/4K3")(OUTPOST), -1);
    }

    /// The passed pawn e5 (relative rank index 4) has its next square e6; White's king e1
    /// is 5 steps from it, Black's a8 4: 20 and 16. e6-e8 are empty and the king a8
    /// attacks none of them: a free path, 4. With Black's king on d8 (2 steps, and it
    /// attacks e7 and e8) the path is not free.
    #[test]
    fn passed_pawn_races_count_as_reasoned() {
        let get = net("k7/8/8/4P3/8/8/8/4K3");
        assert_eq!(
            (
                get(PASSED_OWN_KING),
                get(PASSED_ENEMY_KING),
                get(PASSED_FREE)
            ),
            (20, 16, 4)
        );
        let get = net("3k4/8/8/4P3/8/8/8/4K3");
        assert_eq!(
            (
                get(PASSED_OWN_KING),
                get(PASSED_ENEMY_KING),
                get(PASSED_FREE)
            ),
            (20, 8, 0)
        );
        // Black's passed pawn d4 (relative rank index 4, next square d3): White's king
        // d1 is 2 steps away, Black's h8 5.
        let get = net("7k/8/8/8/3p4/8/8/3K4");
        assert_eq!((get(PASSED_OWN_KING), get(PASSED_ENEMY_KING)), (-20, -8));
    }

    /// A rook on the seventh counts with the enemy king on the eighth or an enemy pawn on
    /// the seventh; the bishop c1 (dark) shares its colour with d2 and e3, not a2; a king
    /// g1 behind f2 and h2 has one open file (g), Black's king e8 without pawns three.
    #[test]
    fn rook_bishop_and_king_file_terms_count_as_reasoned() {
        assert_eq!(net("7k/R7/8/8/8/8/8/4K3")(ROOK_SEVENTH), 1);
        assert_eq!(net("8/R7/7k/8/8/8/8/4K3")(ROOK_SEVENTH), 0);
        assert_eq!(net("8/R6p/7k/8/8/8/8/4K3")(ROOK_SEVENTH), 1);
        assert_eq!(net("4k3/8/8/8/8/4P3/P2P4/2B1K3")(BISHOP_PAWNS), 2);
        assert_eq!(net("4k3/8/8/8/8/8/5P1P/6K1")(KING_OPEN_FILES), 1 - 3);
    }

    /// The terms are standard chess's own: the shared board terms (Two Worlds' levels,
    /// Valhalla's boards) never report them.
    #[test]
    fn the_shared_board_terms_leave_these_out() {
        let b = Board::from_placement("r1bqk2r/ppp2ppp/2n2n2/3pp3/1b1PP3/2N2N2/PPP2PPP/R1BQKB1R")
            .unwrap_or_else(|e| panic!("{e}"));
        let mut f = crate::linear::Features::default();
        board_terms(&b, !0, &mut f);
        assert!(f.net().keys().all(|&t| t < TERMS));
        let rich = features(&b, Color::White).net();
        assert!(rich.keys().any(|&t| t >= TERMS));
    }
}
