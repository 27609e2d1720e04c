//! One search for every variant: iterative deepening with aspiration windows, alpha-beta
//! with principal variation search, a shared transposition table, quiescence on noisy
//! moves (losing captures pruned by SEE), ordering (hash move, good captures by MVV-LVA,
//! killers, history, losing captures last), check extension, null-move pruning where
//! the variant allows a pass, reverse futility, razoring and ProbCut (standard chess),
//! futility and late-move pruning, history-aware late-move reductions, mate scores with
//! mate-distance pruning and the length of a found mate proven, repetition and
//! clock-rule awareness, multi-PV, time management, and Lazy SMP threads.
//!
//! Here: the searcher, the threads and what it reports; iterative deepening in
//! `deepening`, the root searches in `root`, the alpha-beta nodes in `alphabeta`,
//! quiescence in `quiescence`, move ordering (killers, history) in `ordering`, the
//! shortest mate in `mate`, ProbCut's captures in `probcut`.
//!
//! The score is always from the point of view of the player who decides at a node
//! (`Rules::actor`). It is negated only where the decider changes: a Valhalla turn
//! is several decisions, and a run of decisions by one player needs no special case.
//!
//! Threads (Lazy SMP): with `Limits::threads` above 1 the searcher runs helpers beside
//! itself on the same position, each with its own killers and history, all sharing the
//! table; the helpers' results reach the main thread only through the table, and they
//! stop when the main thread's search ends. With one thread nothing else runs and the
//! search is deterministic.
mod alphabeta;
mod deepening;
mod mate;
mod ordering;
mod probcut;
mod quiescence;
mod root;

use super::tt::{Bound, Entry, Held, Table};
use super::{Info, Limits, MATE, MATE_BOUND, Score, SearchResult};
use crate::game::{Notation, Searchable};
use crate::kernel::Color;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

const INF: i32 = MATE + 1;
const MAX_PLY: usize = 96;

/// The deepest iteration a search runs (a deeper depth limit searches this deep): its
/// ply limit, less the room quiescence and extensions take.
pub const MAX_DEPTH: u32 = MAX_PLY as u32 - 4;
/// History slots: 2^14 per side.
const HISTORY_SLOTS: usize = 1 << 15;
/// Capture sequences longer than this are cut (stand pat): in 4D nearly everything can
/// be captured and the exchange tree would otherwise dominate the search.
const MAX_QDEPTH: u32 = 6;
/// The most threads a search runs.
pub const MAX_THREADS: usize = 64;

/// The move lists of one ply, kept between nodes so that a node allocates nothing.
struct Buffers<M> {
    moves: Vec<M>,
    ordered: Vec<(i32, M)>,
    quiets: Vec<M>,
}

impl<M> Default for Buffers<M> {
    fn default() -> Self {
        Buffers {
            moves: Vec::new(),
            ordered: Vec::new(),
            quiets: Vec::new(),
        }
    }
}

/// A searcher for positions of type `P`, keeping its tables between searches.
pub struct Searcher<P: Searchable> {
    tt: Held<P::Move>,
    /// The helper threads' searchers (Lazy SMP), kept between searches.
    helpers: Vec<Searcher<P>>,
    killers: Vec<[Option<P::Move>; 2]>,
    /// The quiet move that last refuted a move, by the refuted move's history slot.
    counters: Vec<Option<P::Move>>,
    /// The move that led to each ply of the path (None: the root, or a null move).
    played: Vec<Option<P::Move>>,
    history: Vec<i32>,
    /// Repetition keys of the game before the root, then of the search path.
    path: Vec<u64>,
    /// The static evaluation at each ply of the path (None in check), with its decider.
    evals: Vec<Option<(Color, i32)>>,
    /// Move lists by ply (taken by a node, given back when it returns).
    buffers: Vec<Buffers<P::Move>>,
    /// Static evaluations by position key, direct-mapped: quiescence nodes, which the
    /// table does not keep, meet the same positions again through transpositions.
    eval_cache: Vec<(u64, i32)>,
    /// Correction history: how far the static evaluation erred in searched nodes, by
    /// side and `Searchable::correction_key` slot, in 1/`CORRECTION_GRAIN` centipawns.
    correction: Vec<i32>,
    /// Nodes of this thread in this search.
    nodes: u64,
    /// Nodes of every thread of this search, added in steps of 1024.
    counter: Arc<AtomicU64>,
    /// Whether other threads search beside this one.
    parallel: bool,
    seldepth: usize,
    start: Instant,
    limits: Limits,
    stop: Arc<AtomicBool>,
    /// A helper's: the caller's stop flag, watched beside its own (`stop`, set when the
    /// main thread returns), so that a stop reaches every thread within its next 1024
    /// nodes, however the threads are scheduled.
    halt: Option<Arc<AtomicBool>>,
    stopped: bool,
    /// Nominal depth of the current iteration.
    root_depth: u32,
    /// Searching without selective pruning, taking only proven mates from the table:
    /// the proof of a found mate's length (`mate`).
    full_width: bool,
    /// The player to decide at the root (whom the contempt counts against).
    root_actor: Color,
}

/// Correction slots per side (a power of two).
const CORRECTION_SLOTS: usize = 1 << 14;
/// The correction's unit: 1/256 of a centipawn.
const CORRECTION_GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const CORRECTION_MAX: i32 = 96;

/// Entries of the evaluation cache (a power of two; 16 bytes each).
const EVAL_CACHE: usize = 1 << 15;

/// A mate score seen from a node `ply` deep, stored relative to the node itself.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The score an entry's bound proves for a node `ply` deep searched within
/// `alpha..beta`, if it proves one: exact, a lower bound at or above beta, an upper
/// bound at or below alpha.
#[inline]
fn tt_cutoff<M>(e: &Entry<M>, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let s = from_tt(e.score, ply);
    match e.bound {
        Bound::Exact => Some(s),
        Bound::Lower if s >= beta => Some(s),
        Bound::Upper if s <= alpha => Some(s),
        _ => None,
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl<P: Searchable + Notation> Searcher<P> {
    /// A searcher with a transposition table of `tt_mib` MiB.
    pub fn new(tt_mib: usize) -> Searcher<P> {
        Searcher::holding(Held::Alone(Table::new(tt_mib)))
    }

    /// The score of a draw for `actor`: the contempt against the root's decider.
    #[inline]
    pub(super) fn draw_score(&self, actor: Color) -> i32 {
        if actor == self.root_actor {
            -self.limits.contempt
        } else {
            self.limits.contempt
        }
    }

    /// `pos.evaluate()`, through the evaluation cache (a hit compares the whole key).
    #[inline]
    pub(super) fn static_eval(&mut self, pos: &P) -> i32 {
        let key = pos.hash();
        let slot = &mut self.eval_cache[key as usize & (EVAL_CACHE - 1)];
        if slot.0 == key && key != 0 {
            return slot.1;
        }
        let eval = pos.evaluate();
        *slot = (key, eval);
        eval
    }

    fn holding(tt: Held<P::Move>) -> Searcher<P> {
        Searcher {
            tt,
            helpers: Vec::new(),
            killers: vec![[None, None]; MAX_PLY + 2],
            counters: vec![None; HISTORY_SLOTS],
            played: vec![None; MAX_PLY + 2],
            history: vec![0; HISTORY_SLOTS],
            path: Vec::new(),
            evals: vec![None; MAX_PLY + 2],
            buffers: (0..MAX_PLY + 2).map(|_| Buffers::default()).collect(),
            eval_cache: vec![(0, 0); EVAL_CACHE],
            correction: vec![0; 2 * CORRECTION_SLOTS],
            nodes: 0,
            counter: Arc::new(AtomicU64::new(0)),
            parallel: false,
            seldepth: 0,
            start: Instant::now(),
            limits: Limits::default(),
            stop: Arc::new(AtomicBool::new(false)),
            halt: None,
            stopped: false,
            root_depth: 1,
            full_width: false,
            root_actor: Color::White,
        }
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn clear(&mut self) {
        // The helpers hold the table only while a search runs.
        self.helpers.clear();
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [None, None]);
        self.counters.iter_mut().for_each(|c| *c = None);
        self.correction.iter_mut().for_each(|c| *c = 0);
    }

    /// The correction slot of `pos`, if its variant keeps corrections.
    #[inline]
    fn correction_slot(pos: &P) -> Option<usize> {
        pos.correction_key()
            .map(|k| (k as usize & (CORRECTION_SLOTS - 1)) + pos.actor().index() * CORRECTION_SLOTS)
    }

    /// `raw`, the static evaluation of `pos`, corrected by what the search learnt of
    /// positions with the same structure.
    #[inline]
    pub(super) fn corrected(&self, pos: &P, raw: i32) -> i32 {
        match Self::correction_slot(pos) {
            Some(slot) => raw + self.correction[slot] / CORRECTION_GRAIN,
            None => raw,
        }
    }

    /// Learns from a node searched to `depth` whose result `best` (an exact score, or a
    /// bound on the side of it away from the evaluation) differs from its raw static
    /// evaluation: a running average, weighted by depth.
    pub(super) fn learn_correction(&mut self, pos: &P, raw: i32, best: i32, depth: i32) {
        if let Some(slot) = Self::correction_slot(pos) {
            let target = (best - raw).clamp(-CORRECTION_MAX, CORRECTION_MAX) * CORRECTION_GRAIN;
            let weight = (depth + 1).min(16);
            let c = &mut self.correction[slot];
            *c = (*c * (256 - weight) + target * weight) / 256;
        }
    }

    /// Searches `pos` (reached through the positions of `history`, which are used to
    /// see repetitions) within `limits`, until `stop` is set. `on_info` is called after
    /// every completed depth (and every PV line in multi-PV). Always returns a legal move
    /// when there is one, even when stopped at once. With `limits.threads` above 1,
    /// helper threads search beside this one until it returns.
    pub fn search(
        &mut self,
        pos: &P,
        history: &[P],
        limits: &Limits,
        stop: Arc<AtomicBool>,
        on_info: impl FnMut(&Info<P::Move>),
    ) -> SearchResult<P::Move> {
        let threads = limits.threads.clamp(1, MAX_THREADS);
        self.tt.new_search();
        self.counter = Arc::new(AtomicU64::new(0));
        self.prepare(pos.actor(), history, limits, stop);
        self.parallel = threads > 1;
        if threads == 1 {
            self.tt.take_back();
            return self.deepen(pos, 1, on_info);
        }
        let table = self.tt.share();
        while self.helpers.len() < threads - 1 {
            self.helpers.push(Searcher::holding(Held::Empty));
        }
        let mut helpers = std::mem::take(&mut self.helpers);
        let done = Arc::new(AtomicBool::new(false));
        let result = std::thread::scope(|scope| {
            for (i, h) in helpers.iter_mut().take(threads - 1).enumerate() {
                h.tt = Held::Shared(Arc::clone(&table));
                h.counter = Arc::clone(&self.counter);
                h.parallel = true;
                let helper_limits = Limits {
                    depth: limits.depth.map(|d| d + 1),
                    contempt: limits.contempt,
                    ..Limits::default()
                };
                h.prepare(pos.actor(), history, &helper_limits, Arc::clone(&done));
                h.halt = Some(Arc::clone(&self.stop));
                scope.spawn(move || {
                    // Odd helpers start a ply deeper, so the threads spread over depths.
                    h.deepen(pos, 1 + (i as u32 + 1) % 2, |_| {});
                });
            }
            let result = self.deepen(pos, 1, on_info);
            done.store(true, Ordering::Relaxed);
            result
        });
        // The helpers let go of the table, so the next search at one thread owns it.
        for h in &mut helpers {
            h.tt = Held::Empty;
        }
        drop(table);
        self.tt.take_back();
        self.helpers = helpers;
        SearchResult {
            nodes: self.total_nodes(),
            ..result
        }
    }

    /// Resets the per-search state.
    fn prepare(&mut self, root: Color, history: &[P], limits: &Limits, stop: Arc<AtomicBool>) {
        self.start = Instant::now();
        self.root_actor = root;
        self.limits = limits.clone();
        self.stop = stop;
        self.stopped = false;
        self.nodes = 0;
        self.path = history.iter().filter_map(|p| p.repetition_key()).collect();
        self.history.iter_mut().for_each(|h| *h /= 2);
    }

    /// Nodes searched so far by every thread of this search.
    fn total_nodes(&self) -> u64 {
        if self.parallel {
            self.counter.load(Ordering::Relaxed) + (self.nodes & 1023)
        } else {
            self.nodes
        }
    }

    fn info(
        &self,
        pos: &P,
        depth: u32,
        multipv: usize,
        score: i32,
        pv: &[P::Move],
    ) -> Info<P::Move> {
        let elapsed = self.start.elapsed();
        let nodes = self.total_nodes();
        Info {
            depth,
            seldepth: self.seldepth as u32,
            multipv,
            score: Score::from_line(score, pos, pv),
            nodes,
            nps: (nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64,
            time: elapsed,
            hashfull: self.tt.hashfull(),
            pv: pv.to_vec(),
        }
    }

    /// Follows the table from the root move to build the principal variation.
    fn principal_variation(&self, pos: &P, first: P::Move) -> Vec<P::Move> {
        let mut pv = vec![first];
        let mut p = pos.clone();
        p.play(first);
        let mut seen = vec![p.hash()];
        let mut legal = Vec::new();
        while pv.len() < 32 {
            let Some(mv) = self.tt.peek(p.hash()).and_then(|e| e.mv) else {
                break;
            };
            p.legal_moves(&mut legal);
            if !legal.contains(&mv) {
                break;
            }
            p.play(mv);
            if seen.contains(&p.hash()) {
                break;
            }
            seen.push(p.hash());
            pv.push(mv);
        }
        pv
    }

    fn out_of_budget(&self, between_iterations: bool) -> bool {
        if let Some(n) = self.limits.nodes
            && self.total_nodes() >= n
        {
            return true;
        }
        if let Some(t) = self.limits.movetime {
            let elapsed = self.start.elapsed();
            // Under a clock (a soft time set), don't start an iteration between them
            // that will hardly get past its first move. A fixed time a move (UCI's `go
            // movetime`) is all spent: an iteration cut short counts once its first
            // move is searched, and its later moves can still replace it.
            let clock = self.limits.soft_time.is_some();
            if elapsed >= t || (clock && between_iterations && elapsed * 5 >= t * 3) {
                return true;
            }
            // Under a clock the proof of a found mate's length (`mate`) is spent from
            // the soft time: a long forced mate would otherwise take the hard limit at
            // every move of it.
            if self.full_width && self.limits.soft_time.is_some_and(|soft| elapsed >= soft) {
                return true;
            }
        }
        false
    }

    #[inline]
    pub(super) fn check_stop(&mut self) {
        if self.nodes & 1023 == 0 {
            if self.parallel {
                self.counter.fetch_add(1024, Ordering::Relaxed);
            }
            if self.stop.load(Ordering::Relaxed)
                || self
                    .halt
                    .as_ref()
                    .is_some_and(|h| h.load(Ordering::Relaxed))
                || self.out_of_budget(false)
            {
                self.stopped = true;
            }
        }
    }

    /// Stores the result of a root search that was not cut short.
    fn store_root(&mut self, pos: &P, depth: i32, score: i32, mv: P::Move) {
        self.tt.store(Entry {
            key: pos.hash(),
            mv: Some(mv),
            score: to_tt(score, 0),
            eval: None,
            depth: depth as i16,
            bound: Bound::Exact,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::{CORRECTION_MAX, Searcher};
    use crate::game::Searchable;
    use crate::standard::Chess;

    fn chess(fen: &str) -> Chess {
        Chess::from_fen(fen).expect("a valid FEN")
    }

    /// Learning the same error again and again brings the correction to it (a running
    /// average), for that pawn structure and side only; it never exceeds the bound, and
    /// `clear` forgets it.
    #[test]
    fn the_correction_learns_an_evaluations_error_per_structure_and_side() {
        let mut s = Searcher::<Chess>::new(1);
        let start = Chess::new();
        assert_eq!(s.corrected(&start, 20), 20, "nothing learnt yet");
        for _ in 0..200 {
            s.learn_correction(&start, 20, 70, 12);
        }
        let learnt = s.corrected(&start, 20);
        assert!(
            (68..=70).contains(&learnt),
            "learnt {learnt}, want about 70"
        );
        // Other pieces, the same pawns: the same correction.
        let no_knights = chess("r1bqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1");
        assert_eq!(s.corrected(&no_knights, 0), learnt - 20);
        // A pawn moved, or the other side to move: untouched.
        let e4 = chess("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assert_eq!(s.corrected(&e4, 5), 5);
        let black = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(s.corrected(&black, 5), 5);
        // A huge error is learnt up to the bound only.
        for _ in 0..200 {
            s.learn_correction(&e4, 0, -2000, 12);
        }
        let bounded = s.corrected(&e4, 0);
        assert!(
            (-CORRECTION_MAX..=-CORRECTION_MAX + 2).contains(&bounded),
            "{bounded}: the average stays within the bound (rounding toward zero)"
        );
        s.clear();
        assert_eq!(s.corrected(&start, 20), 20);
        assert_eq!(s.corrected(&e4, 0), 0);
    }

    /// A variant without a correction key is never corrected.
    #[test]
    fn variants_without_a_key_keep_their_evaluation() {
        use crate::fourd::{FourD, PieceSet};
        let pos = FourD::start(PieceSet::Full);
        assert_eq!(pos.correction_key(), None);
        let mut s = Searcher::<FourD>::new(1);
        for _ in 0..50 {
            s.learn_correction(&pos, 0, 90, 12);
        }
        assert_eq!(s.corrected(&pos, 0), 0);
    }
}
