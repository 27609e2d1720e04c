//! The app shell: the window's frame (menu, status bar, side panel, centre), the screen
//! on show, and the commands collected during a frame and run at its end.
//!
//! A frame: shortcuts become commands, the panels are drawn (each returns the commands
//! its controls gave), the open dialogs are drawn and polled, then the commands run in
//! order ([`run`]) and the background work is driven ([`drive`]): the replay's pace, the
//! computer's move, the analysis.
mod analysis_board;
mod chrome;
mod drive;
mod pgn;
mod positions;
mod rated;
mod run;
pub mod settings;
mod storage;
mod table;

use crate::command::Command;
use crate::computer::Computer;
use crate::files::Files;
use crate::files::chooser::FileChooser;
use crate::files::dialog::{DialogAnswer, DialogPurpose, FileDialog};
use crate::learn::Learn;
use crate::play::history::{ContinueDialog, position_caption};
use crate::play::new_game::NewGameDialog;
use crate::play::players::Players;
use crate::play::session::GameSession;
use crate::play::view::GameView;
use crate::play::{LiveGame, Replay, board_area, promotion, side_panel};
use crate::profiles::Profiles;
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
    /// The board editor; the live game waits behind it.
    Editor(Box<crate::editor::Editor>),
    /// The lessons (`learn`); the live game waits behind them, paused, and a replay
    /// open before waits in `OtherworldsApp::parked`.
    Learn,
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
    /// The game in progress, kept in the autosave; on the analysis board, the board's
    /// own game (never autosaved) while the game in progress waits in `waiting_game`.
    pub(crate) game: LiveGame,
    /// The game in progress while the analysis board is open.
    pub(crate) waiting_game: Option<Box<LiveGame>>,
    pub(crate) computer: Computer,
    pub(crate) studio: Studio,
    /// The Learn screen's state (kept while another screen is on show).
    pub(crate) learn: Learn,
    /// The replay that was on show when the Learn screen opened.
    pub(crate) parked: Option<Box<Replay>>,
    /// The last diagram the Learn screen asked to save (for the exporter, issue 16).
    pub(crate) learn_diagram: Option<crate::learn::DiagramExport>,
    /// The New game and Continue from here dialogs, while open.
    pub(crate) new_game: Option<NewGameDialog>,
    pub(crate) continue_dialog: Option<ContinueDialog>,
    /// The game table's question (resign? accept the draw?), while open.
    pub(crate) table_dialog: Option<crate::play::table::TableQuestion>,
    /// The native file dialog, while open.
    pub(crate) file_dialog: Option<FileDialog>,
    /// The app's own file chooser, open where the native dialog could not be shown.
    pub(crate) file_chooser: Option<FileChooser>,
    /// The Export diagram dialog and its last choices.
    pub(crate) diagram_export: crate::diagram::dialog::ExportDialog,
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
    /// The Game menu's Paste position field.
    paste_text: String,
    /// The board takes the keyboard focus in the next frame (B).
    focus_board: bool,
    /// Tests: pinned theme, no animation, no dialogs, a fixed seed.
    pub(crate) test_mode: bool,
    style_applied: bool,
    /// The file layer's worker: every read and write of the user's files.
    pub(crate) files: Files,
    /// The window's autosave being read at start.
    pub(crate) restoring: Option<storage::Restoring>,
    /// A saved game being read for the replay player.
    pub(crate) opening: Option<storage::Opening>,
    /// The window's autosave slot, held while the app runs (see `files/lock.rs`).
    pub(crate) slot: Option<crate::files::lock::SlotLock>,
    /// The players' profiles.
    pub(crate) profiles: Profiles,
    /// The game list of the PGN file opened last (kept for Next/Previous game).
    pub(crate) game_list: Option<crate::play::game_list::GameList>,
    /// The app's chooser a file to open was just chosen in: shown again with the
    /// error if the file does not open.
    pub(crate) chooser_behind: Option<FileChooser>,
    /// The result dialog of the game that just ended, while open.
    pub(crate) result: Option<crate::play::result::ResultDialog>,
    /// "Taking back makes this game unrated. Take back?" while asked (true: its Yes
    /// takes the focus this frame).
    pub(crate) takeback_question: Option<bool>,
    /// The Profiles window, while open.
    pub(crate) profiles_window: Option<crate::profiles::page::ProfilesWindow>,
}

impl OtherworldsApp {
    /// The app as eframe starts it: its settings from eframe's storage, the game from
    /// the autosave, the theme from the config directory, the profiles from the data
    /// directory (the files are read on the files worker; the window shows at once).
    /// `notice`: what the check of the settings file before the window opened found.
    pub fn new(cc: &eframe::CreationContext<'_>, notice: Option<String>) -> OtherworldsApp {
        let settings = cc
            .storage
            .and_then(|s| eframe::get_value::<Settings>(s, eframe::APP_KEY))
            .map(|mut s| {
                s.view = s.view.upgraded();
                s
            })
            .unwrap_or_default();
        let mut app = OtherworldsApp::build(settings, false);
        app.files.set_context(&cc.egui_ctx);
        app.notice = notice.map(Notice::error);
        app.use_autosave(crate::files::data_dir());
        app.use_config_dir(crate::files::config_dir());
        app.use_profiles(crate::files::data_dir());
        app
    }

    /// The app with these settings, a new standard game, the default theme.
    pub(crate) fn build(settings: Settings, test_mode: bool) -> OtherworldsApp {
        let seed = if test_mode { 0 } else { clock_seed() };
        let learn = Learn::new(&settings.learn);
        OtherworldsApp {
            settings,
            theme: Theme::default(),
            screen: Screen::Play,
            game: LiveGame::new(
                GameSession::new(otherworlds_core::Variant::Standard),
                Players::default(),
            ),
            waiting_game: None,
            computer: Computer::new(seed),
            studio: Studio::default(),
            learn,
            parked: None,
            learn_diagram: None,
            new_game: None,
            continue_dialog: None,
            table_dialog: None,
            file_dialog: None,
            file_chooser: None,
            diagram_export: Default::default(),
            about: None,
            files_dir: None,
            dialog_requested: None,
            native_answer: None,
            notice: None,
            commands: Vec::new(),
            paste_text: String::new(),
            focus_board: false,
            test_mode,
            style_applied: false,
            files: Files::new(),
            restoring: None,
            opening: None,
            slot: None,
            profiles: Profiles::default(),
            game_list: None,
            chooser_behind: None,
            result: None,
            takeback_question: None,
            profiles_window: None,
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
            Screen::Play | Screen::Editor(_) | Screen::Learn => &self.game.view,
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
        self.poll_files(Some(ui.ctx()));
        self.theme.apply_to(ui.ctx());
        self.collect_shortcuts(ui.ctx());
        egui::Panel::top("menu").show(ui, |ui| self.menu_bar_ui(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_ui(ui));
        if matches!(self.screen, Screen::Learn) {
            egui::CentralPanel::default().show(ui, |ui| self.learn_ui(ui));
            self.dialogs_ui(ui.ctx());
            self.run_commands(ui.ctx());
            self.drive(ui.ctx());
            return;
        }
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
        self.conclude_game(ui.ctx());
        self.store_autosave();
        if self.files.busy() {
            // The worker repaints when it is done; this is in case the answer came
            // between its repaint and the end of this frame.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(50));
        }
    }

    /// The Learn screen in the whole middle of the window.
    fn learn_ui(&mut self, ui: &mut Ui) {
        let look = crate::learn::diagram::Look {
            theme: &self.theme,
            coordinates: self.settings.coordinates,
            animate: !self.test_mode,
        };
        let commands = crate::learn::learn_ui(ui, &mut self.learn, look, &self.settings.learn);
        self.commands
            .extend(commands.into_iter().map(Command::Learn));
    }

    fn side_panel_ui(&mut self, ui: &mut Ui) {
        if let Screen::Editor(editor) = &mut self.screen {
            let commands = crate::editor::panel::side_ui(ui, editor);
            self.commands.extend(commands);
            return;
        }
        let replay = matches!(self.screen, Screen::Replay(_));
        let machine = self.machine_vs_machine();
        let table = crate::play::table::TablePanel {
            theme: &self.theme,
            clocks: (!replay)
                .then(|| self.game.clocks.clone())
                .flatten()
                .map(|c| (c, self.game.time.now_ms())),
            can_resign: self.can_resign(),
            flipped: self.settings.flipped,
        };
        let board = self.in_analysis_board() && matches!(self.screen, Screen::Play);
        let mode = self.analysis_mode();
        let (lines, threads, hash_mib) = (mode.lines, mode.threads, mode.hash_mib);
        let (pace, (analysis_on, searching), analysis, review) = self.computer.panel_parts();
        let players = (!replay).then(|| self.game.player_labels(self.profiles.book()));
        let panel = side_panel::SidePanel {
            replay,
            machine,
            pace,
            analysis_on,
            analysis,
            table,
            players,
            searching,
            lines,
            board,
            threads,
            hash_mib,
            review,
        };
        let view = current_view(&mut self.screen, &mut self.game);
        let commands = side_panel::side_panel_ui(ui, view, panel);
        self.commands.extend(commands);
    }

    fn central_ui(&mut self, ui: &mut Ui) {
        self.studio.paint_background(ui, &self.theme, &self.files);
        let read_only = !self.is_live();
        let focus = std::mem::take(&mut self.focus_board);
        if let Screen::Editor(editor) = &mut self.screen {
            let area = crate::editor::panel::EditorBoard {
                theme: &self.theme,
                flipped: self.settings.flipped,
                coordinates: self.settings.coordinates,
                view: &mut self.settings.view,
                focus,
            };
            crate::editor::panel::board_area_ui(ui, editor, area);
            return;
        }
        let analysing = self.analysis_overlay(ui);
        let caption = match analysing {
            true => Some(self.analysis_caption()),
            false => looking_back_text(&self.screen, &self.game.view),
        };
        let area = board_area::BoardArea {
            theme: &self.theme,
            flipped: self.settings.flipped,
            coordinates: self.settings.coordinates,
            animate: !self.test_mode,
            view: &mut self.settings.view,
            caption,
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
            && let Some(command) =
                crate::play::new_game::new_game_ui(ctx, dialog, self.profiles.book())
        {
            self.commands.push(command);
        }
        self.rated_dialogs_ui(ctx);
        if let Some(dialog) = &mut self.continue_dialog
            && let Some(command) = crate::play::history::continue_ui(ctx, dialog)
        {
            self.commands.push(command);
        }
        if let Some(question) = &mut self.table_dialog
            && matches!(self.screen, Screen::Play)
            && let Some(command) = crate::play::table::table_dialog_ui(ctx, question)
        {
            self.commands.push(command);
        }
        if let Some(command) =
            crate::diagram::dialog::export_dialog_ui(ctx, &mut self.diagram_export)
        {
            self.commands.push(command);
        }
        if let Some(list) = &mut self.game_list
            && let Some(command) = crate::play::game_list::game_list_ui(ctx, list)
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
        Screen::Play | Screen::Editor(_) | Screen::Learn => &mut game.view,
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
        Screen::Play | Screen::Editor(_) | Screen::Learn => None,
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
        if let Err(e) = self.studio.persist(&self.theme, &self.files) {
            eprintln!("otherworlds: {e}");
        }
    }

    /// The queued writes (the last autosave, the theme) are finished before the process
    /// ends.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.store_autosave();
        if !self.files.wait_idle(crate::files::worker::FLUSH_LIMIT) {
            eprintln!("otherworlds: the last writes did not finish in time");
        }
    }
}
