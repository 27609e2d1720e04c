//! Two Worlds' setup edited in cells (`crate::setup::Editable`): Earth is board 0,
//! the Sky board 1; a piece keeps its ghost and promoted marks.
use super::fen::{self, TwFenError};
use super::position::{Level, Loc, Placed};
use super::setup::{CASTLING_RIGHTS, Setup, view};
use super::{cell_of, loc_of};
use crate::geometry::{Cell, PieceView};
use crate::kernel::{Color, Piece, Squares};
use crate::setup::{CastlingRight, Editable};
use crate::variant::Variant;

impl Editable for Setup {
    type ParseError = TwFenError;

    fn variant(&self) -> Variant {
        Variant::TwoWorlds
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        let mut out = Vec::new();
        for level in Level::BOTH {
            for sq in Squares(self.boards[level.index()].occupied()) {
                let loc = Loc::new(level, sq);
                if let Some(p) = self.placed_at(loc) {
                    out.push((cell_of(loc), view(p)));
                }
            }
        }
        out
    }
    fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        self.placed_at(loc_on_board(cell)?).map(view)
    }
    fn put(&mut self, cell: Cell, piece: PieceView) {
        if let Some(loc) = loc_on_board(cell) {
            let placed = Placed {
                piece: Piece {
                    color: piece.color,
                    role: piece.role,
                },
                ghost: piece.ghost,
                promoted: piece.promoted && !piece.ghost,
            };
            self.place(loc, placed);
        }
    }
    fn remove(&mut self, cell: Cell) -> Option<PieceView> {
        self.take(loc_on_board(cell)?).map(view)
    }
    fn clear(&mut self) {
        *self = Setup {
            turn: self.turn,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
            ..Setup::empty()
        };
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
        if board == 0 && CASTLING_RIGHTS.contains(&right) {
            self.castling.set(right, on);
        }
    }
    fn en_passant(&self, board: usize) -> Option<Cell> {
        self.ep
            .filter(|_| board == 0)
            .map(|sq| cell_of(Loc::new(Level::Earth, sq)))
    }
    fn set_en_passant(&mut self, board: usize, cell: Option<Cell>) {
        if board == 0 {
            self.ep = cell
                .and_then(loc_on_board)
                .filter(|loc| loc.level() == Level::Earth)
                .map(Loc::square);
        }
    }
    fn read_en_passant(&self, _board: usize, text: &str) -> Result<Option<Cell>, TwFenError> {
        Ok(fen::read_en_passant(text)?.map(|sq| cell_of(Loc::new(Level::Earth, sq))))
    }
    fn clocks(&self) -> (u32, u32) {
        (self.halfmove, self.fullmove)
    }
    fn set_clocks(&mut self, halfmove: u32, fullmove: u32) {
        self.halfmove = halfmove;
        self.fullmove = fullmove.max(1);
    }
}

/// The location of `cell` when it lies on Earth or in the Sky.
fn loc_on_board(cell: Cell) -> Option<Loc> {
    (cell.board < 2 && cell.file < 8 && cell.rank < 8).then(|| loc_of(cell))
}
