//! How a Two Worlds game ends (TW-12).
use super::position::TwoWorlds;
use crate::game::Outcome;
use crate::kernel::{self, Role};

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
        crate::ending::judge(
            self.turn,
            kernel::sink::count(|c| self.generate(c)) != 0,
            || self.in_check(),
            || self.is_insufficient_material(),
            self.halfmove,
        )
    }
}
