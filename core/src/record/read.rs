//! From bytes to a record (text, JSON, schema, fields) and from a record to a game
//! (every move replayed with the full rules, the stored result checked).
use super::drawings::{Drawings, read_drawings};
use super::error::LoadError;
use super::schema::{
    ClockRecord, FORMAT, GameRecord, MAX_CLOCK_MS, MAX_FILE_BYTES, OLDEST_SCHEMA, REASONS, SCHEMA,
    Wire, describe_result, winner_of_score,
};
use super::write::at_turn_boundary;
use crate::any::AnyPosition;
use crate::game::{Game, MoveError, Notation, Outcome};
use crate::variant::Variant;
use serde_json::Value;
use serde_json::error::Category;

/// A loaded game: the record as read and the game it replays to.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    pub record: GameRecord,
    pub game: Game<AnyPosition>,
}

/// Reads and replays a saved game from the bytes of a file.
pub fn load_bytes(bytes: &[u8]) -> Result<LoadedGame, LoadError> {
    let text = text_of(bytes)?;
    load_str(text)
}

/// Reads and replays a saved game from its JSON text.
pub fn load_str(text: &str) -> Result<LoadedGame, LoadError> {
    let record = GameRecord::from_json(text)?;
    let game = record.replay()?;
    Ok(LoadedGame { record, game })
}

/// Checks the size and the encoding; drops a UTF-8 byte-order mark.
pub(super) fn text_of(bytes: &[u8]) -> Result<&str, LoadError> {
    let size = bytes.len() as u64;
    if size > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge {
            size,
            limit: MAX_FILE_BYTES,
        });
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|e| {
        let offset = e.valid_up_to();
        let before = &bytes[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        // Columns count characters, as serde_json's do for valid text.
        let column = String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count()
            + 1;
        LoadError::NotUtf8 {
            byte: bytes[offset],
            offset,
            line,
            column,
        }
    })
}

/// A serde_json error with its place.
fn json_error(e: serde_json::Error) -> LoadError {
    let (line, column) = (e.line(), e.column());
    // serde_json appends " at line L column C" to its message; the place is ours to say.
    let message = e.to_string();
    let message = match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message,
    };
    // serde calls an enum's values "variants", which here means something else.
    let message = message.replace("unknown variant `", "unknown value `");
    match e.classify() {
        Category::Eof => LoadError::Truncated {
            line,
            column,
            message,
        },
        Category::Syntax | Category::Io => LoadError::Corrupted {
            line,
            column,
            message,
        },
        Category::Data => LoadError::Field {
            line,
            column,
            message,
        },
    }
}

impl GameRecord {
    /// Reads a record from JSON: syntax, then the format marker and schema version, then
    /// the fields of that schema. The moves are not checked here: see [`Self::replay`].
    pub fn from_json(text: &str) -> Result<GameRecord, LoadError> {
        if text.trim().is_empty() {
            return Err(LoadError::Empty);
        }
        // Reading the bare JSON first tells a broken file from another program's file
        // from a newer schema before any field of ours is expected.
        let value: Value = serde_json::from_str(text).map_err(json_error)?;
        let Value::Object(map) = &value else {
            return Err(LoadError::NotAnObject {
                found: match value {
                    Value::Null => "null",
                    Value::Bool(_) => "a boolean",
                    Value::Number(_) => "a number",
                    Value::String(_) => "a string",
                    Value::Array(_) => "an array",
                    Value::Object(_) => "an object",
                },
            });
        };
        match map.get("format") {
            None => return Err(LoadError::MissingFormat),
            Some(Value::String(s)) if s == FORMAT => {}
            Some(other) => {
                return Err(LoadError::WrongFormat {
                    found: short(other),
                });
            }
        }
        match map.get("schema") {
            Some(Value::Number(n)) => match n.as_u64() {
                Some(OLDEST_SCHEMA..=SCHEMA) => {}
                Some(found) => {
                    return Err(LoadError::UnknownSchema {
                        found,
                        supported: SCHEMA,
                    });
                }
                None => {
                    return Err(LoadError::BadSchema {
                        found: n.to_string(),
                    });
                }
            },
            Some(other) => {
                return Err(LoadError::BadSchema {
                    found: short(other),
                });
            }
            None => return Err(LoadError::MissingSchema),
        }
        // Read again from the text (not the value) so that field errors have a place.
        let wire: Wire = serde_json::from_str(text).map_err(json_error)?;
        let variant: Variant = wire
            .variant
            .parse()
            .map_err(|error| LoadError::UnknownVariant {
                text: crate::quote::clip(&wire.variant),
                error,
            })?;
        for (side, player) in [
            ("white", &wire.players.white),
            ("black", &wire.players.black),
        ] {
            if let Some(level) = player.level
                && !(1..=8).contains(&level)
            {
                return Err(LoadError::BadPlayer {
                    side,
                    problem: format!("level {level} is not a computer level (1–8)"),
                });
            }
        }
        let result = read_result(wire.result.as_deref(), wire.reason.as_deref())?;
        if let Some(clock) = &wire.clock {
            check_clock(clock, wire.moves.len())?;
        }
        Ok(GameRecord {
            variant,
            start: wire.start,
            moves: wire.moves,
            turn_in_progress: wire.turn_in_progress,
            players: wire.players,
            result,
            created: wire.created,
            saved: wire.saved,
            app_version: wire.app_version,
            drawings: wire.drawings,
            clock: wire.clock,
        })
    }

    /// Plays the record from its start position with the full rules and checks its
    /// result: the game, or what is wrong and where.
    pub fn replay(&self) -> Result<Game<AnyPosition>, LoadError> {
        let start = AnyPosition::from_string(self.variant, &self.start).map_err(|error| {
            LoadError::BadStart {
                text: crate::quote::clip(&self.start),
                error,
            }
        })?;
        let mut game = Game::new(start);
        for (i, text) in self.moves.iter().enumerate() {
            play_turn(&mut game, text).map_err(|error| LoadError::BadMove {
                index: i + 1,
                text: crate::quote::clip(text),
                error,
            })?;
        }
        for (i, text) in self.turn_in_progress.iter().enumerate() {
            let bad = |error| LoadError::BadTurnPart {
                index: i + 1,
                text: crate::quote::clip(text),
                error,
            };
            let mv = game.position().parse_move(text).map_err(bad)?;
            game.play(mv).map_err(bad)?;
            if at_turn_boundary(game.position()) {
                return Err(LoadError::TurnPartCompletes {
                    index: i + 1,
                    text: crate::quote::clip(text),
                });
            }
        }
        // An end the players declared (resignation, a clock, agreement) is not found
        // by replaying: it is taken from the file, if the game is still on there.
        if let Some(stored) = self.result
            && stored.reason.is_declared()
            && game.outcome().is_none()
        {
            game.end(stored).map_err(|error| LoadError::BadEnd {
                stored: stored.to_string(),
                error,
            })?;
        }
        let replayed = game.outcome();
        if replayed != self.result {
            return Err(LoadError::ResultContradicts {
                stored: describe_result(self.result),
                replayed: describe_result(replayed),
                plies: self.moves.len(),
            });
        }
        self.drawings_on(&game)?;
        Ok(game)
    }

    /// The record's drawings on `game` (the game it replays to), each entry checked.
    pub fn drawings_on(&self, game: &Game<AnyPosition>) -> Result<Drawings, LoadError> {
        read_drawings(game, &self.drawings).map_err(|p| LoadError::BadDrawing {
            entry: p.entry,
            ply: p.ply,
            problem: p.problem,
        })
    }
}

/// Plays one whole turn, each decision checked against the legal moves.
fn play_turn(game: &mut Game<AnyPosition>, text: &str) -> Result<(), MoveError> {
    if let Some(outcome) = game.outcome() {
        return Err(MoveError::GameOver {
            text: crate::quote::clip(text),
            outcome,
        });
    }
    // `parse_turn` checks each decision against the legal ones as it goes; `Game::play`
    // checks again and keeps the history. The game is ours (a new one), so a failure
    // halfway through a turn leaves nothing behind.
    for mv in game.position().parse_turn(text)? {
        game.play(mv)?;
    }
    Ok(())
}

/// The stored result: both fields null, or both set and known.
fn read_result(result: Option<&str>, reason: Option<&str>) -> Result<Option<Outcome>, LoadError> {
    let (result, reason) = match (result, reason) {
        (None, None) => return Ok(None),
        (Some(_), None) => {
            return Err(LoadError::ResultIncomplete {
                problem: "a result needs its reason",
            });
        }
        (None, Some(_)) => {
            return Err(LoadError::ResultIncomplete {
                problem: "a reason without a result (use null for both while the game goes on)",
            });
        }
        (Some(a), Some(b)) => (a, b),
    };
    let winner = winner_of_score(result).ok_or_else(|| LoadError::BadResult {
        text: crate::quote::clip(result),
    })?;
    let reason = REASONS
        .into_iter()
        .find(|r| r.as_str() == reason)
        .ok_or_else(|| LoadError::BadReason {
            text: crate::quote::clip(reason),
        })?;
    Ok(Some(Outcome { winner, reason }))
}

/// A clock's times are within a week, and there are no more finished turns than turns.
fn check_clock(clock: &ClockRecord, turns: usize) -> Result<(), LoadError> {
    let fields = [
        ("base_ms", clock.base_ms),
        ("increment_ms", clock.increment_ms),
        ("white_ms", clock.white_ms),
        ("black_ms", clock.black_ms),
        ("current_turn_ms", clock.current_turn_ms),
    ];
    let turn_times = clock.turn_ms.iter().map(|&ms| ("turn_ms", ms));
    for (field, ms) in fields.into_iter().chain(turn_times) {
        if ms > MAX_CLOCK_MS {
            return Err(LoadError::BadClock {
                problem: format!("{field} is {ms} ms, more than a week ({MAX_CLOCK_MS} ms)"),
            });
        }
    }
    if clock.base_ms == 0 {
        return Err(LoadError::BadClock {
            problem: "base_ms is 0 (an untimed game has \"clock\": null)".into(),
        });
    }
    if clock.turn_ms.len() > turns {
        return Err(LoadError::BadClock {
            problem: format!(
                "turn_ms holds {} turn times for {turns} turns in \"moves\"",
                clock.turn_ms.len()
            ),
        });
    }
    Ok(())
}

/// A JSON value for a message, cut to what the message quotes.
fn short(value: &Value) -> String {
    crate::quote::clip(&value.to_string())
}
