//! Legal move generation for one 8x8 board (check evasion and pins computed up front,
//! so no move is ever played to test it). Shared by standard chess and Valhalla boards.
use super::{Chess, Move};
use crate::kernel::{
    Bitboard, Color, MoveSink, RANK_1, RANK_2, RANK_7, RANK_8, Role, Square, Squares, attacks, bb,
};

/// One ordinary move from `from` to each square of `targets`.
#[inline]
fn push_targets<S: MoveSink<Move>>(sink: &mut S, from: Square, targets: Bitboard) {
    sink.push_each(targets, |to| Move::normal(from, to));
}

impl Chess {
    /// Enemy pieces attacking the king of the side to move.
    #[inline]
    pub(crate) fn checker_set(&self) -> Bitboard {
        match self.board.king_of(self.turn) {
            Some(ksq) => self
                .board
                .attackers_to(ksq, self.turn.flip(), self.board.occupied()),
            None => 0,
        }
    }

    /// Generates every legal move into `sink`.
    #[inline]
    pub fn generate<S: MoveSink<Move>>(&self, sink: &mut S) {
        self.generate_moves::<false, S>(sink);
    }

    /// Generates exactly the legal noisy moves (captures, en passant, promotions: what
    /// `is_noisy` calls noisy) into `sink`, without generating the quiet ones.
    #[inline]
    pub fn generate_noisy<S: MoveSink<Move>>(&self, sink: &mut S) {
        self.generate_moves::<true, S>(sink);
    }

    /// Every legal move, or with `NOISY` only the captures and promotions: the same
    /// legality masks, the destinations narrowed to enemy pieces (pawns: also pushes to
    /// the last rank), no double pushes and no castling. Inlined into its callers: out
    /// of line, Valhalla's perft (which generates on a nearly empty board 2 for every
    /// board-1 move) ran 2-5% slower than the baseline build (`bench`, session 18).
    #[inline]
    fn generate_moves<const NOISY: bool, S: MoveSink<Move>>(&self, sink: &mut S) {
        let us = self.turn;
        let them = us.flip();
        let board = &self.board;
        let Some(ksq) = board.king_of(us) else { return };
        let occ = board.occupied();
        let ours = board.by_color(us);
        let their_king = board.pieces(them, Role::King);
        // Where a move may land to be generated at all (enemy pieces when NOISY).
        let wanted = if NOISY {
            board.by_color(them) & !their_king
        } else {
            !0
        };
        let checkers = board.attackers_to(ksq, them, occ);

        // King steps: a destination is safe if not attacked once the king has left.
        let occ_without_king = occ ^ bb(ksq);
        let mut safe = 0;
        for to in Squares(attacks::king(ksq) & !ours & !their_king & wanted) {
            if !board.is_attacked(to, them, occ_without_king) {
                safe |= bb(to);
            }
        }
        push_targets(sink, ksq, safe);
        if checkers.count_ones() > 1 {
            return;
        }

        let target = if checkers == 0 {
            !ours & !their_king
        } else {
            let checker = checkers.trailing_zeros() as Square;
            (attacks::between(ksq, checker) | checkers) & !their_king
        };
        let pinned = self.board.pinned(ksq, self.turn);
        let piece_target = target & wanted;

        for from in Squares(board.pieces(us, Role::Knight) & !pinned) {
            push_targets(sink, from, attacks::knight(from) & piece_target);
        }
        for from in Squares(board.bishop_likes(us)) {
            let mut t = attacks::bishop(from, occ) & piece_target;
            if pinned & bb(from) != 0 {
                t &= attacks::line(ksq, from);
            }
            push_targets(sink, from, t);
        }
        for from in Squares(board.rook_likes(us)) {
            let mut t = attacks::rook(from, occ) & piece_target;
            if pinned & bb(from) != 0 {
                t &= attacks::line(ksq, from);
            }
            push_targets(sink, from, t);
        }

        self.generate_pawns::<NOISY, S>(sink, ksq, occ, target, pinned);
        self.generate_en_passant(sink, ksq, occ);
        if !NOISY && checkers == 0 {
            self.generate_castling(sink, ksq, occ);
        }
    }

    /// Pawn moves landing on `target`; with `NOISY` only captures and promotions.
    fn generate_pawns<const NOISY: bool, S: MoveSink<Move>>(
        &self,
        sink: &mut S,
        ksq: Square,
        occ: Bitboard,
        target: Bitboard,
        pinned: Bitboard,
    ) {
        let us = self.turn;
        let board = &self.board;
        let theirs = board.by_color(us.flip()) & !board.pieces(us.flip(), Role::King);
        let empty = !occ;
        let (home, promo) = match us {
            Color::White => (RANK_2, RANK_8),
            Color::Black => (RANK_7, RANK_1),
        };
        for from in Squares(board.pieces(us, Role::Pawn)) {
            let one = forward(us, bb(from)) & empty;
            let one = if NOISY { one & promo } else { one };
            let two = if !NOISY && bb(from) & home != 0 && one != 0 {
                forward(us, one) & empty
            } else {
                0
            };
            let mut quiet = one & target;
            let mut captures = attacks::pawn(us, from) & theirs & target;
            let mut double = two & target;
            if pinned & bb(from) != 0 {
                let l = attacks::line(ksq, from);
                quiet &= l;
                captures &= l;
                double &= l;
            }
            sink.push_maybe_promoting(
                quiet | captures,
                promo,
                |to| Move::normal(from, to),
                |to, role| Move::promotion(from, to, role),
            );
            if double != 0 {
                sink.push(Move::double_push(from, double.trailing_zeros() as Square));
            }
        }
    }

    /// En passant moves: legal when the target is empty, an enemy pawn stands on the
    /// victim square, and the king is not attacked once both pawns have gone.
    pub(crate) fn generate_en_passant<S: MoveSink<Move>>(
        &self,
        sink: &mut S,
        ksq: Square,
        occ: Bitboard,
    ) {
        let Some(ep) = self.ep else { return };
        let us = self.turn;
        let them = us.flip();
        let victim = match us {
            Color::White => ep.wrapping_sub(8),
            Color::Black => ep + 8,
        };
        if victim >= 64
            || occ & bb(ep) != 0
            || self.board.pieces(them, Role::Pawn) & bb(victim) == 0
        {
            return;
        }
        for from in Squares(attacks::pawn(them, ep) & self.board.pieces(us, Role::Pawn)) {
            let after = (occ ^ bb(from) ^ bb(victim)) | bb(ep);
            if self.board.attackers_to(ksq, them, after) & !bb(victim) == 0 {
                sink.push(Move::en_passant(from, ep));
            }
        }
    }

    fn generate_castling<S: MoveSink<Move>>(&self, sink: &mut S, ksq: Square, occ: Bitboard) {
        let us = self.turn;
        let them = us.flip();
        let (king_home, rights) = match us {
            Color::White => (4, self.castling & 0b0011),
            Color::Black => (60, self.castling & 0b1100),
        };
        if rights == 0 || ksq != king_home {
            return;
        }
        for side in super::CastleSide::BOTH {
            if self.castling & side.right(us) == 0 {
                continue;
            }
            let rook_sq = side.rook_from(us);
            if self.board.pieces(us, Role::Rook) & bb(rook_sq) == 0 {
                continue;
            }
            if attacks::between(ksq, rook_sq) & occ != 0 {
                continue;
            }
            let king_to = side.king_to(us);
            let path = attacks::between(ksq, king_to) | bb(king_to);
            if Squares(path).any(|sq| self.board.is_attacked(sq, them, occ)) {
                continue;
            }
            sink.push(Move::castle(ksq, king_to));
        }
    }
}

/// The squares one rank ahead of `set` for `color`.
#[inline]
fn forward(color: Color, set: Bitboard) -> Bitboard {
    match color {
        Color::White => set << 8,
        Color::Black => set >> 8,
    }
}
