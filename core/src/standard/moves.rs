//! Standard chess moves and the castling sides: what the generator produces and
//! `play` consumes (also on both Valhalla boards and, for the castling squares, on
//! Two Worlds' Earth).
use crate::kernel::{Color, Role, Square, square_name};

/// How a move is special.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    None,
    DoublePush,
    EnPassant,
    Castle,
}

/// A standard chess move. Castling is the king's two-square move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    pub special: Special,
}

impl Move {
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
            special: Special::None,
        }
    }
    #[inline]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        Move {
            from,
            to,
            promotion: Some(role),
            special: Special::None,
        }
    }
    #[inline]
    pub const fn double_push(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
            special: Special::DoublePush,
        }
    }
    #[inline]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
            special: Special::EnPassant,
        }
    }
    #[inline]
    pub const fn castle(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
            special: Special::Castle,
        }
    }

    /// UCI long algebraic: `e2e4`, `e7e8q`, castling as `e1g1`.
    pub fn uci(&self) -> String {
        let mut s = square_name(self.from) + &square_name(self.to);
        if let Some(r) = self.promotion {
            s.push(r.char());
        }
        s
    }
}

/// Kingside or queenside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastleSide {
    King,
    Queen,
}

impl CastleSide {
    pub const BOTH: [CastleSide; 2] = [CastleSide::King, CastleSide::Queen];

    /// The castling-rights bit of this side for `color` (K=1, Q=2, k=4, q=8).
    pub const fn right(self, color: Color) -> u8 {
        let base = match self {
            CastleSide::King => 1,
            CastleSide::Queen => 2,
        };
        match color {
            Color::White => base,
            Color::Black => base << 2,
        }
    }
    /// The rook's corner.
    pub const fn rook_from(self, color: Color) -> Square {
        let f = match self {
            CastleSide::King => 7,
            CastleSide::Queen => 0,
        };
        match color {
            Color::White => f,
            Color::Black => 56 + f,
        }
    }
    /// Where the rook lands.
    pub const fn rook_to(self, color: Color) -> Square {
        let f = match self {
            CastleSide::King => 5,
            CastleSide::Queen => 3,
        };
        match color {
            Color::White => f,
            Color::Black => 56 + f,
        }
    }
    /// Where the king lands.
    pub const fn king_to(self, color: Color) -> Square {
        let f = match self {
            CastleSide::King => 6,
            CastleSide::Queen => 2,
        };
        match color {
            Color::White => f,
            Color::Black => 56 + f,
        }
    }
    /// The castling rights of `color` tied to corner `sq` (0 if `sq` is not one of its
    /// corners): lost when its rook leaves, is captured on, or is replaced on it.
    #[inline]
    pub const fn corner_rights(color: Color, sq: Square) -> u8 {
        let mut bits = 0;
        if CastleSide::King.rook_from(color) == sq {
            bits |= CastleSide::King.right(color);
        }
        if CastleSide::Queen.rook_from(color) == sq {
            bits |= CastleSide::Queen.right(color);
        }
        bits
    }

    /// The side whose king destination is `to`, if any.
    pub fn from_king_to(color: Color, to: Square) -> Option<CastleSide> {
        CastleSide::BOTH
            .into_iter()
            .find(|s| s.king_to(color) == to)
    }
}
