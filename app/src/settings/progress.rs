//! What the learner has done in the lessons, kept with the settings in eframe's
//! storage: the places done (a rules section read, a tour step passed, a quiz question
//! answered right, an exercise solved) and where the Learn screen was last.
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Which part of a course is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// The rules page: one section per rule id.
    Rules,
    /// The n-th guided tour.
    Tour(usize),
    /// The n-th exercise stage.
    Exercises(usize),
}

/// The learner's progress. Keys are `<course variant>/<part>/...`, e.g.
/// `4d/rules/D4-1`, `4d/tour/from-3d-to-4d/2`, `two-worlds/stage/vertical/0`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LearnProgress {
    pub done: BTreeSet<String>,
    /// The place last open: course, part and item.
    pub at: Option<Place>,
}

/// A place in the lessons, by index (restored only where it still exists).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub course: usize,
    pub mode: Mode,
    pub index: usize,
}

impl LearnProgress {
    pub fn is_done(&self, key: &str) -> bool {
        self.done.contains(key)
    }

    pub fn mark(&mut self, key: String) {
        self.done.insert(key);
    }
}
