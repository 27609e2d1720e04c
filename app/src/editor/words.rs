//! The core's typed position errors in words that name the problem, for the editor
//! ("two white kings", "a ghost on Earth at e4", "castling right I without an
//! original white rook"): one match on the core's one setup-error type. A string that
//! does not read at all keeps the core's own message, which names the field and quotes
//! the text.
use otherworlds_core::setup::{BackRanks, SetupError};
use otherworlds_core::{Color, PositionError};

/// What is wrong, in a sentence.
pub fn problem(error: &PositionError) -> String {
    let text = match error {
        PositionError::Setup(e) => setup(e),
        PositionError::Parse(e) => format!("the position string does not read: {e}"),
    };
    capitalised(&text)
}

fn setup(e: &SetupError) -> String {
    match e {
        SetupError::MissingKing(c) => no_king(*c),
        SetupError::TooManyKings { color, count } => kings(*color, *count),
        SetupError::PawnOnBackRank { cell, ranks } => match ranks {
            BackRanks::FirstOrLast => {
                format!("a pawn on {cell}: pawns never stand on the first or last rank")
            }
            BackRanks::OneOrFour => {
                format!("a pawn on {cell}: pawns never stand on rank 1 or rank 4")
            }
            BackRanks::Earth => {
                format!("a pawn on Earth at {cell}: no pawn stands on Earth's first or last rank")
            }
        },
        SetupError::OppositeCheck(c) => format!(
            "{} is in check but it is {}'s move",
            capitalised(c.name()),
            c.flip().name()
        ),
        SetupError::EnPassantRank {
            square,
            expected,
            side,
        } => format!("the en-passant square {square} is not on rank {expected} ({side} to move)"),
        SetupError::OnBoard { board, error } => {
            format!("{}: {}", board_name(*board), setup(error))
        }
        SetupError::GhostOnEarth(sq) => {
            format!("a ghost on Earth at {sq}: ghosts live only in the Sky")
        }
        SetupError::GhostKing(sq) => format!("a ghost king on {sq}: kings are never captured"),
        SetupError::PromotedMark { square, role } => format!(
            "a promoted {role} on {square}: only queens, rooks, bishops and knights are promoted"
        ),
        SetupError::KingsStacked { earth, sky } => {
            format!("the two kings stand on the same square of both levels ({earth} and {sky})")
        }
        SetupError::InterLevelWithoutRook { color, letter } => format!(
            "castling right {letter} without an original {} rook (a rook with no ~ mark, not a ghost)",
            color.name()
        ),
        SetupError::Board2Side {
            found,
            expected,
            rules,
            ..
        } => format!(
            "Valhalla's side to move is '{found}' but must be '{expected}' under {rules} rules"
        ),
        SetupError::MissingKings { which, .. } => {
            format!("kings are missing ({which}); only a finished game may lack one")
        }
        SetupError::TooMany {
            color,
            what,
            count,
            max,
        } => format!(
            "{} has {count} {what} on the two boards, at most {max}",
            capitalised(color.name())
        ),
    }
}

/// Valhalla's boards as the editor names them.
fn board_name(board: u8) -> &'static str {
    if board == 2 {
        "on Valhalla"
    } else {
        "on the battlefield"
    }
}

fn no_king(c: Color) -> String {
    format!("no {} king", c.name())
}

/// "two white kings".
fn kings(c: Color, count: u32) -> String {
    let number = match count {
        2 => "two".to_string(),
        3 => "three".to_string(),
        4 => "four".to_string(),
        n => n.to_string(),
    };
    format!("{number} {} kings", c.name())
}

fn capitalised(text: &str) -> String {
    crate::game::session::capitalised(text)
}
