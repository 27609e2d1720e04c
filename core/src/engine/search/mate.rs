//! The length of a found mate, proven. The selective search (null move, reverse
//! futility, futility, late-move, history and SEE pruning, reductions) can reach a mate
//! through one move while the shorter mate behind another move is pruned or reduced out
//! of sight, and it used to stop there (issue 47: a 4D mate in 2 answered with a mate in
//! 3, proven at depth 6 after 6 ms of a 3-second budget).
//!
//! A mate it reports is real, every defence having been searched (a node prunes
//! nothing while all its moves are mated, and neither reverse futility nor null move
//! returns a mate), but not always the shortest: for the mating side the truth is a
//! mate as long or sooner, for the mated side being mated as late or sooner. So the
//! length is checked by searches without any selective pruning, one for each length
//! shorter than the mate found, the shortest first: a search `k` decisions deep without
//! pruning sees every mate within `k` decisions, so the first that finds one has found
//! the shortest, and when none does the mate found is exact. Mate-distance pruning
//! (`mate_window`) keeps each of them to the lines that could still mate within `k`.
use super::{Bound, Entry, INF, MATE, MATE_BOUND, Searcher, from_tt};
use crate::game::{Notation, Searchable};

/// What the proof of a mate's length found.
pub(super) enum Proof<M> {
    /// The mate's length is exact, and the line's move keeps it.
    Exact,
    /// Another score is the exact one, with its root move: a shorter mate for the winner,
    /// a sooner one for the loser, or the loser's move that holds out as long as the
    /// line claimed where the line's own move does not. When the search was stopped
    /// first, a shorter mate for the winner that is real but maybe not the shortest.
    Changed(i32, M),
    /// Stopped before it was done: the length stands unproven.
    Unfinished,
}

impl<P: Searchable + Notation> Searcher<P> {
    /// Proves the root's mate score `score` (a mate either way: `MATE - n` or `n - MATE`
    /// for a mate `n` decisions away), whose line starts with `first`, exact, or finds
    /// the exact one, by searches without selective pruning of depth 1, 2, … n − 1 over
    /// the root moves in `order`.
    pub(super) fn prove_mate(
        &mut self,
        pos: &P,
        order: &[P::Move],
        score: i32,
        first: P::Move,
    ) -> Proof<P::Move> {
        let n = MATE - score.abs();
        let winner = score > 0;
        for k in 1..n {
            // The winner asks whether anything mates within k decisions (above
            // `MATE - k - 1`); the loser whether every move is mated within k (all
            // below `k + 1 - MATE`).
            let (alpha, beta) = if winner {
                (MATE - k - 1, INF)
            } else {
                (-INF, k + 1 - MATE)
            };
            let found = self.full_width_root(pos, k, order, alpha, beta);
            if self.stopped {
                // A root move searched to the end that mates sooner is a real mate.
                return match found {
                    Some((s, mv)) if winner && s > alpha => Proof::Changed(s, mv),
                    _ => Proof::Unfinished,
                };
            }
            match found {
                Some((s, mv)) if s > alpha && s < beta => return Proof::Changed(s, mv),
                // The last length: a loser's move not mated within n − 1 is mated in n
                // exactly (the line's length is an upper bound), so it holds out
                // longest; the line's own move may not.
                Some((_, mv)) if !winner && k == n - 1 && mv != first => {
                    return Proof::Changed(score, mv);
                }
                _ => {}
            }
        }
        Proof::Exact
    }

    /// The best of the root moves in `order` at `depth` within `alpha..beta`, searched
    /// without selective pruning (see [`Searcher::root`]).
    pub(super) fn full_width_root(
        &mut self,
        pos: &P,
        depth: i32,
        order: &[P::Move],
        alpha: i32,
        beta: i32,
    ) -> Option<(i32, P::Move)> {
        let nominal = self.root_depth;
        self.root_depth = depth.max(1) as u32;
        self.full_width = true;
        let found = self.root(pos, depth, order, &[], alpha, beta);
        self.full_width = false;
        self.root_depth = nominal;
        found
    }
}

/// A table entry's score where it is a true bound of the game's value, whatever search
/// stored it and however deep: a mate the entry's decider forces (a lower bound), or
/// one it cannot escape (an upper bound), as a search without selective pruning may
/// take them. Other scores of a selective search may hide a mate its pruning did not
/// see.
#[inline]
pub(super) fn proven_cutoff<M>(e: &Entry<M>, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let s = from_tt(e.score, ply);
    let lower = matches!(e.bound, Bound::Lower | Bound::Exact);
    let upper = matches!(e.bound, Bound::Upper | Bound::Exact);
    if (s > MATE_BOUND && lower && s >= beta) || (s < -MATE_BOUND && upper && s <= alpha) {
        Some(s)
    } else {
        None
    }
}

/// Mate-distance pruning: a node `ply` decisions from the root scores at best a mate
/// there and at worst being mated there (a Valhalla position can be decided for the
/// player to decide in it, so not one decision later), so its window narrows to that:
/// the narrowed window, or the score to return when it closes. Windows of scores short
/// of a mate are never narrowed.
#[inline]
pub(super) fn mate_window(alpha: i32, beta: i32, ply: usize) -> Result<(i32, i32), i32> {
    let reach = MATE - ply as i32;
    let (alpha, beta) = (alpha.max(-reach), beta.min(reach));
    if alpha >= beta {
        Err(alpha)
    } else {
        Ok((alpha, beta))
    }
}

#[cfg(test)]
mod tests {
    use super::{INF, MATE, mate_window};

    /// A full window narrows to the mates reachable from the node; a window of ordinary
    /// scores stays as it is; a window wholly beyond the node's reach closes, returning
    /// its lower end (already a mate no line from here can beat).
    #[test]
    fn the_window_narrows_to_the_mates_a_node_can_reach() {
        assert_eq!(mate_window(-INF, INF, 3), Ok((3 - MATE, MATE - 3)));
        assert_eq!(mate_window(-50, 50, 3), Ok((-50, 50)));
        // A mate in 2 decisions known above: nothing 3 decisions deep can beat it.
        assert_eq!(mate_window(MATE - 2, INF, 3), Err(MATE - 2));
        // A window below being mated 2 decisions from the root: a node 3 deep does
        // better even at worst (mated there), a fail high.
        assert_eq!(mate_window(-INF, 2 - MATE, 3), Err(3 - MATE));
    }
}
