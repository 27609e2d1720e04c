//! Position strings (V-11): `<board-1 FEN> | <board-2 FEN>`, each a full 6-field FEN.
//! Reading is two stages, text (`parse_fen` per board) then the rules that tie the
//! boards together; every error says which board and which field.
use super::{Phase, TOTAL_PIECES, Valhalla};
use crate::game::{EndReason, Outcome};
use crate::kernel::{Color, RANK_1, RANK_8, Role, Square, rank_of, square_name};
use crate::standard::{Chess, FenError, SetupError, parse_fen};
use crate::variant::ValhallaOptions;
use thiserror::Error;

/// What is wrong with a Valhalla position string.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ValhallaFenError {
    #[error("expected two FENs separated by one '|' (board 1 | board 2), found {0} part(s)")]
    BoardCount(usize),
    #[error("board {board}: expected a full 6-field FEN, found {found} fields")]
    FieldCount { board: u8, found: usize },
    #[error("board {board}: {error}")]
    Fen { board: u8, error: FenError },
    #[error("board {board}: {error}")]
    Setup { board: u8, error: SetupError },
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

impl ValhallaFenError {
    fn setup(board: u8, error: SetupError) -> ValhallaFenError {
        ValhallaFenError::Setup { board, error }
    }
}

impl Valhalla {
    /// Reads and validates a position string under `options`.
    pub fn from_position_string(
        options: ValhallaOptions,
        text: &str,
    ) -> Result<Valhalla, ValhallaFenError> {
        let parts: Vec<&str> = text.split('|').collect();
        if parts.len() != 2 {
            return Err(ValhallaFenError::BoardCount(parts.len()));
        }
        let mut boards = [Chess::new(), Chess::new()];
        for (i, part) in parts.iter().enumerate() {
            let board = i as u8 + 1;
            let found = part.split_whitespace().count();
            if found != 6 {
                return Err(ValhallaFenError::FieldCount { board, found });
            }
            boards[i] = parse_fen(part).map_err(|error| ValhallaFenError::Fen { board, error })?;
        }
        let (side1, side2) = (boards[0].turn(), boards[1].turn());
        let expected = if options.inverted {
            side1.flip()
        } else {
            side1
        };
        if side2 != expected {
            return Err(ValhallaFenError::Board2Side {
                found: side2.fen_char(),
                board1: side1.fen_char(),
                expected: expected.fen_char(),
                rules: if options.inverted {
                    "inverted"
                } else {
                    "normal"
                },
            });
        }
        let mut missing = Vec::new();
        for (i, b) in boards.iter().enumerate() {
            check_board(b, i as u8 + 1, &mut missing)?;
        }
        check_counts(&boards)?;
        let phase = match missing.as_slice() {
            [] => Phase::Board1,
            // Only a mirror placement replaces a king: on board 2 (V-6), or on board 1 by
            // an Eternal transfer (V-7). Under other options a missing king is an error.
            [(index, colour)] if !(options.mirror && (*index == 1 || options.eternal)) => {
                return Err(ValhallaFenError::setup(
                    *index as u8 + 1,
                    SetupError::MissingKing(*colour),
                ));
            }
            [(index, colour)] => {
                let pos = Valhalla::from_parts(options, boards, Phase::Board1);
                let loser = pos.player_of(*colour, *index);
                Phase::Over(Outcome::win(loser.flip(), EndReason::KingReplaced))
            }
            more => {
                let which = more
                    .iter()
                    .map(|(i, c)| format!("{} on board {}", c.name(), i + 1))
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(ValhallaFenError::MissingKings {
                    missing: more.len(),
                    which,
                });
            }
        };
        Ok(Valhalla::from_parts(options, boards, phase))
    }

    /// The position string. Only positions at the start of a turn (and finished games)
    /// are V-11 positions; inside a turn the boards are written as they stand.
    pub fn to_position_string(&self) -> String {
        format!("{} | {}", self.boards[0].fen(), self.boards[1].fen())
    }
}

/// The rules of one board: at most one king per side (a missing one is noted), no pawn
/// on the first or last rank, an en-passant square on the right rank.
fn check_board(
    b: &Chess,
    board: u8,
    missing: &mut Vec<(usize, Color)>,
) -> Result<(), ValhallaFenError> {
    for color in Color::ALL {
        match b.board().pieces(color, Role::King).count_ones() {
            0 => missing.push((board as usize - 1, color)),
            1 => {}
            count => {
                return Err(ValhallaFenError::setup(
                    board,
                    SetupError::TooManyKings { color, count },
                ));
            }
        }
    }
    let bad_pawns = b.board().by_role(Role::Pawn) & (RANK_1 | RANK_8);
    if bad_pawns != 0 {
        return Err(ValhallaFenError::setup(
            board,
            SetupError::PawnOnBackRank(square_name(bad_pawns.trailing_zeros() as Square)),
        ));
    }
    if let Some(ep) = b.ep_square() {
        let expected = if b.turn() == Color::White { 5 } else { 2 };
        if rank_of(ep) != expected {
            return Err(ValhallaFenError::setup(
                board,
                SetupError::EnPassantRank {
                    square: square_name(ep),
                    expected: expected + 1,
                    side: b.turn().name(),
                },
            ));
        }
    }
    Ok(())
}

/// Pieces never change colour, so each colour has at most its 17 pieces (16 and the
/// Valhalla king) and 8 pawns on the two boards together.
fn check_counts(boards: &[Chess; 2]) -> Result<(), ValhallaFenError> {
    for color in Color::ALL {
        let count: u32 = boards
            .iter()
            .map(|b| b.board().by_color(color).count_ones())
            .sum();
        let max = TOTAL_PIECES / 2;
        if count > max {
            return Err(ValhallaFenError::TooMany {
                color,
                what: "pieces",
                count,
                max,
            });
        }
        let pawns: u32 = boards
            .iter()
            .map(|b| b.board().pieces(color, Role::Pawn).count_ones())
            .sum();
        if pawns > 8 {
            return Err(ValhallaFenError::TooMany {
                color,
                what: "pawns",
                count: pawns,
                max: 8,
            });
        }
    }
    Ok(())
}
