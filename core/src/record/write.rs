//! From a game to its record and the record to JSON.
use super::error::SaveError;
use super::schema::{FORMAT, GameRecord, Players, SCHEMA, Wire};
use super::time::Timestamp;
use crate::any::AnyPosition;
use crate::game::{Game, Notation, Rules};

pub(crate) use crate::game::at_turn_boundary;

impl GameRecord {
    /// The record of `game` with its players, created and saved now, its result (a
    /// declared end too, see [`Game::end`]) and no clock. To keep a loaded game's
    /// creation date or store its clocks, set `created` or `clock` afterwards.
    ///
    /// Fails only if the start position cannot be written as a position string that reads
    /// back to the same position (a Valhalla position inside a turn).
    pub fn from_game(game: &Game<AnyPosition>, players: Players) -> Result<GameRecord, SaveError> {
        let start = game.start();
        let variant = start.variant();
        let text = start.position_string();
        if !at_turn_boundary(start) {
            return Err(SaveError::Start {
                problem: "is inside a turn".into(),
            });
        }
        match AnyPosition::from_string(variant, &text) {
            Ok(p) if p.hash() == start.hash() => {}
            Ok(_) => {
                return Err(SaveError::Start {
                    problem: format!("'{text}' does not read back to the same position"),
                });
            }
            Err(e) => {
                return Err(SaveError::Start {
                    problem: format!("'{text}' does not read back: {e}"),
                });
            }
        }
        let mut moves = Vec::new();
        let mut turn: Vec<String> = Vec::new();
        for (ply, &mv) in game.moves().iter().enumerate() {
            let (Some(before), Some(after)) = (game.position_at(ply), game.position_at(ply + 1))
            else {
                break;
            };
            turn.push(before.move_string(mv));
            if at_turn_boundary(after) {
                moves.push(turn.join(","));
                turn.clear();
            }
        }
        let now = Timestamp::now().to_rfc3339();
        Ok(GameRecord {
            variant,
            start: text,
            moves,
            turn_in_progress: turn,
            players,
            result: game.outcome(),
            created: Some(now.clone()),
            saved: Some(now),
            app_version: Some(env!("CARGO_PKG_VERSION").to_string()),
            drawings: Vec::new(),
            clock: None,
        })
    }

    /// The record as pretty-printed JSON (schema 2), ending with a newline.
    pub fn to_json(&self) -> Result<String, SaveError> {
        let wire = Wire {
            format: FORMAT.to_string(),
            schema: SCHEMA,
            variant: self.variant.to_string(),
            start: self.start.clone(),
            moves: self.moves.clone(),
            turn_in_progress: self.turn_in_progress.clone(),
            players: self.players.clone(),
            result: self.result.map(|o| o.score().to_string()),
            reason: self.result.map(|o| o.reason.as_str().to_string()),
            created: self.created.clone(),
            saved: self.saved.clone(),
            app_version: self.app_version.clone(),
            drawings: self.drawings.clone(),
            clock: self.clock.clone(),
        };
        let mut text = serde_json::to_string_pretty(&wire)?;
        text.push('\n');
        Ok(text)
    }
}
