//! Between PGN games and the app's games: a [`Game`] under the Otherworlds rules, the
//! saved-game record ([`GameRecord`]) and a [`LoadedGame`] for the replay player.
//!
//! PGN records games under the FIDE rules, where a threefold repetition or fifty moves
//! end a game only when a player claims it; the Otherworlds rules (RULES.md §6) end it
//! at once. Reading PGN accepts every legal move; [`PgnGame::to_game`] replays under the
//! Otherworlds rules and refuses a move played after such an end
//! ([`PgnErrorKind::PastTheEnd`], naming the move).
use super::error::{PgnError, PgnErrorKind};
use super::{PgnGame, PgnMove, PgnResult};
use crate::any::AnyPosition;
use crate::game::{EndReason, Game, MoveError};
use crate::record::{
    GameRecord, LoadError, LoadedGame, Player, PlayerKind, Players, at_turn_boundary,
};

/// How a computer player is named in the `White` and `Black` tags (with `WhiteType` /
/// `BlackType` `program`): `Otherworlds level 3`.
const COMPUTER: &str = "Otherworlds level ";

impl PgnGame {
    /// The game under the Otherworlds rules: every decision played with
    /// [`Game::play`]. Fails on a move after the game ended by the Otherworlds rules
    /// (a threefold repetition, fifty moves, insufficient material), naming it.
    pub fn to_game(&self) -> Result<Game<AnyPosition>, PgnError> {
        let mut game = Game::new(self.start.clone());
        for m in &self.moves {
            for &mv in &m.decisions {
                game.play(mv).map_err(|e| {
                    let kind = match e {
                        MoveError::GameOver { outcome, .. } => PgnErrorKind::PastTheEnd(outcome),
                        other => PgnErrorKind::IllegalMove(other),
                    };
                    PgnError {
                        game: self.number.max(1),
                        line: m.line,
                        column: m.column,
                        token: crate::quote::clip(&m.text),
                        kind,
                    }
                })?;
            }
        }
        Ok(game)
    }

    /// The saved-game record of the game ([`Self::to_game`]): its start and moves, the
    /// players named by the `White` and `Black` tags (a `WhiteType`/`BlackType`
    /// `program` named `Otherworlds level N` is the computer at level N), the `Date` tag
    /// as `created` when it is a whole date. The record's result is the one the rules
    /// give the replayed game: schema 1 has no place for a result the board does not
    /// show (a resignation, an agreed draw), nor for the other tags and the comments.
    pub fn to_record(&self) -> Result<GameRecord, PgnError> {
        Ok(self.to_loaded()?.record)
    }

    /// The game and its record, as the replay player opens a saved game.
    pub fn to_loaded(&self) -> Result<LoadedGame, PgnError> {
        let game = self.to_game()?;
        let players = Players {
            white: self.player("White"),
            black: self.player("Black"),
        };
        let mut record = GameRecord::from_game(&game, players).map_err(|e| PgnError {
            game: self.number.max(1),
            line: 0,
            column: 0,
            token: String::new(),
            kind: PgnErrorKind::NotAMove(e.to_string()),
        })?;
        record.created = self.tag("Date").and_then(date_to_rfc3339);
        record.saved = None;
        record.app_version = None;
        Ok(LoadedGame { record, game })
    }

    fn player(&self, side: &str) -> Player {
        let name = self
            .tag(side)
            .filter(|n| !n.trim().is_empty() && n.trim() != "?");
        let program = self.tag(&format!("{side}Type")) == Some("program");
        let level = name
            .and_then(|n| n.strip_prefix(COMPUTER))
            .and_then(|l| l.parse::<u8>().ok())
            .filter(|l| (1..=8).contains(l));
        match level {
            Some(level) if program => Player::computer(level),
            _ => Player::human(name),
        }
    }

    /// A game of the app as PGN: its start, its moves (whole turns; in Valhalla an
    /// unfinished turn as the last move), its result by the rules; no tags (the writer
    /// writes the Seven Tag Roster with `?`).
    pub fn from_game(game: &Game<AnyPosition>) -> PgnGame {
        let mut out = PgnGame::new(game.start().clone());
        let mut turn = Vec::new();
        let mut turn_start = game.start().clone();
        for (ply, &mv) in game.moves().iter().enumerate() {
            turn.push(mv);
            let Some(after) = game.position_at(ply + 1) else {
                break;
            };
            if at_turn_boundary(after) || ply + 1 == game.moves().len() {
                out.moves.push(PgnMove {
                    text: turn_start.turn_text(&turn),
                    decisions: std::mem::take(&mut turn),
                    line: 0,
                    column: 0,
                    annotations: Vec::new(),
                });
                turn_start = after.clone();
            }
        }
        out.result = PgnResult::of(game.outcome());
        // A clock run out is PGN's "time forfeit" (a draw against insufficient
        // material too); every other end is the default "normal", not written.
        if let Some(o) = game.outcome()
            && matches!(
                o.reason,
                EndReason::Timeout | EndReason::TimeoutVsInsufficientMaterial
            )
        {
            out.set_tag("Termination", "time forfeit");
        }
        out
    }

    /// A saved game as PGN ([`Self::from_game`] of its replay), with the players as
    /// `White` and `Black` (computers as `Otherworlds level N`, another engine by its
    /// name, each with `WhiteType` or `BlackType` `program`) and `created` as `Date`.
    pub fn from_record(record: &GameRecord) -> Result<PgnGame, LoadError> {
        let game = record.replay()?;
        let mut out = PgnGame::from_game(&game);
        if let Some(date) = record.created.as_deref().and_then(rfc3339_to_date) {
            out.set_tag("Date", &date);
        }
        for (side, player) in [
            ("White", &record.players.white),
            ("Black", &record.players.black),
        ] {
            match (player.kind, player.level, &player.name) {
                (PlayerKind::Computer, Some(level), _) => {
                    out.set_tag(side, &format!("{COMPUTER}{level}"));
                    out.set_tag(&format!("{side}Type"), "program");
                }
                // Another engine (the app's external ones): its own name.
                (PlayerKind::Computer, None, Some(name)) => {
                    out.set_tag(side, name);
                    out.set_tag(&format!("{side}Type"), "program");
                }
                (_, _, Some(name)) => out.set_tag(side, name),
                _ => {}
            }
        }
        Ok(out)
    }
}

/// `1858.11.02` as `1858-11-02T00:00:00Z`; None for a date with `?`s.
fn date_to_rfc3339(date: &str) -> Option<String> {
    let parts: Vec<&str> = date.trim().split('.').collect();
    let [y, m, d] = parts.as_slice() else {
        return None;
    };
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    (digits(y, 4) && digits(m, 2) && digits(d, 2)).then(|| format!("{y}-{m}-{d}T00:00:00Z"))
}

/// The date part of an RFC 3339 time as PGN writes it: `2026-11-30T12:00:00Z` is
/// `2026.11.30`.
fn rfc3339_to_date(time: &str) -> Option<String> {
    let date = time.get(..10)?;
    let b = date.as_bytes();
    (b[4] == b'-' && b[7] == b'-' && date.bytes().filter(u8::is_ascii_digit).count() == 8)
        .then(|| date.replace('-', "."))
}
