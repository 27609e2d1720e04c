//! The analysis board (issue 17, point 3): `Screen::Analysis`, a board of its own where
//! both sides move, with the engine's live lines, its arrows and the evaluation bar.
//! It opens on the position on show (a game in progress, the replay, the board editor,
//! hence a pasted position) with the game that led there, so Undo and the arrows step
//! back through it.
//!
//! Its game is a game of two people that is never autosaved (`Desk::analysis`); the
//! game in progress waits untouched ("Back to the game" returns to it), and every path
//! that starts a real game (New game, Play from here, Continue from here, the lessons'
//! "Try it") first closes the board. Its search runs until stopped.
use super::modal::{Modal, ModalKind};
use super::{Notice, OtherworldsApp, Screen};
use crate::computer::analysis::{MAX_LINES, Mode};
use crate::game::LiveGame;
use crate::game::session::GameSession;
use crate::play::history::ContinueDialog;
use crate::players::{Player, Players};
use otherworlds_core::{AnyMove, Variant, prelude::*};

/// The level offered first as the opponent of "Play from here".
const OPPONENT_LEVEL: u8 = 3;

impl OtherworldsApp {
    /// Whether the analysis board is open (on show, or behind the editor or a replay).
    pub(crate) fn in_analysis_board(&self) -> bool {
        self.desk.analysis.is_some()
    }

    /// How the analysis searches now: the lines and threads chosen (remembered in the
    /// settings), until stopped on the analysis board, a minute elsewhere.
    pub(crate) fn analysis_mode(&self) -> Mode {
        let board = matches!(self.screen, Screen::Analysis);
        let (lines, threads) = (self.settings.analysis_lines, self.settings.analysis_threads);
        let engine = self.analysis_engine().map_or(0, |spec| spec.id());
        Mode::new(lines, board)
            .with_threads(threads)
            .with_hash(self.settings.analysis_hash_mib)
            .with_engine(engine)
    }

    /// The external engine chosen for the analysis, where it plays the variant on
    /// show (else the built-in engine analyses).
    pub(crate) fn analysis_engine(&self) -> Option<&crate::engines::spec::EngineSpec> {
        chosen_engine(&self.settings, self.view().session.variant())
    }

    /// "Back to the game": the game in progress in front again.
    pub(super) fn close_analysis_board(&mut self) {
        if self.leave_analysis() {
            self.screen = Screen::Play;
            self.say(Notice::info(t!("shell-back-to-game")));
        }
    }

    /// The analysis board on the position on show, with the game that led there.
    pub(super) fn analyse_on_show(&mut self) {
        if self.engine_refused() {
            return;
        }
        let opened = match &self.screen {
            Screen::Editor(editor) => {
                match GameSession::from_position(editor.variant(), &editor.text) {
                    Ok(session) => Ok((session, 0)),
                    Err(e) => Err(t!("shell-position-not-valid", error = e.to_string())),
                }
            }
            Screen::Replay(replay) => Ok((replay.view.session.clone(), replay.view.viewed_ply())),
            Screen::Puzzles(_) => {
                let view = self.view();
                Ok((view.session.clone(), view.viewed_ply()))
            }
            Screen::Play | Screen::Analysis => {
                let view = self.desk.table_view();
                Ok((view.session.clone(), view.viewed_ply()))
            }
            // The lessons' boards are not a game: their "Try it" starts one.
            Screen::Learn(_) => return,
        };
        match opened {
            Ok((session, ply)) => self.open_analysis(session, ply),
            Err(text) => self.say(Notice::error(text)),
        }
    }

    /// Opens the analysis board on `session`, viewing the position after `ply`
    /// decisions; the game in progress waits (an analysis board already open is
    /// replaced, the game behind it still waits).
    pub(super) fn open_analysis(&mut self, mut session: GameSession, ply: usize) {
        if self.restoring() {
            self.say(Notice::info(t!("shell-analysis-while-restoring")));
            return;
        }
        self.stop_computer();
        self.modals.close(ModalKind::Continue);
        self.desk.table_mut().promotion = None;
        session.set_locked(false);
        // Two people: the board moves for both sides; never autosaved.
        let mut board = LiveGame::new(session, Players::default());
        board.view.set_view(ply);
        self.desk.analysis = Some(Box::new(board));
        self.screen = Screen::Analysis;
        self.computer.analysis_on = true;
        self.computer.analysis_paused = false;
        self.say(Notice::info(t!("shell-analysis-opened")));
    }

    /// Closes the analysis board (the game in progress is the game at the table
    /// again); false when the board was not open.
    pub(super) fn leave_analysis(&mut self) -> bool {
        if self.desk.analysis.take().is_none() {
            return false;
        }
        if matches!(self.screen, Screen::Analysis) {
            self.screen = Screen::Play;
        }
        self.stop_computer();
        true
    }

    /// A new game of `variant` on the analysis board (its Variant box).
    pub(super) fn analyse_variant(&mut self, variant: Variant) {
        self.open_analysis(GameSession::new(variant), 0);
    }

    /// "Play from here" on the analysis board: the Continue dialog, with the side to
    /// move for a person and the other side for the computer at level 3.
    pub(super) fn ask_play_from_analysis(&mut self) {
        let view = self.desk.table_view();
        let ply = view.viewed_ply();
        let Some(pos) = view.session.game().position_at(ply) else {
            return;
        };
        let mut players = Players::default();
        players.set(pos.actor().flip(), Player::computer(OPPONENT_LEVEL));
        self.modals.open(Modal::Continue(ContinueDialog {
            ply,
            players,
            engines: crate::engines::spec::EngineSpec::playing(
                &self.settings.engines,
                pos.variant(),
            ),
            focus_first: true,
        }));
    }

    pub(super) fn set_lines(&mut self, n: usize) {
        self.settings.analysis_lines = n.clamp(1, MAX_LINES);
        self.computer.analysis_on = true;
    }

    /// Plays a line's first turn, if it was found for the position on the board (at an
    /// earlier position, the later moves are dropped first).
    pub(super) fn play_line(&mut self, ply: usize, key: u64, moves: &[AnyMove], now: f64) {
        if !matches!(self.screen, Screen::Analysis) {
            return;
        }
        let animate = !self.hooks.test_mode;
        let board = self.desk.table_mut();
        let view = &board.view;
        let here = view.session.game().position_at(ply).map(|p| p.hash());
        if here != Some(key) || view.viewed_ply() != ply {
            return;
        }
        if ply < view.plies() {
            board.view.session.truncate(ply);
            board.view.follow();
        }
        for (i, &mv) in moves.iter().enumerate() {
            if let Some(text) = board.play(mv, i == 0 && animate, now) {
                self.say(Notice::error(text));
                return;
            }
        }
    }

    /// The engine's arrows on the board while the analysis of the position on show has
    /// lines, and the strip kept for the evaluation bar while the analysis is on (so the
    /// board does not move when the first score arrives); whether this is the analysis
    /// board, and the strip's left edge.
    pub(super) fn analysis_overlay(&mut self, ui: &mut egui::Ui) -> (bool, Option<f32>) {
        let board = matches!(self.screen, Screen::Analysis);
        let analysis = self.computer.analysis();
        let view = super::current_view(&mut self.screen, &mut self.desk);
        let ply = view.viewed_ply();
        let key = view.session.game().position_at(ply).map(|p| p.hash());
        let current = analysis.filter(|a| a.ply == ply && Some(a.key) == key);
        view.board.engine_arrows = current.map(|a| a.arrows().to_vec()).unwrap_or_default();
        if !self.computer.analysis_shown() {
            return (board, None);
        }
        let left = ui.available_rect_before_wrap().left();
        egui::Panel::left("evaluation-bar")
            .resizable(false)
            .exact_size(crate::computer::eval_bar::WIDTH)
            .frame(egui::Frame::NONE)
            .show(ui, |_| {});
        (board, Some(left))
    }

    /// The evaluation bar beside the board drawn this frame: the live analysis of the
    /// position on show, else the review's value of it (the analysis waits while a
    /// review runs).
    pub(super) fn eval_bar_ui(&mut self, ui: &mut egui::Ui, strip_left: f32) {
        let flipped = self.settings.flipped;
        let view = super::shown_view(&self.screen, &self.desk);
        let ply = view.viewed_ply();
        let game = view.session.game();
        let key = game.position_at(ply).map(|p| p.hash());
        let analysed = self
            .computer
            .analysis()
            .filter(|a| a.ply == ply && Some(a.key) == key)
            .and_then(|a| Some((a.white_share()?, a.lines().first()?.score.clone())));
        let reviewed = || {
            let review = self.computer.review_of(game)?.result()?;
            let index = review.turns.iter().position(|t| t.ply == ply);
            let eval = match index {
                Some(i) => review.evals.get(i)?,
                None if ply == game.moves().len() => review.evals.get(review.turns.len())?,
                None => return None,
            };
            let share = eval.chance_for(otherworlds_core::Color::White) as f32;
            Some((share, eval.text()))
        };
        // While a review runs the analysis waits: the bar keeps the last value it
        // showed for this position instead of vanishing.
        let known = analysed.or_else(reviewed);
        let kept = &mut self.frame.last_bar;
        let (share, score) = match (known, key) {
            (Some(value), Some(key)) => {
                *kept = Some((key, value.clone()));
                value
            }
            (None, Some(key)) => match kept {
                Some((at, value)) if *at == key => value.clone(),
                _ => return,
            },
            (Some(value), None) => value,
            (None, None) => return,
        };
        let board = &view.board;
        let span = match (&board.layout, board.area_3d) {
            (_, Some(area)) => Some((area.left(), area.top(), area.bottom())),
            (Some(layout), None) => layout
                .boards
                .iter()
                .map(|b| (b.rect.left(), b.rect.top(), b.rect.bottom()))
                .reduce(|a, b| (a.0.min(b.0), a.1.min(b.1), a.2.max(b.2))),
            (None, None) => None,
        };
        let Some((board_left, top, bottom)) = span else {
            return;
        };
        crate::computer::eval_bar::eval_bar_ui(
            ui,
            (strip_left, board_left),
            (top, bottom),
            share,
            (&score, flipped),
        );
    }

    /// The line under the header on the analysis board.
    pub(super) fn analysis_caption(&self) -> String {
        let view = self.desk.table_view();
        if view.follows_game() {
            t!("shell-analysis-caption")
        } else {
            let at = crate::play::history::position_caption(view.session.game(), view.viewed_ply());
            t!("shell-analysis-caption-at", position = at)
        }
    }
}

/// The external engine `settings` chose for the analysis, if it plays `variant`.
pub(super) fn chosen_engine(
    settings: &crate::settings::Settings,
    variant: otherworlds_core::Variant,
) -> Option<&crate::engines::spec::EngineSpec> {
    let name = settings.analysis_engine.as_ref()?;
    settings
        .engines
        .iter()
        .find(|e| &e.name == name && e.plays(variant))
}
