//! Theme files: RON text in, a `Theme` out, with errors that name the file, the line and
//! the column; the user's theme folder in the config directory; atomic writes.
use crate::theme::Theme;
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
    #[error("theme file {path} not found")]
    Missing { path: PathBuf },
    #[error("could not read theme file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("theme file {path} is {bytes} bytes, more than a theme can be ({limit} bytes)")]
    TooLarge {
        path: PathBuf,
        bytes: u64,
        limit: u64,
    },
    #[error("theme file {place}, line {line}, column {column}: {message}")]
    Parse {
        /// The file, or "text" for a theme that came from memory.
        place: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("could not write theme file {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("could not write the theme as RON: {0}")]
    Serialize(String),
    #[error("no config directory is known on this system (set XDG_CONFIG_HOME or HOME)")]
    NoConfigDir,
    #[error("a theme name must have a letter or digit; '{0}' has none")]
    BadName(String),
    #[error("the theme's background: {0}")]
    Image(#[from] super::image::ImageError),
}

/// Parses a theme from RON text; `place` names where the text came from in errors.
pub fn parse_theme(text: &str, place: &str) -> Result<Theme, ThemeError> {
    ron::from_str(text).map_err(|e| ThemeError::Parse {
        place: place.to_string(),
        line: e.span.start.line,
        column: e.span.start.col,
        message: e.code.to_string(),
    })
}

/// The theme as pretty RON.
pub fn theme_to_ron(theme: &Theme) -> Result<String, ThemeError> {
    let config = ron::ser::PrettyConfig::new().struct_names(true);
    ron::ser::to_string_pretty(theme, config).map_err(|e| ThemeError::Serialize(e.to_string()))
}

/// Reads and parses a theme file (its size is checked before it is read).
pub fn read_theme(path: &Path) -> Result<Theme, ThemeError> {
    let meta = std::fs::metadata(path).map_err(|source| io_error(path, source))?;
    if meta.len() > MAX_THEME_BYTES {
        return Err(ThemeError::TooLarge {
            path: path.to_path_buf(),
            bytes: meta.len(),
            limit: MAX_THEME_BYTES,
        });
    }
    let text = std::fs::read_to_string(path).map_err(|source| io_error(path, source))?;
    parse_theme(&text, &path.display().to_string())
}

fn io_error(path: &Path, source: std::io::Error) -> ThemeError {
    if source.kind() == std::io::ErrorKind::NotFound {
        ThemeError::Missing {
            path: path.to_path_buf(),
        }
    } else {
        ThemeError::Read {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// Writes a theme file atomically (the core's writer: a temporary file beside it,
/// flushed to the disk, renamed over it), so a crash never leaves half a theme.
pub fn write_theme(path: &Path, theme: &Theme) -> Result<(), ThemeError> {
    let text = theme_to_ron(theme)?;
    let write_error = |source| ThemeError::Write {
        path: path.to_path_buf(),
        source,
    };
    if let Some(parent) = path.parent()
        && !parent.as_os_str().is_empty()
    {
        std::fs::create_dir_all(parent).map_err(write_error)?;
    }
    otherworlds_core::record::write_atomic(path, text.as_bytes()).map_err(write_error)
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

/// The names of the themes saved in `dir`'s theme folder, sorted (an absent folder has
/// none).
pub fn saved_theme_names(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir.join(SAVED_THEMES_DIR)) else {
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
    fn names_become_safe_file_stems() {
        assert_eq!(file_stem(" My theme/1 ").expect("ok"), "My-theme-1");
        assert!(file_stem("../").is_err());
    }
}
