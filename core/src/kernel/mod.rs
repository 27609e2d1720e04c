//! The 8x8 bitboard kernel shared by standard chess, both Two Worlds levels and both
//! Valhalla boards: squares, colours, roles, attack tables and a piece placement.

pub mod attacks;
pub mod board;
pub mod rays;
pub mod sink;
pub mod zobrist;

pub use board::Board;
pub use sink::{MoveCounter, MoveSink};

/// A set of squares, bit `n` for square `n` (a1 = 0 … h8 = 63).
pub type Bitboard = u64;

/// A square index 0..64, a1 = 0, b1 = 1, …, h8 = 63.
pub type Square = u8;

/// File 0..8 (a..h) of a square.
#[inline]
pub const fn file_of(sq: Square) -> u8 {
    sq & 7
}

/// Rank 0..8 (1..8) of a square.
#[inline]
pub const fn rank_of(sq: Square) -> u8 {
    sq >> 3
}

/// The square at file and rank (both 0..8).
#[inline]
pub const fn square(file: u8, rank: u8) -> Square {
    rank * 8 + file
}

/// The one-bit set of a square.
#[inline]
pub const fn bb(sq: Square) -> Bitboard {
    1u64 << sq
}

pub const RANK_1: Bitboard = 0xff;
pub const RANK_2: Bitboard = 0xff << 8;
pub const RANK_3: Bitboard = 0xff << 16;
pub const RANK_4: Bitboard = 0xff << 24;
pub const RANK_5: Bitboard = 0xff << 32;
pub const RANK_6: Bitboard = 0xff << 40;
pub const RANK_7: Bitboard = 0xff << 48;
pub const RANK_8: Bitboard = 0xff << 56;
pub const FILE_A: Bitboard = 0x0101_0101_0101_0101;
pub const FILE_H: Bitboard = FILE_A << 7;
pub const DARK_SQUARES: Bitboard = 0xAA55_AA55_AA55_AA55;

/// Iterates over the squares of a bitboard, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(pub Bitboard);

impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let sq = self.0.trailing_zeros() as Square;
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }
}

/// Lower-case algebraic name of a square, e.g. `e4`.
pub fn square_name(sq: Square) -> String {
    format!("{}{}", (b'a' + file_of(sq)) as char, rank_of(sq) + 1)
}

/// Parses a lower-case algebraic square name such as `e4`.
pub fn parse_square(s: &str) -> Option<Square> {
    let b = s.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some(square(b[0] - b'a', b[1] - b'1'))
}

/// A side: White (player A) or Black (player B).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    /// The other side.
    #[inline]
    pub const fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// `w` or `b`, as in FEN.
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
    /// "white" or "black".
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];
}

/// A piece type.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    /// Index 0..6.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// Lower-case letter: p n b r q k.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }
    /// The usual worth in pawns (the king none): the material counts of the board's
    /// captured pieces and of the puzzles' themes.
    pub const fn pawns(self) -> i32 {
        match self {
            Role::Pawn => 1,
            Role::Knight | Role::Bishop => 3,
            Role::Rook => 5,
            Role::Queen => 9,
            Role::King => 0,
        }
    }
    /// Upper-case letter used in SAN: P N B R Q K.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }
    /// The role named by a letter of either case.
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }
    /// "pawn", "knight", …
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

/// A coloured piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    /// FEN letter: upper case for White.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }
    /// The piece named by a FEN letter.
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}
