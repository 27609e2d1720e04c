//! The customisation studio: a window that edits the theme in use (every change shows
//! at once), the ready-made themes, the background landscapes and the user's own
//! picture, and theme files (saved by name in the config directory, exported and
//! imported anywhere).
//!
//! Storage: the theme in use is `<config>/theme.ron`, themes saved by name are
//! `<config>/themes/<name>.ron`, where `<config>` is [`files::config_dir`]
//! (`$XDG_CONFIG_HOME/otherworlds` on Linux). The theme in use is written when the
//! studio closes and when eframe saves the app; at start it wins over the copy in
//! eframe's storage, which older versions kept and which is still written as a fallback.
pub mod files;
pub mod image;
pub mod landscape;
pub mod presets;

use crate::theme::{Background, BoardColors, Theme, hex};
use egui::widgets::color_picker::{Alpha, color_edit_button_srgba};
use egui::{Color32, Context, Key, TextureHandle, Ui};
use files::ThemeError;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// What the studio can be asked to do besides editing a field. Paths come with the
/// command, so tests skip the file dialogs.
#[derive(Clone, Debug, PartialEq)]
pub enum StudioCommand {
    /// Show or hide the studio.
    Toggle,
    Close,
    /// Use this theme (as if every field had been edited).
    Apply(Box<Theme>),
    /// Use the ready-made theme of this name.
    Preset(String),
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
    /// Ask for a file with a dialog, then import it.
    ImportDialog,
    /// Ask where to write with a dialog, then export.
    ExportDialog,
    /// Ask for a picture with a dialog, then use it.
    ImageDialog,
}

/// A line shown at the bottom of the studio: what the last file action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudioMessage {
    pub text: String,
    pub error: bool,
}

/// The studio's state (the theme itself lives with the app's persisted settings).
#[derive(Default)]
pub struct Studio {
    open: bool,
    /// The window opened this frame: its first widget takes the keyboard focus.
    just_opened: bool,
    config_dir: Option<PathBuf>,
    /// The theme last written to (or read from) `theme.ron`.
    written: Option<Theme>,
    /// The name typed for "Save as".
    save_name: String,
    /// Text of the colour fields while they are being typed in.
    hex_text: HashMap<String, String>,
    /// The background picture on the GPU, with the file it came from.
    texture: Option<(PathBuf, TextureHandle)>,
    /// A background picture that failed to load (not retried every frame).
    failed_image: Option<PathBuf>,
    saved_names: Vec<String>,
    message: Option<StudioMessage>,
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

    /// The last file action's result.
    pub fn message(&self) -> Option<&StudioMessage> {
        self.message.as_ref()
    }

    /// The theme in use when the app last ran, if one was saved.
    pub fn restore(&mut self) -> Result<Option<Theme>, ThemeError> {
        let Some(dir) = &self.config_dir else {
            return Ok(None);
        };
        let path = dir.join(files::CURRENT_THEME_FILE);
        if !path.exists() {
            return Ok(None);
        }
        let theme = files::read_theme(&path)?;
        self.written = Some(theme.clone());
        Ok(Some(theme))
    }

    /// Writes the theme in use to `theme.ron` if it changed since the last write.
    pub fn persist(&mut self, theme: &Theme) -> Result<(), ThemeError> {
        let Some(dir) = &self.config_dir else {
            return Ok(());
        };
        if self.written.as_ref() == Some(theme) {
            return Ok(());
        }
        files::write_theme(&dir.join(files::CURRENT_THEME_FILE), theme)?;
        self.written = Some(theme.clone());
        Ok(())
    }

    /// Runs a command on the theme in use. On an error the theme is left as it was and
    /// the error is returned (and shown in the studio).
    pub fn run(
        &mut self,
        command: StudioCommand,
        theme: &mut Theme,
        ctx: &Context,
    ) -> Result<(), ThemeError> {
        let result = self.run_inner(command, theme, ctx);
        // Commands run after the frame was drawn: the next one shows their effect.
        ctx.request_repaint();
        match &result {
            Ok(Some(text)) => {
                self.message = Some(StudioMessage {
                    text: text.clone(),
                    error: false,
                });
            }
            Ok(None) => {}
            Err(e) => {
                self.message = Some(StudioMessage {
                    text: e.to_string(),
                    error: true,
                });
            }
        }
        result.map(|_| ())
    }

    fn run_inner(
        &mut self,
        command: StudioCommand,
        theme: &mut Theme,
        ctx: &Context,
    ) -> Result<Option<String>, ThemeError> {
        match command {
            StudioCommand::Toggle => {
                if self.open {
                    self.close(theme)?;
                } else {
                    self.open = true;
                    self.just_opened = true;
                    self.refresh_names();
                }
                Ok(None)
            }
            StudioCommand::Close => {
                self.close(theme)?;
                Ok(None)
            }
            StudioCommand::Apply(new) => {
                self.use_theme(*new, theme, ctx)?;
                Ok(None)
            }
            StudioCommand::Preset(name) => match presets::preset(&name) {
                Some(new) => {
                    self.use_theme(new, theme, ctx)?;
                    Ok(Some(format!("Using the ready-made theme {name}.")))
                }
                None => Ok(Some(format!("There is no ready-made theme called {name}."))),
            },
            StudioCommand::Import(path) => {
                let new = files::read_theme(&path)?;
                self.use_theme(new, theme, ctx)?;
                Ok(Some(format!("Imported {}.", path.display())))
            }
            StudioCommand::Export(path) => {
                files::write_theme(&path, theme)?;
                Ok(Some(format!("Exported to {}.", path.display())))
            }
            StudioCommand::Image(path) => {
                self.load_texture(&path, ctx)?;
                theme.background = Background::Image(path.clone());
                Ok(Some(format!("Background: {}.", path.display())))
            }
            StudioCommand::Save(name) => {
                let dir = self.config_dir.clone().ok_or(ThemeError::NoConfigDir)?;
                let path = files::saved_theme_path(&dir, &name)?;
                let mut named = theme.clone();
                named.name = name.trim().to_string();
                files::write_theme(&path, &named)?;
                theme.name = named.name;
                self.refresh_names();
                Ok(Some(format!("Saved as {}.", path.display())))
            }
            StudioCommand::Load(name) => {
                let dir = self.config_dir.clone().ok_or(ThemeError::NoConfigDir)?;
                let new = files::read_theme(&files::saved_theme_path(&dir, &name)?)?;
                self.use_theme(new, theme, ctx)?;
                Ok(Some(format!("Using your theme {name}.")))
            }
            StudioCommand::ImportDialog => match theme_dialog().pick_file() {
                Some(path) => self.run_inner(StudioCommand::Import(path), theme, ctx),
                None => Ok(None),
            },
            StudioCommand::ExportDialog => {
                let stem = files::file_stem(&theme.name).unwrap_or_else(|_| "theme".into());
                match theme_dialog()
                    .set_file_name(format!("{stem}.ron"))
                    .save_file()
                {
                    Some(path) => self.run_inner(StudioCommand::Export(path), theme, ctx),
                    None => Ok(None),
                }
            }
            StudioCommand::ImageDialog => {
                let dialog = rfd::FileDialog::new()
                    .set_title("Background picture")
                    .add_filter("Pictures", &["png", "jpg", "jpeg"]);
                match dialog.pick_file() {
                    Some(path) => self.run_inner(StudioCommand::Image(path), theme, ctx),
                    None => Ok(None),
                }
            }
        }
    }

    fn close(&mut self, theme: &Theme) -> Result<(), ThemeError> {
        self.open = false;
        self.hex_text.clear();
        self.persist(theme)
    }

    /// Replaces the theme in use, after checking its picture (if any) loads.
    fn use_theme(
        &mut self,
        new: Theme,
        theme: &mut Theme,
        ctx: &Context,
    ) -> Result<(), ThemeError> {
        if let Background::Image(path) = &new.background {
            self.load_texture(path, ctx)?;
        }
        *theme = new;
        self.hex_text.clear();
        Ok(())
    }

    fn load_texture(&mut self, path: &Path, ctx: &Context) -> Result<(), ThemeError> {
        if self.texture.as_ref().is_some_and(|(p, _)| p == path) {
            return Ok(());
        }
        let image = image::load_image(path)?;
        let texture = ctx.load_texture("background", image, egui::TextureOptions::LINEAR);
        self.texture = Some((path.to_path_buf(), texture));
        self.failed_image = None;
        Ok(())
    }

    fn refresh_names(&mut self) {
        self.saved_names = self
            .config_dir
            .as_deref()
            .map(files::saved_theme_names)
            .unwrap_or_default();
    }

    /// Paints the theme's background over `ui`'s whole area. Returns an error the first
    /// time the theme's picture cannot be loaded (the plain colour is shown instead).
    pub fn paint_background(&mut self, ui: &Ui, theme: &Theme) -> Option<ThemeError> {
        let mut error = None;
        if let Background::Image(path) = &theme.background
            && self.failed_image.as_ref() != Some(path)
            && let Err(e) = self.load_texture(path, ui.ctx())
        {
            self.failed_image = Some(path.clone());
            error = Some(e);
        }
        let texture = match &theme.background {
            Background::Image(path) => self
                .texture
                .as_ref()
                .filter(|(p, _)| p == path)
                .map(|(_, t)| t),
            _ => None,
        };
        landscape::paint(ui.painter(), ui.max_rect(), theme, texture);
        error
    }

    /// The studio window, editing `theme` in place. `boards` names the boards of the
    /// game on screen by colour slot (for per-board colours; see `Theme::board_slot`).
    /// Returns the commands its buttons issued.
    pub fn ui(
        &mut self,
        ctx: &Context,
        theme: &mut Theme,
        boards: &[String],
    ) -> Vec<StudioCommand> {
        let mut commands = Vec::new();
        if !self.open {
            return commands;
        }
        // Escape closes the studio, unless it is closing a colour popup or leaving a
        // text field.
        if !ctx.egui_wants_keyboard_input()
            && !egui::Popup::is_any_open(ctx)
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Escape))
        {
            commands.push(StudioCommand::Close);
        }
        let mut open = true;
        egui::Window::new("Customisation studio")
            .open(&mut open)
            .default_width(380.0)
            // On the right, over the side panel: the first board stays in sight.
            .pivot(egui::Align2::RIGHT_TOP)
            .default_pos(ctx.content_rect().right_top() + egui::vec2(-12.0, 60.0))
            .vscroll(true)
            .show(ctx, |ui| self.contents(ui, theme, boards, &mut commands));
        if !open {
            commands.push(StudioCommand::Close);
        }
        self.just_opened = false;
        commands
    }

    fn contents(
        &mut self,
        ui: &mut Ui,
        theme: &mut Theme,
        boards: &[String],
        commands: &mut Vec<StudioCommand>,
    ) {
        ui.label("Changes show on the board at once. Esc closes the studio.");
        egui::CollapsingHeader::new("Ready-made themes")
            .default_open(true)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (i, preset) in presets::presets().iter().enumerate() {
                        // Shown as chosen only while it is unedited.
                        let selected = preset == theme;
                        let response = ui.selectable_label(selected, &preset.name);
                        if i == 0 && self.just_opened {
                            response.request_focus();
                        }
                        if response.clicked() {
                            commands.push(StudioCommand::Preset(preset.name.clone()));
                        }
                    }
                });
            });
        egui::CollapsingHeader::new("Background")
            .default_open(true)
            .show(ui, |ui| self.background_ui(ui, theme, commands));
        egui::CollapsingHeader::new("Boards")
            .default_open(true)
            .show(ui, |ui| self.boards_ui(ui, theme, boards));
        egui::CollapsingHeader::new("Pieces and ghosts").show(ui, |ui| {
            egui::Grid::new("pieces").num_columns(3).show(ui, |ui| {
                for (side, colors) in [("White", &mut theme.white), ("Black", &mut theme.black)] {
                    self.color_row(ui, &format!("{side} fill"), &mut colors.fill);
                    self.color_row(ui, &format!("{side} outline"), &mut colors.outline);
                    self.color_row(ui, &format!("{side} detail"), &mut colors.detail);
                }
            });
            ui.add(egui::Slider::new(&mut theme.ghost_opacity, 0.1..=1.0).text("Ghost opacity"));
        });
        egui::CollapsingHeader::new("Markers").show(ui, |ui| {
            egui::Grid::new("markers").num_columns(3).show(ui, |ui| {
                self.color_row(ui, "Move dot", &mut theme.move_dot);
                self.color_row(ui, "Capture ring", &mut theme.capture_ring);
                self.color_row(ui, "Vertical move ring", &mut theme.vertical_ring);
                self.color_row(ui, "Placement frame", &mut theme.placement);
                self.color_row(ui, "Selected cell", &mut theme.selected);
                self.color_row(ui, "Last move", &mut theme.last_move);
                self.color_row(ui, "Check glow", &mut theme.check);
                self.color_row(ui, "Keyboard focus", &mut theme.focus_ring);
                self.color_row(ui, "Coordinates", &mut theme.coordinates);
                self.color_row(ui, "Banner", &mut theme.banner);
                self.color_row(ui, "Banner text", &mut theme.banner_text);
            });
            ui.add(egui::Slider::new(&mut theme.marker_scale, 0.5..=1.15).text("Marker size"));
        });
        egui::CollapsingHeader::new("Lighting of the 3D view").show(ui, |ui| {
            let light = &mut theme.lighting;
            ui.add(
                egui::Slider::new(&mut light.azimuth_deg, 0.0..=360.0)
                    .suffix("°")
                    .text("Direction"),
            );
            ui.add(
                egui::Slider::new(&mut light.elevation_deg, 5.0..=90.0)
                    .suffix("°")
                    .text("Height"),
            );
            ui.add(egui::Slider::new(&mut light.intensity, 0.0..=1.0).text("Intensity"));
        });
        egui::CollapsingHeader::new("Theme files")
            .default_open(true)
            .show(ui, |ui| self.files_ui(ui, commands));
        if let Some(message) = &self.message {
            ui.separator();
            let color = if message.error {
                ui.visuals().warn_fg_color
            } else {
                ui.visuals().text_color()
            };
            ui.colored_label(color, crate::glyphs::displayable(ui.ctx(), &message.text));
        }
    }

    fn background_ui(&mut self, ui: &mut Ui, theme: &mut Theme, commands: &mut Vec<StudioCommand>) {
        ui.horizontal_wrapped(|ui| {
            for background in Background::BUILT_IN {
                let selected = theme.background == background;
                if ui.selectable_label(selected, background.label()).clicked() {
                    theme.background = background;
                }
            }
        });
        ui.horizontal(|ui| {
            if ui
                .button("Picture…")
                .on_hover_text("Use your own PNG or JPEG picture")
                .clicked()
            {
                commands.push(StudioCommand::ImageDialog);
            }
            if let Background::Image(path) = &theme.background {
                let name = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                );
                ui.label(crate::glyphs::displayable(ui.ctx(), &name));
            }
        });
        egui::Grid::new("background").num_columns(3).show(ui, |ui| {
            self.color_row(ui, "Sky or plain colour", &mut theme.background_color);
            self.color_row(ui, "Horizon", &mut theme.horizon_color);
        });
    }

    fn boards_ui(&mut self, ui: &mut Ui, theme: &mut Theme, boards: &[String]) {
        egui::Grid::new("boards").num_columns(3).show(ui, |ui| {
            self.color_row(ui, "Light cells", &mut theme.board_light);
            self.color_row(ui, "Dark cells", &mut theme.board_dark);
        });
        if boards.len() < 2 {
            return;
        }
        let others = &boards[1..];
        let mut own = !theme.other_boards.is_empty();
        let text = format!("{} with its own colours", others.join(", "));
        if ui
            .checkbox(&mut own, crate::glyphs::displayable(ui.ctx(), &text))
            .changed()
        {
            theme.other_boards = if own {
                (1..boards.len()).map(|i| theme.board_colors(i)).collect()
            } else {
                Vec::new()
            };
        }
        if theme.other_boards.is_empty() {
            return;
        }
        if theme.other_boards.len() < others.len() {
            let base = BoardColors {
                light: theme.board_light,
                dark: theme.board_dark,
            };
            theme.other_boards.resize(others.len(), base);
        }
        egui::Grid::new("other boards")
            .num_columns(3)
            .show(ui, |ui| {
                for (name, colors) in others.iter().zip(theme.other_boards.iter_mut()) {
                    self.color_row(ui, &format!("{name}: light cells"), &mut colors.light);
                    self.color_row(ui, &format!("{name}: dark cells"), &mut colors.dark);
                }
            });
    }

    fn files_ui(&mut self, ui: &mut Ui, commands: &mut Vec<StudioCommand>) {
        ui.horizontal(|ui| {
            ui.label("Name");
            ui.add(egui::TextEdit::singleline(&mut self.save_name).desired_width(140.0))
                .accessible_name("Theme name");
            let can_save = self.config_dir.is_some() && !self.save_name.trim().is_empty();
            if ui
                .add_enabled(can_save, egui::Button::new("Save theme"))
                .on_hover_text("Keep this theme in your themes under this name")
                .clicked()
            {
                commands.push(StudioCommand::Save(self.save_name.clone()));
            }
        });
        if !self.saved_names.is_empty() {
            ui.label("Your themes:");
            ui.horizontal_wrapped(|ui| {
                for name in &self.saved_names {
                    if ui.button(name).on_hover_text("Use this theme").clicked() {
                        commands.push(StudioCommand::Load(name.clone()));
                    }
                }
            });
        }
        ui.horizontal(|ui| {
            if ui
                .button("Import…")
                .on_hover_text("Use a theme file")
                .clicked()
            {
                commands.push(StudioCommand::ImportDialog);
            }
            if ui
                .button("Export…")
                .on_hover_text("Write this theme to a file")
                .clicked()
            {
                commands.push(StudioCommand::ExportDialog);
            }
        });
        if let Some(dir) = &self.config_dir {
            let text = format!("Kept in {}", dir.display());
            ui.small(crate::glyphs::displayable(ui.ctx(), &text));
        }
    }

    /// One colour: its name, a colour picker button, and the colour as hex text that
    /// can be typed (keyboard users need not open the picker).
    fn color_row(&mut self, ui: &mut Ui, name: &str, color: &mut Color32) {
        ui.label(name);
        color_edit_button_srgba(ui, color, Alpha::OnlyBlend)
            .accessible_name(format!("{name} colour"));
        let id = ui.make_persistent_id(("hex", name));
        let typing = ui.ctx().memory(|m| m.has_focus(id));
        let text = self.hex_text.entry(name.to_string()).or_default();
        if !typing {
            *text = hex::format(*color);
        }
        let response = ui
            .add(
                egui::TextEdit::singleline(text)
                    .id(id)
                    .desired_width(90.0)
                    .font(egui::TextStyle::Monospace),
            )
            .accessible_name(format!("{name} hex"));
        if response.changed()
            && let Ok(parsed) = hex::parse(text)
        {
            *color = parsed;
        }
        ui.end_row();
    }
}

/// The names of the boards in each colour slot (see `Theme::board_slot`), e.g.
/// `["Earth", "Sky"]`, or for 4D `["z=0 · w=0 & z=1 · w=0", "z=0 · w=1 & z=1 · w=1"]`.
pub fn slot_names(geometry: &otherworlds_core::geometry::Geometry) -> Vec<String> {
    let mut slots: Vec<Vec<&str>> = Vec::new();
    for (index, board) in geometry.boards.iter().enumerate() {
        let slot = Theme::board_slot(geometry, index);
        if slots.len() <= slot {
            slots.resize(slot + 1, Vec::new());
        }
        slots[slot].push(&board.name);
    }
    slots.into_iter().map(|names| names.join(" & ")).collect()
}

fn theme_dialog() -> rfd::FileDialog {
    rfd::FileDialog::new()
        .set_title("Theme file")
        .add_filter("Otherworlds theme", &["ron"])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::session::GameSession;
    use otherworlds_core::Variant;

    fn slots(variant: Variant) -> Vec<String> {
        let session = GameSession::new(variant).expect("the variant starts");
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
        let session = GameSession::new(Variant::FourD).expect("4D starts");
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
