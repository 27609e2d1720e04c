//! 4D chess as plain data: what a 4D-FEN says (the piece on each of the 64 cells, side,
//! clocks) and the piece set it is judged in, not yet judged. `fen.rs` reads and writes
//! it; [`FourD::from_setup`] judges it and [`FourD::to_setup`] takes it back.
use super::cells::{Cell4, Cells, RANK_1, RANK_4, cell_name, from_view_cell, view_cell};
use super::{FourD, PieceSet};
use crate::geometry::{Cell, PieceView};
use crate::kernel::{Color, Piece, Role};
use crate::setup::{BackRanks, CastlingRight, Editable, SetupError};
use crate::variant::Variant;

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

/// 4D has no castling or en passant: no board carries those fields.
impl Editable for Setup {
    type ParseError = super::FourDFenError;

    fn variant(&self) -> Variant {
        match self.set {
            PieceSet::Full => Variant::FourD,
            PieceSet::Classic => Variant::FourDClassic,
        }
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        self.pieces
            .iter()
            .enumerate()
            .filter_map(|(c, p)| {
                p.map(|p| (view_cell(c as Cell4), PieceView::plain(p.color, p.role)))
            })
            .collect()
    }
    fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        let p = self.pieces[from_view_cell(cell)? as usize]?;
        Some(PieceView::plain(p.color, p.role))
    }
    fn put(&mut self, cell: Cell, piece: PieceView) {
        if let Some(c) = from_view_cell(cell) {
            self.pieces[c as usize] = Some(Piece {
                color: piece.color,
                role: piece.role,
            });
        }
    }
    fn remove(&mut self, cell: Cell) -> Option<PieceView> {
        let p = self.pieces[from_view_cell(cell)? as usize].take()?;
        Some(PieceView::plain(p.color, p.role))
    }
    fn clear(&mut self) {
        self.pieces = [None; 64];
    }
    fn side(&self) -> Color {
        self.turn
    }
    fn set_side(&mut self, side: Color) {
        self.turn = side;
    }
    fn field_boards(&self) -> usize {
        0
    }
    fn castling_rights(&self, _board: usize) -> &'static [CastlingRight] {
        &[]
    }
    fn holds(&self, _board: usize, _right: CastlingRight) -> bool {
        false
    }
    fn set_castling(&mut self, _board: usize, _right: CastlingRight, _on: bool) {}
    fn en_passant(&self, _board: usize) -> Option<Cell> {
        None
    }
    fn set_en_passant(&mut self, _board: usize, _cell: Option<Cell>) {}
    fn read_en_passant(
        &self,
        _board: usize,
        _text: &str,
    ) -> Result<Option<Cell>, super::FourDFenError> {
        Ok(None)
    }
    fn clocks(&self) -> (u32, u32) {
        (self.halfmove, self.fullmove)
    }
    fn set_clocks(&mut self, halfmove: u32, fullmove: u32) {
        self.halfmove = halfmove;
        self.fullmove = fullmove.max(1);
    }
}
