//! Test hooks (the `testing` feature, enabled only by the app's own tests): apps in test
//! mode built from a position, a move list or a directory, and read-only probes of what
//! the UI tests check. Nothing here is part of a user's build.
use crate::board::BoardState;
use crate::computer::pace::{self, Pace};
use crate::files::chooser::FileChooser;
use crate::files::dialog::{DialogAnswer, DialogPurpose};
use crate::game::replay::ReplayInfo;
use crate::game::session::{GameSession, PromotionChoice};
use crate::play::history::ContinueDialog;
use crate::play::new_game::NewGameDialog;
use crate::players::Players;
use crate::settings::Settings;
use crate::shell::{Modal, Notice, NoticeKind, OtherworldsApp, Screen};
use crate::studio::Studio;
use crate::theme::Theme;
use otherworlds_core::Variant;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

mod table;

impl OtherworldsApp {
    /// Every sound the app asked for so far, in order (the test app's sink records
    /// them; nothing is heard).
    pub fn sounds_for_tests(&self) -> Vec<crate::sound::Sound> {
        self.ear.played()
    }

    /// A deterministic app: default settings, light theme, no animation, no dialogs,
    /// no autosave, no theme files.
    pub fn for_tests() -> OtherworldsApp {
        OtherworldsApp::build(Settings::default(), true)
    }

    /// A test app whose status bar shows `text` as an error, as a startup notice is.
    pub fn for_tests_with_notice(text: &str) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.frame.notice = Some(Notice::error(text));
        app
    }

    /// Tells one more error, as a file read at start does (joined to the notice shown).
    pub fn tell_error_for_tests(&mut self, text: &str) {
        self.tell_notice(Notice::error(text));
    }

    /// The caption over the board ("Looking at …", "Replay of …"), if one shows.
    pub fn caption_for_tests(&self) -> Option<String> {
        super::shell::looking_back_text(&self.screen, &self.desk.table().view)
    }

    /// A test app whose chances (Play the computer's Random colour) are drawn from
    /// `seed` (every other test app draws from 0).
    pub fn for_tests_seeded(seed: u64) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.rng = fastrand::Rng::with_seed(seed);
        app
    }

    /// A test app started as the real app starts with `dir` as its data folder: the
    /// settings file read first (none there: the first start), then the autosave, the
    /// profiles and the theme files (in `dir/config`) on the files worker, not waited
    /// for.
    pub fn for_tests_started_in(dir: &Path) -> OtherworldsApp {
        let faults = crate::files::store::Faults::default();
        let start = crate::files::settings_file::load(dir, &faults);
        let mut app = OtherworldsApp::build(start.settings.clone(), true);
        app.begin(start, Some(dir.to_path_buf()), Some(dir.join("config")));
        app
    }

    /// A test app with these settings.
    pub fn for_tests_with_settings(settings: Settings) -> OtherworldsApp {
        OtherworldsApp::build(settings, true)
    }

    /// A test app starting from a position string (a notice says why if it is bad).
    pub fn for_tests_from(variant: Variant, position: &str) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        match GameSession::from_position(variant, position) {
            Ok(session) => app.desk.live.replace(session, Players::default()),
            Err(e) => {
                app.frame.notice =
                    Some(Notice::error(format!("Could not set up the position: {e}")))
            }
        }
        app
    }

    /// A test app with a game of `variant` after these turn strings; a move that does
    /// not play stops the game there, with a notice.
    pub fn for_tests_after(variant: Variant, moves: &[&str]) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        let mut session = GameSession::new(variant);
        let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        if let Err(e) = session.replay(&moves) {
            app.frame.notice = Some(Notice::error(format!(
                "The game stopped at a move it could not play: {e}"
            )));
        }
        app.desk.live.replace(session, Players::default());
        app
    }

    /// A test app that autosaves in `dir` and starts from the autosave found there
    /// (read before this returns, see [`Self::settle_files`]).
    pub fn for_tests_with_autosave(dir: &Path) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.use_autosave(Some(dir.to_path_buf()));
        app.settle_files();
        app
    }

    /// A test app that keeps its autosave and its profiles in `dir`, and its theme
    /// files in `dir/config`, started without waiting for the files worker (as the
    /// real app starts).
    pub fn for_tests_with_data(dir: &Path) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.open_data(dir);
        app
    }

    /// Starts reading the autosave and the profiles in `dir` and the theme files in
    /// `dir/config` (as the real app does at start; set faults first to have them
    /// apply to these reads).
    pub fn open_data(&mut self, dir: &Path) {
        self.use_autosave(Some(dir.to_path_buf()));
        self.use_config_dir(Some(dir.join("config")));
        self.use_profiles(Some(dir.to_path_buf()));
    }

    /// A test app keeping its theme files in `dir`, restoring the theme saved there
    /// (read before this returns).
    pub fn for_tests_with_config(dir: &Path) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.use_config_dir(Some(dir.to_path_buf()));
        app.settle_files();
        app
    }

    /// Waits (at most 20 s) until the files worker has nothing left to do and its
    /// answers are taken, as the frames would take them (a decoded picture waits for a
    /// frame: its texture needs the window's context).
    pub fn settle_files(&mut self) {
        let limit = std::time::Duration::from_secs(20);
        let start = std::time::Instant::now();
        while start.elapsed() < limit {
            self.storage.files.wait_idle(limit);
            self.poll_files(None);
            // Taking an answer may ask for more (a saved theme lists the themes again).
            if self.storage.files.wait_idle(std::time::Duration::ZERO) {
                break;
            }
        }
    }

    /// Keeps the files worker busy for `time` (what is asked of it next waits), as a
    /// slow disk would.
    pub fn hold_files_worker(&self, time: std::time::Duration) {
        self.storage.files.hold(time);
    }

    /// Whether the files worker has nothing to do and every answer has been taken.
    pub fn files_idle(&self) -> bool {
        !self.storage.files.busy()
    }

    /// The disk faults the file layer injects from now on (full, read-only).
    pub fn disk_faults(&self) -> &crate::files::store::Faults {
        self.storage.files.faults()
    }

    /// The next search of the computer panics (issue 15: the engine thread failing).
    pub fn make_next_search_panic(&mut self) {
        self.computer.panic_next = true;
    }

    /// Why the computer's last search failed, while it waits for "Try again".
    pub fn computer_failure(&self) -> Option<&str> {
        self.computer.failed()
    }

    /// The file the live game is autosaved to (None: it is not autosaved).
    pub fn autosave_file(&self) -> Option<&Path> {
        self.desk.table().autosave_path()
    }

    /// The profiles, once read.
    pub fn profiles(&self) -> Option<&crate::profiles::ProfileBook> {
        self.profiles.book()
    }

    /// The Puzzles screen's state, once it was opened.
    pub fn puzzles(&self) -> Option<&crate::puzzles::Trainer> {
        self.desk.puzzles.as_deref()
    }

    /// Whether the Puzzles screen is in front.
    pub fn on_puzzles(&self) -> bool {
        matches!(self.screen, crate::shell::Screen::Puzzles(_))
    }

    /// Puts `puzzle` on the Puzzles screen's board (opened first if need be), as if
    /// Next had picked it.
    pub fn show_puzzle(&mut self, puzzle: &otherworlds_core::puzzle::Puzzle) {
        let family = puzzle.family();
        let trainer = self
            .desk
            .puzzles
            .get_or_insert_with(|| Box::new(crate::puzzles::Trainer::new(family, None)));
        trainer.family = family;
        trainer.load(Some(puzzle));
    }

    /// Adds a profile and writes the store (on the files worker).
    pub fn add_profile(&mut self, name: &str) -> Result<(), String> {
        self.profiles.add(name, &self.storage.files).map(drop)
    }

    /// Whether the live game counts for the profiles' ratings when it ends.
    pub fn game_is_rated(&self) -> bool {
        self.desk.table().is_rated()
    }

    /// The result dialog, while open.
    pub fn result_dialog(&self) -> Option<&crate::play::result::ResultDialog> {
        self.modals.iter().find_map(|m| match m {
            Modal::Result(dialog) => Some(dialog),
            _ => None,
        })
    }

    /// Whether "Take back? Taking back makes this game unrated." is being asked.
    pub fn takeback_asked(&self) -> bool {
        self.modals
            .iter()
            .any(|m| matches!(m, Modal::Takeback { .. }))
    }

    /// The folder where rated games are kept for the history.
    pub fn games_dir(&self) -> Option<std::path::PathBuf> {
        self.profiles.games_dir()
    }

    /// The board editor, while it is on show.
    pub fn editor(&self) -> Option<&crate::editor::Editor> {
        match &self.screen {
            Screen::Editor(editor) => Some(editor),
            _ => None,
        }
    }

    /// The board editor, to edit as its panel would (tests of what an edit shows).
    pub fn editor_mut(&mut self) -> Option<&mut crate::editor::Editor> {
        match &mut self.screen {
            Screen::Editor(editor) => Some(editor),
            _ => None,
        }
    }

    /// The game on screen (the live one, or the replayed one).
    pub fn session(&self) -> &GameSession {
        &self.view().session
    }

    /// The board's view state (selection, painted markers, focus).
    pub fn board_state(&self) -> &BoardState {
        &self.view().board
    }

    /// The 3D view's scene as the last frame drew it (`None` in 2D): its tiles, names
    /// and lines, rebuilt from where the view was drawn with the settings in use.
    pub fn scene_3d(&self) -> Option<crate::view3d::scene::Scene> {
        let area = self.board_state().area_3d?;
        let options = crate::board::BoardOptions {
            theme: &self.theme,
            flipped: self.settings.flipped,
            coordinates: self.settings.coordinates,
            animate: false,
        };
        let model = self.session().board_model();
        Some(crate::view3d::build_scene(
            model,
            &self.settings.view,
            &options,
            area,
        ))
    }

    /// The viewed ply: the position after that many decisions.
    pub fn viewed_ply(&self) -> usize {
        self.view().viewed_ply()
    }

    /// The message in the status bar.
    pub fn notice(&self) -> Option<&str> {
        self.frame.notice.as_ref().map(|n| n.text.as_str())
    }

    /// Whether the message in the status bar is news or an error.
    pub fn notice_kind(&self) -> Option<NoticeKind> {
        self.frame.notice.as_ref().map(|n| n.kind)
    }

    /// What the native file dialog answers from now on, when asked (tests never open
    /// one; without this the request is only noted, see [`Self::dialog_requested`]).
    pub fn set_native_dialog_answer(&mut self, answer: DialogAnswer) {
        self.hooks.native_answer = Some(answer);
    }

    /// The folder the app's own file chooser starts in.
    pub fn set_files_dir(&mut self, dir: &Path) {
        self.storage.files_dir = Some(dir.to_path_buf());
    }

    /// The app's own file chooser, while it is open.
    pub fn file_chooser(&self) -> Option<&FileChooser> {
        self.modals.iter().find_map(|m| match m {
            Modal::FileChooser(chooser) => Some(chooser),
            _ => None,
        })
    }

    /// Who plays the live game.
    pub fn players(&self) -> Players {
        self.desk.table().players.clone()
    }

    /// Sets who plays each side of the live game (a search under way is dropped).
    pub fn set_players(&mut self, players: Players) {
        self.desk.table_mut().players = players;
        self.computer.cancel();
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The settings, to change as the windows would (tests).
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    /// Chooses the window's language as the Language menu does (from the next frame).
    pub fn set_language(&mut self, code: &str) {
        self.settings.language = Some(code.to_owned());
    }

    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    pub fn studio(&self) -> &Studio {
        &self.studio
    }

    /// Writes the theme in use to the config directory (as eframe's save does), and
    /// waits for the write.
    pub fn save_theme(&mut self) -> Result<(), crate::studio::files::ThemeError> {
        self.studio.persist(&self.theme, &self.storage.files)?;
        self.settle_files();
        Ok(())
    }

    /// The pending promotion choice, if the picker is open.
    pub fn promotion(&self) -> Option<&PromotionChoice> {
        self.desk.table().promotion.as_ref()
    }

    pub fn new_game_dialog(&self) -> Option<&NewGameDialog> {
        self.modals.iter().find_map(|m| match m {
            Modal::NewGame(dialog) => Some(dialog),
            _ => None,
        })
    }

    pub fn continue_dialog(&self) -> Option<&ContinueDialog> {
        self.modals.iter().find_map(|m| match m {
            Modal::Continue(dialog) => Some(dialog),
            _ => None,
        })
    }

    /// The Learn screen's state (what is open, the live diagram).
    pub fn learn(&self) -> &crate::learn::Learn {
        &self.desk.learn
    }

    /// The last diagram "Save diagram…" asked the exporter for.
    pub fn learn_diagram(&self) -> Option<&crate::learn::DiagramExport> {
        self.desk.lesson_diagram.as_ref()
    }

    /// Whether the Learn screen is on show.
    pub fn is_learning(&self) -> bool {
        matches!(self.screen, Screen::Learn(_))
    }

    /// The saved game in the replay player, if one is open.
    pub fn replay_info(&self) -> Option<&ReplayInfo> {
        match &self.screen {
            Screen::Replay(replay) => Some(&replay.info),
            _ => None,
        }
    }

    /// The game list of the PGN file opened last (its window open or closed).
    pub fn game_list(&self) -> Option<Shown<'_, crate::play::game_list::GameList>> {
        let open = self.modals.iter().any(|m| matches!(m, Modal::GameList));
        let inner = self.desk.game_list.as_ref()?;
        Some(Shown { open, inner })
    }

    /// The dialog last asked for (tests check the buttons and keys reach it).
    pub fn dialog_requested(&self) -> Option<DialogPurpose> {
        self.hooks.dialog_requested
    }

    /// The Export diagram dialog (open or not) and its choices.
    pub fn diagram_export(&self) -> Shown<'_, crate::diagram::dialog::ExportDialog> {
        let open = self
            .modals
            .iter()
            .any(|m| matches!(m, Modal::ExportDiagram { .. }));
        Shown {
            open,
            inner: &self.modals.diagram,
        }
    }

    /// Machine vs Machine and replay pace.
    pub fn pace(&self) -> &Pace {
        &self.computer.pace
    }

    /// Sets the delay between moves (the speed control), in seconds.
    pub fn set_move_delay(&mut self, seconds: f32) {
        self.computer.pace.delay = seconds.clamp(pace::MIN_DELAY, pace::MAX_DELAY);
    }

    /// Whether the computer is searching a move now.
    pub fn is_thinking(&self) -> bool {
        self.computer.is_thinking()
    }

    /// Why the computer's last search failed, while it waits for Try again.
    pub fn computer_failed(&self) -> Option<&str> {
        self.computer.failed()
    }

    /// The process id of the external engine playing `color`, while it runs.
    pub fn engine_process(&self, color: otherworlds_core::Color) -> Option<u32> {
        self.computer.seats.process_id(color)
    }

    /// The stop flag of the computer's running search (tests check that undo raises it).
    pub fn thinking_stop_flag(&self) -> Option<Arc<AtomicBool>> {
        self.computer.stop_flag()
    }

    /// The ply the analysis searches, while it is on.
    pub fn analysis_ply(&self) -> Option<usize> {
        self.computer.analysis().map(|a| a.ply)
    }

    /// The stop flag of the analysis search (tests check that hiding it stops it).
    pub fn analysis_stop_flag(&self) -> Option<Arc<AtomicBool>> {
        self.computer.analysis().map(|a| a.stop_flag())
    }

    /// Which searchers the computer keeps now: the analysis's, and White's and Black's
    /// computer players'.
    pub fn kept_searchers(&self) -> (bool, [bool; 2]) {
        self.computer.kept_searchers()
    }

    /// The analysis of the position on show, while it is on.
    pub fn analysis(&self) -> Option<&crate::computer::analysis::Analysis> {
        self.computer.analysis()
    }

    /// The finished review of the game on show, if there is one.
    pub fn review(&self) -> Option<&otherworlds_core::engine::review::Review> {
        self.computer
            .review_of(self.view().session.game())
            .and_then(|r| r.result())
    }

    /// Whether a game review is running.
    pub fn reviewing(&self) -> bool {
        self.computer.reviewing()
    }

    /// "Learn from your mistakes", while it is open.
    pub fn mistakes(&self) -> Option<&crate::computer::mistakes::Mistakes> {
        self.desk.mistakes.as_deref()
    }

    /// The decisions of the game in progress, canonical (whatever is on show).
    pub fn live_moves(&self) -> Vec<String> {
        self.desk.live.view.session.move_strings()
    }

    /// Makes game reviews search `nodes` nodes at each turn start.
    pub fn set_review_nodes(&mut self, nodes: u64) {
        self.computer.review_nodes = nodes;
    }

    /// Whether the analysis board is open, and the game in progress that waits behind
    /// it.
    pub fn analysis_board_open(&self) -> bool {
        self.in_analysis_board()
    }

    pub fn waiting_game(&self) -> Option<&GameSession> {
        self.in_analysis_board().then(|| self.desk.live.session())
    }

    /// Whether Help > Keyboard shortcuts is open.
    pub fn shortcuts_open(&self) -> bool {
        self.modals.iter().any(|m| matches!(m, Modal::Shortcuts(_)))
    }
}

/// A dialog's remembered state and whether its window is open now (the modal stack
/// says so; tests read both as one).
pub struct Shown<'a, T> {
    pub open: bool,
    inner: &'a T,
}

impl<T> std::ops::Deref for Shown<'_, T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.inner
    }
}
