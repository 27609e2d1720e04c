//! "Learn from your mistakes" after a game review (issue 45, lichess's): one side's
//! judged turns in order, each from the position before it, on a copy of the game (the
//! game itself is never changed). A turn the person plays there is judged by the
//! review's own measure: a search of the position after it with the review's budget,
//! off the UI thread, and the winning chances it loses from the review's value before
//! the turn; below an inaccuracy's threshold it is a good move.
use crate::game::session::{Attempt, GameSession};
use crate::game::view::GameView;
use crate::job::{Job, Worker};
use otherworlds_core::engine::Limits;
use otherworlds_core::engine::any::Kept;
use otherworlds_core::engine::review::{
    Eval, Judgement, Review, TurnReview, chances_lost, evaluate_position, single_line,
};
use otherworlds_core::game::at_turn_boundary;
use otherworlds_core::geometry::Cell;
use otherworlds_core::{AnyMove, AnyPosition, Color, Game};
use std::collections::BTreeSet;

/// What a search of a tried turn may spend: the review's own budget.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub nodes: u64,
    pub threads: usize,
    pub hash_mib: usize,
}

/// Where the person is with the mistake on show.
#[derive(Debug)]
pub enum Stage {
    /// To find a better turn.
    Playing,
    /// The tried turn is being searched.
    Judging,
    /// Judged: within the threshold (true) or not, and the chances it lost.
    Judged { good: bool, loss: f64 },
    /// The engine's turn from the review is on the board.
    Shown,
    /// The search of the tried turn failed.
    Failed(String),
}

/// The mode: the reviewed game, the side whose mistakes are walked through, which one
/// is on show and the board it is tried on.
pub struct Mistakes {
    game: Game<AnyPosition>,
    review: Review,
    side: Color,
    /// The mistake on show among the side's (its count: the end).
    at: usize,
    /// The copy of the game at the mistake, where the person plays.
    pub view: GameView,
    stage: Stage,
    job: Option<Job<(), Result<Option<Eval>, String>>>,
    /// The turns (by index) where a good move was found.
    found: BTreeSet<usize>,
    judged: Vec<bool>,
    budget: Budget,
    /// The external engine that reviewed the game: it judges the tried turns too
    /// (None: the built-in engine).
    engine: Option<crate::engines::spec::EngineSpec>,
}

impl Mistakes {
    /// The mode on `game` as `review` judged it, from `side`'s first mistake.
    pub fn new(game: &Game<AnyPosition>, review: &Review, side: Color, budget: Budget) -> Self {
        let mut mistakes = Mistakes {
            game: game.clone(),
            review: review.clone(),
            side,
            at: 0,
            view: GameView::live(GameSession::from_loaded(game.clone())),
            stage: Stage::Playing,
            job: None,
            found: BTreeSet::new(),
            judged: Vec::new(),
            budget,
            engine: None,
        };
        mistakes.go_to(0);
        mistakes
    }

    /// The mode judging tried turns with `engine` (the one that reviewed the game).
    pub fn with_engine(mut self, engine: Option<crate::engines::spec::EngineSpec>) -> Self {
        self.engine = engine;
        self
    }

    /// The indices of `side`'s judged, finished turns, in order.
    fn of_side(&self, side: Color) -> Vec<usize> {
        let judged = |t: &TurnReview| t.judgement.is_some() && t.after.is_some();
        (0..self.review.turns.len())
            .filter(|&i| self.review.turns[i].mover == side && judged(&self.review.turns[i]))
            .collect()
    }

    pub fn side(&self) -> Color {
        self.side
    }

    /// How many mistakes the side on show made.
    pub fn count(&self) -> usize {
        self.of_side(self.side).len()
    }

    /// Which of them is on show (from 0); None at the end.
    pub fn index(&self) -> Option<usize> {
        (self.at < self.count()).then_some(self.at)
    }

    /// How many of the side's mistakes the person found a good move for.
    pub fn found(&self) -> usize {
        let mine = self.of_side(self.side);
        mine.iter().filter(|i| self.found.contains(i)).count()
    }

    /// The mistake on show: its review and its number in the move list.
    pub fn current(&self) -> Option<(&TurnReview, String)> {
        let i = *self.of_side(self.side).get(self.at)?;
        Some((&self.review.turns[i], self.review.turn_number(i)))
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// Whether the board takes a move now.
    pub fn playing(&self) -> bool {
        matches!(self.stage, Stage::Playing) && self.index().is_some()
    }

    /// The board at the side's mistake `k` (or the game's end past the last one).
    fn go_to(&mut self, k: usize) {
        self.at = k;
        self.job = None;
        self.stage = Stage::Playing;
        let ply = self
            .of_side(self.side)
            .get(k)
            .map_or(self.game.moves().len(), |&i| self.review.turns[i].ply);
        let mut game = self.game.clone();
        game.truncate(ply);
        let mut session = GameSession::from_loaded(game);
        session.set_locked(self.index().is_none());
        // The board keeps the keyboard's place; its selection goes.
        let focused = self.view.board.focused;
        self.view = GameView::live(session);
        self.view.board.focused = focused;
    }

    /// Try again from the position before the mistake.
    pub fn retry(&mut self) {
        self.go_to(self.at);
    }

    /// The next mistake (a skip where this one is not solved).
    pub fn next(&mut self) {
        let last = self.count();
        self.go_to((self.at + 1).min(last));
    }

    /// The other side's mistakes, from their first.
    pub fn flip(&mut self) {
        self.side = self.side.flip();
        self.go_to(0);
    }

    /// The engine's turn from the review, played from the position before the mistake.
    pub fn show(&mut self) {
        let Some((turn, _)) = self.current() else {
            return;
        };
        let best = turn.best.clone();
        self.go_to(self.at);
        for mv in best {
            if self.view.session.play(mv).is_err() {
                break;
            }
        }
        self.view.session.set_locked(true);
        self.stage = Stage::Shown;
    }

    /// A move tried on the board from `from` to `to` (a promotion takes the first
    /// piece on offer, the strongest).
    pub fn try_move(&mut self, from: Cell, to: Cell, ctx: &egui::Context) {
        if !self.playing() {
            return;
        }
        match self.view.session.attempt(from, to) {
            Attempt::Move(mv) => self.play(mv, ctx),
            Attempt::Promotion(choice) => {
                if let Some(&(_, mv)) = choice.options.first() {
                    self.play(mv, ctx);
                }
            }
            Attempt::Illegal => {}
        }
    }

    /// A cell chosen for a decision without a moving piece (a Valhalla transfer).
    pub fn try_place(&mut self, to: Cell, ctx: &egui::Context) {
        if let (true, Attempt::Move(mv)) = (self.playing(), self.view.session.attempt_place(to)) {
            self.play(mv, ctx);
        }
    }

    /// No move where the rules allow it (Valhalla's second board).
    pub fn pass(&mut self, ctx: &egui::Context) {
        if let (true, Some(mv)) = (self.playing(), self.view.session.pass_move()) {
            self.play(mv, ctx);
        }
    }

    /// One decision; once the turn is whole it is judged.
    fn play(&mut self, mv: AnyMove, ctx: &egui::Context) {
        if self.view.session.play(mv).is_err() {
            return;
        }
        self.view.follow();
        let game = self.view.session.game();
        if !at_turn_boundary(game.position()) && game.rules_outcome().is_none() {
            return;
        }
        let Some((turn, _)) = self.current() else {
            return;
        };
        let ply = turn.ply;
        let best = turn.best.clone();
        let engines = game.moves()[ply..] == best[..];
        let positions = game.positions().to_vec();
        let ended = game.rules_outcome();
        let tried = self.engine.is_some().then(|| game.clone());
        self.view.session.set_locked(true);
        if engines {
            // The engine's own choice: the review counts it as losing nothing.
            self.judge(0.0);
            return;
        }
        let limits = single_line(&Limits {
            nodes: Some(self.budget.nodes),
            threads: self.budget.threads,
            ..Limits::default()
        });
        let hash_mib = self.budget.hash_mib;
        if let (Some(spec), Some(tried)) = (self.engine.clone(), tried) {
            let setup = super::external::Setup {
                variant: self.view.session.variant(),
                lines: 1,
                threads: self.budget.threads,
                hash_mib,
            };
            let nodes = self.budget.nodes;
            self.job = Some(Job::spawn(
                "otherworlds-mistake",
                ctx,
                move |w: &Worker<()>| {
                    super::external::evaluate_once(&spec, &setup, &tried, nodes, &w.stop)
                        .map_err(|e| e.to_string())
                },
            ));
            self.stage = Stage::Judging;
            return;
        }
        self.job = Some(Job::spawn(
            "otherworlds-mistake",
            ctx,
            move |w: &Worker<()>| {
                let Some((pos, history)) = positions.split_last() else {
                    return Ok(None);
                };
                let mut kept = Kept::new(hash_mib);
                let stop = std::sync::Arc::clone(&w.stop);
                let found = evaluate_position(pos, history, ended, &limits, stop, &mut kept);
                Ok(found.map(|(e, _)| e))
            },
        ));
        self.stage = Stage::Judging;
    }

    /// The tried turn's loss judged: good below an inaccuracy's threshold.
    fn judge(&mut self, loss: f64) {
        let good = Judgement::of_loss(loss).is_none();
        if good && let Some(&i) = self.of_side(self.side).get(self.at) {
            self.found.insert(i);
        }
        self.judged.push(good);
        self.stage = Stage::Judged { good, loss };
    }

    /// Takes the search's answer once it is there.
    pub fn poll(&mut self) {
        let Some(job) = &self.job else { return };
        if let Some(why) = job.panicked() {
            self.stage = Stage::Failed(why.to_string());
            self.job = None;
            return;
        }
        let Some(answer) = job.ready() else { return };
        let answer = answer.clone();
        self.job = None;
        let before = self.current().map(|(t, _)| t.before);
        match (answer, before) {
            (Ok(Some(after)), Some(before)) => {
                self.judge(chances_lost(before, after, self.side));
            }
            (Err(why), _) => self.stage = Stage::Failed(why),
            _ => self.stage = Stage::Failed(t!("computer-review-stopped")),
        }
    }

    /// Whether a search of a tried turn runs.
    pub fn judging(&self) -> bool {
        self.job.is_some()
    }

    /// The tried turns judged since the last call (good: true), oldest first: the
    /// shell's ear plays them as the lessons' answers.
    pub fn take_judged(&mut self) -> Vec<bool> {
        std::mem::take(&mut self.judged)
    }
}
