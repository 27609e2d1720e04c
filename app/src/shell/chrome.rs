//! The window's chrome: the menu bar, the status bar, and the keyboard shortcuts that
//! work wherever the focus is.
use super::{NoticeKind, OtherworldsApp, Screen};
use crate::command::{Command, command_button_ui};
use crate::studio::StudioCommand;
use egui::Ui;
use otherworlds_core::{Color, Variant};

impl OtherworldsApp {
    pub(super) fn menu_bar_ui(&mut self, ui: &mut Ui) {
        let mut commands = Vec::new();
        let can_undo = !self.view().session.game().moves().is_empty() && self.is_live();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                command_button_ui(ui, &mut commands, Command::NewGame, true, true);
                ui.menu_button("New game of", |ui| {
                    for variant in Variant::all() {
                        let command = Command::StartVariant(variant);
                        if ui
                            .button(command.label())
                            .on_hover_text(command.tooltip())
                            .clicked()
                        {
                            commands.push(command);
                        }
                    }
                });
                command_button_ui(ui, &mut commands, Command::Undo, can_undo, true);
                ui.separator();
                command_button_ui(ui, &mut commands, Command::Save, true, true);
                command_button_ui(ui, &mut commands, Command::Open, true, true);
                ui.separator();
                command_button_ui(ui, &mut commands, Command::Quit, true, true);
            });
            ui.menu_button("View", |ui| {
                command_button_ui(ui, &mut commands, Command::FlipBoard, true, true);
                command_button_ui(ui, &mut commands, Command::ToggleCoordinates, true, true);
                let studio = Command::Studio(StudioCommand::Toggle);
                command_button_ui(ui, &mut commands, studio, true, true);
                command_button_ui(ui, &mut commands, Command::ToggleAnalysis, true, true);
                command_button_ui(ui, &mut commands, Command::FocusBoard, true, true);
            });
            ui.menu_button("Help", |ui| {
                command_button_ui(ui, &mut commands, Command::About, true, true);
            });
        });
        self.commands.extend(commands);
    }

    pub(super) fn status_ui(&mut self, ui: &mut Ui) {
        let mut commands = Vec::new();
        ui.horizontal(|ui| {
            let ctx = ui.ctx().clone();
            let shown = |text: &str| crate::glyphs::displayable(&ctx, text);
            let view = self.view();
            ui.label(shown(&view.session.variant().display_name()));
            ui.separator();
            let players = match &self.screen {
                Screen::Play => self.game.players,
                Screen::Replay(replay) => replay.info.players,
            };
            ui.label(players.versus())
                .on_hover_text("Who plays White, then who plays Black");
            ui.separator();
            ui.label(shown(&view.session.status_at(view.viewed_ply())));
            if let Some(text) = self.thinking_text() {
                ui.separator();
                if !self.test_mode {
                    ui.spinner();
                }
                ui.label(shown(&text));
            }
            if let Some(notice) = &self.notice {
                ui.separator();
                let color = match notice.kind {
                    NoticeKind::Info => ui.visuals().text_color(),
                    NoticeKind::Error => ui.visuals().warn_fg_color,
                };
                ui.colored_label(color, shown(&notice.text));
                command_button_ui(ui, &mut commands, Command::DismissNotice, true, false);
            }
        });
        self.commands.extend(commands);
    }

    /// "White (Level 8, Master) is thinking…" while the computer searches.
    fn thinking_text(&self) -> Option<String> {
        if !self.computer.is_thinking() || !matches!(self.screen, Screen::Play) {
            return None;
        }
        let (color, player) = self.game.deciding()?;
        let name = match color {
            Color::White => "White",
            Color::Black => "Black",
        };
        Some(format!("{name} ({}) is thinking…", player.described()))
    }

    /// The keyboard shortcuts of this frame, as commands.
    pub(super) fn collect_shortcuts(&mut self, ctx: &egui::Context) {
        // Single-letter shortcuts must not steal typing from a text field (a focused
        // board cell or button does not type: P still passes while playing by keys).
        if ctx.text_edit_focused()
            || (self.game.promotion.is_some() && matches!(self.screen, Screen::Play))
            || self.new_game.is_some()
            || self.continue_dialog.is_some()
            || self.studio.pending_preset().is_some()
            || self.file_chooser.is_some()
            || self.about.is_some()
        {
            return;
        }
        let geometry = self.view().session.board_model().geometry.clone();
        crate::view3d::shortcuts(ctx, &mut self.settings.view, &geometry);
        // In Valhalla P always answers: it passes, or says why it cannot.
        let pass = (self.is_live() && self.game.session().has_pass()).then_some(Command::Pass);
        let mut commands: Vec<Command> = Command::GLOBAL
            .into_iter()
            .chain(pass)
            .chain(Command::FILE)
            .chain(Command::ANALYSIS)
            .collect();
        if self.navigation_keys_active(ctx) {
            // Space stays with a focused button unless there is something to run.
            let can_run = !self.is_live() || self.machine_vs_machine();
            let navigation = Command::NAVIGATION
                .into_iter()
                .filter(|c| can_run || *c != Command::PlayPause);
            let machine_live = self.machine_vs_machine() && self.is_live();
            commands.extend(navigation.map(|command| {
                // → plays the next move in a live Machine vs Machine game.
                if command == Command::ViewForward && machine_live {
                    Command::NextMove
                } else {
                    command
                }
            }));
        }
        for command in commands {
            if let Some(shortcut) = command.shortcut()
                && ctx.input_mut(|i| i.consume_shortcut(&shortcut))
            {
                self.commands.push(command);
            }
        }
    }

    /// Whether ← → Home End Space move through the history: always while looking back
    /// or watching the machines; in a game with a human, only when no widget has the
    /// focus (a board cell or a slider in the studio keeps its arrow keys).
    fn navigation_keys_active(&self, ctx: &egui::Context) -> bool {
        !self.is_live()
            || self.machine_vs_machine()
            || (self.view().board.focused.is_none() && ctx.memory(|m| m.focused().is_none()))
    }
}
