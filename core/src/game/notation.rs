//! A position's notation (RULES.md §5): decisions and whole turns read and written,
//! the position string, the names of cells.
use super::rules::{MoveError, Rules};
use crate::geometry::Cell;

/// The variant's notation of a position and its decisions: what the command-line
/// tool, saved games, PGN and UCI read and write.
pub trait Notation: Rules {
    /// Reads a decision in the variant's canonical move notation (RULES.md).
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Writes a decision in the canonical move notation.
    fn move_string(&self, mv: Self::Move) -> String;

    /// Writes a decision in the human display notation (SAN and its variant forms).
    fn display_move(&self, mv: Self::Move) -> String;

    /// The position string (FEN and its variant forms).
    fn position_string(&self) -> String;

    /// Name of a cell in the variant's notation (`e4`, `E4`, `b2[0,1]`).
    fn cell_name(&self, cell: Cell) -> String;

    /// The legal whole turns as strings, sorted in byte order (RULES.md §5 `moves`).
    /// A turn is one decision except in Valhalla.
    fn turn_strings(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut out: Vec<String> = moves.into_iter().map(|m| self.move_string(m)).collect();
        out.sort();
        out
    }

    /// Splits a whole-turn string into its decisions, checking each for legality.
    fn parse_turn(&self, text: &str) -> Result<Vec<Self::Move>, MoveError> {
        let mv = self.parse_move(text)?;
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if legal.contains(&mv) {
            Ok(vec![mv])
        } else {
            Err(MoveError::illegal(text, "no such legal move"))
        }
    }
}
