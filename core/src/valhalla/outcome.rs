//! How a Valhalla game ends (V-9, §6): mate at a move phase, stalemate at the board-1
//! phase, a replaced king, material, the 100-turn clock; repetition at turn starts.
use super::{Phase, Valhalla, board2_mix};
use crate::game::{Outcome, Rules};
use crate::kernel::Role;

impl Valhalla {
    /// The end that the position alone decides. Inside a turn only a finished game
    /// ([`Phase::Over`]) counts; at the start of a turn: mate or stalemate on board 1,
    /// then insufficient material, then the 100-turn clock (§6 precedence; repetition
    /// needs history, see [`crate::Game::outcome`]).
    pub fn outcome_now(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            Phase::Board1 => {
                let b1 = &self.boards[0];
                crate::ending::judge(
                    b1.turn(),
                    b1.count_legal_moves() != 0,
                    || b1.in_check(),
                    || self.insufficient_material(),
                    b1.halfmove(),
                )
            }
            _ => None,
        }
    }

    /// V-9: the kings and at most one knight or bishop in total on both boards.
    pub fn insufficient_material(&self) -> bool {
        let mut minors = 0;
        for b in &self.boards {
            let board = b.board();
            if board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen)
                != 0
            {
                return false;
            }
            minors += (board.by_role(Role::Knight) | board.by_role(Role::Bishop)).count_ones();
        }
        minors <= 1
    }

    /// The repetition key at the start of a turn (§6): both placements, side fields and
    /// castling fields, and each en-passant square only where the capture is legal.
    /// None inside a turn.
    pub(crate) fn turn_start_key(&self) -> Option<u64> {
        matches!(self.phase, Phase::Board1).then(|| {
            self.boards[0].repetition_hash() ^ board2_mix(self.boards[1].repetition_hash())
        })
    }
}
