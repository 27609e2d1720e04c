//! The window's chrome: the menu bar, the status bar, and the keyboard shortcuts that
//! work wherever the focus is.
use super::{NoticeKind, OtherworldsApp, Screen};
use crate::command::{Command, command_button_ui};
use crate::learn::LearnCommand;
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
                let can_resign = self.can_resign();
                for command in Command::TABLE {
                    command_button_ui(ui, &mut commands, command, can_resign, true);
                }
                ui.separator();
                command_button_ui(ui, &mut commands, Command::Save, true, true);
                command_button_ui(ui, &mut commands, Command::Open, true, true);
                command_button_ui(ui, &mut commands, Command::ExportDiagram, true, true);
                command_button_ui(ui, &mut commands, Command::ExportPgn, true, true);
                self.games_menu_ui(ui, &mut commands);
                ui.separator();
                command_button_ui(ui, &mut commands, Command::OpenEditor, true, true);
                let analyse = !matches!(self.screen, Screen::Learn);
                command_button_ui(ui, &mut commands, Command::OpenAnalysisBoard, analyse, true);
                let reviewable = analyse && !self.view().session.game().moves().is_empty();
                command_button_ui(ui, &mut commands, Command::ReviewGame, reviewable, true);
                command_button_ui(ui, &mut commands, Command::CopyPosition, true, true);
                // A submenu that a click inside leaves open: the field takes the text.
                let config = egui::containers::menu::MenuConfig::new()
                    .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
                egui::containers::menu::SubMenuButton::new("Paste position")
                    .config(config)
                    .ui(ui, |ui| {
                        paste_field_ui(ui, &mut self.paste_text, &mut commands)
                    });
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
            ui.menu_button("Learn", |ui| self.learn_menu_ui(ui, &mut commands));
            ui.menu_button("Profiles", |ui| {
                command_button_ui(ui, &mut commands, Command::Profiles, true, true);
            });
            ui.menu_button("Help", |ui| {
                command_button_ui(ui, &mut commands, Command::About, true, true);
            });
        });
        self.commands.extend(commands);
    }

    /// The other games of the PGN file opened last: its list, and beside the replay of
    /// one of them, the next and previous games.
    fn games_menu_ui(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let Some(list) = &self.game_list else { return };
        let listed = self.replaying_listed();
        command_button_ui(ui, commands, Command::ShowGameList, true, true);
        for (command, by) in [(Command::PreviousGame, -1), (Command::NextGame, 1)] {
            let enabled = listed && list.neighbour(by).is_some();
            command_button_ui(ui, commands, command, enabled, true);
        }
    }

    /// The Learn menu: the page of the variant on the board (F1), then every course.
    fn learn_menu_ui(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        command_button_ui(ui, commands, Command::Learn(LearnCommand::Help), true, true);
        ui.separator();
        for (i, course) in crate::learn::data::courses().iter().enumerate() {
            let Ok(course) = course else { continue };
            if ui
                .button(format!("{}: rules and lessons", course.title))
                .on_hover_text("Open the rules pages, the guided tours and the exercises")
                .clicked()
            {
                commands.push(Command::Learn(LearnCommand::Course(i)));
            }
        }
    }

    pub(super) fn status_ui(&mut self, ui: &mut Ui) {
        let mut commands = Vec::new();
        ui.horizontal(|ui| {
            let ctx = ui.ctx().clone();
            let shown = |text: &str| crate::glyphs::displayable(&ctx, text);
            let view = self.view();
            if matches!(self.screen, Screen::Learn) {
                // The lessons on show; the game waits behind them.
                let course = self.learn.course().map_or("", |c| c.title.as_str());
                ui.label(shown(&format!("Learn: {course}")));
                ui.separator();
                let variant = view.session.variant().display_name();
                ui.label(shown(&format!(
                    "Your {variant} game waits: Escape or \"Back to the game\" returns to it"
                )));
            } else {
                self.game_status_ui(ui);
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
            if self.computer.failed().is_some() && matches!(self.screen, Screen::Play) {
                command_button_ui(ui, &mut commands, Command::RetryComputer, true, false);
            }
        });
        self.commands.extend(commands);
    }

    /// The variant, the players and the status of the game on show, and the computer's
    /// thinking.
    fn game_status_ui(&self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let shown = |text: &str| crate::glyphs::displayable(&ctx, text);
        let view = self.view();
        ui.label(shown(&view.session.variant().display_name()));
        ui.separator();
        let players = match &self.screen {
            Screen::Play | Screen::Learn | Screen::Editor(_) => self.game.players,
            Screen::Replay(replay) => replay.info.players,
        };
        ui.label(players.versus())
            .on_hover_text("Who plays White, then who plays Black");
        ui.separator();
        ui.label(shown(&view.session.status_at(view.viewed_ply())));
        for text in [self.thinking_text(), self.file_work_text()]
            .into_iter()
            .flatten()
        {
            ui.separator();
            if !self.test_mode {
                ui.spinner();
            }
            ui.label(shown(&text));
        }
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
            || self.table_dialog.is_some()
            || self.studio.pending_preset().is_some()
            || self.file_chooser.is_some()
            || self.diagram_export.open
            || self.about.is_some()
            || self.game_list.as_ref().is_some_and(|l| l.open)
            || self.result.is_some()
            || self.takeback_question.is_some()
            || self.profiles_window.is_some()
        {
            return;
        }
        // Ctrl+C and Ctrl+V arrive as clipboard events (a key, where a platform sends
        // one for Ctrl+C).
        ctx.input(|i| {
            for event in &i.events {
                match event {
                    egui::Event::Copy => self.commands.push(Command::CopyPosition),
                    egui::Event::Paste(text) => {
                        self.commands.push(Command::PastePosition(text.clone()))
                    }
                    _ => {}
                }
            }
        });
        let help = Command::Learn(LearnCommand::Help);
        let question = egui::KeyboardShortcut::new(egui::Modifiers::NONE, egui::Key::Questionmark);
        if ctx.input_mut(|i| i.consume_shortcut(&question)) {
            self.commands.push(help.clone());
        }
        if matches!(self.screen, Screen::Learn) {
            // The lessons take their own keys; the game's wait behind them.
            let learning = Command::GLOBAL.into_iter().filter(|c| *c != Command::Undo);
            let commands = learning.chain(Command::FILE).chain([help]).collect();
            self.push_shortcuts(ctx, commands);
            return;
        }
        let editing = match &self.screen {
            Screen::Editor(editor) => Some((editor.board.focused.is_some(), editor.geometry())),
            _ => None,
        };
        if let Some((board_focused, geometry)) = editing {
            if !board_focused {
                crate::view3d::shortcuts(ctx, &mut self.settings.view, &geometry);
            }
            // The editor's board takes letters (P N B R Q K G M) and arrows; the
            // shortcuts with Ctrl work, the single keys only off the board.
            let commands: Vec<Command> = [Command::OpenEditor, Command::CopyPosition]
                .into_iter()
                .chain(Command::GLOBAL)
                .chain(Command::FILE)
                .chain(Command::ANALYSIS)
                .filter(|c| !board_focused || c.shortcut().is_some_and(|s| !s.modifiers.is_none()))
                .collect();
            self.push_shortcuts(ctx, commands);
            return;
        }
        let geometry = self.view().session.board_model().geometry.clone();
        crate::view3d::shortcuts(ctx, &mut self.settings.view, &geometry);
        // In Valhalla P always answers: it passes, or says why it cannot.
        let pass = (self.is_live() && self.game.session().has_pass()).then_some(Command::Pass);
        // Ctrl+Shift+E before Ctrl+E (Export diagram), which would also match it.
        let first = [
            Command::OpenEditor,
            Command::Profiles,
            Command::CopyPosition,
        ];
        let mut commands: Vec<Command> = first
            .into_iter()
            .chain(Command::GLOBAL)
            .chain(pass)
            .chain(Command::TABLE)
            .chain(Command::FILE)
            .chain(Command::ANALYSIS)
            .chain([help])
            .collect();
        if self.game_list.is_some() {
            // Page Down / Page Up only beside a game of the list (Ctrl+G always).
            let listed = self.replaying_listed();
            commands.extend(
                Command::GAMES
                    .into_iter()
                    .filter(|c| listed || *c == Command::ShowGameList),
            );
        }
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
        self.push_shortcuts(ctx, commands);
    }

    /// The commands among `commands` whose shortcut was pressed, in that order.
    fn push_shortcuts(&mut self, ctx: &egui::Context, commands: Vec<Command>) {
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

/// The Game menu's "Paste position" submenu field: a position string pasted or typed there is
/// read on Enter (Ctrl+V anywhere off a text field does the same).
fn paste_field_ui(ui: &mut Ui, text: &mut String, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let label = ui.label("Paste position:");
        let r = ui
            .add(
                egui::TextEdit::singleline(text)
                    .desired_width(220.0)
                    .hint_text("a position string, then Enter"),
            )
            .labelled_by(label.id)
            .on_hover_text(Command::PastePosition(String::new()).tooltip());
        if r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) && !text.is_empty() {
            commands.push(Command::PastePosition(std::mem::take(text)));
            ui.close();
        }
    });
}
