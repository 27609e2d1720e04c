//! Sound (issue 44, work in progress on branch i44): what the board says with sounds.
//! `events` maps what happened (a move as the board draws it, a game's start and end,
//! a clock, an exercise's answer) to [`Sound`]s; `synth` makes each sound's samples (made
//! for this project at start: short enveloped tones, no files); a [`Sink`] plays them
//! (the real one off the UI thread; tests install a recording one). Not yet wired into
//! the shell, and no audio backend yet (see /work/notes/issue44.md: ALSA loaded at run
//! time on Linux, cpal on Windows and macOS).
#[cfg(target_os = "linux")]
pub mod alsa;
#[cfg(any(target_os = "windows", target_os = "macos"))]
mod cpal_out;
pub mod events;
pub mod player;
pub mod synth;

use std::sync::{Arc, Mutex};
use strum::EnumIter;

/// One sound per event; the variants' own are in the same family as the move sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter)]
pub enum Sound {
    /// A move of the person at the screen.
    Move,
    /// A move of the opponent (the computer, or the other person's in a replay).
    OpponentMove,
    Capture,
    Castle,
    Check,
    Promotion,
    /// A move the rules refuse.
    Illegal,
    GameStart,
    /// The game ended, as the person at the screen sees it.
    Win,
    Loss,
    Draw,
    /// A clock under 10 seconds (once per game and side).
    LowTime,
    /// Two Worlds: a piece captured on Earth rises to the Sky as a ghost.
    GhostRises,
    /// Valhalla: a fallen piece is placed on the other board.
    Transfer,
    /// 4D: a move along w (from one cube to the other).
    AlongW,
    /// An exercise's answer.
    Right,
    Wrong,
}

/// Where sounds go.
pub trait Sink: Send {
    fn play(&mut self, sound: Sound);
}

/// A sink that keeps what it was asked to play, in order (tests; the count the issue's
/// Xvfb check compares against the moves).
#[derive(Clone, Debug, Default)]
pub struct Recording(pub Arc<Mutex<Vec<Sound>>>);

impl Recording {
    /// Everything played so far.
    pub fn played(&self) -> Vec<Sound> {
        self.0.lock().map(|v| v.clone()).unwrap_or_default()
    }
}

impl Sink for Recording {
    fn play(&mut self, sound: Sound) {
        if let Ok(mut v) = self.0.lock() {
            v.push(sound);
        }
    }
}
