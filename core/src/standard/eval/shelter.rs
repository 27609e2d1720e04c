//! Standard chess's third set of evaluation terms (session 13), after [`super::rich`]:
//! the king's pawn shelter and the enemy's pawn storm, backward pawns, space, the
//! knights' and rooks' worth by the own pawns, and threats by attacker type. Like
//! `rich`, only standard chess's whole evaluation reports them (Two Worlds and
//! Valhalla keep the shared board terms).
//!
//! Terms (indices from `rich::ALL_TERMS` on, each with a middlegame and an endgame
//! weight; the shape of the usual hand-written evaluations, with every weight fitted):
//! - shelter: for each of the three files around the king (its file, kept within b-g,
//!   and the two beside), the relative rank of the own pawn nearest the king on it that
//!   is not behind the king (0: none), by the file's distance from the edge (0-3): 32
//!   weights;
//! - storm: on the same files, the relative rank (from the king's side) of the enemy
//!   pawn nearest the king that is not behind it (0: none): blocked (it stands just in
//!   front of an own shelter pawn) by rank, 8 weights, else by the file's distance from
//!   the edge and the rank, 32 weights;
//! - backward pawns: a pawn whose next square an enemy pawn attacks and that no own
//!   pawn on a neighbouring file, beside or behind it, can ever defend;
//! - space: the squares of files c-f on the relative ranks 2-4 not holding an own pawn
//!   and not attacked by an enemy pawn, those behind an own pawn (within three ranks)
//!   counted twice;
//! - knights times own pawns, rooks times own pawns (a knight gains with pawns on the
//!   board, a rook with open lines);
//! - threats by attacker type: enemy pawns to queens attacked by a knight or bishop
//!   (5 weights), by a rook (5), enemy pieces attacked by the king and defended by
//!   nothing, and enemy pieces (not pawns) a pawn would attack after a safe push.
use super::layout::{not_behind, relative_rank, sign, up};
use super::rich::{ALL_TERMS as RICH_TERMS, Gathered};
use crate::kernel::{Bitboard, Board, Color, FILE_A, Role, Square, Squares, bb, file_of};
use crate::linear::Sink;

pub const SHELTER: usize = RICH_TERMS;
pub const STORM_BLOCKED: usize = SHELTER + 32;
pub const STORM: usize = STORM_BLOCKED + 8;
pub const BACKWARD: usize = STORM + 32;
pub const SPACE: usize = BACKWARD + 1;
pub const KNIGHT_PAWNS: usize = SPACE + 1;
pub const ROOK_PAWNS: usize = KNIGHT_PAWNS + 1;
/// Threats on pawn to queen by a knight or bishop, then by a rook.
pub const THREAT_MINOR: usize = ROOK_PAWNS + 1;
pub const THREAT_ROOK: usize = THREAT_MINOR + 5;
pub const THREAT_KING: usize = THREAT_ROOK + 5;
pub const THREAT_PUSH: usize = THREAT_KING + 1;
/// Every term of standard chess's evaluation.
pub const ALL_TERMS: usize = THREAT_PUSH + 1;

const VICTIMS: [Role; 5] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
];

/// These terms' names, in index order (after `rich::names()`).
pub fn names() -> Vec<String> {
    let mut n = Vec::with_capacity(ALL_TERMS - RICH_TERMS);
    for edge in 0..4 {
        for rank in 0..8 {
            n.push(format!("king.shelter.edge{edge}.rank{rank}"));
        }
    }
    for rank in 0..8 {
        n.push(format!("king.storm-blocked.rank{rank}"));
    }
    for edge in 0..4 {
        for rank in 0..8 {
            n.push(format!("king.storm.edge{edge}.rank{rank}"));
        }
    }
    for s in [
        "pawn.backward",
        "space",
        "knight.times-pawns",
        "rook.times-pawns",
    ] {
        n.push(s.into());
    }
    for by in ["minor", "rook"] {
        for v in VICTIMS {
            n.push(format!("threat.{by}-on.{}", v.name()));
        }
    }
    n.push("threat.by-king".into());
    n.push("threat.pawn-push".into());
    debug_assert_eq!(n.len(), ALL_TERMS - RICH_TERMS);
    n
}

/// Of `set`, the square nearest `color`'s first rank (the lowest for White).
#[inline]
fn nearest(color: Color, set: Bitboard) -> Option<Square> {
    (set != 0).then(|| match color {
        Color::White => set.trailing_zeros() as Square,
        Color::Black => 63 - set.leading_zeros() as Square,
    })
}

/// The terms of the pawns and kings alone (shelter and storm, backward pawns, space;
/// part of `pawns::pawn_terms`, which a cache keeps); `by_pawn`: the squares each
/// colour's pawns attack.
pub fn pawn_terms<S: Sink>(board: &Board, by_pawn: [Bitboard; 2], s: &mut S) {
    let pawns = board.by_role(Role::Pawn);
    for color in Color::ALL {
        let them = color.flip().index();
        let sg = sign(color);
        let own_pawns = pawns & board.by_color(color);
        let enemy_pawns = pawns & !board.by_color(color);
        if let Some(k) = board.king_of(color) {
            let front = not_behind(color, k);
            let centre = file_of(k).clamp(1, 6);
            for f in centre - 1..=centre + 1 {
                let file = FILE_A << f;
                let edge = usize::from(f.min(7 - f));
                let ours = nearest(color, own_pawns & file & front)
                    .map_or(0, |q| usize::from(relative_rank(color, q)));
                let theirs = nearest(color, enemy_pawns & file & front)
                    .map_or(0, |q| usize::from(relative_rank(color, q)));
                s.add(SHELTER + edge * 8 + ours, sg);
                if ours != 0 && ours + 1 == theirs {
                    s.add(STORM_BLOCKED + theirs, sg);
                } else {
                    s.add(STORM + edge * 8 + theirs, sg);
                }
            }
        }
        let mut backward = 0;
        for p in Squares(own_pawns) {
            let stop = up(color, bb(p));
            // The pawn's rank and the ranks behind it (the enemy's "not behind").
            let behind = not_behind(color.flip(), p);
            let helpers = own_pawns & super::layout::neighbour_files(file_of(p)) & behind;
            if stop & by_pawn[them] != 0 && helpers == 0 {
                backward += 1;
            }
        }
        s.add(BACKWARD, sg * backward);
        let (area, behind_pawns) = match color {
            Color::White => (
                0x3c3c3c00u64,
                (own_pawns >> 8) | (own_pawns >> 16) | (own_pawns >> 24),
            ),
            Color::Black => (
                0x003c3c3c00000000u64,
                (own_pawns << 8) | (own_pawns << 16) | (own_pawns << 24),
            ),
        };
        let safe = area & !own_pawns & !by_pawn[them];
        s.add(
            SPACE,
            sg * (safe.count_ones() + (safe & behind_pawns).count_ones()) as i32,
        );
    }
}

/// The other terms; `by_pawn`: the squares each colour's pawns attack.
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
        let own_pawns = pawns & own;
        let enemy = board.by_color(color.flip());
        let pawn_count = own_pawns.count_ones() as i32;
        s.add(
            KNIGHT_PAWNS,
            sg * pawn_count * board.pieces(color, Role::Knight).count_ones() as i32,
        );
        s.add(
            ROOK_PAWNS,
            sg * pawn_count * board.pieces(color, Role::Rook).count_ones() as i32,
        );
        let by_minor = g.by_type[us][0] | g.by_type[us][1];
        let by_rook = g.by_type[us][2];
        for (i, v) in VICTIMS.into_iter().enumerate() {
            let victims = board.pieces(color.flip(), v);
            s.add(
                THREAT_MINOR + i,
                sg * (victims & by_minor).count_ones() as i32,
            );
            s.add(
                THREAT_ROOK + i,
                sg * (victims & by_rook).count_ones() as i32,
            );
        }
        let enemy_men = enemy & !board.by_role(Role::King);
        if let Some(k) = board.king_of(color) {
            let hit = crate::kernel::attacks::king(k) & enemy_men & !attacked[them];
            s.add(THREAT_KING, sg * hit.count_ones() as i32);
        }
        // Safe pushes: one step onto an empty square (two from the second rank), where no
        // enemy pawn attacks and the enemy does not attack unless we defend.
        let second = match color {
            Color::White => 0xff00u64,
            Color::Black => 0x00ff_0000_0000_0000u64,
        };
        let one = up(color, own_pawns) & !occ;
        let two = up(color, up(color, own_pawns & second) & !occ) & !occ;
        let pushed = (one | two) & !by_pawn[them] & (!attacked[them] | attacked[us]);
        let (e, w) = (
            (pushed & !crate::kernel::FILE_H) << 1,
            (pushed & !FILE_A) >> 1,
        );
        let hits = up(color, e | w) & enemy_men & !pawns;
        s.add(THREAT_PUSH, sg * hits.count_ones() as i32);
    }
}

#[cfg(test)]
mod tests {
    use super::super::rich::tests::net;
    use super::*;

    /// The net coefficients of the 32 cells starting at `from`.
    fn cells(get: &impl Fn(usize) -> i32, from: usize) -> Vec<(usize, i32)> {
        (0..32)
            .map(|i| (i, get(from + i)))
            .filter(|&(_, c)| c != 0)
            .collect()
    }

    /// White: king g1 behind f2 g2 h2, the files f (2 from the edge), g (1), h (0), each
    /// with its pawn on relative rank 1 and no enemy pawn: shelter cells 17, 9, 1 and
    /// storm cells 16, 8, 0. Black: king e8 without pawns, files d, e (3 from the edge)
    /// and f (2): shelter 24 twice and 16; storm 24 twice, and on f White's f2, relative
    /// rank 6 from Black's side: 16 + 6.
    #[test]
    fn shelter_and_storm_count_as_reasoned() {
        let get = net("4k3/8/8/8/8/8/5PPP/6K1");
        assert_eq!(
            cells(&get, SHELTER),
            [(1, 1), (9, 1), (16, -1), (17, 1), (24, -2)]
        );
        assert_eq!(
            cells(&get, STORM),
            [(0, 1), (8, 1), (16, 1), (22, -1), (24, -2)]
        );
        // White's g3 faces Black's g4 (relative rank 3): a blocked storm; f and h are
        // bare (cells 16 and 0), Black's king a8 has bare files a, b, c (0, 8, 16).
        let get = net("k7/8/8/8/6p1/6P1/8/6K1");
        assert_eq!(get(STORM_BLOCKED + 3), 1);
        assert_eq!(cells(&get, SHELTER), [(8, -1), (10, 1)]);
        assert_eq!(cells(&get, STORM), [(8, -1)]);
    }

    /// d3's next square d4 is attacked by e5, and no white pawn on c or e stands on the
    /// third rank or behind (c4 is ahead): backward. c4's next square c5 is attacked by no
    /// black pawn. e5 has f6 behind it on a neighbouring file, f6's next square f5 is not
    /// attacked: Black has none.
    #[test]
    fn backward_pawns_count_as_reasoned() {
        assert_eq!(net("4k3/8/5p2/4p3/2P5/3P4/8/4K3")(BACKWARD), 1);
        // Without f6, e5 is backward too (d3 attacks e4).
        assert_eq!(net("4k3/8/8/4p3/2P5/3P4/8/4K3")(BACKWARD), 0);
    }

    /// White e4: the 12 squares c2-f4 less the pawn's own, and e3 and e2 behind it count
    /// twice: 13; Black's bare c5-f7 less d5 and f5, which e4 attacks: 10. With a black
    /// pawn d5, White loses c4 (attacked by d5): 12; Black's c5-f7 less d5 (its own) and
    /// f5, with d6 and d7 behind d5 counted twice: 12.
    #[test]
    fn space_counts_as_reasoned() {
        assert_eq!(net("4k3/8/8/8/4P3/8/8/4K3")(SPACE), 13 - 10);
        assert_eq!(net("4k3/8/8/3p4/4P3/8/8/4K3")(SPACE), 12 - 12);
        assert_eq!(net("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")(SPACE), 0);
    }

    /// A knight and a rook with three own pawns: 3 each.
    #[test]
    fn pieces_times_pawns_count_as_reasoned() {
        let get = net("4k3/8/8/8/8/8/PPP5/1N2K2R");
        assert_eq!((get(KNIGHT_PAWNS), get(ROOK_PAWNS)), (3, 3));
        let get = net("r3k3/pp6/8/8/8/8/PPP5/1N2K3");
        assert_eq!((get(KNIGHT_PAWNS), get(ROOK_PAWNS)), (3, -2));
    }

    /// The knight e3 attacks the queen d5, the rook a1 the knight a5 (its file ends
    /// there); Black's knight a5 and queen attack nothing white. The king e1 attacks the
    /// undefended knight d2, which the rook d8 would defend.
    #[test]
    fn threats_by_type_count_as_reasoned() {
        let get = net("4k3/8/8/n2q4/8/4N3/8/R3K3");
        let minor: Vec<i32> = (0..5).map(|i| get(THREAT_MINOR + i)).collect();
        let rook: Vec<i32> = (0..5).map(|i| get(THREAT_ROOK + i)).collect();
        assert_eq!((minor, rook), (vec![0, 0, 0, 0, 1], vec![0, 1, 0, 0, 0]));
        assert_eq!(net("4k3/8/8/8/8/8/3n4/4K3")(THREAT_KING), 1);
        assert_eq!(net("3rk3/8/8/8/8/8/3n4/4K3")(THREAT_KING), 0);
    }

    /// e3-e4 is a safe push that attacks the knight d5; from e2, e3 is attacked by the
    /// knight and undefended, e4 is safe: still one. With a black pawn f5 on e4, no safe
    /// push is left (and Black's f5-f4 is attacked by e3).
    #[test]
    fn pawn_push_threats_count_as_reasoned() {
        assert_eq!(net("4k3/8/8/3n4/8/4P3/8/4K3")(THREAT_PUSH), 1);
        assert_eq!(net("4k3/8/8/3n4/8/8/4P3/4K3")(THREAT_PUSH), 1);
        assert_eq!(net("4k3/8/8/3n1p2/8/4P3/8/4K3")(THREAT_PUSH), 0);
    }
}
