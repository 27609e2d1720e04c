//! The app shell: the window's frame (menu, status bar, side panel, centre), the screen
//! on show, and the commands collected during a frame and run at its end.
//!
//! A frame: shortcuts become commands, the panels are drawn (each returns the commands
//! its controls gave), the open dialogs are drawn and polled, then the commands run in
//! order ([`run`]) and the background work is driven ([`drive`]): the replay's pace, the
//! computer's move, the analysis.
mod chrome;
mod drive;
mod run;
pub mod settings;

use crate::command::Command;
use crate::computer::Computer;
use crate::files::chooser::FileChooser;
use crate::files::dialog::{DialogAnswer, DialogPurpose, FileDialog};
use crate::play::history::{ContinueDialog, position_caption};
use crate::play::new_game::NewGameDialog;
use crate::play::players::Players;
use crate::play::session::GameSession;
use crate::play::view::GameView;
use crate::play::{LiveGame, Replay, board_area, promotion, side_panel};
use crate::studio::Studio;
use crate::theme::Theme;
use egui::Ui;
use settings::Settings;
use std::path::PathBuf;

/// The side panel's width: a quarter of the window, within these bounds.
const SIDE_PANEL_MIN: f32 = 160.0;
const SIDE_PANEL_MAX: f32 = 240.0;

/// What the window shows.
pub enum Screen {
    /// The live game (also while looking back at its earlier positions).
    Play,
    /// A saved game in the replay player; the live game waits behind it.
    Replay(Box<Replay>),
}

/// Whether a notice is news (a game saved, how to get back to the game) or an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    Info,
    Error,
}

/// A message in the status bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub kind: NoticeKind,
    pub text: String,
}

impl Notice {
    pub fn info(text: impl Into<String>) -> Notice {
        Notice {
            kind: NoticeKind::Info,
            text: text.into(),
        }
    }

    pub fn error(text: impl Into<String>) -> Notice {
        Notice {
            kind: NoticeKind::Error,
            text: text.into(),
        }
    }
}

/// The Otherworlds application.
pub struct OtherworldsApp {
    /// Display settings, kept in eframe's storage.
    pub(crate) settings: Settings,
    /// The theme in use, kept by the studio in the config directory.
    pub(crate) theme: Theme,
    pub(crate) screen: Screen,
    /// The game in progress, kept in the autosave.
    pub(crate) game: LiveGame,
    pub(crate) computer: Computer,
    pub(crate) studio: Studio,
    /// The New game and Continue from here dialogs, while open.
    pub(crate) new_game: Option<NewGameDialog>,
    pub(crate) continue_dialog: Option<ContinueDialog>,
    /// The native file dialog, while open.
    pub(crate) file_dialog: Option<FileDialog>,
    /// The app's own file chooser, open where the native dialog could not be shown.
    pub(crate) file_chooser: Option<FileChooser>,
    /// The About window (Help menu), while open.
    pub(crate) about: Option<crate::about::AboutDialog>,
    /// The folder the last file was chosen in (the app's chooser starts there).
    pub(crate) files_dir: Option<PathBuf>,
    /// Tests: the native dialog that would have opened.
    pub(crate) dialog_requested: Option<DialogPurpose>,
    /// Tests: what the native dialog answers (none: it is never opened).
    pub(crate) native_answer: Option<DialogAnswer>,
    /// A polite message in the status bar: a save done (news), a file that did not
    /// load (an error).
    pub(crate) notice: Option<Notice>,
    /// Commands issued during this frame.
    commands: Vec<Command>,
    /// The board takes the keyboard focus in the next frame (B).
    focus_board: bool,
    /// Tests: pinned theme, no animation, no dialogs, a fixed seed.
    pub(crate) test_mode: bool,
    style_applied: bool,
}

impl OtherworldsApp {
    /// The app as eframe starts it: its settings from eframe's storage, the game from
    /// the autosave, the theme from the config directory.
    pub fn new(cc: &eframe::CreationContext<'_>) -> OtherworldsApp {
        let settings = cc
            .storage
            .and_then(|s| eframe::get_value::<Settings>(s, eframe::APP_KEY))
            .unwrap_or_default();
        let mut app = OtherworldsApp::build(settings, false);
        app.use_autosave(crate::files::data_dir());
        app.use_config_dir(crate::files::config_dir());
        app
    }

    /// The app with these settings, a new standard game, the default theme.
    pub(crate) fn build(settings: Settings, test_mode: bool) -> OtherworldsApp {
        let seed = if test_mode { 0 } else { clock_seed() };
        OtherworldsApp {
            settings,
            theme: Theme::default(),
            screen: Screen::Play,
            game: LiveGame::new(
                GameSession::new(otherworlds_core::Variant::Standard),
                Players::default(),
            ),
            computer: Computer::new(seed),
            studio: Studio::default(),
            new_game: None,
            continue_dialog: None,
            file_dialog: None,
            file_chooser: None,
            about: None,
            files_dir: None,
            dialog_requested: None,
            native_answer: None,
            notice: None,
            commands: Vec::new(),
            focus_board: false,
            test_mode,
            style_applied: false,
        }
    }

    /// Autosaves in `dir` from now on, first restoring the game autosaved there.
    pub(crate) fn use_autosave(&mut self, dir: Option<PathBuf>) {
        if let Err(e) = self.game.use_autosave(dir) {
            self.notice = Some(Notice::error(e));
        }
    }

    /// Keeps theme files in `dir`; the theme saved there (if any) is used.
    pub(crate) fn use_config_dir(&mut self, dir: Option<PathBuf>) {
        self.studio = Studio::new(dir);
        match self.studio.restore() {
            Ok(Some(theme)) => self.theme = theme,
            Ok(None) => {}
            Err(e) => {
                self.notice = Some(Notice::error(format!("Your theme was not restored: {e}")))
            }
        }
    }

    /// Queues a command as if its button had been pressed; it runs at the end of the
    /// next frame.
    pub fn issue(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// The game on screen: the live one or the replayed one.
    pub(crate) fn view(&self) -> &GameView {
        match &self.screen {
            Screen::Play => &self.game.view,
            Screen::Replay(replay) => &replay.view,
        }
    }

    pub(crate) fn view_mut(&mut self) -> &mut GameView {
        current_view(&mut self.screen, &mut self.game)
    }

    /// Whether the board shows the live game's current position (not an older one,
    /// not a replay).
    pub fn is_live(&self) -> bool {
        matches!(self.screen, Screen::Play) && self.game.is_live()
    }

    /// Whether both sides of the live game on screen are computers.
    pub(crate) fn machine_vs_machine(&self) -> bool {
        matches!(self.screen, Screen::Play) && self.game.machine_vs_machine()
    }

    /// One frame of the whole UI.
    pub fn show(&mut self, ui: &mut Ui) {
        self.apply_style(ui.ctx());
        self.theme.apply_to(ui.ctx());
        self.collect_shortcuts(ui.ctx());
        egui::Panel::top("menu").show(ui, |ui| self.menu_bar_ui(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_ui(ui));
        // A fixed width, so a long move or a new button never moves the board; a
        // quarter of a small window, so the board keeps its room there.
        let side = (ui.available_width() * 0.25).clamp(SIDE_PANEL_MIN, SIDE_PANEL_MAX);
        egui::Panel::right("side")
            .resizable(false)
            .exact_size(side)
            .show(ui, |ui| self.side_panel_ui(ui));
        let boards = crate::studio::slot_names(&self.view().session.board_model().geometry);
        let studio = self.studio.ui(ui, &mut self.theme, &boards);
        self.commands
            .extend(studio.into_iter().map(Command::Studio));
        egui::CentralPanel::default().show(ui, |ui| self.central_ui(ui));
        self.dialogs_ui(ui.ctx());
        self.run_commands(ui.ctx());
        self.drive(ui.ctx());
    }

    fn side_panel_ui(&mut self, ui: &mut Ui) {
        let replay = matches!(self.screen, Screen::Replay(_));
        let machine = self.machine_vs_machine();
        let (pace, analysis_on, analysis) = self.computer.panel_parts();
        let panel = side_panel::SidePanel {
            replay,
            machine,
            pace,
            analysis_on,
            analysis,
        };
        let view = current_view(&mut self.screen, &mut self.game);
        let commands = side_panel::side_panel_ui(ui, view, panel);
        self.commands.extend(commands);
    }

    fn central_ui(&mut self, ui: &mut Ui) {
        if let Some(e) = self.studio.paint_background(ui, &self.theme) {
            self.notice = Some(Notice::error(format!(
                "The background picture is not shown: {e}"
            )));
        }
        let read_only = !self.is_live();
        let focus = std::mem::take(&mut self.focus_board);
        let area = board_area::BoardArea {
            theme: &self.theme,
            flipped: self.settings.flipped,
            coordinates: self.settings.coordinates,
            animate: !self.test_mode,
            view: &mut self.settings.view,
            caption: looking_back_text(&self.screen, &self.game.view),
            read_only,
            focus,
        };
        let view = current_view(&mut self.screen, &mut self.game);
        let commands = board_area::board_area_ui(ui, view, area);
        self.commands.extend(commands);
    }

    /// The modal dialogs (promotion, New game, Continue from here) and the native file
    /// dialog's answer.
    fn dialogs_ui(&mut self, ctx: &egui::Context) {
        if let Some(choice) = &self.game.promotion
            && matches!(self.screen, Screen::Play)
        {
            let focus = std::mem::take(&mut self.game.promotion_opened);
            if let Some(command) = promotion::promotion_ui(ctx, choice, &self.theme, focus) {
                self.commands.push(command);
            }
        }
        if let Some(dialog) = &mut self.new_game
            && let Some(command) = crate::play::new_game::new_game_ui(ctx, dialog)
        {
            self.commands.push(command);
        }
        if let Some(dialog) = &mut self.continue_dialog
            && let Some(command) = crate::play::history::continue_ui(ctx, dialog)
        {
            self.commands.push(command);
        }
        self.poll_file_dialog();
        self.file_chooser_ui(ctx);
        if let Some(dialog) = &mut self.about
            && let Some(command) = crate::about::about_ui(ctx, dialog)
        {
            self.commands.push(command);
        }
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        if self.style_applied {
            return;
        }
        self.style_applied = true;
        crate::glyphs::install_fonts(ctx);
        if self.test_mode {
            ctx.set_theme(egui::Theme::Light);
            ctx.all_styles_mut(|style| style.animation_time = 0.0);
        }
    }

    /// Runs the frame's commands, in the order they were issued.
    fn run_commands(&mut self, ctx: &egui::Context) {
        let commands = std::mem::take(&mut self.commands);
        if !commands.is_empty() {
            // This frame was drawn before the commands ran: draw their result too.
            ctx.request_repaint();
        }
        for command in commands {
            self.run(command, ctx);
        }
    }
}

/// The game on screen, borrowed apart from the rest of the app.
fn current_view<'a>(screen: &'a mut Screen, game: &'a mut LiveGame) -> &'a mut GameView {
    match screen {
        Screen::Play => &mut game.view,
        Screen::Replay(replay) => &mut replay.view,
    }
}

/// "Replay of game.json: after move 3 (White) of 40", or "Looking at the position
/// after move 3 (White) of 40; End returns to the game", numbered like the move list.
fn looking_back_text(screen: &Screen, live: &GameView) -> Option<String> {
    match screen {
        Screen::Replay(replay) => {
            let at = position_caption(replay.view.session.game(), replay.view.viewed_ply());
            Some(format!("Replay of {}: {at}", replay.info.name))
        }
        Screen::Play if !live.follows_game() => {
            let at = match live.viewed_ply() {
                0 => "the start position".to_string(),
                ply => format!(
                    "the position {}",
                    position_caption(live.session.game(), ply)
                ),
            };
            Some(format!("Looking at {at}; End returns to the game"))
        }
        Screen::Play => None,
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

impl eframe::App for OtherworldsApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    /// The settings go to eframe's storage and the theme to the config directory; the
    /// game is already in the autosave (written after every move).
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
        if let Err(e) = self.studio.persist(&self.theme) {
            eprintln!("otherworlds: {e}");
        }
    }
}
