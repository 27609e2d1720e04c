//! 4D-FEN (RULES.md §3): four boards separated by `|` in the order (z=0,w=0), (z=1,w=0),
//! (z=0,w=1), (z=1,w=1), each as 4 ranks (rank 4 first) separated by `/` with FEN digits
//! for empty runs; then `<side> <halfmove> <fullmove>` — exactly 4 fields.
//!
//! 4D's text stage: a 4D-FEN read into a [`Setup`] (a `FourDFenError` names the field,
//! the board and the rank) and a setup written as a 4D-FEN, the one writer
//! [`FourD::fen`] goes through.
use super::cells::cell_at;
use super::setup::Setup;
use super::{FourD, PieceSet};
use crate::fields::{self, FieldError};
use crate::kernel::Piece;
use crate::setup::ReadError;
use std::fmt;
use thiserror::Error;

/// The full-set start (D4-6).
pub const FOURD_START: &str = "4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 w 0 1";
/// The classic 10-piece start (D4-7).
pub const FOURD_CLASSIC_START: &str = "4/4/1PP1/RNBQ|4/4/1PP1/K2R|rnbq/1pp1/4/4|k2r/1pp1/4/4 w 0 1";

/// `2 (z=1, w=0)` for the 1-based board number 2.
fn board_label(board: &u8) -> String {
    let b = board.saturating_sub(1);
    format!("{board} (z={}, w={})", b & 1, b >> 1)
}

/// What is wrong with the text of a 4D-FEN.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FourDFenError {
    #[error("expected 4 space-separated fields (placement, side, halfmove, fullmove), found {0}")]
    FieldCount(usize),
    #[error("field 1 (placement): expected 4 boards separated by '|', found {0}")]
    BoardCount(usize),
    #[error(
        "field 1 (placement), board {}: expected 4 ranks separated by '/', found {count}",
        board_label(.board)
    )]
    RankCount { board: u8, count: usize },
    #[error(
        "field 1 (placement), board {}, rank {rank}: describes {width} cells, expected 4",
        board_label(.board)
    )]
    RankWidth { board: u8, rank: u8, width: usize },
    #[error(
        "field 1 (placement), board {}, rank {rank}: '{}' is not a piece letter or digit 1-4",
        board_label(.board),
        crate::quote::quote_char(*.ch)
    )]
    BadChar { board: u8, rank: u8, ch: char },
    /// The side to move or a clock (fields 2, 3, 4).
    #[error(transparent)]
    Field(#[from] FieldError),
}

impl Setup {
    /// Reads a 4D-FEN for the given piece set without judging whether the position is
    /// legal.
    pub fn parse(set: PieceSet, text: &str) -> Result<Setup, FourDFenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 4 {
            return Err(FourDFenError::FieldCount(fields.len()));
        }
        let boards: Vec<&str> = fields[0].split('|').collect();
        if boards.len() != 4 {
            return Err(FourDFenError::BoardCount(boards.len()));
        }
        let mut setup = Setup::empty(set);
        for (b, board_text) in boards.iter().enumerate() {
            let board = b as u8 + 1;
            let ranks: Vec<&str> = board_text.split('/').collect();
            if ranks.len() != 4 {
                return Err(FourDFenError::RankCount {
                    board,
                    count: ranks.len(),
                });
            }
            for (i, rank_text) in ranks.iter().enumerate() {
                let y = 3 - i as i8;
                let rank = y as u8 + 1;
                let mut x = 0usize;
                for ch in rank_text.chars() {
                    if let Some(d) = ch.to_digit(10).filter(|d| (1..=4).contains(d)) {
                        x += d as usize;
                    } else if let Some(piece) = Piece::from_char(ch) {
                        let cell = cell_at([x as i8, y, (b & 1) as i8, (b >> 1) as i8]);
                        if let Some(c) = cell {
                            setup.pieces[c as usize] = Some(piece);
                        }
                        x += 1;
                    } else {
                        return Err(FourDFenError::BadChar { board, rank, ch });
                    }
                }
                if x != 4 {
                    return Err(FourDFenError::RankWidth {
                        board,
                        rank,
                        width: x,
                    });
                }
            }
        }
        setup.turn = fields::parse_side(2, fields[1])?;
        (setup.halfmove, setup.fullmove) = fields::parse_clocks(3, fields[2], fields[3])?;
        Ok(setup)
    }
}

/// The setup as a 4D-FEN.
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut boards = Vec::with_capacity(4);
        for b in 0..4i8 {
            let mut ranks = Vec::with_capacity(4);
            for y in (0..4).rev() {
                let mut s = String::new();
                let mut empty = 0;
                for x in 0..4 {
                    let piece =
                        cell_at([x, y, b & 1, b >> 1]).and_then(|c| self.pieces[c as usize]);
                    match piece {
                        Some(p) => {
                            if empty > 0 {
                                s.push_str(&empty.to_string());
                                empty = 0;
                            }
                            s.push(p.char());
                        }
                        None => empty += 1,
                    }
                }
                if empty > 0 {
                    s.push_str(&empty.to_string());
                }
                ranks.push(s);
            }
            boards.push(ranks.join("/"));
        }
        write!(
            f,
            "{} {} {} {}",
            boards.join("|"),
            self.turn.fen_char(),
            self.halfmove,
            self.fullmove.max(1)
        )
    }
}

impl FourD {
    /// Reads and judges a 4D-FEN for the given piece set.
    pub fn from_fen(set: PieceSet, text: &str) -> Result<FourD, ReadError<FourDFenError>> {
        let setup = Setup::parse(set, text).map_err(ReadError::Parse)?;
        Ok(FourD::from_setup(setup)?)
    }

    /// The position as a 4D-FEN.
    pub fn fen(&self) -> String {
        self.to_setup().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Color;
    use crate::setup::{BackRanks, SetupError};

    #[test]
    fn start_strings_round_trip() {
        for (set, text) in [
            (PieceSet::Full, FOURD_START),
            (PieceSet::Classic, FOURD_CLASSIC_START),
        ] {
            let pos = FourD::from_fen(set, text);
            assert_eq!(pos.as_ref().map(|p| p.fen()), Ok(text.to_string()));
        }
    }

    #[test]
    fn every_fen_error_kind_names_its_field() {
        const K: &str = "4/4/4/K3|4/4/4/4|4/4/4/3k|4/4/4/4";
        let cases: Vec<(String, ReadError<FourDFenError>)> = vec![
            (
                format!("{K} w 0"),
                ReadError::Parse(FourDFenError::FieldCount(3)),
            ),
            (
                format!("{K} w - 0 1"),
                ReadError::Parse(FourDFenError::FieldCount(5)),
            ),
            (
                "4/4/4/K3|4/4/4/4|4/4/4/3k w 0 1".into(),
                ReadError::Parse(FourDFenError::BoardCount(3)),
            ),
            (
                "4/4/4/K3|4/4/4/4|4/4/4/3k|4/4/4/4|4/4/4/4 w 0 1".into(),
                ReadError::Parse(FourDFenError::BoardCount(5)),
            ),
            (
                "4/4/K3|4/4/4/4|4/4/4/3k|4/4/4/4 w 0 1".into(),
                ReadError::Parse(FourDFenError::RankCount { board: 1, count: 3 }),
            ),
            (
                "4/4/4/K3|4/4/4/4|4/4/4/3k|4/4/4/4/4 w 0 1".into(),
                ReadError::Parse(FourDFenError::RankCount { board: 4, count: 5 }),
            ),
            (
                "4/4/4/K2|4/4/4/4|4/4/4/3k|4/4/4/4 w 0 1".into(),
                ReadError::Parse(FourDFenError::RankWidth {
                    board: 1,
                    rank: 1,
                    width: 3,
                }),
            ),
            (
                "4/4/4/K3|4/4/4/4|4/4/4/3k|4/1P3/4/4 w 0 1".into(),
                ReadError::Parse(FourDFenError::RankWidth {
                    board: 4,
                    rank: 3,
                    width: 5,
                }),
            ),
            (
                // An 8x8 digit is not a 4D digit.
                "4/4/4/K3|8/4/4/4|4/4/4/3k|4/4/4/4 w 0 1".into(),
                ReadError::Parse(FourDFenError::BadChar {
                    board: 2,
                    rank: 4,
                    ch: '8',
                }),
            ),
            (
                "4/4/4/K3|4/4/4/4|4/4/X3/3k|4/4/4/4 w 0 1".into(),
                ReadError::Parse(FourDFenError::BadChar {
                    board: 3,
                    rank: 2,
                    ch: 'X',
                }),
            ),
            (
                format!("{K} x 0 1"),
                ReadError::Parse(FourDFenError::Field(FieldError::Side {
                    field: 2,
                    text: "x".into(),
                })),
            ),
            (
                format!("{K} w -1 1"),
                ReadError::Parse(FourDFenError::Field(FieldError::Halfmove {
                    field: 3,
                    text: "-1".into(),
                })),
            ),
            (
                format!("{K} w 0 0"),
                ReadError::Parse(FourDFenError::Field(FieldError::Fullmove {
                    field: 4,
                    text: "0".into(),
                })),
            ),
            (
                "4/4/4/K3|4/4/4/4|4/4/4/4|4/4/4/4 w 0 1".into(),
                ReadError::Setup(SetupError::MissingKing(Color::Black)),
            ),
            (
                "4/4/4/K3|4/4/4/K3|4/4/4/3k|4/4/4/4 w 0 1".into(),
                ReadError::Setup(SetupError::TooManyKings {
                    color: Color::White,
                    count: 2,
                }),
            ),
            (
                "P3/4/4/K3|4/4/4/4|4/4/4/3k|4/4/4/4 w 0 1".into(),
                ReadError::Setup(SetupError::PawnOnBackRank {
                    cell: "a4[0,0]".into(),
                    ranks: BackRanks::OneOrFour,
                }),
            ),
            (
                "4/4/4/K3|4/4/4/4|4/4/4/3k|4/4/4/p3 w 0 1".into(),
                ReadError::Setup(SetupError::PawnOnBackRank {
                    cell: "a1[1,1]".into(),
                    ranks: BackRanks::OneOrFour,
                }),
            ),
            (
                // The black rook on a4[0,0] attacks the white king on a1[0,0] along y
                // while it is Black's move.
                "r3/4/4/K3|4/4/4/4|4/4/4/3k|4/4/4/4 b 0 1".into(),
                ReadError::Setup(SetupError::OppositeCheck(Color::White)),
            ),
        ];
        for (text, want) in cases {
            let got = FourD::from_fen(PieceSet::Full, &text);
            assert_eq!(got.as_ref().err(), Some(&want), "{text}");
        }
        assert_eq!(
            FourDFenError::BadChar {
                board: 3,
                rank: 2,
                ch: 'X'
            }
            .to_string(),
            "field 1 (placement), board 3 (z=0, w=1), rank 2: 'X' is not a piece letter or digit 1-4"
        );
    }
}
