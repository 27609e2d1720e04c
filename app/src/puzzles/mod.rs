//! The Puzzles screen (issue 45, lichess's shape): a shipped puzzle's position with
//! the solver to move; a move is right when it is the line's (or ends the game in the
//! solver's favour), and the defender's reply is then played; a wrong move is told and
//! not kept (the position stays); a hint selects the piece to move; the solution plays
//! the line; Next picks another (`pick.rs`). Rated tries (a profile chosen) or Streak
//! (the easiest first, each harder, until the first miss). The shell rates a try's
//! result ([`Trainer::take_result`]) and writes it to the profile.
//!
//! A try's result is settled once: a solve without a wrong move, a hint or the
//! solution is a win against the puzzle; the first of those is a loss (lichess's
//! rule: a hint counts as a miss too, here said on the button).
pub mod panel;
pub mod pick;

use crate::game::session::{Attempt, GameSession};
use crate::game::view::GameView;
use otherworlds_core::geometry::Cell;
use otherworlds_core::prelude::*;
use otherworlds_core::puzzle::{Puzzle, Theme};
use otherworlds_core::{AnyMove, Color, Family};
use std::collections::HashSet;

/// Rated puzzles, or a Streak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Rated,
    Streak,
}

/// Where the solver is with the puzzle on show.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// The solver's move.
    Playing,
    /// The last move tried was not the one (its display text); the position is as
    /// before it.
    Wrong(String),
    /// Solved: the line played to its end.
    Solved,
    /// The solution is on the board.
    Shown,
    /// No puzzle of the family has the theme chosen.
    Empty,
}

/// The Puzzles screen's state.
pub struct Trainer {
    pub family: Family,
    /// The theme filter (None: every theme).
    pub theme: Option<Theme>,
    pub mode: Mode,
    /// The profile the tries are rated for (None: not rated).
    pub profile: Option<String>,
    puzzle: Option<Puzzle>,
    /// The line's decisions.
    line: Vec<AnyMove>,
    /// How many of them are on the board.
    at: usize,
    pub view: GameView,
    stage: Stage,
    /// The try's result once settled (solved: true).
    result: Option<bool>,
    /// The settled result, until the shell takes it to rate it.
    untaken: Option<bool>,
    hint: Option<Cell>,
    /// Puzzles solved in the Streak so far, and whether it has ended.
    pub streak: u32,
    pub streak_over: bool,
    /// Puzzles seen this session (not served again while others are left).
    seen: HashSet<String>,
    /// Moves judged since the ear last asked (right: true).
    judged: Vec<bool>,
    /// Counts the puzzles put on the board (the ear tells a new one from a move).
    serial: u64,
    /// What the panel's choices changed: the shell picks a new puzzle.
    pub wants_next: bool,
    /// The last rated try's change, for the panel (set by the shell).
    pub last_update: Option<crate::profiles::puzzles::PuzzleUpdate>,
}

impl Trainer {
    /// The screen for `family`, empty until the shell picks a puzzle.
    pub fn new(family: Family, profile: Option<String>) -> Trainer {
        Trainer {
            family,
            theme: None,
            mode: Mode::Rated,
            profile,
            puzzle: None,
            line: Vec::new(),
            at: 0,
            view: GameView::live(GameSession::new(family.calibration_variant())),
            stage: Stage::Empty,
            result: None,
            untaken: None,
            hint: None,
            streak: 0,
            streak_over: false,
            seen: HashSet::new(),
            judged: Vec::new(),
            serial: 0,
            wants_next: true,
            last_update: None,
        }
    }

    /// The family's shipped puzzles (none if the set did not read: a build that was
    /// never tested, told by the shell).
    pub fn set(&self) -> &'static [Puzzle] {
        otherworlds_core::puzzle::shipped(self.family).unwrap_or(&[])
    }

    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzle.as_ref()
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// The side that solves the puzzle on show.
    pub fn solver(&self) -> Color {
        self.view.session.game().start().actor()
    }

    pub fn seen(&self) -> &HashSet<String> {
        &self.seen
    }

    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// The settled result of the try on show (solved: true).
    pub fn result(&self) -> Option<bool> {
        self.result
    }

    /// The cell of the piece to move, once a hint was asked.
    pub fn hint(&self) -> Option<Cell> {
        self.hint
    }

    /// Whether the board takes a move now.
    pub fn playing(&self) -> bool {
        matches!(self.stage, Stage::Playing | Stage::Wrong(_))
            && !(self.mode == Mode::Streak && self.streak_over)
    }

    /// Whether the puzzle on show is over (solved, or its solution shown): its moves
    /// can be stepped through.
    pub fn over(&self) -> bool {
        matches!(self.stage, Stage::Solved | Stage::Shown)
    }

    /// Puts `puzzle` on the board (`None`: no puzzle fits the filter).
    pub fn load(&mut self, puzzle: Option<&Puzzle>) {
        self.wants_next = false;
        self.serial += 1;
        self.hint = None;
        self.result = None;
        self.untaken = None;
        self.at = 0;
        let focused = self.view.board.focused;
        let (Some(puzzle), Some(line)) = (puzzle, puzzle.and_then(|p| p.decisions().ok())) else {
            self.puzzle = None;
            self.line.clear();
            self.stage = Stage::Empty;
            return;
        };
        let Ok(start) = puzzle.start() else {
            self.puzzle = None;
            self.stage = Stage::Empty;
            return;
        };
        self.seen.insert(puzzle.id.clone());
        self.puzzle = Some(puzzle.clone());
        self.line = line;
        self.view = GameView::live(GameSession::of_position(start));
        self.view.board.focused = focused;
        self.stage = Stage::Playing;
    }

    /// A move tried on the board from `from` to `to`. A promotion plays the line's
    /// move where it is one of the pieces on offer (the puzzle is about the move; the
    /// piece is not asked), else the strongest.
    pub fn try_move(&mut self, from: Cell, to: Cell) {
        if !self.playing() {
            return;
        }
        match self.view.session.attempt(from, to) {
            Attempt::Move(mv) => self.decide(mv),
            Attempt::Promotion(choice) => {
                let expected = self.line.get(self.at).copied();
                let mv = choice
                    .options
                    .iter()
                    .map(|&(_, mv)| mv)
                    .find(|&mv| Some(mv) == expected)
                    .or(choice.options.first().map(|&(_, mv)| mv));
                if let Some(mv) = mv {
                    self.decide(mv);
                }
            }
            Attempt::Illegal => {}
        }
    }

    /// A cell chosen for a decision without a moving piece (a Valhalla transfer).
    pub fn try_place(&mut self, to: Cell) {
        if let (true, Attempt::Move(mv)) = (self.playing(), self.view.session.attempt_place(to)) {
            self.decide(mv);
        }
    }

    /// No move where the rules allow it (Valhalla's second board).
    pub fn pass(&mut self) {
        if let (true, Some(mv)) = (self.playing(), self.view.session.pass_move()) {
            self.decide(mv);
        }
    }

    /// One decision of the solver, judged against the line.
    fn decide(&mut self, mv: AnyMove) {
        let Some(&expected) = self.line.get(self.at) else {
            return;
        };
        let solver = self.solver();
        let mut after = self.view.session.clone();
        if after.play(mv).is_err() {
            return;
        }
        let wins = after
            .game()
            .rules_outcome()
            .is_some_and(|o| o.winner == Some(solver));
        if mv != expected && !wins {
            let tried = after.move_list().last().cloned().unwrap_or_default();
            self.view.board.clear();
            // A hint asked stays: its piece selected again.
            if self.hint.is_some() {
                let info = self.view.session.game().position().move_info(expected);
                self.view.board.selected = info.from;
            }
            self.stage = Stage::Wrong(tried);
            self.settle(false);
            self.judged.push(false);
            if self.mode == Mode::Streak {
                self.streak_over = true;
            }
            return;
        }
        self.view.session = after;
        self.view.follow();
        self.view.board.clear();
        self.hint = None;
        self.at += 1;
        if wins || self.at >= self.line.len() {
            self.solved();
            return;
        }
        self.stage = Stage::Playing;
        // The defender's replies, up to the solver's next decision.
        while let Some(&reply) = self.line.get(self.at) {
            if self.view.session.game().position().actor() == solver {
                break;
            }
            if self.view.session.play(reply).is_err() {
                break;
            }
            self.at += 1;
        }
        self.view.follow();
    }

    fn solved(&mut self) {
        self.stage = Stage::Solved;
        self.view.session.set_locked(true);
        self.settle(true);
        self.judged.push(true);
        if self.mode == Mode::Streak && !self.streak_over {
            self.streak += 1;
        }
    }

    /// The try's result, the first time it is known.
    fn settle(&mut self, solved: bool) {
        if self.result.is_none() {
            self.result = Some(solved);
            self.untaken = Some(solved);
        }
    }

    /// The piece to move: selected on the board (its moves shown). A miss for the
    /// rating; none in a Streak.
    pub fn ask_hint(&mut self) {
        if !self.playing() || self.mode == Mode::Streak {
            return;
        }
        let Some(&mv) = self.line.get(self.at) else {
            return;
        };
        let info = self.view.session.game().position().move_info(mv);
        // A Valhalla placement has no moving piece: its target is the hint.
        self.hint = info.from.or(info.to);
        self.view.board.selected = info.from;
        self.settle(false);
    }

    /// The rest of the line on the board (a miss if it was not solved).
    pub fn show_solution(&mut self) {
        if self.puzzle.is_none() || matches!(self.stage, Stage::Solved | Stage::Shown) {
            return;
        }
        self.settle(false);
        if self.mode == Mode::Streak {
            self.streak_over = true;
        }
        while let Some(&mv) = self.line.get(self.at) {
            if self.view.session.play(mv).is_err() {
                break;
            }
            self.at += 1;
        }
        self.view.follow();
        self.view.board.clear();
        self.hint = None;
        self.view.session.set_locked(true);
        self.stage = Stage::Shown;
    }

    /// Rated puzzles or a new Streak (from the easiest, at 0).
    pub fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
        self.streak = 0;
        self.streak_over = false;
        self.last_update = None;
        self.wants_next = true;
    }

    /// The settled result, once: the shell rates it.
    pub fn take_result(&mut self) -> Option<(Puzzle, bool)> {
        let solved = self.untaken.take()?;
        Some((self.puzzle.clone()?, solved))
    }

    /// The moves judged since the last call (right: true), oldest first: the shell's
    /// ear plays them as the lessons' answers.
    pub fn take_judged(&mut self) -> Vec<bool> {
        std::mem::take(&mut self.judged)
    }

    /// The display text of the line's first `n` decisions' solver moves, for the panel
    /// once the puzzle is over: the whole line as the move list shows it.
    pub fn line_text(&self) -> Vec<String> {
        self.view.session.move_list().to_vec()
    }
}
