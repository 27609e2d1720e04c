//! Valhalla as plain data: the rule options and the two boards, each as a full FEN says
//! it (V-11), not yet judged. `fen.rs` reads and writes it; [`Valhalla::from_setup`]
//! judges it (each board's rules, how the boards agree) and [`Valhalla::to_setup`] takes
//! it back.
use super::{Phase, TOTAL_PIECES, Valhalla};
use crate::game::{EndReason, Outcome};
use crate::kernel::{Color, Role};
use crate::setup::SetupError;
use crate::standard;
use crate::variant::ValhallaOptions;

/// A Valhalla position at a turn boundary as its string holds it, legal or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rule options the setup is judged under (not part of the string).
    pub options: ValhallaOptions,
    /// Board 1 (the battlefield) and board 2 (Valhalla). Board 1's side is the player
    /// whose turn it is, and its clocks are the game's; board 2's side must be the colour
    /// that player has there ([`board2_side`]).
    pub boards: [standard::Setup; 2],
}

/// The colour that moves on board 2 when `side1` moves on board 1 (V-2, V-11).
pub fn board2_side(options: ValhallaOptions, side1: Color) -> Color {
    if options.inverted {
        side1.flip()
    } else {
        side1
    }
}

impl Valhalla {
    /// Judges a setup: board 2's side as the options make it, each board's rules (one
    /// king per side, no pawn on the first or last rank, a plausible en-passant square),
    /// at most 17 pieces and 8 pawns of a colour on the two boards. A missing king is
    /// read as a finished king-replaced game where a mirror placement could have
    /// replaced it (V-6, V-7), and is an error elsewhere.
    pub fn from_setup(setup: Setup) -> Result<Valhalla, SetupError> {
        let Setup { options, boards } = setup;
        let (side1, side2) = (boards[0].turn, boards[1].turn);
        let expected = board2_side(options, side1);
        if side2 != expected {
            return Err(SetupError::Board2Side {
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
        let boards = [boards[0].position(), boards[1].position()];
        let phase = match missing.as_slice() {
            [] => Phase::Board1,
            // Only a mirror placement replaces a king: on board 2 (V-6), or on board 1 by
            // an Eternal transfer (V-7). Under other options a missing king is an error.
            [(index, colour)] if !(options.mirror && (*index == 1 || options.eternal)) => {
                return Err(SetupError::MissingKing(*colour).on_board(*index as u8 + 1));
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
                return Err(SetupError::MissingKings {
                    missing: more.len(),
                    which,
                });
            }
        };
        Ok(Valhalla::from_parts(options, boards, phase))
    }

    /// The position as a setup: the boards as they stand (only positions at the start
    /// of a turn, and finished games, are V-11 positions).
    pub fn to_setup(&self) -> Setup {
        Setup {
            options: self.options,
            boards: [self.boards[0].to_setup(), self.boards[1].to_setup()],
        }
    }
}

/// The rules of one board: at most one king per side (a missing one is noted), no pawn
/// on the first or last rank, an en-passant square on the right rank.
fn check_board(
    b: &standard::Setup,
    board: u8,
    missing: &mut Vec<(usize, Color)>,
) -> Result<(), SetupError> {
    for color in Color::ALL {
        match b.kings(color) {
            0 => missing.push((board as usize - 1, color)),
            1 => {}
            count => return Err(SetupError::TooManyKings { color, count }.on_board(board)),
        }
    }
    b.check_pawns_and_en_passant()
        .map_err(|e| e.on_board(board))
}

/// Pieces never change colour, so each colour has at most its 17 pieces (16 and the
/// Valhalla king) and 8 pawns on the two boards together.
fn check_counts(boards: &[standard::Setup; 2]) -> Result<(), SetupError> {
    for color in Color::ALL {
        let count: u32 = boards
            .iter()
            .map(|b| b.board.by_color(color).count_ones())
            .sum();
        let max = TOTAL_PIECES / 2;
        if count > max {
            return Err(SetupError::TooMany {
                color,
                what: "pieces",
                count,
                max,
            });
        }
        let pawns: u32 = boards
            .iter()
            .map(|b| b.board.pieces(color, Role::Pawn).count_ones())
            .sum();
        if pawns > 8 {
            return Err(SetupError::TooMany {
                color,
                what: "pawns",
                count: pawns,
                max: 8,
            });
        }
    }
    Ok(())
}
