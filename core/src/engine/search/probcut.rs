//! ProbCut (standard chess, `Searchable::SELECTIVE`): at a node deep enough, a capture
//! that wins enough by SEE and then holds a beta raised by a margin, first in quiescence
//! and then in a search a few plies shallower, is taken as proof that the full-depth
//! search would hold beta too (the Chess Programming Wiki's *ProbCut*, as open engines
//! use it). The caller, `alphabeta`, decides where it is tried.
use super::ordering::pick;
use super::{Bound, Buffers, Entry, Searcher, to_tt};
use crate::game::{Notation, Searchable};

impl<P: Searchable + Notation> Searcher<P> {
    /// ProbCut's captures at `pos` (not in check, static evaluation `eval`, `raw` before
    /// the correction): the score of the first that holds `pc_beta` in quiescence and
    /// then `depth` plies deep, stored in the table as a lower bound; None if none does.
    pub(super) fn probcut(
        &mut self,
        pos: &P,
        depth: i32,
        pc_beta: i32,
        (eval, raw): (i32, Option<i32>),
        ply: usize,
        cut: bool,
    ) -> Option<i32> {
        let Buffers {
            mut moves,
            mut ordered,
            quiets,
        } = std::mem::take(&mut self.buffers[ply]);
        pos.noisy_moves(&mut moves);
        ordered.clear();
        ordered.extend(moves.iter().map(|&m| (pos.order_hint(m), m)));
        let actor = pos.actor();
        let mut found = None;
        for i in 0..ordered.len() {
            pick(&mut ordered, i);
            let mv = ordered[i].1;
            if !pos.see_ge(mv, pc_beta - eval) {
                continue;
            }
            let mut child = pos.clone();
            child.play(mv);
            self.tt.prefetch(child.hash());
            self.played[ply + 1] = Some(mv);
            let mut s = self.for_parent(actor, &child, pc_beta - 1, pc_beta, |s, a, b| {
                s.quiescence(&child, a, b, ply + 1, 0)
            });
            if s >= pc_beta && !self.stopped {
                s = self.child(
                    actor,
                    &child,
                    depth - 1,
                    pc_beta - 1,
                    pc_beta,
                    ply + 1,
                    !cut,
                );
            }
            if self.stopped {
                break;
            }
            if s >= pc_beta {
                self.tt.store(Entry {
                    key: pos.hash(),
                    mv: Some(mv),
                    score: to_tt(s, ply),
                    eval: raw,
                    depth: depth as i16,
                    bound: Bound::Lower,
                });
                found = Some(s);
                break;
            }
        }
        self.buffers[ply] = Buffers {
            moves,
            ordered,
            quiets,
        };
        found
    }
}

#[cfg(test)]
mod tests {
    use super::super::Bound;
    use super::Searcher;
    use crate::game::{Notation, Rules};
    use crate::standard::Chess;

    fn chess(fen: &str) -> Chess {
        Chess::from_fen(fen).expect("a valid FEN")
    }

    /// White's rook takes Black's undefended queen: a rook against nothing, about +500
    /// for White where the static evaluation (queen against rook) is about −400. That
    /// capture holds a raised beta of 0 (SEE +900 beats the 400 it must win), is
    /// stored as a lower bound with its move, and cuts; a raised beta of +1500 asks more
    /// than the queen wins, so nothing cuts.
    #[test]
    fn a_winning_capture_that_holds_the_raised_beta_cuts_and_is_stored() {
        let pos = chess("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
        let mut s = Searcher::<Chess>::new(1);
        let eval = s.static_eval(&pos);
        assert!(eval < -200, "queen against rook: {eval}");
        let cut = s.probcut(&pos, 1, 0, (eval, Some(eval)), 0, false);
        let score = cut.expect("Rxd5 holds 0");
        assert!(score >= 0, "{score}");
        let entry = s.tt.peek(pos.hash()).expect("the cut is stored");
        assert_eq!(entry.bound, Bound::Lower);
        assert_eq!(
            entry.mv.map(|m| pos.move_string(m)).as_deref(),
            Some("d1d5")
        );
        let mut fresh = Searcher::<Chess>::new(1);
        assert_eq!(
            fresh.probcut(&pos, 1, 1500, (eval, Some(eval)), 0, false),
            None
        );
    }

    /// A capture is tried only if its exchange wins what the raised beta asks above the
    /// static evaluation: the king defends the queen here, so Rxd5 Kxd5 wins a queen for
    /// a rook (`VALUES`: 900 − 500); asked for one more, nothing is searched.
    #[test]
    fn a_capture_that_does_not_win_enough_by_see_is_not_tried() {
        use crate::Role;
        use crate::standard::eval::VALUES;
        let pos = chess("8/8/4k3/3q4/8/8/8/3RK3 w - - 0 1");
        let won = VALUES[Role::Queen.index()] - VALUES[Role::Rook.index()];
        let mut s = Searcher::<Chess>::new(1);
        let eval = s.static_eval(&pos);
        assert_eq!(
            s.probcut(&pos, 1, eval + won + 1, (eval, None), 0, false),
            None
        );
        assert_eq!(s.nodes, 0, "no capture was searched");
        s.probcut(&pos, 1, eval + won, (eval, None), 0, false);
        assert!(s.nodes > 0, "Rxd5 wins exactly what is asked: searched");
    }
}
