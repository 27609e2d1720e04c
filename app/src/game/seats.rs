//! Who sits at the table: the profile playing each human side (none: a guest) and
//! whether the game is rated, with the names and ratings the side panel shows.
use crate::players::{Player, Players};
use crate::profiles::ProfileBook;
use crate::profiles::rated::{self, Seat};
use otherworlds_core::Color;
use otherworlds_core::ratings::Family;
use otherworlds_core::record::Timestamp;

/// The profiles at the table and whether the game was started rated.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    pub white: Option<String>,
    pub black: Option<String>,
    /// Chosen in the New game dialog (and kept for a rematch).
    pub rated: bool,
}

impl Table {
    /// The profile playing `color`, if a person plays it under one.
    pub fn profile(&self, color: Color) -> Option<&str> {
        match color {
            Color::White => self.white.as_deref(),
            Color::Black => self.black.as_deref(),
        }
    }

    pub fn set(&mut self, color: Color, profile: Option<String>) {
        match color {
            Color::White => self.white = profile,
            Color::Black => self.black = profile,
        }
    }

    /// Who sits at `color` with these players (a profile on a computer's side is
    /// ignored).
    pub fn seat(&self, players: &Players, color: Color) -> Seat {
        match players.of(color) {
            Player::Computer(level) => Seat::Computer(level.number()),
            Player::Engine(name) => Seat::Engine(name.clone()),
            Player::Human => match self.profile(color) {
                Some(name) => Seat::Profile(name.to_string()),
                None => Seat::Guest,
            },
        }
    }

    /// Whether a game with these players can be rated (see [`rated::can_be_rated`]).
    pub fn can_be_rated(&self, players: &Players) -> bool {
        rated::can_be_rated(
            &self.seat(players, Color::White),
            &self.seat(players, Color::Black),
        )
    }

    /// The same table with the colours swapped (a rematch).
    pub fn swapped(&self) -> Table {
        Table {
            white: self.black.clone(),
            black: self.white.clone(),
            rated: self.rated,
        }
    }
}

/// A seat as the side panel names it: "Ada 1562?", "Guest", "Level 3 · 1250".
pub fn seat_label(seat: &Seat, book: Option<&ProfileBook>, family: Family) -> String {
    match seat {
        Seat::Profile(name) => match book {
            Some(book) => format!(
                "{name} {}",
                rated::live(&rated::rating_of(book, name, family), Timestamp::now()).shown()
            ),
            None => name.clone(),
        },
        Seat::Guest => t!("game-guest"),
        Seat::Computer(level) => rated::level_label(family, *level),
        Seat::Engine(name) => name.clone(),
    }
}
