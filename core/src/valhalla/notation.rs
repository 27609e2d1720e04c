//! The display notation (docs/notation-valhalla.md): each decision is written with the
//! mark that joins it to the previous one, so a whole turn reads on one line when its
//! decisions are joined with spaces: `exd5 → p@a7 · Ke2`, `e4 · pass`,
//! `Nxe5 → n@e5×K`, `Bb5 · Rxa8 ↩ r@h8`.
use super::{Move, Phase, Valhalla, player_name};
use crate::kernel::{Piece, square_name};

impl Valhalla {
    /// A decision in display notation: board-1 moves in SAN; `→ p@a7` a transfer to
    /// board 2 (`→ p@-` it disappears, `→ n@e5×K` it replaces a king); `· Ke2` the
    /// board-2 move in SAN, `· pass`; `↩ r@h8` the Eternal transfer back to board 1.
    pub fn display_decision(&self, mv: Move) -> String {
        match mv {
            Move::Board1(m) => self.board_san(0, m),
            Move::Transfer { piece, to } => format!("→ {}", self.landing(1, piece, to)),
            Move::Board2(m) => format!("· {}", self.board_san(1, m)),
            Move::Pass => "· pass".to_string(),
            Move::Eternal { piece, to } => format!("↩ {}", self.landing(0, piece, to)),
        }
    }

    /// SAN on one board. A `#` there would claim a mate that the rest of the turn (a
    /// transfer, the other board) can still undo, so checks are marked `+` only, except
    /// on board 1 without `:eternal`, where nothing can change board 1 before the
    /// opponent's board-1 phase.
    fn board_san(&self, index: usize, m: crate::standard::Move) -> String {
        let san = self.boards[index].san(m);
        if index == 0 && !self.options.eternal {
            san
        } else {
            san.replace('#', "+")
        }
    }

    /// `p@a7`, `p@-`, `n@e5×K` (the letter after `×` is the replaced piece).
    fn landing(&self, index: usize, piece: Piece, to: Option<crate::kernel::Square>) -> String {
        match to {
            None => format!("{}@-", piece.char()),
            Some(sq) => {
                let mut s = format!("{}@{}", piece.char(), square_name(sq));
                if let Some(old) = self.boards[index].board().piece_at(sq) {
                    s.push('×');
                    s.push(old.char());
                }
                s
            }
        }
    }

    /// A whole turn (or the rest of one) on one line, from this position.
    pub fn display_turn(&self, decisions: &[Move]) -> String {
        let mut pos = *self;
        let mut parts = Vec::with_capacity(decisions.len());
        for &mv in decisions {
            parts.push(pos.display_decision(mv));
            pos.play_decision(mv);
        }
        parts.join(" ")
    }

    /// The status line: the phase and who decides it.
    pub fn phase_text(&self) -> String {
        let who = |p| {
            format!(
                "{} ({} on board 1, {} on board 2)",
                player_name(p),
                self.colour_of(p, 0).name(),
                self.colour_of(p, 1).name()
            )
        };
        match self.phase {
            Phase::Board1 => format!("board 1 (battlefield): {} to move", who(self.mover())),
            Phase::Transfer { piece, from } => {
                let targets = self.transfer_targets(1, piece, from);
                let what = format!("the captured {} {}", piece.color.name(), piece.role.name());
                if self.options.mirror {
                    format!(
                        "{} puts {what} on the same square of board 2",
                        who(self.decider())
                    )
                } else if targets == 0 {
                    format!("{what} has no empty home square on board 2: it disappears")
                } else {
                    format!(
                        "{} places {what} on a home square of board 2",
                        who(self.decider())
                    )
                }
            }
            Phase::Board2 => {
                let mut s = format!("board 2 (Valhalla): {} to move", who(self.mover()));
                if self.board2_bare() {
                    s.push_str("; may pass");
                }
                s
            }
            Phase::Eternal { piece, .. } => format!(
                "{} returns the captured {} {} to board 1",
                who(self.decider()),
                piece.color.name(),
                piece.role.name()
            ),
            Phase::Over(o) => format!("game over: {o}"),
        }
    }
}
