//! Piece attacks from the tables: sliding inside a flat board (the only place a path has
//! cells in between, D4-2) plus the fixed one-cell moves that leave it.
use super::cells::{Cell4, CellSet, Cells, from_view_cell, view_cell};
use super::tables::{
    BISHOP_ZW, DIAG_XY, KING, KNIGHT, ORTHO_XY, PAWN_CAPTURES, PAWN_PUSHES, QUEEN_ONLY, RAYS,
    ROOK_ZW, ascending,
};
use crate::geometry::Cell;
use crate::kernel::{Color, Role};

/// Cells reached along the given flat-board directions, stopping at (and including) the
/// first occupied cell of each ray.
#[inline]
fn slide(from: Cell4, occ: CellSet, dirs: &[usize; 4]) -> CellSet {
    let mut out = 0;
    for &d in dirs {
        let ray = RAYS[from as usize][d];
        let blockers = ray & occ;
        out |= if blockers == 0 {
            ray
        } else {
            let first = if ascending(d) {
                blockers.trailing_zeros()
            } else {
                63 - blockers.leading_zeros()
            };
            ray & !RAYS[first as usize][d]
        };
    }
    out
}

/// Rook: exactly one coordinate changes, any distance.
#[inline]
pub fn rook(from: Cell4, occ: CellSet) -> CellSet {
    slide(from, occ, &ORTHO_XY) | ROOK_ZW[from as usize]
}

/// Bishop: exactly two coordinates change by equal distances.
#[inline]
pub fn bishop(from: Cell4, occ: CellSet) -> CellSet {
    slide(from, occ, &DIAG_XY) | BISHOP_ZW[from as usize]
}

/// Queen: any non-empty set of coordinates, all by the same distance.
#[inline]
pub fn queen(from: Cell4, occ: CellSet) -> CellSet {
    rook(from, occ) | bishop(from, occ) | QUEEN_ONLY[from as usize]
}

/// King: any non-empty set of coordinates, each by one.
#[inline]
pub fn king(from: Cell4) -> CellSet {
    KING[from as usize]
}

/// Knight: one coordinate by 2 (x or y), another by 1.
#[inline]
pub fn knight(from: Cell4) -> CellSet {
    KNIGHT[from as usize]
}

/// The cells a `color` pawn on `from` attacks.
#[inline]
pub fn pawn_captures(color: Color, from: Cell4) -> CellSet {
    PAWN_CAPTURES[color.index()][from as usize]
}

/// The cell a `color` pawn on `from` pushes to (empty on its last rank).
#[inline]
pub fn pawn_push(color: Color, from: Cell4) -> CellSet {
    PAWN_PUSHES[color.index()][from as usize]
}

/// The cells a piece attacks (pawns: its capture cells) given the occupancy.
pub fn attacks(color: Color, role: Role, from: Cell4, occ: CellSet) -> CellSet {
    match role {
        Role::Pawn => pawn_captures(color, from),
        Role::Knight => knight(from),
        Role::Bishop => bishop(from, occ),
        Role::Rook => rook(from, occ),
        Role::Queen => queen(from, occ),
        Role::King => king(from),
    }
}

/// Every cell a piece could reach from `from` on an otherwise empty board (a pawn: its
/// push and its capture cells). For the lesson "see the piece's full range".
pub fn range_set(color: Color, role: Role, from: Cell4) -> CellSet {
    match role {
        Role::Pawn => pawn_push(color, from) | pawn_captures(color, from),
        _ => attacks(color, role, from, 0),
    }
}

/// The full range of a piece of `role` (and `color`, which matters for pawns) standing
/// on `from` on an otherwise empty board, as app cells sorted by board, file, rank.
/// Empty if `from` is not a 4D cell.
pub fn full_range(color: Color, role: Role, from: Cell) -> Vec<Cell> {
    let Some(c) = from_view_cell(from) else {
        return Vec::new();
    };
    let mut out: Vec<Cell> = Cells(range_set(color, role, c)).map(view_cell).collect();
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fourd::cells::bit;
    use crate::fourd::reference;
    use crate::kernel::{Piece, zobrist};

    /// The tables agree with the coordinate oracle for every piece on every cell, on an
    /// empty board and on pseudo-random occupancies (blockers are white pawns; the
    /// oracle only asks whether a cell is occupied).
    #[test]
    fn tables_agree_with_the_coordinate_oracle() {
        for (i, seed) in (0..40u64).enumerate() {
            let occ = if i == 0 {
                0
            } else {
                zobrist::splitmix(seed) & zobrist::splitmix(seed + 1000)
            };
            let mut board: reference::Mailbox = [None; 64];
            for c in Cells(occ) {
                board[c as usize] = Some(Piece {
                    color: Color::White,
                    role: Role::Pawn,
                });
            }
            for from in 0..64u8 {
                for color in Color::ALL {
                    for role in Role::ALL {
                        let want: CellSet = (0..64u8)
                            .filter(|&to| reference::attacks(&board, color, role, from, to))
                            .fold(0, |s, to| s | bit(to));
                        assert_eq!(
                            attacks(color, role, from, occ),
                            want,
                            "{role:?} on {}",
                            super::super::cell_name(from)
                        );
                    }
                }
            }
        }
    }
}
