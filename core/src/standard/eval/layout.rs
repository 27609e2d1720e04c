//! Where each of the board terms every 8x8 variant shares sits (the indices `MATERIAL`
//! to `TEMPO`, [`TERMS`] of them, and their [`names`]), the game phase, and the small
//! board helpers every part of the evaluation uses (a colour's sign, ranks counted
//! from a colour's side, king steps). The lowest layer of the evaluation: the parts
//! (`rich`, `shelter`, `pieces`, `pawns`) import it and each other one way, and
//! `eval` (the face) puts them together.
use crate::kernel::{Bitboard, Board, Color, FILE_A, Role, Square, file_of, rank_of};
use crate::linear::Sink;

/// Material values in centipawns, by role index, for move ordering (not the evaluation).
pub const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

pub const MATERIAL: usize = 0;
pub const PST: usize = MATERIAL + 5;
pub const MOBILITY: usize = PST + 6 * 32;
pub const PASSED: usize = MOBILITY + 4;
pub const DOUBLED: usize = PASSED + 6;
pub const ISOLATED: usize = DOUBLED + 1;
pub const BISHOP_PAIR: usize = ISOLATED + 1;
pub const ROOK_OPEN: usize = BISHOP_PAIR + 1;
pub const ROOK_HALF_OPEN: usize = ROOK_OPEN + 1;
pub const SHIELD: usize = ROOK_HALF_OPEN + 1;
pub const KING_ZONE: usize = SHIELD + 2;
pub const KING_ZONE_SQUARED: usize = KING_ZONE + 1;
/// Threats: by a pawn, by a minor piece, by a rook, hanging.
pub const THREAT: usize = KING_ZONE_SQUARED + 1;
pub const SUPPORTED: usize = THREAT + 4;
pub const PHALANX: usize = SUPPORTED + 1;
pub const PASSED_BLOCKED: usize = PHALANX + 1;
pub const TEMPO: usize = PASSED_BLOCKED + 1;
/// The number of terms of one board's evaluation.
pub const TERMS: usize = TEMPO + 1;
/// The phase at the start.
pub const MAX_PHASE: i32 = 24;

/// The term names, in index order.
pub fn names() -> Vec<String> {
    let mut n = Vec::with_capacity(TERMS);
    for r in &Role::ALL[..5] {
        n.push(format!("value.{}", r.name()));
    }
    for r in Role::ALL {
        for rank in 1..=8 {
            for file in "abcd".chars() {
                n.push(format!("pst.{}.{file}{rank}", r.name()));
            }
        }
    }
    for r in &Role::ALL[1..5] {
        n.push(format!("mobility.{}", r.name()));
    }
    for rank in 2..=7 {
        n.push(format!("passed.rank{rank}"));
    }
    for s in [
        "pawn.doubled",
        "pawn.isolated",
        "bishop.pair",
        "rook.open-file",
        "rook.half-open-file",
        "king.shield1",
        "king.shield2",
        "king.zone-attack",
        "king.zone-attack-squared",
        "threat.by-pawn",
        "threat.by-minor",
        "threat.by-rook",
        "threat.hanging",
        "pawn.supported",
        "pawn.phalanx",
        "passed.blocked",
        "tempo",
    ] {
        n.push(s.into());
    }
    n
}

/// Game phase 0 (bare kings) ..= 24 (all pieces).
pub fn phase(board: &Board) -> i32 {
    let count = |r: Role| board.by_role(r).count_ones() as i32;
    (count(Role::Knight) + count(Role::Bishop) + 2 * count(Role::Rook) + 4 * count(Role::Queen))
        .min(MAX_PHASE)
}

/// The piece-square term of `role` of `color` on `sq`.
#[inline]
pub fn pst_index(role: Role, color: Color, sq: Square) -> usize {
    let rank = match color {
        Color::White => rank_of(sq),
        Color::Black => 7 - rank_of(sq),
    } as usize;
    let f = file_of(sq).min(7 - file_of(sq)) as usize;
    PST + role.index() * 32 + rank * 4 + f
}

/// +1 for White, -1 for Black: every coefficient counts White's minus Black's.
#[inline]
pub const fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// A sink that negates every coefficient (a board scored for the other player).
pub struct Negated<'a, S: Sink>(pub &'a mut S);

impl<S: Sink> Sink for Negated<'_, S> {
    #[inline(always)]
    fn add(&mut self, term: usize, coef: i32) {
        self.0.add(term, -coef);
    }
}

/// The files beside file `f` (one or two), all ranks.
#[inline]
pub fn neighbour_files(f: u8) -> Bitboard {
    (if f > 0 { FILE_A << (f - 1) } else { 0 }) | (if f < 7 { FILE_A << (f + 1) } else { 0 })
}

/// The rank of `sq` counted from `color`'s side (0-7).
#[inline]
pub fn relative_rank(color: Color, sq: Square) -> u8 {
    match color {
        Color::White => rank_of(sq),
        Color::Black => 7 - rank_of(sq),
    }
}

/// The rank of `sq` and every rank ahead of it for `color`, all files.
#[inline]
pub fn not_behind(color: Color, sq: Square) -> Bitboard {
    let r = rank_of(sq);
    match color {
        Color::White => !0u64 << (8 * r),
        Color::Black => !0u64 >> (8 * (7 - r)),
    }
}

/// The ranks strictly ahead of `sq` for `color`, all files.
#[inline]
pub fn ahead(color: Color, sq: Square) -> Bitboard {
    not_behind(color, sq) & !(0xffu64 << (8 * rank_of(sq)))
}

/// `b` one square towards `color`'s last rank.
#[inline]
pub fn up(color: Color, b: Bitboard) -> Bitboard {
    match color {
        Color::White => b << 8,
        Color::Black => b >> 8,
    }
}

/// King steps from `a` to `b`.
#[inline]
pub fn distance(a: Square, b: Square) -> i32 {
    let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).abs();
    d(file_of(a), file_of(b)).max(d(rank_of(a), rank_of(b)))
}
