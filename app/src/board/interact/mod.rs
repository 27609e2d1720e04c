//! The one board interaction, for every projection of the boards: the flat boards
//! side by side (`board::flat`), the stacked layers and the tesseract (`view3d`). It
//! owns, once, what a click, a drag, a key or a selection means, so that they mean the
//! same in every view: the cells' focus widgets and what a screen reader hears of them
//! (`cells.rs`), keyboard play (`keys.rs`), clicks, carrying a piece and drawing with the
//! pointer (`pointer.rs`), the slide and the capture animations ([`motion`]), and what
//! is painted over any projection's cells and pieces: the selection's pulse, captured
//! pieces on their way, the user's drawings, the engine's arrows and the piece in hand
//! (`overlay.rs`).
//!
//! A projection supplies only geometry, its own painting and its own camera
//! ([`Projection`]). Two coordinate spaces meet here: *board space*, a [`Cell`] (board,
//! file, rank), and *screen space*, egui points; a projection converts between them
//! (`screen_from_board`, `board_from_screen`) and nothing else here knows how.
mod cells;
mod keys;
pub mod motion;
mod overlay;
mod pointer;

use super::layout::BoardLayout;
use super::{BoardEvent, BoardModel, BoardOptions, BoardState, Highlight, Marker};
pub use cells::{all_markers, cell_label, short_board_name, spoken_name};
use egui::{Id, Painter, Pos2, Rect, Response, Sense, Ui, Vec2};
use otherworlds_core::geometry::Cell;
pub use pointer::activate;

/// How the pointer reaches the cells of a projection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pointer {
    /// Each cell's widget covers the cell and takes its clicks and drags; a right drag
    /// draws an arrow (the flat boards, whose cells tile the view).
    Cells,
    /// The cells overlap and pieces stand in front of other cells: one widget under the
    /// whole view takes the drags and the clicks between the cells' widgets, which are
    /// small squares where the cell is picked; a drag that carries no piece, and any
    /// right drag, turns the camera (the projected views).
    View,
}

impl Pointer {
    /// What a cell's widget senses.
    pub fn cell_sense(self) -> Sense {
        match self {
            Pointer::Cells => Sense::click_and_drag(),
            Pointer::View => Sense::click(),
        }
    }
}

/// A cell as a projection draws it, in screen space.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellOnScreen {
    pub centre: Pos2,
    /// Its side, roughly, in points (line widths, arrows and circles scale with it).
    pub side: f32,
}

/// Which cells the user may mean by pointing: where pieces stand, and where a click
/// would act (the selected piece's targets, the cells a transferred piece may go to).
/// Projections whose cells overlap prefer those (see `view3d::scene::pick`).
#[derive(Clone, Copy, Debug)]
pub struct Aim<'a> {
    model: &'a BoardModel,
    selected: Option<Cell>,
}

impl<'a> Aim<'a> {
    pub fn new(model: &'a BoardModel, selected: Option<Cell>) -> Aim<'a> {
        Aim { model, selected }
    }

    /// Whether a piece stands on `cell`.
    pub fn occupied(&self, cell: Cell) -> bool {
        self.model.pieces.contains_key(&cell)
    }

    /// Whether a click on `cell` would play or place something.
    pub fn wanted(&self, cell: Cell) -> bool {
        self.model.is_placement(cell)
            || self
                .selected
                .is_some_and(|from| self.model.is_target(from, cell))
    }
}

/// What a projection of the boards gives the interaction: where cells are on the
/// screen and which cell is under a point, its own painting, and its own camera.
pub trait Projection {
    /// How the pointer reaches the cells.
    fn pointer(&self) -> Pointer;

    /// The cell the user means by pointing at `pos_in_screen`: what is drawn on top
    /// there, preferring what `aim` says may be meant where drawings overlap.
    fn board_from_screen(&self, pos_in_screen: Pos2, aim: &Aim<'_>) -> Option<Cell>;

    /// Where `cell` is drawn.
    fn screen_from_board(&self, cell: Cell) -> Option<CellOnScreen>;

    /// The square a piece standing still on `cell` is drawn in (screen space).
    fn piece_square(&self, cell: Cell) -> Option<Rect>;

    /// Where `cell`'s focus widget goes (screen space): a point there must mean the
    /// cell to [`Projection::board_from_screen`].
    fn focus_rect(&self, cell: Cell, aim: &Aim<'_>) -> Option<Rect>;

    /// A drag over the view that carries no piece (see [`Pointer::View`]): a camera
    /// turns by it. The flat boards have no camera.
    fn turn(&mut self, _drag: Vec2) {}

    /// Paints the projection's own part of `layer` (the interaction paints
    /// [`Layer::Captures`], [`Layer::Drawings`], [`Layer::EngineArrows`] and
    /// [`Layer::Dragged`] itself).
    fn paint(&self, layer: Layer, painter: &Painter, look: &Look<'_>, painted: &mut Painted);
}

/// What every board view paints, from the bottom up. The projected views draw their
/// cells, beams, markers, pieces, focus ring and names in one pass sorted by depth, at
/// [`Layer::Cells`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// Over a landscape or a picture, a mat of the window's colour under each board
    /// and its labels, so the coordinates read on any picture.
    Mat,
    /// The cells and their tints (last move, check).
    Cells,
    /// The selected cell's tint.
    Selection,
    /// The beams of light to the same square on another board.
    Beams,
    /// The move markers (dots, rings, frames).
    Markers,
    Pieces,
    /// Captured pieces on their way.
    Captures,
    /// The arrows and circles the user drew, over the pieces.
    Drawings,
    /// The keyboard focus ring.
    Focus,
    /// File and rank labels and the boards' names.
    Coordinates,
    /// The engine's best move, over the pieces and the labels.
    EngineArrows,
    /// The piece the pointer carries, over everything.
    Dragged,
}

/// The painting order: beams and markers lie on the board under the pieces, so they
/// never hide a piece (issue 14); they stay visible around it.
pub const DRAW_ORDER: [Layer; 12] = [
    Layer::Mat,
    Layer::Cells,
    Layer::Selection,
    Layer::Beams,
    Layer::Markers,
    Layer::Pieces,
    Layer::Captures,
    Layer::Drawings,
    Layer::Focus,
    Layer::Coordinates,
    Layer::EngineArrows,
    Layer::Dragged,
];

/// What a frame is painted from: the model, the view state after this frame's input,
/// and the frame's moment.
#[derive(Clone, Copy, Debug)]
pub struct Look<'a> {
    pub model: &'a BoardModel,
    pub state: &'a BoardState,
    pub markers: &'a [(Cell, Marker)],
    pub options: BoardOptions<'a>,
    /// 0..1, the en-passant victim's ring.
    pub pulse: f32,
    /// `egui::InputState::time`.
    pub now: f64,
    pub focused: Option<Cell>,
    /// Where the pointer is (screen space), if anywhere.
    pub pointer: Option<Pos2>,
}

/// What a frame painted, for tests and accessibility.
#[derive(Clone, Debug, Default)]
pub struct Painted {
    pub markers: Vec<(Cell, Marker)>,
    pub highlights: Vec<(Cell, Highlight)>,
}

/// The id every view of a board gives it, so its cells keep the keyboard focus when
/// the view changes.
pub fn board_id(ui: &Ui) -> Id {
    ui.scope_id().with("board")
}

/// The id of a cell's widget.
pub fn cell_widget_id(board_id: Id, cell: Cell) -> Id {
    board_id.with((cell.board, cell.file, cell.rank))
}

/// One frame of a board in `area` seen through `projection`: the input on `view` (the
/// view's own widget) and on the cells' widgets, then the painting. Returns what the
/// user tried.
pub fn show<P: Projection>(
    ui: &mut Ui,
    area: Rect,
    view: &Response,
    model: &BoardModel,
    state: &mut BoardState,
    options: BoardOptions<'_>,
    projection: &mut P,
) -> Vec<BoardEvent> {
    let now = ui.input(|i| i.time);
    motion::settle(state, model, options.animate, now);
    let mut events = Vec::new();
    pointer::handle(ui, view, None, model, state, &*projection, &mut events);
    if view.dragged() && state.dragging.is_none() {
        let drag = view.drag_delta();
        if drag != Vec2::ZERO {
            projection.turn(drag);
        }
    }
    // Keyboard steps follow the flat boards in every view: board space, as a player
    // reads it, not the camera's screen.
    let steps = BoardLayout::new(&model.geometry, area, options.flipped);
    let focused = cells::widgets(ui, &steps, model, state, &*projection, &mut events);
    // Keys and clicks may have changed the selection: markers follow it this frame.
    let markers = all_markers(model, state);
    let look = Look {
        model,
        state,
        markers: &markers,
        options,
        pulse: overlay::pulse(ui, &markers, options.animate, now),
        now,
        focused,
        pointer: ui.input(|i| i.pointer.latest_pos()),
    };
    let painted = paint(ui, area, &look, &*projection);
    if options.animate && (state.slide.is_some() || !state.captures.is_empty()) {
        ui.ctx().request_repaint();
    }
    state.painted_markers = painted.markers;
    state.highlights = painted.highlights;
    events
}

fn paint<P: Projection>(ui: &Ui, area: Rect, look: &Look<'_>, projection: &P) -> Painted {
    let painter = ui.painter_at(area);
    let mut painted = Painted::default();
    for layer in DRAW_ORDER {
        match layer {
            Layer::Captures => overlay::captures(&painter, look, projection),
            Layer::Drawings => overlay::drawings(&painter, look, projection),
            Layer::EngineArrows => overlay::engine_arrows(&painter, look, projection),
            // Unclipped: the piece in hand may leave the board.
            Layer::Dragged => overlay::dragged(ui.painter(), look, projection),
            Layer::Mat
            | Layer::Cells
            | Layer::Selection
            | Layer::Beams
            | Layer::Markers
            | Layer::Pieces
            | Layer::Focus
            | Layer::Coordinates => projection.paint(layer, &painter, look, &mut painted),
        }
    }
    painted.highlights.sort();
    painted
}
