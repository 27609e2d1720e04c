//! The setup stage between a position string and a position, as shakmaty keeps `Fen`,
//! `Setup` and `Position` apart. Every variant reads in three stages:
//!
//! 1. text → setup: the variant's `fen.rs` reads its string into its plain-data `Setup`
//!    (`standard::Setup`, `two_worlds::Setup`, `fourd::Setup`, `valhalla::Setup`); a
//!    syntax error names the field (`FenError`, `TwFenError`, `FourDFenError`,
//!    `ValhallaFenError`). The same type's `Display` writes the string back: it is the
//!    one writer of each variant's position strings.
//! 2. setup → position: the variant's `from_setup` judges whether the setup is a legal
//!    position, with one error type for every variant ([`SetupError`]).
//! 3. position → setup: `to_setup`, which `position_string` goes through.
//!
//! A setup is edited as data: its fields directly, or in variant-neutral cells through
//! [`Editable`] (each variant's `edit.rs`; what the app's board editor and exercises
//! use, through `crate::any::AnySetup`). The files of a variant depend one way: `fen.rs`
//! and `edit.rs` on `setup.rs`, `edit.rs` on `fen.rs` (for a field read on its own).
mod castling;
mod edit;
mod error;

pub use castling::{CastlingKind, CastlingRight, CastlingRights, letters};
pub use edit::Editable;
pub use error::{BackRanks, ReadError, SetupError};
