//! What the next decision of a game is and who takes it, as a typed value for the app
//! (status lines, which board to light up) and anyone else who must not look inside a
//! concrete variant. In most variants it is always a move by the side to move; a
//! Valhalla turn goes through a board-1 move, a transfer, a board-2 move or pass, and
//! the Eternal transfer (RULES.md V-3 … V-7).
use crate::geometry::Cell;
use crate::kernel::{Color, Piece};

/// The next decision: who takes it and what kind it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decision {
    /// The player who decides (Valhalla: named by their board-1 colour). Equal to
    /// [`crate::Rules::actor`].
    pub decider: Color,
    /// What is decided.
    pub kind: DecisionKind,
}

/// The kinds of decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecisionKind {
    /// A move on board `board` (an index into [`crate::geometry::Geometry::boards`]);
    /// in single-board variants and Two Worlds the board is 0 (Two Worlds moves may use
    /// both levels).
    Move { board: u8 },
    /// Valhalla's board-2 phase when passing is allowed (V-4): a move on `board` or a
    /// pass (`0000`).
    MoveOrPass { board: u8 },
    /// Valhalla (V-5/V-6): where `piece`, captured on `from` (board 1), goes on board 2
    /// (geometry board 1), or that it disappears.
    Transfer { piece: Piece, from: Cell },
    /// Valhalla `:eternal` (V-7): where `piece`, captured on `from` (board 2), goes on
    /// board 1 (geometry board 0), or that it disappears.
    EternalTransfer { piece: Piece, from: Cell },
    /// Nothing: the game ended inside a Valhalla turn (a replaced king, a mate at the
    /// board-2 phase). Other ends are told by [`crate::Rules::terminal`].
    Finished,
}

impl DecisionKind {
    /// The geometry board the decision acts on: where the move is played or the piece
    /// is put. None for [`DecisionKind::Finished`].
    pub const fn board(&self) -> Option<u8> {
        match *self {
            DecisionKind::Move { board } | DecisionKind::MoveOrPass { board } => Some(board),
            DecisionKind::Transfer { .. } => Some(1),
            DecisionKind::EternalTransfer { .. } => Some(0),
            DecisionKind::Finished => None,
        }
    }

    /// The piece waiting for its square, during a transfer.
    pub const fn pending_piece(&self) -> Option<Piece> {
        match *self {
            DecisionKind::Transfer { piece, .. } | DecisionKind::EternalTransfer { piece, .. } => {
                Some(piece)
            }
            _ => None,
        }
    }
}
