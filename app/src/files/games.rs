//! Saved games in the app: the core's record module (docs/saved-games.md) joined to the
//! app's players.
use crate::play::players::{Player, Players};
use otherworlds_core::record::{self, GameRecord, LoadError, LoadedGame, SaveError, Timestamp};
use otherworlds_core::{AnyPosition, Game};
use std::path::Path;

/// The app's players as the saved-game schema writes them.
pub fn record_players(players: Players) -> record::Players {
    let side = |p: Player| match p {
        Player::Human => record::Player::human(None),
        Player::Computer(level) => record::Player::computer(level.number()),
    };
    record::Players {
        white: side(players.white),
        black: side(players.black),
    }
}

/// The app's players from a saved game (a computer without a level is taken as level 1).
pub fn app_players(players: &record::Players) -> Players {
    let side = |p: &record::Player| match p.kind {
        record::PlayerKind::Human => Player::Human,
        record::PlayerKind::Computer => Player::computer(p.level.unwrap_or(1)),
    };
    Players {
        white: side(&players.white),
        black: side(&players.black),
    }
}

/// The record of `game` as the app writes it: players, result, dates and the app's
/// version; `created` is kept from when the game began (or was first loaded).
pub fn record_of(
    game: &Game<AnyPosition>,
    players: Players,
    created: Option<Timestamp>,
) -> Result<GameRecord, SaveError> {
    let mut record = GameRecord::from_game(game, record_players(players))?;
    if let Some(created) = created {
        record.created = Some(created.to_rfc3339());
    }
    record.app_version = Some(env!("CARGO_PKG_VERSION").to_string());
    Ok(record)
}

/// Saves `game` to `path` (atomically).
pub fn save_game(
    path: &Path,
    game: &Game<AnyPosition>,
    players: Players,
    created: Option<Timestamp>,
) -> Result<(), SaveError> {
    record::save_atomic(path, &record_of(game, players, created)?)
}

/// Loads a saved game; the caller's game is not touched whatever happens.
pub fn load_game(path: &Path) -> Result<LoadedGame, LoadError> {
    record::load_file(path)
}

/// The file name of `path` for messages ("game.json").
pub fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    #[test]
    fn players_survive_the_record_form() {
        let players = Players {
            white: Player::computer(3),
            black: Player::Human,
        };
        assert_eq!(app_players(&record_players(players)), players);
    }

    #[test]
    fn a_saved_game_keeps_its_creation_date_and_the_app_version() {
        let mut game = Game::new(AnyPosition::new(Variant::Standard));
        game.play_str("e2e4").expect("legal");
        let created = Timestamp::parse_rfc3339("2020-01-02T03:04:05Z");
        let record = record_of(&game, Players::default(), created).expect("saves");
        assert_eq!(record.created.as_deref(), Some("2020-01-02T03:04:05Z"));
        assert_eq!(
            record.app_version.as_deref(),
            Some(env!("CARGO_PKG_VERSION"))
        );
        assert_eq!(record.moves, ["e2e4"]);
    }
}
