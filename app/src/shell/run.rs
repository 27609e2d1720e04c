//! Running one command: each arm hands the work to the part that owns it (the live
//! game, the replay, the computer, the studio, the file dialogs).
use super::{Notice, OtherworldsApp, Screen};
use crate::command::Command;
use crate::files::chooser::{ChooserAnswer, FileChooser};
use crate::files::dialog::{DialogAnswer, DialogPurpose, FileDialog};
use crate::files::worker::WriteTag;
use crate::learn::{DiagramExport, LearnCommand, LearnRequest, TryItGame};
use crate::play::history::ContinueDialog;
use crate::play::new_game::NewGameDialog;
use crate::play::players::{Player, Players};
use crate::play::session::GameSession;
use crate::studio::StudioCommand;
use otherworlds_core::Variant;
use std::path::{Path, PathBuf};

impl OtherworldsApp {
    pub(super) fn run(&mut self, command: Command, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let playing = matches!(self.screen, Screen::Play);
        match command {
            Command::NewGame => {
                self.result = None;
                self.profiles.refresh(&self.files);
                let variant = self.view().session.variant();
                let mut dialog = NewGameDialog::new(variant, self.game.players);
                // The same people usually play again: their profiles and Rated stay.
                dialog.table = self.game.table.clone();
                self.new_game = Some(dialog.with_time(self.game.time_control));
            }
            Command::StartGame(variant, players) => {
                // The dialog's clock (its Start is disabled while a field is wrong).
                let dialog = self.new_game.take();
                let time = dialog.as_ref().map(|d| d.time.time_control());
                match time {
                    Some(Err(e)) => self.notice = Some(Notice::error(e)),
                    time => {
                        // The players are the game in progress's, not an analysis board's.
                        self.leave_analysis();
                        if let Some(Ok(control)) = time {
                            self.game.time_control = control;
                        }
                        let mut table = dialog.map(|d| d.table).unwrap_or_default();
                        table.rated &= table.can_be_rated(players);
                        self.game.players = players;
                        self.game.table = table;
                        self.start(variant);
                    }
                }
            }
            Command::Table(command) => self.run_table(command, playing),
            Command::CloseDialog => self.new_game = None,
            Command::About => self.about = Some(crate::about::AboutDialog::new()),
            Command::CloseAbout => self.about = None,
            // The analysis board's Variant box: the board of that variant.
            Command::StartVariant(variant) if playing && self.in_analysis_board() => {
                self.analyse_variant(variant)
            }
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
            // The autosaved game is still being read: it is the game to play on.
            Command::Undo
            | Command::PlayMove { .. }
            | Command::Place { .. }
            | Command::Pass
            | Command::Promote(_)
                if self.restoring() =>
            {
                self.notice = Some(Notice::info(
                    "Your game is still being restored; it is on the board in a moment.",
                ));
            }
            Command::Undo => self.undo_asked(),
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
            Command::LoadFrom(path) => {
                self.result = None;
                self.open_file(&path);
            }
            Command::ExportDiagram => self.diagram_export.show(),
            Command::CloseDiagramDialog => self.diagram_export.open = false,
            Command::ChooseDiagramFile => {
                self.diagram_export.open = false;
                let format = self.diagram_export.choices.format;
                self.ask_file(DialogPurpose::Diagram(format), ctx);
            }
            Command::ExportDiagramTo(path) => self.export_diagram(&path),
            Command::ExportPgn => self.ask_file(DialogPurpose::ExportPgn, ctx),
            Command::ExportPgnTo(path) => self.export_pgn(&path),
            Command::OpenListedGame(_)
            | Command::CloseGameList
            | Command::ShowGameList
            | Command::NextGame
            | Command::PreviousGame => self.run_game_list(command),
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
            Command::Studio(command) => {
                match self.studio.run(command, &mut self.theme, ctx, &self.files) {
                    Ok(Some(purpose)) => self.ask_file(purpose, ctx),
                    Ok(None) => {}
                    Err(e) => {
                        self.notice = Some(Notice::error(format!("The theme is unchanged: {e}")))
                    }
                }
            }
            Command::Learn(command) => self.run_learn(command, now),
            Command::ToggleAnalysis => self.computer.analysis_on = !self.computer.analysis_on,
            Command::FocusBoard => self.focus_board = true,
            Command::RetryComputer => {
                self.computer.retry();
                self.notice = None;
            }
            Command::OpenEditor
            | Command::CloseEditor
            | Command::CopyPosition
            | Command::PastePosition(_)
            | Command::PlayFromHere
            | Command::AnalyseFromHere => self.run_position(command, ctx),
            Command::Rematch
            | Command::CloseResult
            | Command::ConfirmTakeback
            | Command::CancelTakeback
            | Command::CreateProfile(_)
            | Command::Profiles
            | Command::ShowProfile(_)
            | Command::CloseProfiles => self.run_rated(command),
            Command::OpenAnalysisBoard
            | Command::CloseAnalysisBoard
            | Command::SetAnalysisLines(_)
            | Command::SetAnalysisThreads(_)
            | Command::SetAnalysisHash(_)
            | Command::MoreLines
            | Command::FewerLines
            | Command::ToggleSearch
            | Command::ReviewGame
            | Command::CancelReview
            | Command::PlayLine { .. } => self.run_analysis(command, now),
            Command::ExplainReadOnlyBoard => {
                let text = match self.screen {
                    Screen::Replay(_) => {
                        "This is a saved game: \"Continue from here\" plays on from the position shown"
                    }
                    Screen::Play | Screen::Editor(_) | Screen::Learn => {
                        "You are looking at an earlier position: press End to return to the game"
                    }
                };
                self.notice = Some(Notice::info(text));
            }
        }
    }

    /// Shows an error from the game (a move that failed, an autosave that did), if
    /// there is one.
    pub(super) fn tell(&mut self, notice: Option<String>) {
        if let Some(text) = notice {
            self.notice = Some(Notice::error(text));
        }
    }

    /// Drops the computer's search and stops whatever plays by itself.
    pub(super) fn stop_computer(&mut self) {
        self.computer.cancel();
        self.computer.pace.stop();
    }

    /// A Learn command: opens the Learn screen (F1: at the page of the variant on the
    /// board), and does what only the shell can do for it (close, "Try it").
    fn run_learn(&mut self, command: LearnCommand, now: f64) {
        let variant = self.view().session.variant();
        if !matches!(self.screen, Screen::Learn) && command != LearnCommand::Close {
            self.stop_computer();
            self.game.promotion = None;
            self.parked = match std::mem::replace(&mut self.screen, Screen::Learn) {
                Screen::Replay(replay) => Some(replay),
                _ => None,
            };
        }
        if command == LearnCommand::Help {
            self.learn.open_for(variant, &mut self.settings.learn);
        }
        match self.learn.run(command, &mut self.settings.learn) {
            None => {}
            Some(LearnRequest::Close) => {
                self.screen = match self.parked.take() {
                    Some(replay) => Screen::Replay(replay),
                    None => Screen::Play,
                };
            }
            Some(LearnRequest::TryIt(game)) => self.try_it(game, now),
            Some(LearnRequest::Export(diagram)) => self.export_learn_diagram(diagram),
        }
    }

    /// "Save diagram…" on the Learn screen: the Export diagram dialog, with the
    /// lesson's caption, for the diagram on show (`export_diagram` draws it).
    fn export_learn_diagram(&mut self, diagram: DiagramExport) {
        self.diagram_export.choices.caption = diagram.caption.clone();
        self.diagram_export.show();
        self.learn_diagram = Some(diagram);
    }

    /// "Try it": a new game from the lesson's position, the learner playing the side to
    /// move against the small computer; it goes on as a normal game.
    fn try_it(&mut self, game: TryItGame, now: f64) {
        self.leave_analysis();
        let session = match &game.position {
            Some(text) => match GameSession::from_position(game.variant, text) {
                Ok(session) => session,
                Err(e) => {
                    self.notice = Some(Notice::error(format!(
                        "The lesson's game does not start: {e}"
                    )));
                    return;
                }
            },
            None => GameSession::new(game.variant),
        };
        self.stop_computer();
        self.parked = None;
        self.continue_dialog = None;
        self.screen = Screen::Play;
        let learner = otherworlds_core::Rules::actor(session.game().position());
        let mut players = Players::default();
        players.set(learner.flip(), Player::computer(game.level));
        let select = game
            .select
            .as_deref()
            .and_then(|name| crate::learn::diagram::resolve_cell(session.board_model(), name));
        self.game.replace(session, players);
        self.game.view.board.selected = select;
        self.notice = Some(Notice::info(format!("Try it: {}", game.goal)));
        // Autosaved by the shell at the end of the frame, through the files worker.
        self.game.mark_unsaved();
        if let Some((from, to)) = game.first {
            let notice = self.game.try_move(from, to, !self.test_mode, now);
            self.tell(notice);
        }
    }

    /// A new game of `variant`, on the play screen.
    pub(super) fn start(&mut self, variant: Variant) {
        self.leave_analysis();
        // The result of the game before belongs to it.
        self.result = None;
        self.keep_new_game();
        self.stop_computer();
        self.continue_dialog = None;
        self.table_dialog = None;
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
            Screen::Play | Screen::Editor(_) | Screen::Learn => self.game.players,
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
        self.keep_new_game();
        self.stop_computer();
        // The drawings up to the position come along (later ones go with the moves).
        let drawings = self.view().drawings().clone();
        let (session, created) = match std::mem::replace(&mut self.screen, Screen::Play) {
            Screen::Replay(replay) => (replay.view.session, replay.info.created),
            Screen::Play | Screen::Editor(_) | Screen::Learn => {
                (self.game.session().clone(), Some(self.game.created()))
            }
        };
        // From the analysis board: a new game, in place of the one that waited.
        let created = if self.leave_analysis() { None } else { created };
        let notice = self
            .game
            .continue_from(session, dialog.ply, players, created);
        self.game.view.set_drawings(drawings);
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
            DialogPurpose::Diagram(format) => format!(
                "otherworlds-{}.{}",
                self.view().session.variant().to_string().replace(':', "-"),
                format.extension()
            ),
            DialogPurpose::ExportPgn => format!(
                "otherworlds-{}.{}",
                self.view().session.variant().to_string().replace(':', "-"),
                crate::files::pgn::PGN_EXTENSION
            ),
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
            DialogPurpose::Diagram(_) => Command::ExportDiagramTo(path),
            DialogPurpose::ExportPgn => Command::ExportPgnTo(path),
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
                // A file to open that does not open brings this chooser back.
                self.chooser_behind = self
                    .file_chooser
                    .take()
                    .filter(|_| purpose == DialogPurpose::Open);
                self.chosen(purpose, path);
            }
            Some(ChooserAnswer::Cancelled) => self.file_chooser = None,
            None => {}
        }
    }

    /// Writes a diagram of the board on show (as the Export diagram dialog chose) to
    /// `path` through the files worker; the outcome is told in the status bar.
    fn export_diagram(&mut self, path: &Path) {
        let learning = matches!(self.screen, Screen::Learn) && self.learn_diagram.is_some();
        let shown = match learning {
            // A lesson's diagram, in the view of its first pane.
            true => self.learn.diagram_on_show().map(|(model, selected)| {
                let mut view = self.settings.view;
                if let Some(diagram) = &self.learn_diagram {
                    view.mode = diagram.view;
                }
                (std::borrow::Cow::Owned(model), selected, view)
            }),
            false => {
                let view = super::current_view(&mut self.screen, &mut self.game);
                let (model, board) = view.model_and_board();
                let selected = board.selected;
                Some((
                    std::borrow::Cow::Owned(model.into_owned()),
                    selected,
                    self.settings.view,
                ))
            }
        };
        let Some((model, selected, view)) = shown else {
            self.notice = Some(Notice::error("No diagram is on show to save."));
            return;
        };
        let encoded = crate::diagram::dialog::export_board(
            &model,
            selected,
            (view, self.settings.flipped),
            &self.theme,
            &self.diagram_export.choices,
        );
        match encoded {
            Ok(bytes) => self
                .files
                .write(path.to_path_buf(), bytes, WriteTag::Diagram),
            Err(text) => self.notice = Some(Notice::error(text)),
        }
    }
}
