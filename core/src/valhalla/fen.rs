//! Position strings (V-11), Valhalla's text stage: `<board-1 FEN> | <board-2 FEN>`, each
//! a full 6-field FEN, read into a [`Setup`] (every error says which board and which
//! field) and a setup written back, the one writer [`Valhalla::to_position_string`]
//! goes through.
use super::Valhalla;
use super::setup::Setup;
use crate::setup::ReadError;
use crate::standard::{self, FenError};
use crate::variant::ValhallaOptions;
use std::fmt;
use thiserror::Error;

/// What is wrong with the text of a Valhalla position string.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ValhallaFenError {
    #[error("expected two FENs separated by one '|' (board 1 | board 2), found {0} part(s)")]
    BoardCount(usize),
    #[error("board {board}: expected a full 6-field FEN, found {found} fields")]
    FieldCount { board: u8, found: usize },
    #[error("board {board}: {error}")]
    Fen { board: u8, error: FenError },
}

impl Setup {
    /// Reads a position string, to be judged under `options`, without judging it.
    pub fn parse(options: ValhallaOptions, text: &str) -> Result<Setup, ValhallaFenError> {
        let parts: Vec<&str> = text.split('|').collect();
        if parts.len() != 2 {
            return Err(ValhallaFenError::BoardCount(parts.len()));
        }
        let mut boards = [standard::Setup::empty(); 2];
        for (i, part) in parts.iter().enumerate() {
            let board = i as u8 + 1;
            let found = part.split_whitespace().count();
            if found != 6 {
                return Err(ValhallaFenError::FieldCount { board, found });
            }
            boards[i] = part
                .parse()
                .map_err(|error| ValhallaFenError::Fen { board, error })?;
        }
        Ok(Setup { options, boards })
    }
}

/// The setup as a position string.
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} | {}", self.boards[0], self.boards[1])
    }
}

impl Valhalla {
    /// Reads and judges a position string under `options`.
    pub fn from_position_string(
        options: ValhallaOptions,
        text: &str,
    ) -> Result<Valhalla, ReadError<ValhallaFenError>> {
        let setup = Setup::parse(options, text).map_err(ReadError::Parse)?;
        Ok(Valhalla::from_setup(setup)?)
    }

    /// The position string. Only positions at the start of a turn (and finished games)
    /// are V-11 positions; inside a turn the boards are written as they stand.
    pub fn to_position_string(&self) -> String {
        self.to_setup().to_string()
    }
}
