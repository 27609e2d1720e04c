//! The application: persisted state (serde) apart from runtime state, panels, and the
//! commands collected during a frame and run at its end.
pub mod analysis;
pub mod command;
pub mod icons;
pub mod machine;
pub mod new_game;
pub mod players;
pub mod promotion;
pub mod replay;
pub mod session;
pub mod storage;

use crate::board::{BoardEvent, BoardOptions, BoardState, board_ui};
use crate::studio::Studio;
use crate::theme::Theme;
use command::Command;
use egui::{Align, Layout, RichText, Ui};
use new_game::NewGameDialog;
use otherworlds_core::{Position, Variant};
use players::{Player, Players, Thinking};
use serde::{Deserialize, Serialize};
use session::{Attempt, GameSession, PromotionChoice, result_text};
use std::path::{Path, PathBuf};

/// What survives a restart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Persisted {
    /// The variant of the game in progress.
    pub variant: Variant,
    /// Its moves in canonical notation, replayed on start.
    pub moves: Vec<String>,
    pub flipped: bool,
    pub coordinates: bool,
    pub theme: Theme,
    /// Who plays each side (two humans in saves from before computer players).
    pub players: Players,
    /// 2D, stacked 3D layers or the tesseract, and the cameras.
    pub view: crate::view3d::ViewSettings,
}

impl Default for Persisted {
    fn default() -> Self {
        Persisted {
            variant: Variant::Standard,
            moves: Vec::new(),
            flipped: false,
            coordinates: true,
            theme: Theme::default(),
            players: Players::default(),
            view: crate::view3d::ViewSettings::default(),
        }
    }
}

/// What lives only while the app runs.
struct Runtime {
    session: GameSession,
    board: BoardState,
    promotion: Option<PromotionChoice>,
    /// Whether the picker must take the keyboard focus this frame.
    promotion_opened: bool,
    /// A polite message: a variant that cannot start yet, a saved game that did not load.
    notice: Option<String>,
    /// The New game dialog, while it is open.
    new_game: Option<NewGameDialog>,
    /// The computer's search for the position on the board, if one runs.
    thinking: Option<Thinking>,
    /// Mixed into every computer move's seed: fixed in tests, from the clock otherwise.
    seed: u64,
    /// Commands issued during this frame.
    commands: Vec<Command>,
    /// Tests: the native dialog that would have opened.
    dialog_requested: Option<storage::DialogPurpose>,
    /// Tests: pinned theme, no animation.
    test_mode: bool,
    style_applied: bool,
    /// The viewed ply (the position after that many decisions); None follows the live
    /// game. Always Some in the replay player.
    view: Option<usize>,
    /// The saved game open in the replay player, if any.
    replay: Option<replay::ReplayInfo>,
    /// Machine vs Machine and replay pace.
    pace: machine::Pace,
    /// The "Continue from here" dialog, while it is open.
    continue_dialog: Option<replay::ContinueDialog>,
    /// The native save or open dialog, while it is open.
    file_dialog: Option<storage::FileDialog>,
    /// Where the game in progress is autosaved; None: no autosave (tests).
    autosave_dir: Option<PathBuf>,
    /// When the game in progress began (kept in its saves).
    created: Option<String>,
    /// The move list must bring the viewed move into sight this frame.
    scroll_list: bool,
    /// The customisation studio and the theme files.
    studio: Studio,
    /// Whether the analysis panel is shown, and its search of the viewed position.
    analysis_on: bool,
    analysis: Option<analysis::Analysis>,
}

/// The Otherworlds application.
pub struct OtherworldsApp {
    persisted: Persisted,
    runtime: Runtime,
}

impl OtherworldsApp {
    /// The app as eframe starts it, restoring the last session.
    pub fn new(cc: &eframe::CreationContext<'_>) -> OtherworldsApp {
        let persisted = cc
            .storage
            .and_then(|s| eframe::get_value::<Persisted>(s, eframe::APP_KEY))
            .unwrap_or_default();
        let mut app = OtherworldsApp::from_persisted(persisted, false);
        app.use_autosave(storage::user_autosave_dir());
        app.use_config_dir(crate::studio::files::config_dir());
        app
    }

    /// A test app that autosaves in `dir` and starts from the autosave found there (the
    /// real user directory is never used in tests).
    pub fn for_tests_with_autosave(dir: &Path) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.use_autosave(Some(dir.to_path_buf()));
        app
    }

    /// Autosaves in `dir` from now on, first restoring the game autosaved there; an
    /// autosave that does not load is reported and the game on screen kept.
    fn use_autosave(&mut self, dir: Option<PathBuf>) {
        self.runtime.autosave_dir = dir.clone();
        let Some(dir) = dir else { return };
        match otherworlds_core::record::load_autosave(&dir) {
            None => {}
            Some(Ok(loaded)) => {
                let rt = &mut self.runtime;
                rt.thinking = None;
                rt.session = GameSession::from_loaded(loaded.game);
                rt.created = loaded.record.created.clone();
                rt.view = None;
                rt.board.clear();
                self.persisted.variant = rt.session.variant();
                self.persisted.players = storage::app_players(&loaded.record.players);
            }
            Some(Err(e)) => {
                self.runtime.notice = Some(format!(
                    "The autosaved game could not be restored ({e}); it will be replaced by the next move."
                ));
            }
        }
    }

    /// Queues a command as if a button had been pressed; it runs in the next frame.
    pub fn issue(&mut self, command: Command) {
        self.runtime.commands.push(command);
    }

    /// The viewed ply: the position after that many decisions.
    pub fn viewed_ply(&self) -> usize {
        self.runtime
            .view
            .unwrap_or_else(|| self.runtime.session.game().moves().len())
    }

    /// Whether the board shows the live game (not an older position, not a replay).
    pub fn is_live(&self) -> bool {
        self.runtime.view.is_none() && self.runtime.replay.is_none()
    }

    /// The saved game open in the replay player, if any.
    pub fn replay_info(&self) -> Option<&replay::ReplayInfo> {
        self.runtime.replay.as_ref()
    }

    /// Machine vs Machine and replay pace.
    pub fn pace(&self) -> &machine::Pace {
        &self.runtime.pace
    }

    /// Sets the delay between moves (the speed control), in seconds.
    pub fn set_move_delay(&mut self, seconds: f32) {
        self.runtime.pace.delay = seconds.clamp(machine::MIN_DELAY, machine::MAX_DELAY);
    }

    /// The open Continue from here dialog, if any.
    pub fn continue_dialog(&self) -> Option<&replay::ContinueDialog> {
        self.runtime.continue_dialog.as_ref()
    }

    /// Whether both sides of the live game are computers.
    fn machine_vs_machine(&self) -> bool {
        self.runtime.replay.is_none() && !self.persisted.players.has_human()
    }

    /// A test app keeping its theme files in `dir`, restoring the theme saved there.
    pub fn for_tests_with_config(dir: std::path::PathBuf) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.use_config_dir(Some(dir));
        app
    }

    /// Keeps theme files in `dir`; the theme saved there (if any) replaces the one
    /// from eframe's storage.
    fn use_config_dir(&mut self, dir: Option<std::path::PathBuf>) {
        self.runtime.studio = Studio::new(dir);
        match self.runtime.studio.restore() {
            Ok(Some(theme)) => self.persisted.theme = theme,
            Ok(None) => {}
            Err(e) => self.runtime.notice = Some(format!("Your theme was not restored: {e}")),
        }
    }

    /// Issues a command as its button would; it runs at the end of the next frame.
    pub fn queue(&mut self, command: Command) {
        self.runtime.commands.push(command);
    }

    /// The customisation studio.
    pub fn studio(&self) -> &Studio {
        &self.runtime.studio
    }

    /// Writes the theme in use to the config directory (as eframe's save does).
    pub fn save_theme(&mut self) -> Result<(), crate::studio::files::ThemeError> {
        self.runtime.studio.persist(&self.persisted.theme)
    }

    /// A deterministic app for tests: default settings, light theme, no animation.
    pub fn for_tests() -> OtherworldsApp {
        OtherworldsApp::from_persisted(Persisted::default(), true)
    }

    /// A test app starting from a position string.
    pub fn for_tests_from(variant: Variant, position: &str) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        match GameSession::from_position(variant, position) {
            Ok(session) => app.runtime.session = session,
            Err(e) => app.runtime.notice = Some(format!("Could not set up the position: {e}")),
        }
        app
    }

    /// Builds the app from saved state; a saved game that no longer loads is reported,
    /// not fatal.
    pub fn from_persisted(mut persisted: Persisted, test_mode: bool) -> OtherworldsApp {
        let mut notice = None;
        let session = match GameSession::new(persisted.variant) {
            Ok(mut session) => {
                if let Err(e) = session.replay(&persisted.moves) {
                    notice = Some(format!(
                        "The saved game stopped at a move it could not play: {e}"
                    ));
                }
                session
            }
            Err(e) => {
                notice = Some(format!(
                    "Could not resume {}: {e}. Playing standard chess.",
                    persisted.variant.display_name()
                ));
                persisted.variant = Variant::Standard;
                standard_session()
            }
        };
        if test_mode {
            persisted.theme = Theme::default();
        }
        OtherworldsApp {
            persisted,
            runtime: Runtime {
                session,
                board: BoardState::default(),
                promotion: None,
                promotion_opened: false,
                notice,
                new_game: None,
                thinking: None,
                seed: if test_mode { 0 } else { clock_seed() },
                commands: Vec::new(),
                dialog_requested: None,
                test_mode,
                style_applied: false,
                view: None,
                replay: None,
                pace: machine::Pace::default(),
                continue_dialog: None,
                file_dialog: None,
                autosave_dir: None,
                created: Some(otherworlds_core::record::Timestamp::now().to_rfc3339()),
                scroll_list: false,
                studio: Studio::default(),
                analysis_on: false,
                analysis: None,
            },
        }
    }

    /// Starts a new game of `variant` (a notice says why if it cannot start).
    pub fn start_new_game(&mut self, variant: Variant) {
        self.start(variant);
    }

    /// The game in progress.
    pub fn session(&self) -> &GameSession {
        &self.runtime.session
    }

    /// The board's view state (selection, painted markers, focus).
    pub fn board_state(&self) -> &BoardState {
        &self.runtime.board
    }

    /// The message shown in the status bar, if any.
    pub fn notice(&self) -> Option<&str> {
        self.runtime.notice.as_deref()
    }

    /// The pending promotion choice, if the picker is open.
    pub fn promotion(&self) -> Option<&PromotionChoice> {
        self.runtime.promotion.as_ref()
    }

    pub fn persisted(&self) -> &Persisted {
        &self.persisted
    }

    /// Sets who plays each side of the game in progress.
    pub fn set_players(&mut self, players: Players) {
        self.persisted.players = players;
        self.runtime.thinking = None;
    }

    /// The open New game dialog, if any.
    pub fn new_game_dialog(&self) -> Option<&NewGameDialog> {
        self.runtime.new_game.as_ref()
    }

    /// Whether the computer is searching a move now.
    pub fn is_thinking(&self) -> bool {
        self.runtime.thinking.is_some()
    }

    /// The stop flag of the running search (tests check that undo raises it).
    pub fn thinking_stop_flag(&self) -> Option<std::sync::Arc<std::sync::atomic::AtomicBool>> {
        self.runtime.thinking.as_ref().map(Thinking::stop_flag)
    }

    /// The player who decides now, if the game is not over.
    fn deciding(&self) -> Option<(otherworlds_core::Color, Player)> {
        let session = &self.runtime.session;
        if session.outcome().is_some() {
            return None;
        }
        let actor = session.game().position().actor();
        Some((actor, self.persisted.players.of(actor)))
    }

    /// One frame of the whole UI.
    pub fn show(&mut self, ui: &mut Ui) {
        self.apply_style(ui.ctx());
        self.collect_shortcuts(ui.ctx());

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar_ui(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_ui(ui));
        egui::Panel::right("side")
            .default_size(220.0)
            .show(ui, |ui| self.side_panel_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| self.central_ui(ui));

        if let Some(choice) = &self.runtime.promotion {
            let focus = std::mem::take(&mut self.runtime.promotion_opened);
            if let Some(command) =
                promotion::promotion_ui(ui.ctx(), choice, &self.persisted.theme, focus)
            {
                self.runtime.commands.push(command);
            }
        }

        if let Some(dialog) = &mut self.runtime.new_game
            && let Some(command) = new_game::new_game_ui(ui.ctx(), dialog)
        {
            self.runtime.commands.push(command);
        }

        if let Some(dialog) = &mut self.runtime.continue_dialog
            && let Some(command) = replay::continue_ui(ui.ctx(), dialog)
        {
            self.runtime.commands.push(command);
        }
        self.poll_file_dialog();
        let boards = crate::studio::slot_names(&self.runtime.session.board_model().geometry);
        let studio = self
            .runtime
            .studio
            .ui(ui.ctx(), &mut self.persisted.theme, &boards);
        self.runtime
            .commands
            .extend(studio.into_iter().map(Command::Studio));

        self.run_commands(ui.ctx());
        self.drive_playback(ui.ctx());
        self.drive_computer(ui.ctx());
        self.drive_analysis(ui.ctx());
    }

    /// Keeps the analysis on the viewed position: a new position, a new search.
    fn drive_analysis(&mut self, ctx: &egui::Context) {
        let rt = &mut self.runtime;
        if !rt.analysis_on {
            rt.analysis = None;
            return;
        }
        let ply = rt.view.unwrap_or_else(|| rt.session.game().moves().len());
        let game = rt.session.game();
        let Some(pos) = game.position_at(ply) else {
            return;
        };
        let over = ply >= game.moves().len() && game.outcome().is_some();
        let current = rt
            .analysis
            .as_ref()
            .is_some_and(|a| a.ply == ply && a.key == pos.hash());
        if over {
            rt.analysis = None;
        } else if !current {
            let history = (0..ply)
                .filter_map(|i| game.position_at(i).cloned())
                .collect();
            rt.analysis = Some(analysis::Analysis::start(
                pos.clone(),
                history,
                ply,
                ctx.clone(),
            ));
        }
    }

    /// The ply the analysis searches, while it is on.
    pub fn analysis_ply(&self) -> Option<usize> {
        self.runtime.analysis.as_ref().map(|a| a.ply)
    }

    /// The stop flag of the analysis search (tests check that hiding it stops it).
    pub fn analysis_stop_flag(&self) -> Option<std::sync::Arc<std::sync::atomic::AtomicBool>> {
        self.runtime
            .analysis
            .as_ref()
            .map(analysis::Analysis::stop_flag)
    }

    /// Takes the native dialog's answer when the user has given it.
    fn poll_file_dialog(&mut self) {
        let Some(dialog) = &self.runtime.file_dialog else {
            return;
        };
        let Some(answer) = dialog.ready() else { return };
        let purpose = dialog.purpose;
        self.runtime.file_dialog = None;
        if let Some(path) = answer {
            self.runtime.commands.push(match purpose {
                storage::DialogPurpose::Save => Command::SaveTo(path),
                storage::DialogPurpose::Open => Command::LoadFrom(path),
            });
        }
    }

    /// The replay (or a viewed past position) stepping forward on its own.
    fn drive_playback(&mut self, ctx: &egui::Context) {
        if !self.runtime.pace.playback {
            return;
        }
        let len = self.runtime.session.game().moves().len();
        let ply = self.viewed_ply();
        if ply >= len || self.is_live() {
            self.runtime.pace.playback = false;
            return;
        }
        let now = ctx.input(|i| i.time);
        let wait = self.runtime.pace.wait(now);
        if wait > 0.0 {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
            return;
        }
        self.set_view(ply + 1);
        self.runtime.pace.moved(now);
        if self.viewed_ply() >= len || self.is_live() {
            self.runtime.pace.playback = false;
        } else {
            ctx.request_repaint_after(std::time::Duration::from_secs_f32(self.runtime.pace.delay));
        }
    }

    /// Shows the position after `ply` decisions (the live game once past its end,
    /// except in the replay player).
    fn set_view(&mut self, ply: usize) {
        let rt = &mut self.runtime;
        let len = rt.session.game().moves().len();
        let ply = ply.min(len);
        rt.view = if rt.replay.is_none() && ply == len {
            None
        } else {
            Some(ply)
        };
        rt.promotion = None;
        rt.board.clear();
        rt.scroll_list = true;
    }

    /// Writes the live game to the autosave, if there is one; a failure is a notice.
    fn autosave(&mut self) {
        let rt = &mut self.runtime;
        let Some(dir) = &rt.autosave_dir else { return };
        if rt.replay.is_some() {
            return;
        }
        let saved = storage::record_of(
            rt.session.game(),
            self.persisted.players,
            rt.created.as_deref(),
        )
        .and_then(|record| otherworlds_core::record::save_autosave(dir, &record));
        if let Err(e) = saved {
            rt.notice = Some(format!("Autosave failed: {e}"));
        }
    }

    /// Plays the computer's answer when it is ready, and starts a search when a
    /// computer is to move. Never waits.
    fn drive_computer(&mut self, ctx: &egui::Context) {
        if self.runtime.replay.is_some() {
            // A replayed game is only looked at: nobody plays in it.
            self.runtime.thinking = None;
            self.runtime.session.set_locked(true);
            return;
        }
        let machine = self.machine_vs_machine();
        let now = ctx.input(|i| i.time);
        let ply = self.runtime.session.game().moves().len();
        if let Some(thinking) = &self.runtime.thinking {
            let wait = if machine {
                self.runtime.pace.wait(now)
            } else {
                0.0
            };
            if thinking.ply != ply {
                // The game moved on under the search (cannot happen through the UI).
                self.runtime.thinking = None;
            } else if let Some(answer) = thinking.ready() {
                if wait > 0.0 {
                    // Machine vs Machine: the answer waits for the chosen pace.
                    ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
                } else {
                    self.runtime.thinking = None;
                    match answer {
                        Some(mv) => {
                            self.play(mv, true, ctx);
                            self.runtime.pace.moved(now);
                        }
                        None => {
                            self.runtime.notice = Some("The computer found no move.".into());
                            self.runtime.pace.stop();
                        }
                    }
                }
            }
        }
        if machine && self.runtime.session.outcome().is_some() {
            // The game is over: a running Machine vs Machine stops there.
            self.runtime.pace.running = false;
            self.runtime.pace.step = false;
        }
        let deciding = self.deciding();
        let computer = match deciding {
            Some((_, Player::Computer(level))) => Some(level),
            _ => None,
        };
        self.runtime.session.set_locked(computer.is_some());
        if let Some(level) = computer
            && self.runtime.thinking.is_none()
            && self.runtime.promotion.is_none()
            && (!machine || self.runtime.pace.wants_move())
        {
            let game = self.runtime.session.game();
            let ply = game.moves().len();
            let history = (0..ply)
                .filter_map(|i| game.position_at(i).cloned())
                .collect();
            let seed = self.runtime.seed ^ ply as u64;
            self.runtime.thinking = Some(Thinking::start(
                game.position().clone(),
                history,
                level,
                seed,
                ctx.clone(),
            ));
        }
    }

    /// "White (Level 8) is thinking…" while the computer searches.
    fn thinking_text(&self) -> Option<String> {
        self.runtime.thinking.as_ref()?;
        let (color, player) = self.deciding()?;
        let name = match color {
            otherworlds_core::Color::White => "White",
            otherworlds_core::Color::Black => "Black",
        };
        Some(format!("{name} ({}) is thinking…", player.label()))
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        if self.runtime.style_applied {
            return;
        }
        self.runtime.style_applied = true;
        crate::glyphs::install_fonts(ctx);
        if self.runtime.test_mode {
            ctx.set_theme(egui::Theme::Light);
            ctx.all_styles_mut(|style| style.animation_time = 0.0);
        }
    }

    fn collect_shortcuts(&mut self, ctx: &egui::Context) {
        // Single-letter shortcuts must not steal typing from a text field (a focused
        // board cell or button does not type: P still passes while playing by keys).
        if ctx.text_edit_focused()
            || self.runtime.promotion.is_some()
            || self.runtime.new_game.is_some()
            || self.runtime.continue_dialog.is_some()
        {
            return;
        }
        let geometry = &self.runtime.session.board_model().geometry;
        crate::view3d::shortcuts(ctx, &mut self.persisted.view, geometry);
        let pass = self.runtime.session.pass_move().map(|_| Command::Pass);
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
            commands.extend(navigation.map(|command| {
                // → plays the next move in a live Machine vs Machine game.
                if command == Command::ViewForward
                    && self.machine_vs_machine()
                    && self.runtime.view.is_none()
                {
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
                self.runtime.commands.push(command);
            }
        }
    }

    /// Whether ← → Home End Space move through the history: always while looking back
    /// or watching the machines; in a game with a human, only when no board cell has the
    /// focus (there the arrows move between cells).
    fn navigation_keys_active(&self, ctx: &egui::Context) -> bool {
        // In a game with a human, a focused widget (a board cell, a slider in the studio)
        // keeps its arrow keys.
        !self.is_live()
            || self.machine_vs_machine()
            || (self.runtime.board.focused.is_none() && ctx.memory(|m| m.focused().is_none()))
    }

    /// A button for a command. In menus the shortcut is shown beside the label; on
    /// toolbar buttons it is in the tooltip, so the button's spoken name stays its label.
    fn command_button(&mut self, ui: &mut Ui, command: Command, enabled: bool, in_menu: bool) {
        let shortcut = command.shortcut().map(|s| ui.ctx().format_shortcut(&s));
        let mut button = egui::Button::new(command.label());
        let mut tooltip = command.tooltip().to_string();
        if let Some(shortcut) = shortcut {
            if in_menu {
                button = button.shortcut_text(shortcut);
            } else {
                tooltip = format!("{tooltip} ({shortcut})");
            }
        }
        if ui
            .add_enabled(enabled, button)
            .on_hover_text(tooltip)
            .clicked()
        {
            self.runtime.commands.push(command);
        }
    }

    fn menu_bar_ui(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                self.command_button(ui, Command::NewGame, true, true);
                ui.menu_button("New game of", |ui| {
                    for variant in Variant::all() {
                        let command = Command::StartVariant(variant);
                        if ui
                            .button(command.label())
                            .on_hover_text(command.tooltip())
                            .clicked()
                        {
                            self.runtime.commands.push(command);
                        }
                    }
                });
                let can_undo = !self.runtime.session.game().moves().is_empty() && self.is_live();
                self.command_button(ui, Command::Undo, can_undo, true);
                ui.separator();
                self.command_button(ui, Command::Save, true, true);
                self.command_button(ui, Command::Open, true, true);
                ui.separator();
                self.command_button(ui, Command::Quit, true, true);
            });
            ui.menu_button("View", |ui| {
                self.command_button(ui, Command::FlipBoard, true, true);
                self.command_button(ui, Command::ToggleCoordinates, true, true);
                let studio = Command::Studio(crate::studio::StudioCommand::Toggle);
                self.command_button(ui, studio, true, true);
                self.command_button(ui, Command::ToggleAnalysis, true, true);
            });
        });
    }

    fn status_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let ctx = ui.ctx().clone();
            let shown = |text: &str| crate::glyphs::displayable(&ctx, text);
            ui.label(shown(&self.runtime.session.variant().display_name()));
            ui.separator();
            ui.label(shown(&self.runtime.session.status_at(self.viewed_ply())));
            if let Some(text) = self.thinking_text() {
                ui.separator();
                if !self.runtime.test_mode {
                    ui.spinner();
                }
                ui.label(shown(&text));
            }
            if let Some(notice) = self.runtime.notice.clone() {
                ui.separator();
                ui.colored_label(ui.visuals().warn_fg_color, shown(&notice));
                self.command_button(ui, Command::DismissNotice, true, false);
            }
        });
    }

    fn side_panel_ui(&mut self, ui: &mut Ui) {
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            self.command_button(ui, Command::NewGame, true, false);
            let can_undo = !self.runtime.session.game().moves().is_empty() && self.is_live();
            self.command_button(ui, Command::Undo, can_undo, false);
            self.command_button(ui, Command::FlipBoard, true, false);
            let studio = Command::Studio(crate::studio::StudioCommand::Toggle);
            self.command_button(ui, studio, true, false);
            if self.runtime.session.pass_move().is_some() && self.is_live() {
                self.command_button(ui, Command::Pass, true, false);
            }
        });
        let file = replay::file_ui(ui, true);
        self.runtime.commands.extend(file);
        ui.add_space(6.0);
        let current = self.runtime.session.variant();
        egui::ComboBox::from_label("Variant")
            .selected_text(current.display_name())
            .show_ui(ui, |ui| {
                for variant in Variant::all() {
                    if ui
                        .selectable_label(variant == current, variant.display_name())
                        .clicked()
                        && variant != current
                    {
                        self.runtime.commands.push(Command::StartVariant(variant));
                    }
                }
            });
        ui.separator();
        let len = self.runtime.session.game().moves().len();
        let machine = self.machine_vs_machine();
        let controls = replay::ControlsState {
            ply: self.viewed_ply(),
            len,
            replay: self.runtime.replay.is_some(),
            machine,
            running: if self.is_live() {
                self.runtime.pace.running
            } else {
                self.runtime.pace.playback
            },
            over: self.runtime.session.outcome().is_some(),
        };
        let commands = replay::controls_ui(ui, controls, &mut self.runtime.pace.delay);
        self.runtime.commands.extend(commands);
        let analysis = Command::ToggleAnalysis;
        let tip = match analysis.key_hint(ui.ctx()) {
            Some(key) => format!("{} ({key})", analysis.tooltip()),
            None => analysis.tooltip().to_string(),
        };
        if ui
            .selectable_label(self.runtime.analysis_on, analysis.label())
            .on_hover_text(tip)
            .clicked()
        {
            self.runtime.commands.push(analysis);
        }
        if self.runtime.analysis_on {
            let game = self.runtime.session.game();
            let ply = self.viewed_ply();
            if let Some(pos) = game.position_at(ply) {
                let over = ply >= game.moves().len() && game.outcome().is_some();
                analysis::analysis_ui(ui, self.runtime.analysis.as_ref(), pos, over);
            }
        }
        ui.separator();
        ui.heading("Moves");
        let scroll = std::mem::take(&mut self.runtime.scroll_list);
        if let Some(command) = replay::move_list_ui(
            ui,
            &self.runtime.session,
            self.viewed_ply(),
            self.is_live(),
            scroll,
        ) {
            self.runtime.commands.push(command);
        }
    }

    fn central_ui(&mut self, ui: &mut Ui) {
        if let Some(e) = self
            .runtime
            .studio
            .paint_background(ui, &self.persisted.theme)
        {
            self.runtime.notice = Some(format!("The background picture is not shown: {e}"));
        }
        // A header line of constant height above the board: whose turn it is, and the
        // game-over banner when the game ends, so the board never jumps.
        let theme = &self.persisted.theme;
        // An older position viewed: its own status (the game went on from it).
        let viewed = self.viewed_ply();
        let at_end = viewed >= self.runtime.session.game().moves().len();
        let (fill, text, color) = match self.runtime.session.outcome().filter(|_| at_end) {
            Some(outcome) => (theme.banner, result_text(outcome), theme.banner_text),
            // Over a landscape the window's colours may not read: the banner's do.
            None if theme.background != crate::theme::Background::System => (
                theme.banner.gamma_multiply(0.85),
                self.runtime.session.status_at(viewed),
                theme.banner_text,
            ),
            None => (
                ui.visuals().faint_bg_color,
                self.runtime.session.status_at(viewed),
                ui.visuals().text_color(),
            ),
        };
        let text = crate::glyphs::displayable(ui.ctx(), &text);
        egui::Frame::new()
            .fill(fill)
            .corner_radius(6.0)
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.with_layout(Layout::top_down(Align::Center), |ui| {
                    ui.label(RichText::new(text).size(20.0).strong().color(color));
                });
            });
        if let Some(text) = self.looking_back_text() {
            ui.add_space(4.0);
            ui.with_layout(Layout::top_down(Align::Center), |ui| {
                ui.label(RichText::new(crate::glyphs::displayable(ui.ctx(), &text)).strong());
            });
        }
        ui.add_space(6.0);
        let options = BoardOptions {
            theme: &self.persisted.theme,
            flipped: self.persisted.flipped,
            coordinates: self.persisted.coordinates,
            animate: !self.runtime.test_mode,
        };
        let viewed = match self.runtime.view {
            Some(ply) if !self.is_live() => self.runtime.session.model_at(ply),
            _ => None,
        };
        let model = viewed
            .as_ref()
            .unwrap_or_else(|| self.runtime.session.board_model());
        let view = &mut self.persisted.view;
        crate::view3d::view_bar_ui(ui, view, &model.geometry);
        let (_, events) = if view.effective(&model.geometry) == crate::view3d::ViewMode::Flat {
            board_ui(ui, model, &mut self.runtime.board, options)
        } else {
            crate::view3d::view_ui(ui, model, &mut self.runtime.board, options, view)
        };
        for event in events {
            match event {
                BoardEvent::Move { from, to, dragged } => {
                    self.runtime.commands.push(Command::PlayMove {
                        from,
                        to,
                        animate: !dragged,
                    });
                }
                BoardEvent::Place { to } => self.runtime.commands.push(Command::Place { to }),
            }
        }
    }

    /// "Replay of game.json: after move 3 of 40", or "Looking at move 3 of 40 …".
    fn looking_back_text(&self) -> Option<String> {
        let len = self.runtime.session.game().moves().len();
        let ply = self.viewed_ply();
        if let Some(info) = &self.runtime.replay {
            let at = if ply == 0 {
                "start position".to_string()
            } else {
                format!("after move {ply} of {len}")
            };
            return Some(format!("Replay of {}: {at}", info.name));
        }
        self.runtime
            .view
            .map(|ply| format!("Looking at move {ply} of {len}; End returns to the game"))
    }

    /// Runs the frame's commands, in the order they were issued.
    fn run_commands(&mut self, ctx: &egui::Context) {
        let commands = std::mem::take(&mut self.runtime.commands);
        if !commands.is_empty() {
            // This frame was drawn before the commands ran: draw their result too.
            ctx.request_repaint();
        }
        for command in commands {
            self.run(command, ctx);
        }
    }

    fn run(&mut self, command: Command, ctx: &egui::Context) {
        let rt = &mut self.runtime;
        match command {
            Command::NewGame => {
                rt.new_game = Some(NewGameDialog::new(
                    rt.session.variant(),
                    self.persisted.players,
                ));
            }
            Command::StartGame(variant, players) => {
                rt.new_game = None;
                self.persisted.players = players;
                self.start(variant);
            }
            Command::CloseDialog => rt.new_game = None,
            Command::StartVariant(variant) => self.start(variant),
            Command::Undo if rt.replay.is_some() => {}
            Command::Undo => {
                rt.view = None;
                rt.pace.stop();
                rt.promotion = None;
                rt.thinking = None;
                rt.session.set_locked(false);
                rt.session.undo();
                // Against a computer, take back its answers too, back to a human's turn.
                let players = self.persisted.players;
                while players.has_human()
                    && rt.session.outcome().is_none()
                    && players
                        .of(rt.session.game().position().actor())
                        .is_computer()
                    && rt.session.undo()
                {}
                rt.board.clear();
                self.autosave();
            }
            Command::FlipBoard => self.persisted.flipped = !self.persisted.flipped,
            Command::ToggleCoordinates => self.persisted.coordinates = !self.persisted.coordinates,
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            // An old position or a replay is only looked at (see "Continue from here").
            Command::PlayMove { .. }
            | Command::Place { .. }
            | Command::Pass
            | Command::Promote(_)
                if !(rt.view.is_none() && rt.replay.is_none()) => {}
            Command::PlayMove { from, to, animate } => match rt.session.attempt(from, to) {
                Attempt::Move(mv) => self.play(mv, animate, ctx),
                Attempt::Promotion(choice) => {
                    rt.promotion = Some(choice);
                    rt.promotion_opened = true;
                }
                Attempt::Illegal => {}
            },
            Command::Place { to } => {
                if let Attempt::Move(mv) = rt.session.attempt_place(to) {
                    self.play(mv, false, ctx);
                }
            }
            Command::Pass => {
                if let Some(mv) = rt.session.pass_move() {
                    self.play(mv, false, ctx);
                }
            }
            Command::Promote(role) => {
                if let Some(choice) = rt.promotion.take()
                    && let Some((_, mv)) = choice.options.iter().find(|(r, _)| *r == role)
                {
                    self.play(*mv, false, ctx);
                }
            }
            Command::CancelPromotion => rt.promotion = None,
            Command::DismissNotice => rt.notice = None,
            Command::Save => self.open_dialog(storage::DialogPurpose::Save, ctx),
            Command::Open => self.open_dialog(storage::DialogPurpose::Open, ctx),
            Command::SaveTo(path) => self.save_file(&path),
            Command::LoadFrom(path) => self.open_file(&path),
            Command::ViewStart => self.navigate(0),
            Command::ViewBack => self.navigate(self.viewed_ply().saturating_sub(1)),
            Command::ViewForward => self.navigate(self.viewed_ply() + 1),
            Command::ViewEnd => self.navigate(usize::MAX),
            Command::ViewPly(ply) => self.navigate(ply),
            Command::PlayPause => self.play_pause(),
            Command::NextMove => {
                if self.machine_vs_machine() && self.runtime.session.outcome().is_none() {
                    self.runtime.pace.running = false;
                    self.runtime.pace.step = true;
                }
            }
            Command::ContinueHere => {
                if !self.is_live() {
                    let players = if self.runtime.replay.is_some() {
                        Players::default()
                    } else {
                        self.persisted.players
                    };
                    let ply = self.viewed_ply();
                    self.runtime.continue_dialog = Some(replay::ContinueDialog {
                        ply,
                        players,
                        focus_first: true,
                    });
                }
            }
            Command::ContinueWith(players) => {
                if let Some(dialog) = rt.continue_dialog.take() {
                    rt.thinking = None;
                    rt.promotion = None;
                    rt.session.set_locked(false);
                    rt.session.truncate(dialog.ply);
                    if let Some(info) = rt.replay.take() {
                        rt.created = info.created;
                    }
                    rt.view = None;
                    rt.pace.stop();
                    rt.board.clear();
                    rt.scroll_list = true;
                    self.persisted.players = players;
                    self.persisted.variant = rt.session.variant();
                    self.autosave();
                }
            }
            Command::CloseContinue => rt.continue_dialog = None,
            Command::Studio(command) => {
                if let Err(e) = rt.studio.run(command, &mut self.persisted.theme, ctx) {
                    rt.notice = Some(format!("The theme is unchanged: {e}"));
                }
            }
            Command::ToggleAnalysis => rt.analysis_on = !rt.analysis_on,
        }
    }

    /// Views the position after `ply` decisions (clamped to the game); a manual step
    /// stops the playback.
    fn navigate(&mut self, ply: usize) {
        self.runtime.pace.playback = false;
        self.set_view(ply);
    }

    /// ⏯: the replay (or a looked-back live game) plays forward or pauses; in a live
    /// Machine vs Machine game, the machines run or pause.
    fn play_pause(&mut self) {
        let len = self.runtime.session.game().moves().len();
        if !self.is_live() {
            let pace = &mut self.runtime.pace;
            pace.playback = !pace.playback;
            if pace.playback {
                pace.last = f64::NEG_INFINITY;
                if self.viewed_ply() >= len {
                    // At the end of a replay, ⏯ plays it again from the start.
                    self.set_view(0);
                }
            }
        } else if self.machine_vs_machine() {
            let pace = &mut self.runtime.pace;
            pace.running = !pace.running && self.runtime.session.outcome().is_none();
            if pace.running {
                pace.last = f64::NEG_INFINITY;
            } else if !pace.step {
                // Paused: a search under way is dropped (its stop flag is raised).
                self.runtime.thinking = None;
            }
        }
    }

    /// Opens the native save or open dialog (never in tests: they use SaveTo/LoadFrom).
    fn open_dialog(&mut self, purpose: storage::DialogPurpose, ctx: &egui::Context) {
        let rt = &mut self.runtime;
        if rt.file_dialog.is_some() {
            return;
        }
        if rt.test_mode {
            rt.dialog_requested = Some(purpose);
            return;
        }
        let name = format!(
            "otherworlds-{}.json",
            rt.session.variant().to_string().replace(':', "-")
        );
        rt.file_dialog = Some(storage::FileDialog::open(purpose, &name, ctx.clone()));
    }

    /// The dialog last asked for in test mode (tests check the buttons reach it).
    pub fn dialog_requested(&self) -> Option<storage::DialogPurpose> {
        self.runtime.dialog_requested
    }

    /// Saves the game on screen to `path`; the outcome is told in the status bar.
    pub fn save_file(&mut self, path: &Path) {
        let rt = &mut self.runtime;
        let (players, created) = match &rt.replay {
            Some(info) => (info.players, info.created.clone()),
            None => (self.persisted.players, rt.created.clone()),
        };
        let name = storage::file_name(path);
        rt.notice = Some(
            match storage::save_game(path, rt.session.game(), players, created.as_deref()) {
                Ok(()) => format!("Saved the game to {name}."),
                Err(e) => format!("Could not save the game to {name}: {e}"),
            },
        );
    }

    /// Opens a saved game in the replay player, at its start position. A file that
    /// does not load is reported, and the game on screen stays as it was.
    pub fn open_file(&mut self, path: &Path) {
        let name = storage::file_name(path);
        let rt = &mut self.runtime;
        match storage::load_game(path) {
            Err(e) => {
                rt.notice = Some(format!(
                    "Could not open {name}: {e}. The game on screen is unchanged."
                ));
            }
            Ok(loaded) => {
                rt.thinking = None;
                rt.promotion = None;
                rt.continue_dialog = None;
                rt.session = GameSession::from_loaded(loaded.game);
                rt.replay = Some(replay::ReplayInfo {
                    name,
                    players: storage::app_players(&loaded.record.players),
                    created: loaded.record.created,
                });
                rt.view = Some(0);
                rt.pace.stop();
                rt.board.clear();
                rt.notice = None;
                rt.scroll_list = true;
            }
        }
    }

    fn play(&mut self, mv: otherworlds_core::AnyMove, animate: bool, ctx: &egui::Context) {
        let rt = &mut self.runtime;
        let info = otherworlds_core::Position::move_info(rt.session.game().position(), mv);
        let victim = info
            .victim
            .and_then(|c| rt.session.board_model().pieces.get(&c).copied());
        match rt.session.play(mv) {
            Ok(()) => {
                rt.board.clear();
                rt.scroll_list = rt.view.is_none();
                let pieces = &rt.session.board_model().pieces;
                let now = ctx.input(|i| i.time);
                rt.board
                    .animate_capture(&info, victim, |c| pieces.get(&c).copied(), now);
                if animate && let (Some(from), Some(to)) = (info.from, info.to) {
                    rt.board.slide = Some(crate::board::Slide {
                        from,
                        to,
                        started: ctx.input(|i| i.time),
                    });
                }
            }
            Err(e) => rt.notice = Some(e.to_string()),
        }
        self.autosave();
    }

    fn start(&mut self, variant: Variant) {
        let rt = &mut self.runtime;
        // Dropping the search raises its stop flag.
        rt.thinking = None;
        match GameSession::new(variant) {
            Ok(session) => {
                rt.session = session;
                rt.notice = None;
                rt.replay = None;
                rt.view = None;
                rt.pace.stop();
                rt.continue_dialog = None;
                rt.created = Some(otherworlds_core::record::Timestamp::now().to_rfc3339());
                self.persisted.variant = variant;
            }
            Err(e) => {
                rt.notice = Some(format!(
                    "Could not start {}: {e}. Still playing {}.",
                    variant.display_name(),
                    rt.session.variant().display_name()
                ));
            }
        }
        rt.promotion = None;
        rt.board.clear();
        self.autosave();
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

fn standard_session() -> GameSession {
    match GameSession::new(Variant::Standard) {
        Ok(session) => session,
        // The core always has standard chess; nothing else can be shown without it.
        Err(e) => unreachable!("standard chess must start: {e}"),
    }
}

impl eframe::App for OtherworldsApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // A game open in the replay player is not the game in progress.
        if self.runtime.replay.is_none() {
            self.persisted.variant = self.runtime.session.variant();
            self.persisted.moves = self.runtime.session.move_strings();
        }
        eframe::set_value(storage, eframe::APP_KEY, &self.persisted);
        if let Err(e) = self.save_theme() {
            eprintln!("otherworlds: {e}");
        }
    }
}
