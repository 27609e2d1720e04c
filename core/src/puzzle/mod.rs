//! Puzzles (issue 45; docs/puzzles.md): positions where the side to move has one
//! clearly winning move, with the solution line, themes and a rating.
//!
//! - `judge`: the two-line search of one step and the margin that makes a move the
//!   only good one; the searches of each stage, per variant.
//! - `line`: the solution from a position (the solver's only good moves, the
//!   defender's best replies), built at the deep search and again at the verification.
//! - `theme`: the themes tagged from a solution.
//! - `rating`: the initial rating, from the levels that solve it.
//! - `mine`: positions from self-play games and given games, and the puzzles in them.
//! - `file`: the puzzle files (`assets/puzzles/<family>.tsv`), read and written.
//! - `check`: a puzzle checked against the core (what the shipped-set test runs).
pub mod check;
pub mod file;
pub mod judge;
pub mod line;
pub mod mine;
pub mod rating;
pub mod theme;

pub use file::{PuzzleError, shipped};
pub use theme::Theme;

use crate::any::{AnyMove, AnyPosition};
use crate::game::{Notation, Rules};
use crate::kernel::Color;
use crate::variant::{Family, Variant};

/// One puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// A short id, stable while the position and the line are the same
    /// ([`Puzzle::id_of`]).
    pub id: String,
    pub variant: Variant,
    /// The start, at the start of the solver's turn.
    pub position: String,
    /// The solution's decisions in their move strings (RULES.md), the solver's first;
    /// the defender's replies between the solver's moves. It ends on a decision of the
    /// solver.
    pub line: Vec<String>,
    /// The initial rating and its deviation (Glicko-2 scale).
    pub rating: f64,
    pub deviation: f64,
    pub themes: Vec<Theme>,
    /// Where the position comes from (a self-play game, a PGN file's game).
    pub source: String,
}

impl Puzzle {
    /// The family the puzzle is rated in.
    pub fn family(&self) -> Family {
        Family::of(self.variant)
    }

    /// The start position.
    pub fn start(&self) -> Result<AnyPosition, PuzzleError> {
        AnyPosition::from_string(self.variant, &self.position)
            .map_err(|e| PuzzleError::position(&self.id, &e.to_string()))
    }

    /// The line's decisions, each read in the position it is played from.
    pub fn decisions(&self) -> Result<Vec<AnyMove>, PuzzleError> {
        let mut pos = self.start()?;
        let mut out = Vec::with_capacity(self.line.len());
        for (i, text) in self.line.iter().enumerate() {
            let mv = pos
                .parse_move(text)
                .map_err(|e| PuzzleError::line(&self.id, i + 1, &e.to_string()))?;
            pos.play(mv);
            out.push(mv);
        }
        Ok(out)
    }

    /// Who solves it: the side to move at the start.
    pub fn solver(&self) -> Result<Color, PuzzleError> {
        Ok(self.start()?.actor())
    }

    /// The mate's length in the solver's turns, for a mate puzzle.
    pub fn mate_in(&self) -> Option<usize> {
        [
            Theme::MateIn1,
            Theme::MateIn2,
            Theme::MateIn3,
            Theme::MateIn4,
        ]
        .iter()
        .position(|t| self.themes.contains(t))
        .map(|i| i + 1)
    }

    /// The id of the puzzle of `variant` from `position` with `line`: the family's
    /// letter and 6 base-36 digits of a hash (FNV-1a) of the three, so a puzzle found
    /// again keeps its id (and the ratings players gave it).
    pub fn id_of(variant: Variant, position: &str, line: &[String]) -> String {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let text = format!("{variant}\t{position}\t{}", line.join(" "));
        for b in text.bytes() {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        let letter = match Family::of(variant) {
            Family::Standard => 's',
            Family::TwoWorlds => 't',
            Family::FourD => 'd',
            Family::Valhalla => 'v',
        };
        let mut id = String::from(letter);
        let mut digits = Vec::new();
        for _ in 0..6 {
            digits.push(std::char::from_digit((hash % 36) as u32, 36).unwrap_or('0'));
            hash /= 36;
        }
        id.extend(digits.into_iter().rev());
        id
    }
}
