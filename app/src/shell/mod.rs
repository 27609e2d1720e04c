//! The app shell: the window's frame (menu, status bar, side panel, centre), the screen
//! in front, the modal stack, and the actions collected during a frame and run at its
//! end.
//!
//! A frame: shortcuts become commands, the panels are drawn (each returns the actions
//! its controls gave), the modal stack is drawn, then the actions run in order
//! ([`run`]) and the background work is driven ([`drive`]): the replay's pace, the
//! computer's move, the analysis.
mod analysis_board;
mod chrome;
mod desk;
mod drive;
mod file_dialogs;
mod language;
mod mistakes;
mod modal;
mod notice;
mod pgn;
mod positions;
mod puzzles;
mod rated;
mod run;
mod sound;
mod sound_menu;
mod storage;
mod table;

pub(crate) use desk::looking_back_text;
pub use desk::{Desk, Screen};
use desk::{current_view, shown_view};
pub use modal::{Modal, Modals};
pub use storage::Storage;

use crate::command::{Action, Command, Request};
use crate::computer::Computer;
use crate::game::view::GameView;
use crate::learn::LearnCommand;
use crate::play::{board_area, side_panel};
use crate::profiles::Profiles;
use crate::settings::Settings;
use crate::studio::{Studio, StudioCommand};
use crate::theme::Theme;
use egui::Ui;

/// The side panel's width: a quarter of the window, within these bounds.
const SIDE_PANEL_MIN: f32 = 160.0;
const SIDE_PANEL_MAX: f32 = 240.0;

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

/// What the shell queues during a frame: an action of the shared controls, or a
/// screen's own command, which the shell hands to that screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Queued {
    Action(Action),
    Learn(LearnCommand),
    Studio(StudioCommand),
}

impl From<Action> for Queued {
    fn from(action: Action) -> Queued {
        Queued::Action(action)
    }
}

impl From<Command> for Queued {
    fn from(command: Command) -> Queued {
        Queued::Action(Action::Command(command))
    }
}

impl From<Request> for Queued {
    fn from(request: Request) -> Queued {
        Queued::Action(Action::Request(request))
    }
}

impl From<LearnCommand> for Queued {
    fn from(command: LearnCommand) -> Queued {
        Queued::Learn(command)
    }
}

impl From<StudioCommand> for Queued {
    fn from(command: StudioCommand) -> Queued {
        Queued::Studio(command)
    }
}

/// The frame's own state: the actions queued, the status line and the Game menu's
/// Paste position field, and what the next frame must do once.
#[derive(Default)]
pub(crate) struct Frame {
    queued: Vec<Queued>,
    /// A polite message in the status bar: a save done (news), a file that did not
    /// load (an error).
    pub(crate) notice: Option<Notice>,
    paste_text: String,
    /// The board takes the keyboard focus in the next frame (B).
    focus_board: bool,
    style_applied: bool,
    /// The screen and the notice as the last frame ended: news shown on one screen
    /// (Learn's "Try it" hint) goes when the user moves to another.
    last_screen: Option<std::mem::Discriminant<Screen>>,
    last_notice: Option<Notice>,
    /// Whether a widget had the keyboard focus as the last frame ended: egui gives it
    /// up on Escape before the shortcuts are read, and that Escape must not also leave
    /// the screen.
    pub(crate) had_focus: bool,
    /// Whether the status bar cut the notice short in the last frame ("Read all" shows).
    notice_cut: bool,
    /// The evaluation bar's last value and the position it was of (by hash): shown
    /// while the analysis waits for a review.
    last_bar: Option<(u64, (f32, String))>,
}

/// How the app runs: for a person, or for the tests (pinned theme, no animation, no
/// dialogs, a fixed seed), with the tests' view of the native file dialog.
#[derive(Default)]
pub(crate) struct Hooks {
    pub(crate) test_mode: bool,
    /// Tests: the native dialog that would have opened.
    #[cfg(feature = "testing")]
    pub(crate) dialog_requested: Option<crate::files::dialog::DialogPurpose>,
    /// Tests: what the native dialog answers (none: it is never opened).
    #[cfg(feature = "testing")]
    pub(crate) native_answer: Option<crate::files::dialog::DialogAnswer>,
}

impl Hooks {
    /// The hooks of an app in test mode or not, nothing else asked yet (the tests'
    /// fields exist only with the `testing` feature).
    fn new(test_mode: bool) -> Hooks {
        Hooks {
            test_mode,
            #[cfg(feature = "testing")]
            dialog_requested: None,
            #[cfg(feature = "testing")]
            native_answer: None,
        }
    }
}

/// The Otherworlds application.
pub struct OtherworldsApp {
    /// Display settings, kept in eframe's storage.
    pub(crate) settings: Settings,
    /// The theme in use, kept by the studio in the config directory.
    pub(crate) theme: Theme,
    /// The screen in front.
    pub(crate) screen: Screen,
    /// What waits behind it: the game in progress, the analysis board, the lessons.
    pub(crate) desk: Desk,
    pub(crate) computer: Computer,
    pub(crate) studio: Studio,
    /// The players' profiles.
    pub(crate) profiles: Profiles,
    /// The open dialogs, and what the dialogs remember between openings.
    pub(crate) modals: Modals,
    /// The file layer's worker and the reads, dialogs and slot the shell waits on.
    pub(crate) storage: Storage,
    pub(crate) frame: Frame,
    pub(crate) hooks: Hooks,
    /// What hears the game and plays its sounds (`sound.rs`).
    pub(crate) ear: sound::Ear,
    /// Draws what the app leaves to chance (Play the computer's Random colour): seeded
    /// as the computer is, so a test's draws are fixed.
    pub(crate) rng: fastrand::Rng,
}

impl OtherworldsApp {
    /// The app as eframe starts it: its settings from the settings file (read and
    /// checked before the window opened: `start`, with what it found to say), the game
    /// from the autosave, the theme from the config directory, the profiles from the
    /// data directory (the files are read on the files worker; the window shows at
    /// once).
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        start: crate::files::settings_file::Start,
    ) -> OtherworldsApp {
        let mut app = OtherworldsApp::build(settings_in_range(start.settings.clone()), false);
        app.storage.files.set_context(&cc.egui_ctx);
        app.begin(start, crate::files::data_dir(), crate::files::config_dir());
        app
    }

    /// What the app does at start with the settings file's findings: its notice, and
    /// the reads of the autosave, the theme and the profiles. No settings file at all
    /// is the first start: the New game dialog greets the newcomer once the autosave
    /// turns out empty too (`storage.rs`).
    pub(crate) fn begin(
        &mut self,
        start: crate::files::settings_file::Start,
        data: Option<std::path::PathBuf>,
        config: Option<std::path::PathBuf>,
    ) {
        self.storage.settings_file = start.file;
        self.storage.welcome = start.absent;
        self.frame.notice = start.notice.map(Notice::error);
        self.use_autosave(data.clone());
        self.use_config_dir(config);
        self.use_profiles(data);
    }

    /// The app with these settings, a new standard game, the default theme.
    pub(crate) fn build(settings: Settings, test_mode: bool) -> OtherworldsApp {
        let seed = if test_mode { 0 } else { clock_seed() };
        let desk = Desk::new(&settings);
        let sound_on = settings.sound.on;
        OtherworldsApp {
            settings,
            theme: Theme::default(),
            screen: Screen::Play,
            desk,
            computer: Computer::new(seed),
            studio: Studio::default(),
            profiles: Profiles::default(),
            modals: Modals::default(),
            storage: Storage::default(),
            frame: Frame::default(),
            hooks: Hooks::new(test_mode),
            rng: fastrand::Rng::with_seed(seed),
            ear: if test_mode {
                sound::Ear::recording()
            } else {
                sound::Ear::system(sound_on)
            },
        }
    }

    /// A command of the command line. `--variant`'s new game starts now, before the
    /// autosave's read ends: it replaces the autosaved game, as `--variant` says
    /// ("instead of resuming"), without the question a game in progress gets (run at
    /// the end of the first frame, it raced the read: a read done first made the
    /// restored game one in progress, and the window opened on "Abandon the game?").
    pub fn startup(&mut self, action: crate::command::Action) {
        match action {
            crate::command::Action::Request(crate::command::Request::StartVariant(variant)) => {
                self.start(variant);
            }
            other => self.issue(other),
        }
    }

    /// Queues a command, an answer or a screen's command as if its control had been
    /// used; it runs at the end of the next frame.
    pub fn issue(&mut self, action: impl Into<Queued>) {
        self.frame.queued.push(action.into());
    }

    /// Queues the actions a panel or dialog gave.
    fn queue(&mut self, actions: impl IntoIterator<Item = Action>) {
        self.frame
            .queued
            .extend(actions.into_iter().map(Queued::Action));
    }

    /// The game on screen: the one at the table (the live game or the analysis board)
    /// or the replayed one.
    pub(crate) fn view(&self) -> &GameView {
        shown_view(&self.screen, &self.desk)
    }

    pub(crate) fn view_mut(&mut self) -> &mut GameView {
        current_view(&mut self.screen, &mut self.desk)
    }

    /// Whether the board shows the current position of the game at the table (not an
    /// older one, not a replay, not another screen).
    pub fn is_live(&self) -> bool {
        self.screen.at_table() && self.desk.table().is_live()
    }

    /// Whether both sides of the game at the table on screen are computers.
    pub(crate) fn machine_vs_machine(&self) -> bool {
        self.screen.at_table() && self.desk.table().machine_vs_machine()
    }

    /// Shows `notice` in the status bar.
    pub(crate) fn say(&mut self, notice: Notice) {
        self.frame.notice = Some(notice);
    }

    /// One frame of the whole UI.
    pub fn show(&mut self, ui: &mut Ui) {
        self.apply_style(ui.ctx());
        self.apply_language();
        self.poll_files(Some(ui.ctx()));
        self.theme.apply_to(ui.ctx());
        self.collect_shortcuts(ui.ctx());
        egui::Panel::top("menu").show(ui, |ui| self.menu_bar_ui(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_ui(ui));
        if matches!(self.screen, Screen::Learn(_)) {
            egui::CentralPanel::default().show(ui, |ui| self.learn_ui(ui));
            self.modals_ui(ui.ctx());
            self.run_queued(ui.ctx());
            self.drive(ui.ctx());
            self.end_frame(ui.ctx());
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
        self.frame
            .queued
            .extend(studio.into_iter().map(Queued::Studio));
        egui::CentralPanel::default().show(ui, |ui| self.central_ui(ui));
        self.modals_ui(ui.ctx());
        self.run_queued(ui.ctx());
        self.drive(ui.ctx());
        self.conclude_game(ui.ctx());
        self.store_autosave();
        self.end_frame(ui.ctx());
        if self.storage.files.busy() {
            // The worker repaints when it is done; this is in case the answer came
            // between its repaint and the end of this frame.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(50));
        }
    }

    /// What every frame does last: news that belonged to the screen the user left goes
    /// (an error stays until dismissed; a notice given with the move to the new screen,
    /// such as "Try it"'s hint, stays).
    fn end_frame(&mut self, ctx: &egui::Context) {
        self.listen();
        self.frame.had_focus = ctx.memory(|m| m.focused().is_some());
        let screen = std::mem::discriminant(&self.screen);
        let moved = self.frame.last_screen.is_some_and(|last| last != screen);
        let old_news = self.frame.notice.as_ref().is_some_and(|n| {
            n.kind == NoticeKind::Info && Some(n) == self.frame.last_notice.as_ref()
        });
        if moved && old_news {
            self.frame.notice = None;
        }
        self.frame.last_screen = Some(screen);
        self.frame.last_notice = self.frame.notice.clone();
    }

    /// The Learn screen in the whole middle of the window.
    fn learn_ui(&mut self, ui: &mut Ui) {
        let look = crate::learn::diagram::Look {
            theme: &self.theme,
            coordinates: self.settings.coordinates,
            animate: !self.hooks.test_mode,
        };
        let learn = &mut self.desk.learn;
        let commands = crate::learn::learn_ui(ui, learn, look, &self.settings.learn);
        self.frame
            .queued
            .extend(commands.into_iter().map(Queued::Learn));
    }

    fn side_panel_ui(&mut self, ui: &mut Ui) {
        if matches!(self.screen, Screen::Puzzles(_)) {
            self.puzzles_panel_ui(ui);
            return;
        }
        if let Some(mistakes) = &self.desk.mistakes {
            let actions = crate::play::mistakes::mistakes_panel_ui(ui, mistakes);
            self.queue(actions);
            return;
        }
        if let Screen::Editor(editor) = &mut self.screen {
            let actions = crate::editor::panel::side_ui(ui, editor, &self.settings.engines);
            self.queue(actions);
            return;
        }
        let variant = self.view().session.variant();
        let engines: Vec<String> = (self.settings.engines.iter())
            .filter(|e| e.plays(variant))
            .map(|e| e.name.clone())
            .collect();
        let engine = self.analysis_engine().map(|e| e.name.clone());
        let replay = matches!(self.screen, Screen::Replay(_));
        let machine = self.machine_vs_machine();
        let engine_refusal = self.refusals().engine;
        let table = self.desk.table();
        let table_panel = crate::play::table::TablePanel {
            can_resign: self.can_resign(),
        };
        let board = matches!(self.screen, Screen::Analysis);
        let mode = self.analysis_mode();
        let (lines, threads, hash_mib) = (mode.lines, mode.threads, mode.hash_mib);
        let (pace, (analysis_on, searching), analysis, review) = self.computer.panel_parts();
        let rated = (!replay).then(|| table.player_labels(self.profiles.book()).rated);
        let panel = side_panel::SidePanel {
            replay,
            machine,
            pace,
            analysis_on,
            analysis,
            table: table_panel,
            rated,
            engine_refusal,
            clock: (!replay)
                .then(|| table.clocks.as_ref().map(|c| c.control.label()))
                .flatten(),
            searching,
            lines,
            board,
            threads,
            hash_mib,
            review,
            theme: &self.theme,
            engines,
            engine,
        };
        let view = current_view(&mut self.screen, &mut self.desk);
        let actions = side_panel::side_panel_ui(ui, view, panel);
        self.queue(actions);
    }

    fn central_ui(&mut self, ui: &mut Ui) {
        self.studio
            .paint_background(ui, &self.theme, &self.storage.files);
        let read_only = !self.is_live();
        let focus = std::mem::take(&mut self.frame.focus_board);
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
        if self.desk.mistakes.is_some() {
            self.mistakes_board_ui(ui, focus);
            return;
        }
        if matches!(self.screen, Screen::Puzzles(_)) {
            self.puzzles_board_ui(ui, focus);
            return;
        }
        let (analysing, bar_strip) = self.analysis_overlay(ui);
        let caption = match analysing {
            true => Some(self.analysis_caption()),
            false => looking_back_text(&self.screen, &self.desk.table().view),
        };
        let table = self.desk.table();
        // The strips stand in a replay too (the names the file gives, no clocks), so
        // the board keeps its place and size when a replay opens.
        let strips = match &self.screen {
            Screen::Replay(replay) => board_area::Strips {
                labels: replay.info.player_labels(),
                clocks: None,
            },
            _ => board_area::Strips {
                labels: table.player_labels(self.profiles.book()),
                clocks: table.clocks.clone().map(|c| (c, table.time.now_ms())),
            },
        };
        let area = board_area::BoardArea {
            caption,
            read_only,
            focus,
            ..board_area::BoardArea::from_settings(
                &self.theme,
                &mut self.settings,
                !self.hooks.test_mode,
                strips,
            )
        };
        let view = current_view(&mut self.screen, &mut self.desk);
        let actions = board_area::board_area_ui(ui, view, area);
        self.queue(actions);
        if let Some(left) = bar_strip {
            self.eval_bar_ui(ui, left);
        }
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        if self.frame.style_applied {
            return;
        }
        self.frame.style_applied = true;
        crate::glyphs::install_fonts(ctx);
        if self.hooks.test_mode {
            ctx.set_theme(egui::Theme::Light);
            ctx.all_styles_mut(|style| style.animation_time = 0.0);
        }
    }

    /// Runs the frame's actions, in the order they were issued.
    fn run_queued(&mut self, ctx: &egui::Context) {
        let queued = std::mem::take(&mut self.frame.queued);
        if !queued.is_empty() {
            // This frame was drawn before the actions ran: draw their result too.
            ctx.request_repaint();
        }
        for item in queued {
            match item {
                Queued::Action(Action::Command(command)) => self.run_command(command, ctx),
                Queued::Action(Action::Request(request)) => self.run_request(request, ctx),
                Queued::Learn(command) => self.run_learn(command, ctx.input(|i| i.time)),
                Queued::Studio(command) => self.run_studio(command, ctx),
            }
        }
    }
}

/// `settings` with every number the app acts on within its range (a settings file may
/// hold anything): the analysis' lines, threads and table, the cameras.
fn settings_in_range(mut settings: Settings) -> Settings {
    use crate::computer::analysis::{MAX_LINES, hash_choice, max_threads};
    settings.view = settings.view.upgraded();
    settings.view.camera = settings.view.camera.sanitized();
    settings.view.tesseract = settings.view.tesseract.sanitized();
    settings.view.preset = settings.view.preset.clamp(1, 3);
    settings.analysis_lines = settings.analysis_lines.clamp(1, MAX_LINES);
    settings.analysis_threads = settings.analysis_threads.clamp(1, max_threads());
    settings.analysis_hash_mib = hash_choice(settings.analysis_hash_mib);
    settings
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

    /// The settings go to the settings file (with the window and the zoom eframe keeps
    /// in its storage, checked), the theme to the config directory, both atomically on
    /// the files worker; the game is already in the autosave (written after every
    /// move).
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        let window = storage.get_string(crate::files::settings_file::WINDOW_KEY);
        let egui = storage.get_string(crate::files::settings_file::EGUI_KEY);
        self.store_settings(window.as_deref(), egui.as_deref());
        if let Err(e) = self.studio.persist(&self.theme, &self.storage.files) {
            eprintln!("otherworlds: {e}");
        }
    }

    /// The queued writes (the last autosave, the theme) are finished before the process
    /// ends; a long read of a file the user chose is not waited for.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.store_autosave();
        if !self
            .storage
            .files
            .wait_written(crate::files::worker::FLUSH_LIMIT)
        {
            eprintln!("otherworlds: the last writes did not finish in time");
        }
    }
}
