//! Castling rights as data: which rights a board knows (the letters of its castling
//! field, in their canonical order), what each means, and the set a setup holds. The
//! parser, the writer and an editor all read the same lists (each variant's
//! `CASTLING_RIGHTS`).
use crate::kernel::Color;

/// The three kinds of castling: classic on the king's or the queen's side, and Two
/// Worlds' inter-level swap (TW-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingKind {
    /// With the rook of the h-file corner (`K`/`k`).
    Short,
    /// With the rook of the a-file corner (`Q`/`q`).
    Long,
    /// King and original rook swap levels (`I`/`i`, Two Worlds).
    InterLevel,
}

/// One castling right: a side and a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingRight {
    pub color: Color,
    pub kind: CastlingKind,
}

impl CastlingRight {
    /// `color`'s right of `kind`.
    pub const fn new(color: Color, kind: CastlingKind) -> CastlingRight {
        CastlingRight { color, kind }
    }

    /// The letter of the castling field: `K Q I` for White, `k q i` for Black.
    pub const fn letter(self) -> char {
        match (self.color, self.kind) {
            (Color::White, CastlingKind::Short) => 'K',
            (Color::White, CastlingKind::Long) => 'Q',
            (Color::White, CastlingKind::InterLevel) => 'I',
            (Color::Black, CastlingKind::Short) => 'k',
            (Color::Black, CastlingKind::Long) => 'q',
            (Color::Black, CastlingKind::InterLevel) => 'i',
        }
    }

    /// The right's bit in a position's rights byte, the same in every variant: K=1,
    /// Q=2, k=4, q=8, I=16, i=32.
    pub const fn bit(self) -> u8 {
        let shift = match self.kind {
            CastlingKind::Short => 0,
            CastlingKind::Long => 1,
            CastlingKind::InterLevel => 4,
        };
        let side = match (self.color, self.kind) {
            (Color::White, _) => 0,
            (Color::Black, CastlingKind::InterLevel) => 1,
            (Color::Black, _) => 2,
        };
        1 << (shift + side)
    }

    /// What holding the right means: "White may castle short".
    pub fn describe(self) -> String {
        let side = match self.color {
            Color::White => "White",
            Color::Black => "Black",
        };
        let kind = match self.kind {
            CastlingKind::Short => "short",
            CastlingKind::Long => "long",
            CastlingKind::InterLevel => "inter-level",
        };
        format!("{side} may castle {kind}")
    }
}

/// The (bit, letter) table of `rights`, in their order, as the kernel's field reader
/// and writer take it (`kernel::fields::parse_castling`, `castling_string`).
pub const fn letters<const N: usize>(rights: [CastlingRight; N]) -> [(u8, char); N] {
    let mut out = [(0u8, ' '); N];
    let mut i = 0;
    while i < N {
        out[i] = (rights[i].bit(), rights[i].letter());
        i += 1;
    }
    out
}

/// The castling rights a setup holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No right.
    pub const NONE: CastlingRights = CastlingRights(0);

    /// The rights of a rights byte ([`CastlingRight::bit`]).
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits)
    }

    /// The rights byte.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether `right` is held.
    pub const fn holds(self, right: CastlingRight) -> bool {
        self.0 & right.bit() != 0
    }

    /// Holds or gives up `right`.
    pub fn set(&mut self, right: CastlingRight, on: bool) {
        if on {
            self.0 |= right.bit();
        } else {
            self.0 &= !right.bit();
        }
    }

    /// Only the rights among `known` (a setup's field can say no other).
    pub fn only(self, known: &[CastlingRight]) -> CastlingRights {
        let mask = known.iter().fold(0, |m, r| m | r.bit());
        CastlingRights(self.0 & mask)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_and_letters_follow_the_positions_encoding() {
        // The rights bytes standard chess and Two Worlds keep (K=1, Q=2, k=4, q=8, I=16,
        // i=32, written in their `castling` fields' docs).
        let all = [
            (Color::White, CastlingKind::Short, 1, 'K'),
            (Color::White, CastlingKind::Long, 2, 'Q'),
            (Color::Black, CastlingKind::Short, 4, 'k'),
            (Color::Black, CastlingKind::Long, 8, 'q'),
            (Color::White, CastlingKind::InterLevel, 16, 'I'),
            (Color::Black, CastlingKind::InterLevel, 32, 'i'),
        ];
        for (color, kind, bit, letter) in all {
            let right = CastlingRight::new(color, kind);
            assert_eq!((right.bit(), right.letter()), (bit, letter), "{right:?}");
        }
        assert_eq!(
            CastlingRight::new(Color::Black, CastlingKind::InterLevel).describe(),
            "Black may castle inter-level"
        );
    }

    #[test]
    fn a_set_holds_what_was_set() {
        let short = CastlingRight::new(Color::White, CastlingKind::Short);
        let long = CastlingRight::new(Color::Black, CastlingKind::Long);
        let mut rights = CastlingRights::NONE;
        rights.set(short, true);
        rights.set(long, true);
        assert!(rights.holds(short) && rights.holds(long));
        assert_eq!(rights.bits(), 1 | 8);
        rights.set(short, false);
        assert_eq!(rights, CastlingRights::from_bits(8));
        assert_eq!(rights.only(&[short]), CastlingRights::NONE);
    }
}
