//! The window's chrome: the menu bar (built from the commands' menu places), the status
//! bar, and the keyboard shortcuts of the screen in front (the commands' own keys,
//! narrowed by the moment).
use super::{NoticeKind, OtherworldsApp, Screen};
use crate::command::{Action, Command, KeyPlace, Menu, Request, command_button_ui};
use egui::{KeyboardShortcut, Ui};
use otherworlds_core::{Color, Variant};
use strum::IntoEnumIterator;

impl OtherworldsApp {
    pub(super) fn menu_bar_ui(&mut self, ui: &mut Ui) {
        let mut actions = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            for menu in Menu::iter() {
                ui.menu_button(menu.title(), |ui| self.menu_ui(ui, menu, &mut actions));
            }
            self.language_menu_ui(ui);
        });
        self.queue(actions);
    }

    /// One menu: its commands by group (a separator between groups), each followed by
    /// what belongs under it (the variants under New game, the Paste field under Copy
    /// position, the courses under Learn the rules).
    fn menu_ui(&mut self, ui: &mut Ui, menu: Menu, actions: &mut Vec<Action>) {
        let mut entries: Vec<(u8, Command)> = Command::all()
            .filter_map(|c| Some((c.menu_place()?, c)))
            .filter(|(place, _)| place.menu == menu)
            .map(|(place, c)| (place.group, c))
            .collect();
        entries.sort_by_key(|(group, _)| *group);
        let mut last_group = None;
        for (group, command) in entries {
            if last_group.is_some_and(|g| g != group) {
                ui.separator();
            }
            last_group = Some(group);
            if command == Command::ToggleSound {
                self.sound_menu_ui(ui, actions);
                continue;
            }
            let enabled = self.menu_entry_enabled(command);
            command_button_ui(ui, actions, command, enabled, true);
            self.under_entry_ui(ui, command, actions);
        }
    }

    /// Whether a menu entry can be used now.
    fn menu_entry_enabled(&self, command: Command) -> bool {
        let has_moves = !self.view().session.game().moves().is_empty();
        let analyse = !matches!(self.screen, Screen::Learn(_));
        match command {
            Command::Undo => has_moves && self.is_live(),
            Command::Resign | Command::OfferDraw => self.can_resign(),
            Command::OpenAnalysisBoard => analyse,
            Command::ReviewGame => analyse && has_moves,
            _ => true,
        }
    }

    /// What a menu shows under an entry.
    fn under_entry_ui(&mut self, ui: &mut Ui, command: Command, actions: &mut Vec<Action>) {
        match command {
            Command::NewGame => {
                ui.menu_button(t!("shell-new-game-of"), |ui| {
                    for variant in Variant::all() {
                        let request = Request::StartVariant(variant);
                        if ui
                            .button(request.label())
                            .on_hover_text(request.tooltip())
                            .clicked()
                        {
                            actions.push(request.into());
                        }
                    }
                });
            }
            Command::ExportPgn => self.games_menu_ui(ui, actions),
            Command::CopyPosition => {
                // A submenu that a click inside leaves open: the field takes the text.
                let config = egui::containers::menu::MenuConfig::new()
                    .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
                egui::containers::menu::SubMenuButton::new(t!("shell-paste-position"))
                    .config(config)
                    .ui(ui, |ui| {
                        paste_field_ui(ui, &mut self.frame.paste_text, actions)
                    });
            }
            Command::LearnRules => {
                ui.separator();
                for (i, course) in crate::learn::data::courses().iter().enumerate() {
                    let Ok(course) = course else { continue };
                    if ui
                        .button(t!("shell-course", course = course.title.as_str()))
                        .on_hover_text(t!("shell-course-tip"))
                        .clicked()
                    {
                        self.issue(crate::learn::LearnCommand::Course(i));
                    }
                }
            }
            _ => {}
        }
    }

    /// The other games of the PGN file opened last: its list, and beside the replay of
    /// one of them, the next and previous games.
    fn games_menu_ui(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let Some(list) = &self.desk.game_list else {
            return;
        };
        let listed = self.replaying_listed();
        command_button_ui(ui, actions, Command::ShowGameList, true, true);
        for (command, by) in [(Command::PreviousGame, -1), (Command::NextGame, 1)] {
            let enabled = listed && list.neighbour(by).is_some();
            command_button_ui(ui, actions, command, enabled, true);
        }
    }

    /// The status bar: Dismiss (and Try again) at its right end, always in the window;
    /// to their left, what is on show and the notice, a long one cut short with the whole
    /// text in its tooltip.
    pub(super) fn status_ui(&mut self, ui: &mut Ui) {
        let mut actions = Vec::new();
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if self.computer.failed().is_some() && self.screen.at_table() {
                command_button_ui(ui, &mut actions, Command::RetryComputer, true, false);
            }
            if let Some(notice) = &self.frame.notice {
                command_button_ui(ui, &mut actions, Command::DismissNotice, true, false);
                if self.frame.notice_cut || super::notice::parts(&notice.text).len() > 1 {
                    command_button_ui(ui, &mut actions, Command::ReadNotice, true, false);
                }
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                self.status_text_ui(ui);
            });
        });
        self.queue(actions);
    }

    /// What is on show, then the notice.
    fn status_text_ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let shown = |text: &str| crate::glyphs::displayable(&ctx, text);
        if matches!(self.screen, Screen::Learn(_)) {
            // The lessons on show; the game waits behind them.
            let course = self.desk.learn.course().map_or("", |c| c.title.as_str());
            ui.label(shown(&t!("shell-learn-status", course = course)));
            ui.separator();
            let variant = crate::i18n::core_words::variant_name(self.view().session.variant());
            ui.add(egui::Label::new(shown(&t!("shell-game-waits", variant = variant))).truncate());
        } else if let (Screen::Puzzles(_), Some(trainer)) = (&self.screen, &self.desk.puzzles) {
            // The puzzles on show; the game (the one at the table) waits behind them.
            let family = crate::i18n::core_words::family_name(trainer.family);
            ui.label(t!("puzzles-status", family = family));
            ui.separator();
            let variant =
                crate::i18n::core_words::variant_name(self.desk.table().session().variant());
            ui.add(egui::Label::new(shown(&t!("shell-game-waits", variant = variant))).truncate());
        } else {
            self.game_status_ui(ui);
        }
        if let Some(notice) = &self.frame.notice {
            ui.separator();
            let color = match notice.kind {
                NoticeKind::Info => ui.visuals().text_color(),
                NoticeKind::Error => ui.visuals().warn_fg_color,
            };
            let text = shown(&notice.text);
            let label =
                egui::Label::new(egui::RichText::new(text.as_str()).color(color)).truncate();
            let (at, galley, response) = label.layout_in_ui(ui);
            let cut = galley.elided;
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
            if ui.is_rect_visible(response.rect) {
                ui.painter().galley(at, galley, color);
            }
            response.on_hover_text(text);
            if cut != self.frame.notice_cut {
                // "Read all" comes or goes with the next frame.
                self.frame.notice_cut = cut;
                ui.ctx().request_repaint();
            }
        } else {
            self.frame.notice_cut = false;
        }
    }

    /// The variant, the players and the status of the game on show, and the computer's
    /// thinking.
    fn game_status_ui(&self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let shown = |text: &str| crate::glyphs::displayable(&ctx, text);
        let view = self.view();
        ui.label(shown(&crate::i18n::core_words::variant_name(
            view.session.variant(),
        )));
        ui.separator();
        let players = match &self.screen {
            Screen::Replay(replay) => &replay.info.players,
            _ => &self.desk.table().players,
        };
        ui.label(players.versus())
            .on_hover_text(t!("shell-versus-tip"));
        ui.separator();
        ui.label(shown(&view.session.status_at(view.viewed_ply())));
        for text in [self.thinking_text(), self.file_work_text()]
            .into_iter()
            .flatten()
        {
            ui.separator();
            if !self.hooks.test_mode {
                ui.spinner();
            }
            ui.label(shown(&text));
        }
    }

    /// "White (Level 8, Master) is thinking…" while the computer searches.
    fn thinking_text(&self) -> Option<String> {
        if !self.computer.is_thinking() || !self.screen.at_table() {
            return None;
        }
        let (color, player) = self.desk.table().deciding()?;
        let id = match color {
            Color::White => "shell-thinking-white",
            Color::Black => "shell-thinking-black",
        };
        Some(t!(id, player = player.described()))
    }

    /// The keyboard shortcuts of this frame, as commands: every command the screen in
    /// front takes whose key was pressed, the keys with more modifiers first (Ctrl+Shift+E
    /// before Ctrl+E, which would also match it). Nothing while a text field or a
    /// dialog has the keyboard: single letters must not steal typing, nor act behind a
    /// dialog (a focused board cell or button does not type: P still passes while
    /// playing by keys).
    pub(super) fn collect_shortcuts(&mut self, ctx: &egui::Context) {
        let promotion = self.screen.at_table() && self.desk.table().promotion.is_some();
        if ctx.text_edit_focused()
            || promotion
            || self.modals.any_open()
            || self.studio.pending_preset().is_some()
        {
            return;
        }
        // Ctrl+C and Ctrl+V arrive as clipboard events (a key, where a platform sends
        // one for Ctrl+C).
        let clipboard: Vec<crate::shell::Queued> = ctx.input(|i| {
            i.events
                .iter()
                .filter_map(|event| match event {
                    egui::Event::Copy => Some(Command::CopyPosition.into()),
                    egui::Event::Paste(text) => Some(Request::PastePosition(text.clone()).into()),
                    _ => None,
                })
                .collect()
        });
        self.frame.queued.extend(clipboard);
        let place = match self.screen {
            Screen::Learn(_) => KeyPlace::Learn,
            Screen::Editor(_) => KeyPlace::Editor,
            Screen::Play | Screen::Analysis | Screen::Replay(_) | Screen::Puzzles(_) => {
                KeyPlace::Game
            }
        };
        let mut keys: Vec<(KeyboardShortcut, Command)> = Command::all()
            .filter(|c| c.taken_on(place))
            .flat_map(|c| c.shortcuts().iter().map(move |&s| (s, c)))
            .filter(|&(shortcut, command)| self.key_wanted(ctx, command, shortcut))
            .collect();
        keys.sort_by_key(|(s, _)| std::cmp::Reverse(modifier_count(s)));
        for (shortcut, command) in keys {
            // Every press counts, even several in one frame.
            while ctx.input_mut(|i| i.consume_shortcut(&shortcut)) {
                let command = self.in_this_moment(command);
                self.issue(command);
            }
        }
    }

    /// Whether `command`'s key `shortcut` is taken in this moment.
    fn key_wanted(
        &self,
        ctx: &egui::Context,
        command: Command,
        shortcut: KeyboardShortcut,
    ) -> bool {
        let plain = shortcut.modifiers.is_none();
        match &self.screen {
            Screen::Learn(_) => {
                let on_board = self.desk.learn.board_focused();
                match command {
                    // Alt+arrows while no board cell has the focus (they move it there).
                    Command::LearnNext | Command::LearnBack => plain || !on_board,
                    // Escape while nothing has the focus.
                    Command::LearnClose => !on_board && ctx.memory(|m| m.focused().is_none()),
                    _ => true,
                }
            }
            // The editor's board takes letters (P N B R Q K G M), arrows, Enter, Space,
            // Delete and Escape: those single keys work only off the board; F1, ? and
            // the keys with Ctrl always. Escape leaves the editor once nothing has
            // the focus (on a cell it first clears the selection, then the focus).
            Screen::Editor(editor) => match command {
                Command::CloseEditor => {
                    editor.board.focused.is_none()
                        && !self.frame.had_focus
                        && ctx.memory(|m| m.focused().is_none())
                }
                _ => !plain || !board_key(shortcut.logical_key) || editor.board.focused.is_none(),
            },
            // The puzzle's keys; Escape leaves once nothing has the focus (on a cell it
            // first clears the selection, then the focus).
            Screen::Puzzles(_) => match command {
                Command::PuzzlesClose => {
                    self.view().board.focused.is_none()
                        && !self.frame.had_focus
                        && ctx.memory(|m| m.focused().is_none())
                }
                Command::Pass => self.view().session.has_pass(),
                // The arrows, Home and End step through a puzzle that is over (else
                // they stay with the board); Space stays with the buttons.
                Command::ViewStart
                | Command::ViewBack
                | Command::ViewForward
                | Command::ViewEnd => {
                    self.desk.puzzles.as_ref().is_some_and(|t| t.over())
                        && self.view().board.focused.is_none()
                }
                Command::PlayPause => false,
                _ => true,
            },
            Screen::Play | Screen::Analysis | Screen::Replay(_) => match command {
                Command::PuzzleHint
                | Command::PuzzleSolution
                | Command::PuzzleNext
                | Command::PuzzlesClose => false,
                // In Valhalla P always answers: it passes, or says why it cannot.
                Command::Pass => self.is_live() && self.desk.table().session().has_pass(),
                // Page Down / Page Up only beside a game of the list (Ctrl+G always).
                Command::ShowGameList => self.desk.game_list.is_some(),
                Command::NextGame | Command::PreviousGame => {
                    self.desk.game_list.is_some() && self.replaying_listed()
                }
                // Space stays with a focused button unless there is something to run.
                Command::PlayPause => {
                    self.navigation_keys_active(ctx)
                        && (!self.is_live() || self.machine_vs_machine())
                }
                Command::ViewStart
                | Command::ViewBack
                | Command::ViewForward
                | Command::ViewEnd => self.navigation_keys_active(ctx),
                _ => true,
            },
        }
    }

    /// A key's command as the moment makes it: → plays the next move in a live Machine
    /// vs Machine game.
    fn in_this_moment(&self, command: Command) -> Command {
        if command == Command::ViewForward && self.machine_vs_machine() && self.is_live() {
            Command::NextMove
        } else {
            command
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

/// How many modifiers a shortcut holds (Ctrl+Shift: 2).
fn modifier_count(shortcut: &KeyboardShortcut) -> u8 {
    let m = shortcut.modifiers;
    u8::from(m.alt) + u8::from(m.shift) + u8::from(m.command || m.ctrl || m.mac_cmd)
}

/// The Game menu's "Paste position" submenu field: a position string pasted or typed
/// there is read on Enter (Ctrl+V anywhere off a text field does the same).
fn paste_field_ui(ui: &mut Ui, text: &mut String, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        let label = ui.label(t!("shell-paste-label"));
        let r = ui
            .add(
                egui::TextEdit::singleline(text)
                    .desired_width(220.0)
                    .hint_text(t!("shell-paste-hint")),
            )
            .labelled_by(label.id)
            .on_hover_text(Request::PastePosition(String::new()).tooltip());
        if r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) && !text.is_empty() {
            actions.push(Request::PastePosition(std::mem::take(text)).into());
            ui.close();
        }
    });
}

/// Whether a board cell with the focus uses this key itself (the editor's palette
/// letters and the cells' moving, clicking and clearing keys).
fn board_key(key: egui::Key) -> bool {
    use egui::Key;
    let letter = key.name().len() == 1 && key.name().chars().all(|c| c.is_ascii_alphabetic());
    letter
        || matches!(
            key,
            Key::ArrowLeft
                | Key::ArrowRight
                | Key::ArrowUp
                | Key::ArrowDown
                | Key::Enter
                | Key::Space
                | Key::Delete
                | Key::Backspace
                | Key::Escape
        )
}
