//! Quiescence: the noisy moves below the nominal depth, so that no leaf is scored in the
//! middle of an exchange; captures that lose material by SEE are not searched.
use super::{Buffers, INF, MAX_PLY, MAX_QDEPTH, Searcher};
use crate::game::Position;

impl<P: Position> Searcher<P> {
    /// Quiescence: noisy moves only; in check, every evasion, but only in the first two
    /// quiescence plies (past them a checked side may stand pat, which keeps variants
    /// full of checks, such as 4D, from exploding).
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
            return 0;
        }
        let mut buffers = std::mem::take(&mut self.buffers[ply]);
        let score = self.quiescence_moves(pos, alpha, beta, ply, qdepth, &mut buffers);
        self.buffers[ply] = buffers;
        score
    }

    fn quiescence_moves(
        &mut self,
        pos: &P,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: u32,
        buffers: &mut Buffers<P::Move>,
    ) -> i32 {
        let in_check = pos.is_check() && qdepth < 2;
        let moves = &mut buffers.moves;
        pos.legal_moves(moves);
        if moves.is_empty() {
            return self.terminal_score(pos, ply);
        }
        let stand = self.static_eval(pos);
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
            // Captures that lose material cannot raise a standing score.
            moves.retain(|&m| pos.is_noisy(m) && pos.see_ge(m, 0));
        }
        let scored = &mut buffers.ordered;
        scored.clear();
        scored.extend(moves.iter().map(|&m| (pos.order_hint(m), m)));
        scored.sort_by_key(|&(h, _)| std::cmp::Reverse(h));
        let actor = pos.actor();
        for &(_, mv) in scored.iter() {
            let mut child = pos.clone();
            child.play(mv);
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
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }
}
