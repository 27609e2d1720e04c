//! The core's typed position errors in words that name the problem, for the editor
//! ("two white kings", "a ghost on Earth at e4", "castling right I without an
//! original white rook"). A string that does not read at all keeps the core's own
//! message, which names the field and quotes the text.
use otherworlds_core::fourd::{FourDFenError, FourDSetupError};
use otherworlds_core::standard::{FenError, SetupError};
use otherworlds_core::two_worlds::{TwFenError, TwSetupError};
use otherworlds_core::valhalla::ValhallaFenError;
use otherworlds_core::{Color, PositionError};

/// What is wrong, in a sentence.
pub fn problem(error: &PositionError) -> String {
    let text = match error {
        PositionError::Standard(FenError::Setup(e)) => setup(e),
        PositionError::TwoWorlds(TwFenError::Setup(e)) => two_worlds(e),
        PositionError::FourD(FourDFenError::Setup(e)) => four_d(e),
        PositionError::Valhalla(e) => valhalla(e),
        other => format!("the position string does not read: {other}"),
    };
    capitalised(&text)
}

fn setup(e: &SetupError) -> String {
    match e {
        SetupError::MissingKing(c) => no_king(*c),
        SetupError::TooManyKings { color, count } => kings(*color, *count),
        SetupError::PawnOnBackRank(sq) => {
            format!("a pawn on {sq}: pawns never stand on the first or last rank")
        }
        SetupError::OppositeCheck(c) => opposite_check(*c),
        SetupError::EnPassantRank {
            square,
            expected,
            side,
        } => en_passant(square, *expected, side),
    }
}

fn two_worlds(e: &TwSetupError) -> String {
    match e {
        TwSetupError::GhostOnEarth(sq) => {
            format!("a ghost on Earth at {sq}: ghosts live only in the Sky")
        }
        TwSetupError::GhostKing(sq) => format!("a ghost king on {sq}: kings are never captured"),
        TwSetupError::PromotedMark { square, role } => format!(
            "a promoted {role} on {square}: only queens, rooks, bishops and knights are promoted"
        ),
        TwSetupError::MissingKing(c) => no_king(*c),
        TwSetupError::TooManyKings { color, count } => kings(*color, *count),
        TwSetupError::KingsStacked { earth, sky } => {
            format!("the two kings stand on the same square of both levels ({earth} and {sky})")
        }
        TwSetupError::PawnOnEarthBackRank(sq) => {
            format!("a pawn on Earth at {sq}: no pawn stands on Earth's first or last rank")
        }
        TwSetupError::InterLevelWithoutRook { color, letter } => format!(
            "castling right {letter} without an original {} rook (a rook with no ~ mark, not a ghost)",
            color.name()
        ),
        TwSetupError::OppositeCheck(c) => opposite_check(*c),
        TwSetupError::EnPassantRank {
            square,
            expected,
            side,
        } => en_passant(square, *expected, side),
    }
}

fn four_d(e: &FourDSetupError) -> String {
    match e {
        FourDSetupError::MissingKing(c) => no_king(*c),
        FourDSetupError::TooManyKings { color, count } => kings(*color, *count),
        FourDSetupError::PawnOnBackRank(sq) => {
            format!("a pawn on {sq}: pawns never stand on rank 1 or rank 4")
        }
        FourDSetupError::OppositeCheck(c) => opposite_check(*c),
    }
}

fn valhalla(e: &ValhallaFenError) -> String {
    match e {
        ValhallaFenError::Setup { board, error } => {
            format!("{}: {}", board_name(*board), setup(error))
        }
        ValhallaFenError::Board2Side {
            found,
            expected,
            rules,
            ..
        } => format!(
            "Valhalla's side to move is '{found}' but must be '{expected}' under {rules} rules"
        ),
        ValhallaFenError::MissingKings { which, .. } => {
            format!("kings are missing ({which}); only a finished game may lack one")
        }
        ValhallaFenError::TooMany {
            color,
            what,
            count,
            max,
        } => format!(
            "{} has {count} {what} on the two boards, at most {max}",
            capitalised(color.name())
        ),
        other => format!("the position string does not read: {other}"),
    }
}

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

fn opposite_check(c: Color) -> String {
    format!(
        "{} is in check but it is {}'s move",
        capitalised(c.name()),
        c.flip().name()
    )
}

fn en_passant(square: &str, expected: u8, side: &str) -> String {
    format!("the en-passant square {square} is not on rank {expected} ({side} to move)")
}

fn capitalised(text: &str) -> String {
    crate::game::session::capitalised(text)
}
