//! What a view of a position draws and says: the boards, the pieces, what a decision
//! looks like, the names on every cell, and the status bar's line about the turn.
use super::notation::Notation;
use crate::geometry::{Cell, Geometry, MoveInfo, PieceView};
use std::collections::BTreeMap;

/// A position as a board view (the app's, a diagram's) sees it. Views label cells with
/// the notation's names, hence the supertrait.
pub trait Drawable: Notation {
    /// The boards to draw.
    fn geometry(&self) -> Geometry;

    /// Every piece on every board.
    fn pieces(&self) -> Vec<(Cell, PieceView)>;

    /// What a drawing needs to know about a decision.
    fn move_info(&self, mv: Self::Move) -> MoveInfo;

    /// The name of every cell of every board ([`Notation::cell_name`]), as a board view
    /// or a saved game's drawings look them up.
    fn cell_names(&self) -> BTreeMap<Cell, String> {
        let geometry = self.geometry();
        let mut names = BTreeMap::new();
        for (index, spec) in geometry.boards.iter().enumerate() {
            for file in 0..spec.files {
                for rank in 0..spec.ranks {
                    let cell = Cell::new(index as u8, file, rank);
                    names.insert(cell, self.cell_name(cell));
                }
            }
        }
        names
    }

    /// A line for the status bar about the phase of the turn and who decides it
    /// (Valhalla: "board 2: White to move", "Black places the captured knight"); None
    /// where a turn is one move.
    fn phase(&self) -> Option<String> {
        None
    }
}
