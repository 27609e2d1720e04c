//! Quiescence: the noisy moves below the nominal depth, so that no leaf is scored in the
//! middle of an exchange; captures that lose material by SEE are not searched.
use super::mate::proven_cutoff;
use super::ordering::pick;
use super::{
    Bound, Buffers, Entry, INF, MATE_BOUND, MAX_PLY, MAX_QDEPTH, Searcher, to_tt, tt_cutoff,
};
use crate::game::{Notation, Searchable};

impl<P: Searchable + Notation> Searcher<P> {
    /// Quiescence: noisy moves only; in check, every evasion, but only in the first two
    /// quiescence plies (past them a checked side may stand pat, which keeps variants
    /// full of checks, such as 4D, from exploding).
    ///
    /// Out of check only the noisy moves are generated ([`Searchable::noisy_moves`]), after
    /// the stand-pat cut-off, so a node without them cannot tell a stalemate from a
    /// quiet position: it stands pat (the usual accepted imprecision). In check every
    /// legal move is generated first, so a mate is still scored as one at any quiescence
    /// depth; a game the position records as finished ([`Searchable::is_decided`], a
    /// Valhalla game ended inside a turn) is scored as finished.
    pub(super) fn quiescence(
        &mut self,
        pos: &P,
        alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: u32,
    ) -> i32 {
        self.nodes += 1;
        self.check_stop();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if pos.rule_draw() {
            return self.draw_score(pos.actor());
        }
        // Asked before the table, whose bucket (prefetched when the move was made) is
        // still on its way from memory.
        let check = pos.is_check();
        // Where the variant's search is selective (standard chess), the table answers
        // here too: any stored result is at least a quiescence search deep, and what
        // quiescence finds is stored at depth 0 (below every alpha-beta node's depth, so
        // it never cuts one off; it gives them a move and an evaluation).
        let entry = if P::SELECTIVE {
            self.tt.probe(pos.hash())
        } else {
            None
        };
        if let Some(s) = entry.and_then(|e| {
            if self.full_width {
                proven_cutoff(&e, ply, alpha, beta)
            } else {
                tt_cutoff(&e, ply, alpha, beta)
            }
        }) {
            return s;
        }
        let mut buffers = std::mem::take(&mut self.buffers[ply]);
        let eval = entry.and_then(|e| e.eval);
        let tt_move = entry.and_then(|e| e.mv);
        let (score, best, raw) = self.quiescence_moves(
            pos,
            (alpha, beta),
            ply,
            qdepth,
            (check, eval, tt_move),
            &mut buffers,
        );
        self.buffers[ply] = buffers;
        if P::SELECTIVE && !self.stopped && score.abs() < MATE_BOUND {
            let bound = if score >= beta {
                Bound::Lower
            } else if score > alpha && best.is_some() {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt.store(Entry {
                key: pos.hash(),
                mv: best,
                score: to_tt(score, ply),
                eval: raw,
                depth: 0,
                bound,
            });
        }
        score
    }

    /// The quiescence score, the move that raised alpha (if one did) and the static
    /// evaluation (if computed), given whether the side to move is in check, the
    /// table's evaluation and the table's move (tried first when it is among the moves).
    fn quiescence_moves(
        &mut self,
        pos: &P,
        (mut alpha, beta): (i32, i32),
        ply: usize,
        qdepth: u32,
        (check, eval, tt_move): (bool, Option<i32>, Option<P::Move>),
        buffers: &mut Buffers<P::Move>,
    ) -> (i32, Option<P::Move>, Option<i32>) {
        let in_check = check && qdepth < 2;
        let moves = &mut buffers.moves;
        if check {
            // Every evasion, so that a mate is seen as one.
            pos.legal_moves(moves);
            if moves.is_empty() {
                return (self.terminal_score(pos, ply), None, None);
            }
        } else if pos.is_decided() {
            return (self.terminal_score(pos, ply), None, None);
        }
        // In check in the first plies nothing stands pat: the evaluation is needed only
        // at the ply limit (a node searched every evasion stores none in the table).
        let at_limit = ply >= MAX_PLY || qdepth >= MAX_QDEPTH;
        let raw = if in_check && !at_limit {
            None
        } else {
            Some(match eval {
                Some(e) => e,
                None => self.static_eval(pos),
            })
        };
        let mut best = -INF;
        // Out of check, the least a capture must win by SEE to be searched (None: every
        // move is searched), asked when the move's turn comes: a node that cuts off on
        // its first capture never asks for the others.
        let mut threshold = None;
        if let Some(raw) = raw {
            let stand = self.corrected(pos, raw);
            if at_limit {
                return (stand, None, Some(raw));
            }
            if stand >= beta {
                return (stand, None, Some(raw));
            }
            best = stand;
            alpha = alpha.max(stand);
            if check {
                moves.retain(|&m| pos.is_noisy(m));
            } else {
                pos.noisy_moves(moves);
            }
            // Captures that lose material cannot raise a standing score; with a delta
            // margin, neither can those that leave it that far below alpha.
            threshold =
                Some(P::QUIESCENCE_DELTA.map_or(0, |margin| (alpha - stand - margin).max(0)));
        }
        let scored = &mut buffers.ordered;
        scored.clear();
        scored.extend(moves.iter().map(|&m| {
            let hint = if Some(m) == tt_move {
                i32::MAX
            } else {
                pos.order_hint(m)
            };
            (hint, m)
        }));
        let actor = pos.actor();
        let mut best_move = None;
        for i in 0..scored.len() {
            pick(scored, i);
            let mv = scored[i].1;
            // Skipped here rather than filtered first: the same moves in the same order
            // (`pick` orders as a stable sort does).
            if threshold.is_some_and(|t| !pos.see_ge(mv, t)) {
                continue;
            }
            let mut child = pos.clone();
            child.play(mv);
            if P::SELECTIVE {
                self.tt.prefetch(child.hash());
            }
            let score = self.for_parent(actor, &child, alpha, beta, |s, a, b| {
                s.quiescence(&child, a, b, ply + 1, qdepth + 1)
            });
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                best_move = Some(mv);
                if alpha >= beta {
                    break;
                }
            }
        }
        (best, best_move, raw.or(eval))
    }
}
