//! One search for every variant: iterative deepening, alpha-beta with principal
//! variation search, transposition table, quiescence on noisy moves, ordering (hash move,
//! MVV-LVA via `order_hint`, killers, history), check extension, late-move reductions,
//! mate scores, repetition and clock-rule awareness, multi-PV.
//!
//! The score is always from the point of view of the player who decides at a node
//! (`Position::actor`). It is negated only where the decider changes: a Valhalla turn
//! is several decisions, and a run of decisions by one player needs no special case.
use super::tt::{Bound, Entry, Table};
use super::{Info, Limits, MATE, MATE_BOUND, Score, SearchResult};
use crate::game::Position;
use std::hash::{Hash, Hasher};
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

struct MoveHasher(u64);
impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01B3);
        }
    }
}

fn history_slot<M: Hash>(mv: &M) -> usize {
    let mut h = MoveHasher(0xcbf2_9ce4_8422_2325);
    mv.hash(&mut h);
    (h.finish() as usize) & (HISTORY_SLOTS - 1)
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
    fn check_stop(&mut self) {
        if self.nodes & 1023 == 0
            && (self.stop.load(Ordering::Relaxed) || self.out_of_budget(false))
        {
            self.stopped = true;
        }
    }

    fn root(
        &mut self,
        pos: &P,
        depth: i32,
        order: &[P::Move],
        excluded: &[P::Move],
    ) -> Option<(i32, P::Move)> {
        let mut alpha = -INF;
        let beta = INF;
        let mut best: Option<(i32, P::Move)> = None;
        let actor = pos.actor();
        for (i, &mv) in order.iter().filter(|m| !excluded.contains(m)).enumerate() {
            let mut child = pos.clone();
            child.play(mv);
            let score = if i == 0 {
                self.child(actor, &child, depth - 1, alpha, beta, 1)
            } else {
                let s = self.child(actor, &child, depth - 1, alpha, alpha + 1, 1);
                if s > alpha && !self.stopped {
                    self.child(actor, &child, depth - 1, alpha, beta, 1)
                } else {
                    s
                }
            };
            if self.stopped {
                // Only fully searched moves count; a first move cut short is no result
                // (except at depth 1, where some move must come back).
                if best.is_some() || depth > 1 {
                    break;
                }
            }
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, mv));
            }
            alpha = alpha.max(score);
        }
        if let Some((score, mv)) = best
            && !self.stopped
        {
            self.tt.store(Entry {
                key: pos.hash(),
                mv: Some(mv),
                score: to_tt(score, 0),
                depth: depth as i16,
                bound: Bound::Exact,
            });
        }
        best
    }

    /// Scores every move of `order` at `depth`: exactly where within `margin` of the best
    /// so far (a move within `margin` of the final best is therefore exact), otherwise
    /// an upper bound. Best first; the order among equals is `order`'s.
    fn root_spread(
        &mut self,
        pos: &P,
        depth: i32,
        order: &[P::Move],
        margin: i32,
    ) -> Vec<(i32, P::Move)> {
        let actor = pos.actor();
        let mut best = -INF;
        let mut scored: Vec<(i32, P::Move)> = Vec::with_capacity(order.len());
        for &mv in order {
            let mut child = pos.clone();
            child.play(mv);
            let floor = if best == -INF {
                -INF
            } else {
                (best - margin).max(-INF)
            };
            let score = self.child(actor, &child, depth - 1, floor, INF, 1);
            if self.stopped && !scored.is_empty() {
                break;
            }
            best = best.max(score);
            scored.push((score, mv));
        }
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        if let Some(&(score, mv)) = scored.first()
            && !self.stopped
        {
            self.tt.store(Entry {
                key: pos.hash(),
                mv: Some(mv),
                score: to_tt(score, 0),
                depth: depth as i16,
                bound: Bound::Exact,
            });
        }
        scored
    }

    /// The score of `child` for the player deciding at its parent.
    #[inline]
    fn child(
        &mut self,
        parent_actor: crate::kernel::Color,
        child: &P,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if child.actor() == parent_actor {
            self.negamax(child, depth, alpha, beta, ply)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply)
        }
    }

    #[inline]
    fn qchild(
        &mut self,
        parent_actor: crate::kernel::Color,
        child: &P,
        alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: u32,
    ) -> i32 {
        if child.actor() == parent_actor {
            self.quiescence(child, alpha, beta, ply, qdepth)
        } else {
            -self.quiescence(child, -beta, -alpha, ply, qdepth)
        }
    }

    /// Score of a position without legal moves, or of a finished game.
    fn terminal_score(&self, pos: &P, ply: usize) -> i32 {
        match pos.terminal() {
            Some(o) => match o.winner {
                Some(w) if w == pos.actor() => MATE - ply as i32,
                Some(_) => -(MATE - ply as i32),
                None => 0,
            },
            None => 0,
        }
    }

    fn negamax(&mut self, pos: &P, mut depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        self.check_stop();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let key = pos.repetition_key();
        if let Some(k) = key
            && self.path.contains(&k)
        {
            return 0;
        }
        if pos.rule_draw() {
            return 0;
        }
        if ply >= MAX_PLY {
            return pos.evaluate();
        }
        let in_check = pos.is_check();
        // Extensions may at most double the nominal depth: in 4D nearly every move can
        // check, and unbounded extensions would never finish an iteration.
        if in_check && ply <= self.root_depth as usize {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }

        let hash = pos.hash();
        let entry = self.tt.probe(hash);
        let is_pv = beta - alpha > 1;
        if let Some(e) = entry
            && e.depth as i32 >= depth
            && !is_pv
        {
            let s = from_tt(e.score, ply);
            match e.bound {
                Bound::Exact => return s,
                Bound::Lower if s >= beta => return s,
                Bound::Upper if s <= alpha => return s,
                _ => {}
            }
        }

        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return self.terminal_score(pos, ply);
        }
        let tt_move = entry.and_then(|e| e.mv);
        let ordered = self.order(pos, &moves, tt_move, ply);

        if let Some(k) = key {
            self.path.push(k);
        }
        let actor = pos.actor();
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for (i, &(_, mv)) in ordered.iter().enumerate() {
            let mut child = pos.clone();
            child.play(mv);
            let quiet = !pos.is_noisy(mv);
            let score = if i == 0 {
                self.child(actor, &child, depth - 1, alpha, beta, ply + 1)
            } else {
                // Late quiet moves are searched shallower first; a surprise is re-searched.
                let reduction = if depth >= 3 && i >= 4 && quiet && !in_check {
                    1 + (i >= 12) as i32
                } else {
                    0
                };
                let mut s = self.child(
                    actor,
                    &child,
                    depth - 1 - reduction,
                    alpha,
                    alpha + 1,
                    ply + 1,
                );
                if s > alpha && reduction > 0 {
                    s = self.child(actor, &child, depth - 1, alpha, alpha + 1, ply + 1);
                }
                if s > alpha && s < beta {
                    s = self.child(actor, &child, depth - 1, alpha, beta, ply + 1);
                }
                s
            };
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    let k = &mut self.killers[ply];
                    if k[0] != Some(mv) {
                        k[1] = k[0];
                        k[0] = Some(mv);
                    }
                    let slot = history_slot(&mv);
                    self.history[slot] = (self.history[slot] + depth * depth).min(1 << 20);
                }
                break;
            }
        }
        if key.is_some() {
            self.path.pop();
        }
        if self.stopped {
            return best.max(-INF + 1);
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry {
            key: hash,
            mv: best_move,
            score: to_tt(best, ply),
            depth: depth as i16,
            bound,
        });
        best
    }

    /// Quiescence: noisy moves only; in check, every evasion, but only in the first two
    /// quiescence plies (past them a checked side may stand pat, which keeps variants
    /// full of checks, such as 4D, from exploding).
    fn quiescence(&mut self, pos: &P, mut alpha: i32, beta: i32, ply: usize, qdepth: u32) -> i32 {
        self.nodes += 1;
        self.check_stop();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if pos.rule_draw() {
            return 0;
        }
        let in_check = pos.is_check() && qdepth < 2;
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return self.terminal_score(pos, ply);
        }
        let stand = pos.evaluate();
        if ply >= MAX_PLY || qdepth >= MAX_QDEPTH {
            return stand;
        }
        let mut best = -INF;
        if !in_check {
            if stand >= beta {
                return stand;
            }
            best = stand;
            alpha = alpha.max(stand);
            moves.retain(|&m| pos.is_noisy(m));
        }
        let mut scored: Vec<(i32, P::Move)> =
            moves.iter().map(|&m| (pos.order_hint(m), m)).collect();
        scored.sort_by_key(|&(h, _)| std::cmp::Reverse(h));
        let actor = pos.actor();
        for (_, mv) in scored {
            let mut child = pos.clone();
            child.play(mv);
            let score = self.qchild(actor, &child, alpha, beta, ply + 1, qdepth + 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    fn order(
        &self,
        pos: &P,
        moves: &[P::Move],
        tt_move: Option<P::Move>,
        ply: usize,
    ) -> Vec<(i32, P::Move)> {
        let killers = self.killers[ply];
        let mut scored: Vec<(i32, P::Move)> = moves
            .iter()
            .map(|&m| {
                let score = if Some(m) == tt_move {
                    1 << 30
                } else {
                    let hint = pos.order_hint(m);
                    if hint > 0 {
                        1 << 24 | hint
                    } else if killers[0] == Some(m) {
                        1 << 23
                    } else if killers[1] == Some(m) {
                        (1 << 23) - 1
                    } else {
                        self.history[history_slot(&m)]
                    }
                };
                (score, m)
            })
            .collect();
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        scored
    }
}
