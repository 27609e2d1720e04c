//! The studio's window: the ready-made themes, the background, the colours of each
//! board, theme files and the message of the last file action.
use super::{Studio, StudioCommand, presets};
use crate::theme::{Background, BoardColors, Theme, hex};
use egui::widgets::color_picker::{Alpha, color_edit_button_srgba};
use egui::{Color32, Context, Key, Ui};

impl Studio {
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
                    for (i, (id, preset)) in presets::presets().enumerate() {
                        // Shown as chosen only while it is unedited.
                        let selected = preset == theme;
                        let response = ui.selectable_label(selected, &preset.name);
                        if i == 0 && self.just_opened {
                            response.request_focus();
                        }
                        if response.clicked() {
                            commands.push(StudioCommand::Preset(id));
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
