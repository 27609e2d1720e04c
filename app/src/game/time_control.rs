//! Time controls (issue 18): a base time and an increment, lichess's presets, and the
//! ranges a typed one must keep to (the New game dialog's row is `play::time_control`).
use serde::{Deserialize, Serialize};

/// A base time per side and an increment added after each turn the side finishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    pub base_ms: u64,
    pub increment_ms: u64,
}

/// lichess's presets, as (minutes, seconds of increment).
pub const PRESETS: [(u64, u64); 11] = [
    (1, 0),
    (2, 1),
    (3, 0),
    (3, 2),
    (5, 0),
    (5, 3),
    (10, 0),
    (10, 5),
    (15, 10),
    (30, 0),
    (30, 20),
];

/// The custom fields' ranges: whole minutes of base time, whole seconds of increment.
pub const MINUTES: std::ops::RangeInclusive<u64> = 1..=180;
pub const SECONDS: std::ops::RangeInclusive<u64> = 0..=180;

impl TimeControl {
    /// `minutes` of base time and `seconds` of increment.
    pub const fn new(minutes: u64, seconds: u64) -> TimeControl {
        TimeControl {
            base_ms: minutes * 60_000,
            increment_ms: seconds * 1000,
        }
    }

    /// "3+2": minutes and seconds, as lichess writes a time control (a base that is
    /// not whole minutes, from a file, as seconds: "90s+0").
    pub fn label(&self) -> String {
        let inc = self.increment_ms / 1000;
        if self.base_ms.is_multiple_of(60_000) {
            format!("{}+{inc}", self.base_ms / 60_000)
        } else {
            format!("{}s+{inc}", self.base_ms / 1000)
        }
    }
}
