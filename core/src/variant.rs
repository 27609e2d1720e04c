//! Variant ids and the one dispatch point: `AnyPosition`, an enum over the concrete
//! position types whose arms forward to them. Nothing else matches on the variant.
use crate::decision::Decision;
use crate::fourd::{self, FourD, PieceSet};
use crate::game::{MoveError, Outcome, Position};
use crate::geometry::{Cell, Geometry, MoveInfo, PieceView};
use crate::kernel::Color;
use crate::standard::{self, Chess};
use crate::two_worlds::{self, TwoWorlds};
use crate::valhalla::{self, Valhalla};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Valhalla's rule options (RULES.md §4).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct ValhallaOptions {
    pub inverted: bool,
    pub mirror: bool,
    pub eternal: bool,
}

/// A variant with its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Variant {
    Standard,
    TwoWorlds,
    /// 4D chess, full 16-piece set.
    FourD,
    /// 4D chess, classic 10-piece set.
    FourDClassic,
    Valhalla(ValhallaOptions),
}

/// A variant id that is not known.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VariantError {
    #[error(
        "unknown variant '{0}' (expected standard, two-worlds, 4d, 4d-classic or valhalla[:inverted][:mirror][:eternal])"
    )]
    Unknown(String),
    #[error("unknown Valhalla option '{0}' (expected inverted, mirror or eternal)")]
    UnknownOption(String),
    #[error("Valhalla option '{0}' given twice")]
    RepeatedOption(String),
}

impl Variant {
    /// Every variant the app offers, one Valhalla entry per option set.
    pub fn all() -> Vec<Variant> {
        let mut v = vec![
            Variant::Standard,
            Variant::TwoWorlds,
            Variant::FourD,
            Variant::FourDClassic,
        ];
        for bits in 0..8u8 {
            v.push(Variant::Valhalla(ValhallaOptions {
                inverted: bits & 1 != 0,
                mirror: bits & 2 != 0,
                eternal: bits & 4 != 0,
            }));
        }
        v
    }

    /// A name for people.
    pub fn display_name(&self) -> String {
        match self {
            Variant::Standard => "Standard chess".into(),
            Variant::TwoWorlds => "Two Worlds".into(),
            Variant::FourD => "4D chess (full set)".into(),
            Variant::FourDClassic => "4D chess (classic set)".into(),
            Variant::Valhalla(o) => {
                let mut s = String::from("Valhalla");
                for (on, name) in [
                    (o.inverted, "inverted"),
                    (o.mirror, "mirror"),
                    (o.eternal, "eternal"),
                ] {
                    if on {
                        s.push_str(", ");
                        s.push_str(name);
                    }
                }
                s
            }
        }
    }
}

impl fmt::Display for Variant {
    /// The canonical id: `standard`, `two-worlds`, `4d`, `4d-classic`,
    /// `valhalla[:inverted][:mirror][:eternal]` (options in that order).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Variant::Standard => f.write_str("standard"),
            Variant::TwoWorlds => f.write_str("two-worlds"),
            Variant::FourD => f.write_str("4d"),
            Variant::FourDClassic => f.write_str("4d-classic"),
            Variant::Valhalla(o) => {
                f.write_str("valhalla")?;
                for (on, name) in [
                    (o.inverted, ":inverted"),
                    (o.mirror, ":mirror"),
                    (o.eternal, ":eternal"),
                ] {
                    if on {
                        f.write_str(name)?;
                    }
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Variant {
    type Err = VariantError;
    fn from_str(s: &str) -> Result<Variant, VariantError> {
        let mut parts = s.trim().split(':');
        let head = parts.next().unwrap_or_default();
        let v = match head {
            "standard" | "chess" => Variant::Standard,
            "two-worlds" => Variant::TwoWorlds,
            "4d" => Variant::FourD,
            "4d-classic" => Variant::FourDClassic,
            "valhalla" => {
                let mut o = ValhallaOptions::default();
                for opt in parts.by_ref() {
                    let flag = match opt {
                        "inverted" => &mut o.inverted,
                        "mirror" => &mut o.mirror,
                        "eternal" => &mut o.eternal,
                        other => return Err(VariantError::UnknownOption(other.to_string())),
                    };
                    if *flag {
                        return Err(VariantError::RepeatedOption(opt.to_string()));
                    }
                    *flag = true;
                }
                Variant::Valhalla(o)
            }
            _ => return Err(VariantError::Unknown(s.to_string())),
        };
        if parts.next().is_some() {
            return Err(VariantError::Unknown(s.to_string()));
        }
        Ok(v)
    }
}

/// A position string that could not be read, for any variant.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("{0}")]
    Standard(#[from] standard::FenError),
    #[error("{0}")]
    TwoWorlds(#[from] two_worlds::TwFenError),
    #[error("{0}")]
    FourD(#[from] fourd::FourDFenError),
    #[error("{0}")]
    Valhalla(#[from] valhalla::ValhallaFenError),
}

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

impl From<standard::Move> for AnyMove {
    fn from(m: standard::Move) -> AnyMove {
        AnyMove::Standard(m)
    }
}

impl From<two_worlds::Move> for AnyMove {
    fn from(m: two_worlds::Move) -> AnyMove {
        AnyMove::TwoWorlds(m)
    }
}

impl From<fourd::Move> for AnyMove {
    fn from(m: fourd::Move) -> AnyMove {
        AnyMove::FourD(m)
    }
}

impl From<valhalla::Move> for AnyMove {
    fn from(m: valhalla::Move) -> AnyMove {
        AnyMove::Valhalla(m)
    }
}

impl AnyPosition {
    /// The start position of a variant.
    pub fn start(variant: Variant) -> Result<AnyPosition, PositionError> {
        match variant {
            Variant::Standard => Ok(AnyPosition::Standard(Chess::new())),
            Variant::TwoWorlds => Ok(AnyPosition::TwoWorlds(TwoWorlds::new())),
            Variant::FourD => Ok(AnyPosition::FourD(FourD::start(PieceSet::Full))),
            Variant::FourDClassic => Ok(AnyPosition::FourD(FourD::start(PieceSet::Classic))),
            Variant::Valhalla(o) => Ok(AnyPosition::Valhalla(Valhalla::new(o))),
        }
    }

    /// Reads a position string of a variant.
    pub fn from_string(variant: Variant, text: &str) -> Result<AnyPosition, PositionError> {
        match variant {
            Variant::Standard => Ok(AnyPosition::Standard(Chess::from_fen(text)?)),
            Variant::TwoWorlds => Ok(AnyPosition::TwoWorlds(TwoWorlds::from_fen(text)?)),
            Variant::FourD => Ok(AnyPosition::FourD(FourD::from_fen(PieceSet::Full, text)?)),
            Variant::FourDClassic => Ok(AnyPosition::FourD(FourD::from_fen(
                PieceSet::Classic,
                text,
            )?)),
            Variant::Valhalla(o) => Ok(AnyPosition::Valhalla(Valhalla::from_position_string(
                o, text,
            )?)),
        }
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

/// A concrete position type that `AnyPosition` wraps: lets generic code (the engine)
/// run monomorphised on the concrete type and hand back `AnyMove`s.
pub trait Concrete: Position {
    /// The concrete position inside `any`, if it is of this type.
    fn from_any(any: &AnyPosition) -> Option<&Self>;
    /// Wraps a concrete move.
    fn wrap_move(mv: Self::Move) -> AnyMove;
}

impl Concrete for Chess {
    fn from_any(any: &AnyPosition) -> Option<&Chess> {
        match any {
            AnyPosition::Standard(p) => Some(p),
            _ => None,
        }
    }
    fn wrap_move(mv: standard::Move) -> AnyMove {
        AnyMove::Standard(mv)
    }
}

impl Concrete for TwoWorlds {
    fn from_any(any: &AnyPosition) -> Option<&TwoWorlds> {
        match any {
            AnyPosition::TwoWorlds(p) => Some(p),
            _ => None,
        }
    }
    fn wrap_move(mv: two_worlds::Move) -> AnyMove {
        AnyMove::TwoWorlds(mv)
    }
}

impl Concrete for FourD {
    fn from_any(any: &AnyPosition) -> Option<&FourD> {
        match any {
            AnyPosition::FourD(p) => Some(p),
            _ => None,
        }
    }
    fn wrap_move(mv: fourd::Move) -> AnyMove {
        AnyMove::FourD(mv)
    }
}

impl Concrete for Valhalla {
    fn from_any(any: &AnyPosition) -> Option<&Valhalla> {
        match any {
            AnyPosition::Valhalla(p) => Some(p),
            _ => None,
        }
    }
    fn wrap_move(mv: valhalla::Move) -> AnyMove {
        AnyMove::Valhalla(mv)
    }
}

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

impl Position for AnyPosition {
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
    fn play(&mut self, mv: AnyMove) {
        with_move!(self, mv, (p, m) => p.play(m), ())
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
    fn move_info(&self, mv: AnyMove) -> MoveInfo {
        with_move!(self, mv, (p, m) => p.move_info(m), MoveInfo {
            text: String::new(),
            from: None,
            to: None,
            kind: crate::geometry::MoveKind::Pass,
            promotion: None,
            victim: None,
            fate: None,
        })
    }
    fn geometry(&self) -> Geometry {
        each!(self, p => p.geometry())
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        each!(self, p => p.pieces())
    }
    fn cell_name(&self, cell: Cell) -> String {
        each!(self, p => p.cell_name(cell))
    }
    fn is_noisy(&self, mv: AnyMove) -> bool {
        with_move!(self, mv, (p, m) => p.is_noisy(m), false)
    }
    fn evaluate(&self) -> i32 {
        each!(self, p => p.evaluate())
    }
    fn phase(&self) -> Option<String> {
        each!(self, p => p.phase())
    }
    fn order_hint(&self, mv: AnyMove) -> i32 {
        with_move!(self, mv, (p, m) => p.order_hint(m), 0)
    }
    fn rule_draw(&self) -> bool {
        each!(self, p => p.rule_draw())
    }
    fn turn_strings(&self) -> Vec<String> {
        each!(self, p => p.turn_strings())
    }
    fn parse_turn(&self, text: &str) -> Result<Vec<AnyMove>, MoveError> {
        each!(self, p => p.parse_turn(text).map(|v| v.into_iter().map(AnyMove::from).collect()))
    }
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

    #[test]
    fn variant_ids_round_trip() {
        for v in Variant::all() {
            assert_eq!(v.to_string().parse::<Variant>(), Ok(v));
        }
        assert_eq!(
            "valhalla:mirror:inverted".parse::<Variant>(),
            Ok(Variant::Valhalla(ValhallaOptions {
                inverted: true,
                mirror: true,
                eternal: false
            }))
        );
        assert_eq!(
            "valhalla:x".parse::<Variant>(),
            Err(VariantError::UnknownOption("x".into()))
        );
        assert_eq!(
            "valhalla:mirror:mirror".parse::<Variant>(),
            Err(VariantError::RepeatedOption("mirror".into()))
        );
        assert!("5d".parse::<Variant>().is_err());
        assert!("standard:mirror".parse::<Variant>().is_err());
    }
}
