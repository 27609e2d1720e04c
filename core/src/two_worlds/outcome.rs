//! How a Two Worlds game ends (TW-12) and a simple material evaluation.
use super::movegen::MoveCounter;
use super::position::TwoWorlds;
use crate::game::{EndReason, Outcome};
use crate::kernel::{Color, Role};

/// Piece values in centipawns, pawn to king.
pub(crate) const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

impl TwoWorlds {
    /// TW-12 insufficient material: all pieces of both levels together are K v K or
    /// K + one knight or bishop v K (a ghost minor counts as a minor).
    pub fn is_insufficient_material(&self) -> bool {
        let [earth, sky] = &self.boards;
        let heavy = |r: Role| earth.by_role(r) | sky.by_role(r);
        if heavy(Role::Pawn) | heavy(Role::Rook) | heavy(Role::Queen) != 0 {
            return false;
        }
        (heavy(Role::Knight) | heavy(Role::Bishop)).count_ones() <= 1
    }

    /// Checkmate, stalemate, insufficient material, then the 100-ply clock
    /// (repetition needs the history).
    pub fn outcome_here(&self) -> Option<Outcome> {
        let mut c = MoveCounter(0);
        self.generate(&mut c);
        if c.0 == 0 {
            return Some(if self.in_check() {
                Outcome::win(self.turn.flip(), EndReason::Checkmate)
            } else {
                Outcome::draw(EndReason::Stalemate)
            });
        }
        if self.is_insufficient_material() {
            return Some(Outcome::draw(EndReason::InsufficientMaterial));
        }
        if self.halfmove >= 100 {
            return Some(Outcome::draw(EndReason::FiftyMoves));
        }
        None
    }

    /// Material in centipawns of `color`'s pieces on both levels.
    pub(crate) fn material(&self, color: Color) -> i32 {
        Role::ALL
            .iter()
            .map(|&r| {
                let n = self.boards[0].pieces(color, r).count_ones()
                    + self.boards[1].pieces(color, r).count_ones();
                VALUES[r.index()] * n as i32
            })
            .sum()
    }
}
