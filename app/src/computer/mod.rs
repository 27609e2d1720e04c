//! The computer driver: owns every background search of the app (the computer's moves,
//! the pace of Machine vs Machine and of the replay, and the live analysis), all as
//! [`job::Job`]s. It sees the core's `Game`, never the screens: the shell asks it for
//! an answer and tells it when to start, and dropping a search stops it.
pub mod analysis;
pub mod draw;
pub mod eval_bar;
pub mod external;
pub mod mistakes;
pub mod opponent;
pub mod pace;
pub mod panel;
pub mod review;

use crate::job::{Job, Worker};
use crate::players::ComputerLevel;
use analysis::Analysis;
use otherworlds_core::engine::any::{Kept, LEVEL_HASH_MIB, level_move_kept};
use otherworlds_core::{AnyMove, AnyPosition, Game, prelude::*};
use pace::Pace;
use review::GameReview;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A computer's search for the move at `ply` (the number of decisions played when it
/// started; its answer is only played on that same position).
struct MoveSearch {
    ply: usize,
    /// A turn's decisions (the built-in engine gives one at a time; an external
    /// engine a whole turn).
    job: Job<(), Result<Option<Vec<AnyMove>>, String>>,
}

/// What the computer has to say this frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Play these decisions, in order (one, or an external engine's whole turn).
    Move(Vec<AnyMove>),
    /// The search ended without a move (no legal move: cannot happen in a live game).
    NoMove,
    /// The search failed (a panic in the engine: a bug), with its message. The computer
    /// then waits ([`Computer::failed`]) until it is asked to try again.
    Failed(String),
}

/// Every background search, and the pace of what plays by itself.
pub struct Computer {
    search: Option<MoveSearch>,
    /// Machine vs Machine and replay pace.
    pub pace: Pace,
    /// Whether the analysis panel is shown.
    pub analysis_on: bool,
    analysis: Option<Analysis>,
    /// The user stopped the analysis (Stop, G): no search starts until Go.
    pub analysis_paused: bool,
    /// Why the engine's output is withheld now (a rated game going on, issue 42): no
    /// analysis, arrows, bar or review, whatever `analysis_on` says; set by the shell
    /// every frame, and everything comes back when it is None again.
    pub withheld: Option<&'static str>,
    /// Mixed into every computer move's seed: fixed in tests, from the clock otherwise.
    seed: u64,
    /// Why the last search failed; no search starts until [`Computer::retry`].
    failed: Option<String>,
    /// The searcher each side's computer player keeps through a game (White's, then
    /// Black's), as each side of the level matches that rated the levels does.
    players: [Arc<Mutex<Kept>>; 2],
    /// The game and ply of each side's last move search: the start position's hash and
    /// the decisions played. A move search of another game, or not later in the same
    /// one (a takeback), starts its side's searcher afresh, as a new match game does.
    played: [Option<(u64, usize)>; 2],
    /// Each side's external engine while one plays it.
    pub seats: opponent::Seats,
    /// The analysis's searcher, kept from position to position while the panel is on.
    analyst: Arc<Mutex<Kept>>,
    /// Whether an analysis has searched with [`Computer::analyst`] since the panel was
    /// last turned off.
    analyst_used: bool,
    /// The last game review (of the game on show or an earlier one), and whether one
    /// was asked for (it starts in [`Computer::drive_review`], which has the game).
    review: Option<GameReview>,
    review_wanted: bool,
    /// Nodes a review searches at each turn start ([`review::REVIEW_NODES`]; tests
    /// lower it).
    pub(crate) review_nodes: u64,
    /// Tests: the next search panics.
    #[cfg(feature = "testing")]
    pub(crate) panic_next: bool,
}

impl Computer {
    pub fn new(seed: u64) -> Computer {
        Computer {
            search: None,
            pace: Pace::default(),
            analysis_on: false,
            analysis: None,
            analysis_paused: false,
            withheld: None,
            seed,
            failed: None,
            players: [(); 2].map(|_| Arc::new(Mutex::new(Kept::new(LEVEL_HASH_MIB)))),
            played: [None; 2],
            seats: opponent::Seats::default(),
            analyst: Arc::default(),
            analyst_used: false,
            review: None,
            review_wanted: false,
            review_nodes: review::REVIEW_NODES,
            #[cfg(feature = "testing")]
            panic_next: false,
        }
    }

    /// Why the computer's last search failed, while it waits to be asked again.
    pub fn failed(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// Lets the computer search again after a failure (the next move it is to make
    /// starts a new search).
    pub fn retry(&mut self) {
        self.failed = None;
    }

    /// Drops the computer's search (its stop flag is raised; the answer goes nowhere);
    /// a failure is forgotten (the game changed: the computer may try again).
    pub fn cancel(&mut self) {
        self.search = None;
        self.failed = None;
    }

    /// Whether the computer is searching a move now.
    pub fn is_thinking(&self) -> bool {
        self.search.is_some()
    }

    /// The stop flag of the running move search.
    pub fn stop_flag(&self) -> Option<Arc<AtomicBool>> {
        self.search.as_ref().map(|s| s.job.stop_flag())
    }

    /// The answer of the search for the position after `ply` decisions, when it is due:
    /// in Machine vs Machine (`machine`) it waits for the pace's delay.
    pub fn answer(&mut self, ply: usize, machine: bool, ctx: &egui::Context) -> Option<Answer> {
        let search = self.search.as_ref()?;
        if search.ply != ply {
            // The game moved on under the search (cannot happen through the UI).
            self.search = None;
            return None;
        }
        if let Some(why) = search.job.panicked() {
            let why = why.to_string();
            self.search = None;
            self.failed = Some(why.clone());
            return Some(Answer::Failed(why));
        }
        let answer = search.job.ready()?.clone();
        let wait = if machine {
            self.pace.wait(ctx.input(|i| i.time))
        } else {
            0.0
        };
        if wait > 0.0 {
            ctx.request_repaint_after(Duration::from_secs_f64(wait));
            return None;
        }
        self.search = None;
        Some(match answer {
            Ok(Some(turn)) if !turn.is_empty() => Answer::Move(turn),
            Ok(_) => Answer::NoMove,
            Err(why) => {
                self.failed = Some(why.clone());
                Answer::Failed(why)
            }
        })
    }

    /// The computer cannot play (an engine not in the list, say): told as a failure,
    /// and nothing starts until [`Computer::retry`].
    pub fn fail(&mut self, why: String) -> Answer {
        self.search = None;
        self.failed = Some(why.clone());
        Answer::Failed(why)
    }

    /// Starts the external engine of `task` on its position for the side to move,
    /// unless a search runs or the last failed.
    pub fn start_engine_move(&mut self, task: opponent::MoveTask, ctx: &egui::Context) {
        if self.search.is_some() || self.failed.is_some() {
            return;
        }
        let ply = task.ply;
        let seat = self.seats.seat(task.root.actor());
        let job = Job::spawn("otherworlds-engine", ctx, move |w: &Worker<()>| {
            opponent::play(&seat, &task, &w.stop)
        });
        self.search = Some(MoveSearch { ply, job });
    }

    /// Starts the computer at `level` on the game's position, unless it already searches.
    pub fn start_move(
        &mut self,
        game: &Game<AnyPosition>,
        level: ComputerLevel,
        ctx: &egui::Context,
    ) {
        if self.search.is_some() || self.failed.is_some() {
            return;
        }
        let ply = game.moves().len();
        let (pos, history) = position_and_history(game, ply);
        let seed = self.seed ^ ply as u64;
        let side = pos.actor().index();
        let start = game.position_at(0).map_or(0, |p| p.hash());
        let same_game = self.played[side].is_some_and(|(s, p)| s == start && p < ply);
        self.played[side] = Some((start, ply));
        let kept = Arc::clone(&self.players[side]);
        #[cfg(feature = "testing")]
        let panic_now = std::mem::take(&mut self.panic_next);
        #[cfg(not(feature = "testing"))]
        let panic_now = false;
        let job = Job::spawn("otherworlds-engine", ctx, move |w: &Worker<()>| {
            if panic_now {
                panic!("a failure injected by a test");
            }
            let mut kept = analysis::lock_kept(&kept);
            if !same_game {
                kept.forget();
            }
            let stop = Arc::clone(&w.stop);
            let found = level_move_kept(&pos, &history, level.level(), seed, stop, &mut kept);
            Ok(found.map(|mv| vec![mv]))
        });
        self.search = Some(MoveSearch { ply, job });
    }

    /// Keeps the analysis on the position after `ply` decisions while the panel is on,
    /// searching as `mode` says: a new position or mode, a new search; a finished game
    /// (`over`), none. While stopped (Stop) the lines found stay, and a new position
    /// waits for Go.
    pub fn drive_analysis(
        &mut self,
        game: &Game<AnyPosition>,
        ply: usize,
        mode: analysis::Mode,
        external: Option<&crate::engines::spec::EngineSpec>,
        ctx: &egui::Context,
    ) {
        let Some(pos) = game.position_at(ply).filter(|_| self.analysis_shown()) else {
            self.analysis = None;
            if !self.analysis_shown() && std::mem::take(&mut self.analyst_used) {
                // The panel is off: its table goes, freed off the UI thread (freeing
                // 64 MiB takes milliseconds) or by the last search still holding it.
                let analyst = std::mem::take(&mut self.analyst);
                let _ = std::thread::Builder::new()
                    .name("otherworlds-analysis-table".into())
                    .spawn(move || drop(analyst));
            }
            return;
        };
        if ply >= game.moves().len() && game.outcome().is_some() || self.reviewing() {
            // Over, or waiting while a review has the processor.
            self.analysis = None;
            return;
        }
        let current = self
            .analysis
            .as_ref()
            .is_some_and(|a| a.ply == ply && a.key == pos.hash() && a.mode == mode);
        if !current {
            self.analysis = None;
            if !self.analysis_paused
                && let Some(spec) = external.filter(|_| mode.engine != 0)
            {
                let task = external::Task {
                    variant: pos.variant(),
                    start: game.start().position_string(),
                    moves: crate::engines::search::turn_moves(game, ply),
                    root: pos.clone(),
                    lines: mode.lines,
                    threads: mode.threads,
                    hash_mib: mode.hash_mib,
                    time: (!mode.infinite).then_some(analysis::PANEL_TIME),
                };
                self.analysis = Some(Analysis::start_external(spec.clone(), task, ply, mode, ctx));
            } else if !self.analysis_paused {
                let (pos, history) = position_and_history(game, ply);
                let kept = Arc::clone(&self.analyst);
                self.analyst_used = true;
                self.analysis = Some(Analysis::start(pos, history, ply, mode, kept, ctx));
            }
        }
        if let Some(analysis) = &mut self.analysis {
            if self.analysis_paused {
                analysis.stop();
            }
            analysis.poll();
        }
    }

    /// Ends the live analysis's search for now (Learn from your mistakes: no lines
    /// over the position to solve, and the processor for its own search).
    pub fn pause_analysis(&mut self) {
        self.analysis = None;
    }

    /// Stop (the search ends, its lines stay) or Go (a new search of the position).
    pub fn toggle_search(&mut self) {
        if self.searching() {
            self.analysis_paused = true;
            if let Some(analysis) = &self.analysis {
                analysis.stop();
            }
        } else {
            self.analysis_paused = false;
            if self
                .analysis
                .as_ref()
                .is_some_and(|a| a.finished() || a.stopped())
            {
                self.analysis = None;
            }
        }
    }

    /// Whether the analysis is searching now (Stop stops it; else Go starts it).
    pub fn searching(&self) -> bool {
        !self.analysis_paused
            && self
                .analysis
                .as_ref()
                .is_some_and(|a| !a.finished() && !a.stopped())
    }

    /// Which searchers are kept now: the analysis's, and White's and Black's computer
    /// players' (one a search holds right now counts as kept).
    pub fn kept_searchers(&self) -> (bool, [bool; 2]) {
        let holds = |kept: &Mutex<Kept>| kept.try_lock().map_or(true, |k| !k.is_empty());
        (
            holds(&self.analyst),
            [holds(&self.players[0]), holds(&self.players[1])],
        )
    }

    /// The analysis of the viewed position, while the panel is on.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref().filter(|_| self.withheld.is_none())
    }

    /// Whether the analysis is shown: on, and not withheld.
    pub fn analysis_shown(&self) -> bool {
        self.analysis_on && self.withheld.is_none()
    }

    /// What the side panel shows and sets: the pace (its delay is a slider), whether
    /// the analysis is on and searching, the analysis, and the last review.
    pub fn panel_parts(
        &mut self,
    ) -> (
        &mut Pace,
        (bool, bool),
        Option<&Analysis>,
        Option<&GameReview>,
    ) {
        let shown = self.withheld.is_none();
        let on = (self.analysis_shown(), shown && self.searching());
        (
            &mut self.pace,
            on,
            self.analysis.as_ref().filter(|_| shown),
            self.review.as_ref().filter(|_| shown),
        )
    }

    /// Asks for a review of the game on show (the next [`Computer::drive_review`]
    /// starts it, replacing any other).
    pub fn request_review(&mut self) {
        self.review_wanted = true;
    }

    /// Stops a running review (its stop flag is raised) and forgets it.
    pub fn cancel_review(&mut self) {
        self.review = None;
        self.review_wanted = false;
    }

    /// Whether a review is running (the analysis waits meanwhile).
    pub fn reviewing(&self) -> bool {
        self.review.as_ref().is_some_and(GameReview::running)
    }

    /// The last review if it is of `game` (or of the game `game` goes on from).
    pub fn review_of(&self, game: &Game<AnyPosition>) -> Option<&GameReview> {
        // Withheld too: its values would show a rated game's evaluation.
        self.review
            .as_ref()
            .filter(|r| r.of(game) && self.withheld.is_none())
    }

    /// Starts the review asked for, on `game`, with the analysis's threads and table
    /// size; takes a running review's progress.
    pub fn drive_review(
        &mut self,
        game: &Game<AnyPosition>,
        threads: usize,
        hash_mib: usize,
        external: Option<&crate::engines::spec::EngineSpec>,
        ctx: &egui::Context,
    ) {
        if self.withheld.is_some() {
            // No review runs while the engine is withheld (one under way stops).
            self.review_wanted = false;
            if self.reviewing() {
                self.review = None;
            }
            return;
        }
        if std::mem::take(&mut self.review_wanted) {
            let nodes = self.review_nodes;
            self.review = Some(match external {
                Some(spec) => GameReview::start_external(game, spec, nodes, threads, hash_mib, ctx),
                None => GameReview::start(game, nodes, threads, hash_mib, ctx),
            });
        }
        if let Some(review) = &mut self.review {
            review.poll();
        }
    }
}

/// The position after `ply` decisions and the positions before it (for repetitions).
fn position_and_history(game: &Game<AnyPosition>, ply: usize) -> (AnyPosition, Vec<AnyPosition>) {
    let history = (0..ply)
        .filter_map(|i| game.position_at(i).cloned())
        .collect();
    let pos = game
        .position_at(ply)
        .unwrap_or_else(|| game.position())
        .clone();
    (pos, history)
}
