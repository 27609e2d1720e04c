//! A setup edited in variant-neutral cells: what the app's board editor, its exercises
//! and `crate::any::AnySetup` need, implemented by each variant's `Setup`.
use super::castling::CastlingRight;
use crate::geometry::{Cell, PieceView};
use crate::kernel::Color;
use crate::variant::Variant;

/// A variant's setup seen as an editor sees it: pieces on [`Cell`]s as [`PieceView`]s
/// (the cells and views `crate::game::Position::pieces` reports), the side to move, the
/// castling rights and en-passant square of each board that has such fields, the clocks.
pub trait Editable {
    /// The variant's syntax error, for a field read on its own
    /// ([`Editable::read_en_passant`]).
    type ParseError;

    /// The variant (with its options) the setup is read and judged in.
    fn variant(&self) -> Variant;

    /// Every piece on every board.
    fn pieces(&self) -> Vec<(Cell, PieceView)>;

    /// The piece on `cell`.
    fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        self.pieces()
            .into_iter()
            .find_map(|(c, p)| (c == cell).then_some(p))
    }

    /// Puts `piece` on `cell` in place of what stands there. Marks the variant does not
    /// know are dropped (a ghost outside Two Worlds is an ordinary piece of its
    /// controller; a ghost carries no promoted mark); a cell off the boards changes
    /// nothing.
    fn put(&mut self, cell: Cell, piece: PieceView);

    /// Empties `cell`, returning what stood there.
    fn remove(&mut self, cell: Cell) -> Option<PieceView>;

    /// Takes every piece off, gives up every castling right and en-passant square; the
    /// side to move and the clocks stay.
    fn clear(&mut self);

    /// The side to move (Valhalla: the player whose turn it is, board 1's side field).
    fn side(&self) -> Color;

    /// Sets the side to move (Valhalla: board 1's side field, and board 2's as the
    /// options make it, V-11).
    fn set_side(&mut self, side: Color);

    /// How many boards carry castling and en-passant fields of their own: one in
    /// standard chess and Two Worlds (Earth's), two in Valhalla, none in 4D.
    fn field_boards(&self) -> usize;

    /// The castling rights board `board` can hold, in the canonical order of their
    /// letters (`KQkq`, Two Worlds' `KQIkqi`); empty for a board without the field.
    fn castling_rights(&self, board: usize) -> &'static [CastlingRight];

    /// Whether board `board` holds `right`.
    fn holds(&self, board: usize, right: CastlingRight) -> bool;

    /// Holds or gives up `right` on board `board`; a right the board does not know
    /// ([`Editable::castling_rights`]) changes nothing.
    fn set_castling(&mut self, board: usize, right: CastlingRight, on: bool);

    /// Board `board`'s en-passant square, as a cell.
    fn en_passant(&self, board: usize) -> Option<Cell>;

    /// Sets board `board`'s en-passant square; a cell that is not one of that board's
    /// squares clears it.
    fn set_en_passant(&mut self, board: usize, cell: Option<Cell>);

    /// Reads `text` as board `board`'s en-passant field would be read in the position
    /// string (`-`, or empty, for none), with the same error.
    fn read_en_passant(&self, board: usize, text: &str) -> Result<Option<Cell>, Self::ParseError>;

    /// The game's halfmove clock and fullmove number (Valhalla: board 1's).
    fn clocks(&self) -> (u32, u32);

    /// Sets the game's clocks (Valhalla: board 1's; board 2's stay); a fullmove number
    /// of 0 is 1.
    fn set_clocks(&mut self, halfmove: u32, fullmove: u32);
}
