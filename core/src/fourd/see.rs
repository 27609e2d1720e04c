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
use super::{FourD, Move, attacks, tables};
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
    fn attackers(&self, occupied: CellSet) -> CellSet {
        // `FourD::attackers_to` for both colours at once.
        let (c, p) = (self.target, self.position);
        let r = &p.roles;
        let pawns = r[Role::Pawn.index()];
        (attacks::knight(c) & r[Role::Knight.index()])
            | (attacks::king(c) & r[Role::King.index()])
            | (attacks::pawn_captures(Color::Black, c) & pawns & p.by_color(Color::White))
            | (attacks::pawn_captures(Color::White, c) & pawns & p.by_color(Color::Black))
            | (tables::QUEEN_ONLY[c as usize] & r[Role::Queen.index()])
            | self.sliders(Role::Queen, occupied)
    }
    #[inline]
    fn sliders(&self, role: Role, occupied: CellSet) -> CellSet {
        // Moves that change z or w go one cell at most, and the queen's triagonal and
        // quadragonal moves too: only rook lines and bishop lines can hide a slider.
        let r = &self.position.roles;
        let queens = r[Role::Queen.index()];
        let diagonals =
            || attacks::bishop(self.target, occupied) & (r[Role::Bishop.index()] | queens);
        let lines = || attacks::rook(self.target, occupied) & (r[Role::Rook.index()] | queens);
        match role {
            Role::Knight => 0,
            Role::Pawn | Role::Bishop => diagonals(),
            Role::Rook => lines(),
            Role::Queen | Role::King => diagonals() | lines(),
        }
    }
    #[inline]
    fn colour(&self, side: Color) -> CellSet {
        self.position.by_color(side)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Notation;

    fn see(fen: &str, text: &str) -> i32 {
        let p = FourD::from_fen(super::super::PieceSet::Full, fen)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mv = p
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
        p.see(mv)
    }

    const V: fn(Role) -> i32 = |r| VALUES[r.index()];

    #[test]
    fn d4_3_a_pawn_taking_onto_its_last_rank_becomes_a_queen() {
        // a3xb4 on the first board: the rook (340) and queen − pawn.
        let fen = "1r2/P3/4/4|4/4/4/3K|4/4/4/4|3k/4/4/4 w 0 1";
        let promotes = V(Role::Rook) + V(Role::Queen) - V(Role::Pawn);
        assert_eq!(see(fen, "a3[0,0]b4[0,0]"), promotes);
        // The knight on d3 (x − 2, y + 1) takes the new queen back.
        let fen = "1r2/P2n/4/4|4/4/4/K3|4/4/4/4|3k/4/4/4 w 0 1";
        assert_eq!(see(fen, "a3[0,0]b4[0,0]"), promotes - V(Role::Queen));
    }

    #[test]
    fn d4_2_recaptures_and_x_rays_along_any_axis() {
        // Ra1[0,0]xa1[0,1] (along w) wins the knight; ...Ra2xa1 takes the rook back.
        let fen = "4/4/4/R3|4/4/4/3K|4/4/r3/n3|k3/4/4/4 w 0 1";
        assert_eq!(see(fen, "a1[0,0]a1[0,1]"), V(Role::Knight) - V(Role::Rook));
        // A white rook on a4[0,1] x-rays through a2 once the black rook has left it:
        // +390, −340, +340: Black does better not to take back at all.
        let fen = "4/4/4/R3|4/4/4/3K|R3/4/r3/n3|4/3k/4/4 w 0 1";
        assert_eq!(see(fen, "a1[0,0]a1[0,1]"), V(Role::Knight));
    }
}
