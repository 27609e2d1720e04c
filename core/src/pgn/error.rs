//! What can be wrong with PGN text, and where: every error names the game (1-based, in
//! file order), the line and column (1-based; columns count characters) and the token
//! it stopped at, quoted as every error of the core quotes input.
use crate::any::PositionError;
use crate::game::{MoveError, Outcome};
use crate::quote::quote;
use crate::variant::VariantError;
use std::fmt;
use thiserror::Error;

/// A PGN text that could not be read, with its place. Reading never changes anything
/// the caller holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The game the error is in, 1-based in file order.
    pub game: usize,
    /// The line of the token, 1-based.
    pub line: usize,
    /// The column of the token's first character, 1-based, in characters.
    pub column: usize,
    /// The token (clipped as [`crate::quote::clip`] does); empty at the end of the text.
    pub token: String,
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    /// `game 2, line 14, column 9, at 'Nxe9': ...`, one line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}, ",
            self.game, self.line, self.column
        )?;
        if self.token.is_empty() {
            write!(f, "at the end of the text: {}", self.kind)
        } else {
            write!(f, "at '{}': {}", quote(&self.token), self.kind)
        }
    }
}

impl std::error::Error for PgnError {}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PgnErrorKind {
    #[error("the text holds no PGN game (no tag pair and no move)")]
    NoGame,
    #[error("the comment opened here is not closed with '}}'")]
    UnterminatedComment,
    #[error("the tag value is not closed with '\"' on its line")]
    UnterminatedString,
    #[error("the variation opened here is not closed with ')'")]
    UnterminatedVariation,
    #[error("')' closes no variation")]
    UnmatchedParenthesis,
    #[error("a character that PGN does not use here")]
    BadCharacter,
    #[error("not a NAG: expected '$' and a number from 0 to 255")]
    BadNag,
    #[error("not a move suffix: expected !, ?, !!, ??, !? or ?!")]
    BadSuffix,
    #[error("bad tag pair: {0} (a tag pair is [Name \"value\"])")]
    BadTag(&'static str),
    #[error("tag '{}' is given twice in this game", quote(.0))]
    DuplicateTag(String),
    #[error("tag Variant: {0}")]
    UnknownVariant(VariantError),
    #[error("tag FEN: bad start position: {0}")]
    BadFen(PositionError),
    #[error("tag SetUp \"1\" says the game starts from a set-up position, but there is no FEN tag")]
    SetUpWithoutFen,
    #[error("tag Result: expected \"1-0\", \"0-1\", \"1/2-1/2\" or \"*\"")]
    BadResultTag,
    #[error("{0}")]
    NotAMove(String),
    #[error("illegal: {0}")]
    IllegalMove(MoveError),
    #[error("no move can follow: the game is over ({0})")]
    GameOver(Outcome),
    #[error("{0}")]
    Unexpected(&'static str),
    #[error("neither a tag pair nor a move: text between two games?")]
    Garbage,
    #[error("an unfinished Valhalla turn can only be the last move of a game: {0}")]
    UnfinishedTurn(String),
    #[error(
        "the game is longer than {0} bytes of text, the most a game may hold (is this a PGN file?)"
    )]
    TooLong(usize),
    #[error("the file could not be read further: {}", crate::quote::bounded(.0))]
    Unreadable(String),
    #[error(
        "the game was already over under the Otherworlds rules ({0}; RULES.md §6 ends it without a claim), so this move cannot be replayed"
    )]
    PastTheEnd(Outcome),
}
