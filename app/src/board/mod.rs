//! The board view. It knows geometry, not rules: it draws any variant from a
//! [`BoardModel`] (boards, pieces, the legal moves as [`MoveInfo`], last move, check)
//! and reports what the user tried as [`BoardEvent`]s. Selection, dragging, keyboard
//! focus and animations are view state ([`BoardState`]); the game is never touched here.
pub mod anim;
pub mod arrows;
pub mod drawings;
pub mod interact;
pub mod layout;
pub mod markers;
mod paint;

use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::Theme;
use egui::{Rect, Response, Sense, Stroke, StrokeKind, Ui, WidgetInfo};
use interact::{all_markers, cell_label, cell_widget_id, handle_keys, handle_pointer};
use layout::BoardLayout;
pub use markers::{Marker, markers_for};
use otherworlds_core::Color;
use otherworlds_core::geometry::{Cell, Geometry, MoveInfo, PieceView};
use paint::{paint_beams, paint_board, paint_coordinates, paint_pieces, paint_selection};
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
    pub last_move: Option<MoveInfo>,
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
            last_move: None,
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

/// What the 2D view paints, from the bottom up.
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
    /// The piece the pointer carries.
    Dragged,
}

/// The 2D view's painting order: beams and markers lie on the board under the pieces,
/// so they never hide a piece (issue 14); they stay visible around it.
pub const DRAW_ORDER: [Layer; 11] = [
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
    Layer::Dragged,
];

/// Shows the board in all the space `ui` offers; returns what the user tried.
pub fn board_ui(
    ui: &mut Ui,
    model: &BoardModel,
    state: &mut BoardState,
    options: BoardOptions<'_>,
) -> (Response, Vec<BoardEvent>) {
    let id = ui.scope_id().with("board");
    let (area, response) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let layout = BoardLayout::new(&model.geometry, area, options.flipped);
    let painter = ui.painter_at(area);
    let theme = options.theme;
    let now = ui.input(|i| i.time);
    let mut events = Vec::new();

    // Finished or stale animations end first, so nothing below draws them.
    if let Some(slide) = state.slide
        && (!options.animate || now - slide.started >= SLIDE_SECONDS)
    {
        state.slide = None;
    }
    // A piece on its way must still be what stands at its destination (an undo or a
    // new game may have changed the board under it).
    state.captures.retain(|a| {
        !a.finished(now)
            && a.to
                .is_none_or(|to| model.pieces.get(&to) == Some(&a.piece))
    });
    if state.selected.is_some_and(|c| !model.selectable(c)) {
        state.selected = None;
    }

    let markers = all_markers(model, state);

    // Interaction: one focusable widget per cell, created in screen reading order so
    // Tab walks the board row by row.
    let mut focused = None;
    for board in 0..layout.boards.len() {
        for cell in layout.reading_order(board) {
            let Some(rect) = layout.cell_rect(cell) else {
                continue;
            };
            let cell_id = cell_widget_id(id, cell);
            let r = ui.interact(rect, cell_id, Sense::click_and_drag());
            let label = cell_label(model, state, &markers, cell);
            let selected = state.selected == Some(cell);
            r.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, selected, &label));
            handle_pointer(ui, &r, cell, model, state, &layout, &mut events);
            if r.has_focus() {
                // Keys act once: a step right or down focuses a cell created later
                // in this same loop, which must not take the same key again.
                if focused.is_none() {
                    handle_keys(ui, id, cell, state, &layout);
                }
                focused = Some(cell);
            }
        }
    }
    if focused != state.focused {
        // egui applies a cell's arrow-key filter from the frame after it gains focus;
        // that frame must come now, not with the next key press, or egui would also
        // move the focus on that press.
        ui.ctx().request_repaint();
    }
    state.focused = focused;
    // Keys may have changed the selection: markers follow it this frame.
    let markers = all_markers(model, state);

    let pulse = if options.animate && markers.iter().any(|m| m.1 == Marker::EnPassantVictim) {
        ui.ctx().request_repaint();
        (0.5 + 0.5 * (now * 5.0).sin()) as f32
    } else {
        1.0
    };
    for layer in DRAW_ORDER {
        match layer {
            Layer::Mat if options.coordinates => paint::paint_mats(&painter, &layout, theme),
            Layer::Mat => {}
            Layer::Cells => state.highlights = paint_board(&painter, model, &layout, options),
            Layer::Selection => paint_selection(&painter, state, &layout, theme),
            Layer::Beams => paint_beams(&painter, model, state.selected, &markers, &layout, theme),
            Layer::Markers => {
                for (cell, marker) in &markers {
                    if let Some(rect) = layout.cell_rect(*cell) {
                        markers::paint_marker(&painter, rect, *marker, theme, pulse);
                    }
                }
            }
            Layer::Pieces => paint_pieces(&painter, model, state, &layout, options, now),
            Layer::Captures if options.animate => anim::paint_captures(
                &painter,
                &state.captures,
                |c| layout.cell_rect(c),
                theme,
                now,
            ),
            Layer::Captures => {}
            Layer::Drawings => paint::paint_drawings(&painter, ui, state, &layout, theme),
            Layer::Focus => {
                if let Some(rect) = focused.and_then(|c| layout.cell_rect(c)) {
                    let w = (0.06 * rect.width()).max(2.0);
                    painter.rect_stroke(
                        rect.shrink(w / 2.0),
                        0.1 * rect.width(),
                        Stroke::new(w, theme.focus_ring),
                        StrokeKind::Middle,
                    );
                }
            }
            Layer::Coordinates if options.coordinates => {
                paint_coordinates(&painter, model, &layout, theme);
            }
            Layer::Coordinates => {}
            // The dragged piece follows the pointer, on top of everything.
            Layer::Dragged => {
                if let (Some(from), Some(pos)) =
                    (state.dragging, ui.input(|i| i.pointer.latest_pos()))
                    && let Some(piece) = model.pieces.get(&from)
                {
                    let size = egui::Vec2::splat(layout.cell_size * 1.1);
                    let style = PieceStyle {
                        theme,
                        opacity: 1.0,
                    };
                    paint_piece(
                        ui.painter(),
                        Rect::from_center_size(pos, size),
                        piece,
                        style,
                    );
                }
            }
        }
    }
    arrows::paint_arrows(&painter, &state.engine_arrows, layout.cell_size, |c| {
        layout.cell_rect(c).map(|r| r.center())
    });
    if options.animate && (state.slide.is_some() || !state.captures.is_empty()) {
        ui.ctx().request_repaint();
    }
    state.painted_markers = markers;
    state.layout = Some(layout);
    state.area_3d = None;
    (response, events)
}
