//! Ratings: the four rating families of issue 18 (one Glicko-2 scale each) and the
//! computer levels' ratings on those scales (`levels.rs`, read from
//! `assets/ratings/levels.ron`, written by the calibration command).
//!
//! The families themselves are [`crate::variant::Family`] (re-exported here), in the
//! leaf below the rules, so that a move's family ([`crate::AnyMove::family`]) names the
//! same type.

pub mod calibrate;
pub mod fit;
pub mod glicko;
pub mod levels;

pub use crate::variant::Family;
pub use levels::{LevelRating, LevelRatings, LevelRatingsError};
