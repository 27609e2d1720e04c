//! The display settings and the lessons' progress that survive a restart (eframe's
//! storage). The game lives in
//! the autosave and the theme in the config directory, each in one place only.
pub mod progress;

use crate::view3d::ViewSettings;
use progress::LearnProgress;
use serde::{Deserialize, Serialize};

/// The analysis lines shown until the user chooses.
pub const DEFAULT_LINES: usize = 3;

/// The threads the analysis searches with unless the user chooses: every core.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// How the board is shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub flipped: bool,
    pub coordinates: bool,
    /// 2D, stacked 3D layers or the tesseract, and the cameras.
    pub view: ViewSettings,
    /// What the learner has done in the lessons, and where the Learn screen was.
    pub learn: LearnProgress,
    /// How many lines the analysis shows (multi-PV, 1-5; brought into range where used).
    pub analysis_lines: usize,
    /// How many threads the analysis searches with (all cores unless chosen; brought
    /// into range where used). Computer opponents always search with one.
    pub analysis_threads: usize,
    /// The size of the analysis's table in MiB (brought into range where used).
    pub analysis_hash_mib: usize,
    /// The window's language (a tag of `assets/i18n/`); none before the first start,
    /// which takes the system's.
    pub language: Option<String>,
    /// What plays and how loud (issue 44).
    pub sound: crate::sound::SoundSettings,
    /// The profile the Puzzles screen rates last chose (issue 45).
    pub puzzle_profile: Option<String>,
    /// The external UCI engines added (issue 47), and the one the analysis uses by
    /// name (None: the built-in engine).
    pub engines: Vec<crate::engines::spec::EngineSpec>,
    pub analysis_engine: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            flipped: false,
            coordinates: true,
            view: ViewSettings::default(),
            learn: LearnProgress::default(),
            analysis_lines: DEFAULT_LINES,
            analysis_threads: default_threads(),
            analysis_hash_mib: otherworlds_core::engine::any::ANALYSIS_HASH_MIB,
            language: None,
            sound: crate::sound::SoundSettings::default(),
            puzzle_profile: None,
            engines: Vec::new(),
            analysis_engine: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_of_older_versions_still_load_without_their_game_and_theme() {
        // Before 0.2 the settings also held the game and the theme; those fields are
        // now kept elsewhere and skipped here.
        let old = r#"(variant: Standard, moves: ["e2e4"], flipped: true, coordinates: false,
            players: (white: Human, black: Computer(3)))"#;
        let settings: Settings = ron::from_str(old).expect("old settings load");
        assert!(settings.flipped);
        assert!(!settings.coordinates);
        assert_eq!(settings.view, ViewSettings::default());
        // Settings written before the threads setting search with every core.
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(settings.analysis_threads, cores);
        // And with the table they searched with before it could be chosen.
        assert_eq!(settings.analysis_hash_mib, 64);
    }
}
