//! A position string of any variant that did not become a position, by stage.
use crate::fourd::FourDFenError;
use crate::setup::ReadError;
use crate::standard::FenError;
use crate::two_worlds::TwFenError;
use crate::valhalla::ValhallaFenError;
use thiserror::Error;

/// The text stage's error of any variant: a field that does not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    #[error("{0}")]
    Standard(#[from] FenError),
    #[error("{0}")]
    TwoWorlds(#[from] TwFenError),
    #[error("{0}")]
    FourD(#[from] FourDFenError),
    #[error("{0}")]
    Valhalla(#[from] ValhallaFenError),
}

/// A position string that could not be read, for any variant: its text
/// (`PositionError::Parse`) or its setup (`PositionError::Setup`, one
/// [`crate::setup::SetupError`] for every variant).
pub type PositionError = ReadError<ParseError>;
