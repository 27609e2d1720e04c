//! FEN reading and writing, in two stages: `parse_fen` reads the text (FenError names
//! the field), `validate` checks that the position is legal chess (SetupError).
use super::Chess;
use crate::fields::{self, FieldError};
use crate::kernel::{
    Board, Color, RANK_1, RANK_8, Role, Square, parse_square, rank_of, square_name,
};
use crate::placement::PlacementError;
use thiserror::Error;

/// What is wrong with the text of a FEN.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenError {
    #[error("expected 6 space-separated fields (or 4), found {0}")]
    FieldCount(usize),
    #[error("field 1 (placement): {0}")]
    Placement(#[from] PlacementError),
    #[error("field 3 (castling): '{}' is not '-' or distinct letters from KQkq", crate::quote::quote(.0))]
    Castling(String),
    #[error("field 4 (en passant): '{}' is not a square or '-'", crate::quote::quote(.0))]
    EnPassant(String),
    /// The side to move or a clock (fields 2, 5, 6).
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error("{0}")]
    Setup(#[from] SetupError),
}

/// What makes a well-formed FEN an impossible position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{} has no king", .0.name())]
    MissingKing(Color),
    #[error("{} has {count} kings, expected one", .color.name())]
    TooManyKings { color: Color, count: u32 },
    #[error("pawn on {0}: pawns cannot stand on the first or last rank")]
    PawnOnBackRank(String),
    #[error("{} is in check but it is {}'s move", .0.name(), .0.flip().name())]
    OppositeCheck(Color),
    #[error("field 4 (en passant): {square} is not on rank {expected} ({side} to move)")]
    EnPassantRank {
        square: String,
        expected: u8,
        side: &'static str,
    },
}

/// Reads a FEN (6 fields, or 4 with the clocks defaulting to `0 1`) without judging
/// whether the position is legal.
pub fn parse_fen(text: &str) -> Result<Chess, FenError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 6 && fields.len() != 4 {
        return Err(FenError::FieldCount(fields.len()));
    }
    let board = Board::from_placement(fields[0])?;
    let turn = fields::parse_side(2, fields[1])?;
    let castling = parse_castling(fields[2])
        .ok_or_else(|| FenError::Castling(crate::quote::clip(fields[2])))?;
    let ep = match fields[3] {
        "-" => None,
        s => Some(parse_square(s).ok_or_else(|| FenError::EnPassant(crate::quote::clip(s)))?),
    };
    let (halfmove, fullmove) = if fields.len() == 6 {
        fields::parse_clocks(5, fields[4], fields[5])?
    } else {
        (0, 1)
    };
    Ok(Chess::from_parts(
        board, turn, castling, ep, halfmove, fullmove,
    ))
}

/// The castling letters of an 8x8 board and their rights bits, in FEN order.
const CASTLING_LETTERS: [(u8, char); 4] = [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')];

/// Reads `KQkq`-style castling letters (any order, each once) or `-`.
pub fn parse_castling(s: &str) -> Option<u8> {
    fields::parse_castling(s, &CASTLING_LETTERS)
}

/// Writes castling bits as `KQkq` letters or `-`.
pub fn castling_string(bits: u8) -> String {
    fields::castling_string(bits, &CASTLING_LETTERS)
}

impl Chess {
    /// Reads and validates a standard chess FEN.
    pub fn from_fen(text: &str) -> Result<Chess, FenError> {
        let pos = parse_fen(text)?;
        pos.validate()?;
        Ok(pos)
    }

    /// Checks the rules every 8x8 board obeys: one king per side, no pawn on the first
    /// or last rank, an en-passant square on the right rank.
    pub fn validate_board(&self) -> Result<(), SetupError> {
        for color in Color::ALL {
            match self.board.pieces(color, Role::King).count_ones() {
                0 => return Err(SetupError::MissingKing(color)),
                1 => {}
                n => return Err(SetupError::TooManyKings { color, count: n }),
            }
        }
        let bad_pawns = self.board.by_role(Role::Pawn) & (RANK_1 | RANK_8);
        if bad_pawns != 0 {
            return Err(SetupError::PawnOnBackRank(square_name(
                bad_pawns.trailing_zeros() as Square,
            )));
        }
        if let Some(ep) = self.ep {
            let expected = if self.turn == Color::White { 5 } else { 2 };
            if rank_of(ep) != expected {
                return Err(SetupError::EnPassantRank {
                    square: square_name(ep),
                    expected: expected + 1,
                    side: self.turn.name(),
                });
            }
        }
        Ok(())
    }

    /// Standard chess validation: the board rules plus "the side not to move is not in
    /// check".
    pub fn validate(&self) -> Result<(), SetupError> {
        self.validate_board()?;
        let them = self.turn.flip();
        if let Some(k) = self.board.king_of(them)
            && self.board.is_attacked(k, self.turn, self.board.occupied())
        {
            return Err(SetupError::OppositeCheck(them));
        }
        Ok(())
    }

    /// The position as a 6-field FEN.
    pub fn fen(&self) -> String {
        let state = fields::write_state(
            self.turn,
            &castling_string(self.castling),
            self.ep,
            self.halfmove,
            self.fullmove,
        );
        format!("{} {state}", self.board.placement())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    #[test]
    fn fen_round_trip() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            KIWIPETE,
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
            "8/8/8/8/8/8/8/K6k b - - 49 120",
        ] {
            assert_eq!(Chess::from_fen(fen).map(|c| c.fen()), Ok(fen.to_string()));
        }
    }

    #[test]
    fn four_field_fen_defaults_the_clocks() {
        let c = Chess::from_fen("8/8/8/8/8/8/8/K6k w - -").map(|c| c.fen());
        assert_eq!(c, Ok("8/8/8/8/8/8/8/K6k w - - 0 1".to_string()));
    }

    #[test]
    fn every_fen_error_kind_names_its_field() {
        let cases: Vec<(&str, FenError)> = vec![
            ("8/8/8/8 w - - 0", FenError::FieldCount(5)),
            ("8/8/8/8/8/8/8/K6k w - - 0 1 extra", FenError::FieldCount(7)),
            (
                "8/8/8/8/8/8/8/K6k/8 w - - 0 1",
                FenError::Placement(PlacementError::RankCount(9)),
            ),
            (
                "8/8/8/8/8/8/8/K5k w - - 0 1",
                FenError::Placement(PlacementError::RankWidth { rank: 1, width: 7 }),
            ),
            (
                "8/8/8/8/8/8/8/K5kX w - - 0 1",
                FenError::Placement(PlacementError::BadChar { rank: 1, ch: 'X' }),
            ),
            (
                "8/8/8/8/8/8/8/K6k x - - 0 1",
                FenError::Field(FieldError::Side {
                    field: 2,
                    text: "x".into(),
                }),
            ),
            (
                "8/8/8/8/8/8/8/K6k w KX - 0 1",
                FenError::Castling("KX".into()),
            ),
            (
                "8/8/8/8/8/8/8/K6k w KK - 0 1",
                FenError::Castling("KK".into()),
            ),
            (
                "8/8/8/8/8/8/8/K6k w - e9 0 1",
                FenError::EnPassant("e9".into()),
            ),
            (
                "8/8/8/8/8/8/8/K6k w - - x 1",
                FenError::Field(FieldError::Halfmove {
                    field: 5,
                    text: "x".into(),
                }),
            ),
            (
                "8/8/8/8/8/8/8/K6k w - - 0 0",
                FenError::Field(FieldError::Fullmove {
                    field: 6,
                    text: "0".into(),
                }),
            ),
            (
                "8/8/8/8/8/8/8/K7 w - - 0 1",
                FenError::Setup(SetupError::MissingKing(Color::Black)),
            ),
            (
                "8/8/8/8/8/8/8/KK5k w - - 0 1",
                FenError::Setup(SetupError::TooManyKings {
                    color: Color::White,
                    count: 2,
                }),
            ),
            (
                "P7/8/8/8/8/8/8/K6k w - - 0 1",
                FenError::Setup(SetupError::PawnOnBackRank("a8".into())),
            ),
            (
                "r7/8/8/8/8/8/8/K6k b - - 0 1",
                FenError::Setup(SetupError::OppositeCheck(Color::White)),
            ),
            (
                "8/8/8/8/8/8/8/K6k w - e3 0 1",
                FenError::Setup(SetupError::EnPassantRank {
                    square: "e3".into(),
                    expected: 6,
                    side: "white",
                }),
            ),
        ];
        for (fen, want) in cases {
            let got = Chess::from_fen(fen);
            assert_eq!(got.as_ref().err(), Some(&want), "{fen}");
            let message = want.to_string();
            assert!(!message.is_empty());
        }
        assert_eq!(
            FenError::EnPassant("e9".into()).to_string(),
            "field 4 (en passant): 'e9' is not a square or '-'"
        );
    }
}
