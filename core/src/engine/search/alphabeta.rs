//! Alpha-beta nodes: principal variation search with the transposition table, check
//! extension and late-move reductions.
use super::{Bound, Entry, INF, MATE, MAX_PLY, Searcher, from_tt, to_tt};
use crate::game::Position;
use crate::kernel::Color;

impl<P: Position> Searcher<P> {
    /// The score of a child for the player deciding at its parent, from `score`, which
    /// scores the child for its own decider within a window: the same window where the
    /// decider stays (a Valhalla turn is several decisions), else negated.
    #[inline]
    pub(super) fn for_parent(
        &mut self,
        parent_actor: Color,
        child: &P,
        alpha: i32,
        beta: i32,
        score: impl FnOnce(&mut Self, i32, i32) -> i32,
    ) -> i32 {
        if child.actor() == parent_actor {
            score(self, alpha, beta)
        } else {
            -score(self, -beta, -alpha)
        }
    }

    /// The score of `child` for the player deciding at its parent.
    #[inline]
    pub(super) fn child(
        &mut self,
        parent_actor: Color,
        child: &P,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.for_parent(parent_actor, child, alpha, beta, |s, a, b| {
            s.negamax(child, depth, a, b, ply)
        })
    }

    /// Score of a position without legal moves, or of a finished game.
    pub(super) fn terminal_score(&self, pos: &P, ply: usize) -> i32 {
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
                    self.remember_cutoff(mv, ply, depth);
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
}
