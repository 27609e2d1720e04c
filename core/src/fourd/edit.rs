//! 4D's setup edited in cells (`crate::setup::Editable`): the four flat boards of
//! `cells::view_cell`, plain pieces, no castling or en-passant field.
use super::PieceSet;
use super::cells::{Cell4, from_view_cell, view_cell};
use super::setup::Setup;
use crate::geometry::{Cell, PieceView};
use crate::kernel::{Color, Piece};
use crate::setup::{CastlingRight, Editable};
use crate::variant::Variant;

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
