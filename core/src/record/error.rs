//! What can be wrong with a saved game, and where: every message names the problem and
//! the place (line and column, field, move number) so that a player can act on it.
use crate::any::PositionError;
use crate::game::{EndError, MoveError};
use crate::quote::{bounded, quote};
use crate::variant::VariantError;
use std::path::PathBuf;
use thiserror::Error;

/// Why a saved game could not be loaded. Loading never changes anything else, so the
/// game on screen stays as it was.
#[derive(Debug, Error)]
pub enum LoadError {
    #[error("cannot read {}: {source}", .path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(
        "the file is too large for a saved game: {size} bytes, the limit is {limit} bytes (8 MiB)"
    )]
    TooLarge { size: u64, limit: u64 },
    #[error(
        "the file is not UTF-8 text: invalid byte 0x{byte:02x} at line {line}, column {column} (byte offset {offset})"
    )]
    NotUtf8 {
        byte: u8,
        offset: usize,
        line: usize,
        column: usize,
    },
    #[error("the file is empty: it is not a saved game")]
    Empty,
    #[error("truncated JSON: the text stops at line {line}, column {column} ({})", bounded(.message))]
    Truncated {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("corrupted JSON at line {line}, column {column}: {}", bounded(.message))]
    Corrupted {
        line: usize,
        column: usize,
        message: String,
    },
    #[error(
        "not an Otherworlds saved game: the JSON holds {found} at the top level, not an object with \"format\": \"otherworlds-game\""
    )]
    NotAnObject { found: &'static str },
    #[error(
        "not an Otherworlds saved game: the JSON has no \"format\" field (another program's file?)"
    )]
    MissingFormat,
    #[error(
        "not an Otherworlds saved game: field \"format\" is {}, expected \"otherworlds-game\"",
        quote(.found)
    )]
    WrongFormat { found: String },
    #[error("the saved game has no \"schema\" field (the schema version, such as 1)")]
    MissingSchema,
    #[error(
        "field \"schema\": {} is not a schema version (expected a whole number such as 1)",
        quote(.found)
    )]
    BadSchema { found: String },
    #[error(
        "field \"schema\": unknown schema version {found}; this program reads versions 1 to {supported} (was the file saved by a newer Otherworlds?)"
    )]
    UnknownSchema { found: u64, supported: u64 },
    #[error("invalid saved game at line {line}, column {column}: {}", bounded(.message))]
    Field {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("field \"variant\": {error}")]
    UnknownVariant { text: String, error: VariantError },
    #[error("field \"start\": bad start position '{}': {error}", quote(.text))]
    BadStart { text: String, error: PositionError },
    #[error("field \"moves\", move {index} '{}': {}", quote(.text), why(.error))]
    BadMove {
        /// 1-based position in `moves`.
        index: usize,
        text: String,
        error: MoveError,
    },
    #[error("field \"turn_in_progress\", part {index} '{}': {}", quote(.text), why(.error))]
    BadTurnPart {
        /// 1-based position in `turn_in_progress`.
        index: usize,
        text: String,
        error: MoveError,
    },
    #[error(
        "field \"turn_in_progress\", part {index} '{}': it completes the turn; whole turns belong in \"moves\"",
        quote(.text)
    )]
    TurnPartCompletes { index: usize, text: String },
    #[error("field \"players\", {side}: {problem}")]
    BadPlayer { side: &'static str, problem: String },
    #[error("field \"result\": '{}' is not \"1-0\", \"0-1\", \"1/2-1/2\" or null", quote(.text))]
    BadResult { text: String },
    #[error(
        "field \"reason\": '{}' is not a known reason (checkmate, stalemate, insufficient-material, threefold-repetition, fifty-moves, king-replaced, resignation, timeout, timeout-vs-insufficient-material, agreement) or null",
        quote(.text)
    )]
    BadReason { text: String },
    #[error("fields \"result\" and \"reason\": {stored} cannot end this game: {error}")]
    BadEnd { stored: String, error: EndError },
    #[error("field \"clock\": {problem}")]
    BadClock { problem: String },
    #[error("fields \"result\" and \"reason\": {problem}")]
    ResultIncomplete { problem: &'static str },
    #[error(
        "field \"result\": the file says {stored}, but replaying its {plies} moves gives {replayed}"
    )]
    ResultContradicts {
        stored: String,
        replayed: String,
        plies: usize,
    },
    #[error("field \"drawings\", entry {entry} (ply {ply}): {problem}")]
    BadDrawing {
        /// 1-based position in `drawings`.
        entry: usize,
        ply: usize,
        problem: String,
    },
}

/// The reason part of a move error, without repeating the move text.
fn why(error: &MoveError) -> String {
    match error {
        MoveError::Malformed { reason, .. } => format!("malformed: {reason}"),
        MoveError::Illegal { reason, .. } => format!("illegal: {reason}"),
        MoveError::GameOver { outcome, .. } => {
            format!("the game is already over ({outcome})")
        }
        other @ MoveError::WrongVariant { .. } => other.to_string(),
    }
}

/// Why a game could not be saved.
#[derive(Debug, Error)]
pub enum SaveError {
    #[error("cannot write {}: {source}", .path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(
        "this game cannot be saved: its start position {problem} (start a game from a whole turn instead)"
    )]
    Start { problem: String },
    #[error("this game cannot be saved: {0}")]
    Json(#[from] serde_json::Error),
}
