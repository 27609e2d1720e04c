//! Turn strings (V-12): the parts of a turn in play order, comma-separated: board-1 UCI
//! move; `X@sq` or `X@-` exactly when a transfer happens; board-2 UCI move or `0000`;
//! with `:eternal`, `X@sq` / `X@-` when the board-2 move captured. A turn that ends the
//! game stops after its last phase (§6).
use super::{Move, Phase, Valhalla};
use crate::game::{MoveError, Outcome};
use crate::kernel::{Bitboard, Piece, Square, parse_square, square_name};
use thiserror::Error;

/// What is wrong with a turn string (or one decision's part of it). Parts are counted
/// from 1.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TurnError {
    #[error("empty turn string")]
    Empty,
    #[error("part {index} '{}': {reason}", crate::quote::quote(.text))]
    Malformed {
        index: usize,
        text: String,
        reason: String,
    },
    #[error("part {index} '{}': expected {expected}", crate::quote::quote(.text))]
    WrongKind {
        index: usize,
        text: String,
        expected: String,
    },
    #[error("part {index} '{}' is not legal: {reason}", crate::quote::quote(.text))]
    Illegal {
        index: usize,
        text: String,
        reason: String,
    },
    #[error("the turn is incomplete: {expected} must follow part {index}")]
    Missing { index: usize, expected: String },
    #[error("part {index} '{}' comes after the end of the turn", crate::quote::quote(.text))]
    Extra { index: usize, text: String },
    #[error("the game is already over ({0})")]
    GameOver(Outcome),
}

impl TurnError {
    /// The error as the [`crate::Position`] interface reports it.
    pub fn into_move_error(self, text: &str) -> MoveError {
        match self {
            TurnError::GameOver(outcome) => MoveError::GameOver {
                text: crate::quote::clip(text),
                outcome,
            },
            e @ (TurnError::Empty | TurnError::Malformed { .. } | TurnError::WrongKind { .. }) => {
                MoveError::malformed(text, e.to_string())
            }
            e => MoveError::illegal(text, e.to_string()),
        }
    }
}

/// Describes a held piece for messages: "the captured black knight".
fn held(piece: Piece) -> String {
    format!("{} {}", piece.color.name(), piece.role.name())
}

impl Valhalla {
    /// What the current phase expects, for messages.
    fn expected_part(&self) -> String {
        match self.phase {
            Phase::Board1 => "a board-1 move (UCI, e.g. e2e4)".into(),
            Phase::Transfer { piece, .. } => format!(
                "the transfer of the captured {} to board 2 ('{}@square' or '{}@-')",
                held(piece),
                piece.char(),
                piece.char()
            ),
            Phase::Board2 => "a board-2 move (UCI) or 0000".into(),
            Phase::Eternal { piece, .. } => format!(
                "the Eternal transfer of the captured {} to board 1 ('{}@square' or '{}@-')",
                held(piece),
                piece.char(),
                piece.char()
            ),
            Phase::Over(o) => format!("nothing (the game is over: {o})"),
        }
    }

    /// Reads one decision of the current phase and checks that it is legal. `index` is
    /// the part's number in its turn string (for messages).
    fn parse_part(&self, text: &str, index: usize) -> Result<Move, TurnError> {
        let t = text.trim();
        let malformed = |reason: String| TurnError::Malformed {
            index,
            text: crate::quote::clip(t),
            reason,
        };
        let illegal = |reason: String| TurnError::Illegal {
            index,
            text: crate::quote::clip(t),
            reason,
        };
        let wrong_kind = || TurnError::WrongKind {
            index,
            text: crate::quote::clip(t),
            expected: self.expected_part(),
        };
        let is_transfer = t.contains('@');
        match self.phase {
            Phase::Over(o) => Err(TurnError::GameOver(o)),
            Phase::Board1 | Phase::Board2 => {
                if is_transfer {
                    return Err(wrong_kind());
                }
                let on2 = matches!(self.phase, Phase::Board2);
                if t == "0000" {
                    let mut legal = Vec::new();
                    self.decisions(&mut legal);
                    return if legal.contains(&Move::Pass) {
                        Ok(Move::Pass)
                    } else if on2 {
                        Err(illegal(
                            "a pass needs board 2 to hold just the two kings, or no legal board-2 move"
                                .into(),
                        ))
                    } else {
                        Err(illegal("the board-1 move cannot be passed".into()))
                    };
                }
                let board = &self.boards[on2 as usize];
                let make = if on2 { Move::Board2 } else { Move::Board1 };
                board.parse_uci(t).map(make).map_err(|e| match e {
                    MoveError::Malformed { reason, .. } => malformed(reason),
                    MoveError::Illegal { reason, .. } => {
                        illegal(format!("on board {}: {reason}", on2 as u8 + 1))
                    }
                    MoveError::GameOver { outcome, .. } => TurnError::GameOver(outcome),
                    other @ MoveError::WrongVariant { .. } => illegal(other.to_string()),
                })
            }
            Phase::Transfer { piece, from } | Phase::Eternal { piece, from } => {
                let Some((letter, dest)) = t.split_once('@') else {
                    return Err(wrong_kind());
                };
                let mut chars = letter.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else {
                    return Err(malformed(format!(
                        "'{}' is not one piece letter",
                        crate::quote::quote(letter)
                    )));
                };
                let Some(named) = Piece::from_char(c) else {
                    return Err(malformed(format!(
                        "'{}' is not a piece letter",
                        crate::quote::quote_char(c)
                    )));
                };
                let to = match dest {
                    "-" => None,
                    s => Some(parse_square(s).ok_or_else(|| {
                        malformed(format!(
                            "'{}' is not a square or '-'",
                            crate::quote::quote(s)
                        ))
                    })?),
                };
                if named != piece {
                    return Err(illegal(format!(
                        "the piece to transfer is the {} '{}'",
                        held(piece),
                        piece.char()
                    )));
                }
                let index_to = matches!(self.phase, Phase::Transfer { .. }) as usize;
                let targets = self.transfer_targets(index_to, piece, from);
                let ok = match to {
                    None => targets == 0,
                    Some(sq) => targets & crate::kernel::bb(sq) != 0,
                };
                if ok {
                    return Ok(if index_to == 1 {
                        Move::Transfer { piece, to }
                    } else {
                        Move::Eternal { piece, to }
                    });
                }
                Err(illegal(self.transfer_refusal(
                    index_to + 1,
                    from,
                    targets,
                    to,
                )))
            }
        }
    }

    /// Why a transfer to `to` (None: the piece disappears) on `board` (1 or 2) is not
    /// legal, given the piece's square `from` and the squares it may go to, `targets`.
    fn transfer_refusal(
        &self,
        board: usize,
        from: Square,
        targets: Bitboard,
        to: Option<Square>,
    ) -> String {
        if self.options.mirror {
            format!(
                "with :mirror it goes to {} of board {board}",
                square_name(from)
            )
        } else if targets == 0 {
            format!("no home square is empty on board {board}: it disappears ('@-')")
        } else {
            let free: Vec<String> = crate::kernel::Squares(targets).map(square_name).collect();
            match to {
                None => format!(
                    "it cannot disappear while a home square is empty ({})",
                    free.join(", ")
                ),
                Some(_) => format!(
                    "not an empty home square on board {board} (empty: {})",
                    free.join(", ")
                ),
            }
        }
    }

    /// Reads one decision of the current phase (one part of a turn string).
    pub fn parse_decision(&self, text: &str) -> Result<Move, TurnError> {
        self.parse_part(text, 1)
    }

    /// Splits a turn string into its decisions, checking each for legality in turn. From
    /// inside a turn, the string gives the rest of the turn.
    pub fn parse_turn_string(&self, text: &str) -> Result<Vec<Move>, TurnError> {
        if let Phase::Over(o) = self.phase {
            return Err(TurnError::GameOver(o));
        }
        if text.trim().is_empty() {
            return Err(TurnError::Empty);
        }
        let parts: Vec<&str> = text.trim().split(',').collect();
        let mut pos = *self;
        let mut out = Vec::with_capacity(parts.len());
        for (i, part) in parts.iter().enumerate() {
            let index = i + 1;
            if i > 0 && pos.turn_complete() {
                return Err(TurnError::Extra {
                    index,
                    text: crate::quote::clip(part.trim()),
                });
            }
            let mv = pos.parse_part(part, index)?;
            pos.play_decision(mv);
            out.push(mv);
        }
        if !pos.turn_complete() {
            return Err(TurnError::Missing {
                index: parts.len(),
                expected: pos.expected_part(),
            });
        }
        Ok(out)
    }

    /// Whether the turn is over: back at a board-1 phase, or the game ended.
    fn turn_complete(&self) -> bool {
        matches!(self.phase, Phase::Board1 | Phase::Over(_))
    }

    /// Calls `f` with the turn string and the resulting position of every legal turn (the
    /// rest of the current turn when inside one).
    pub fn for_each_turn(&self, f: &mut impl FnMut(&str, &Valhalla)) {
        if let Phase::Over(_) = self.phase {
            return;
        }
        let mut text = String::new();
        self.walk(&mut text, f);
    }

    fn walk(&self, text: &mut String, f: &mut impl FnMut(&str, &Valhalla)) {
        let mut moves = Vec::new();
        self.decisions(&mut moves);
        for mv in moves {
            let len = text.len();
            if !text.is_empty() {
                text.push(',');
            }
            text.push_str(&mv.to_string());
            let mut child = *self;
            child.play_decision(mv);
            if child.turn_complete() {
                f(text, &child);
            } else {
                child.walk(text, f);
            }
            text.truncate(len);
        }
    }

    /// The legal turn strings, sorted in byte order (§6).
    pub fn legal_turn_strings(&self) -> Vec<String> {
        let mut out = Vec::new();
        self.for_each_turn(&mut |t, _| out.push(t.to_string()));
        out.sort();
        out
    }
}
