//! [`AnySetup`]: a setup of any variant, the data the app's board editor, its exercises
//! and the Learn screen edit (stage 2 of `crate::setup`), and [`AnyPosition`]'s
//! `from_setup`, `to_setup` and `into_setup`.
use super::{AnyPosition, ParseError};
use crate::fourd::{self, FourD, PieceSet};
use crate::geometry::{Cell, PieceView};
use crate::kernel::Color;
use crate::setup::{CastlingRight, Editable, SetupError};
use crate::standard::{self, Chess};
use crate::two_worlds::{self, TwoWorlds};
use crate::valhalla::{self, Valhalla};
use crate::variant::Variant;
use std::fmt;

/// A setup of any variant. An enum over each variant's own `Setup`, as [`AnyPosition`]
/// is over the positions: each keeps its typed fields (Two Worlds' marks, 4D's piece
/// set, Valhalla's options and two boards), judging and taking back go arm to arm, and
/// the editing an editor needs, in variant-neutral cells, forwards to each arm
/// ([`Editable`]). One struct for every variant would carry fields most variants
/// cannot hold (a ghost in standard chess, castling in 4D).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnySetup {
    Standard(standard::Setup),
    TwoWorlds(two_worlds::Setup),
    FourD(fourd::Setup),
    Valhalla(valhalla::Setup),
}

/// Forwards a call to the variant's setup.
macro_rules! each_setup {
    ($self:expr, $s:ident => $body:expr) => {
        match $self {
            AnySetup::Standard($s) => $body,
            AnySetup::TwoWorlds($s) => $body,
            AnySetup::FourD($s) => $body,
            AnySetup::Valhalla($s) => $body,
        }
    };
}

impl AnySetup {
    /// The start position of `variant`, as a setup.
    pub fn start(variant: Variant) -> AnySetup {
        AnyPosition::new(variant).into_setup()
    }

    /// Reads a position string of `variant` without judging the position (stage 1).
    pub fn parse(variant: Variant, text: &str) -> Result<AnySetup, ParseError> {
        Ok(match variant {
            Variant::Standard => AnySetup::Standard(text.parse()?),
            Variant::TwoWorlds => AnySetup::TwoWorlds(text.parse()?),
            Variant::FourD => AnySetup::FourD(fourd::Setup::parse(PieceSet::Full, text)?),
            Variant::FourDClassic => AnySetup::FourD(fourd::Setup::parse(PieceSet::Classic, text)?),
            Variant::Valhalla(o) => AnySetup::Valhalla(valhalla::Setup::parse(o, text)?),
        })
    }

    /// Judges the setup ([`AnyPosition::from_setup`]).
    pub fn into_position(self) -> Result<AnyPosition, SetupError> {
        AnyPosition::from_setup(self)
    }
}

/// The position string, in RULES.md's format of the variant: the same writer as
/// `Position::position_string`.
impl fmt::Display for AnySetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_setup!(self, s => fmt::Display::fmt(s, f))
    }
}

impl Editable for AnySetup {
    type ParseError = ParseError;

    fn variant(&self) -> Variant {
        each_setup!(self, s => s.variant())
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        each_setup!(self, s => s.pieces())
    }
    fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        each_setup!(self, s => s.piece_at(cell))
    }
    fn put(&mut self, cell: Cell, piece: PieceView) {
        each_setup!(self, s => s.put(cell, piece))
    }
    fn remove(&mut self, cell: Cell) -> Option<PieceView> {
        each_setup!(self, s => s.remove(cell))
    }
    fn clear(&mut self) {
        each_setup!(self, s => s.clear())
    }
    fn side(&self) -> Color {
        each_setup!(self, s => s.side())
    }
    fn set_side(&mut self, side: Color) {
        each_setup!(self, s => s.set_side(side))
    }
    fn field_boards(&self) -> usize {
        each_setup!(self, s => s.field_boards())
    }
    fn castling_rights(&self, board: usize) -> &'static [CastlingRight] {
        each_setup!(self, s => s.castling_rights(board))
    }
    fn holds(&self, board: usize, right: CastlingRight) -> bool {
        each_setup!(self, s => s.holds(board, right))
    }
    fn set_castling(&mut self, board: usize, right: CastlingRight, on: bool) {
        each_setup!(self, s => s.set_castling(board, right, on))
    }
    fn en_passant(&self, board: usize) -> Option<Cell> {
        each_setup!(self, s => s.en_passant(board))
    }
    fn set_en_passant(&mut self, board: usize, cell: Option<Cell>) {
        each_setup!(self, s => s.set_en_passant(board, cell))
    }
    fn read_en_passant(&self, board: usize, text: &str) -> Result<Option<Cell>, ParseError> {
        each_setup!(self, s => s.read_en_passant(board, text).map_err(ParseError::from))
    }
    fn clocks(&self) -> (u32, u32) {
        each_setup!(self, s => s.clocks())
    }
    fn set_clocks(&mut self, halfmove: u32, fullmove: u32) {
        each_setup!(self, s => s.set_clocks(halfmove, fullmove))
    }
}

/// Each variant's setup as a setup of any variant.
macro_rules! any_setup {
    ($setup:ty, $arm:ident) => {
        impl From<$setup> for AnySetup {
            fn from(s: $setup) -> AnySetup {
                AnySetup::$arm(s)
            }
        }
    };
}

any_setup!(standard::Setup, Standard);
any_setup!(two_worlds::Setup, TwoWorlds);
any_setup!(fourd::Setup, FourD);
any_setup!(valhalla::Setup, Valhalla);

impl AnyPosition {
    /// Judges a setup (stage 2): the position, or the rule it breaks.
    pub fn from_setup(setup: AnySetup) -> Result<AnyPosition, SetupError> {
        Ok(match setup {
            AnySetup::Standard(s) => AnyPosition::Standard(Chess::from_setup(s)?),
            AnySetup::TwoWorlds(s) => AnyPosition::TwoWorlds(TwoWorlds::from_setup(s)?),
            AnySetup::FourD(s) => AnyPosition::FourD(FourD::from_setup(s)?),
            AnySetup::Valhalla(s) => AnyPosition::Valhalla(Valhalla::from_setup(s)?),
        })
    }

    /// The position as a setup (stage 3), to edit and judge again.
    pub fn to_setup(&self) -> AnySetup {
        super::each!(self, p => p.to_setup().into())
    }

    /// The position as a setup ([`AnyPosition::to_setup`]).
    pub fn into_setup(self) -> AnySetup {
        self.to_setup()
    }
}
