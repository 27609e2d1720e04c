//! Iterative deepening: one iteration per depth (aspiration windows around the last
//! score for the single best line), multi-PV by excluding the lines found, or every root
//! move scored at once (`Limits::spread`); the info lines; when to stop (the limits, a
//! found mate, and under a clock the soft time, shorter while the best move is stable).
use super::mate::Proof;
use super::{INF, MATE, MATE_BOUND, MAX_DEPTH, Searcher};
use crate::engine::{Info, Score, SearchResult};
use crate::game::{Notation, Searchable};
use std::time::Duration;

/// The first aspiration window's half width, in centipawns.
const WINDOW: i32 = 25;

impl<P: Searchable + Notation> Searcher<P> {
    /// Iterative deepening from `first_depth` until the limits or the stop flag.
    pub(super) fn deepen(
        &mut self,
        pos: &P,
        first_depth: u32,
        mut on_info: impl FnMut(&Info<P::Move>),
    ) -> SearchResult<P::Move> {
        let limits = self.limits.clone();
        let mut root_moves = Vec::new();
        pos.legal_moves(&mut root_moves);
        if !limits.search_moves.is_empty() {
            let listed: Vec<P::Move> = root_moves
                .iter()
                .copied()
                .filter(|&m| limits.search_moves.contains(&pos.move_string(m)))
                .collect();
            if !listed.is_empty() {
                root_moves = listed;
            }
        }
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
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut order: Vec<P::Move> = root_moves.clone();
        // Each line's score in the last iteration (the aspiration window's centre).
        let mut last_lines: Vec<i32> = Vec::new();
        // Iterations in a row that ended with the same best move.
        let mut stable = 0u32;
        for depth in first_depth.min(max_depth)..=max_depth {
            self.seldepth = 0;
            self.root_depth = depth;
            let mut lines = match limits.spread {
                Some(margin) => {
                    self.spread_iteration(pos, depth, &mut order, margin.max(0), &mut on_info)
                }
                None => {
                    self.lines_iteration(pos, depth, multipv, &mut order, &last_lines, &mut on_info)
                }
            };
            if let Some((_, pv)) = lines.first() {
                let best = pv.first().copied().or(result.best);
                stable = if best == result.best && result.depth > 0 {
                    stable + 1
                } else {
                    0
                };
                last_lines = lines.iter().map(|&(s, _)| s).collect();
            }
            let mate = lines
                .first()
                .map(|&(s, _)| s)
                .filter(|s| s.abs() > MATE_BOUND);
            let hard_stop = self.stopped || self.out_of_budget(false);
            let wanted = |score: Score| matches!((limits.mate, score), (Some(w), Score::Mate(n)) if n > 0 && n.unsigned_abs() <= w);
            let first_score = lines.first().map(|(s, pv)| Score::from_line(*s, pos, pv));
            let ending = hard_stop
                || self.out_of_budget(true)
                || self.soft_time_up(stable)
                || first_score.is_some_and(wanted);
            // A found mate will not get shorter by searching deeper than its length, and
            // a search that ends on one proves its length first (`mate`): the selective
            // search may have missed a shorter one. A search bounded by its depth alone
            // has no budget for the proof, whose cost grows with the mate's length.
            let mate_ends = mate.is_some_and(|s| ending || (MATE - s.abs()) < depth as i32);
            let budget = limits.depth.is_none()
                || limits.nodes.is_some()
                || limits.movetime.is_some()
                || limits.mate.is_some();
            if let Some(s) = mate
                && mate_ends
                && budget
                && !hard_stop
                && limits.spread.is_none()
            {
                self.settle_mate(pos, depth, multipv, &order, s, &mut lines, &mut on_info);
            }
            if !lines.is_empty() {
                let (score, pv) = &lines[0];
                result.best = pv.first().copied().or(result.best);
                result.score = Score::from_line(*score, pos, pv);
                result.pv = pv.clone();
                result.depth = depth;
                result.lines = lines
                    .iter()
                    .map(|(s, pv)| (Score::from_line(*s, pos, pv), pv.clone()))
                    .collect();
            }
            if ending || mate_ends {
                break;
            }
        }
        result.nodes = self.total_nodes();
        result
    }

    /// One iteration of a spread search (`Limits::spread`, the noisy levels): every root
    /// move scored in one pass within `margin` of the best; the lines, best first, and
    /// `order` the next iteration's.
    fn spread_iteration(
        &mut self,
        pos: &P,
        depth: u32,
        order: &mut Vec<P::Move>,
        margin: i32,
        on_info: &mut impl FnMut(&Info<P::Move>),
    ) -> Vec<(i32, Vec<P::Move>)> {
        let mut lines: Vec<(i32, Vec<P::Move>)> = Vec::new();
        // Every root move in one pass (the noisy levels choose among them).
        let scored = self.root_spread(pos, depth as i32, order, margin);
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
                *order = scored.iter().map(|&(_, m)| m).collect();
            }
            let info = self.info(pos, depth, 1, lines[0].0, &lines[0].1);
            on_info(&info);
        }
        lines
    }

    /// One iteration of `multipv` lines, each searched with the lines before it left out
    /// (aspirated around `last_lines`, the last iteration's scores); the lines, best
    /// first, and `order` the next iteration's.
    fn lines_iteration(
        &mut self,
        pos: &P,
        depth: u32,
        multipv: usize,
        order: &mut Vec<P::Move>,
        last_lines: &[i32],
        on_info: &mut impl FnMut(&Info<P::Move>),
    ) -> Vec<(i32, Vec<P::Move>)> {
        let mut lines: Vec<(i32, Vec<P::Move>)> = Vec::new();
        let mut excluded: Vec<P::Move> = Vec::new();
        for k in 0..multipv {
            let found = match last_lines.get(k) {
                Some(&s) if depth >= 5 && s.abs() < MATE_BOUND => {
                    self.aspirated_root(pos, depth as i32, order, &excluded, s)
                }
                _ => self.root(pos, depth as i32, order, &excluded, -INF, INF),
            };
            let Some((score, mv)) = found else {
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
            if !self.stopped {
                // The next iteration tries the lines found first, in their
                // order: its line k+1 starts from this line's move.
                order.retain(|m| *m != mv);
                order.insert(k, mv);
            }
            let info = self.info(pos, depth, k + 1, score, &lines[k].1);
            on_info(&info);
            if self.stopped {
                break;
            }
        }
        // Each line is a search of its own (the lines before it left out, its
        // moves reduced differently), so a later line can come back above an
        // earlier one: the depth's lines are then put best first (equal scores
        // keep their order) and sent again, so that `multipv 1` is the best, as
        // a UCI consumer expects, and the next iteration starts from them.
        if lines.windows(2).any(|w| w[0].0 < w[1].0) {
            lines.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
            if !self.stopped {
                order.retain(|m| !excluded.contains(m));
                for (k, (_, pv)) in lines.iter().enumerate() {
                    order.insert(k, pv[0]);
                }
            }
            for (k, (score, pv)) in lines.iter().enumerate() {
                let info = self.info(pos, depth, k + 1, *score, pv);
                on_info(&info);
            }
        }
        lines
    }

    /// Proves the length of the mate `score` that an iteration at `depth` found for its
    /// best line (`Searcher::prove_mate`); where another length is the exact one, the
    /// lines change and are sent again: a shorter mate becomes the best line, and for a
    /// side being mated, sooner than it thought, each line that claimed a longer
    /// defence is searched again the same way.
    #[allow(clippy::too_many_arguments)]
    fn settle_mate(
        &mut self,
        pos: &P,
        depth: u32,
        multipv: usize,
        order: &[P::Move],
        score: i32,
        lines: &mut Vec<(i32, Vec<P::Move>)>,
        on_info: &mut impl FnMut(&Info<P::Move>),
    ) {
        let Some(&first) = lines.first().and_then(|(_, pv)| pv.first()) else {
            return;
        };
        let Proof::Changed(proven, mv) = self.prove_mate(pos, order, score, first) else {
            return;
        };
        lines.retain(|(_, pv)| pv.first() != Some(&mv));
        lines.insert(0, (proven, self.principal_variation(pos, mv)));
        lines.truncate(multipv);
        if proven < 0 {
            // Every move is mated within the proven length, so a search that deep
            // scores each exactly.
            let full = MATE + proven;
            for line in lines.iter_mut().skip(1) {
                if line.0 <= proven {
                    continue;
                }
                let Some(&first) = line.1.first() else {
                    continue;
                };
                match self.full_width_root(pos, full, &[first], -INF, proven + 1) {
                    Some((s, m)) if !self.stopped => {
                        *line = (s, self.principal_variation(pos, m));
                    }
                    // Unfinished: no better than the proven best, whatever it is.
                    _ => line.0 = proven,
                }
            }
            lines.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        }
        for (k, (s, pv)) in lines.iter().enumerate() {
            let info = self.info(pos, depth, k + 1, *s, pv);
            on_info(&info);
        }
    }

    /// Under a clock: whether to stop after an iteration. The soft time is stretched
    /// while the best move keeps changing and shrunk while it stays (half of it after
    /// four iterations that agree).
    fn soft_time_up(&self, stable: u32) -> bool {
        let Some(soft) = self.limits.soft_time else {
            return false;
        };
        let scale = match stable {
            0 => 1.4,
            1 => 1.1,
            2 => 0.9,
            3 => 0.7,
            _ => 0.5,
        };
        self.start.elapsed() >= Duration::from_secs_f64(soft.as_secs_f64() * scale)
    }

    /// The best root move at `depth` less `excluded` (the lines found before, in
    /// multi-PV), searched in a narrow window around the last iteration's score `last`
    /// of its line, widened on each failure; None when stopped before a result inside
    /// or above the window came back (the last iteration then stands).
    fn aspirated_root(
        &mut self,
        pos: &P,
        depth: i32,
        order: &[P::Move],
        excluded: &[P::Move],
        last: i32,
    ) -> Option<(i32, P::Move)> {
        let mut order = order.to_vec();
        let mut delta = WINDOW;
        let mut alpha = (last - delta).max(-INF);
        let mut beta = (last + delta).min(INF);
        loop {
            let (score, mv) = self.root(pos, depth, &order, excluded, alpha, beta)?;
            if self.stopped {
                return (score > alpha).then_some((score, mv));
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INF);
            } else if score >= beta {
                beta = (score + delta).min(INF);
                // The move that failed high is searched first next time.
                order.retain(|m| *m != mv);
                order.insert(0, mv);
            } else {
                return Some((score, mv));
            }
            delta *= 2;
            if delta > 800 {
                alpha = -INF;
                beta = INF;
            }
        }
    }
}
