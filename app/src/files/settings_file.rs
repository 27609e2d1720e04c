//! The settings file (`app.ron` in the data directory, in eframe's form: a RON map of
//! texts, `"app"` the app's settings, `"window"` the window's size and place, `"egui"`
//! egui's memory). The app owns it: eframe is started on a scratch copy of the checked
//! entries (`NativeOptions::persistence_path`, in a temporary folder), so nothing of
//! eframe's ever reads the file unchecked or writes it in place (eframe 0.37 writes
//! with `File::create`: a full disk at exit left a 0-byte file); the app writes it
//! atomically through the files worker when eframe saves (every 30 s and at exit).
//!
//! Read once before the window opens, on the main thread (it only looks at the file
//! first: no named pipe or device is opened; at most [`MAX_SETTINGS_BYTES`]):
//!
//! - a file that is not a regular file, too large, not UTF-8, not eframe's map, or whose
//!   app settings do not read, is moved aside (`app.ron.broken-<time>`);
//! - a file that is there but cannot be read now (a permission) is left alone and not
//!   written over this session, as the theme and the profiles are;
//! - every value eframe, egui or winit acts on is checked: egui's zoom (finite, within
//!   egui's own 0.2-5, which its Ctrl+Plus/Minus keep: 0, a negative zoom or NaN
//!   panicked in winit, 1000 overflowed X11's window size, 1e-30 gave an X11
//!   BadValue); the window's size (finite, 64-16384 points), place (finite, within
//!   ±100000 pixels) and scale (finite, 0.25-8). Nothing else of egui's memory is kept
//!   (window places, scroll offsets: none worth a risk). A file with such values is
//!   copied aside as it was (`app.ron.out-of-range-<time>`) and written again checked;
//! - the app's settings keep the fields this version does not know, written back as
//!   they were (`ron_fields.rs`); entries of the map other than these three are kept.
//!
//! Each case says so in a notice, naming where the file went.
use super::read::{ReadError, read_regular, shown};
use super::ron_fields;
use super::store::{Faults, copy_aside_as, move_aside, write_file};
use crate::settings::Settings;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The settings file's name in the data directory (eframe's own name for it).
pub const SETTINGS_FILE: &str = "app.ron";

/// Largest settings file read: they are a few kilobytes.
pub const MAX_SETTINGS_BYTES: u64 = 4 * 1024 * 1024;

/// The map's keys: the app's settings, the window, egui's memory (eframe's keys).
pub const APP_KEY: &str = "app";
pub const WINDOW_KEY: &str = "window";
pub const EGUI_KEY: &str = "egui";

/// egui's zoom range (its Ctrl+Plus and Ctrl+Minus stay within it).
pub const MIN_ZOOM: f32 = 0.2;
pub const MAX_ZOOM: f32 = 5.0;

/// The window's inner size kept, in points (eframe's own floor is 64; X11 takes sizes
/// up to 32767 pixels).
const MIN_SIZE: f32 = 64.0;
const MAX_SIZE: f32 = 16384.0;
/// The farthest window place kept, in pixels from the desktop's origin.
const MAX_PLACE: f32 = 100_000.0;
/// The scale factors kept (a monitor's pixels per point).
const MIN_SCALE: f32 = 0.25;
const MAX_SCALE: f32 = 8.0;

/// A point or a size as egui writes one.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
struct Xy {
    x: f32,
    y: f32,
}

/// egui_winit 0.37's `WindowGeometry`, field by field.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
struct Geometry {
    #[serde(default)]
    outer_position_pixels: Option<Xy>,
    #[serde(default = "one")]
    scale_factor: f32,
    inner_size_points: Xy,
}

/// egui_winit 0.37's `WindowSettings`, field by field.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
struct Window {
    normal_geometry: Geometry,
    #[serde(default)]
    fullscreen: bool,
    #[serde(default)]
    maximized: bool,
}

/// What is kept of egui's memory: its options' zoom (the rest read as egui's defaults).
#[derive(Clone, Copy, Debug, PartialEq, Default, Serialize, Deserialize)]
struct Egui {
    #[serde(default)]
    options: EguiOptions,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
struct EguiOptions {
    #[serde(default = "one")]
    zoom_factor: f32,
}

impl Default for EguiOptions {
    fn default() -> Self {
        EguiOptions { zoom_factor: 1.0 }
    }
}

fn one() -> f32 {
    1.0
}

/// `v` if it is a number within `low..=high`, else the nearest bound (`default` for a
/// value that is not a number), and whether it changed.
fn within(v: f32, low: f32, high: f32, default: f32) -> (f32, bool) {
    let kept = if v.is_nan() {
        default
    } else {
        v.clamp(low, high)
    };
    (kept, kept.to_bits() != v.to_bits())
}

impl Window {
    /// Every value brought within range; what changed, in words.
    fn checked(mut self) -> (Window, Vec<String>) {
        let mut told = Vec::new();
        let g = &mut self.normal_geometry;
        let (scale, changed) = within(g.scale_factor, MIN_SCALE, MAX_SCALE, 1.0);
        if changed {
            told.push(t!(
                "files-settings-window-scale",
                scale = g.scale_factor.to_string()
            ));
            g.scale_factor = scale;
        }
        let size = g.inner_size_points;
        let (x, cx) = within(size.x, MIN_SIZE, MAX_SIZE, 1100.0);
        let (y, cy) = within(size.y, MIN_SIZE, MAX_SIZE, 760.0);
        if cx || cy {
            told.push(t!(
                "files-settings-window-size",
                width = size.x.to_string(),
                height = size.y.to_string()
            ));
            g.inner_size_points = Xy { x, y };
        }
        if let Some(at) = g.outer_position_pixels
            && !(at.x.is_finite()
                && at.y.is_finite()
                && at.x.abs() <= MAX_PLACE
                && at.y.abs() <= MAX_PLACE)
        {
            told.push(t!(
                "files-settings-window-place",
                x = at.x.to_string(),
                y = at.y.to_string()
            ));
            g.outer_position_pixels = None;
        }
        (self, told)
    }
}

impl Egui {
    fn checked(self) -> (Egui, Vec<String>) {
        let z = self.options.zoom_factor;
        let (zoom, changed) = within(z, MIN_ZOOM, MAX_ZOOM, 1.0);
        let told = if changed {
            vec![t!("files-settings-zoom", zoom = z.to_string())]
        } else {
            Vec::new()
        };
        (
            Egui {
                options: EguiOptions { zoom_factor: zoom },
            },
            told,
        )
    }
}

/// What the app keeps of the file between start and exit, to write it back.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SettingsFile {
    /// Where it is (None: the app keeps no settings file).
    pub path: Option<PathBuf>,
    /// The app settings' fields this version does not know, as written.
    pub unknown: Vec<(String, String)>,
    /// The map's entries no part of the app reads, as written.
    pub others: BTreeMap<String, String>,
    /// Why the file is not written this session (it is there, but could not be read).
    pub keep: Option<String>,
}

/// What the settings file gave at start.
#[derive(Clone, Debug, Default)]
pub struct Start {
    pub settings: Settings,
    /// eframe's entries, checked: what its scratch file holds (see [`scratch_text`]).
    pub window: Option<String>,
    pub egui: Option<String>,
    pub file: SettingsFile,
    /// What the window says about the file, if anything.
    pub notice: Option<String>,
    /// There was no settings file: the app's first start with this data folder.
    pub absent: bool,
}

/// An entry's text checked: the checked text, and what was changed (None: it does not
/// read at all).
fn checked_entry(key: &str, text: &str) -> Option<(String, Vec<String>)> {
    let (value, told) = match key {
        WINDOW_KEY => {
            let (w, told) = ron::from_str::<Window>(text).ok()?.checked();
            (ron::to_string(&w).ok()?, told)
        }
        _ => {
            let (e, told) = ron::from_str::<Egui>(text).ok()?.checked();
            (ron::to_string(&e).ok()?, told)
        }
    };
    Some((value, told))
}

/// The app's settings of the `app` entry, and its fields this version does not know.
fn app_settings(text: &str) -> Result<(Settings, Vec<(String, String)>), String> {
    let settings = ron::from_str::<Settings>(text)
        .map_err(|e| t!("files-settings-app-entry", error = e.code.to_string()))?;
    let known: Vec<String> = ron::to_string(&Settings::default())
        .ok()
        .and_then(|t| ron_fields::fields(&t))
        .map(|f| f.into_iter().map(|(name, _)| name).collect())
        .unwrap_or_default();
    let unknown = ron_fields::fields(text)
        .unwrap_or_default()
        .into_iter()
        .filter(|(name, _)| !known.contains(name))
        .collect();
    Ok((settings, unknown))
}

/// Reads the settings file in `dir` (see the module documentation).
pub fn load(dir: &Path, faults: &Faults) -> Start {
    let path = dir.join(SETTINGS_FILE);
    let mut start = Start {
        file: SettingsFile {
            path: Some(path.clone()),
            ..SettingsFile::default()
        },
        ..Start::default()
    };
    let bytes = match read_regular(&path, MAX_SETTINGS_BYTES) {
        Ok(bytes) => bytes,
        Err(ReadError::Missing { .. }) => {
            start.absent = true;
            return start;
        }
        Err(e) if !e.is_unusable() => {
            start.notice = Some(t!("files-settings-not-read", error = e.to_string()));
            start.file.keep = Some(e.to_string());
            return start;
        }
        Err(e) => return moved_aside(start, &path, &e.to_string(), faults),
    };
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return moved_aside(start, &path, &t!("files-settings-not-utf8"), faults);
    };
    // eframe's own form: a map of keys to RON texts.
    let map: BTreeMap<String, String> = match ron::from_str(text) {
        Ok(map) => map,
        Err(e) => {
            let why = t!(
                "files-settings-where",
                line = e.span.start.line,
                column = e.span.start.col,
                error = e.code.to_string()
            );
            return moved_aside(start, &path, &why, faults);
        }
    };
    let mut told = Vec::new();
    for (key, value) in map {
        match key.as_str() {
            APP_KEY => match app_settings(&value) {
                Ok((settings, unknown)) => {
                    start.settings = settings;
                    start.file.unknown = unknown;
                }
                Err(why) => return moved_aside(start, &path, &why, faults),
            },
            // An entry that does not read is dropped quietly, as eframe does: its own
            // cache of the window and of egui's state, whose form changes with their
            // versions.
            WINDOW_KEY | EGUI_KEY => {
                if let Some((checked, changed)) = checked_entry(&key, &value) {
                    told.extend(changed);
                    let slot = if key == WINDOW_KEY {
                        &mut start.window
                    } else {
                        &mut start.egui
                    };
                    *slot = Some(checked);
                }
            }
            _ => {
                start.file.others.insert(key, value);
            }
        }
    }
    if !told.is_empty() {
        repaired(&mut start, &path, &bytes, &told.join(", "), faults);
    }
    start
}

/// The file could not be used: moved aside, the defaults used.
fn moved_aside(mut start: Start, path: &Path, why: &str, faults: &Faults) -> Start {
    start.settings = Settings::default();
    start.window = None;
    start.egui = None;
    start.file.unknown.clear();
    start.file.others.clear();
    start.notice = Some(match move_aside(path, faults) {
        Ok(aside) => t!(
            "files-settings-not-read-kept",
            error = why,
            file = shown(&aside)
        ),
        Err(e) => {
            start.file.keep = Some(e.to_string());
            t!(
                "files-settings-not-read-not-moved",
                error = why,
                reason = e.to_string()
            )
        }
    });
    start
}

/// The file held values out of range: they are replaced; the file as it was is kept
/// aside, then written checked (or, if it cannot be kept aside, left as it is).
fn repaired(start: &mut Start, path: &Path, bytes: &[u8], what: &str, faults: &Faults) {
    let aside = copy_aside_as(path, bytes, "out-of-range", faults);
    let written = aside.as_ref().map_err(Clone::clone).and_then(|_| {
        let text = file_text(
            &start.settings,
            start.window.as_deref(),
            start.egui.as_deref(),
            &start.file,
        )
        .map_err(|message| super::store::WriteError::Io {
            path: path.to_path_buf(),
            kind: std::io::ErrorKind::InvalidData,
            message,
        })?;
        write_file(path, text.as_bytes(), true, faults)
    });
    start.notice = Some(match (aside, written) {
        (Ok(kept), Ok(())) => t!(
            "files-settings-repaired-kept",
            values = what,
            file = shown(&kept)
        ),
        (Ok(kept), Err(e)) => {
            start.file.keep = Some(e.to_string());
            t!(
                "files-settings-repaired-not-written",
                values = what,
                file = shown(&kept),
                reason = e.to_string()
            )
        }
        (Err(e), _) => {
            start.file.keep = Some(e.to_string());
            t!(
                "files-settings-repaired-not-kept",
                values = what,
                reason = e.to_string()
            )
        }
    });
}

/// The file's text: the app's settings (and the fields this version does not know, as
/// they were), eframe's window and egui entries checked, the other entries as they
/// were; an error if the text would not read back to the same settings.
pub fn file_text(
    settings: &Settings,
    window: Option<&str>,
    egui: Option<&str>,
    file: &SettingsFile,
) -> Result<String, String> {
    let app = ron::to_string(settings)
        .map_err(|e| t!("files-settings-cannot-write", error = e.to_string()))?;
    let mut map = file.others.clone();
    map.insert(APP_KEY.into(), ron_fields::with_fields(&app, &file.unknown));
    for (key, text) in [(WINDOW_KEY, window), (EGUI_KEY, egui)] {
        if let Some((checked, _)) = text.and_then(|t| checked_entry(key, t)) {
            map.insert(key.into(), checked);
        }
    }
    let text = ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default())
        .map_err(|e| t!("files-settings-cannot-write", error = e.to_string()))?;
    // Never a file the next start cannot read.
    let again: BTreeMap<String, String> = ron::from_str(&text)
        .map_err(|e| t!("files-settings-no-read-back", error = e.code.to_string()))?;
    let read = again.get(APP_KEY).map(|t| app_settings(t).map(|(s, _)| s));
    if read != Some(Ok(settings.clone())) {
        return Err(t!("files-settings-not-as-they-are"));
    }
    Ok(text)
}

/// The text eframe is started with (its scratch file): the checked window and egui
/// entries only (the app's settings are the app's).
pub fn scratch_text(start: &Start) -> String {
    let mut map = BTreeMap::new();
    for (key, text) in [(WINDOW_KEY, &start.window), (EGUI_KEY, &start.egui)] {
        if let Some(text) = text {
            map.insert(key.to_string(), text.clone());
        }
    }
    ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default()).unwrap_or_default()
}

/// eframe's scratch file, written with [`scratch_text`]: in a temporary folder held
/// while the app runs (removed with it), else beside the settings file
/// (`app.eframe.ron`, which nothing but eframe reads), else a path nothing can be read
/// from or written to (inside the program's own file): eframe then starts with its
/// defaults, and never on the settings file itself.
pub fn scratch(start: &Start, dir: Option<&Path>) -> (Option<tempfile::TempDir>, PathBuf) {
    let text = scratch_text(start);
    if let Ok(tmp) = tempfile::Builder::new().prefix("otherworlds-").tempdir() {
        let path = tmp.path().join(SETTINGS_FILE);
        if std::fs::write(&path, &text).is_ok() {
            return (Some(tmp), path);
        }
    }
    if let Some(path) = dir.map(|d| d.join("app.eframe.ron"))
        && write_file(&path, text.as_bytes(), true, &Faults::default()).is_ok()
    {
        return (None, path);
    }
    let nowhere = std::env::current_exe()
        .unwrap_or_else(|_| PathBuf::from("/dev/null"))
        .join(SETTINGS_FILE);
    (None, nowhere)
}

/// The notice of [`load`] alone (what the window said before the settings were
/// checked value by value).
pub fn check(dir: &Path, faults: &Faults) -> Option<String> {
    load(dir, faults).notice
}

#[cfg(test)]
mod tests;
