//! The app's file layer: every read and write of the user's files goes through here
//! (saved games, PGN files and the autosave, theme files and pictures, the profiles, eframe's
//! settings file), on the files worker (`worker.rs`), never on the UI thread; regular
//! files only, the size checked before reading (`read.rs`), atomic writes, and a file
//! of the app's own that cannot be read moved aside, never overwritten (`store.rs`).
//! Also where the app keeps its data, the window's autosave slot (`lock.rs`), the
//! native file dialogs and the app's own chooser. Only the shell opens dialogs;
//! screens and the studio ask for them.
pub mod chooser;
pub mod dialog;
pub mod games;
pub mod lock;
pub mod pgn;
pub mod read;
pub mod ron_fields;
pub mod settings_file;
pub mod store;
pub mod worker;

pub use worker::{Files, Pending, WriteTag, Written};

use std::path::{Path, PathBuf};

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

/// The file name of `path` for messages ("game.json"), control characters escaped.
pub fn file_name(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    otherworlds_core::quote::escape_all(&name)
}
