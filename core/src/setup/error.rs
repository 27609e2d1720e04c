//! What refuses a position string: the text stage's errors are each variant's own
//! (they name the variant's fields); the setup stage's are one type for every variant,
//! [`SetupError`]: the rules every variant shares first, then each variant's own.
use crate::kernel::Color;
use thiserror::Error;

/// A position string that did not become a position, told by the stage that refused
/// it: its text does not read (`E`, the variant's syntax error, or any variant's in
/// `crate::any::PositionError`), or what it says is not a legal position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReadError<E> {
    /// The text stage: a field that does not read.
    #[error("{0}")]
    Parse(E),
    /// The setup stage: a setup that is no legal position.
    #[error("{0}")]
    Setup(#[from] SetupError),
}

impl<E> ReadError<E> {
    /// The same error with the text stage's error converted (to the any-variant one).
    pub fn map_parse<F>(self, f: impl FnOnce(E) -> F) -> ReadError<F> {
        match self {
            ReadError::Parse(e) => ReadError::Parse(f(e)),
            ReadError::Setup(e) => ReadError::Setup(e),
        }
    }
}

/// Which ranks no pawn may stand on (RULES.md §6), as each variant words it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BackRanks {
    /// The first and last rank of an 8x8 board: standard chess, each Valhalla board.
    FirstOrLast,
    /// Earth's first and last rank (a Two Worlds pawn may stand on any rank of the Sky).
    Earth,
    /// Ranks 1 and 4 (4D).
    OneOrFour,
}

/// What makes a setup an impossible position, in every variant.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    // The rules every variant shares (RULES.md §6).
    /// A side without a king (on a board, in Valhalla).
    #[error("{} has no king", .0.name())]
    MissingKing(Color),
    /// A side with more than one king.
    #[error("{} has {count} kings, expected one", .color.name())]
    TooManyKings { color: Color, count: u32 },
    /// A pawn on a rank where none stands; `cell` is its name in the variant's notation.
    #[error("{}", back_rank_text(.cell, *.ranks))]
    PawnOnBackRank { cell: String, ranks: BackRanks },
    /// The side not to move is in check.
    #[error("{} is in check but it is {}'s move", .0.name(), .0.flip().name())]
    OppositeCheck(Color),
    /// The en-passant square is not on the rank a double step of the side not to move
    /// crosses.
    #[error("field 4 (en passant): {square} is not on rank {expected} ({side} to move)")]
    EnPassantRank {
        square: String,
        expected: u8,
        side: &'static str,
    },
    /// One of these errors on one board of several (Valhalla's board 1 or 2).
    #[error("board {board}: {error}")]
    OnBoard { board: u8, error: Box<SetupError> },

    // Two Worlds (RULES.md §2 and §6).
    #[error("field 1 (placement): ghost on Earth {0}; ghosts live only in the Sky")]
    GhostOnEarth(String),
    #[error("field 1 (placement): ghost king on {0}; kings are never captured")]
    GhostKing(String),
    #[error("field 1 (placement): '~' on the {role} on {square}; only promoted Q, R, B, N exist")]
    PromotedMark { square: String, role: &'static str },
    #[error("field 1 (placement): the kings are stacked on {earth} and {sky}")]
    KingsStacked { earth: String, sky: String },
    #[error("field 3 (castling): '{letter}' needs an original {} rook", .color.name())]
    InterLevelWithoutRook { color: Color, letter: char },

    // Valhalla (RULES.md §4, V-11, and §6).
    #[error(
        "board 2, field 2 (side to move): '{found}' contradicts the options: with board 1 at '{board1}' it must be '{expected}' ({rules} rules)"
    )]
    Board2Side {
        found: char,
        board1: char,
        expected: char,
        rules: &'static str,
    },
    #[error(
        "{missing} kings are missing ({which}); only a finished king-replaced game may lack one"
    )]
    MissingKings { missing: usize, which: String },
    #[error("{} has {count} {what} on the two boards, at most {max}", .color.name())]
    TooMany {
        color: Color,
        what: &'static str,
        count: u32,
        max: u32,
    },
}

impl SetupError {
    /// This error on Valhalla's board `board` (1 or 2).
    pub fn on_board(self, board: u8) -> SetupError {
        SetupError::OnBoard {
            board,
            error: Box::new(self),
        }
    }
}

fn back_rank_text(cell: &str, ranks: BackRanks) -> String {
    match ranks {
        BackRanks::FirstOrLast => {
            format!("pawn on {cell}: pawns cannot stand on the first or last rank")
        }
        BackRanks::OneOrFour => format!("pawn on {cell}: pawns cannot stand on rank 1 or rank 4"),
        BackRanks::Earth => format!(
            "field 1 (placement): pawn on Earth {cell}; no pawn stands on Earth's first or last rank"
        ),
    }
}
