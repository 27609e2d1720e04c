//! The decisions of a turn (board-1 move, transfer, board-2 move or pass, Eternal
//! transfer), which ones are legal in each phase, who takes them, and how playing one
//! advances the phase.
use super::{Phase, Valhalla};
use crate::decision::DecisionKind;
use crate::game::{EndReason, Outcome, Rules};
use crate::kernel::{Color, Piece, Role, Square, Squares, square_name};
use crate::standard::{Chess, Move as ChessMove, MoveSink};
use std::fmt;

/// One decision of a Valhalla turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The turn's move on board 1.
    Board1(ChessMove),
    /// Where the piece captured on board 1 goes on board 2; `None`: it disappears (no
    /// empty home square, V-5).
    Transfer { piece: Piece, to: Option<Square> },
    /// The turn's move on board 2.
    Board2(ChessMove),
    /// The board-2 move passed (V-4).
    Pass,
    /// `:eternal`: where the piece captured on board 2 goes on board 1 (V-7); `None`:
    /// it disappears.
    Eternal { piece: Piece, to: Option<Square> },
}

impl fmt::Display for Move {
    /// The part of a turn string (V-12): UCI, `X@sq`, `X@-` or `0000`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Board1(m) | Move::Board2(m) => f.write_str(&m.uci()),
            Move::Transfer { piece, to } | Move::Eternal { piece, to } => {
                write!(f, "{}@", piece.char())?;
                match to {
                    Some(sq) => f.write_str(&square_name(*sq)),
                    None => f.write_str("-"),
                }
            }
            Move::Pass => f.write_str("0000"),
        }
    }
}

/// Feeds a board's generated moves into a list of decisions.
struct Wrap<'a> {
    out: &'a mut Vec<Move>,
    make: fn(ChessMove) -> Move,
}

impl MoveSink<ChessMove> for Wrap<'_> {
    #[inline]
    fn push(&mut self, mv: ChessMove) {
        self.out.push((self.make)(mv));
    }
}

impl Valhalla {
    /// The player who takes the next decision: the mover for board moves, the piece's
    /// owner on the destination board for a transfer (V-5, V-7).
    pub fn decider(&self) -> Color {
        match self.phase {
            Phase::Transfer { piece, .. } => self.player_of(piece.color, 1),
            Phase::Eternal { piece, .. } => self.player_of(piece.color, 0),
            _ => self.mover(),
        }
    }

    /// What the current phase asks for (the typed form of [`Valhalla::phase_text`]).
    pub fn decision_kind(&self) -> DecisionKind {
        match self.phase {
            Phase::Board1 => DecisionKind::Move { board: 0 },
            Phase::Transfer { piece, from } => DecisionKind::Transfer {
                piece,
                from: Chess::cell(0, from),
            },
            // The pass of `decisions`: bare kings (V-4) or no legal board-2 move.
            Phase::Board2 if self.board2_bare() || self.boards[1].count_legal_moves() == 0 => {
                DecisionKind::MoveOrPass { board: 1 }
            }
            Phase::Board2 => DecisionKind::Move { board: 1 },
            Phase::Eternal { piece, from } => DecisionKind::EternalTransfer {
                piece,
                from: Chess::cell(1, from),
            },
            Phase::Over(_) => DecisionKind::Finished,
        }
    }

    /// Clears `out` and fills it with the legal decisions of the current phase.
    pub fn decisions(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase {
            Phase::Board1 => self.boards[0].generate(&mut Wrap {
                out,
                make: Move::Board1,
            }),
            Phase::Transfer { piece, from } => {
                push_transfers(out, self.transfer_targets(1, piece, from), |to| {
                    Move::Transfer { piece, to }
                })
            }
            Phase::Board2 => {
                self.boards[1].generate(&mut Wrap {
                    out,
                    make: Move::Board2,
                });
                // A pass is offered once: with bare kings (V-4), or forced when there is
                // no move and no check (a mate there ends the game on entering the phase).
                if self.board2_bare() || out.is_empty() {
                    out.push(Move::Pass);
                }
            }
            Phase::Eternal { piece, from } => {
                push_transfers(out, self.transfer_targets(0, piece, from), |to| {
                    Move::Eternal { piece, to }
                })
            }
            Phase::Over(_) => {}
        }
    }

    /// Clears `out` and fills it with the legal noisy decisions of the current phase:
    /// the board phases through the board generator's noisy mode (a pass is never
    /// noisy), the transfer phases by filtering every decision.
    pub fn noisy_decisions(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase {
            Phase::Board1 => self.boards[0].generate_noisy(&mut Wrap {
                out,
                make: Move::Board1,
            }),
            Phase::Board2 => self.boards[1].generate_noisy(&mut Wrap {
                out,
                make: Move::Board2,
            }),
            Phase::Transfer { .. } | Phase::Eternal { .. } => {
                self.decisions(out);
                out.retain(|&m| crate::game::Searchable::is_noisy(self, m));
            }
            Phase::Over(_) => {}
        }
    }

    /// The number of legal decisions now.
    pub fn count_decisions(&self) -> usize {
        match self.phase {
            Phase::Board1 => self.boards[0].count_legal_moves(),
            Phase::Transfer { piece, from } => {
                self.transfer_targets(1, piece, from).count_ones().max(1) as usize
            }
            Phase::Board2 => {
                let n = self.boards[1].count_legal_moves();
                n + (self.board2_bare() || n == 0) as usize
            }
            Phase::Eternal { piece, from } => {
                self.transfer_targets(0, piece, from).count_ones().max(1) as usize
            }
            Phase::Over(_) => 0,
        }
    }

    /// Plays a legal decision and advances the phase.
    pub fn play_decision(&mut self, mv: Move) {
        match mv {
            Move::Board1(m) => match self.boards[0].play_capture(m) {
                Some((from, piece)) => self.phase = Phase::Transfer { piece, from },
                None => self.enter_board2(),
            },
            Move::Transfer { piece, to } => match self.land(1, piece, to) {
                Some(end) => self.end_inside_turn(end),
                None => self.enter_board2(),
            },
            Move::Board2(m) => {
                let pawn = self.boards[1].board().role_at(m.from) == Some(Role::Pawn);
                let victim = self.boards[1].play_capture(m);
                if pawn || victim.is_some() {
                    // Board 1's halfmove clock is the game's 100-turn clock (§6).
                    self.boards[0].set_halfmove(0);
                }
                self.phase = match victim {
                    Some((from, piece)) if self.options.eternal => Phase::Eternal { piece, from },
                    Some(_) => {
                        self.out += 1;
                        Phase::Board1
                    }
                    None => Phase::Board1,
                };
            }
            Move::Pass => {
                self.boards[1].pass();
                self.phase = Phase::Board1;
            }
            Move::Eternal { piece, to } => {
                self.phase = match self.land(0, piece, to) {
                    Some(end) => Phase::Over(end),
                    None => Phase::Board1,
                };
            }
        }
    }

    /// Puts `piece` on `to` of board `index` (replacing any occupant, which leaves the
    /// game), or counts it out when it disappears. Returns the end of the game when a
    /// king was replaced (V-6).
    pub(crate) fn land(
        &mut self,
        index: usize,
        piece: Piece,
        to: Option<Square>,
    ) -> Option<Outcome> {
        let Some(sq) = to else {
            self.out += 1;
            return None;
        };
        let replaced = self.boards[index].remove_piece(sq);
        self.boards[index].place_piece(sq, piece);
        let replaced = replaced?;
        self.out += 1;
        (replaced.role == Role::King).then(|| {
            let loser = self.player_of(replaced.color, index);
            Outcome::win(loser.flip(), EndReason::KingReplaced)
        })
    }

    /// The board-2 phase begins: a player in check there with no legal move is mated and
    /// the turn ends (V-4, V-9).
    fn enter_board2(&mut self) {
        self.phase = Phase::Board2;
        let b2 = &self.boards[1];
        if b2.in_check() && b2.count_legal_moves() == 0 {
            let loser = self.player_of(b2.turn(), 1);
            self.end_inside_turn(Outcome::win(loser.flip(), EndReason::Checkmate));
        }
    }

    /// The game ends before the board-2 move: board 2's side field still flips (§6), so
    /// the position string stays consistent with the options. An en-passant square left
    /// from the previous turn's double step goes with the flip (as with a pass): it
    /// belonged to the side that now stands to move and could make the string unreadable
    /// ("b6 is not on rank 3").
    fn end_inside_turn(&mut self, outcome: Outcome) {
        let next = self.boards[1].turn().flip();
        self.boards[1].set_turn(next);
        self.boards[1].clear_en_passant();
        self.phase = Phase::Over(outcome);
    }
}

/// One transfer decision per target square, or the disappearance when there is none.
fn push_transfers(out: &mut Vec<Move>, targets: u64, make: impl Fn(Option<Square>) -> Move) {
    if targets == 0 {
        out.push(make(None));
    } else {
        out.extend(Squares(targets).map(|sq| make(Some(sq))));
    }
}
