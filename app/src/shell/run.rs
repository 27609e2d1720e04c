//! Running one command: each arm hands the work to the part that owns it (the live
//! game, the replay, the computer, the studio, the file dialogs).
use super::{Notice, OtherworldsApp, Screen};
use crate::command::Command;
use crate::files::chooser::{ChooserAnswer, FileChooser};
use crate::files::dialog::{DialogAnswer, DialogPurpose, FileDialog};
use crate::play::Replay;
use crate::play::history::ContinueDialog;
use crate::play::new_game::NewGameDialog;
use crate::play::players::Players;
use crate::studio::StudioCommand;
use otherworlds_core::Variant;
use std::path::{Path, PathBuf};

impl OtherworldsApp {
    pub(super) fn run(&mut self, command: Command, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let playing = matches!(self.screen, Screen::Play);
        match command {
            Command::NewGame => {
                let variant = self.view().session.variant();
                self.new_game = Some(NewGameDialog::new(variant, self.game.players));
            }
            Command::StartGame(variant, players) => {
                self.new_game = None;
                self.game.players = players;
                self.start(variant);
            }
            Command::CloseDialog => self.new_game = None,
            Command::About => self.about = Some(crate::about::AboutDialog::new()),
            Command::CloseAbout => self.about = None,
            Command::StartVariant(variant) => self.start(variant),
            Command::FlipBoard => self.settings.flipped = !self.settings.flipped,
            Command::ToggleCoordinates => self.settings.coordinates = !self.settings.coordinates,
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            // A replay is only looked at (see "Continue from here").
            Command::Undo
            | Command::PlayMove { .. }
            | Command::Place { .. }
            | Command::Pass
            | Command::Promote(_)
                if !playing => {}
            Command::Undo => {
                self.stop_computer();
                let notice = self.game.undo();
                self.tell(notice);
            }
            Command::PlayMove { from, to, animate } => {
                let notice = self.game.try_move(from, to, animate, now);
                self.tell(notice);
            }
            Command::Place { to } => {
                let notice = self.game.try_place(to, now);
                self.tell(notice);
            }
            Command::Pass => match self.game.session().pass_refusal() {
                Some(why) => {
                    self.notice = Some(Notice::info(format!("You cannot pass now: {why}.")));
                }
                None => {
                    let notice = self.game.pass(now);
                    self.tell(notice);
                }
            },
            Command::Promote(role) => {
                let notice = self.game.promote(role, now);
                self.tell(notice);
            }
            Command::CancelPromotion => self.game.promotion = None,
            Command::DismissNotice => self.notice = None,
            Command::Save => self.ask_file(DialogPurpose::Save, ctx),
            Command::Open => self.ask_file(DialogPurpose::Open, ctx),
            Command::SaveTo(path) => self.save_to(&path),
            Command::LoadFrom(path) => self.open_file(&path),
            Command::ViewStart => self.navigate(0),
            Command::ViewBack => self.navigate(self.view().viewed_ply().saturating_sub(1)),
            Command::ViewForward => self.navigate(self.view().viewed_ply() + 1),
            Command::ViewEnd => self.navigate(usize::MAX),
            Command::ViewPly(ply) => self.navigate(ply),
            Command::PlayPause => self.play_pause(),
            Command::NextMove => {
                if self.machine_vs_machine() && self.game.session().outcome().is_none() {
                    self.computer.pace.running = false;
                    self.computer.pace.step = true;
                }
            }
            Command::ContinueHere => self.ask_continue(),
            Command::ContinueWith(players) => self.continue_with(players),
            Command::CloseContinue => self.continue_dialog = None,
            Command::Studio(command) => match self.studio.run(command, &mut self.theme, ctx) {
                Ok(Some(purpose)) => self.ask_file(purpose, ctx),
                Ok(None) => {}
                Err(e) => self.notice = Some(Notice::error(format!("The theme is unchanged: {e}"))),
            },
            Command::ToggleAnalysis => self.computer.analysis_on = !self.computer.analysis_on,
            Command::FocusBoard => self.focus_board = true,
            Command::ExplainReadOnlyBoard => {
                let text = match self.screen {
                    Screen::Replay(_) => {
                        "This is a saved game: \"Continue from here\" plays on from the position shown"
                    }
                    Screen::Play => {
                        "You are looking at an earlier position: press End to return to the game"
                    }
                };
                self.notice = Some(Notice::info(text));
            }
        }
    }

    /// Shows an error from the game (a move that failed, an autosave that did), if
    /// there is one.
    fn tell(&mut self, notice: Option<String>) {
        if let Some(text) = notice {
            self.notice = Some(Notice::error(text));
        }
    }

    /// Drops the computer's search and stops whatever plays by itself.
    fn stop_computer(&mut self) {
        self.computer.cancel();
        self.computer.pace.stop();
    }

    /// A new game of `variant`, on the play screen.
    fn start(&mut self, variant: Variant) {
        self.stop_computer();
        self.continue_dialog = None;
        self.screen = Screen::Play;
        self.notice = None;
        let notice = self.game.start(variant);
        self.tell(notice);
    }

    /// Views the position after `ply` decisions (clamped to the game); a manual step
    /// stops the playback.
    fn navigate(&mut self, ply: usize) {
        self.computer.pace.playback = false;
        self.set_view(ply);
    }

    /// Shows the position after `ply` decisions of the game on screen.
    pub(super) fn set_view(&mut self, ply: usize) {
        self.game.promotion = None;
        self.view_mut().set_view(ply);
    }

    /// ⏯: the replay (or a looked-back live game) plays forward or pauses; in a live
    /// Machine vs Machine game, the machines run or pause.
    fn play_pause(&mut self) {
        if !self.is_live() {
            let at_end = self.view().viewed_ply() >= self.view().plies();
            let pace = &mut self.computer.pace;
            pace.playback = !pace.playback;
            if pace.playback {
                pace.last = f64::NEG_INFINITY;
                if at_end {
                    // At the end of a replay, ⏯ plays it again from the start.
                    self.set_view(0);
                }
            }
        } else if self.machine_vs_machine() {
            let over = self.game.session().outcome().is_some();
            let pace = &mut self.computer.pace;
            pace.running = !pace.running && !over;
            if pace.running {
                pace.last = f64::NEG_INFINITY;
            } else if !pace.step {
                // Paused: a search under way is dropped (its stop flag is raised).
                self.computer.cancel();
            }
        }
    }

    /// Opens the "Continue from here" dialog while an older position is shown.
    fn ask_continue(&mut self) {
        if self.is_live() {
            return;
        }
        let players = match &self.screen {
            // The players the file names (a person may take a computer's side).
            Screen::Replay(replay) => replay.info.players,
            Screen::Play => self.game.players,
        };
        self.continue_dialog = Some(ContinueDialog {
            ply: self.view().viewed_ply(),
            players,
            focus_first: true,
        });
    }

    /// Cuts the game on screen at the dialog's position and plays on from there.
    fn continue_with(&mut self, players: Players) {
        let Some(dialog) = self.continue_dialog.take() else {
            return;
        };
        self.stop_computer();
        let (session, created) = match std::mem::replace(&mut self.screen, Screen::Play) {
            Screen::Replay(replay) => (replay.view.session, replay.info.created),
            Screen::Play => (self.game.session().clone(), Some(self.game.created())),
        };
        let notice = self
            .game
            .continue_from(session, dialog.ply, players, created);
        self.tell(notice);
    }

    /// Opens the native dialog for `purpose` (in tests only noted, or answered as the
    /// test said the native dialog would).
    fn ask_file(&mut self, purpose: DialogPurpose, ctx: &egui::Context) {
        if self.file_dialog.is_some() || self.file_chooser.is_some() {
            return;
        }
        if self.test_mode {
            self.dialog_requested = Some(purpose);
            if let Some(answer) = self.native_answer.clone() {
                self.take_answer(purpose, answer);
            }
            return;
        }
        let name = self.suggested_name(purpose);
        self.file_dialog = Some(FileDialog::open(purpose, &name, ctx));
    }

    /// The file name a save offers.
    fn suggested_name(&self, purpose: DialogPurpose) -> String {
        match purpose {
            DialogPurpose::ExportTheme => {
                let stem = crate::studio::files::file_stem(&self.theme.name);
                format!("{}.ron", stem.unwrap_or_else(|_| "theme".into()))
            }
            _ => format!(
                "otherworlds-{}.{}",
                self.view().session.variant().to_string().replace(':', "-"),
                crate::files::dialog::GAME_EXTENSION
            ),
        }
    }

    /// Takes the native dialog's answer once the user has given it.
    pub(super) fn poll_file_dialog(&mut self) {
        let Some(dialog) = &self.file_dialog else {
            return;
        };
        let Some(answer) = dialog.ready() else { return };
        let purpose = dialog.purpose;
        self.file_dialog = None;
        self.take_answer(purpose, answer);
    }

    /// A dialog's answer: a chosen file becomes its command; a native dialog that
    /// could not be shown opens the app's own chooser instead.
    fn take_answer(&mut self, purpose: DialogPurpose, answer: DialogAnswer) {
        match answer {
            DialogAnswer::Chosen(path) => self.chosen(purpose, path),
            DialogAnswer::Cancelled => {}
            DialogAnswer::Unavailable => {
                let dir = self
                    .files_dir
                    .clone()
                    .unwrap_or_else(crate::files::chooser::start_dir);
                let name = self.suggested_name(purpose);
                self.file_chooser = Some(FileChooser::new(purpose, dir, &name));
            }
        }
    }

    /// The file chosen for `purpose`, in a dialog or the app's chooser.
    fn chosen(&mut self, purpose: DialogPurpose, path: PathBuf) {
        if let Some(dir) = path.parent().filter(|d| d.is_dir()) {
            self.files_dir = Some(dir.to_path_buf());
        }
        self.commands.push(match purpose {
            DialogPurpose::Save => Command::SaveTo(path),
            DialogPurpose::Open => Command::LoadFrom(path),
            DialogPurpose::ImportTheme => Command::Studio(StudioCommand::Import(path)),
            DialogPurpose::ExportTheme => Command::Studio(StudioCommand::Export(path)),
            DialogPurpose::Picture => Command::Studio(StudioCommand::Image(path)),
        });
    }

    /// Draws the app's own chooser while it is open and takes its answer.
    pub(super) fn file_chooser_ui(&mut self, ctx: &egui::Context) {
        let Some(chooser) = &mut self.file_chooser else {
            return;
        };
        let purpose = chooser.purpose;
        match crate::files::chooser::chooser_ui(ctx, chooser) {
            Some(ChooserAnswer::Chosen(path)) => {
                self.file_chooser = None;
                self.chosen(purpose, path);
            }
            Some(ChooserAnswer::Cancelled) => self.file_chooser = None,
            None => {}
        }
    }

    /// Saves the game on screen to `path`; the outcome is told in the status bar.
    fn save_to(&mut self, path: &Path) {
        let saved = match &self.screen {
            Screen::Replay(replay) => replay.save_to(path),
            Screen::Play => self.game.save_to(path),
        };
        self.notice = Some(match saved {
            Ok(text) => Notice::info(text),
            Err(text) => Notice::error(text),
        });
    }

    /// Opens a saved game in the replay player, at its start position. A file that
    /// does not load is reported, and the game on screen stays as it was.
    fn open_file(&mut self, path: &Path) {
        match Replay::open(path) {
            Err(text) => self.notice = Some(Notice::error(text)),
            Ok(replay) => {
                self.stop_computer();
                self.continue_dialog = None;
                self.game.promotion = None;
                self.screen = Screen::Replay(Box::new(replay));
                self.notice = None;
            }
        }
    }
}
