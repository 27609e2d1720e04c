//! Standard chess as plain data: what a FEN says (placement, side, castling rights,
//! en-passant square, clocks), not yet judged. `fen.rs` reads and writes it;
//! [`Chess::from_setup`] judges it and [`Chess::to_setup`] takes it back. Each
//! Valhalla board is one of these too.
use super::Chess;
use crate::geometry::{Cell, PieceView};
use crate::kernel::{
    Board, Color, Piece, RANK_1, RANK_8, Role, Square, rank_of, square, square_name,
};
use crate::setup::{BackRanks, CastlingKind, CastlingRight, CastlingRights, SetupError};

/// The castling rights of an 8x8 board, in FEN's order `KQkq`.
pub const CASTLING_RIGHTS: [CastlingRight; 4] = [
    CastlingRight::new(Color::White, CastlingKind::Short),
    CastlingRight::new(Color::White, CastlingKind::Long),
    CastlingRight::new(Color::Black, CastlingKind::Short),
    CastlingRight::new(Color::Black, CastlingKind::Long),
];

/// A standard chess position as a FEN holds it, legal or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: Board,
    pub turn: Color,
    /// Only the rights of [`CASTLING_RIGHTS`] count.
    pub castling: CastlingRights,
    /// The en-passant target square, as FEN writes it after every double step.
    pub ep: Option<Square>,
    pub halfmove: u32,
    /// From 1 (a 0 counts as 1).
    pub fullmove: u32,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::empty()
    }
}

impl Setup {
    /// No pieces, White to move, no rights, clocks `0 1`.
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// How many kings `color` has.
    pub(crate) fn kings(&self, color: Color) -> u32 {
        self.board.pieces(color, Role::King).count_ones()
    }

    /// The rules of an 8x8 board besides the kings: no pawn on the first or last rank,
    /// an en-passant square on the rank the last double step crossed.
    pub(crate) fn check_pawns_and_en_passant(&self) -> Result<(), SetupError> {
        let bad_pawns = self.board.by_role(Role::Pawn) & (RANK_1 | RANK_8);
        if bad_pawns != 0 {
            return Err(SetupError::PawnOnBackRank {
                cell: square_name(bad_pawns.trailing_zeros() as Square),
                ranks: BackRanks::FirstOrLast,
            });
        }
        if let Some(ep) = self.ep {
            let expected = if self.turn == Color::White { 5 } else { 2 };
            if rank_of(ep) != expected {
                return Err(SetupError::EnPassantRank {
                    square: square_name(ep),
                    expected: expected + 1,
                    side: self.turn.name(),
                });
            }
        }
        Ok(())
    }

    /// The position as it stands, unjudged: Valhalla judges its boards by its own rules.
    pub(crate) fn position(&self) -> Chess {
        Chess::from_parts(
            self.board,
            self.turn,
            self.castling.only(&CASTLING_RIGHTS).bits(),
            self.ep,
            self.halfmove,
            self.fullmove.max(1),
        )
    }

    /// The pieces with their cells on board `index`.
    pub(crate) fn cell_pieces(&self, index: u8) -> Vec<(Cell, PieceView)> {
        self.board
            .iter()
            .map(|(sq, p)| (Chess::cell(index, sq), PieceView::plain(p.color, p.role)))
            .collect()
    }

    /// `piece` (its controller and role: an 8x8 board knows no marks) on `sq`.
    pub(crate) fn put_view(&mut self, sq: Square, piece: PieceView) {
        self.board.set(
            sq,
            Piece {
                color: piece.color,
                role: piece.role,
            },
        );
    }

    /// Empties `sq`.
    pub(crate) fn remove_view(&mut self, sq: Square) -> Option<PieceView> {
        self.board
            .take(sq)
            .map(|p| PieceView::plain(p.color, p.role))
    }

    /// No piece, right or en-passant square.
    pub(crate) fn clear_board(&mut self) {
        self.board = Board::empty();
        self.castling = CastlingRights::NONE;
        self.ep = None;
    }

    /// Holds or gives up `right` when it is one of an 8x8 board's.
    pub(crate) fn set_right(&mut self, right: CastlingRight, on: bool) {
        if CASTLING_RIGHTS.contains(&right) {
            self.castling.set(right, on);
        }
    }
}

/// The square of `cell` on an 8x8 board (its board index aside).
pub(crate) fn square_of(cell: Cell) -> Option<Square> {
    (cell.file < 8 && cell.rank < 8).then(|| square(cell.file, cell.rank))
}

impl Chess {
    /// Judges a setup: one king per side, no pawn on the first or last rank, an
    /// en-passant square on the right rank, the side not to move not in check.
    pub fn from_setup(setup: Setup) -> Result<Chess, SetupError> {
        for color in Color::ALL {
            match setup.kings(color) {
                0 => return Err(SetupError::MissingKing(color)),
                1 => {}
                count => return Err(SetupError::TooManyKings { color, count }),
            }
        }
        setup.check_pawns_and_en_passant()?;
        let pos = setup.position();
        let them = pos.turn.flip();
        if let Some(k) = pos.board.king_of(them)
            && pos.board.is_attacked(k, pos.turn, pos.board.occupied())
        {
            return Err(SetupError::OppositeCheck(them));
        }
        Ok(pos)
    }

    /// The position as a setup.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: CastlingRights::from_bits(self.castling),
            ep: self.ep,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
        }
    }
}
