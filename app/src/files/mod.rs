//! The app's files: saved games and the autosave, the native file dialogs, and where the
//! app keeps its data. Only the shell opens dialogs; screens and the studio ask for them.
pub mod chooser;
pub mod dialog;
pub mod games;

use std::path::PathBuf;

/// The app id eframe stores its settings under; the autosave lives beside them.
pub const APP_ID: &str = "Otherworlds";

/// Where the autosave and eframe's settings are kept for this user (None where the
/// system has no such place).
pub fn data_dir() -> Option<PathBuf> {
    eframe::storage_dir(APP_ID)
}

/// The directory the app keeps its themes in: `$XDG_CONFIG_HOME/otherworlds` (else
/// `~/.config/otherworlds`) on Linux, `~/Library/Application Support/otherworlds` on
/// macOS, `%APPDATA%\otherworlds\config` on Windows.
pub fn config_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "otherworlds").map(|d| d.config_dir().to_path_buf())
}
