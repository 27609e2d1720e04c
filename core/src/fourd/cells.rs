//! The 64 cells of the 4x4x2x2 board: coordinates, names, and how they map onto the
//! four flat boards the app draws.
//!
//! Layout: cell index = x + 4y + 16z + 32w, so bit n of a `u64` set is cell n. The four
//! flat boards are then the four 16-bit quarters in the 4D-FEN order (z=0,w=0),
//! (z=1,w=0), (z=0,w=1), (z=1,w=1): board index = z + 2w = index >> 4.

use crate::geometry::{BoardSpec, Cell, Geometry};

/// A cell index 0..64 (x + 4y + 16z + 32w).
pub type Cell4 = u8;

/// A set of cells, bit n for cell n.
pub type CellSet = u64;

/// The four axes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Files a..d inside a board.
    X = 0,
    /// Ranks 1..4 inside a board.
    Y = 1,
    /// Left (0) or right (1) board.
    Z = 2,
    /// Lower (0) or upper (1) row of boards.
    W = 3,
}

impl Axis {
    /// All four axes, x first.
    pub const ALL: [Axis; 4] = [Axis::X, Axis::Y, Axis::Z, Axis::W];
}

/// Number of positions along each axis (x, y, z, w).
pub const SIZE: [i8; 4] = [4, 4, 2, 2];

/// The coordinates (x, y, z, w) of a cell.
#[inline]
pub const fn coords(c: Cell4) -> [i8; 4] {
    [
        (c & 3) as i8,
        ((c >> 2) & 3) as i8,
        ((c >> 4) & 1) as i8,
        ((c >> 5) & 1) as i8,
    ]
}

/// The cell at coordinates (x, y, z, w), or None off the board.
#[inline]
pub const fn cell_at(c: [i8; 4]) -> Option<Cell4> {
    let mut i = 0;
    while i < 4 {
        if c[i] < 0 || c[i] >= SIZE[i] {
            return None;
        }
        i += 1;
    }
    Some((c[0] + 4 * c[1] + 16 * c[2] + 32 * c[3]) as u8)
}

/// The one-cell set of `c`.
#[inline]
pub const fn bit(c: Cell4) -> CellSet {
    1u64 << c
}

/// Iterates over the cells of a set, lowest first (the kernel's square iterator: a
/// cell set is a `u64` too).
pub use crate::kernel::Squares as Cells;

/// Cells with y = 0 (rank 1) on every board.
pub const RANK_1: CellSet = 0x000F_000F_000F_000F;
/// Cells with y = 3 (rank 4) on every board.
pub const RANK_4: CellSet = RANK_1 << 12;

/// The seed's name of a cell: file, rank, then `[z,w]`, e.g. `b2[0,1]`.
pub fn cell_name(c: Cell4) -> String {
    let [x, y, z, w] = coords(c);
    format!("{}{}[{z},{w}]", (b'a' + x as u8) as char, y + 1)
}

/// Reads a cell name such as `b2[0,1]` (exactly that form: no spaces).
pub fn parse_cell(s: &str) -> Option<Cell4> {
    let b = s.as_bytes();
    if b.len() != 7 || b[2] != b'[' || b[4] != b',' || b[6] != b']' {
        return None;
    }
    let x = b[0].checked_sub(b'a').filter(|&v| v < 4)?;
    let y = b[1].checked_sub(b'1').filter(|&v| v < 4)?;
    let z = b[3].checked_sub(b'0').filter(|&v| v < 2)?;
    let w = b[5].checked_sub(b'0').filter(|&v| v < 2)?;
    cell_at([x as i8, y as i8, z as i8, w as i8])
}

/// The cell mirrored along `axis` (coordinate v becomes size-1-v).
pub const fn mirror(c: Cell4, axis: Axis) -> Cell4 {
    let mut k = coords(c);
    let a = axis as usize;
    k[a] = SIZE[a] - 1 - k[a];
    (k[0] + 4 * k[1] + 16 * k[2] + 32 * k[3]) as u8
}

/// The app's cell of a 4D cell: board z + 2w (the 4D-FEN order), file x, rank y.
pub fn view_cell(c: Cell4) -> Cell {
    Cell::new(c >> 4, c & 3, (c >> 2) & 3)
}

/// The 4D cell of an app cell, if it is on the board.
pub fn from_view_cell(cell: Cell) -> Option<Cell4> {
    (cell.board < 4 && cell.file < 4 && cell.rank < 4)
        .then(|| cell.file + 4 * cell.rank + 16 * cell.board)
}

/// The four flat boards in 4D-FEN order, named `z=0 · w=0` …, with their grid places:
/// z=0 left, z=1 right, w=0 lower row (grid row 1), w=1 upper row (grid row 0). The
/// stacking level is w.
pub fn geometry() -> Geometry {
    let boards = (0u8..4)
        .map(|b| {
            let (z, w) = (b & 1, b >> 1);
            BoardSpec::square(&format!("z={z} · w={w}"), 4, (z, 1 - w), w)
        })
        .collect();
    Geometry { boards }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_follow_the_seed() {
        // The seed: a1[0,1] is file a, rank 1, z=0, w=1.
        assert_eq!(parse_cell("a1[0,1]"), cell_at([0, 0, 0, 1]));
        assert_eq!(cell_name(cell_at([1, 1, 0, 1]).unwrap_or(0)), "b2[0,1]");
        for c in 0..64u8 {
            assert_eq!(parse_cell(&cell_name(c)), Some(c));
            assert_eq!(cell_at(coords(c)), Some(c));
            let v = view_cell(c);
            let [x, y, z, w] = coords(c);
            assert_eq!(
                (v.board, v.file, v.rank),
                ((z + 2 * w) as u8, x as u8, y as u8)
            );
            assert_eq!(from_view_cell(v), Some(c));
        }
        for bad in [
            "e1[0,0]", "a5[0,0]", "a1[2,0]", "a1[0,2]", "a1(0,0)", "a1[0,0", "",
        ] {
            assert_eq!(parse_cell(bad), None, "{bad}");
        }
    }

    #[test]
    fn rank_masks_hold_the_right_cells() {
        for c in 0..64u8 {
            assert_eq!(RANK_1 & bit(c) != 0, coords(c)[1] == 0);
            assert_eq!(RANK_4 & bit(c) != 0, coords(c)[1] == 3);
        }
    }
}
