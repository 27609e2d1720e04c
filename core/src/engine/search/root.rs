//! The root of an iteration: the best move (principal variation search over the root
//! moves within a window, multi-PV by excluding the lines found), or every root move
//! scored at once.
use super::{INF, Searcher};
use crate::game::{Notation, Searchable};

impl<P: Searchable + Notation> Searcher<P> {
    /// The best of the root moves in `order` less `excluded` at `depth` within the
    /// window `alpha..beta`, with its score (at most `alpha`: every move failed low, an
    /// upper bound; at least `beta`: a move failed high, a lower bound); None when the
    /// search was stopped before a move came back.
    pub(super) fn root(
        &mut self,
        pos: &P,
        depth: i32,
        order: &[P::Move],
        excluded: &[P::Move],
        mut alpha: i32,
        beta: i32,
    ) -> Option<(i32, P::Move)> {
        let window_floor = alpha;
        let mut best: Option<(i32, P::Move)> = None;
        let actor = pos.actor();
        for (i, &mv) in order.iter().filter(|m| !excluded.contains(m)).enumerate() {
            let mut child = pos.clone();
            child.play(mv);
            self.played[1] = Some(mv);
            let score = if i == 0 {
                self.child(actor, &child, depth - 1, alpha, beta, 1, false)
            } else {
                let s = self.child(actor, &child, depth - 1, alpha, alpha + 1, 1, true);
                if s > alpha && !self.stopped {
                    self.child(actor, &child, depth - 1, alpha, beta, 1, false)
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
            if score >= beta {
                break;
            }
        }
        if let Some((score, mv)) = best
            && !self.stopped
            && score > window_floor
            && score < beta
        {
            self.store_root(pos, depth, score, mv);
        }
        best
    }

    /// Scores every move of `order` at `depth`: exactly where within `margin` of the best
    /// so far (a move within `margin` of the final best is therefore exact), otherwise
    /// an upper bound. Best first; the order among equals is `order`'s.
    pub(super) fn root_spread(
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
            self.played[1] = Some(mv);
            let floor = if best == -INF {
                -INF
            } else {
                (best - margin).max(-INF)
            };
            let score = self.child(actor, &child, depth - 1, floor, INF, 1, false);
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
            self.store_root(pos, depth, score, mv);
        }
        scored
    }
}
