//! Static evaluation of one 8x8 board, reusable by every variant built on the kernel.
//!
//! How the values were chosen: material 100/320/330/500/900 and the piece-square tables
//! are Tomasz Michniewski's "simplified evaluation function" (a well-known, hand-tuned,
//! public baseline); the king uses his middlegame table blended into his endgame table
//! by game phase (phase = non-pawn material left, 24 at the start: N,B = 1, R = 2, Q = 4).
//! Small structure terms: bishop pair +30, doubled pawn -12, isolated pawn -12, passed
//! pawn +10..+90 by rank. Values are in centipawns.
use crate::kernel::{Board, Color, FILE_A, Role, Square, Squares, file_of, rank_of};

/// Material values in centipawns, by role index.
pub const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

// Tables are written from White's point of view with a8 first (as printed), so the index
// of square `sq` for White is `sq ^ 56`, for Black `sq`.
#[rustfmt::skip]
const PAWN: [i32; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
    50, 50, 50, 50, 50, 50, 50, 50,
    10, 10, 20, 30, 30, 20, 10, 10,
     5,  5, 10, 25, 25, 10,  5,  5,
     0,  0,  0, 20, 20,  0,  0,  0,
     5, -5,-10,  0,  0,-10, -5,  5,
     5, 10, 10,-20,-20, 10, 10,  5,
     0,  0,  0,  0,  0,  0,  0,  0,
];
#[rustfmt::skip]
const KNIGHT: [i32; 64] = [
    -50,-40,-30,-30,-30,-30,-40,-50,
    -40,-20,  0,  0,  0,  0,-20,-40,
    -30,  0, 10, 15, 15, 10,  0,-30,
    -30,  5, 15, 20, 20, 15,  5,-30,
    -30,  0, 15, 20, 20, 15,  0,-30,
    -30,  5, 10, 15, 15, 10,  5,-30,
    -40,-20,  0,  5,  5,  0,-20,-40,
    -50,-40,-30,-30,-30,-30,-40,-50,
];
#[rustfmt::skip]
const BISHOP: [i32; 64] = [
    -20,-10,-10,-10,-10,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5, 10, 10,  5,  0,-10,
    -10,  5,  5, 10, 10,  5,  5,-10,
    -10,  0, 10, 10, 10, 10,  0,-10,
    -10, 10, 10, 10, 10, 10, 10,-10,
    -10,  5,  0,  0,  0,  0,  5,-10,
    -20,-10,-10,-10,-10,-10,-10,-20,
];
#[rustfmt::skip]
const ROOK: [i32; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
     5, 10, 10, 10, 10, 10, 10,  5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
     0,  0,  0,  5,  5,  0,  0,  0,
];
#[rustfmt::skip]
const QUEEN: [i32; 64] = [
    -20,-10,-10, -5, -5,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5,  5,  5,  5,  0,-10,
     -5,  0,  5,  5,  5,  5,  0, -5,
      0,  0,  5,  5,  5,  5,  0, -5,
    -10,  5,  5,  5,  5,  5,  0,-10,
    -10,  0,  5,  0,  0,  0,  0,-10,
    -20,-10,-10, -5, -5,-10,-10,-20,
];
#[rustfmt::skip]
const KING_MIDDLE: [i32; 64] = [
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -10,-20,-20,-20,-20,-20,-20,-10,
     20, 20,  0,  0,  0,  0, 20, 20,
     20, 30, 10,  0,  0, 10, 30, 20,
];
#[rustfmt::skip]
const KING_END: [i32; 64] = [
    -50,-40,-30,-20,-20,-30,-40,-50,
    -30,-20,-10,  0,  0,-10,-20,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-30,  0,  0,  0,  0,-30,-30,
    -50,-30,-30,-30,-30,-30,-30,-50,
];

const PASSED_BY_RANK: [i32; 8] = [0, 10, 15, 25, 40, 60, 90, 0];

/// Game phase 0 (bare kings) ..= 24 (all pieces).
pub fn phase(board: &Board) -> i32 {
    let count = |r: Role| board.by_role(r).count_ones() as i32;
    (count(Role::Knight) + count(Role::Bishop) + 2 * count(Role::Rook) + 4 * count(Role::Queen))
        .min(24)
}

/// Piece-square value of `role` of `color` on `sq` (king: blended by `phase`).
#[inline]
pub fn square_value(role: Role, color: Color, sq: Square, phase: i32) -> i32 {
    let i = match color {
        Color::White => (sq ^ 56) as usize,
        Color::Black => sq as usize,
    };
    match role {
        Role::Pawn => PAWN[i],
        Role::Knight => KNIGHT[i],
        Role::Bishop => BISHOP[i],
        Role::Rook => ROOK[i],
        Role::Queen => QUEEN[i],
        Role::King => (KING_MIDDLE[i] * phase + KING_END[i] * (24 - phase)) / 24,
    }
}

fn pawn_structure(board: &Board, color: Color) -> i32 {
    let ours = board.pieces(color, Role::Pawn);
    let theirs = board.pieces(color.flip(), Role::Pawn);
    let mut score = 0;
    for sq in Squares(ours) {
        let f = file_of(sq);
        let file = FILE_A << f;
        let neighbours = (if f > 0 { FILE_A << (f - 1) } else { 0 })
            | (if f < 7 { FILE_A << (f + 1) } else { 0 });
        if (ours & file).count_ones() > 1 {
            score -= 12 / 2; // each of the two doubled pawns carries half
        }
        if ours & neighbours == 0 {
            score -= 12;
        }
        let r = rank_of(sq);
        let ahead = match color {
            Color::White => !0u64 << (8 * (r as u32 + 1)).min(63),
            Color::Black => (1u64 << (8 * r as u32)) - 1,
        };
        let ahead = if color == Color::White && r == 7 {
            0
        } else {
            ahead
        };
        if theirs & (file | neighbours) & ahead == 0 {
            let rel = if color == Color::White { r } else { 7 - r };
            score += PASSED_BY_RANK[rel as usize];
        }
    }
    score
}

/// Evaluation of one board from White's point of view, in centipawns.
pub fn board_eval(board: &Board) -> i32 {
    let ph = phase(board);
    let mut score = 0;
    for (sq, p) in board.iter() {
        let v = VALUES[p.role.index()] + square_value(p.role, p.color, sq, ph);
        score += if p.color == Color::White { v } else { -v };
    }
    for (color, sign) in [(Color::White, 1), (Color::Black, -1)] {
        if board.pieces(color, Role::Bishop).count_ones() >= 2 {
            score += sign * 30;
        }
        score += sign * pawn_structure(board, color);
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_balanced_and_mirroring_negates() {
        assert_eq!(board_eval(&Board::standard()), 0);
        let white_up = Board::from_placement("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
            .map(|b| board_eval(&b));
        assert_eq!(white_up, Ok(0));
        let a = Board::from_placement("4k3/8/8/3P4/8/8/8/4K3")
            .map(|b| board_eval(&b))
            .unwrap_or(0);
        let b = Board::from_placement("4k3/8/8/8/3p4/8/8/4K3")
            .map(|b| board_eval(&b))
            .unwrap_or(0);
        assert!(a > 100, "a passed pawn is worth more than a pawn: {a}");
        assert_eq!(a, -b, "colour mirror");
    }
}
