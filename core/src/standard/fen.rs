//! FEN (RULES.md §1), standard chess's text stage: a FEN read into a [`Setup`] (a
//! [`FenError`] names the field) and a setup written as a FEN, the one writer
//! [`Chess::fen`] goes through.
use super::Chess;
use super::setup::{CASTLING_RIGHTS, Setup};
use crate::fields::{self, FieldError};
use crate::kernel::{Board, Square};
use crate::placement::PlacementError;
use crate::setup::{CastlingRights, ReadError, letters};
use std::fmt;
use std::str::FromStr;
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
}

/// The castling letters of an 8x8 board and their rights bits, in FEN order.
const CASTLING_LETTERS: [(u8, char); 4] = letters(CASTLING_RIGHTS);

/// Reads the en-passant field: a square or `-`.
pub(crate) fn read_en_passant(text: &str) -> Result<Option<Square>, FenError> {
    fields::parse_en_passant(text).map_err(FenError::EnPassant)
}

/// Reads a FEN (6 fields, or 4 with the clocks defaulting to `0 1`) without judging
/// whether the position is legal.
impl FromStr for Setup {
    type Err = FenError;

    fn from_str(text: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 6 && fields.len() != 4 {
            return Err(FenError::FieldCount(fields.len()));
        }
        let board = Board::from_placement(fields[0])?;
        let turn = fields::parse_side(2, fields[1])?;
        let castling = fields::parse_castling(fields[2], &CASTLING_LETTERS)
            .ok_or_else(|| FenError::Castling(crate::quote::clip(fields[2])))?;
        let ep = read_en_passant(fields[3])?;
        let (halfmove, fullmove) = if fields.len() == 6 {
            fields::parse_clocks(5, fields[4], fields[5])?
        } else {
            (0, 1)
        };
        Ok(Setup {
            board,
            turn,
            castling: CastlingRights::from_bits(castling),
            ep,
            halfmove,
            fullmove,
        })
    }
}

/// The setup as a 6-field FEN.
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = fields::write_state(
            self.turn,
            &fields::castling_string(self.castling.bits(), &CASTLING_LETTERS),
            self.ep,
            self.halfmove,
            self.fullmove.max(1),
        );
        write!(f, "{} {state}", self.board.placement())
    }
}

impl Chess {
    /// Reads and judges a standard chess FEN.
    pub fn from_fen(text: &str) -> Result<Chess, ReadError<FenError>> {
        let setup: Setup = text.parse().map_err(ReadError::Parse)?;
        Ok(Chess::from_setup(setup)?)
    }

    /// The position as a 6-field FEN.
    pub fn fen(&self) -> String {
        self.to_setup().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Color;
    use crate::setup::{BackRanks, SetupError};

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
        let cases: Vec<(&str, ReadError<FenError>)> = vec![
            ("8/8/8/8 w - - 0", ReadError::Parse(FenError::FieldCount(5))),
            (
                "8/8/8/8/8/8/8/K6k w - - 0 1 extra",
                ReadError::Parse(FenError::FieldCount(7)),
            ),
            (
                "8/8/8/8/8/8/8/K6k/8 w - - 0 1",
                ReadError::Parse(FenError::Placement(PlacementError::RankCount(9))),
            ),
            (
                "8/8/8/8/8/8/8/K5k w - - 0 1",
                ReadError::Parse(FenError::Placement(PlacementError::RankWidth {
                    rank: 1,
                    width: 7,
                })),
            ),
            (
                "8/8/8/8/8/8/8/K5kX w - - 0 1",
                ReadError::Parse(FenError::Placement(PlacementError::BadChar {
                    rank: 1,
                    ch: 'X',
                })),
            ),
            (
                "8/8/8/8/8/8/8/K6k x - - 0 1",
                ReadError::Parse(FenError::Field(FieldError::Side {
                    field: 2,
                    text: "x".into(),
                })),
            ),
            (
                "8/8/8/8/8/8/8/K6k w KX - 0 1",
                ReadError::Parse(FenError::Castling("KX".into())),
            ),
            (
                "8/8/8/8/8/8/8/K6k w KK - 0 1",
                ReadError::Parse(FenError::Castling("KK".into())),
            ),
            (
                "8/8/8/8/8/8/8/K6k w - e9 0 1",
                ReadError::Parse(FenError::EnPassant("e9".into())),
            ),
            (
                "8/8/8/8/8/8/8/K6k w - - x 1",
                ReadError::Parse(FenError::Field(FieldError::Halfmove {
                    field: 5,
                    text: "x".into(),
                })),
            ),
            (
                "8/8/8/8/8/8/8/K6k w - - 0 0",
                ReadError::Parse(FenError::Field(FieldError::Fullmove {
                    field: 6,
                    text: "0".into(),
                })),
            ),
            (
                "8/8/8/8/8/8/8/K7 w - - 0 1",
                ReadError::Setup(SetupError::MissingKing(Color::Black)),
            ),
            (
                "8/8/8/8/8/8/8/KK5k w - - 0 1",
                ReadError::Setup(SetupError::TooManyKings {
                    color: Color::White,
                    count: 2,
                }),
            ),
            (
                "P7/8/8/8/8/8/8/K6k w - - 0 1",
                ReadError::Setup(SetupError::PawnOnBackRank {
                    cell: "a8".into(),
                    ranks: BackRanks::FirstOrLast,
                }),
            ),
            (
                "r7/8/8/8/8/8/8/K6k b - - 0 1",
                ReadError::Setup(SetupError::OppositeCheck(Color::White)),
            ),
            (
                "8/8/8/8/8/8/8/K6k w - e3 0 1",
                ReadError::Setup(SetupError::EnPassantRank {
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
