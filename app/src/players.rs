//! Who plays each side: a human, the computer at a level, or an engine the person
//! added (Game → Engines…, issue 47), by its name (a leaf of the shared layer: the
//! commands, the game model and the files all name the players).
use otherworlds_core::Color;
use otherworlds_core::engine::Level;
use otherworlds_core::record;
use serde::{Deserialize, Serialize};

/// A computer level, always within 1–8 (the core's `engine::Level` numbers): the one
/// place where a number from a file or a test becomes a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "u8", into = "u8")]
pub struct ComputerLevel(u8);

impl ComputerLevel {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = 8;

    /// The level `n`, brought into 1–8.
    pub const fn clamped(n: u8) -> ComputerLevel {
        ComputerLevel(if n < Self::MIN {
            Self::MIN
        } else if n > Self::MAX {
            Self::MAX
        } else {
            n
        })
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = ComputerLevel> {
        (Self::MIN..=Self::MAX).map(ComputerLevel)
    }

    pub const fn number(self) -> u8 {
        self.0
    }

    /// The core's limits for this level.
    pub fn level(self) -> Level {
        Level::get(self.0)
    }
}

impl From<u8> for ComputerLevel {
    fn from(n: u8) -> ComputerLevel {
        ComputerLevel::clamped(n)
    }
}

impl From<ComputerLevel> for u8 {
    fn from(level: ComputerLevel) -> u8 {
        level.0
    }
}

/// One side's player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    #[default]
    Human,
    /// The engine at this level.
    Computer(ComputerLevel),
    /// An external engine of the settings' list, by its name (unique in the list).
    Engine(String),
}

impl Player {
    /// Every choice offered, human first, then the levels, then the external engines
    /// named in `engines` (the ones that play the variant).
    pub fn all(engines: &[String]) -> impl Iterator<Item = Player> + '_ {
        std::iter::once(Player::Human)
            .chain(ComputerLevel::all().map(Player::Computer))
            .chain(engines.iter().cloned().map(Player::Engine))
    }

    /// The computer at level `n` (brought into 1–8).
    pub const fn computer(n: u8) -> Player {
        Player::Computer(ComputerLevel::clamped(n))
    }

    /// "Human", "Level 3 (Casual)".
    pub fn label(&self) -> String {
        match self {
            Player::Human => t!("players-human"),
            Player::Computer(n) => {
                let level = n.level();
                t!(
                    "players-level-named",
                    number = level.number,
                    name = level_name(level.number)
                )
            }
            Player::Engine(name) => name.clone(),
        }
    }

    /// "Human", "Level 3, Casual": the label inside brackets ("White (Level 3, Casual)
    /// is thinking…").
    pub fn described(&self) -> String {
        match self {
            Player::Human => t!("players-human"),
            Player::Computer(n) => {
                let level = n.level();
                t!(
                    "players-level-described",
                    number = level.number,
                    name = level_name(level.number)
                )
            }
            Player::Engine(name) => name.clone(),
        }
    }

    /// "Level 3", or "You" / "Human" for a person (`you` where one person plays a
    /// computer: the window is theirs).
    fn short(&self, you: bool) -> String {
        match self {
            Player::Human if you => t!("players-you"),
            Player::Human => t!("players-human"),
            Player::Computer(n) => t!("players-level", number = n.number()),
            Player::Engine(name) => name.clone(),
        }
    }

    /// Whether a program plays this side (a level or an external engine).
    pub fn is_computer(&self) -> bool {
        !matches!(self, Player::Human)
    }

    /// The built-in engine's level, if it plays this side.
    pub fn level(&self) -> Option<ComputerLevel> {
        match self {
            Player::Computer(level) => Some(*level),
            _ => None,
        }
    }
}

/// Both sides' players.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Players {
    pub white: Player,
    pub black: Player,
}

impl Players {
    pub fn of(&self, color: Color) -> &Player {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    pub fn set(&mut self, color: Color, player: Player) {
        match color {
            Color::White => self.white = player,
            Color::Black => self.black = player,
        }
    }

    /// The players as the saved-game schema writes them (an external engine: a
    /// computer with its name and no level).
    pub fn to_record(&self) -> record::Players {
        let side = |p: &Player| match p {
            Player::Human => record::Player::human(None),
            Player::Computer(level) => record::Player::computer(level.number()),
            Player::Engine(name) => record::Player {
                kind: record::PlayerKind::Computer,
                name: Some(name.clone()),
                level: None,
            },
        };
        record::Players {
            white: side(&self.white),
            black: side(&self.black),
        }
    }

    /// The players of a saved game: a computer with a name and no level is that
    /// external engine; any other computer without a level is taken as level 1.
    pub fn from_record(players: &record::Players) -> Players {
        let side = |p: &record::Player| match (p.kind, p.level, &p.name) {
            (record::PlayerKind::Human, ..) => Player::Human,
            (record::PlayerKind::Computer, None, Some(name)) if !name.trim().is_empty() => {
                Player::Engine(name.clone())
            }
            (record::PlayerKind::Computer, level, _) => Player::computer(level.unwrap_or(1)),
        };
        Players {
            white: side(&players.white),
            black: side(&players.black),
        }
    }

    pub fn has_human(&self) -> bool {
        !self.white.is_computer() || !self.black.is_computer()
    }

    /// Who plays whom, White first: "You vs Level 3", "Level 1 vs Level 5", "Human vs
    /// Human".
    pub fn versus(&self) -> String {
        let one_person = self.white.is_computer() != self.black.is_computer();
        t!(
            "players-versus",
            white = self.white.short(one_person),
            black = self.black.short(one_person)
        )
    }
}

/// Each side's name and rating as the side panel shows them ("Ada 1562?", "Guest",
/// "Level 3 · 1250"), and whether the game is rated.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerLabels {
    pub white: String,
    pub black: String,
    pub rated: bool,
}

/// A computer level's name ("Casual"), by its number 1-8 (messages `level-N`).
pub fn level_name(number: u8) -> String {
    t!(&format!("level-{number}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_survive_the_record_form() {
        let players = Players {
            white: Player::computer(3),
            black: Player::Human,
        };
        assert_eq!(Players::from_record(&players.to_record()), players);
        let engine = Players {
            white: Player::Human,
            black: Player::Engine("Stockfish 15.1".into()),
        };
        assert_eq!(Players::from_record(&engine.to_record()), engine);
        // A computer without a level or a name is still level 1, as files said before.
        let unnamed = record::Players {
            white: record::Player {
                kind: record::PlayerKind::Computer,
                name: None,
                level: None,
            },
            black: record::Player::human(None),
        };
        assert_eq!(Players::from_record(&unnamed).white, Player::computer(1));
    }

    #[test]
    fn players_default_to_two_humans_and_are_set_per_side() {
        let mut players = Players::default();
        assert_eq!(players.of(Color::White), &Player::Human);
        assert!(players.has_human());
        players.set(Color::Black, Player::computer(3));
        players.set(Color::White, Player::computer(8));
        assert_eq!(players.of(Color::Black), &Player::computer(3));
        assert!(!players.has_human());
        assert_eq!(Player::computer(3).label(), "Level 3 (Casual)");
        assert_eq!(Player::computer(3).described(), "Level 3, Casual");
        assert_eq!(players.versus(), "Level 8 vs Level 3");
        players.set(Color::White, Player::Human);
        assert_eq!(players.versus(), "You vs Level 3");
        assert_eq!(Players::default().versus(), "Human vs Human");
        assert_eq!(Player::all(&[]).count(), 9);
        let engines = ["Stockfish".to_string()];
        assert_eq!(
            Player::all(&engines).last(),
            Some(Player::Engine("Stockfish".into()))
        );
        assert_eq!(Player::Engine("Stockfish".into()).label(), "Stockfish");
        assert!(Player::Engine("Stockfish".into()).is_computer());
        assert_eq!(Player::computer(0), Player::computer(1));
        assert_eq!(Player::computer(200), Player::computer(8));
        let read: Player = ron::from_str("Computer(12)").expect("reads");
        assert_eq!(
            read,
            Player::computer(8),
            "a level from a file is brought into 1-8"
        );
    }

    /// In English the levels' names are the engine's own (`engine::LEVELS`).
    #[test]
    fn the_levels_names_in_english_are_the_engines() {
        std::thread::spawn(|| {
            crate::i18n::use_language(crate::i18n::ENGLISH).expect("English");
            for level in otherworlds_core::engine::LEVELS {
                assert_eq!(level_name(level.number), level.name);
            }
        })
        .join()
        .expect("thread");
    }
}
