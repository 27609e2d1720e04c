//! The board view. It knows geometry, not rules: it draws any variant from a
//! [`BoardModel`] (boards, pieces, the legal moves as [`MoveInfo`], last move, check)
//! and reports what the user tried as [`BoardEvent`]s. Selection, dragging, keyboard
//! focus and animations are view state ([`BoardState`]); the game is never touched here.
//! What a click, a drag or a key means is [`interact`]'s, for this flat view
//! ([`board_ui`]) and the projected ones (`view3d`) alike.
pub mod anim;
pub mod arrows;
pub mod drawings;
mod flat;
pub mod interact;
pub mod layout;
pub mod markers;
mod paint;

use crate::theme::Theme;
use egui::{Response, Sense, Ui};
pub use interact::{DRAW_ORDER, Layer};
use layout::BoardLayout;
pub use markers::{Marker, markers_for};
use otherworlds_core::Color;
use otherworlds_core::geometry::{Cell, Geometry, MoveInfo, PieceView};
pub use paint::MIN_COORDINATE;
use std::collections::BTreeMap;

/// Everything the view draws, taken from a position (see `GameSession::board_model`).
#[derive(Clone, Debug)]
pub struct BoardModel {
    pub geometry: Geometry,
    pub pieces: BTreeMap<Cell, PieceView>,
    /// The name of every cell in the variant's notation.
    pub names: BTreeMap<Cell, String>,
    /// Legal decisions now; empty when nobody may move here.
    pub moves: Vec<MoveInfo>,
    pub last_moves: Vec<MoveInfo>,
    /// Kings in check.
    pub checked: Vec<Cell>,
    /// Pieces giving check that a player might not look for: a column attack from the
    /// other level in Two Worlds (TW-4).
    pub check_sources: Vec<Cell>,
    /// The side whose pieces may be picked up, if any.
    pub mover: Option<Color>,
}

impl BoardModel {
    /// The boards and their cell names, with no pieces and nothing to move.
    pub fn bare(geometry: Geometry, names: BTreeMap<Cell, String>) -> BoardModel {
        BoardModel {
            geometry,
            pieces: BTreeMap::new(),
            names,
            moves: Vec::new(),
            last_moves: Vec::new(),
            checked: Vec::new(),
            check_sources: Vec::new(),
            mover: None,
        }
    }

    /// Whether a piece on `cell` can be picked up.
    pub fn selectable(&self, cell: Cell) -> bool {
        self.moves
            .iter()
            .any(|m| m.from == Some(cell) && !is_placement_kind(m.kind))
            || (self.mover.is_some() && self.pieces.get(&cell).map(|p| p.color) == self.mover)
    }

    /// Whether a decision that moves no piece on the board (a Valhalla transfer) puts
    /// something on `cell`.
    pub fn is_placement(&self, cell: Cell) -> bool {
        self.moves
            .iter()
            .any(|m| is_placement_kind(m.kind) && m.to == Some(cell))
    }

    /// Whether some legal move goes from `from` to `to`.
    pub fn is_target(&self, from: Cell, to: Cell) -> bool {
        self.moves
            .iter()
            .any(|m| m.from == Some(from) && m.to == Some(to) && !is_placement_kind(m.kind))
    }
}

/// Decisions that choose a cell without moving the piece on `from` (a Valhalla
/// transfer names where the piece was captured as its `from`) or choose no cell.
pub fn is_placement_kind(kind: otherworlds_core::geometry::MoveKind) -> bool {
    use otherworlds_core::geometry::MoveKind;
    matches!(kind, MoveKind::Transfer | MoveKind::Pass)
}

/// What the user tried on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    /// Move the piece on `from` to `to` (a legal target); `dragged` when dropped there,
    /// so the move needs no slide animation.
    Move { from: Cell, to: Cell, dragged: bool },
    /// The piece on `from` put on `to`, where no legal move takes it (the board only
    /// drops it; the owner may say so, with a sound).
    Refused { from: Cell, to: Cell },
    /// Choose `to` for a decision without a moving piece (where a transferred piece
    /// goes in Valhalla).
    Place { to: Cell },
}

/// A piece sliding between two cells after a move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slide {
    pub from: Cell,
    pub to: Cell,
    /// `egui::InputState::time` when it started.
    pub started: f64,
}

/// How long a move's slide lasts, in seconds.
pub const SLIDE_SECONDS: f64 = 0.18;

/// A cell tinted for what happened or threatens there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Highlight {
    /// The last move started here.
    LastFrom,
    /// The last move ended here.
    LastTo,
    /// A king in check.
    Check,
    /// A piece giving check from another board.
    CheckSource,
}

/// View state of one board: selection, dragging, animation, and what was painted.
#[derive(Clone, Debug, Default)]
pub struct BoardState {
    pub selected: Option<Cell>,
    /// The cell a drag started from, while the pointer holds a piece.
    pub dragging: Option<Cell>,
    pub slide: Option<Slide>,
    /// The engine's best move (the whole turn in Valhalla), drawn over the pieces while
    /// the analysis runs; the shell sets it each frame (empty: none).
    pub engine_arrows: Vec<arrows::EngineArrow>,
    /// Markers painted in the last frame (for tests and accessibility).
    pub painted_markers: Vec<(Cell, Marker)>,
    /// The cell that had keyboard focus in the last frame.
    pub focused: Option<Cell>,
    /// Where the board's cells were in the last frame.
    pub layout: Option<BoardLayout>,
    /// Where the 3D view was drawn in the last frame (`None` in 2D): its scene can be
    /// rebuilt from it (tests measure the cells).
    pub area_3d: Option<egui::Rect>,
    /// Captured pieces on their way (rising, travelling, fading).
    pub captures: Vec<anim::CaptureAnimation>,
    /// Cells tinted in the last frame (for tests and accessibility).
    pub highlights: Vec<(Cell, Highlight)>,
    /// Arrows and circles drawn on the board (the right button, keys); None where the
    /// board takes no drawings (the editor, whose right click removes a piece).
    pub drawing: Option<drawings::Sketch>,
}

impl BoardState {
    /// Forgets the selection and any drag (after a move, an undo, a new game).
    pub fn clear(&mut self) {
        self.selected = None;
        self.dragging = None;
    }
}

/// How to show the board.
#[derive(Clone, Copy, Debug)]
pub struct BoardOptions<'a> {
    pub theme: &'a Theme,
    pub flipped: bool,
    pub coordinates: bool,
    /// Slides and pulses; off in tests so frames are deterministic.
    pub animate: bool,
}

/// Shows the flat boards in all the space `ui` offers; returns what the user tried.
pub fn board_ui(
    ui: &mut Ui,
    model: &BoardModel,
    state: &mut BoardState,
    options: BoardOptions<'_>,
) -> (Response, Vec<BoardEvent>) {
    let (area, response) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let mut layout = BoardLayout::new(&model.geometry, area, options.flipped);
    let events = interact::show(ui, area, &response, model, state, options, &mut layout);
    state.layout = Some(layout);
    state.area_3d = None;
    (response, events)
}
