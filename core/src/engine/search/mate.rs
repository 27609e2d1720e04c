//! The length of a found mate, proven. The selective search (null move, reverse
//! futility, futility, late-move and SEE pruning, reductions) can reach a mate through
//! one move while the shorter mate behind another move is pruned or reduced out of
//! sight, and it used to stop there (issue 47: a 4D mate in 2 answered with a mate in 3).
//! A mate it reports is real, every defence having been searched (a node prunes nothing
//! while all its moves are mated, and null move never returns a mate), but not always
//! the shortest: for the mating side the truth is a mate as long or sooner, for the
//! mated side being mated as late or sooner. So the length is checked by a search
//! without any selective pruning, one decision shorter than the mate: it sees every
//! mate of that length, and mate-distance pruning keeps it to the lines that could.
use super::{INF, MATE, Searcher, from_tt};
use super::{Bound, Entry};
use crate::game::{Notation, Searchable};

/// What the proof of a mate's length found.
pub(super) enum Proof<M> {
    /// The mate's length is exact.
    Exact,
    /// Another score is the exact one (a shorter mate for the winner, or a sooner one
    /// for the loser), with its root move.
    Changed(i32, M),
    /// Stopped before it was done: the length stands unproven.
    Unfinished,
}

impl<P: Searchable + Notation> Searcher<P> {
    /// Proves the root's mate score `score` (a mate either way, `MATE - n` or `n -
    /// MATE` for a mate `n` decisions away) exact, or finds the exact one, by a
    /// full-width search of depth n − 1 over the root moves in `order`.
    pub(super) fn prove_mate(&mut self, pos: &P, order: &[P::Move], score: i32) -> Proof<P::Move> {
        let depth = MATE - score.abs() - 1;
        if depth < 1 {
            // A mate on the first decision cannot come sooner.
            return Proof::Exact;
        }
        // The winner asks whether anything mates sooner (above `score`); the loser
        // whether every move is mated sooner (all below it).
        let (alpha, beta) = if score > 0 {
            (score, INF)
        } else {
            (-INF, score)
        };
        match self.full_width_root(pos, depth, order, alpha, beta) {
            _ if self.stopped => Proof::Unfinished,
            Some((s, mv)) if s > alpha && s < beta => Proof::Changed(s, mv),
            _ => Proof::Exact,
        }
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
/// stored it: a mate the entry's side forces (a lower bound), or one it cannot escape
/// (an upper bound), as the full-width search may take them. Other scores of a
/// selective search may hide a mate its pruning did not see.
#[inline]
pub(super) fn proven_cutoff<M>(e: &Entry<M>, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let s = from_tt(e.score, ply);
    let lower = matches!(e.bound, Bound::Lower | Bound::Exact);
    let upper = matches!(e.bound, Bound::Upper | Bound::Exact);
    if s > super::MATE_BOUND && lower && s >= beta {
        Some(s)
    } else if s < -super::MATE_BOUND && upper && s <= alpha {
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
