//! Transfers (V-5, V-6, V-7): where a captured piece may go on the other board.
use super::Valhalla;
use crate::kernel::{Bitboard, Color, Piece, RANK_2, RANK_7, Role, Square, bb};

/// The home squares of a piece of this type and colour (V-5): queen d1/d8, rooks
/// a1,h1/a8,h8, bishops c1,f1/c8,f8, knights b1,g1/b8,g8, pawns rank 2/rank 7. A king
/// has none (kings are never captured).
pub const fn home_squares(piece: Piece) -> Bitboard {
    let first_rank: Bitboard = match piece.role {
        Role::Pawn => {
            return match piece.color {
                Color::White => RANK_2,
                Color::Black => RANK_7,
            };
        }
        Role::Knight => bb(1) | bb(6),
        Role::Bishop => bb(2) | bb(5),
        Role::Rook => bb(0) | bb(7),
        Role::Queen => bb(3),
        Role::King => 0,
    };
    match piece.color {
        Color::White => first_rank,
        Color::Black => first_rank << 56,
    }
}

impl Valhalla {
    /// The squares of board `index` that `piece`, captured on `from` of the other board,
    /// may go to: with `:mirror` exactly `from` (whatever stands there is replaced,
    /// V-6); otherwise its empty home squares (V-5). Empty: it disappears.
    #[inline]
    pub fn transfer_targets(&self, index: usize, piece: Piece, from: Square) -> Bitboard {
        if self.options.mirror {
            bb(from)
        } else {
            home_squares(piece) & !self.boards[index].board().occupied()
        }
    }

    /// The number of transfer decisions for `piece` (a disappearance counts as one).
    #[inline]
    pub(crate) fn transfer_choices(&self, index: usize, piece: Piece, from: Square) -> u64 {
        self.transfer_targets(index, piece, from)
            .count_ones()
            .max(1) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Squares, parse_square, square_name};

    fn names(set: Bitboard) -> Vec<String> {
        Squares(set).map(square_name).collect()
    }

    #[test]
    fn v_5_home_squares_of_each_type_and_colour() {
        let p = |c, r| home_squares(Piece { color: c, role: r });
        assert_eq!(names(p(Color::White, Role::Queen)), ["d1"]);
        assert_eq!(names(p(Color::Black, Role::Queen)), ["d8"]);
        assert_eq!(names(p(Color::White, Role::Rook)), ["a1", "h1"]);
        assert_eq!(names(p(Color::Black, Role::Rook)), ["a8", "h8"]);
        assert_eq!(names(p(Color::White, Role::Bishop)), ["c1", "f1"]);
        assert_eq!(names(p(Color::Black, Role::Bishop)), ["c8", "f8"]);
        assert_eq!(names(p(Color::White, Role::Knight)), ["b1", "g1"]);
        assert_eq!(names(p(Color::Black, Role::Knight)), ["b8", "g8"]);
        assert_eq!(p(Color::White, Role::Pawn), RANK_2);
        assert_eq!(p(Color::Black, Role::Pawn), RANK_7);
        assert_eq!(p(Color::Black, Role::King), 0);
        assert_eq!(parse_square("a2").map(bb), Some(RANK_2 & 0x100));
    }
}
