//! Static exchange evaluation in 4D chess (RULES.md §3): the standard swap
//! (`standard::see::exchange`) on one cell, with the 4D attacks (`FourD::attackers_to`,
//! sliders seeing through the shrinking occupancy, so x-rays along any of the 80
//! directions join) and the 4D values (`eval::VALUES`: pawn 100, knight 390, bishop
//! 375, rook 340, queen 1045). A pawn reaching its last rank becomes a queen (D4-3):
//! queen − pawn, and a queen stands on the cell. There is no en passant and no castling.
//! A king captures only a cell the other side no longer attacks.
//! **Approximation:** pins and checks are ignored, as in standard chess.
use super::cells::{Cell4, CellSet, RANK_1, RANK_4, bit};
pub use super::eval::VALUES;
use super::{FourD, Move};
use crate::kernel::{Color, Role};
use crate::standard::see::{Exchange, exchange};

struct CellExchange<'a> {
    position: &'a FourD,
    target: Cell4,
}

/// What promoting a pawn to a queen wins in 4D values.
const PROMOTION: i32 = VALUES[Role::Queen.index()] - VALUES[Role::Pawn.index()];

const fn last_rank(color: Color) -> CellSet {
    match color {
        Color::White => RANK_4,
        Color::Black => RANK_1,
    }
}

impl Exchange for CellExchange<'_> {
    #[inline]
    fn attackers(&self, side: Color, occupied: CellSet) -> CellSet {
        self.position.attackers_to(self.target, side, occupied) & occupied
    }
    #[inline]
    fn pieces(&self, side: Color, role: Role) -> CellSet {
        self.position.pieces_of(side, role)
    }
    #[inline]
    fn at_risk(&self, _from: Cell4, role: Role, _side: Color) -> i32 {
        VALUES[role.index()]
    }
    #[inline]
    fn promotion(&self, _from: Cell4, side: Color, role: Role) -> Option<(Role, i32)> {
        (role == Role::Pawn && last_rank(side) & bit(self.target) != 0)
            .then_some((Role::Queen, PROMOTION))
    }
}

impl FourD {
    /// Static exchange value of `mv` in centipawns for the side to move (see the module
    /// documentation).
    pub fn see(&self, mv: Move) -> i32 {
        let Some(piece) = self.piece_at(mv.from) else {
            return 0;
        };
        let mut first = self.captured(mv).map_or(0, |r| VALUES[r.index()]);
        let mut lands = piece.role;
        if self.promotes(mv) {
            first += PROMOTION;
            lands = Role::Queen;
        }
        let e = CellExchange {
            position: self,
            target: mv.to,
        };
        let occupied = (self.occupied() & !bit(mv.from)) | bit(mv.to);
        exchange(
            &e,
            occupied,
            piece.color.flip(),
            first,
            VALUES[lands.index()],
        )
    }
}
