//! Otherworlds core: rules, notation, perft and the engine for standard chess, Two
//! Worlds, 4D chess and Valhalla chess. No GUI dependency.
//!
//! A position is programmed against by concern ([`game`]): its [`Rules`], its
//! [`Notation`], what a view draws of it ([`Drawable`]) and the engine's hooks
//! ([`Searchable`]); [`Position`] is all four, and [`prelude`] brings them into scope.
//! The search is generic over [`Searchable`] (and [`Notation`] for move strings);
//! [`any::AnyPosition`] is the one place that dispatches on the variant.
//!
//! Layers, each importing only those above it: [`quote`], [`kernel`] and [`linear`]
//! (leaves), [`variant`] (ids and families), [`fields`] and [`placement`] (the text of
//! position strings), [`geometry`], [`setup`] (castling rights as data, the setup
//! errors, the [`setup::Editable`] interface), [`game`] (the position traits and
//! `Game`), the rules ([`standard`], [`two_worlds`], [`fourd`], [`valhalla`]: each reads
//! its position strings into its `Setup` and judges that), [`perft`], [`any`] (the
//! dispatch, and [`AnySetup`]), then [`engine`], [`tune`], [`uci`] and [`record`], and
//! [`pgn`] (which converts to and from records).

pub mod any;
pub mod decision;
mod ending;
pub mod engine;
pub mod fields;
mod forwards;
pub mod fourd;
pub mod game;
pub mod geometry;
pub mod kernel;
pub mod linear;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod placement;
pub mod prelude;
pub mod puzzle;
pub mod quote;
pub mod ratings;
pub mod record;
pub mod setup;
pub mod standard;
pub mod tune;
pub mod two_worlds;
pub mod uci;
pub mod valhalla;
pub mod variant;

pub use any::{AnyMove, AnyPosition, AnySetup, ParseError, PositionError};
pub use decision::{Decision, DecisionKind};

pub use game::{
    Drawable, EndError, EndReason, Game, MoveError, Notation, Outcome, Position, Rules, Searchable,
};
pub use kernel::{Color, Role};
pub use setup::{Editable, SetupError};
pub use variant::{Family, ValhallaOptions, Variant, VariantError};
