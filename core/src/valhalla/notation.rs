//! The display notation (docs/notation-valhalla.md): each decision is written with the
//! mark that joins it to the previous one, so a whole turn reads on one line when its
//! decisions are joined with spaces: `exd5 → p@a7 · Ke2`, `e4 · pass`,
//! `Nxe5 → n@e5×K`, `Bb5 · Rxa8 ↩ r@h8`.
use super::{Move, Phase, Valhalla, player_name};
use crate::game::PhaseLine;
use crate::kernel::{Color, Piece, square_name};

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

    /// The phase and who decides it, as data ([`PhaseLine`]).
    pub fn phase_data(&self) -> PhaseLine {
        let colours = |p| [self.colour_of(p, 0), self.colour_of(p, 1)];
        match self.phase {
            Phase::Board1 | Phase::Board2 => {
                let board2 = matches!(self.phase, Phase::Board2);
                PhaseLine::Move {
                    board: if board2 { 2 } else { 1 },
                    player: self.mover(),
                    colours: colours(self.mover()),
                    may_pass: board2 && self.board2_bare(),
                }
            }
            Phase::Transfer { piece, from } => {
                if !self.options.mirror && self.transfer_targets(1, piece, from) == 0 {
                    PhaseLine::Disappears { piece }
                } else {
                    PhaseLine::Place {
                        board: 2,
                        player: self.decider(),
                        colours: colours(self.decider()),
                        piece,
                        mirror: self.options.mirror,
                    }
                }
            }
            Phase::Eternal { piece, .. } => PhaseLine::Place {
                board: 1,
                player: self.decider(),
                colours: colours(self.decider()),
                piece,
                mirror: false,
            },
            Phase::Over(o) => PhaseLine::Over(o),
        }
    }

    /// The status line in English (the command-line tool's): the phase and who
    /// decides it.
    pub fn phase_text(&self) -> String {
        let who = |p: Color, colours: [Color; 2]| {
            format!(
                "{} ({} on board 1, {} on board 2)",
                player_name(p),
                colours[0].name(),
                colours[1].name()
            )
        };
        let captured =
            |piece: Piece| format!("the captured {} {}", piece.color.name(), piece.role.name());
        match self.phase_data() {
            PhaseLine::Move {
                board,
                player,
                colours,
                may_pass,
            } => {
                let place = if board == 1 {
                    "battlefield"
                } else {
                    "Valhalla"
                };
                let mut s = format!("board {board} ({place}): {} to move", who(player, colours));
                if may_pass {
                    s.push_str("; may pass");
                }
                s
            }
            PhaseLine::Place {
                board: 2,
                player,
                colours,
                piece,
                mirror: true,
            } => format!(
                "{} puts {} on the same square of board 2",
                who(player, colours),
                captured(piece)
            ),
            PhaseLine::Place {
                board: 2,
                player,
                colours,
                piece,
                ..
            } => format!(
                "{} places {} on a home square of board 2",
                who(player, colours),
                captured(piece)
            ),
            PhaseLine::Place {
                player,
                colours,
                piece,
                ..
            } => format!(
                "{} returns {} to board 1",
                who(player, colours),
                captured(piece)
            ),
            PhaseLine::Disappears { piece } => format!(
                "{} has no empty home square on board 2: it disappears",
                captured(piece)
            ),
            PhaseLine::Over(o) => format!("game over: {o}"),
        }
    }
}
