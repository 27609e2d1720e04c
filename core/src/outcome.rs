//! How a game ends: `EndReason` (RULES.md §6 names) and `Outcome` (who won, and why);
//! re-exported by `game`, whose `Rules::terminal` and `Game` report them.
use crate::kernel::Color;
use std::fmt;

/// Why a game ended (RULES.md §6 names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum EndReason {
    Checkmate,
    Stalemate,
    InsufficientMaterial,
    ThreefoldRepetition,
    FiftyMoves,
    KingReplaced,
    /// A player resigned (the other wins).
    Resignation,
    /// A player's clock ran out and the other could mate (the other wins).
    Timeout,
    /// A player's clock ran out but the other cannot mate by the variant's
    /// insufficient-material rule applied to that side alone (a draw).
    TimeoutVsInsufficientMaterial,
    /// Both players agreed to a draw.
    Agreement,
}

impl EndReason {
    /// The reason as the command-line tool prints it, e.g. `insufficient-material`.
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::InsufficientMaterial => "insufficient-material",
            EndReason::ThreefoldRepetition => "threefold-repetition",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::KingReplaced => "king-replaced",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::TimeoutVsInsufficientMaterial => "timeout-vs-insufficient-material",
            EndReason::Agreement => "agreement",
        }
    }
    /// A sentence-case description for people.
    pub const fn describe(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::InsufficientMaterial => "insufficient material",
            EndReason::ThreefoldRepetition => "threefold repetition",
            EndReason::FiftyMoves => "fifty-move rule",
            EndReason::KingReplaced => "king replaced",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::TimeoutVsInsufficientMaterial => "timeout against insufficient material",
            EndReason::Agreement => "agreement",
        }
    }

    /// Every reason, in the order above (to read them back by name).
    pub const ALL: [EndReason; 10] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::InsufficientMaterial,
        EndReason::ThreefoldRepetition,
        EndReason::FiftyMoves,
        EndReason::KingReplaced,
        EndReason::Resignation,
        EndReason::Timeout,
        EndReason::TimeoutVsInsufficientMaterial,
        EndReason::Agreement,
    ];

    /// Whether the players end the game this way (resigning, a clock, an agreement)
    /// rather than the position: such an end is kept by [`Game::end`], never found by
    /// replaying the moves.
    pub const fn is_declared(self) -> bool {
        matches!(
            self,
            EndReason::Resignation
                | EndReason::Timeout
                | EndReason::TimeoutVsInsufficientMaterial
                | EndReason::Agreement
        )
    }

    /// Whether the reason ends a game with a winner (true), a draw (false).
    pub(crate) const fn is_decisive(self) -> bool {
        matches!(
            self,
            EndReason::Checkmate
                | EndReason::KingReplaced
                | EndReason::Resignation
                | EndReason::Timeout
        )
    }
}

/// The end of a game: who won (None = draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

impl Outcome {
    /// A decisive result.
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }
    /// A draw.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub const fn score(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    /// `1-0 checkmate`, as the command-line tool prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.score(), self.reason.as_str())
    }
}
