//! The traits a user of positions wants in scope, so that one line brings every
//! method of a position: `use otherworlds_core::prelude::*;`.
pub use crate::game::{Drawable, Notation, Position, Rules, Searchable};
