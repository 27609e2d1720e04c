//! Otherworlds core: rules, notation, perft and the engine for standard chess, Two
//! Worlds, 4D chess and Valhalla chess. No GUI dependency.
//!
//! The search, the command-line tool and the app all program against [`game::Position`];
//! [`any::AnyPosition`] is the one place that dispatches on the variant.
//!
//! Layers, each importing only those above it: [`variant`] (ids, a leaf), [`kernel`]
//! and [`geometry`], [`setup`] (castling rights as data, the setup errors, the
//! [`setup::Editable`] interface), [`game`] (the `Position` trait and `Game`), the rules
//! ([`standard`], [`two_worlds`], [`fourd`], [`valhalla`]: each reads its position
//! strings into its `Setup` and judges that), [`perft`], [`any`] (the dispatch, and
//! [`AnySetup`]), then [`engine`], [`uci`] and [`record`], and [`pgn`] (which converts to and
//! from records).

pub mod any;
pub mod decision;
mod ending;
pub mod engine;
mod forwards;
pub mod fourd;
pub mod game;
pub mod geometry;
pub mod kernel;
pub mod linear;
pub mod outcome;
pub mod perft;
pub mod pgn;
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
pub use game::{EndError, EndReason, Game, MoveError, Outcome, Position};
pub use kernel::{Color, Role};
pub use setup::{Editable, SetupError};
pub use variant::{ValhallaOptions, Variant, VariantError};
