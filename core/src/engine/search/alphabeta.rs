//! Alpha-beta nodes: principal variation search with the transposition table, check
//! extension, and the selectivity that spends the nodes where the game is decided:
//! reverse futility pruning and null-move pruning before the moves (null moves only
//! where the variant's `Searchable::null_move` allows a pass: never in Valhalla, whose
//! turns are several decisions, nor with few pieces; in standard chess a deep null-move
//! cut is verified, and razoring and ProbCut (`probcut`) follow), then futility,
//! late-move and SEE pruning of hopeless moves (in standard chess also of quiet moves
//! onto a square where they are lost), and late-move reductions shaped by the history
//! (in standard chess a ply more at an expected cut node).
//!
//! The margins are the usual orders of magnitude of open engines (the Chess Programming
//! Wiki's pages on each technique), in centipawns of the variant's evaluation.
use super::mate::{mate_window, proven_cutoff};
use super::ordering::{COUNTER, HISTORY_MAX, pick_settled, settle_capture};
use super::{
    Bound, Buffers, Entry, INF, MATE, MATE_BOUND, MAX_PLY, Searcher, from_tt, to_tt, tt_cutoff,
};
use crate::game::{Notation, Searchable};
use crate::kernel::Color;
use std::sync::OnceLock;

/// Reverse futility: a node whose static evaluation beats beta by this much per ply of
/// depth left is cut (depth at most `RFP_DEPTH`).
const RFP_MARGIN: i32 = 80;
const RFP_DEPTH: i32 = 6;
/// Futility: quiet moves are skipped where the evaluation plus this base and this much
/// per ply cannot reach alpha (depth at most 3).
const FUTILITY_BASE: i32 = 90;
const FUTILITY_PER_PLY: i32 = 100;
/// SEE pruning: captures losing more than this per ply are skipped (depth at most 4).
const SEE_PER_PLY: i32 = 90;
/// SEE pruning of quiet moves (standard chess, `Searchable::SELECTIVE`): a quiet move
/// whose exchange on its square loses more than this times the depth squared is skipped
/// (depth at most `QUIET_SEE_DEPTH`).
const QUIET_SEE: i32 = 30;
const QUIET_SEE_DEPTH: i32 = 6;
/// Late-move pruning's deepest depth: standard chess (`Searchable::SELECTIVE`), the
/// other families.
const LMP_DEPTH_SELECTIVE: i32 = 8;
const LMP_DEPTH: i32 = 4;
/// History pruning: quiet moves whose history is below minus this per ply (depth at most 3).
const HISTORY_PRUNE: i32 = 2048;
/// Null-move verification (standard chess, `Searchable::SELECTIVE`): from this depth a
/// null move's cut is only taken once a normal search of the node, null moves off at
/// that node and at the null search's depth, confirms it; a zugzwang (every move loses,
/// passing would not) is then found within a few iterations instead of never.
const NULL_VERIFY_DEPTH: i32 = 12;
/// ProbCut (standard chess, `Searchable::SELECTIVE`): from this depth, a capture that
/// holds beta raised by `PROBCUT_MARGIN` in a search `PROBCUT_REDUCTION` plies shallower
/// cuts the node.
const PROBCUT_DEPTH: i32 = 5;
const PROBCUT_MARGIN: i32 = 200;
const PROBCUT_REDUCTION: i32 = 4;
/// Razoring (standard chess, `Searchable::SELECTIVE`): a node this far below alpha per
/// ply of depth left (depth at most `RAZOR_DEPTH`) that quiescence cannot lift to alpha
/// is scored by quiescence.
const RAZOR_MARGIN: i32 = 250;
const RAZOR_DEPTH: i32 = 3;

/// Late-move reductions by depth and move number: 0.75 + ln(depth)·ln(moves)/2.25, the
/// usual logarithmic form.
fn lmr(depth: i32, index: usize) -> i32 {
    static TABLE: OnceLock<Vec<[u8; 64]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..64)
            .map(|d| {
                let mut row = [0u8; 64];
                for (m, r) in row.iter_mut().enumerate() {
                    if d > 0 && m > 0 {
                        let v = 0.75 + (d as f64).ln() * (m as f64).ln() / 2.25;
                        *r = v.max(0.0) as u8;
                    }
                }
                row
            })
            .collect()
    });
    table[depth.clamp(0, 63) as usize][index.min(63)] as i32
}

impl<P: Searchable + Notation> Searcher<P> {
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

    /// The score of `child` for the player deciding at its parent; `cut`: whether the
    /// child is expected to fail high (a cut node, [`Searcher::negamax`]).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn child(
        &mut self,
        parent_actor: Color,
        child: &P,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        cut: bool,
    ) -> i32 {
        self.for_parent(parent_actor, child, alpha, beta, |s, a, b| {
            s.negamax(child, depth, a, b, ply, false, cut)
        })
    }

    /// Score of a position without legal moves, or of a finished game.
    pub(super) fn terminal_score(&self, pos: &P, ply: usize) -> i32 {
        match pos.terminal() {
            Some(o) => match o.winner {
                Some(w) if w == pos.actor() => MATE - ply as i32,
                Some(_) => -(MATE - ply as i32),
                None => self.draw_score(pos.actor()),
            },
            None => 0,
        }
    }

    /// Whether `key`, `pos`'s repetition key, is on the path (the game before the root
    /// and the search's line), looking back only as far as `pos` could repeat.
    #[inline]
    fn repeats(&self, pos: &P, key: u64) -> bool {
        let back = pos
            .repetition_window()
            .map_or(self.path.len(), |w| w.min(self.path.len()));
        self.path[self.path.len() - back..].contains(&key)
    }

    /// Whether the static evaluation at `ply` is better than the last one of the same
    /// decider two plies up (the position is improving: prune less).
    fn improving(&self, ply: usize, actor: Color, eval: Option<i32>) -> bool {
        match (eval, ply.checked_sub(2).and_then(|p| self.evals[p])) {
            (Some(now), Some((who, before))) => who == actor && now > before,
            _ => false,
        }
    }

    /// The score of `pos` for its decider within `alpha`..`beta`, `depth` plies deep.
    /// `cut`: whether the node is expected to fail high (a cut node, as Stockfish's
    /// `cutNode`): the null-window searches of a node's later moves are cut nodes, their
    /// first children and null moves are not, and so on alternately down the tree;
    /// standard chess reduces a cut node's late quiet moves a ply more.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &P,
        mut depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        after_null: bool,
        cut: bool,
    ) -> i32 {
        self.nodes += 1;
        self.check_stop();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let key = pos.repetition_key();
        if let Some(k) = key
            && self.repeats(pos, k)
        {
            return self.draw_score(pos.actor());
        }
        if pos.rule_draw() {
            return self.draw_score(pos.actor());
        }
        if ply >= MAX_PLY {
            return self.static_eval(pos);
        }
        // A PV node stays one whatever the mate distance does to its window.
        let is_pv = beta - alpha > 1;
        let (mut alpha, beta) = match mate_window(alpha, beta, ply) {
            Ok(window) => window,
            Err(score) => return score,
        };
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
        // Without selective pruning (a mate's proof) the selective searches' bounds
        // are no proof: only their mates are taken, found at any depth.
        let selective = !self.full_width;
        let cutoff = match entry {
            Some(_) if is_pv => None,
            Some(e) if selective => (e.depth as i32 >= depth)
                .then(|| tt_cutoff(&e, ply, alpha, beta))
                .flatten(),
            Some(e) => proven_cutoff(&e, ply, alpha, beta),
            None => None,
        };
        if let Some(s) = cutoff {
            return s;
        }
        let tt_move = entry.and_then(|e| e.mv);
        let actor = pos.actor();
        let raw_eval = if in_check {
            None
        } else {
            Some(match entry.and_then(|e| e.eval) {
                Some(e) => e,
                None => self.static_eval(pos),
            })
        };
        let static_eval = raw_eval.map(|e| self.corrected(pos, e));
        self.evals[ply] = static_eval.map(|e| (actor, e));
        let improving = self.improving(ply, actor, static_eval);
        // The table's score where its bound says it is nearer the truth than the static
        // evaluation: what the pruning decisions below compare with beta and alpha.
        let pruning_eval = match (static_eval, entry) {
            (Some(ev), Some(e)) if P::SELECTIVE => {
                let s = from_tt(e.score, ply);
                let closer = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s > ev,
                    Bound::Upper => s < ev,
                };
                Some(if closer && s.abs() < MATE_BOUND {
                    s
                } else {
                    ev
                })
            }
            (ev, _) => ev,
        };

        if selective
            && !is_pv
            && let Some(eval) = pruning_eval
            && beta.abs() < MATE_BOUND
        {
            // Reverse futility: far enough above beta that no move will fall below it.
            if depth <= RFP_DEPTH && eval - RFP_MARGIN * (depth - improving as i32) >= beta {
                return eval;
            }
            // Razoring: so far below alpha that only captures could help.
            if P::SELECTIVE && depth <= RAZOR_DEPTH && eval + RAZOR_MARGIN * depth < alpha {
                let s = self.quiescence(pos, alpha, beta, ply, 0);
                if self.stopped {
                    return 0;
                }
                if s <= alpha {
                    return s;
                }
            }
            // Null move: if passing still holds beta, a real move will too.
            if !after_null
                && depth >= 3
                && eval >= beta
                && let Some(null) = pos.null_move()
            {
                let r = 3 + depth / 4 + ((eval - beta) / 200).min(3);
                self.played[ply + 1] = None;
                let s = self.for_parent(actor, &null, beta - 1, beta, |s, a, b| {
                    s.negamax(&null, depth - 1 - r, a, b, ply + 1, true, !cut)
                });
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    let verified = !P::SELECTIVE
                        || depth < NULL_VERIFY_DEPTH
                        || self.negamax(pos, depth - r, beta - 1, beta, ply, true, cut) >= beta;
                    if self.stopped {
                        return 0;
                    }
                    if verified {
                        return if s > MATE_BOUND { beta } else { s };
                    }
                }
            }
        }
        // ProbCut: a good capture that holds a beta raised by a margin at a reduced depth
        // would hold beta at the full one.
        if P::SELECTIVE
            && selective
            && !is_pv
            && !in_check
            && depth >= PROBCUT_DEPTH
            && beta.abs() < MATE_BOUND
            && let Some(eval) = static_eval
        {
            let pc_beta = beta + PROBCUT_MARGIN;
            let shallow = depth - PROBCUT_REDUCTION;
            let refuted =
                entry.is_some_and(|e| e.depth as i32 >= shallow && from_tt(e.score, ply) < pc_beta);
            if !refuted
                && let Some(s) = self.probcut(pos, shallow, pc_beta, (eval, raw_eval), ply, cut)
            {
                return s;
            }
        }
        // No hash move this deep: this node was not searched before, search it a ply
        // shallower (internal iterative reduction).
        if selective && depth >= 6 && tt_move.is_none() {
            depth -= 1;
        }

        let Buffers {
            mut moves,
            mut ordered,
            mut quiets,
        } = std::mem::take(&mut self.buffers[ply]);
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = Buffers {
                moves,
                ordered,
                quiets,
            };
            return self.terminal_score(pos, ply);
        }
        self.order(pos, &moves, tt_move, ply, &mut ordered);
        quiets.clear();

        if let Some(k) = key {
            self.path.push(k);
        }
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let late_moves = (3 + depth * depth) / (2 - improving as i32);
        let lmp_depth = if P::SELECTIVE {
            LMP_DEPTH_SELECTIVE
        } else {
            LMP_DEPTH
        };
        let prunable = selective && !is_pv && !in_check;
        for i in 0..ordered.len() {
            pick_settled(&mut ordered, i, |s, m| settle_capture(pos, s, m));
            let (order_score, mv) = ordered[i];
            let quiet = !pos.is_noisy(mv);
            // Pruning needs a real score to fall back on, not a mated one.
            let has_score = best > -MATE_BOUND;
            if prunable && has_score && i > 0 {
                if quiet && depth <= lmp_depth && quiets.len() as i32 >= late_moves {
                    continue;
                }
                // History pruning: a quiet move that has kept failing elsewhere.
                if P::SELECTIVE && quiet && depth <= 3 && order_score < -HISTORY_PRUNE * depth {
                    continue;
                }
                // SEE pruning: a capture that loses too much, or (standard chess) a
                // quiet move onto a square where it is lost.
                let see_floor = if quiet {
                    (P::SELECTIVE && depth <= QUIET_SEE_DEPTH).then(|| -QUIET_SEE * depth * depth)
                } else {
                    (depth <= 4).then(|| -SEE_PER_PLY * depth)
                };
                if see_floor.is_some_and(|floor| !pos.see_ge(mv, floor)) {
                    continue;
                }
            }
            // Futility: a quiet move this far below alpha is dropped unless it checks,
            // asked before the move is played where the variant can tell.
            let futile = prunable
                && has_score
                && i > 0
                && quiet
                && depth <= 3
                && pruning_eval
                    .is_some_and(|e| e + FUTILITY_BASE + FUTILITY_PER_PLY * depth <= alpha);
            let mut gives_check = if futile { pos.gives_check(mv) } else { None };
            if futile && gives_check == Some(false) {
                continue;
            }
            let mut child = pos.clone();
            child.play(mv);
            if depth >= 2 || P::SELECTIVE {
                self.tt.prefetch(child.hash());
            }
            self.played[ply + 1] = Some(mv);
            let mut checks = |c: &P| *gives_check.get_or_insert_with(|| c.is_check());
            if futile && !checks(&child) {
                continue;
            }
            let score = if i == 0 {
                self.child(
                    actor,
                    &child,
                    depth - 1,
                    alpha,
                    beta,
                    ply + 1,
                    !is_pv && !cut,
                )
            } else {
                // Late quiet moves are searched shallower first; a surprise is re-searched.
                let reduction =
                    if selective && depth >= 3 && i >= 2 && quiet && !in_check && !checks(&child) {
                        let mut r = lmr(depth, i);
                        r -= is_pv as i32;
                        r += !improving as i32;
                        r += (P::SELECTIVE && cut) as i32;
                        if order_score >= COUNTER {
                            r -= 1;
                        } else {
                            r -= order_score / (HISTORY_MAX / 2);
                        }
                        r.clamp(0, depth - 2)
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
                    true,
                );
                if s > alpha && reduction > 0 {
                    s = self.child(actor, &child, depth - 1, alpha, alpha + 1, ply + 1, !cut);
                }
                if s > alpha && s < beta {
                    s = self.child(actor, &child, depth - 1, alpha, beta, ply + 1, false);
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
                    self.remember_cutoff(mv, actor, &quiets, ply, depth);
                }
                break;
            }
            if quiet {
                quiets.push(mv);
            }
        }
        if key.is_some() {
            self.path.pop();
        }
        self.buffers[ply] = Buffers {
            moves,
            ordered,
            quiets,
        };
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
        if let (Some(raw), Some(eval)) = (raw_eval, static_eval)
            && best.abs() < MATE_BOUND
            && best_move.is_none_or(|m| !pos.is_noisy(m))
            && !(bound == Bound::Lower && best <= eval)
            && !(bound == Bound::Upper && best >= eval)
        {
            self.learn_correction(pos, raw, best, depth);
        }
        // A node that failed low found no best move, only the least refuted one: the
        // table keeps the move it had (standard chess, `Searchable::SELECTIVE`).
        let stored_move = if P::SELECTIVE && bound == Bound::Upper {
            None
        } else {
            best_move
        };
        self.tt.store(Entry {
            key: hash,
            mv: stored_move,
            score: to_tt(best, ply),
            eval: raw_eval,
            depth: depth as i16,
            bound,
        });
        best
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Bound, Entry, Searcher};
    use crate::game::{Notation, Rules};
    use crate::standard::Chess;

    /// A node where every move fails low has no best move, only the least refuted one:
    /// the table keeps the move it held (here a blunder, Qd4 into the pawn's capture,
    /// which a fail-low search scores lowest of all, so storing the least refuted move
    /// would replace it), while a node that finds a move inside its window stores it.
    #[test]
    fn a_node_that_fails_low_keeps_the_tables_move() {
        let pos = Chess::from_fen("4k3/8/8/2p5/8/8/3Q4/4K3 w - - 0 1").expect("a valid FEN");
        let blunder = pos.parse_move("d2d4").expect("Qd4 is legal");
        let stored = |s: &Searcher<Chess>| {
            let e = s.tt.peek(pos.hash()).expect("the node is stored");
            (e.bound, e.mv.map(|m| pos.move_string(m)))
        };
        let mut s = Searcher::<Chess>::new(1);
        s.tt.store(Entry {
            key: pos.hash(),
            mv: Some(blunder),
            score: 0,
            eval: None,
            depth: 0,
            bound: Bound::Upper,
        });
        // A PV window far above a queen's worth: every move fails low.
        let score = s.negamax(&pos, 2, 5_000, 5_010, 0, false, false);
        assert!(score <= 5_000, "{score}");
        assert_eq!(stored(&s), (Bound::Upper, Some("d2d4".to_string())));
        // A window around the true score: the best move is found and replaces it.
        let score = s.negamax(&pos, 3, -30_000, 30_000, 0, false, false);
        let (bound, mv) = stored(&s);
        assert_eq!(bound, Bound::Exact, "{score}");
        assert_ne!(mv.as_deref(), Some("d2d4"));
    }
}
