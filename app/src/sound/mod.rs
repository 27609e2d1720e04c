//! Sound (issue 44): what the board says with sounds. `events` maps what happened (a
//! move as the board draws it, a game's start and end, a clock, an exercise's answer) to
//! [`Sound`]s; `synth` makes each sound's samples (made for this project at start: short
//! enveloped tones, no files); a [`Sink`] plays them: the [`player::Player`] off the UI
//! thread in the window (ALSA loaded at run time on Linux, cpal on Windows and macOS),
//! a [`Recording`] in tests. [`SoundSettings`] say what may play; the shell decides
//! when (`shell/sound.rs`).
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

impl Sound {
    /// Which of the settings' toggles a sound falls under when it is heard in a game
    /// (a replay's steps are [`Occasion::Step`] whatever they sound like).
    pub fn occasion(self) -> Occasion {
        match self {
            Sound::Move
            | Sound::OpponentMove
            | Sound::Capture
            | Sound::Castle
            | Sound::Check
            | Sound::Promotion
            | Sound::Illegal
            | Sound::GhostRises
            | Sound::Transfer
            | Sound::AlongW => Occasion::Move,
            Sound::LowTime => Occasion::LowTime,
            Sound::GameStart
            | Sound::Win
            | Sound::Loss
            | Sound::Draw
            | Sound::Right
            | Sound::Wrong => Occasion::Other,
        }
    }
}

/// What a sound is heard for: the settings' toggles each name one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occasion {
    /// A move played in a game (the person's, the opponent's, the machines').
    Move,
    /// A clock under 10 seconds.
    LowTime,
    /// A step through a game's moves (the replay, the move list).
    Step,
    /// A game's start and end, an exercise's answer: only the main switch.
    Other,
}

/// The sound settings, kept with the others (`settings::Settings::sound`).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// The main switch (M).
    pub on: bool,
    /// 0-1 (brought into range where used).
    pub volume: f32,
    /// Moves played in a game.
    pub moves: bool,
    /// The low-time warning.
    pub low_time: bool,
    /// Steps through a game's moves (the replay player, the move list).
    pub steps: bool,
}

impl Default for SoundSettings {
    fn default() -> SoundSettings {
        SoundSettings {
            on: true,
            volume: 0.7,
            moves: true,
            low_time: true,
            steps: true,
        }
    }
}

impl SoundSettings {
    /// Whether a sound heard for `occasion` plays.
    pub fn allows(&self, occasion: Occasion) -> bool {
        self.on
            && match occasion {
                Occasion::Move => self.moves,
                Occasion::LowTime => self.low_time,
                Occasion::Step => self.steps,
                Occasion::Other => true,
            }
    }

    /// The volume in range (a settings file may hold anything).
    pub fn level(&self) -> f32 {
        if self.volume.is_finite() {
            self.volume.clamp(0.0, 1.0)
        } else {
            SoundSettings::default().volume
        }
    }
}

/// Where sounds go.
pub trait Sink: Send {
    /// Plays `sound` at `volume` (0-1) without waiting.
    fn play(&mut self, sound: Sound, volume: f32);

    /// Why nothing can be heard, the first time it is asked after it went wrong.
    fn fault_to_tell(&mut self) -> Option<String> {
        None
    }
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
    fn play(&mut self, sound: Sound, _volume: f32) {
        if let Ok(mut v) = self.0.lock() {
            v.push(sound);
        }
    }
}
