//! Theme files: RON text in, a `Theme` out, with errors that name the file, the line and
//! the column; the user's theme folder in the config directory. The functions that read
//! run on the files worker (`crate::files`), which also does every write.
use super::image::{self, ImageError};
use crate::files::read::{ReadError, read_text};
use crate::files::store::{Faults, WriteError, move_aside};
use crate::theme::{Background, Theme};
use std::path::{Path, PathBuf};

/// Largest theme file read: a theme is a few kilobytes, so anything bigger is a wrong
/// file, refused before it is read.
pub const MAX_THEME_BYTES: u64 = 256 * 1024;

/// Name of the file holding the theme in use, in the config directory.
pub const CURRENT_THEME_FILE: &str = "theme.ron";

/// Folder of the themes saved by name, in the config directory.
pub const SAVED_THEMES_DIR: &str = "themes";

/// Everything that can go wrong with a theme file.
#[derive(Debug, thiserror::Error)]
pub enum ThemeError {
    /// Not found, not a regular file, too large, unreadable.
    File(ReadError),
    Parse {
        /// The file, or "text" for a theme that came from memory.
        place: String,
        line: usize,
        column: usize,
        message: String,
    },
    Write(WriteError),
    OutOfRange {
        place: String,
        field: &'static str,
        value: f32,
        min: f32,
        max: f32,
    },
    Serialize(String),
    NoConfigDir,
    BadName(String),
    Image(#[from] ImageError),
    /// The files worker lost the work (a bug in the app).
    Lost(#[from] crate::files::worker::Lost),
}

impl std::fmt::Display for ThemeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            ThemeError::File(e) => t!("studio-error-file", error = e.to_string()),
            ThemeError::Write(e) => t!("studio-error-file", error = e.to_string()),
            ThemeError::Parse {
                place,
                line,
                column,
                message,
            } => t!(
                "studio-error-parse",
                place = place.as_str(),
                line = *line,
                column = *column,
                error = message.as_str()
            ),
            ThemeError::OutOfRange {
                place,
                field,
                value,
                min,
                max,
            } => t!(
                "studio-error-out-of-range",
                place = place.as_str(),
                field = *field,
                value = value.to_string(),
                min = min.to_string(),
                max = max.to_string()
            ),
            ThemeError::Serialize(e) => t!("studio-error-serialize", error = e.as_str()),
            ThemeError::NoConfigDir => t!("studio-error-no-config-dir"),
            ThemeError::BadName(name) => t!("studio-error-bad-name", name = name.as_str()),
            ThemeError::Image(e) => t!("studio-error-image", error = e.to_string()),
            ThemeError::Lost(e) => e.to_string(),
        };
        f.write_str(&text)
    }
}

impl ThemeError {
    /// Whether the file is there but can never be a theme (it does not parse, is no
    /// regular file, is too large): the app's own `theme.ron` is then moved aside.
    fn is_unusable(&self) -> bool {
        match self {
            ThemeError::Parse { .. } | ThemeError::OutOfRange { .. } => true,
            ThemeError::File(e) => e.is_unusable(),
            _ => false,
        }
    }
}

/// Parses a theme from RON text; `place` names where the text came from in errors.
/// Its numbers must be in the ranges the studio's sliders give (a file could hold
/// `NaN` or `1e30`, which no drawing can use).
pub fn parse_theme(text: &str, place: &str) -> Result<Theme, ThemeError> {
    let place = crate::files::read::shown(Path::new(place));
    let theme: Theme = ron::from_str(text).map_err(|e| ThemeError::Parse {
        place: place.clone(),
        line: e.span.start.line,
        column: e.span.start.col,
        message: otherworlds_core::quote::bounded(&e.code.to_string()).to_string(),
    })?;
    let light = &theme.lighting;
    let numbers = [
        ("ghost_opacity", theme.ghost_opacity, 0.0, 1.0),
        ("marker_scale", theme.marker_scale, 0.25, 2.0),
        ("lighting.azimuth_deg", light.azimuth_deg, -360.0, 720.0),
        ("lighting.elevation_deg", light.elevation_deg, 0.0, 90.0),
        ("lighting.intensity", light.intensity, 0.0, 1.0),
    ];
    for (field, value, min, max) in numbers {
        // Written so that NaN is out of range too.
        if !(min..=max).contains(&value) {
            return Err(ThemeError::OutOfRange {
                place,
                field,
                value,
                min,
                max,
            });
        }
    }
    Ok(theme)
}

/// The theme as pretty RON.
pub fn theme_to_ron(theme: &Theme) -> Result<String, ThemeError> {
    let config = ron::ser::PrettyConfig::new().struct_names(true);
    ron::ser::to_string_pretty(theme, config).map_err(|e| ThemeError::Serialize(e.to_string()))
}

/// The bytes of a theme file for `theme` (the files worker writes them atomically).
pub fn theme_bytes(theme: &Theme) -> Result<Vec<u8>, ThemeError> {
    theme_to_ron(theme).map(String::into_bytes)
}

/// Reads and parses a theme file (a regular file, its size checked before it is read).
pub fn read_theme(path: &Path) -> Result<Theme, ThemeError> {
    let text = read_text(path, MAX_THEME_BYTES).map_err(ThemeError::File)?;
    parse_theme(&text, &path.display().to_string())
}

/// A theme read with its background picture decoded, ready to use.
pub struct ThemeWithPicture {
    pub theme: Theme,
    pub picture: Option<(PathBuf, egui::ColorImage)>,
}

/// Reads a theme file and the picture it names, if any: a theme whose picture cannot
/// be used is refused whole.
pub fn read_theme_with_picture(path: &Path) -> Result<ThemeWithPicture, ThemeError> {
    let theme = read_theme(path)?;
    let picture = match &theme.background {
        Background::Image(p) => Some((p.clone(), image::load_image(p)?)),
        _ => None,
    };
    Ok(ThemeWithPicture { theme, picture })
}

/// What `theme.ron` held at start.
pub enum Restored {
    /// No theme saved yet.
    Nothing,
    Theme(Box<Theme>),
    /// It can never be read; it was moved aside (or could not be: then it stays, and
    /// the theme in use is not written over it).
    Broken {
        error: ThemeError,
        aside: Result<PathBuf, WriteError>,
    },
    /// It could not be read now (a permission, a failing disk): left alone.
    Unreadable(ThemeError),
}

/// Reads the theme in use from `dir` (on the files worker), moving a broken file aside.
pub fn restore_current(dir: &Path, faults: &Faults) -> Restored {
    let path = dir.join(CURRENT_THEME_FILE);
    match read_theme(&path) {
        Ok(theme) => Restored::Theme(Box::new(theme)),
        Err(ThemeError::File(ReadError::Missing { .. })) => Restored::Nothing,
        Err(error) if error.is_unusable() => Restored::Broken {
            error,
            aside: move_aside(&path, faults),
        },
        Err(error) => Restored::Unreadable(error),
    }
}

/// A file name for a theme name: letters, digits, '-' and '_' kept, the rest become '-'.
pub fn file_stem(name: &str) -> Result<String, ThemeError> {
    let stem: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    if stem.chars().any(char::is_alphanumeric) {
        Ok(stem)
    } else {
        Err(ThemeError::BadName(name.to_string()))
    }
}

/// The themes saved in `dir`'s theme folder, sorted by name, each with its theme if it
/// reads (an absent folder has none). Runs on the files worker.
pub fn saved_themes(dir: &Path) -> Vec<(String, Option<Theme>)> {
    let folder = dir.join(SAVED_THEMES_DIR);
    let Ok(entries) = std::fs::read_dir(&folder) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let path = e.path();
            (path.extension()? == "ron").then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let theme = read_theme(&folder.join(format!("{name}.ron"))).ok();
            (name, theme)
        })
        .collect()
}

/// Where the theme saved under `name` lives.
pub fn saved_theme_path(dir: &Path, name: &str) -> Result<PathBuf, ThemeError> {
    Ok(dir
        .join(SAVED_THEMES_DIR)
        .join(format!("{}.ron", file_stem(name)?)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_theme_round_trips_through_ron() {
        let mut theme = Theme::default();
        theme.board_light = egui::Color32::from_rgba_unmultiplied(0, 0, 0, 200);
        theme.background = crate::theme::Background::Image("/tmp/a b.png".into());
        let text = theme_to_ron(&theme).expect("serialises");
        assert!(text.contains("\"#000000c8\""), "{text}");
        assert_eq!(parse_theme(&text, "text").expect("parses"), theme);
    }

    #[test]
    fn unknown_field_is_named_with_its_line() {
        let err = parse_theme(
            "Theme(\n  name: \"x\",\n  board_lite: \"#ffffff\",\n)",
            "t.ron",
        )
        .expect_err("unknown field");
        let text = err.to_string();
        assert!(text.contains("board_lite"), "{text}");
        assert!(matches!(err, ThemeError::Parse { line: 3, .. }), "{err:?}");
    }

    #[test]
    fn bad_colour_text_says_how_to_write_it() {
        let err = parse_theme("(board_dark: \"#12345\")", "t.ron").expect_err("bad colour");
        assert!(err.to_string().contains("#rrggbb"), "{err}");
    }

    #[test]
    fn old_premultiplied_arrays_still_load() {
        let theme = parse_theme("(board_dark: (10, 20, 30, 255))", "old").expect("loads");
        assert_eq!(theme.board_dark, egui::Color32::from_rgb(10, 20, 30));
        let theme = parse_theme("(board_dark: [10, 20, 30, 255])", "old").expect("loads");
        assert_eq!(theme.board_dark, egui::Color32::from_rgb(10, 20, 30));
    }

    /// eframe's storage kept the theme with egui's own colour serialisation; those
    /// saves must still load.
    #[test]
    fn colours_as_egui_wrote_them_still_load() {
        #[derive(serde::Serialize)]
        struct Old {
            board_dark: egui::Color32,
            last_move: egui::Color32,
        }
        let last_move = egui::Color32::from_rgba_unmultiplied(0xd8, 0xc0, 0x20, 110);
        let old = Old {
            board_dark: egui::Color32::from_rgb(10, 20, 30),
            last_move,
        };
        let text = ron::to_string(&old).expect("serialises");
        let theme = parse_theme(&text, "old").expect("loads");
        assert_eq!(theme.board_dark, egui::Color32::from_rgb(10, 20, 30));
        assert_eq!(theme.last_move, last_move);
    }

    #[test]
    fn numbers_no_drawing_can_use_are_refused() {
        for (text, field) in [
            ("(ghost_opacity: NaN)", "ghost_opacity"),
            ("(marker_scale: 1e30)", "marker_scale"),
            ("(lighting: (intensity: -0.5))", "lighting.intensity"),
            ("(lighting: (elevation_deg: inf))", "lighting.elevation_deg"),
        ] {
            let err = parse_theme(text, "t.ron").expect_err(text);
            assert!(
                matches!(&err, ThemeError::OutOfRange { field: f, .. } if *f == field),
                "{text}: {err}"
            );
            assert!(err.to_string().contains(field), "{err}");
        }
        assert!(parse_theme("(ghost_opacity: 0.1, marker_scale: 1.15)", "t.ron").is_ok());
    }

    /// Themes saved before the drawing colours existed load with the default ones;
    /// a theme that sets them keeps them.
    #[test]
    fn a_theme_without_drawing_colours_gets_the_defaults() {
        let old = parse_theme("(name: \"Old\", board_dark: \"#102030\")", "old").expect("loads");
        let default = Theme::default();
        assert_eq!(old.draw_green, default.draw_green);
        assert_eq!(old.draw_yellow, default.draw_yellow);
        let set = parse_theme("(draw_red: \"#ff000080\")", "t.ron").expect("loads");
        assert_eq!(
            set.draw_red,
            egui::Color32::from_rgba_unmultiplied(255, 0, 0, 128)
        );
    }

    #[test]
    fn names_become_safe_file_stems() {
        assert_eq!(file_stem(" My theme/1 ").expect("ok"), "My-theme-1");
        assert!(file_stem("../").is_err());
    }
}
