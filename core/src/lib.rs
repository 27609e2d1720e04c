//! Otherworlds core: rules, notation, perft and the engine for standard chess, Two
//! Worlds, 4D chess and Valhalla chess. No GUI dependency.
//!
//! The search, the command-line tool and the app all program against [`game::Position`];
//! [`variant::AnyPosition`] is the one place that dispatches on the variant.

pub mod decision;
mod ending;
pub mod engine;
mod forwards;
pub mod fourd;
pub mod game;
pub mod geometry;
pub mod kernel;
pub mod perft;
pub mod record;
pub mod standard;
pub mod two_worlds;
pub mod uci;
pub mod valhalla;
pub mod variant;

pub use decision::{Decision, DecisionKind};
pub use game::{EndReason, Game, MoveError, Outcome, Position};
pub use kernel::{Color, Role};
pub use variant::{AnyMove, AnyPosition, PositionError, ValhallaOptions, Variant};
