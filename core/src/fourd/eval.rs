//! Static evaluation of a 4D position (RULES.md §3), in centipawns.
//!
//! How the values were chosen (also in docs/engine.md):
//! - Piece values come from mobility on this board. The average number of cells a piece
//!   reaches from each of the 64 cells of an empty 4x4x2x2 board ([`full_range`]) is
//!   knight 7.0, bishop 10.5, rook 8.0, queen 28.25 (king 24.0); on an empty 8x8 board
//!   the same averages are 5.25, 8.75, 14.0 and 22.75. In standard chess value grows
//!   more slowly than mobility: between the knight (320, 5.25) and the queen (900,
//!   22.75) value ∝ mobility^0.7 (ln(900/320) / ln(22.75/5.25) = 0.70). So each piece
//!   keeps its standard value scaled by its mobility ratio to that power:
//!   `value_4d = value_8x8 × (m_4d / m_8x8)^0.7`, rounded to 5: knight 390, bishop 375,
//!   rook 340, queen 1045 ([`VALUES`]; the pawn stays the unit, 100). The rook loses most:
//!   it slides only inside a flat board and steps once along z and w, 8 cells from
//!   everywhere, while the queen gains the triagonals and quadragonals.
//! - Centralisation: a piece on a cell where it reaches more than its average earns
//!   a few centipawns per extra cell (knight 6, bishop 5, queen 3; below average it
//!   loses the same). The rook reaches 8 cells everywhere, so it has no such term; the
//!   king none either (a central king is reachable from more cells, which cancels its
//!   gain in range).
//! - Pawn advancement: a pawn one step from its last rank (rank 3 for White, 2 for
//!   Black) +40, +30 more when the promotion cell in front of it is empty. Pawns promote
//!   to a queen automatically (D4-3), so that step is worth a queen in the search.
use super::FourD;
use super::attacks::full_range;
use super::cells::{Cell4, Cells, coords, view_cell};
use crate::kernel::{Color, Role};
use std::sync::OnceLock;

/// Piece values in centipawns, pawn to king (see the module comment for the formula).
pub const VALUES: [i32; 6] = [100, 390, 375, 340, 1045, 0];
/// Centipawns per cell of range above (or below) the piece's average, by role.
const CENTRE_WEIGHT: [i32; 6] = [0, 6, 5, 0, 3, 0];
const PAWN_NEAR_PROMOTION: i32 = 40;
const PAWN_FREE_TO_PROMOTE: i32 = 30;

/// The number of cells `role` reaches from `c` on an empty board (pawns: push and
/// captures), counted with the lesson's [`full_range`].
pub fn range_count(color: Color, role: Role, c: Cell4) -> usize {
    full_range(color, role, view_cell(c)).len()
}

/// The average range of `role` over all 64 cells.
pub fn average_range(role: Role) -> f64 {
    (0..64u8)
        .map(|c| range_count(Color::White, role, c) as f64)
        .sum::<f64>()
        / 64.0
}

/// Material plus centralisation per colour, role and cell.
fn table() -> &'static [[[i32; 64]; 6]; 2] {
    static TABLE: OnceLock<[[[i32; 64]; 6]; 2]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [[[0; 64]; 6]; 2];
        for role in Role::ALL {
            let avg = average_range(role);
            for color in Color::ALL {
                for c in 0..64u8 {
                    let extra = range_count(color, role, c) as f64 - avg;
                    let centre = (extra * CENTRE_WEIGHT[role.index()] as f64).round() as i32;
                    t[color.index()][role.index()][c as usize] = VALUES[role.index()] + centre;
                }
            }
        }
        t
    })
}

impl FourD {
    /// Evaluation from White's point of view.
    pub fn eval_white(&self) -> i32 {
        let t = table();
        let occ = self.occupied();
        let mut score = 0;
        for color in Color::ALL {
            let mut side = 0;
            for role in Role::ALL {
                for c in Cells(self.pieces_of(color, role)) {
                    side += t[color.index()][role.index()][c as usize];
                }
            }
            for c in Cells(self.pieces_of(color, Role::Pawn)) {
                let y = coords(c)[1];
                let near = match color {
                    Color::White => y == 2,
                    Color::Black => y == 1,
                };
                if near {
                    side += PAWN_NEAR_PROMOTION;
                    if super::attacks::pawn_push(color, c) & !occ != 0 {
                        side += PAWN_FREE_TO_PROMOTE;
                    }
                }
            }
            score += if color == Color::White { side } else { -side };
        }
        score
    }
}

/// The value of a piece of `role` for move ordering.
#[inline]
pub fn value(role: Role) -> i32 {
    VALUES[role.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fourd::{Axis, PieceSet};

    /// The documented averages are what the lesson's full range gives on this board.
    #[test]
    fn d4_1_average_mobility_is_as_documented() {
        let got: Vec<f64> = [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ]
        .into_iter()
        .map(average_range)
        .collect();
        assert_eq!(got, [7.0, 10.5, 8.0, 28.25, 24.0]);
    }

    /// The values follow the documented formula from those averages.
    #[test]
    fn values_follow_the_mobility_formula() {
        let standard = [(Role::Knight, 320.0, 5.25), (Role::Bishop, 330.0, 8.75)];
        let more = [(Role::Rook, 500.0, 14.0), (Role::Queen, 900.0, 22.75)];
        let k = (900.0f64 / 320.0).ln() / (22.75f64 / 5.25).ln();
        assert!((k - 0.70).abs() < 0.01, "{k}");
        for (role, v8, m8) in standard.into_iter().chain(more) {
            let v = v8 * (average_range(role) / m8).powf(0.7);
            let rounded = ((v / 5.0).round() * 5.0) as i32;
            assert_eq!(VALUES[role.index()], rounded, "{role:?}: {v}");
        }
    }

    #[test]
    fn the_start_is_balanced_and_mirrors_negate() {
        let start = FourD::start(PieceSet::Full);
        assert_eq!(start.eval_white(), 0);
        let p = FourD::from_fen(
            PieceSet::Full,
            "4/4/1P2/K3|4/4/2N1/4|4/q3/4/4|k3/4/4/4 w 0 1",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.eval_white(), -p.mirrored(Axis::Y).eval_white());
        assert_eq!(p.eval_white(), p.mirrored(Axis::Z).eval_white());
    }

    #[test]
    fn a_pawn_near_promotion_is_worth_more() {
        let far = FourD::from_fen(PieceSet::Full, "4/4/1P2/K3|4/4/4/4|4/4/4/4|k3/4/4/4 w 0 1");
        let near = FourD::from_fen(PieceSet::Full, "4/1P2/4/K3|4/4/4/4|4/4/4/4|k3/4/4/4 w 0 1");
        match (far, near) {
            (Ok(f), Ok(n)) => assert!(n.eval_white() > f.eval_white() + 30),
            other => panic!("{other:?}"),
        }
    }
}
