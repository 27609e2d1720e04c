//! What a drawing needs: the two boards side by side with their titles, and what each
//! decision does.
use super::{Move, Phase, Valhalla};
use crate::geometry::{BoardSpec, CaptureFate, Geometry, MoveInfo, MoveKind};
use crate::standard::Chess;

impl Valhalla {
    /// Board 0 is the battlefield (board 1 of the rules) on the left, board 1 Valhalla
    /// (board 2) on the right. The names are titles a newcomer reads above the boards:
    /// "Battlefield" and "Valhalla", and "Valhalla (colours swapped)" under
    /// `:inverted`, the one case where a player's colour differs between the boards
    /// (the players' letters A and B mean nothing before the rules are read).
    pub fn boards_geometry(&self) -> Geometry {
        let valhalla = if self.options.inverted {
            "Valhalla (colours swapped)"
        } else {
            "Valhalla"
        };
        Geometry {
            boards: vec![
                BoardSpec::square("Battlefield", 8, (0, 0), 0),
                BoardSpec::square(valhalla, 8, (1, 0), 0),
            ],
        }
    }

    /// Move info: board moves with their cells (a board-1 capture transfers, a board-2
    /// capture transfers with `:eternal`, else is lost); a transfer's `to` is the chosen
    /// cell (None when the piece disappears) and its `victim` a replaced occupant.
    pub fn decision_info(&self, mv: Move) -> MoveInfo {
        match mv {
            Move::Board1(m) => self.boards[0].move_info_on(m, 0, Some(CaptureFate::Transfers)),
            Move::Board2(m) => {
                let fate = if self.options.eternal {
                    CaptureFate::Transfers
                } else {
                    CaptureFate::Lost
                };
                self.boards[1].move_info_on(m, 1, Some(fate))
            }
            Move::Pass => MoveInfo {
                text: mv.to_string(),
                from: None,
                to: None,
                kind: MoveKind::Pass,
                promotion: None,
                victim: None,
                fate: None,
            },
            Move::Transfer { to, .. } | Move::Eternal { to, .. } => {
                let index: u8 = if matches!(mv, Move::Transfer { .. }) {
                    1
                } else {
                    0
                };
                let replaced =
                    to.filter(|&sq| self.boards[index as usize].board().piece_at(sq).is_some());
                MoveInfo {
                    text: mv.to_string(),
                    from: self.held_from(index),
                    to: to.map(|sq| Chess::cell(index, sq)),
                    kind: MoveKind::Transfer,
                    promotion: None,
                    victim: replaced.map(|sq| Chess::cell(index, sq)),
                    fate: replaced.map(|_| CaptureFate::Lost),
                }
            }
        }
    }

    /// The cell (on the other board) where the held piece was captured.
    fn held_from(&self, to_board: u8) -> Option<crate::geometry::Cell> {
        match self.phase {
            Phase::Transfer { from, .. } | Phase::Eternal { from, .. } => {
                Some(Chess::cell(1 - to_board, from))
            }
            _ => None,
        }
    }
}
