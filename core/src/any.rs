//! The one dispatch point: [`AnyPosition`], an enum over the concrete position types
//! whose arms forward to them, [`AnyMove`], and [`AnySetup`] with the errors of a
//! position string (`error.rs`). Nothing else matches on the variant.
mod error;
mod setup;

pub use error::{ParseError, PositionError};
pub use setup::AnySetup;

use crate::decision::Decision;
use crate::fourd::{self, FourD, PieceSet};
use crate::game::{Drawable, MoveError, Notation, Outcome, Position, Rules, Searchable};
use crate::geometry::{Cell, Geometry, MoveInfo, PieceView};
use crate::kernel::Color;
use crate::linear::{Features, LinearEval};
use crate::perft::Perft;
use crate::setup::ReadError;
use crate::standard::{self, Chess};
use crate::two_worlds::{self, TwoWorlds};
use crate::valhalla::{self, Valhalla};
use crate::variant::{Family, Variant};

/// A position of any variant.
#[derive(Clone, Debug)]
pub enum AnyPosition {
    Standard(Chess),
    TwoWorlds(TwoWorlds),
    FourD(FourD),
    Valhalla(Valhalla),
}

/// A move of any variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    Standard(standard::Move),
    TwoWorlds(two_worlds::Move),
    Valhalla(valhalla::Move),
    FourD(fourd::Move),
}

impl AnyMove {
    /// The family of variants the move belongs to (a 4D move fits both piece sets, a
    /// Valhalla move every option set).
    pub const fn family(&self) -> Family {
        match self {
            AnyMove::Standard(_) => Family::Standard,
            AnyMove::TwoWorlds(_) => Family::TwoWorlds,
            AnyMove::FourD(_) => Family::FourD,
            AnyMove::Valhalla(_) => Family::Valhalla,
        }
    }
}

/// A concrete position type that `AnyPosition` wraps: lets generic code (the engine)
/// run monomorphised on the concrete type and hand back `AnyMove`s.
pub trait Concrete: Position + Perft {
    /// The concrete position inside `any`, if it is of this type.
    fn from_any(any: &AnyPosition) -> Option<&Self>;
    /// Wraps a concrete move.
    fn wrap_move(mv: Self::Move) -> AnyMove;
}

/// The glue between one concrete type and its arms of `AnyPosition` and `AnyMove`.
macro_rules! concrete {
    ($ty:ty, $arm:ident, $mv:ty) => {
        impl From<$mv> for AnyMove {
            fn from(m: $mv) -> AnyMove {
                AnyMove::$arm(m)
            }
        }

        impl Concrete for $ty {
            fn from_any(any: &AnyPosition) -> Option<&$ty> {
                match any {
                    AnyPosition::$arm(p) => Some(p),
                    _ => None,
                }
            }
            fn wrap_move(mv: $mv) -> AnyMove {
                AnyMove::$arm(mv)
            }
        }
    };
}

concrete!(Chess, Standard, standard::Move);
concrete!(TwoWorlds, TwoWorlds, two_worlds::Move);
concrete!(FourD, FourD, fourd::Move);
concrete!(Valhalla, Valhalla, valhalla::Move);

impl AnyPosition {
    /// A turn as a game's record writes it (PGN's movetext, the game review): SAN with
    /// `+`/`#` in standard chess, else the move string, or a Valhalla turn's decisions
    /// joined by `,`.
    pub fn turn_text(&self, decisions: &[AnyMove]) -> String {
        if let (AnyPosition::Standard(chess), [AnyMove::Standard(mv)]) = (self, decisions) {
            return chess.san(*mv);
        }
        crate::game::turn_string(self, decisions)
    }

    /// The position with the turn passed to the other side, where the variant's search
    /// may pass ([`Searchable::null_move`]: not in check, not in Valhalla): what the
    /// pieces of the side that just moved attack, as the puzzle themes ask.
    pub fn with_turn_passed(&self) -> Option<AnyPosition> {
        match self {
            AnyPosition::Standard(p) => p.null_move().map(AnyPosition::Standard),
            AnyPosition::TwoWorlds(p) => p.null_move().map(AnyPosition::TwoWorlds),
            AnyPosition::FourD(p) => p.null_move().map(AnyPosition::FourD),
            AnyPosition::Valhalla(p) => p.null_move().map(AnyPosition::Valhalla),
        }
    }

    /// The start position of a variant.
    pub fn new(variant: Variant) -> AnyPosition {
        match variant {
            Variant::Standard => AnyPosition::Standard(Chess::new()),
            Variant::TwoWorlds => AnyPosition::TwoWorlds(TwoWorlds::new()),
            Variant::FourD => AnyPosition::FourD(FourD::start(PieceSet::Full)),
            Variant::FourDClassic => AnyPosition::FourD(FourD::start(PieceSet::Classic)),
            Variant::Valhalla(o) => AnyPosition::Valhalla(Valhalla::new(o)),
        }
    }

    /// Reads a position string of a variant: its text into a setup, then the setup
    /// judged.
    pub fn from_string(variant: Variant, text: &str) -> Result<AnyPosition, PositionError> {
        let setup = AnySetup::parse(variant, text).map_err(ReadError::Parse)?;
        Ok(AnyPosition::from_setup(setup)?)
    }
}

/// Forwards a method call to the concrete position.
macro_rules! each {
    ($self:expr, $p:ident => $body:expr) => {
        match $self {
            AnyPosition::Standard($p) => $body,
            AnyPosition::TwoWorlds($p) => $body,
            AnyPosition::FourD($p) => $body,
            AnyPosition::Valhalla($p) => $body,
        }
    };
}
pub(crate) use each;

/// Forwards a call that takes a move; a move of another variant is a logic error that
/// yields `$default`.
macro_rules! with_move {
    ($self:expr, $mv:expr, ($p:ident, $m:ident) => $body:expr, $default:expr) => {
        match ($self, $mv) {
            (AnyPosition::Standard($p), AnyMove::Standard($m)) => $body,
            (AnyPosition::TwoWorlds($p), AnyMove::TwoWorlds($m)) => $body,
            (AnyPosition::FourD($p), AnyMove::FourD($m)) => $body,
            (AnyPosition::Valhalla($p), AnyMove::Valhalla($m)) => $body,
            #[allow(unreachable_patterns)]
            _ => $default,
        }
    };
}

impl Rules for AnyPosition {
    type Move = AnyMove;
    fn variant(&self) -> Variant {
        each!(self, p => p.variant())
    }
    fn actor(&self) -> Color {
        each!(self, p => p.actor())
    }
    fn legal_moves(&self, out: &mut Vec<AnyMove>) {
        out.clear();
        each!(self, p => {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            out.extend(moves.into_iter().map(AnyMove::from));
        })
    }
    fn count_legal_moves(&self) -> usize {
        each!(self, p => p.count_legal_moves())
    }
    fn check_variant(&self, mv: AnyMove) -> Result<(), MoveError> {
        with_move!(self, mv, (_p, _m) => Ok(()), Err(MoveError::WrongVariant {
            variant: self.variant(),
            family: mv.family(),
        }))
    }
    /// Plays a legal decision.
    ///
    /// # Panics
    /// On a move of another variant: a logic error, like an illegal move.
    /// [`crate::Game::play`] checks and returns [`MoveError::WrongVariant`] instead.
    fn play(&mut self, mv: AnyMove) {
        let variant = self.variant();
        with_move!(self, mv, (p, m) => p.play(m), panic!(
            "a {} move played in a {variant} position",
            mv.family()
        ))
    }
    fn hash(&self) -> u64 {
        each!(self, p => p.hash())
    }
    fn repetition_key(&self) -> Option<u64> {
        each!(self, p => p.repetition_key())
    }
    fn is_check(&self) -> bool {
        each!(self, p => p.is_check())
    }
    fn checkers(&self) -> Vec<Cell> {
        each!(self, p => p.checkers())
    }
    fn decision(&self) -> Decision {
        each!(self, p => p.decision())
    }
    fn terminal(&self) -> Option<Outcome> {
        each!(self, p => p.terminal())
    }
}

impl Notation for AnyPosition {
    fn parse_move(&self, text: &str) -> Result<AnyMove, MoveError> {
        each!(self, p => p.parse_move(text).map(AnyMove::from))
    }
    fn move_string(&self, mv: AnyMove) -> String {
        with_move!(self, mv, (p, m) => p.move_string(m), String::new())
    }
    fn display_move(&self, mv: AnyMove) -> String {
        with_move!(self, mv, (p, m) => p.display_move(m), String::new())
    }
    fn position_string(&self) -> String {
        each!(self, p => p.position_string())
    }
    fn cell_name(&self, cell: Cell) -> String {
        each!(self, p => p.cell_name(cell))
    }
    fn turn_strings(&self) -> Vec<String> {
        each!(self, p => p.turn_strings())
    }
    fn parse_turn(&self, text: &str) -> Result<Vec<AnyMove>, MoveError> {
        each!(self, p => p.parse_turn(text).map(|v| v.into_iter().map(AnyMove::from).collect()))
    }
}

impl Drawable for AnyPosition {
    fn move_info(&self, mv: AnyMove) -> MoveInfo {
        with_move!(self, mv, (p, m) => p.move_info(m), MoveInfo::pass(String::new()))
    }
    fn geometry(&self) -> Geometry {
        each!(self, p => p.geometry())
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        each!(self, p => p.pieces())
    }
    fn phase(&self) -> Option<String> {
        each!(self, p => p.phase())
    }
}

impl Searchable for AnyPosition {
    fn noisy_moves(&self, out: &mut Vec<AnyMove>) {
        out.clear();
        each!(self, p => {
            let mut moves = Vec::new();
            p.noisy_moves(&mut moves);
            out.extend(moves.into_iter().map(AnyMove::from));
        })
    }
    fn is_decided(&self) -> bool {
        each!(self, p => p.is_decided())
    }
    fn is_noisy(&self, mv: AnyMove) -> bool {
        with_move!(self, mv, (p, m) => p.is_noisy(m), false)
    }
    fn gives_check(&self, mv: AnyMove) -> Option<bool> {
        with_move!(self, mv, (p, m) => p.gives_check(m), None)
    }
    fn evaluate(&self) -> i32 {
        each!(self, p => p.evaluate())
    }
    fn order_hint(&self, mv: AnyMove) -> i32 {
        with_move!(self, mv, (p, m) => p.order_hint(m), 0)
    }
    fn rule_draw(&self) -> bool {
        each!(self, p => p.rule_draw())
    }
    fn repetition_window(&self) -> Option<usize> {
        each!(self, p => p.repetition_window())
    }
}

impl LinearEval for AnyPosition {
    fn eval_white(&self) -> i32 {
        each!(self, p => p.eval_white())
    }
    fn features(&self) -> Features {
        each!(self, p => p.features())
    }
}

impl Perft for AnyPosition {
    fn perft(&self, depth: u32) -> u64 {
        each!(self, p => p.perft(depth))
    }
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        each!(self, p => p.divide(depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    #[test]
    fn a_move_of_another_variant_is_an_error_in_a_game() {
        let chess_move = Chess::new()
            .parse_move("e2e4")
            .unwrap_or_else(|e| panic!("{e}"));
        for v in Variant::all() {
            let mut game = Game::new(AnyPosition::new(v));
            let result = game.play(AnyMove::Standard(chess_move));
            if v == Variant::Standard {
                assert_eq!(result, Ok(()));
            } else {
                assert_eq!(
                    result,
                    Err(MoveError::WrongVariant {
                        variant: v,
                        family: Family::Standard
                    }),
                    "{v}"
                );
                // The typed family reads as the id the message always named.
                assert_eq!(
                    result.map_err(|e| e.to_string()),
                    Err(format!("a standard move cannot be played in a {v} game"))
                );
                assert!(game.moves().is_empty(), "{v}: nothing played");
            }
        }
    }

    #[test]
    #[should_panic(expected = "a standard move played in a two-worlds position")]
    fn playing_a_move_of_another_variant_on_the_position_panics() {
        let chess_move = Chess::new()
            .parse_move("e2e4")
            .unwrap_or_else(|e| panic!("{e}"));
        AnyPosition::new(Variant::TwoWorlds).play(AnyMove::Standard(chess_move));
    }
}
