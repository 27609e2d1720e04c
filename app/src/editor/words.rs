//! The core's typed position errors in words that name the problem, for the editor
//! ("two white kings", "a ghost on Earth at e4", "castling right I without an
//! original white rook"): one match on the core's one setup-error type. A string that
//! does not read at all keeps the core's own message, which names the field and quotes
//! the text.
use otherworlds_core::PositionError;
use otherworlds_core::setup::{BackRanks, SetupError};

/// What is wrong, in a sentence.
pub fn problem(error: &PositionError) -> String {
    let text = match error {
        PositionError::Setup(e) => setup(e),
        PositionError::Parse(e) => t!("editor-does-not-read", error = e.to_string()),
    };
    capitalised(&text)
}

fn setup(e: &SetupError) -> String {
    match e {
        SetupError::MissingKing(c) => t!("editor-no-king", color = c.name()),
        SetupError::TooManyKings { color, count } => {
            t!(
                "editor-too-many-kings",
                color = color.name(),
                count = *count
            )
        }
        SetupError::PawnOnBackRank { cell, ranks } => {
            let cell = cell.to_string();
            match ranks {
                BackRanks::FirstOrLast => t!("editor-pawn-first-or-last", cell = cell),
                BackRanks::OneOrFour => t!("editor-pawn-one-or-four", cell = cell),
                BackRanks::Earth => t!("editor-pawn-earth", cell = cell),
            }
        }
        SetupError::OppositeCheck(c) => t!("editor-opposite-check", color = c.name()),
        SetupError::EnPassantRank {
            square,
            expected,
            side,
        } => t!(
            "editor-en-passant-rank",
            square = square.to_string(),
            rank = expected.to_string(),
            side = side.to_string()
        ),
        SetupError::OnBoard { board, error } => {
            let problem = setup(error);
            if *board == 2 {
                t!("editor-on-valhalla", problem = problem)
            } else {
                t!("editor-on-battlefield", problem = problem)
            }
        }
        SetupError::GhostOnEarth(sq) => t!("editor-ghost-on-earth", cell = sq.to_string()),
        SetupError::GhostKing(sq) => t!("editor-ghost-king", cell = sq.to_string()),
        SetupError::PromotedMark { square, role } => t!(
            "editor-promoted-mark",
            role = *role,
            cell = square.to_string()
        ),
        SetupError::KingsStacked { earth, sky } => t!(
            "editor-kings-stacked",
            earth = earth.to_string(),
            sky = sky.to_string()
        ),
        SetupError::InterLevelWithoutRook { color, letter } => t!(
            "editor-castling-without-rook",
            letter = letter.to_string(),
            color = color.name()
        ),
        SetupError::Board2Side {
            found,
            expected,
            rules,
            ..
        } => t!(
            "editor-valhalla-side",
            found = found.to_string(),
            expected = expected.to_string(),
            rules = rules.to_string()
        ),
        SetupError::MissingKings { which, .. } => {
            t!("editor-missing-kings", which = which.to_string())
        }
        SetupError::TooMany {
            color,
            what,
            count,
            max,
        } => t!(
            "editor-too-many",
            color = color.name(),
            count = *count,
            what = *what,
            max = *max
        ),
    }
}

fn capitalised(text: &str) -> String {
    crate::game::session::capitalised(text)
}
