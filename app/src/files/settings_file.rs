//! eframe's settings file (`app.ron` in the data directory: the app's display settings,
//! the window's size and place, egui's memory). eframe reads it itself, before the app
//! exists, and a file it cannot parse it takes silently as empty and overwrites at the
//! next save (eframe 0.37, `file_storage.rs`: `read_ron(..).unwrap_or_default()`; it also
//! writes the file in place, not atomically, so a crash can leave it cut short). So the
//! app reads it first, through its own layer, once before the window opens: a file
//! eframe could not read is moved aside (`app.ron.broken-<time>`) and the window starts
//! with default settings and a notice saying where the file went.
//!
//! This is the one read before the event loop, on the main thread: it only looks at the
//! file first (no named pipe or device is opened) and reads at most [`MAX_SETTINGS_BYTES`].
use super::read::{ReadError, read_text, shown};
use super::store::{Faults, move_aside};
use crate::settings::Settings;
use std::collections::HashMap;
use std::path::Path;

/// eframe's file name for its settings.
pub const SETTINGS_FILE: &str = "app.ron";

/// Largest settings file read: eframe's are a few kilobytes.
pub const MAX_SETTINGS_BYTES: u64 = 4 * 1024 * 1024;

/// Why the settings file is not usable, or None if eframe can read it.
fn problem(path: &Path) -> Option<String> {
    let text = match read_text(path, MAX_SETTINGS_BYTES) {
        Ok(text) => text,
        Err(ReadError::Missing { .. }) => return None,
        Err(e) => return Some(e.to_string()),
    };
    // eframe's own form: a map of keys to RON texts.
    let map: HashMap<String, String> = match ron::from_str(&text) {
        Ok(map) => map,
        Err(e) => {
            return Some(format!(
                "line {}, column {}: {}",
                e.span.start.line, e.span.start.col, e.code
            ));
        }
    };
    let settings = map.get(eframe::APP_KEY)?;
    ron::from_str::<Settings>(settings)
        .err()
        .map(|e| format!("the app's settings in it: {}", e.code))
}

/// Checks the settings file in `dir` (see the module documentation); the notice to show
/// if it was not usable.
pub fn check(dir: &Path, faults: &Faults) -> Option<String> {
    let path = dir.join(SETTINGS_FILE);
    let why = problem(&path)?;
    Some(match move_aside(&path, faults) {
        Ok(aside) => format!(
            "Your settings file could not be read ({why}); it was kept as {} and the default settings are used.",
            shown(&aside)
        ),
        Err(e) => format!(
            "Your settings file could not be read ({why}), nor moved aside ({e}); the default settings are used."
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aside(dir: &Path) -> Vec<std::path::PathBuf> {
        std::fs::read_dir(dir)
            .expect("listed")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.to_string_lossy().contains("app.ron.broken-"))
            .collect()
    }

    /// The settings as eframe writes them: a RON map whose values are RON texts.
    fn eframe_text(settings: &Settings) -> String {
        let mut map = HashMap::new();
        map.insert(
            eframe::APP_KEY.to_string(),
            ron::to_string(settings).expect("serialises"),
        );
        map.insert(
            "window".to_string(),
            "(inner_size: (100.0, 80.0))".to_string(),
        );
        ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default()).expect("serialises")
    }

    #[test]
    fn a_good_settings_file_is_left_alone() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        assert_eq!(check(dir.path(), &Faults::default()), None, "no file");
        let settings = Settings {
            flipped: true,
            ..Settings::default()
        };
        std::fs::write(dir.path().join(SETTINGS_FILE), eframe_text(&settings)).expect("written");
        assert_eq!(check(dir.path(), &Faults::default()), None);
        assert!(aside(dir.path()).is_empty());
    }

    /// A file cut short (a crash while eframe wrote it in place) is what eframe would
    /// silently reset: it is moved aside whole, and the notice says where.
    #[test]
    fn a_truncated_settings_file_is_moved_aside_with_a_notice() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let text = eframe_text(&Settings::default());
        let cut = &text[..text.len() / 2];
        let path = dir.path().join(SETTINGS_FILE);
        std::fs::write(&path, cut).expect("written");
        let notice = check(dir.path(), &Faults::default()).expect("a notice");
        let moved = aside(dir.path());
        assert_eq!(moved.len(), 1, "{notice}");
        assert_eq!(
            std::fs::read_to_string(&moved[0]).ok().as_deref(),
            Some(cut)
        );
        assert!(notice.contains(&shown(&moved[0])), "{notice}");
        assert!(!path.exists(), "eframe starts without it");
    }

    #[test]
    fn settings_eframe_reads_but_the_app_cannot_are_moved_aside_too() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let mut map = HashMap::new();
        map.insert(eframe::APP_KEY.to_string(), "(flipped: maybe)".to_string());
        let text = ron::to_string(&map).expect("serialises");
        std::fs::write(dir.path().join(SETTINGS_FILE), text).expect("written");
        let notice = check(dir.path(), &Faults::default()).expect("a notice");
        assert!(notice.contains("the app's settings"), "{notice}");
        assert_eq!(aside(dir.path()).len(), 1);
    }

    #[test]
    fn a_directory_in_its_place_is_moved_aside() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        std::fs::create_dir(dir.path().join(SETTINGS_FILE)).expect("a folder");
        let notice = check(dir.path(), &Faults::default()).expect("a notice");
        assert!(notice.contains("is a directory"), "{notice}");
        assert_eq!(aside(dir.path()).len(), 1);
    }
}
