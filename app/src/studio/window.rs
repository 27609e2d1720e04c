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
                    ui.heading(t!("studio-title"));
                    if ui
                        .button(t!("studio-close"))
                        .on_hover_text(t!("studio-close-tip"))
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
            let text = t!(
                "studio-hard-to-read",
                what = problem.what,
                ratio = crate::i18n::decimal(f64::from(problem.ratio), 1),
                needed = crate::i18n::decimal(f64::from(crate::theme::MIN_TEXT_CONTRAST), 1)
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
            .map_or_else(|| t!("studio-the-ready-made-theme"), |t| t.name.clone());
        let opened = std::mem::take(&mut self.pending_opened);
        let modal = egui::Modal::new(egui::Id::unique("replace_custom_theme")).show(ctx, |ui| {
            ui.heading(t!("studio-replace-question"));
            let text = t!(
                "studio-replace-unsaved",
                colours = theme.name.as_str(),
                name = name.as_str()
            );
            ui.label(crate::glyphs::displayable(ui.ctx(), &text));
            ui.horizontal(|ui| {
                let keep = ui
                    .button(t!("studio-keep-colours"))
                    .on_hover_text(t!("studio-keep-colours-tip"));
                if opened {
                    keep.request_focus();
                }
                if keep.clicked() {
                    commands.push(StudioCommand::KeepCustom);
                }
                if ui
                    .button(t!("studio-replace-with", name = name.as_str()))
                    .on_hover_text(t!("studio-replace-with-tip"))
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
        ui.label(t!("studio-intro"));
        egui::CollapsingHeader::new(t!("studio-ready-made"))
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
        egui::CollapsingHeader::new(t!("studio-window"))
            .default_open(true)
            .show(ui, |ui| {
                egui::Grid::new("window").num_columns(3).show(ui, |ui| {
                    self.color_row(ui, &t!("studio-colour-window"), &mut theme.panel);
                    self.color_row(ui, &t!("studio-colour-window-text"), &mut theme.panel_text);
                });
            });
        egui::CollapsingHeader::new(t!("studio-background"))
            .default_open(true)
            .show(ui, |ui| self.background_ui(ui, theme, commands));
        egui::CollapsingHeader::new(t!("studio-boards"))
            .default_open(true)
            .show(ui, |ui| self.boards_ui(ui, theme, boards));
        egui::CollapsingHeader::new(t!("studio-pieces")).show(ui, |ui| {
            egui::Grid::new("pieces").num_columns(3).show(ui, |ui| {
                let sides = [
                    (
                        [
                            t!("studio-colour-white-fill"),
                            t!("studio-colour-white-outline"),
                            t!("studio-colour-white-detail"),
                        ],
                        &mut theme.white,
                    ),
                    (
                        [
                            t!("studio-colour-black-fill"),
                            t!("studio-colour-black-outline"),
                            t!("studio-colour-black-detail"),
                        ],
                        &mut theme.black,
                    ),
                ];
                for ([fill, outline, detail], colors) in sides {
                    self.color_row(ui, &fill, &mut colors.fill);
                    self.color_row(ui, &outline, &mut colors.outline);
                    self.color_row(ui, &detail, &mut colors.detail);
                }
            });
            ui.add(
                egui::Slider::new(&mut theme.ghost_opacity, 0.1..=1.0)
                    .text(t!("studio-ghost-opacity")),
            );
        });
        egui::CollapsingHeader::new(t!("studio-markers")).show(ui, |ui| {
            egui::Grid::new("markers").num_columns(3).show(ui, |ui| {
                self.color_row(ui, &t!("studio-colour-move-dot"), &mut theme.move_dot);
                self.color_row(
                    ui,
                    &t!("studio-colour-capture-ring"),
                    &mut theme.capture_ring,
                );
                self.color_row(
                    ui,
                    &t!("studio-colour-vertical-ring"),
                    &mut theme.vertical_ring,
                );
                self.color_row(ui, &t!("studio-colour-placement"), &mut theme.placement);
                self.color_row(ui, &t!("studio-colour-selected"), &mut theme.selected);
                self.color_row(ui, &t!("studio-colour-last-move"), &mut theme.last_move);
                self.color_row(ui, &t!("studio-colour-check"), &mut theme.check);
                self.color_row(ui, &t!("studio-colour-focus"), &mut theme.focus_ring);
                self.color_row(ui, &t!("studio-colour-draw-green"), &mut theme.draw_green);
                self.color_row(ui, &t!("studio-colour-draw-red"), &mut theme.draw_red);
                self.color_row(ui, &t!("studio-colour-draw-blue"), &mut theme.draw_blue);
                self.color_row(ui, &t!("studio-colour-draw-yellow"), &mut theme.draw_yellow);
                self.color_row(ui, &t!("studio-colour-clock-low"), &mut theme.clock_low);
                self.color_row(ui, &t!("studio-colour-coordinates"), &mut theme.coordinates);
                self.color_row(ui, &t!("studio-colour-banner"), &mut theme.banner);
                self.color_row(ui, &t!("studio-colour-banner-text"), &mut theme.banner_text);
            });
            ui.add(
                egui::Slider::new(&mut theme.marker_scale, 0.5..=1.15)
                    .text(t!("studio-marker-size")),
            );
        });
        egui::CollapsingHeader::new(t!("studio-lighting")).show(ui, |ui| {
            let light = &mut theme.lighting;
            ui.add(
                egui::Slider::new(&mut light.azimuth_deg, 0.0..=360.0)
                    .suffix("°")
                    .text(t!("studio-light-direction")),
            );
            ui.add(
                egui::Slider::new(&mut light.elevation_deg, 5.0..=90.0)
                    .suffix("°")
                    .text(t!("studio-light-height")),
            );
            ui.add(
                egui::Slider::new(&mut light.intensity, 0.0..=1.0)
                    .text(t!("studio-light-intensity")),
            );
        });
        egui::CollapsingHeader::new(t!("studio-theme-files"))
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
                .button(t!("studio-picture"))
                .on_hover_text(t!("studio-picture-tip"))
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
            self.color_row(ui, &t!("studio-colour-sky"), &mut theme.background_color);
            self.color_row(ui, &t!("studio-colour-horizon"), &mut theme.horizon_color);
        });
    }

    fn boards_ui(&mut self, ui: &mut Ui, theme: &mut Theme, boards: &[String]) {
        egui::Grid::new("boards").num_columns(3).show(ui, |ui| {
            self.color_row(ui, &t!("studio-colour-light-cells"), &mut theme.board_light);
            self.color_row(ui, &t!("studio-colour-dark-cells"), &mut theme.board_dark);
        });
        if boards.len() < 2 {
            return;
        }
        let others = &boards[1..];
        let mut own = !theme.other_boards.is_empty();
        let text = t!("studio-own-colours", boards = others.join(", "));
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
        egui::Grid::new("other_boards")
            .num_columns(3)
            .show(ui, |ui| {
                for (name, colors) in others.iter().zip(theme.other_boards.iter_mut()) {
                    self.color_row(
                        ui,
                        &t!("studio-colour-board-light", board = name),
                        &mut colors.light,
                    );
                    self.color_row(
                        ui,
                        &t!("studio-colour-board-dark", board = name),
                        &mut colors.dark,
                    );
                }
            });
    }

    fn files_ui(&mut self, ui: &mut Ui, commands: &mut Vec<StudioCommand>) {
        ui.horizontal(|ui| {
            ui.label(t!("studio-theme-name"));
            ui.add(egui::TextEdit::singleline(&mut self.save_name).desired_width(140.0))
                .accessible_name(t!("studio-theme-name-field"));
            let can_save = self.config_dir.is_some() && !self.save_name.trim().is_empty();
            if ui
                .add_enabled(can_save, egui::Button::new(t!("studio-save-theme")))
                .on_hover_text(t!("studio-save-theme-tip"))
                .clicked()
            {
                commands.push(StudioCommand::Save(self.save_name.clone()));
            }
        });
        if !self.saved_names.is_empty() {
            ui.label(t!("studio-your-themes"));
            ui.horizontal_wrapped(|ui| {
                for name in &self.saved_names {
                    if ui
                        .button(name)
                        .on_hover_text(t!("studio-use-theme-tip"))
                        .clicked()
                    {
                        commands.push(StudioCommand::Load(name.clone()));
                    }
                }
            });
        }
        ui.horizontal(|ui| {
            if ui
                .button(t!("studio-import"))
                .on_hover_text(t!("studio-import-tip"))
                .clicked()
            {
                commands.push(StudioCommand::ImportDialog);
            }
            if ui
                .button(t!("studio-export"))
                .on_hover_text(t!("studio-export-tip"))
                .clicked()
            {
                commands.push(StudioCommand::ExportDialog);
            }
        });
        if let Some(dir) = &self.config_dir {
            let text = t!("studio-kept-in", folder = dir.display().to_string());
            ui.small(crate::glyphs::displayable(ui.ctx(), &text));
        }
    }

    /// One colour: its name, a colour picker button, and the colour as hex text that
    /// can be typed (keyboard users need not open the picker).
    fn color_row(&mut self, ui: &mut Ui, name: &str, color: &mut Color32) {
        ui.label(name);
        colour_button(ui, color).accessible_name(t!("studio-colour-button", name = name));
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
            .accessible_name(t!("studio-colour-hex", name = name));
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
    let popup_id = ui.auto_id_with("colour_picker");
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
