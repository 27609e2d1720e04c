//! The app's file layer: every read and write of the user's files goes through here
//! (saved games, PGN files and the autosave, theme files and pictures, the profiles, eframe's
//! settings file), on the files worker (`worker.rs`), never on the UI thread; regular
//! files only, the size checked before reading (`read.rs`), atomic writes, and a file
//! of the app's own that cannot be read moved aside, never overwritten (`store.rs`).
//! Also where the app keeps its data (and moving an earlier version's folders there,
//! `migrate.rs`), the window's autosave slot (`lock.rs`), the
//! native file dialogs and the app's own chooser. Only the shell opens dialogs;
//! screens and the studio ask for them.
pub mod chooser;
pub mod dialog;
pub mod games;
pub mod lock;
pub mod migrate;
#[cfg(target_os = "macos")]
pub mod open_event;
pub mod pgn;
pub mod read;
pub mod ron_fields;
pub mod settings_file;
pub mod store;
pub mod worker;

pub use worker::{Files, Pending, WriteTag, Written};

use std::path::{Path, PathBuf};

/// The application id, reverse DNS of the project's address
/// (github.com/otherworlds-chess): the desktop entry, the AppStream metainfo, the MIME
/// type's icon, the Windows installer's registry keys, the macOS bundle id, the
/// window's app id and the data folders below all use it (packaging/README.md).
pub const APP_ID: &str = "io.github.otherworlds_chess.Otherworlds";

/// The folders of this user's data, the one place that names them:
/// `$XDG_DATA_HOME/APP_ID` and `$XDG_CONFIG_HOME/APP_ID` on Linux (else under
/// `~/.local/share` and `~/.config`), both `~/Library/Application Support/APP_ID` on
/// macOS, `%APPDATA%\APP_ID\data` and `%APPDATA%\APP_ID\config` on Windows. Earlier
/// versions used other folders; `migrate` moves them here on the first start.
fn folders() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from_path(PathBuf::from(APP_ID))
}

/// Where the autosave, the profiles and eframe's settings (`app.ron`) are kept for this
/// user (None where the system has no such place).
pub fn data_dir() -> Option<PathBuf> {
    folders().map(|d| d.data_dir().to_path_buf())
}

/// The directory the app keeps its themes in (see [`data_dir`] for where).
pub fn config_dir() -> Option<PathBuf> {
    folders().map(|d| d.config_dir().to_path_buf())
}

/// The file name of `path` for messages ("game.json"), control characters escaped.
pub fn file_name(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    otherworlds_core::quote::escape_all(&name)
}
