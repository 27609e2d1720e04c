//! Running one action: each arm hands the work to the part that owns it (the game at
//! the table, the replay, the computer, the studio, the dialogs). Both matches are
//! exhaustive: a new command does not compile until it is given its place here.
use super::modal::{AfterAbandon, Modal, ModalKind};
use super::{Notice, OtherworldsApp, Screen};
use crate::command::{Command, Request};
use crate::engines::spec::EngineSpec;
use crate::files::dialog::DialogPurpose;
use crate::game::session::GameSession;
use crate::learn::{DiagramExport, LearnCommand, LearnRequest, TryItGame};
use crate::play::history::ContinueDialog;
use crate::play::new_game::{NewGameDialog, against_computer};
use crate::players::{ComputerLevel, Player, Players};
use crate::studio::StudioCommand;
use otherworlds_core::{Color, Variant};

impl OtherworldsApp {
    /// A command given by name (a menu, a button, a key).
    pub(super) fn run_command(&mut self, command: Command, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        if self.mistakes_took(command, ctx) || self.puzzles_took(command) {
            return;
        }
        match command {
            Command::NewGame => {
                if !self.ask_abandon(AfterAbandon::NewGame) {
                    self.open_new_game();
                }
            }
            Command::CloseNewGame => drop(self.modals.take_new_game()),
            Command::About if self.window_refused() => {}
            Command::About => self
                .modals
                .open(Modal::About(crate::about::AboutDialog::new())),
            Command::CloseAbout => drop(self.modals.close(ModalKind::About)),
            Command::Shortcuts => self
                .modals
                .open(Modal::Shortcuts(crate::shortcuts::ShortcutsDialog::new())),
            Command::CloseShortcuts => drop(self.modals.close(ModalKind::Shortcuts)),
            Command::FlipBoard => self.settings.flipped = !self.settings.flipped,
            Command::ToggleCoordinates => self.settings.coordinates = !self.settings.coordinates,
            Command::ToggleFlat => self.settings.view.toggle_flat(),
            Command::ToggleTesseract => self.toggle_tesseract(),
            Command::Camera1 => self.settings.view.choose_preset(1),
            Command::Camera2 => self.settings.view.choose_preset(2),
            Command::Camera3 => self.settings.view.choose_preset(3),
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::Undo if self.may_play() => self.undo_asked(),
            Command::Pass if self.may_play() => self.pass(now),
            Command::Undo | Command::Pass => {}
            Command::CancelPromotion => self.desk.table_mut().promotion = None,
            Command::DismissNotice => self.frame.notice = None,
            Command::ReadNotice => {
                if let Some(notice) = self.frame.notice.clone() {
                    let window = super::notice::NoticeWindow::new(notice);
                    self.modals.open(Modal::Notice(window));
                }
            }
            Command::CloseNotice => drop(self.modals.close(ModalKind::Notice)),
            Command::CopyNotice => {
                if let Some(Modal::Notice(window)) = self.modals.get(ModalKind::Notice) {
                    ctx.copy_text(super::notice::copied_text(&window.notice));
                }
            }
            Command::Save
            | Command::Open
            | Command::ExportDiagram
            | Command::ExportPgn
            | Command::ShowGameList
            | Command::Profiles
                if self.window_refused() => {}
            Command::Save => self.ask_file(DialogPurpose::Save, ctx),
            Command::Open => self.ask_file(DialogPurpose::Open, ctx),
            Command::ExportDiagram => self.modals.open_diagram_export(),
            Command::CloseDiagramDialog => drop(self.modals.close(ModalKind::ExportDiagram)),
            Command::ChooseDiagramFile => self.choose_diagram_file(ctx),
            Command::ExportPgn => self.ask_file(DialogPurpose::ExportPgn, ctx),
            Command::CloseGameList => drop(self.modals.close(ModalKind::GameList)),
            Command::ShowGameList => self.show_game_list(),
            Command::NextGame => self.neighbour_game(1),
            Command::PreviousGame => self.neighbour_game(-1),
            Command::ViewStart => self.navigate(0),
            Command::ViewBack => self.navigate(self.view().viewed_ply().saturating_sub(1)),
            Command::ViewForward => self.navigate(self.view().viewed_ply() + 1),
            Command::ViewEnd => self.navigate(usize::MAX),
            Command::PlayPause => self.play_pause(),
            Command::NextMove => self.next_move(),
            Command::ContinueHere => self.ask_continue(),
            Command::CloseContinue => drop(self.modals.take_continue()),
            Command::Theme => self.run_studio(StudioCommand::Toggle, ctx),
            Command::LearnRules | Command::OpenEditor if self.screen_refused() => {}
            Command::LearnRules => self.run_learn(LearnCommand::Help, now),
            Command::LearnNext => self.run_learn(LearnCommand::Next, now),
            Command::LearnBack => self.run_learn(LearnCommand::Back, now),
            Command::LearnNextPart => self.run_learn(LearnCommand::NextPart, now),
            Command::LearnPreviousPart => self.run_learn(LearnCommand::PreviousPart, now),
            Command::LearnClose => self.run_learn(LearnCommand::Close, now),
            Command::ToggleAnalysis
            | Command::ToggleSearch
            | Command::MoreLines
            | Command::FewerLines
            | Command::ReviewGame
            | Command::AnalyseFromHere
            | Command::OpenAnalysisBoard
                if self.engine_refused() => {}
            Command::ToggleAnalysis => self.computer.analysis_on = !self.computer.analysis_on,
            Command::FocusBoard => self.frame.focus_board = true,
            Command::RetryComputer => {
                self.computer.retry();
                self.frame.notice = None;
            }
            Command::ExplainReadOnlyBoard => self.explain_read_only_board(),
            Command::OpenEditor => self.open_editor_on_show(),
            Command::CloseEditor => self.close_editor(),
            Command::CopyPosition => self.copy_position(ctx),
            Command::PlayFromHere
                if matches!(self.screen, Screen::Editor(_))
                    && self.ask_abandon(AfterAbandon::Action(command.into())) => {}
            Command::PlayFromHere => self.play_from_here(),
            Command::AnalyseFromHere | Command::OpenAnalysisBoard => self.analyse_on_show(),
            Command::CloseAnalysisBoard => self.close_analysis_board(),
            Command::MoreLines => self.set_lines(self.settings.analysis_lines.saturating_add(1)),
            Command::FewerLines => self.set_lines(self.settings.analysis_lines.saturating_sub(1)),
            Command::ToggleSearch => {
                self.computer.analysis_on = true;
                self.computer.toggle_search();
            }
            Command::ReviewGame => {
                self.computer.analysis_on = true;
                self.computer.request_review();
            }
            Command::CancelReview => self.computer.cancel_review(),
            Command::LearnFromMistakes if self.engine_refused() => {}
            Command::LearnFromMistakes => self.open_mistakes(),
            // Only while the mode is open (`mistakes_took`).
            Command::MistakeRetry
            | Command::MistakeShow
            | Command::MistakeNext
            | Command::MistakeFlip
            | Command::MistakesClose => {}
            Command::Resign => self.ask_resign(),
            Command::ConfirmResign => self.confirm_resign(),
            Command::OfferDraw => self.offer_draw(),
            Command::ConfirmOfferDraw => self.confirm_offer_draw(),
            Command::AcceptDraw => self.accept_draw(),
            Command::DeclineDraw => self.decline_draw(),
            Command::KeepPlaying => {
                self.modals.take_question();
                self.modals.close(ModalKind::Abandon);
            }
            Command::ConfirmAbandon => self.confirm_abandon(ctx),
            Command::Rematch => self.rematch(),
            Command::CloseResult => drop(self.modals.close(ModalKind::Result)),
            Command::ConfirmTakeback => self.confirm_takeback(),
            Command::CancelTakeback => drop(self.modals.close(ModalKind::Takeback)),
            Command::Profiles => {
                self.profiles.refresh(&self.storage.files);
                self.open_profiles(None);
            }
            Command::CloseProfiles => drop(self.modals.close(ModalKind::Profiles)),
            Command::ToggleSound => self.toggle_sound(),
            Command::Engines if self.window_refused() => {}
            Command::Engines => self.modals.open(Modal::Engines(
                crate::engines::window::EnginesWindow::default(),
            )),
            Command::CloseEngines => drop(self.modals.close(ModalKind::Engines)),
            Command::BrowseEngine => self.ask_file(DialogPurpose::EngineProgram, ctx),
            Command::Puzzles if self.screen_refused() => {}
            Command::Puzzles => self.open_puzzles(),
            // Only on the Puzzles screen (`puzzles_took`).
            Command::PuzzleHint
            | Command::PuzzleSolution
            | Command::PuzzleNext
            | Command::PuzzlesClose => {}
        }
    }

    /// An answer with its data (a dialog's choice, a move on the board, a file).
    pub(super) fn run_request(&mut self, request: Request, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let replaces = match &request {
            Request::StartGame(..) | Request::PlayComputer { .. } => true,
            Request::StartVariant(_) => !matches!(self.screen, Screen::Analysis),
            // From a replay or the analysis board; the game's own earlier position
            // goes on with the same game (the Continue dialog asked, as a takeback).
            Request::ContinueWith(_) => {
                matches!(self.screen, Screen::Replay(_)) || self.in_analysis_board()
            }
            _ => false,
        };
        if replaces && self.ask_abandon(AfterAbandon::Action(request.clone().into())) {
            return;
        }
        if self.puzzles_took_request(&request) || self.mistakes_took_request(&request, ctx) {
            return;
        }
        match request {
            Request::StartGame(variant, players) => self.start_game(variant, players),
            Request::PlayComputer {
                variant,
                level,
                colour,
            } => self.play_computer(variant, level, colour),
            Request::LearnVariant(_) if self.screen_refused() => {}
            Request::LearnVariant(variant) => {
                self.modals.take_new_game();
                self.run_learn_of(variant, LearnCommand::Help, now);
            }
            // The analysis board's Variant box: the board of that variant.
            Request::StartVariant(variant) if matches!(self.screen, Screen::Analysis) => {
                self.analyse_variant(variant)
            }
            Request::StartVariant(variant) => self.start(variant),
            Request::PlayMove { from, to, animate } if self.may_play() => {
                let notice = self.desk.table_mut().try_move(from, to, animate, now);
                self.tell(notice);
            }
            Request::Place { to } if self.may_play() => {
                let notice = self.desk.table_mut().try_place(to, now);
                self.tell(notice);
            }
            Request::Promote(role) if self.may_play() => {
                let notice = self.desk.table_mut().promote(role, now);
                self.tell(notice);
            }
            Request::PlayMove { .. } | Request::Place { .. } | Request::Promote(_) => {}
            Request::SaveTo(path) => self.save_to(&path),
            Request::LoadFrom(path) => {
                self.modals.close(ModalKind::Result);
                self.open_file(&path);
            }
            Request::ExportDiagramTo(path) => self.export_diagram(&path),
            Request::ExportPgnTo(path) => self.export_pgn(&path),
            Request::ViewPly(ply) => self.navigate(ply),
            Request::ContinueWith(players) => self.continue_with(players),
            Request::PastePosition(text) => self.paste(&text),
            Request::SetAnalysisLines(n) => self.set_lines(n),
            Request::SetAnalysisThreads(n) => {
                let max = crate::computer::analysis::max_threads();
                self.settings.analysis_threads = n.clamp(1, max);
            }
            Request::SetAnalysisEngine(name) => self.settings.analysis_engine = name,
            Request::SetAnalysisHash(mib) => {
                self.settings.analysis_hash_mib = crate::computer::analysis::hash_choice(mib)
            }
            Request::PlayLine { ply, key, moves } => self.play_line(ply, key, &moves, now),
            Request::OpenListedGame(index) => self.open_listed(index),
            Request::CreateProfile(name) => self.create_profile(&name),
            Request::ShowProfile(name) => self.open_profiles(name),
            Request::SetSound(sound) => self.settings.sound = sound,
        }
    }

    /// Whether a move, a pass, a promotion or an undo may be played now: the game at
    /// the table is in front (a replay is only looked at, see "Continue from here"),
    /// and not still being restored (the autosaved game is the one to play on).
    fn may_play(&mut self) -> bool {
        if !self.screen.at_table() {
            return false;
        }
        if self.restoring() {
            self.say(Notice::info(t!("shell-still-restoring")));
            return false;
        }
        true
    }

    fn pass(&mut self, now: f64) {
        match self.desk.table().session().pass_refusal() {
            Some(why) => self.say(Notice::info(t!(
                "shell-cannot-pass",
                reason = why.to_string()
            ))),
            None => {
                let notice = self.desk.table_mut().pass(now);
                self.tell(notice);
            }
        }
    }

    /// T: the tesseract, only in 4D.
    fn toggle_tesseract(&mut self) {
        let geometry = &self.view().session.board_model().geometry;
        if crate::view3d::tesseract::axes(geometry).is_some() {
            self.settings.view.toggle_tesseract();
        }
    }

    /// The New game dialog, with the players, profiles and clock of the game at the
    /// table.
    fn open_new_game(&mut self) {
        self.modals.close(ModalKind::Result);
        self.profiles.refresh(&self.storage.files);
        let variant = self.view().session.variant();
        let table = self.desk.table();
        // The same people usually play again: their profiles and Rated stay.
        let dialog = NewGameDialog::new(variant, table.players.clone())
            .with_table(table.table.clone())
            .with_time(table.time_control)
            .with_engines(&self.settings.engines);
        self.modals.open(Modal::NewGame(dialog));
    }

    /// The first start: the New game dialog, greeting the newcomer with the variants,
    /// unless something else already took the window (a file or a variant asked for on
    /// the command line, a dialog, another screen).
    pub(super) fn welcome(&mut self) {
        let busy = !matches!(self.screen, Screen::Play)
            || self.modals.any_open()
            || self.storage.opening.is_some()
            || !self.frame.queued.is_empty()
            || self.desk.live.in_progress();
        if busy {
            return;
        }
        self.open_new_game();
        if let Some(dialog) = self.modals.new_game() {
            dialog.welcome = true;
        }
    }

    /// Play the computer: the person's colour (Random drawn now), the computer at
    /// `level` on the other side, the person's profile moved to their colour, the
    /// board turned to the person's side.
    fn play_computer(&mut self, variant: Variant, level: ComputerLevel, colour: Option<Color>) {
        let person = colour.unwrap_or_else(|| match self.rng.bool() {
            true => Color::White,
            false => Color::Black,
        });
        if let Some(dialog) = self.modals.new_game() {
            dialog.table = dialog.person_table(person);
        }
        // The person's side at the bottom, as lichess turns the board for Black.
        self.settings.flipped = person == Color::Black;
        self.start_game(variant, against_computer(person, level));
    }

    /// The New game dialog's Start (its Start is disabled while a clock field is
    /// wrong): the game in progress gets these players, the dialog's clock and table.
    fn start_game(&mut self, variant: Variant, players: Players) {
        let dialog = self.modals.take_new_game();
        match dialog.as_ref().map(|d| d.time.time_control()) {
            Some(Err(e)) => self.say(Notice::error(e)),
            time => {
                // The players are the game in progress's, not an analysis board's.
                self.leave_analysis();
                let live = &mut self.desk.live;
                if let Some(Ok(control)) = time {
                    live.time_control = control;
                }
                let mut table = dialog.map(|d| d.table).unwrap_or_default();
                table.rated &= table.can_be_rated(&players);
                live.players = players;
                live.table = table;
                self.start(variant);
            }
        }
    }

    /// Shows an error from the game (a move that failed, an autosave that did), if
    /// there is one.
    pub(super) fn tell(&mut self, notice: Option<String>) {
        if let Some(text) = notice {
            self.say(Notice::error(text));
        }
    }

    /// Drops the computer's search and stops whatever plays by itself.
    pub(super) fn stop_computer(&mut self) {
        self.computer.cancel();
        self.computer.pace.stop();
    }

    /// The studio's commands; a file it asks for is asked with a dialog.
    pub(super) fn run_studio(&mut self, command: StudioCommand, ctx: &egui::Context) {
        let files = &self.storage.files;
        match self.studio.run(command, &mut self.theme, ctx, files) {
            Ok(Some(purpose)) => self.ask_file(purpose, ctx),
            Ok(None) => {}
            Err(e) => self.say(Notice::error(t!(
                "shell-theme-unchanged",
                error = e.to_string()
            ))),
        }
    }

    /// A Learn command: opens the Learn screen (F1: at the page of the variant on the
    /// board), and does what only the shell can do for it (close, "Try it").
    pub(super) fn run_learn(&mut self, command: LearnCommand, now: f64) {
        let variant = self.view().session.variant();
        self.run_learn_of(variant, command, now);
    }

    /// A Learn command, Help opening the page of `variant`.
    fn run_learn_of(&mut self, variant: Variant, command: LearnCommand, now: f64) {
        if !matches!(self.screen, Screen::Learn(_)) && command != LearnCommand::Close {
            self.stop_computer();
            self.desk.table_mut().promotion = None;
            let parked = match std::mem::replace(&mut self.screen, Screen::Play) {
                Screen::Replay(replay) => Some(replay),
                _ => None,
            };
            self.screen = Screen::Learn(parked);
        }
        if command == LearnCommand::Help {
            self.desk.learn.open_for(variant, &mut self.settings.learn);
        }
        match self.desk.learn.run(command, &mut self.settings.learn) {
            None => {}
            Some(LearnRequest::Close) => {
                self.screen = match std::mem::replace(&mut self.screen, Screen::Play) {
                    Screen::Learn(Some(replay)) => Screen::Replay(replay),
                    _ => self.desk.table_screen(),
                };
            }
            Some(LearnRequest::TryIt(game)) if self.desk.live.in_progress() => {
                self.ask_abandon(AfterAbandon::TryIt(game));
            }
            Some(LearnRequest::TryIt(game)) => self.try_it(game, now),
            Some(LearnRequest::Export(diagram)) => self.export_lesson_diagram(diagram),
        }
    }

    /// "Save diagram…" on the Learn screen: the Export diagram dialog, with the
    /// lesson's caption, for the diagram on show (`export_diagram` draws it).
    fn export_lesson_diagram(&mut self, diagram: DiagramExport) {
        self.modals.diagram.choices.caption = diagram.caption.clone();
        self.modals.open_diagram_export();
        self.desk.lesson_diagram = Some(diagram);
    }

    /// "Try it": a new game from the lesson's position, the learner playing the side to
    /// move against the small computer; it goes on as a normal game.
    pub(super) fn try_it(&mut self, game: TryItGame, now: f64) {
        self.leave_analysis();
        let session = match &game.position {
            Some(text) => match GameSession::from_position(game.variant, text) {
                Ok(session) => session,
                Err(e) => {
                    let text = t!("shell-lesson-game-failed", error = e.to_string());
                    self.say(Notice::error(text));
                    return;
                }
            },
            None => GameSession::new(game.variant),
        };
        self.stop_computer();
        self.modals.close(ModalKind::Continue);
        self.screen = Screen::Play;
        let learner = otherworlds_core::Rules::actor(session.game().position());
        let mut players = Players::default();
        players.set(learner.flip(), Player::computer(game.level));
        let select = game
            .select
            .as_deref()
            .and_then(|name| crate::learn::diagram::resolve_cell(session.board_model(), name));
        let live = &mut self.desk.live;
        live.replace(session, players);
        live.view.board.selected = select;
        // Autosaved by the shell at the end of the frame, through the files worker.
        live.mark_unsaved();
        self.say(Notice::info(t!(
            "shell-try-it",
            goal = game.goal.to_string()
        )));
        if let Some((from, to)) = game.first {
            let animate = !self.hooks.test_mode;
            let notice = self.desk.live.try_move(from, to, animate, now);
            self.tell(notice);
            // The lesson's own first move is not the learner's: no question yet.
            self.desk.live.begun_here();
        }
    }

    /// A new game of `variant`, on the play screen.
    pub(super) fn start(&mut self, variant: Variant) {
        self.leave_analysis();
        // The result of the game before belongs to it.
        self.modals.close(ModalKind::Result);
        self.keep_new_game();
        self.stop_computer();
        self.modals.close(ModalKind::Continue);
        self.modals.close(ModalKind::Question);
        self.screen = Screen::Play;
        self.frame.notice = None;
        let notice = self.desk.live.start(variant);
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
        self.desk.table_mut().promotion = None;
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
            let over = self.desk.table().session().outcome().is_some();
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

    /// Machine vs Machine: exactly one more decision.
    fn next_move(&mut self) {
        if self.machine_vs_machine() && self.desk.table().session().outcome().is_none() {
            self.computer.pace.running = false;
            self.computer.pace.step = true;
        }
    }

    /// Opens the "Continue from here" dialog while an older position is shown.
    fn ask_continue(&mut self) {
        if self.is_live() {
            return;
        }
        let players = match &self.screen {
            // The players the file names (a person may take a computer's side).
            Screen::Replay(replay) => replay.info.players.clone(),
            _ => self.desk.table().players.clone(),
        };
        let variant = self.view().session.variant();
        self.modals.open(Modal::Continue(ContinueDialog {
            ply: self.view().viewed_ply(),
            players,
            engines: EngineSpec::playing(&self.settings.engines, variant),
            focus_first: true,
        }));
    }

    /// Cuts the game on screen at the dialog's position and plays on from there.
    fn continue_with(&mut self, players: Players) {
        let Some(dialog) = self.modals.take_continue() else {
            return;
        };
        self.keep_new_game();
        self.stop_computer();
        // The drawings up to the position come along (later ones go with the moves).
        let drawings = self.view().drawings().clone();
        let (session, created) = match std::mem::replace(&mut self.screen, Screen::Play) {
            Screen::Replay(replay) => (replay.view.session, replay.info.created),
            _ => {
                let table = self.desk.table();
                (table.session().clone(), Some(table.created()))
            }
        };
        // From the analysis board: a new game, in place of the one that waited.
        let created = if self.leave_analysis() { None } else { created };
        let live = &mut self.desk.live;
        let notice = live.continue_from(session, dialog.ply, players, created);
        live.view.set_drawings(drawings);
        self.tell(notice);
    }

    /// "Why no move": a click on the board where no move can be played.
    fn explain_read_only_board(&mut self) {
        let text = match self.screen {
            Screen::Replay(_) => t!("shell-read-only-replay"),
            _ => t!("shell-read-only-earlier"),
        };
        self.say(Notice::info(text));
    }
}
