//! The variant-neutral interface that the search, the command-line tool and the app
//! program against, split by concern: [`Rules`] (`rules.rs`), [`Notation`]
//! (`notation.rs`), [`Drawable`] (`drawing.rs`: geometry, pieces, what a move looks
//! like, the status bar's phase) and [`Searchable`] (`searchable.rs`: the engine's
//! hooks), each part importing only those before it; [`Position`], all four at once;
//! and `Game`: a position with its history (repetition, undo).
mod drawing;
mod notation;
mod rules;
mod searchable;

pub use crate::outcome::{EndReason, Outcome};
pub use drawing::Drawable;
pub use notation::Notation;
pub use rules::{MoveError, Rules};
pub use searchable::Searchable;

use crate::kernel::Color;
use crate::variant::Variant;
use thiserror::Error;

/// One variant's position, whole: its [`Rules`], [`Notation`], what a view draws of it
/// ([`Drawable`]) and the engine's hooks ([`Searchable`]). Implemented for every type
/// that implements the four (every concrete position and [`crate::AnyPosition`]); code
/// that needs only some of them bounds on those (the search: [`Searchable`]).
pub trait Position: Rules + Notation + Drawable + Searchable {}

impl<P: Rules + Notation + Drawable + Searchable> Position for P {}

/// A position with the moves that led to it: judges repetition, allows undo.
#[derive(Clone, Debug)]
pub struct Game<P: Rules> {
    positions: Vec<P>,
    moves: Vec<P::Move>,
    /// An end the players declared ([`Game::end`]): resignation, a clock, agreement.
    declared: Option<Outcome>,
}

/// Why [`Game::end`] refused an outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum EndError {
    #[error("the game is already over ({0})")]
    AlreadyOver(Outcome),
    #[error("'{}' is decided by the position, not declared by the players", .0.as_str())]
    NotDeclared(EndReason),
    #[error("{} needs {}", .0.as_str(), if .0.is_decisive() { "a winner" } else { "a draw" })]
    WrongResult(EndReason),
    #[error(
        "a timeout win needs a winner who can mate; {0} cannot (a draw by timeout-vs-insufficient-material)"
    )]
    CannotMate(&'static str),
}

impl<P: Rules> Game<P> {
    /// A game starting at `start`.
    pub fn new(start: P) -> Game<P> {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            declared: None,
        }
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions
            .last()
            .unwrap_or_else(|| unreachable!("a game always has a position"))
    }

    /// The start position.
    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The positions before the current one, start first (what a search from the
    /// current position takes as its history, for repetitions).
    pub fn history(&self) -> &[P] {
        &self.positions[..self.positions.len() - 1]
    }

    /// Every position of the game, the start first and the current one last (the
    /// position after `ply` decisions at index `ply`).
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The position after `ply` decisions (0 = start), if the game is that long.
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.positions.get(ply)
    }

    /// Decisions played so far.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// Legal decisions now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<P::Move> {
        let mut out = Vec::new();
        if self.outcome().is_none() {
            self.position().legal_moves(&mut out);
        }
        out
    }

    /// The result, if the game is over: mate/stalemate, then material, then
    /// repetition, then the clock rule (RULES.md §6 precedence).
    /// An end the players declared ([`Game::end`]) comes first.
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| self.rules_outcome())
    }

    /// [`Game::outcome`] as the rules alone decide it, without a declared end (a game
    /// review scores a resigned game's last position by searching it).
    pub fn rules_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let terminal = pos.terminal();
        match terminal {
            Some(o) if o.reason != EndReason::FiftyMoves => return Some(o),
            _ => {}
        }
        if let Some(key) = pos.repetition_key() {
            let seen = self
                .positions
                .iter()
                .filter(|p| p.repetition_key() == Some(key))
                .count();
            if seen >= 3 {
                return Some(Outcome::draw(EndReason::ThreefoldRepetition));
            }
        }
        terminal
    }

    /// Takes back the last decision; returns it. A declared end is taken back with it.
    pub fn undo(&mut self) -> Option<P::Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.declared = None;
        Some(mv)
    }

    /// Drops everything after `ply` decisions, and a declared end (the game goes on
    /// from there).
    pub fn truncate(&mut self, ply: usize) {
        self.moves.truncate(ply);
        self.positions.truncate(ply + 1);
        self.declared = None;
    }
}

/// Playing checks and names a move in its errors: the notation is needed.
impl<P: Notation> Game<P> {
    /// Plays a decision after checking that it is of the game's variant, legal, and
    /// that the game is not over.
    pub fn play(&mut self, mv: P::Move) -> Result<(), MoveError> {
        let pos = self.position();
        pos.check_variant(mv)?;
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::GameOver {
                text: pos.move_string(mv),
                outcome,
            });
        }
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(MoveError::illegal(
                &pos.move_string(mv),
                "no such legal move",
            ));
        }
        let mut next = pos.clone();
        next.play(mv);
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Plays a whole turn given as a string (one move except in Valhalla). On error
    /// nothing is played.
    pub fn play_str(&mut self, text: &str) -> Result<(), MoveError> {
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::GameOver {
                text: crate::quote::clip(text),
                outcome,
            });
        }
        let decisions = self.position().parse_turn(text)?;
        let mut copy = self.clone();
        for mv in decisions {
            copy.play(mv).map_err(|e| match e {
                MoveError::GameOver { outcome, .. } => MoveError::GameOver {
                    text: crate::quote::clip(text),
                    outcome,
                },
                other => MoveError::illegal(text, other.to_string()),
            })?;
        }
        *self = copy;
        Ok(())
    }
}

/// A declared end is judged on the pieces ([`can_mate`]).
impl<P: Drawable> Game<P> {
    /// Ends the game as the players declare: a resignation or a timeout (with a
    /// winner), an agreement or a timeout against insufficient material (a draw). From
    /// then on [`Game::outcome`] reports it and no move is accepted. Refused when the
    /// game is already over, for a reason the position decides (checkmate …), for a
    /// result that does not fit the reason, and for a timeout win by a side that cannot
    /// mate ([`can_mate`]).
    pub fn end(&mut self, outcome: Outcome) -> Result<(), EndError> {
        if let Some(over) = self.outcome() {
            return Err(EndError::AlreadyOver(over));
        }
        let reason = outcome.reason;
        if !reason.is_declared() {
            return Err(EndError::NotDeclared(reason));
        }
        if reason.is_decisive() != outcome.winner.is_some() {
            return Err(EndError::WrongResult(reason));
        }
        if let (EndReason::Timeout, Some(winner)) = (reason, outcome.winner)
            && !can_mate(self.position(), winner)
        {
            return Err(EndError::CannotMate(winner.name()));
        }
        self.declared = Some(outcome);
        Ok(())
    }

    /// The end when `flagged`'s clock runs out now: the other side wins on time, unless
    /// it cannot mate ([`can_mate`]): then a draw.
    pub fn timeout_outcome(&self, flagged: Color) -> Outcome {
        let other = flagged.flip();
        if can_mate(self.position(), other) {
            Outcome::win(other, EndReason::Timeout)
        } else {
            Outcome::draw(EndReason::TimeoutVsInsufficientMaterial)
        }
    }
}

/// Whether `side` has the material to mate in `pos`: the variant's insufficient-material
/// rule (RULES.md) applied to that side's pieces alone, the opponent's ignored. Standard
/// chess, Two Worlds (both levels, ghosts it controls included) and Valhalla (both
/// boards, the pieces that player moves there: under `:inverted` the other colour on
/// board 2): not with its king(s) alone or with one knight or bishop besides. 4D (only
/// bare kings are a material draw there): not with its king alone.
pub fn can_mate<P: Drawable>(pos: &P, side: Color) -> bool {
    use crate::kernel::Role;
    let variant = pos.variant();
    let inverted = matches!(variant, Variant::Valhalla(o) if o.inverted);
    let mut minors = 0;
    for (cell, piece) in pos.pieces() {
        let player = if inverted && cell.board == 1 {
            piece.color.flip()
        } else {
            piece.color
        };
        if player != side {
            continue;
        }
        match piece.role {
            Role::King => {}
            Role::Knight | Role::Bishop => minors += 1,
            _ => return true,
        }
    }
    match variant {
        Variant::FourD | Variant::FourDClassic => minors > 0,
        Variant::Standard | Variant::TwoWorlds | Variant::Valhalla(_) => minors > 1,
    }
}

/// Whether a turn ends at `pos` (and the next one starts there): repetition is judged
/// only at turn starts (None inside a Valhalla turn), and a finished game ends its turn.
pub fn at_turn_boundary<P: Rules>(pos: &P) -> bool {
    pos.repetition_key().is_some() || pos.terminal().is_some()
}

/// Writes a turn's decisions as one string (decisions joined by commas).
pub fn turn_string<P: Notation>(pos: &P, turn: &[P::Move]) -> String {
    let mut p = pos.clone();
    let mut parts = Vec::new();
    for &m in turn {
        parts.push(p.move_string(m));
        p.play(m);
    }
    parts.join(",")
}
