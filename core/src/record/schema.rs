//! The saved-game schema (docs/saved-games.md): [`GameRecord`], the typed record the
//! app and the CLI use, and its JSON form for schema 1.
use super::time::Timestamp;
use crate::game::{EndReason, Outcome};
use crate::kernel::Color;
use crate::variant::Variant;
use serde::{Deserialize, Serialize};

/// The value of the `"format"` field: marks a JSON file as an Otherworlds saved game.
pub const FORMAT: &str = "otherworlds-game";

/// The schema version this code writes and the only one it reads.
pub const SCHEMA: u64 = 1;

/// The largest saved-game file that is read (8 MiB); a 300-turn game is about 10 KiB.
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    Human,
    Computer,
}

/// One side's player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub kind: PlayerKind,
    /// A name for people, if any.
    #[serde(default)]
    pub name: Option<String>,
    /// The computer's level (1–8, see `engine::level`); None for people.
    #[serde(default)]
    pub level: Option<u8>,
}

impl Player {
    /// A person, optionally named.
    pub fn human(name: Option<&str>) -> Player {
        Player {
            kind: PlayerKind::Human,
            name: name.map(str::to_string),
            level: None,
        }
    }

    /// The computer at `level`.
    pub fn computer(level: u8) -> Player {
        Player {
            kind: PlayerKind::Computer,
            name: None,
            level: Some(level),
        }
    }
}

/// Both sides' players. In Valhalla `white` is player A (White on board 1) and `black`
/// player B, whatever colours they play on board 2.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Players {
    pub white: Player,
    pub black: Player,
}

impl Default for Players {
    /// Two unnamed people.
    fn default() -> Players {
        Players {
            white: Player::human(None),
            black: Player::human(None),
        }
    }
}

/// A saved game: the start position and the moves, with who played them and how it
/// ended. Nothing here is trusted until [`GameRecord::replay`] has played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub variant: Variant,
    /// The start position string (FEN and its variant forms, RULES.md).
    pub start: String,
    /// The whole turns played, in the canonical notation (Valhalla: V-12 turn strings).
    pub moves: Vec<String>,
    /// Valhalla only: the decisions of a turn left unfinished when the game was saved
    /// (its parts in V-12 notation, e.g. `["e4d5", "p@a7"]`); empty otherwise.
    pub turn_in_progress: Vec<String>,
    pub players: Players,
    /// How the game ended; None while it goes on.
    pub result: Option<Outcome>,
    /// When the game began and when it was saved (RFC 3339, UTC); kept as written, since
    /// they are informational and a file is never rejected for its dates
    /// (docs/saved-games.md); [`GameRecord::created_at`] and [`GameRecord::saved_at`]
    /// read them as [`Timestamp`]s.
    pub created: Option<String>,
    pub saved: Option<String>,
    /// The version of the program that saved the game.
    pub app_version: Option<String>,
}

impl GameRecord {
    /// When the game began, if `created` is set and reads as a date (leniently, see
    /// [`Timestamp::parse_rfc3339`]).
    pub fn created_at(&self) -> Option<Timestamp> {
        self.created.as_deref().and_then(Timestamp::parse_rfc3339)
    }

    /// When the game was saved, if `saved` is set and reads as a date.
    pub fn saved_at(&self) -> Option<Timestamp> {
        self.saved.as_deref().and_then(Timestamp::parse_rfc3339)
    }
}

/// Schema 1 as it is written in JSON. Unknown fields are ignored (forward-compatible
/// additions); `format` and `schema` are checked before this is read.
#[derive(Serialize, Deserialize)]
pub(super) struct WireV1 {
    pub format: String,
    pub schema: u64,
    pub variant: String,
    pub start: String,
    pub moves: Vec<String>,
    #[serde(default)]
    pub turn_in_progress: Vec<String>,
    pub players: Players,
    pub result: Option<String>,
    pub reason: Option<String>,
    #[serde(default)]
    pub created: Option<String>,
    #[serde(default)]
    pub saved: Option<String>,
    #[serde(default)]
    pub app_version: Option<String>,
}

/// Every end reason, to read them back by name.
pub(super) const REASONS: [EndReason; 7] = [
    EndReason::Checkmate,
    EndReason::Stalemate,
    EndReason::InsufficientMaterial,
    EndReason::ThreefoldRepetition,
    EndReason::FiftyMoves,
    EndReason::KingReplaced,
    EndReason::Resignation,
];

/// The winner a score names: Some(None) for a draw, None if it is no score.
pub(super) fn winner_of_score(score: &str) -> Option<Option<Color>> {
    match score {
        "1-0" => Some(Some(Color::White)),
        "0-1" => Some(Some(Color::Black)),
        "1/2-1/2" => Some(None),
        _ => None,
    }
}

/// `1-0 checkmate`, or `none (the game goes on)`.
pub(super) fn describe_result(result: Option<Outcome>) -> String {
    match result {
        Some(o) => o.to_string(),
        None => "none (the game goes on)".to_string(),
    }
}
