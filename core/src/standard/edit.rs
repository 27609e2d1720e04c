//! Standard chess's setup edited in cells (`crate::setup::Editable`): board 0's
//! squares, plain pieces, the `KQkq` rights and the en-passant square.
use super::Chess;
use super::fen;
use super::setup::{CASTLING_RIGHTS, Setup, square_of};
use crate::geometry::{Cell, PieceView};
use crate::kernel::{Color, Square};
use crate::setup::{CastlingRight, Editable};
use crate::variant::Variant;

impl Editable for Setup {
    type ParseError = fen::FenError;

    fn variant(&self) -> Variant {
        Variant::Standard
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        self.cell_pieces(0)
    }
    fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        let p = self.board.piece_at(on_board_0(cell)?)?;
        Some(PieceView::plain(p.color, p.role))
    }
    fn put(&mut self, cell: Cell, piece: PieceView) {
        if let Some(sq) = on_board_0(cell) {
            self.put_view(sq, piece);
        }
    }
    fn remove(&mut self, cell: Cell) -> Option<PieceView> {
        self.remove_view(on_board_0(cell)?)
    }
    fn clear(&mut self) {
        self.clear_board();
    }
    fn side(&self) -> Color {
        self.turn
    }
    fn set_side(&mut self, side: Color) {
        self.turn = side;
    }
    fn field_boards(&self) -> usize {
        1
    }
    fn castling_rights(&self, board: usize) -> &'static [CastlingRight] {
        if board == 0 { &CASTLING_RIGHTS } else { &[] }
    }
    fn holds(&self, board: usize, right: CastlingRight) -> bool {
        board == 0 && self.castling.holds(right)
    }
    fn set_castling(&mut self, board: usize, right: CastlingRight, on: bool) {
        if board == 0 {
            self.set_right(right, on);
        }
    }
    fn en_passant(&self, board: usize) -> Option<Cell> {
        self.ep.filter(|_| board == 0).map(|sq| Chess::cell(0, sq))
    }
    fn set_en_passant(&mut self, board: usize, cell: Option<Cell>) {
        if board == 0 {
            self.ep = cell.and_then(on_board_0);
        }
    }
    fn read_en_passant(&self, _board: usize, text: &str) -> Result<Option<Cell>, fen::FenError> {
        Ok(fen::read_en_passant(text)?.map(|sq| Chess::cell(0, sq)))
    }
    fn clocks(&self) -> (u32, u32) {
        (self.halfmove, self.fullmove)
    }
    fn set_clocks(&mut self, halfmove: u32, fullmove: u32) {
        self.halfmove = halfmove;
        self.fullmove = fullmove.max(1);
    }
}

/// The square of `cell` when it lies on board 0.
fn on_board_0(cell: Cell) -> Option<Square> {
    if cell.board == 0 {
        square_of(cell)
    } else {
        None
    }
}
