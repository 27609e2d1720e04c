//! The customisation studio: a panel at the window's left that edits the theme in use
//! (every change shows at once), the ready-made themes, the background landscapes and the user's own
//! picture, and theme files (saved by name in the config directory, exported and
//! imported anywhere).
//!
//! Storage: the theme in use is `<config>/theme.ron`, themes saved by name are
//! `<config>/themes/<name>.ron`, where `<config>` is [`crate::files::config_dir`]
//! (`$XDG_CONFIG_HOME/otherworlds` on Linux). The theme in use is written when the
//! studio closes and when eframe saves the app; it is kept nowhere else. File dialogs
//! are the shell's: a command that needs one returns its [`DialogPurpose`].
pub mod files;
pub mod image;
pub mod landscape;
pub mod presets;
mod storage;
mod window;

use crate::files::Files;
use crate::files::dialog::DialogPurpose;
use crate::theme::Theme;
use egui::{Context, TextureHandle};
use files::ThemeError;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use storage::{PictureRead, Reads};

/// What the studio can be asked to do besides editing a field. Paths come with the
/// command, so tests skip the file dialogs.
#[derive(Clone, Debug, PartialEq)]
pub enum StudioCommand {
    /// Show or hide the studio.
    Toggle,
    Close,
    /// Use this theme (as if every field had been edited).
    Apply(Box<Theme>),
    /// Use this ready-made theme; over unsaved colours of the user's, ask first.
    Preset(presets::ReadyTheme),
    /// The answer "Replace": use this ready-made theme, the user's colours are dropped.
    ReplaceWithPreset(presets::ReadyTheme),
    /// The answer "Keep my colours": the ready-made theme is not used.
    KeepCustom,
    /// Use the theme in this file.
    Import(PathBuf),
    /// Write the theme in use to this file.
    Export(PathBuf),
    /// Use this picture as the background.
    Image(PathBuf),
    /// Save the theme in use under this name in the config directory.
    Save(String),
    /// Use the theme saved under this name.
    Load(String),
    /// Ask for a file with a dialog (the shell shows it), then import it.
    ImportDialog,
    /// Ask where to write with a dialog (the shell shows it), then export.
    ExportDialog,
    /// Ask for a picture with a dialog (the shell shows it), then use it.
    ImageDialog,
}

/// A line shown at the bottom of the studio: what the last file action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudioMessage {
    pub text: String,
    pub error: bool,
}

/// The studio's state (the theme itself is the app's; the studio keeps it on disk).
#[derive(Default)]
pub struct Studio {
    pub(super) open: bool,
    /// The window opened this frame: its first widget takes the keyboard focus.
    pub(super) just_opened: bool,
    pub(super) config_dir: Option<PathBuf>,
    /// The theme last written to (or read from) `theme.ron`.
    pub(super) written: Option<Theme>,
    /// The name typed for "Save as".
    pub(super) save_name: String,
    /// Text of the colour fields while they are being typed in.
    pub(super) hex_text: HashMap<String, String>,
    /// The background picture on the GPU, with the file it came from.
    pub(super) texture: Option<(PathBuf, TextureHandle)>,
    /// A background picture that failed to load (not retried every frame).
    pub(super) failed_image: Option<PathBuf>,
    pub(super) saved_names: Vec<String>,
    pub(super) message: Option<StudioMessage>,
    /// A ready-made theme picked over unsaved colours, while the studio asks whether
    /// to replace them.
    pub(super) pending_preset: Option<presets::ReadyTheme>,
    /// The question opened this frame: its Keep button takes the keyboard focus.
    pub(super) pending_opened: bool,
    /// The themes saved by name as last read or written, by file stem: whether the
    /// theme in use is saved is known without reading a file on the UI thread.
    saved: HashMap<String, Theme>,
    /// The reads on the files worker.
    reads: Reads,
    /// Why `theme.ron` is not written this session: it could not be read, nor moved
    /// aside, and is never written over.
    keep_current: Option<String>,
}

impl Studio {
    /// A studio keeping its files in `config_dir` (none: nothing is read or written).
    pub fn new(config_dir: Option<PathBuf>) -> Studio {
        Studio {
            config_dir,
            ..Studio::default()
        }
    }

    /// Whether the window is shown.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The directory themes are kept in, if any.
    pub fn config_dir(&self) -> Option<&Path> {
        self.config_dir.as_deref()
    }

    /// The ready-made theme the studio asks about replacing the user's colours with.
    pub fn pending_preset(&self) -> Option<presets::ReadyTheme> {
        self.pending_preset
    }

    /// Whether `theme` holds colours the user would lose: it is no ready-made theme and
    /// not the theme saved under its name.
    pub fn is_unsaved_custom(&self, theme: &Theme) -> bool {
        if presets::presets().any(|(_, preset)| preset == theme) {
            return false;
        }
        let saved = files::file_stem(&theme.name)
            .ok()
            .and_then(|stem| self.saved.get(&stem));
        saved != Some(theme)
    }

    /// The last file action's result.
    pub fn message(&self) -> Option<&StudioMessage> {
        self.message.as_ref()
    }

    /// Runs a command on the theme in use. On an error the theme is left as it was and
    /// the error is returned (and shown in the studio). A command that needs a file
    /// the user has to choose returns the dialog to show; its answer comes back as
    /// the command with the path (`Import`, `Export`, `Image`). Files are read and
    /// written on the files worker: their outcome comes later ([`Studio::poll`]).
    pub fn run(
        &mut self,
        command: StudioCommand,
        theme: &mut Theme,
        ctx: &Context,
        files: &Files,
    ) -> Result<Option<DialogPurpose>, ThemeError> {
        let result = self.run_inner(command, theme, files);
        // Commands run after the frame was drawn: the next one shows their effect.
        ctx.request_repaint();
        match &result {
            Ok(Done::Told(text)) => self.tell(text.clone()),
            Ok(Done::Quiet | Done::Ask(_)) => {}
            Err(e) => self.tell_error(e),
        }
        result.map(|done| match done {
            Done::Ask(purpose) => Some(purpose),
            Done::Quiet | Done::Told(_) => None,
        })
    }

    fn tell(&mut self, text: String) {
        self.message = Some(StudioMessage { text, error: false });
    }

    fn tell_error(&mut self, e: &ThemeError) {
        self.message = Some(StudioMessage {
            text: e.to_string(),
            error: true,
        });
    }

    fn run_inner(
        &mut self,
        command: StudioCommand,
        theme: &mut Theme,
        files: &Files,
    ) -> Result<Done, ThemeError> {
        match command {
            StudioCommand::Toggle => {
                if self.open {
                    self.close(theme, files)?;
                } else {
                    self.open = true;
                    self.just_opened = true;
                    self.refresh_names(files);
                }
                Ok(Done::Quiet)
            }
            StudioCommand::Close => {
                self.close(theme, files)?;
                Ok(Done::Quiet)
            }
            StudioCommand::Apply(new) => {
                self.use_theme(*new, theme);
                Ok(Done::Quiet)
            }
            StudioCommand::Preset(id) if self.is_unsaved_custom(theme) => {
                self.pending_preset = Some(id);
                self.pending_opened = true;
                Ok(Done::Quiet)
            }
            StudioCommand::KeepCustom => {
                self.pending_preset = None;
                Ok(Done::Quiet)
            }
            StudioCommand::Preset(id) | StudioCommand::ReplaceWithPreset(id) => match id.theme() {
                Some(new) => {
                    self.pending_preset = None;
                    let name = new.name.clone();
                    self.use_theme(new.clone(), theme);
                    Ok(Done::Told(t!("studio-using-ready-made", name = name)))
                }
                None => Ok(Done::Told(t!(
                    "studio-ready-made-broken",
                    id = format!("{id:?}")
                ))),
            },
            StudioCommand::Import(path) => {
                let told = t!("studio-imported", file = crate::files::read::shown(&path));
                self.read_theme(path, told, files);
                Ok(Done::Quiet)
            }
            StudioCommand::Export(path) => {
                let bytes = files::theme_bytes(theme)?;
                files.write(path, bytes, crate::files::WriteTag::ExportedTheme);
                Ok(Done::Quiet)
            }
            StudioCommand::Image(path) => {
                self.read_picture(PictureRead { path, chosen: true }, files);
                Ok(Done::Quiet)
            }
            StudioCommand::Save(name) => {
                let dir = self.config_dir.clone().ok_or(ThemeError::NoConfigDir)?;
                let path = files::saved_theme_path(&dir, &name)?;
                let mut named = theme.clone();
                named.name = name.trim().to_string();
                let bytes = files::theme_bytes(&named)?;
                files.write(
                    path,
                    bytes,
                    crate::files::WriteTag::SavedTheme(named.name.clone()),
                );
                theme.name = named.name.clone();
                if let Ok(stem) = files::file_stem(&named.name) {
                    self.saved.insert(stem, named);
                }
                Ok(Done::Quiet)
            }
            StudioCommand::Load(name) => {
                let dir = self.config_dir.clone().ok_or(ThemeError::NoConfigDir)?;
                let path = files::saved_theme_path(&dir, &name)?;
                self.read_theme(path, t!("studio-using-yours", name = name.as_str()), files);
                Ok(Done::Quiet)
            }
            StudioCommand::ImportDialog => Ok(Done::Ask(DialogPurpose::ImportTheme)),
            StudioCommand::ExportDialog => Ok(Done::Ask(DialogPurpose::ExportTheme)),
            StudioCommand::ImageDialog => Ok(Done::Ask(DialogPurpose::Picture)),
        }
    }

    fn close(&mut self, theme: &Theme, files: &Files) -> Result<(), ThemeError> {
        self.open = false;
        self.pending_preset = None;
        self.hex_text.clear();
        self.persist(theme, files)
    }

    /// Replaces the theme in use (its picture, if any, is read when it is painted).
    fn use_theme(&mut self, new: Theme, theme: &mut Theme) {
        *theme = new;
        self.hex_text.clear();
    }

    /// Puts a decoded picture on the GPU as the background's texture.
    fn set_texture(&mut self, path: PathBuf, image: egui::ColorImage, ctx: &Context) {
        let texture = ctx.load_texture("background", image, egui::TextureOptions::LINEAR);
        self.texture = Some((path, texture));
        self.failed_image = None;
    }
}

/// The names of the boards in each colour slot (see `Theme::board_slot`) in the
/// window's language, e.g.
/// `["Earth", "Sky"]`, or for 4D `["z=0 · w=0 & z=1 · w=0", "z=0 · w=1 & z=1 · w=1"]`.
pub fn slot_names(geometry: &otherworlds_core::geometry::Geometry) -> Vec<String> {
    let mut slots: Vec<Vec<String>> = Vec::new();
    for (index, board) in geometry.boards.iter().enumerate() {
        let slot = Theme::board_slot(geometry, index);
        if slots.len() <= slot {
            slots.resize(slot + 1, Vec::new());
        }
        slots[slot].push(crate::i18n::core_words::board_name(&board.name));
    }
    slots.into_iter().map(|names| names.join(" & ")).collect()
}

/// What a studio command led to.
enum Done {
    /// Nothing to tell.
    Quiet,
    /// A line for the studio's message.
    Told(String),
    /// A file must be chosen first.
    Ask(DialogPurpose),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::GameSession;
    use crate::theme::BoardColors;
    use egui::Color32;
    use otherworlds_core::Variant;

    fn slots(variant: Variant) -> Vec<String> {
        let session = GameSession::new(variant);
        slot_names(&session.board_model().geometry)
    }

    #[test]
    fn boards_of_one_level_share_a_colour_slot() {
        assert_eq!(slots(Variant::Standard), ["Board"]);
        assert_eq!(slots(Variant::TwoWorlds), ["Earth", "Sky"]);
        // 4D: the w=0 boards are one level, the w=1 boards the other.
        let fourd = slots(Variant::FourD);
        assert_eq!(fourd.len(), 2, "{fourd:?}");
        assert!(fourd[0].matches("w=0").count() == 2, "{fourd:?}");
        assert!(fourd[1].matches("w=1").count() == 2, "{fourd:?}");
        // Valhalla's boards lie side by side on one level: each has its own slot.
        let valhalla = Variant::all()
            .into_iter()
            .find(|v| matches!(v, Variant::Valhalla(_)))
            .expect("Valhalla is offered");
        assert_eq!(slots(valhalla).len(), 2);
    }

    #[test]
    fn other_boards_colour_their_slot_and_the_rest_use_the_base_colours() {
        let mut theme = Theme::default();
        let sky = BoardColors {
            light: Color32::WHITE,
            dark: Color32::BLACK,
        };
        theme.other_boards = vec![sky];
        let session = GameSession::new(Variant::FourD);
        let geometry = &session.board_model().geometry;
        for (index, board) in geometry.boards.iter().enumerate() {
            let expected = if board.level == 1 {
                sky
            } else {
                theme.board_colors(0)
            };
            assert_eq!(
                theme.cell_colors(geometry, index),
                expected,
                "{}",
                board.name
            );
        }
        assert_eq!(theme.board_colors(0).light, theme.board_light);
        assert_eq!(theme.board_colors(7).dark, theme.board_dark);
    }
}
