//! A saved game open in the replay player: the file's name, players, date and (from
//! PGN) tags beside the game's view; saved again or exported as PGN with them.
use super::session::GameSession;
use super::view::GameView;
use crate::files::games;
use crate::files::pgn::{self, PgnSource};
use crate::players::Players;
use otherworlds_core::Color;
use otherworlds_core::engine::review::Review;
use otherworlds_core::record::{ClockRecord, LoadedGame};

impl ReplayInfo {
    /// The names beside the board: a PGN file's White and Black tags where it has
    /// them ("?" is PGN's unknown), else who the saved game says played.
    pub fn player_labels(&self) -> crate::players::PlayerLabels {
        crate::players::PlayerLabels {
            white: self
                .tag("White")
                .unwrap_or_else(|| self.players.of(Color::White).label()),
            black: self
                .tag("Black")
                .unwrap_or_else(|| self.players.of(Color::Black).label()),
            rated: false,
        }
    }

    /// A PGN tag's value, unless empty or unknown ("?").
    fn tag(&self, name: &str) -> Option<String> {
        let tags = &self.pgn.as_ref()?.tags;
        let (_, value) = tags.iter().find(|(key, _)| key == name)?;
        let value = value.trim();
        (!value.is_empty() && value != "?").then(|| value.to_string())
    }

    /// The game as the caption names it: who played and when, then the file
    /// ("Ada vs Level 3, 2026-12-01 (20261201T120000Z-standard.owgame)"); the file's
    /// name alone said nothing of the game, and an app-made one reads as a code.
    pub fn title(&self) -> String {
        let labels = self.player_labels();
        // A PGN date ("2026.12.01", "1858.??.??") as far as it is known.
        let pgn_date = self.tag("Date").map(|d| {
            d.split('.')
                .take_while(|part| !part.contains('?'))
                .collect::<Vec<_>>()
                .join("-")
        });
        let date = self
            .created
            .map(|t| t.to_rfc3339().chars().take(10).collect::<String>())
            .or(pgn_date)
            .filter(|d| !d.is_empty());
        let players = t!(
            "players-versus",
            white = labels.white.as_str(),
            black = labels.black.as_str()
        );
        match date {
            Some(date) => t!(
                "game-replay-title",
                players = players,
                date = date,
                file = self.name.as_str()
            ),
            None => t!(
                "game-replay-title-undated",
                players = players,
                file = self.name.as_str()
            ),
        }
    }
}

/// A saved game open in the replay player.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayInfo {
    /// The file's name, for the header.
    pub name: String,
    /// Who played it, as the file says.
    pub players: Players,
    /// When the game began (kept when it is continued and saved again).
    pub created: Option<otherworlds_core::record::Timestamp>,
    /// For a game read from PGN: its tags and its place in the file.
    pub pgn: Option<crate::files::pgn::PgnSource>,
}

/// A saved game open in the replay player.
pub struct Replay {
    pub info: ReplayInfo,
    pub view: GameView,
    /// The clocks as the file kept them (written again when the replay is saved).
    pub clock: Option<ClockRecord>,
}

impl Replay {
    /// A saved game read from the file `name`, at its start position.
    pub fn from_loaded(name: String, loaded: LoadedGame) -> Replay {
        // Checked when the file was read (`GameRecord::replay`).
        let drawings = loaded.record.drawings_on(&loaded.game).unwrap_or_default();
        let mut session = GameSession::from_loaded(loaded.game);
        // A replayed game is only looked at: nobody plays in it.
        session.set_locked(true);
        Replay {
            info: ReplayInfo {
                name,
                players: Players::from_record(&loaded.record.players),
                created: loaded.record.created_at(),
                pgn: None,
            },
            view: {
                let mut view = GameView::fixed(session);
                view.set_drawings(drawings);
                view
            },
            clock: loaded.record.clock,
        }
    }

    /// A game read from a PGN file (`source`: its tags, its place in the file).
    pub fn from_pgn(name: String, loaded: LoadedGame, source: PgnSource) -> Replay {
        let mut replay = Replay::from_loaded(name, loaded);
        replay.info.pgn = Some(source);
        replay
    }

    /// The replayed game as PGN text (its own tags kept when it came from PGN).
    pub fn pgn_text(&self, review: Option<&Review>) -> Result<String, String> {
        let info = &self.info;
        let game = self.view.session.game();
        pgn::pgn_text(
            game,
            info.players.to_record(),
            info.created,
            info.pgn.as_ref(),
            review,
        )
    }

    /// The replayed game as a saved file holds it, with its players, date, clock and
    /// drawings.
    pub fn file_bytes(&self) -> Result<Vec<u8>, String> {
        let (game, drawings) = (self.view.session.game(), self.view.drawings());
        let (players, created) = (&self.info.players, self.info.created);
        games::game_bytes(
            game,
            players.to_record(),
            created,
            self.clock.clone(),
            drawings,
        )
        .map_err(|e| e.to_string())
    }
}
