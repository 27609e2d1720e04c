//! Where generated moves go, shared by every variant's generator: a list, a wrapper
//! that maps them into another move type, or a counter that never materialises them
//! (bulk counting at perft leaves). Generic over the move type and monomorphised, so a
//! generator called with a counter compiles to popcounts.
use super::{Bitboard, Role, Square, Squares, bb};

/// The roles a pawn may promote to, in generation order.
pub const PROMOTION_ROLES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Receives generated moves of type `M`.
pub trait MoveSink<M> {
    /// One generated move.
    fn push(&mut self, mv: M);

    /// One move per square of `set`, built by `make` (a counter only counts the set).
    #[inline]
    fn push_each(&mut self, set: Bitboard, mut make: impl FnMut(Square) -> M) {
        for sq in Squares(set) {
            self.push(make(sq));
        }
    }

    /// Moves to each square of `set`, lowest first: one per promotion role (built by
    /// `promote`) where the square is in `promo`, one move (built by `make`) elsewhere.
    #[inline]
    fn push_maybe_promoting(
        &mut self,
        set: Bitboard,
        promo: Bitboard,
        mut make: impl FnMut(Square) -> M,
        mut promote: impl FnMut(Square, Role) -> M,
    ) {
        for sq in Squares(set) {
            if bb(sq) & promo != 0 {
                for role in PROMOTION_ROLES {
                    self.push(promote(sq, role));
                }
            } else {
                self.push(make(sq));
            }
        }
    }
}

impl<M> MoveSink<M> for Vec<M> {
    #[inline]
    fn push(&mut self, mv: M) {
        Vec::push(self, mv);
    }
}

/// Counts moves without storing them (bulk counting at perft leaves).
#[derive(Clone, Copy, Debug, Default)]
pub struct MoveCounter(pub usize);

impl<M> MoveSink<M> for MoveCounter {
    #[inline]
    fn push(&mut self, _: M) {
        self.0 += 1;
    }
    #[inline]
    fn push_each(&mut self, set: Bitboard, _: impl FnMut(Square) -> M) {
        self.0 += set.count_ones() as usize;
    }
    #[inline]
    fn push_maybe_promoting(
        &mut self,
        set: Bitboard,
        promo: Bitboard,
        _: impl FnMut(Square) -> M,
        _: impl FnMut(Square, Role) -> M,
    ) {
        self.0 += (set & !promo).count_ones() as usize
            + PROMOTION_ROLES.len() * (set & promo).count_ones() as usize;
    }
}

/// The number of moves `generate` produces, counted without storing them.
#[inline]
pub fn count(generate: impl FnOnce(&mut MoveCounter)) -> usize {
    let mut c = MoveCounter(0);
    generate(&mut c);
    c.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_counter_counts_what_a_list_collects() {
        let set: Bitboard = 0b1011 | 1 << 63;
        let promo: Bitboard = 0b11 | 1 << 63;
        let mut list: Vec<(Square, Option<Role>)> = Vec::new();
        list.push_maybe_promoting(set, promo, |s| (s, None), |s, r| (s, Some(r)));
        let mut counter = MoveCounter(0);
        MoveSink::<(Square, Option<Role>)>::push_maybe_promoting(
            &mut counter,
            set,
            promo,
            |s| (s, None),
            |s, r| (s, Some(r)),
        );
        assert_eq!(list.len(), 1 + 3 * 4);
        assert_eq!(counter.0, list.len());
        assert_eq!(list[0], (0, Some(Role::Queen)));
        assert_eq!(list[8], (3, None));
    }
}
