//! The studio's panel: contrast warnings, the ready-made themes (and the question before
//! one replaces unsaved colours), the window colours, the background, the colours of each
//! board, theme files and the message of the last file action.
use super::{Studio, StudioCommand, presets};
use crate::theme::{Background, BoardColors, Theme, hex};
use egui::widgets::color_picker::{Alpha, color_picker_color32};
use egui::{Color32, Context, Key, Popup, PopupCloseBehavior, RectAlign, Response, Ui};

impl Studio {
    /// The studio window, editing `theme` in place. `boards` names the boards of the
    /// game on screen by colour slot (for per-board colours; see `Theme::board_slot`).
    /// Returns the commands its buttons issued.
    pub fn ui(&mut self, ui: &mut Ui, theme: &mut Theme, boards: &[String]) -> Vec<StudioCommand> {
        let mut commands = Vec::new();
        if !self.open {
            return commands;
        }
        let ctx = ui.ctx().clone();
        // Escape closes the studio, unless it is closing a colour popup, leaving a
        // text field or answering the question about a ready-made theme.
        if self.pending_preset.is_none()
            && !ctx.egui_wants_keyboard_input()
            && !egui::Popup::is_any_open(&ctx)
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Escape))
        {
            commands.push(StudioCommand::Close);
        }
        // A panel on the left, beside the boards rather than over them: the board
        // area shrinks and every file stays in sight, as does the side panel.
        let width = (0.3 * ctx.content_rect().width()).clamp(200.0, 380.0);
        egui::Panel::left("studio")
            .resizable(true)
            .default_size(width)
            .max_size(0.45 * ctx.content_rect().width())
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.heading("Customisation studio");
                    if ui
                        .button("Close")
                        .on_hover_text("Close the studio (Esc)")
                        .clicked()
                    {
                        commands.push(StudioCommand::Close);
                    }
                });
                self.contrast_warnings_ui(ui, theme);
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| self.contents(ui, theme, boards, &mut commands));
            });
        self.replace_question_ui(&ctx, theme, &mut commands);
        self.just_opened = false;
        commands
    }

    /// A line per pair of the theme's colours read as text below WCAG AA, in sight
    /// above the studio's sections.
    fn contrast_warnings_ui(&self, ui: &mut Ui, theme: &Theme) {
        for problem in theme.contrast_problems() {
            let text = format!(
                "Hard to read: {} has a contrast of {:.1}:1, below the {:.1}:1 text needs \
                 (WCAG AA). Pick a lighter or darker colour.",
                problem.what,
                problem.ratio,
                crate::theme::MIN_TEXT_CONTRAST
            );
            ui.colored_label(
                ui.visuals().warn_fg_color,
                crate::glyphs::displayable(ui.ctx(), &text),
            );
        }
    }

    /// "Replace your colours?" when a ready-made theme was picked over unsaved ones:
    /// Keep (focused, and Escape) or Replace.
    fn replace_question_ui(
        &mut self,
        ctx: &Context,
        theme: &Theme,
        commands: &mut Vec<StudioCommand>,
    ) {
        let Some(id) = self.pending_preset else {
            return;
        };
        let name = id
            .theme()
            .map_or("the ready-made theme", |t| t.name.as_str());
        let opened = std::mem::take(&mut self.pending_opened);
        let modal = egui::Modal::new(egui::Id::unique("replace custom theme")).show(ctx, |ui| {
            ui.heading("Replace your colours?");
            let text = format!(
                "Your colours ({}) are not saved. {name} would replace them.",
                theme.name
            );
            ui.label(crate::glyphs::displayable(ui.ctx(), &text));
            ui.horizontal(|ui| {
                let keep = ui
                    .button("Keep my colours")
                    .on_hover_text("Stay with your colours (Esc)");
                if opened {
                    keep.request_focus();
                }
                if keep.clicked() {
                    commands.push(StudioCommand::KeepCustom);
                }
                if ui
                    .button(format!("Replace with {name}"))
                    .on_hover_text("Your colours are lost unless you saved them")
                    .clicked()
                {
                    commands.push(StudioCommand::ReplaceWithPreset(id));
                }
            });
        });
        if modal.should_close()
            && !commands
                .iter()
                .any(|c| matches!(c, StudioCommand::ReplaceWithPreset(_)))
        {
            commands.push(StudioCommand::KeepCustom);
        }
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
        egui::CollapsingHeader::new("Window")
            .default_open(true)
            .show(ui, |ui| {
                egui::Grid::new("window").num_columns(3).show(ui, |ui| {
                    self.color_row(ui, "Window", &mut theme.panel);
                    self.color_row(ui, "Window text", &mut theme.panel_text);
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
                self.color_row(ui, "Drawn: green", &mut theme.draw_green);
                self.color_row(ui, "Drawn: red (Shift)", &mut theme.draw_red);
                self.color_row(ui, "Drawn: blue (Alt)", &mut theme.draw_blue);
                self.color_row(ui, "Drawn: yellow (Shift+Alt)", &mut theme.draw_yellow);
                self.color_row(ui, "Clock low on time", &mut theme.clock_low);
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
        colour_button(ui, color).accessible_name(format!("{name} colour"));
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

/// Where a colour's picker may open, first that fits the window: beside its button
/// (the studio is at the window's left), growing down or up, then below or above. egui's
/// own button opens it only below or above, and cut it off at the window's bottom
/// when neither fitted.
const PICKER_PLACES: [RectAlign; 6] = [
    RectAlign::RIGHT_START,
    RectAlign::RIGHT_END,
    RectAlign::RIGHT,
    RectAlign::LEFT_START,
    RectAlign::LEFT_END,
    RectAlign::BOTTOM_START,
];

/// A button showing `color` that opens a colour picker beside it.
fn colour_button(ui: &mut Ui, color: &mut Color32) -> Response {
    let popup_id = ui.auto_id_with("colour picker");
    let mut response = ui.add(
        egui::Button::new("")
            .fill(*color)
            .min_size(ui.spacing().interact_size),
    );
    Popup::menu(&response)
        .id(popup_id)
        .close_behavior(PopupCloseBehavior::CloseOnClickOutside)
        .align(PICKER_PLACES[0])
        .align_alternatives(&PICKER_PLACES[1..])
        .show(|ui| {
            ui.spacing_mut().slider_width = 240.0;
            if color_picker_color32(ui, color, Alpha::OnlyBlend) {
                response.mark_changed();
            }
        });
    response
}
