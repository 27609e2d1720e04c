//! Saved games in the app: the core's record module (docs/saved-games.md) joined to the
//! app's players, read through the app's file layer, and the autosave of a window's slot.
use super::lock::{self, Claim};
use super::read::{ReadError, read_regular};
use super::store::{Faults, WriteError, move_aside};
use otherworlds_core::record::{self, GameRecord, LoadError, LoadedGame, SaveError, Timestamp};
use otherworlds_core::{AnyPosition, Game};
use std::path::{Path, PathBuf};

/// The record of `game` as the app writes it: the players (`game::players` says who
/// they are in the schema's terms), result, dates, the clocks and
/// the app's version; `created` is kept from when the game began (or was first loaded).
pub fn record_of(
    game: &Game<AnyPosition>,
    players: record::Players,
    created: Option<Timestamp>,
    clock: Option<record::ClockRecord>,
) -> Result<GameRecord, SaveError> {
    let mut record = GameRecord::from_game(game, players)?;
    record.clock = clock;
    if let Some(created) = created {
        record.created = Some(created.to_rfc3339());
    }
    record.app_version = Some(env!("CARGO_PKG_VERSION").to_string());
    Ok(record)
}

/// The bytes of `game`'s record (see [`record_of`]) with the arrows and circles drawn on
/// its positions, as a save or the autosave writes
/// them (through the files worker).
pub fn game_bytes(
    game: &Game<AnyPosition>,
    players: record::Players,
    created: Option<Timestamp>,
    clock: Option<record::ClockRecord>,
    drawings: &record::Drawings,
) -> Result<Vec<u8>, SaveError> {
    let mut record = record_of(game, players, created, clock)?;
    record.drawings = record::write_drawings(game, drawings);
    Ok(record.to_json()?.into_bytes())
}

/// Why a saved game did not load: its file, or what is in it.
#[derive(Debug, thiserror::Error)]
pub enum GameFileError {
    #[error("{0}")]
    Read(#[from] ReadError),
    #[error("{0}")]
    Load(#[from] LoadError),
    /// A PGN file's error: game, line, column and token, as the core words it.
    #[error("{0}")]
    Pgn(#[from] otherworlds_core::pgn::PgnError),
}

/// Reads and replays a saved game (on the files worker); the caller's game is not
/// touched whatever happens.
pub fn read_game(path: &Path) -> Result<LoadedGame, GameFileError> {
    let bytes = read_regular(path, record::MAX_FILE_BYTES)?;
    Ok(record::load_bytes(&bytes)?)
}

/// What the autosave of a window's slot held at start.
#[derive(Debug)]
pub enum Restored {
    /// No autosave yet.
    Nothing,
    Game(Box<LoadedGame>),
    /// It did not load; it was moved to `aside` (or could not be: then it stays, and
    /// this window does not autosave over it).
    Broken {
        error: GameFileError,
        aside: Result<PathBuf, WriteError>,
    },
    /// It could not be read (a permission, a failing disk): left alone, not overwritten.
    Unreadable(ReadError),
}

/// A window's start (on the files worker): its autosave slot in `dir` (see
/// [`super::lock`]), then the game autosaved there; an autosave that does not load is
/// moved aside. Temporary files left by a process killed in the middle of a save are
/// removed on the way.
pub fn restore_autosave(dir: &Path, faults: &Faults) -> (Claim, Option<Restored>) {
    let claim = lock::claim(dir);
    let Some(slot) = claim.slot() else {
        return (claim, None);
    };
    let name = lock::autosave_name(slot);
    record::remove_stale_temporaries_of(dir, &name, record::STALE_AFTER);
    let path = dir.join(&name);
    let restored = match read_game(&path) {
        Ok(loaded) => Restored::Game(Box::new(loaded)),
        Err(GameFileError::Read(ReadError::Missing { .. })) => Restored::Nothing,
        Err(GameFileError::Read(e)) if !e.is_unusable() => Restored::Unreadable(e),
        Err(error) => Restored::Broken {
            error,
            aside: move_aside(&path, faults),
        },
    };
    (claim, Some(restored))
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    #[test]
    fn a_saved_game_keeps_its_creation_date_and_the_app_version() {
        let mut game = Game::new(AnyPosition::new(Variant::Standard));
        game.play_str("e2e4").expect("legal");
        let created = Timestamp::parse_rfc3339("2020-01-02T03:04:05Z");
        let record = record_of(&game, record::Players::default(), created, None).expect("saves");
        assert_eq!(record.created.as_deref(), Some("2020-01-02T03:04:05Z"));
        assert_eq!(
            record.app_version.as_deref(),
            Some(env!("CARGO_PKG_VERSION"))
        );
        assert_eq!(record.moves, ["e2e4"]);
    }
}
