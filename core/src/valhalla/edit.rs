//! Valhalla's setup edited in cells (`crate::setup::Editable`): the battlefield is
//! board 0, Valhalla board 1, each with its rights and en-passant square; the side to
//! move sets board 2's as the options make it.
use super::fen::ValhallaFenError;
use super::setup::{Setup, board2_side};
use crate::geometry::{Cell, PieceView};
use crate::kernel::{Color, Square};
use crate::setup::{CastlingRight, Editable};
use crate::standard::{self, CASTLING_RIGHTS, Chess};
use crate::variant::Variant;

impl Editable for Setup {
    type ParseError = ValhallaFenError;

    fn variant(&self) -> Variant {
        Variant::Valhalla(self.options)
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        let mut v = self.boards[0].cell_pieces(0);
        v.extend(self.boards[1].cell_pieces(1));
        v
    }
    fn put(&mut self, cell: Cell, piece: PieceView) {
        if let Some((index, sq)) = board_square(cell) {
            self.boards[index].put_view(sq, piece);
        }
    }
    fn remove(&mut self, cell: Cell) -> Option<PieceView> {
        let (index, sq) = board_square(cell)?;
        self.boards[index].remove_view(sq)
    }
    fn clear(&mut self) {
        for b in &mut self.boards {
            b.clear_board();
        }
    }
    fn side(&self) -> Color {
        self.boards[0].turn
    }
    fn set_side(&mut self, side: Color) {
        self.boards[0].turn = side;
        self.boards[1].turn = board2_side(self.options, side);
    }
    fn field_boards(&self) -> usize {
        2
    }
    fn castling_rights(&self, board: usize) -> &'static [CastlingRight] {
        if board < 2 { &CASTLING_RIGHTS } else { &[] }
    }
    fn holds(&self, board: usize, right: CastlingRight) -> bool {
        board < 2 && self.boards[board].castling.holds(right)
    }
    fn set_castling(&mut self, board: usize, right: CastlingRight, on: bool) {
        if board < 2 {
            self.boards[board].set_right(right, on);
        }
    }
    fn en_passant(&self, board: usize) -> Option<Cell> {
        let ep = self.boards.get(board)?.ep?;
        Some(Chess::cell(board as u8, ep))
    }
    fn set_en_passant(&mut self, board: usize, cell: Option<Cell>) {
        if board < 2 {
            self.boards[board].ep = cell
                .and_then(board_square)
                .filter(|(index, _)| *index == board)
                .map(|(_, sq)| sq);
        }
    }
    fn read_en_passant(&self, board: usize, text: &str) -> Result<Option<Cell>, ValhallaFenError> {
        let index = board.min(1);
        let read = self.boards[index]
            .read_en_passant(0, text)
            .map_err(|error| ValhallaFenError::Fen {
                board: index as u8 + 1,
                error,
            })?;
        Ok(read.map(|c| Cell {
            board: index as u8,
            ..c
        }))
    }
    fn clocks(&self) -> (u32, u32) {
        self.boards[0].clocks()
    }
    fn set_clocks(&mut self, halfmove: u32, fullmove: u32) {
        self.boards[0].set_clocks(halfmove, fullmove);
    }
}

/// Board `index` of the setup's two, when `cell` lies on it, with the square.
fn board_square(cell: Cell) -> Option<(usize, Square)> {
    let index = cell.board as usize;
    if index >= 2 {
        return None;
    }
    Some((index, standard::square_of(cell)?))
}
