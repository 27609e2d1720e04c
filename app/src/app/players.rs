//! Who plays each side, and the computer's search running on a background thread
//! (poll-promise), so the UI never waits for it.
use otherworlds_core::engine::{Level, any::level_move};
use otherworlds_core::{AnyMove, AnyPosition, Color};
use poll_promise::Promise;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// One side's player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    #[default]
    Human,
    /// The engine at this level (1–8).
    Computer(u8),
}

impl Player {
    /// Every choice offered, human first.
    pub fn all() -> impl Iterator<Item = Player> {
        std::iter::once(Player::Human).chain((1..=8).map(Player::Computer))
    }

    /// "Human", "Level 3 (Casual)".
    pub fn label(&self) -> String {
        match self {
            Player::Human => "Human".into(),
            Player::Computer(n) => {
                let level = Level::get(*n);
                format!("Level {} ({})", level.number, level.name)
            }
        }
    }

    pub fn is_computer(&self) -> bool {
        matches!(self, Player::Computer(_))
    }
}

/// Both sides' players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Players {
    pub white: Player,
    pub black: Player,
}

impl Players {
    pub fn of(&self, color: Color) -> Player {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    pub fn set(&mut self, color: Color, player: Player) {
        match color {
            Color::White => self.white = player,
            Color::Black => self.black = player,
        }
    }

    pub fn has_human(&self) -> bool {
        !self.white.is_computer() || !self.black.is_computer()
    }
}

/// A search in progress for the position at `ply`. Dropping it stops the search: the
/// worker sees the flag within about a thousand nodes and its answer goes nowhere.
pub struct Thinking {
    /// The number of decisions played when the search started; an answer is only
    /// played on that same position.
    pub ply: usize,
    stop: Arc<AtomicBool>,
    promise: Promise<Option<AnyMove>>,
}

impl Thinking {
    /// Starts the engine on `pos` at `level`; `ctx` is asked to repaint when it answers.
    pub fn start(
        pos: AnyPosition,
        history: Vec<AnyPosition>,
        level: u8,
        seed: u64,
        ctx: egui::Context,
    ) -> Thinking {
        let stop = Arc::new(AtomicBool::new(false));
        let ply = history.len();
        let flag = Arc::clone(&stop);
        let promise = Promise::spawn_thread("otherworlds engine", move || {
            let mv = level_move(&pos, &history, Level::get(level), seed, flag);
            ctx.request_repaint();
            mv
        });
        Thinking { ply, stop, promise }
    }

    /// The engine's answer once it has one (None inside: no legal move).
    pub fn ready(&self) -> Option<Option<AnyMove>> {
        self.promise.ready().copied()
    }

    /// The flag the worker watches (tests check it is raised).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_default_to_two_humans_and_are_set_per_side() {
        let mut players = Players::default();
        assert_eq!(players.of(Color::White), Player::Human);
        assert!(players.has_human());
        players.set(Color::Black, Player::Computer(3));
        players.set(Color::White, Player::Computer(8));
        assert_eq!(players.of(Color::Black), Player::Computer(3));
        assert!(!players.has_human());
        assert_eq!(Player::Computer(3).label(), "Level 3 (Casual)");
        assert_eq!(Player::all().count(), 9);
    }
}
