//! Step and ray tables for the 80 directions, built at compile time from the
//! coordinate rules of D4-1 … D4-3.
//!
//! A direction is a vector in {-1, 0, 1}^4 other than zero: 3^4 - 1 = 80 of them. Because
//! z and w have only two positions, every direction that moves along z or w reaches at
//! most one cell; only the 8 directions inside a flat board (x and y only) give rays
//! longer than one cell, and only those can be blocked (D4-2) or pin.
use super::cells::{Cell4, CellSet, bit, cell_at, coords};

/// Number of directions.
pub const DIRECTIONS: usize = 80;

/// The 80 direction vectors (dx, dy, dz, dw), in lexicographic order of their
/// components from (-1,-1,-1,-1) up, zero omitted.
pub const DIRS: [[i8; 4]; DIRECTIONS] = build_dirs();

const fn build_dirs() -> [[i8; 4]; DIRECTIONS] {
    let mut out = [[0i8; 4]; DIRECTIONS];
    let mut n = 0;
    let mut i = 0;
    while i < 81 {
        let v = [
            (i / 27) as i8 - 1,
            ((i / 9) % 3) as i8 - 1,
            ((i / 3) % 3) as i8 - 1,
            (i % 3) as i8 - 1,
        ];
        if !(v[0] == 0 && v[1] == 0 && v[2] == 0 && v[3] == 0) {
            out[n] = v;
            n += 1;
        }
        i += 1;
    }
    out
}

/// How many coordinates a direction changes (1 = orthogonal … 4 = quadragonal).
pub const fn changed_axes(d: [i8; 4]) -> u32 {
    (d[0] != 0) as u32 + (d[1] != 0) as u32 + (d[2] != 0) as u32 + (d[3] != 0) as u32
}

/// The index of a direction vector in [`DIRS`].
pub const fn dir_index(d: [i8; 4]) -> usize {
    let i = ((d[0] + 1) * 27 + (d[1] + 1) * 9 + (d[2] + 1) * 3 + (d[3] + 1)) as usize;
    // The zero vector (index 40) is left out, so later vectors move down by one.
    if i > 40 { i - 1 } else { i }
}

/// `RAYS[cell][dir]`: the cells reached from `cell` stepping along `dir` until the edge,
/// the start cell excluded, on an empty board.
pub static RAYS: [[CellSet; DIRECTIONS]; 64] = build_rays();

const fn build_rays() -> [[CellSet; DIRECTIONS]; 64] {
    let mut out = [[0u64; DIRECTIONS]; 64];
    let mut c = 0;
    while c < 64 {
        let mut d = 0;
        while d < DIRECTIONS {
            let mut k = coords(c as u8);
            loop {
                k = [
                    k[0] + DIRS[d][0],
                    k[1] + DIRS[d][1],
                    k[2] + DIRS[d][2],
                    k[3] + DIRS[d][3],
                ];
                match cell_at(k) {
                    Some(t) => out[c][d] |= bit(t),
                    None => break,
                }
            }
            d += 1;
        }
        c += 1;
    }
    out
}

/// The cells one step along any direction in a class (by number of changed axes and
/// whether x or y alone may move), from every cell.
const fn build_steps(min_axes: u32, max_axes: u32, zw_only: bool) -> [CellSet; 64] {
    let mut out = [0u64; 64];
    let mut c = 0;
    while c < 64 {
        let mut d = 0;
        while d < DIRECTIONS {
            let v = DIRS[d];
            let n = changed_axes(v);
            let moves_zw = v[2] != 0 || v[3] != 0;
            if n >= min_axes && n <= max_axes && (!zw_only || moves_zw) {
                let k = coords(c as u8);
                if let Some(t) = cell_at([k[0] + v[0], k[1] + v[1], k[2] + v[2], k[3] + v[3]]) {
                    out[c] |= bit(t);
                }
            }
            d += 1;
        }
        c += 1;
    }
    out
}

/// King steps: every neighbour (any non-empty set of coordinates changed by one).
pub static KING: [CellSet; 64] = build_steps(1, 4, false);
/// Rook moves that leave the flat board: exactly one of z, w changes (one cell each).
pub static ROOK_ZW: [CellSet; 64] = build_steps(1, 1, true);
/// Bishop moves that leave the flat board: two coordinates change by one, z or w among them.
pub static BISHOP_ZW: [CellSet; 64] = build_steps(2, 2, true);
/// Queen moves that neither rook nor bishop has: three or four coordinates change (by
/// one, since z or w is always among them).
pub static QUEEN_ONLY: [CellSet; 64] = build_steps(3, 4, false);

/// The 4 rook directions inside a flat board (x or y alone).
pub const ORTHO_XY: [usize; 4] = [
    dir_index([1, 0, 0, 0]),
    dir_index([-1, 0, 0, 0]),
    dir_index([0, 1, 0, 0]),
    dir_index([0, -1, 0, 0]),
];
/// The 4 bishop directions inside a flat board (x and y together).
pub const DIAG_XY: [usize; 4] = [
    dir_index([1, 1, 0, 0]),
    dir_index([-1, 1, 0, 0]),
    dir_index([1, -1, 0, 0]),
    dir_index([-1, -1, 0, 0]),
];

/// Whether the cell index grows along a direction (so the nearest blocker on a ray is
/// the lowest set bit; otherwise the highest).
pub const fn ascending(d: usize) -> bool {
    let v = DIRS[d];
    v[0] as i32 + 4 * v[1] as i32 + 16 * v[2] as i32 + 32 * v[3] as i32 > 0
}

/// Knight jumps: one coordinate changes by 2 (x or y, the only axes that long) and
/// another by 1.
pub static KNIGHT: [CellSet; 64] = build_knight();

const fn build_knight() -> [CellSet; 64] {
    let mut out = [0u64; 64];
    let mut c = 0;
    while c < 64 {
        let k = coords(c as u8);
        let mut long = 0;
        while long < 2 {
            let mut short = 0;
            while short < 4 {
                if short != long {
                    let mut s2 = 0;
                    while s2 < 2 {
                        let mut s1 = 0;
                        while s1 < 2 {
                            let mut t = k;
                            t[long] += if s2 == 0 { 2 } else { -2 };
                            t[short] += if s1 == 0 { 1 } else { -1 };
                            if let Some(to) = cell_at(t) {
                                out[c] |= bit(to);
                            }
                            s1 += 1;
                        }
                        s2 += 1;
                    }
                }
                short += 1;
            }
            long += 1;
        }
        c += 1;
    }
    out
}

/// `PAWN_CAPTURES[color][cell]`: one step forward along y (White +1, Black -1) plus one
/// step along exactly one of x, z or w (D4-3).
pub static PAWN_CAPTURES: [[CellSet; 64]; 2] = [build_pawn(1, true), build_pawn(-1, true)];
/// `PAWN_PUSHES[color][cell]`: one step forward along y.
pub static PAWN_PUSHES: [[CellSet; 64]; 2] = [build_pawn(1, false), build_pawn(-1, false)];

const fn build_pawn(dy: i8, captures: bool) -> [CellSet; 64] {
    let mut out = [0u64; 64];
    let mut c = 0;
    while c < 64 {
        let k = coords(c as u8);
        if captures {
            let sides: [[i8; 4]; 6] = [
                [1, 0, 0, 0],
                [-1, 0, 0, 0],
                [0, 0, 1, 0],
                [0, 0, -1, 0],
                [0, 0, 0, 1],
                [0, 0, 0, -1],
            ];
            let mut i = 0;
            while i < 6 {
                let s = sides[i];
                if let Some(t) = cell_at([k[0] + s[0], k[1] + dy, k[2] + s[2], k[3] + s[3]]) {
                    out[c] |= bit(t);
                }
                i += 1;
            }
        } else if let Some(t) = cell_at([k[0], k[1] + dy, k[2], k[3]]) {
            out[c] = bit(t);
        }
        c += 1;
    }
    out
}

/// `BETWEEN[a][b]`: the cells strictly between `a` and `b` when they lie on one
/// direction's ray, else empty. Only flat-board lines have any.
pub static BETWEEN: [[CellSet; 64]; 64] = build_between(false);
/// `LINE[a][b]`: the whole flat-board line through `a` and `b` (both included) when they
/// share a direction, else empty. A piece pinned on that line may only move along it.
pub static LINE: [[CellSet; 64]; 64] = build_between(true);

const fn build_between(whole_line: bool) -> [[CellSet; 64]; 64] {
    let rays = build_rays();
    let mut out = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < DIRECTIONS {
            let ray = rays[a][d];
            let mut rest = ray;
            let mut passed = 0u64;
            while rest != 0 {
                let b = if ascending(d) {
                    rest.trailing_zeros() as usize
                } else {
                    63 - rest.leading_zeros() as usize
                };
                out[a][b] = if whole_line {
                    let back = rays[a][DIRECTIONS - 1 - d];
                    ray | back | bit(a as Cell4)
                } else {
                    passed
                };
                passed |= bit(b as Cell4);
                rest &= !bit(b as Cell4);
            }
            d += 1;
        }
        a += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_80_distinct_directions_and_opposites_pair_up() {
        for (i, d) in DIRS.iter().enumerate() {
            assert_eq!(dir_index(*d), i);
            assert_ne!(changed_axes(*d), 0);
            // DIRS is symmetric: the opposite of direction i is 79 - i.
            let opp = [-d[0], -d[1], -d[2], -d[3]];
            assert_eq!(DIRS[DIRECTIONS - 1 - i], opp);
        }
        // Orthogonal 8, diagonal 24, triagonal 32, quadragonal 16 (RULES.md §6: queen and
        // king 80, rook 8, bishop 24).
        let by_axes = |n| DIRS.iter().filter(|d| changed_axes(**d) == n).count();
        assert_eq!(
            [by_axes(1), by_axes(2), by_axes(3), by_axes(4)],
            [8, 24, 32, 16]
        );
    }

    #[test]
    fn only_flat_board_directions_reach_more_than_one_cell() {
        for rays in RAYS.iter() {
            for (ray, v) in rays.iter().zip(DIRS.iter()) {
                if v[2] != 0 || v[3] != 0 {
                    assert!(ray.count_ones() <= 1);
                }
            }
        }
    }

    #[test]
    fn rays_are_monotonic_in_the_cell_index() {
        for (c, rays) in RAYS.iter().enumerate() {
            for (d, ray) in rays.iter().enumerate() {
                for t in super::super::cells::Cells(*ray) {
                    assert_eq!(t as usize > c, ascending(d));
                }
            }
        }
    }
}
