//! One search for every variant: iterative deepening, alpha-beta with principal
//! variation search, transposition table, quiescence on noisy moves, ordering (hash move,
//! MVV-LVA via `order_hint`, killers, history), check extension, late-move reductions,
//! mate scores, repetition and clock-rule awareness, multi-PV.
//!
//! Here: the searcher, iterative deepening and what it reports; the root searches in
//! `root`, the alpha-beta nodes in `alphabeta`, quiescence in `quiescence`, move
//! ordering (killers, history) in `ordering`.
//!
//! The score is always from the point of view of the player who decides at a node
//! (`Position::actor`). It is negated only where the decider changes: a Valhalla turn
//! is several decisions, and a run of decisions by one player needs no special case.
mod alphabeta;
mod ordering;
mod quiescence;
mod root;

use super::tt::{Bound, Entry, Table};
use super::{Info, Limits, MATE, MATE_BOUND, Score, SearchResult};
use crate::game::Position;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

const INF: i32 = MATE + 1;
const MAX_PLY: usize = 96;
const HISTORY_SLOTS: usize = 1 << 14;
/// Capture sequences longer than this are cut (stand pat): in 4D nearly everything can
/// be captured and the exchange tree would otherwise dominate the search.
const MAX_QDEPTH: u32 = 6;

/// A searcher for positions of type `P`, keeping its tables between searches.
pub struct Searcher<P: Position> {
    tt: Table<P::Move>,
    killers: Vec<[Option<P::Move>; 2]>,
    history: Vec<i32>,
    /// Repetition keys of the game before the root, then of the search path.
    path: Vec<u64>,
    nodes: u64,
    seldepth: usize,
    start: Instant,
    limits: Limits,
    stop: Arc<AtomicBool>,
    stopped: bool,
    /// Nominal depth of the current iteration.
    root_depth: u32,
}

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

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl<P: Position> Searcher<P> {
    /// A searcher with a transposition table of `tt_mib` MiB.
    pub fn new(tt_mib: usize) -> Searcher<P> {
        Searcher {
            tt: Table::new(tt_mib),
            killers: vec![[None, None]; MAX_PLY + 2],
            history: vec![0; HISTORY_SLOTS],
            path: Vec::new(),
            nodes: 0,
            seldepth: 0,
            start: Instant::now(),
            limits: Limits::default(),
            stop: Arc::new(AtomicBool::new(false)),
            stopped: false,
            root_depth: 1,
        }
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [None, None]);
    }

    /// Searches `pos` (reached through the positions of `history`, which are used to
    /// see repetitions) within `limits`, until `stop` is set. `on_info` is called after
    /// every completed depth (and every PV line in multi-PV). Always returns a legal move
    /// when there is one, even when stopped at once.
    pub fn search(
        &mut self,
        pos: &P,
        history: &[P],
        limits: &Limits,
        stop: Arc<AtomicBool>,
        mut on_info: impl FnMut(&Info<P::Move>),
    ) -> SearchResult<P::Move> {
        self.start = Instant::now();
        self.limits = limits.clone();
        self.stop = stop;
        self.stopped = false;
        self.nodes = 0;
        self.path = history.iter().filter_map(|p| p.repetition_key()).collect();
        self.history.iter_mut().for_each(|h| *h /= 8);

        let mut root_moves = Vec::new();
        pos.legal_moves(&mut root_moves);
        let mut result = SearchResult {
            best: root_moves.first().copied(),
            score: Score::Cp(0),
            pv: Vec::new(),
            depth: 0,
            nodes: 0,
            lines: Vec::new(),
        };
        if root_moves.is_empty() {
            return result;
        }
        let multipv = limits.multipv.clamp(1, root_moves.len());
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 4)
            .min(MAX_PLY as u32 - 4)
            .max(1);
        let mut order: Vec<P::Move> = root_moves.clone();
        for depth in 1..=max_depth {
            self.seldepth = 0;
            self.root_depth = depth;
            let mut lines: Vec<(i32, Vec<P::Move>)> = Vec::new();
            let mut excluded: Vec<P::Move> = Vec::new();
            if let Some(margin) = limits.spread {
                // Every root move in one pass (the noisy levels choose among them).
                let scored = self.root_spread(pos, depth as i32, &order, margin.max(0));
                if !(self.stopped && depth > 1)
                    && let Some(&(_, mv)) = scored.first()
                {
                    for &(s, m) in &scored {
                        let pv = if m == mv {
                            self.principal_variation(pos, m)
                        } else {
                            vec![m]
                        };
                        lines.push((s, pv));
                    }
                    if !self.stopped {
                        order = scored.iter().map(|&(_, m)| m).collect();
                    }
                    let info = self.info(pos, depth, 1, lines[0].0, &lines[0].1);
                    on_info(&info);
                }
            } else {
                for k in 0..multipv {
                    let Some((score, mv)) = self.root(pos, depth as i32, &order, &excluded) else {
                        break;
                    };
                    // An iteration cut short still counts when its first move (the best so
                    // far) was searched to the end: its best is then either that move,
                    // confirmed a ply deeper, or one that proved better. A budget that
                    // stops just before an iteration ends is not wasted (4D's deeper
                    // levels lost most of theirs that way).
                    if self.stopped && k > 0 {
                        break;
                    }
                    excluded.push(mv);
                    let pv = self.principal_variation(pos, mv);
                    lines.push((score, pv));
                    if k == 0 && !self.stopped {
                        // Next iteration starts from the best move.
                        order.retain(|m| *m != mv);
                        order.insert(0, mv);
                    }
                    let info = self.info(pos, depth, k + 1, score, &lines[k].1);
                    on_info(&info);
                    if self.stopped {
                        break;
                    }
                }
            }
            if let Some((score, pv)) = lines.first() {
                result.best = pv.first().copied().or(result.best);
                result.score = Score::from_line(*score, pos, pv);
                result.pv = pv.clone();
                result.depth = depth;
                result.lines = lines
                    .iter()
                    .map(|(s, pv)| (Score::from_line(*s, pos, pv), pv.clone()))
                    .collect();
            }
            if self.stopped || self.out_of_budget(true) {
                break;
            }
            if let Some((s, _)) = lines.first() {
                // A found mate will not get shorter by searching deeper than its length.
                if s.abs() > MATE_BOUND && (MATE - s.abs()) < depth as i32 {
                    break;
                }
            }
        }
        result.nodes = self.nodes;
        result
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
        Info {
            depth,
            seldepth: self.seldepth as u32,
            multipv,
            score: Score::from_line(score, pos, pv),
            nodes: self.nodes,
            nps: (self.nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64,
            time: elapsed,
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
            let Some(mv) = self.tt.probe(p.hash()).and_then(|e| e.mv) else {
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
            && self.nodes >= n
        {
            return true;
        }
        if let Some(t) = self.limits.movetime {
            let elapsed = self.start.elapsed();
            // Between iterations, don't start one that probably cannot finish.
            if elapsed >= t || (between_iterations && elapsed * 2 >= t) {
                return true;
            }
        }
        false
    }

    #[inline]
    pub(super) fn check_stop(&mut self) {
        if self.nodes & 1023 == 0
            && (self.stop.load(Ordering::Relaxed) || self.out_of_budget(false))
        {
            self.stopped = true;
        }
    }

    /// Stores the result of a root search that was not cut short.
    fn store_root(&mut self, pos: &P, depth: i32, score: i32, mv: P::Move) {
        self.tt.store(Entry {
            key: pos.hash(),
            mv: Some(mv),
            score: to_tt(score, 0),
            depth: depth as i16,
            bound: Bound::Exact,
        });
    }
}
