//! Legal move generation. Checks and pins are worked out first, so no move is played to
//! test it: a line with cells in between exists only inside a flat board, so only a
//! flat-board slider can pin, and a check from another board (or any one-step check) can
//! only be answered by capturing the checker or moving the king (D4-4).
use super::attacks;
use super::cells::{CellSet, Cells, RANK_1, RANK_4, bit};
use super::tables::{BETWEEN, LINE};
use super::{Cell4, FourD, Move};
use crate::kernel::{Color, MoveSink, Role};

/// One move from `from` to each cell of `targets` (a promotion is one move: the
/// queen is automatic).
#[inline]
fn push_targets<S: MoveSink<Move>>(sink: &mut S, from: Cell4, targets: CellSet) {
    sink.push_each(targets, |to| Move { from, to });
}

impl FourD {
    /// Pieces of the side to move pinned to their king along a flat-board line.
    fn pinned(&self, ksq: Cell4) -> CellSet {
        let them = self.turn.flip();
        let occ = self.occupied();
        let queens = self.pieces_of(them, Role::Queen);
        let snipers = (attacks::rook(ksq, 0) & (self.pieces_of(them, Role::Rook) | queens))
            | (attacks::bishop(ksq, 0) & (self.pieces_of(them, Role::Bishop) | queens));
        let mut pinned = 0;
        for s in Cells(snipers) {
            let blockers = BETWEEN[ksq as usize][s as usize] & occ;
            if blockers.count_ones() == 1 {
                pinned |= blockers;
            }
        }
        pinned & self.by_color(self.turn)
    }

    /// Generates every legal move into `sink`.
    #[inline]
    pub fn generate<S: MoveSink<Move>>(&self, sink: &mut S) {
        self.generate_moves::<false, S>(sink);
    }

    /// Generates exactly the legal noisy moves (captures and promotions, what `is_noisy`
    /// calls noisy) into `sink`, without generating the quiet ones.
    #[inline]
    pub fn generate_noisy<S: MoveSink<Move>>(&self, sink: &mut S) {
        self.generate_moves::<true, S>(sink);
    }

    /// Every legal move, or with `NOISY` only the captures and the pawn pushes to the
    /// last rank: the same legality masks, the destinations narrowed.
    fn generate_moves<const NOISY: bool, S: MoveSink<Move>>(&self, sink: &mut S) {
        let us = self.turn;
        let them = us.flip();
        let Some(ksq) = self.king_of(us) else { return };
        let occ = self.occupied();
        let ours = self.by_color(us);
        let their_king = self.pieces_of(them, Role::King);
        let checkers = self.attackers_to(ksq, them, occ);
        let victims = self.by_color(them) & !their_king;
        let wanted = if NOISY { victims } else { !0 };

        // King steps: safe if not attacked once the king has left its cell (a slider
        // checking along a line still sees the cell behind the king).
        let occ_without_king = occ ^ bit(ksq);
        let mut safe = 0;
        for to in Cells(attacks::king(ksq) & !ours & !their_king & wanted) {
            if self.attackers_to(to, them, occ_without_king) == 0 {
                safe |= bit(to);
            }
        }
        push_targets(sink, ksq, safe);
        if checkers.count_ones() > 1 {
            return;
        }

        let mut target = !ours & !their_king;
        if checkers != 0 {
            let checker = checkers.trailing_zeros() as usize;
            target &= checkers | BETWEEN[ksq as usize][checker];
        }
        let pinned = self.pinned(ksq);
        let pawn_target = target;
        let target = target & wanted;
        let restrict = |from: Cell4, t: CellSet| {
            if pinned & bit(from) != 0 {
                t & LINE[ksq as usize][from as usize]
            } else {
                t
            }
        };

        for from in Cells(self.pieces_of(us, Role::Knight) & !pinned) {
            push_targets(sink, from, attacks::knight(from) & target);
        }
        for from in Cells(self.pieces_of(us, Role::Bishop)) {
            push_targets(
                sink,
                from,
                restrict(from, attacks::bishop(from, occ) & target),
            );
        }
        for from in Cells(self.pieces_of(us, Role::Rook)) {
            push_targets(
                sink,
                from,
                restrict(from, attacks::rook(from, occ) & target),
            );
        }
        for from in Cells(self.pieces_of(us, Role::Queen)) {
            push_targets(
                sink,
                from,
                restrict(from, attacks::queen(from, occ) & target),
            );
        }
        let last = match us {
            Color::White => RANK_4,
            Color::Black => RANK_1,
        };
        for from in Cells(self.pieces_of(us, Role::Pawn)) {
            let pushes = attacks::pawn_push(us, from) & !occ;
            let pushes = if NOISY { pushes & last } else { pushes };
            let captures = attacks::pawn_captures(us, from) & victims;
            push_targets(
                sink,
                from,
                restrict(from, (pushes | captures) & pawn_target),
            );
        }
    }
}
