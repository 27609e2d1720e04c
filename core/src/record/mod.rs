//! Saved games (docs/saved-games.md): a versioned JSON schema, writing a
//! `Game<AnyPosition>` to it, reading one back by replaying every move with the full
//! rules, atomic saves and the autosave. No GUI dependency: the app and the CLI share it.
//!
//! Loading returns a new game or a [`LoadError`] that names the problem and the place;
//! it never panics and never touches a game the caller holds.
//!
//! ```
//! use otherworlds_core::record::{GameRecord, Players, load_str};
//! use otherworlds_core::{AnyPosition, Game, Variant};
//!
//! let mut game = Game::new(AnyPosition::new(Variant::Standard));
//! game.play_str("e2e4").unwrap();
//! let json = GameRecord::from_game(&game, Players::default()).unwrap().to_json().unwrap();
//! let loaded = load_str(&json).unwrap();
//! assert_eq!(loaded.record.moves, ["e2e4"]);
//! ```

mod drawings;
mod error;
mod file;
mod read;
mod schema;
mod target;
mod time;

mod write;

#[cfg(test)]
mod tests;

pub use drawings::{
    Arrow, Circle, DrawColor, Drawing, DrawingEntry, Drawings, cell_names, read_drawings,
    write_drawings,
};
pub use error::{LoadError, SaveError};
pub use file::{
    AUTOSAVE_FILE, STALE_AFTER, autosave_path, load_autosave, load_file, remove_autosave,
    remove_stale_temporaries, remove_stale_temporaries_of, save_atomic, save_autosave,
    write_atomic, write_atomic_with,
};
pub use read::{LoadedGame, load_bytes, load_str};
pub use schema::{
    ClockRecord, FORMAT, GameRecord, MAX_CLOCK_MS, MAX_FILE_BYTES, OLDEST_SCHEMA, Player,
    PlayerKind, Players, SCHEMA,
};
pub use target::{NotRegular, what_it_is, write_target};
pub use time::Timestamp;
pub(crate) use write::at_turn_boundary;
