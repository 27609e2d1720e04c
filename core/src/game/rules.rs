//! The rules of a position, variant-neutral: [`Rules`] (who decides, the legal
//! decisions, playing one, the hash, check, the ends the position decides) and
//! [`MoveError`], a decision that could not be read or played.
use crate::decision::{Decision, DecisionKind};
use crate::geometry::Cell;
use crate::kernel::Color;
use crate::outcome::Outcome;
use crate::variant::Family;
use crate::variant::Variant;
use std::fmt;
use thiserror::Error;

/// A move string that could not be read or played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("'{}' is not a move string: {reason}", crate::quote::quote(.text))]
    Malformed { text: String, reason: String },
    #[error("'{}' is not legal here: {reason}", crate::quote::quote(.text))]
    Illegal { text: String, reason: String },
    #[error("'{}': the game is already over ({outcome})", crate::quote::quote(.text))]
    GameOver { text: String, outcome: Outcome },
    /// A move of another variant (an [`crate::AnyMove`] of the wrong arm).
    #[error("a {family} move cannot be played in a {variant} game")]
    WrongVariant {
        /// The variant of the position.
        variant: Variant,
        /// The move's family ([`crate::AnyMove::family`]).
        family: Family,
    },
}

impl MoveError {
    /// A syntax error in `text`.
    pub fn malformed(text: &str, reason: impl Into<String>) -> MoveError {
        MoveError::Malformed {
            text: crate::quote::clip(text),
            reason: reason.into(),
        }
    }
    /// A well-formed but illegal move `text`.
    pub fn illegal(text: &str, reason: impl Into<String>) -> MoveError {
        MoveError::Illegal {
            text: crate::quote::clip(text),
            reason: reason.into(),
        }
    }
}

/// One variant's position as its rules see it: who decides, what is legal, what a
/// decision does, and the ends the position decides. Notation, drawing and the
/// engine's hooks are traits of their own on top of it ([`super::Notation`],
/// [`super::Drawable`], [`super::Searchable`]), as shakmaty keeps SAN, UCI and FEN
/// outside its `Position`.
///
/// A "move" is one decision. In most variants that is a whole move; in Valhalla a turn
/// is several decisions (board-1 move, transfer square, board-2 move …), each a move
/// here, and [`Rules::actor`] says who takes the next one.
pub trait Rules: Clone + Send + Sync + fmt::Debug + 'static {
    /// One decision.
    type Move: Copy + Eq + std::hash::Hash + fmt::Debug + Send + Sync + 'static;

    /// The variant (with its options).
    fn variant(&self) -> Variant;

    /// The player who takes the next decision.
    fn actor(&self) -> Color;

    /// Clears `out` and fills it with the legal decisions.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// The number of legal decisions (may be faster than generating them).
    fn count_legal_moves(&self) -> usize {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// Checks that `mv` is a move of this position's variant at all: always so for the
    /// concrete types; [`crate::AnyPosition`] returns [`MoveError::WrongVariant`] for a
    /// move of another arm.
    fn check_variant(&self, mv: Self::Move) -> Result<(), MoveError> {
        let _ = mv;
        Ok(())
    }

    /// Plays a legal decision. Playing an illegal one (or one that
    /// [`Rules::check_variant`] rejects) is a logic error (no panic is promised to be
    /// avoided in debug builds, and the position may become nonsense).
    fn play(&mut self, mv: Self::Move);

    /// Zobrist hash of everything that matters for the future of the game.
    fn hash(&self) -> u64;

    /// The key compared for threefold repetition, or None where repetition is not judged
    /// (inside a Valhalla turn).
    fn repetition_key(&self) -> Option<u64>;

    /// Whether the actor's king (on the board that matters now) is attacked.
    fn is_check(&self) -> bool;

    /// The cells of the pieces that attack the actor's king on the board that matters
    /// now (in no promised order); empty exactly when [`Rules::is_check`] is false.
    /// Two Worlds includes the column attacker on the other level (TW-4); a Valhalla
    /// transfer phase has none.
    fn checkers(&self) -> Vec<Cell>;

    /// Who takes the next decision and what it is. The default fits variants whose
    /// decisions are all moves by the side to move on board 0.
    fn decision(&self) -> Decision {
        Decision {
            decider: self.actor(),
            kind: DecisionKind::Move { board: 0 },
        }
    }

    /// An end that the position alone decides: checkmate, stalemate, insufficient
    /// material, king replaced, or the progress clock run out (`fifty-moves`).
    /// Repetition needs history: see [`crate::Game::outcome`].
    fn terminal(&self) -> Option<Outcome>;
}
