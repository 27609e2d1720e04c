//! Test hooks (the `testing` feature, enabled only by the app's own tests): apps in test
//! mode built from a position, a move list or a directory, and read-only probes of what
//! the UI tests check. Nothing here is part of a user's build.
use crate::board::BoardState;
use crate::computer::pace::{self, Pace};
use crate::files::chooser::FileChooser;
use crate::files::dialog::{DialogAnswer, DialogPurpose};
use crate::play::history::{ContinueDialog, ReplayInfo};
use crate::play::new_game::NewGameDialog;
use crate::play::players::Players;
use crate::play::session::{GameSession, PromotionChoice};
use crate::shell::settings::Settings;
use crate::shell::{Notice, NoticeKind, OtherworldsApp, Screen};
use crate::studio::Studio;
use crate::theme::Theme;
use otherworlds_core::Variant;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

impl OtherworldsApp {
    /// A deterministic app: default settings, light theme, no animation, no dialogs,
    /// no autosave, no theme files.
    pub fn for_tests() -> OtherworldsApp {
        OtherworldsApp::build(Settings::default(), true)
    }

    /// A test app with these settings.
    pub fn for_tests_with_settings(settings: Settings) -> OtherworldsApp {
        OtherworldsApp::build(settings, true)
    }

    /// A test app starting from a position string (a notice says why if it is bad).
    pub fn for_tests_from(variant: Variant, position: &str) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        match GameSession::from_position(variant, position) {
            Ok(session) => app.game.replace(session, Players::default()),
            Err(e) => {
                app.notice = Some(Notice::error(format!("Could not set up the position: {e}")))
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
            app.notice = Some(Notice::error(format!(
                "The game stopped at a move it could not play: {e}"
            )));
        }
        app.game.replace(session, Players::default());
        app
    }

    /// A test app that autosaves in `dir` and starts from the autosave found there.
    pub fn for_tests_with_autosave(dir: &Path) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.use_autosave(Some(dir.to_path_buf()));
        app
    }

    /// A test app keeping its theme files in `dir`, restoring the theme saved there.
    pub fn for_tests_with_config(dir: &Path) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.use_config_dir(Some(dir.to_path_buf()));
        app
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
        self.notice.as_ref().map(|n| n.text.as_str())
    }

    /// Whether the message in the status bar is news or an error.
    pub fn notice_kind(&self) -> Option<NoticeKind> {
        self.notice.as_ref().map(|n| n.kind)
    }

    /// What the native file dialog answers from now on, when asked (tests never open
    /// one; without this the request is only noted, see [`Self::dialog_requested`]).
    pub fn set_native_dialog_answer(&mut self, answer: DialogAnswer) {
        self.native_answer = Some(answer);
    }

    /// The folder the app's own file chooser starts in.
    pub fn set_files_dir(&mut self, dir: &Path) {
        self.files_dir = Some(dir.to_path_buf());
    }

    /// The app's own file chooser, while it is open.
    pub fn file_chooser(&self) -> Option<&FileChooser> {
        self.file_chooser.as_ref()
    }

    /// Who plays the live game.
    pub fn players(&self) -> Players {
        self.game.players
    }

    /// Sets who plays each side of the live game (a search under way is dropped).
    pub fn set_players(&mut self, players: Players) {
        self.game.players = players;
        self.computer.cancel();
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    pub fn studio(&self) -> &Studio {
        &self.studio
    }

    /// Writes the theme in use to the config directory (as eframe's save does).
    pub fn save_theme(&mut self) -> Result<(), crate::studio::files::ThemeError> {
        self.studio.persist(&self.theme)
    }

    /// The pending promotion choice, if the picker is open.
    pub fn promotion(&self) -> Option<&PromotionChoice> {
        self.game.promotion.as_ref()
    }

    pub fn new_game_dialog(&self) -> Option<&NewGameDialog> {
        self.new_game.as_ref()
    }

    pub fn continue_dialog(&self) -> Option<&ContinueDialog> {
        self.continue_dialog.as_ref()
    }

    /// The saved game in the replay player, if one is open.
    pub fn replay_info(&self) -> Option<&ReplayInfo> {
        match &self.screen {
            Screen::Replay(replay) => Some(&replay.info),
            Screen::Play => None,
        }
    }

    /// The dialog last asked for (tests check the buttons and keys reach it).
    pub fn dialog_requested(&self) -> Option<DialogPurpose> {
        self.dialog_requested
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
}
