//! 4D chess as plain data: what a 4D-FEN says (the piece on each of the 64 cells, side,
//! clocks) and the piece set it is judged in, not yet judged. `fen.rs` reads and writes
//! it; [`FourD::from_setup`] judges it and [`FourD::to_setup`] takes it back.
use super::cells::{Cell4, Cells, RANK_1, RANK_4, cell_name};
use super::{FourD, PieceSet};
use crate::kernel::{Color, Piece, Role};
use crate::setup::{BackRanks, SetupError};

/// A 4D position as a 4D-FEN holds it, legal or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece set, and so the variant id (`4d` or `4d-classic`).
    pub set: PieceSet,
    /// The piece on each cell, by [`Cell4`] index (x + 4y + 16z + 32w).
    pub pieces: [Option<Piece>; 64],
    pub turn: Color,
    pub halfmove: u32,
    /// From 1 (a 0 counts as 1).
    pub fullmove: u32,
}

impl Setup {
    /// No pieces, White to move, clocks `0 1`.
    pub fn empty(set: PieceSet) -> Setup {
        Setup {
            set,
            pieces: [None; 64],
            turn: Color::White,
            halfmove: 0,
            fullmove: 1,
        }
    }
}

impl FourD {
    /// Judges a setup: one king per side, no pawn on rank 1 or 4, the side not to move
    /// not in check.
    pub fn from_setup(setup: Setup) -> Result<FourD, SetupError> {
        let mut pos = FourD::empty(setup.set);
        for (c, piece) in setup.pieces.iter().enumerate() {
            if let Some(piece) = piece {
                pos.put(c as Cell4, *piece);
            }
        }
        pos.set_state(setup.turn, setup.halfmove, setup.fullmove.max(1));
        pos.judge()?;
        Ok(pos)
    }

    /// The position as a setup.
    pub fn to_setup(&self) -> Setup {
        let mut pieces = [None; 64];
        for c in Cells(self.occupied()) {
            pieces[c as usize] = self.piece_at(c);
        }
        Setup {
            set: self.piece_set(),
            pieces,
            turn: self.turn(),
            halfmove: self.halfmove(),
            fullmove: self.fullmove(),
        }
    }

    /// The rules of [`FourD::from_setup`], in their order.
    fn judge(&self) -> Result<(), SetupError> {
        for color in Color::ALL {
            match self.pieces_of(color, Role::King).count_ones() {
                0 => return Err(SetupError::MissingKing(color)),
                1 => {}
                n => return Err(SetupError::TooManyKings { color, count: n }),
            }
        }
        let pawns =
            self.pieces_of(Color::White, Role::Pawn) | self.pieces_of(Color::Black, Role::Pawn);
        if let Some(c) = Cells(pawns & (RANK_1 | RANK_4)).next() {
            return Err(SetupError::PawnOnBackRank {
                cell: cell_name(c),
                ranks: BackRanks::OneOrFour,
            });
        }
        let them = self.turn().flip();
        if self.king_attacked(them) {
            return Err(SetupError::OppositeCheck(them));
        }
        Ok(())
    }
}
