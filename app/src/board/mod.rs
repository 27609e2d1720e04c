//! The board view. It knows geometry, not rules: it draws any variant from a
//! [`BoardModel`] (boards, pieces, the legal moves as [`MoveInfo`], last move, check)
//! and reports what the user tried as [`BoardEvent`]s. Selection, dragging, keyboard
//! focus and animations are view state ([`BoardState`]); the game is never touched here.
pub mod anim;
pub mod layout;
pub mod markers;

use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::Theme;
use egui::{
    Align2, EventFilter, FontId, Id, Key, Painter, Rect, Response, Sense, Shape, Stroke,
    StrokeKind, Ui, WidgetInfo,
};
use layout::BoardLayout;
pub use markers::{Marker, markers_for};
use otherworlds_core::Color;
use otherworlds_core::geometry::{Cell, Geometry, MoveInfo, PieceView};
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
const SLIDE_SECONDS: f64 = 0.18;

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
    /// Markers painted in the last frame (for tests and accessibility).
    pub painted_markers: Vec<(Cell, Marker)>,
    /// The cell that had keyboard focus in the last frame.
    pub focused: Option<Cell>,
    /// Where the board's cells were in the last frame.
    pub layout: Option<BoardLayout>,
    /// Captured pieces on their way (rising, travelling, fading).
    pub captures: Vec<anim::CaptureAnimation>,
    /// Cells tinted in the last frame (for tests and accessibility).
    pub highlights: Vec<(Cell, Highlight)>,
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

    state.highlights = paint_board(&painter, model, &layout, options);
    let pulse = if options.animate && markers.iter().any(|m| m.1 == Marker::EnPassantVictim) {
        ui.ctx().request_repaint();
        (0.5 + 0.5 * (now * 5.0).sin()) as f32
    } else {
        1.0
    };
    paint_pieces(&painter, model, state, &layout, options, now);
    if options.animate {
        anim::paint_captures(
            &painter,
            &state.captures,
            |c| layout.cell_rect(c),
            theme,
            now,
        );
    }
    paint_beams(&painter, model, state.selected, &markers, &layout, theme);
    for (cell, marker) in &markers {
        if let Some(rect) = layout.cell_rect(*cell) {
            markers::paint_marker(&painter, rect, *marker, theme, pulse);
        }
    }
    if let Some(rect) = focused.and_then(|c| layout.cell_rect(c)) {
        let w = (0.06 * rect.width()).max(2.0);
        painter.rect_stroke(
            rect.shrink(w / 2.0),
            0.1 * rect.width(),
            Stroke::new(w, theme.focus_ring),
            StrokeKind::Middle,
        );
    }
    if options.coordinates {
        paint_coordinates(&painter, model, &layout, theme);
    }
    // The dragged piece follows the pointer, on top of everything.
    if let (Some(from), Some(pos)) = (state.dragging, ui.input(|i| i.pointer.latest_pos()))
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
    if options.animate && (state.slide.is_some() || !state.captures.is_empty()) {
        ui.ctx().request_repaint();
    }
    state.painted_markers = markers;
    state.layout = Some(layout);
    (response, events)
}

/// The selected piece's markers and the placement cells (shown without a selection).
fn all_markers(model: &BoardModel, state: &BoardState) -> Vec<(Cell, Marker)> {
    let mut markers = state
        .selected
        .map(|from| markers_for(from, &model.moves))
        .unwrap_or_default();
    markers.extend(markers::placements(&model.moves));
    markers.sort();
    markers.dedup();
    markers
}

/// How a screen reader names a cell: "e4" on a single board; with several boards the
/// square and the board, "e4, Sky" or "e4, Battlefield". The square is said in lower
/// case when the variant's notation only differs by case (Two Worlds writes Sky
/// squares in capitals), and in the variant's own notation otherwise ("b2[0,1], z=0
/// w=1" in 4D, the seed's notation).
pub fn spoken_name(model: &BoardModel, cell: Cell) -> String {
    let name = model.names.get(&cell).cloned().unwrap_or_default();
    if model.geometry.boards.len() < 2 {
        return name;
    }
    let Some(spec) = model.geometry.boards.get(cell.board as usize) else {
        return name;
    };
    let coordinates = format!(
        "{}{}",
        spec.file_labels
            .get(cell.file as usize)
            .map_or("", String::as_str),
        spec.rank_labels
            .get(cell.rank as usize)
            .map_or("", String::as_str)
    )
    .to_lowercase();
    let square = if name.to_lowercase() == coordinates {
        coordinates
    } else {
        name
    };
    format!("{square}, {}", short_board_name(&spec.name))
}

/// A board's name without its explanation in brackets ("Battlefield (A white, B black)"
/// is "Battlefield") and without separators a reader would spell out ("z=0 · w=1").
fn short_board_name(name: &str) -> String {
    let short = name.split(" (").next().unwrap_or(name);
    short.replace(" · ", " ")
}

/// "e4, Sky, white ghost knight, capture here": the cell's spoken name, its piece, and
/// its marks.
fn cell_label(
    model: &BoardModel,
    state: &BoardState,
    markers: &[(Cell, Marker)],
    cell: Cell,
) -> String {
    let mut label = spoken_name(model, cell);
    match model.pieces.get(&cell) {
        Some(piece) => {
            label.push_str(", ");
            label.push_str(&piece.describe());
        }
        None => label.push_str(", empty"),
    }
    if state.selected == Some(cell) {
        label.push_str(", selected");
    }
    if model.checked.contains(&cell) {
        label.push_str(", in check");
    }
    if model.check_sources.contains(&cell) {
        label.push_str(", gives check");
    }
    for (_, marker) in markers.iter().filter(|(c, _)| *c == cell) {
        label.push_str(", ");
        label.push_str(marker.describe());
    }
    label
}

/// A click or a keyboard activation of `cell`: select, move, or deselect.
fn activate(cell: Cell, model: &BoardModel, state: &mut BoardState, events: &mut Vec<BoardEvent>) {
    if model.is_placement(cell) {
        events.push(BoardEvent::Place { to: cell });
        state.selected = None;
        return;
    }
    match state.selected {
        Some(from) if from == cell => state.selected = None,
        Some(from) if model.is_target(from, cell) => {
            events.push(BoardEvent::Move {
                from,
                to: cell,
                dragged: false,
            });
            state.selected = None;
        }
        _ if model.selectable(cell) => state.selected = Some(cell),
        _ => state.selected = None,
    }
}

fn handle_pointer(
    ui: &Ui,
    r: &Response,
    cell: Cell,
    model: &BoardModel,
    state: &mut BoardState,
    layout: &BoardLayout,
    events: &mut Vec<BoardEvent>,
) {
    if r.clicked() {
        activate(cell, model, state, events);
    }
    if r.drag_started() && model.selectable(cell) && model.pieces.contains_key(&cell) {
        state.selected = Some(cell);
        state.dragging = Some(cell);
    }
    if r.drag_stopped() && state.dragging == Some(cell) {
        state.dragging = None;
        let target = ui
            .input(|i| i.pointer.latest_pos())
            .and_then(|p| layout.cell_at(p));
        match target {
            Some(to) if to != cell && model.is_target(cell, to) => {
                events.push(BoardEvent::Move {
                    from: cell,
                    to,
                    dragged: true,
                });
                state.selected = None;
            }
            // Dropped back where it came from: stays selected, like a click.
            Some(to) if to == cell => {}
            _ => state.selected = None,
        }
    }
}

/// Keyboard play on the focused cell: arrows move the focus within the board,
/// Alt+arrows to the next board, Enter/Space act like a click (egui turns them into
/// one), Escape clears the selection, then the focus.
fn handle_keys(ui: &Ui, board_id: Id, cell: Cell, state: &mut BoardState, layout: &BoardLayout) {
    let cell_id = cell_widget_id(board_id, cell);
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            cell_id,
            EventFilter {
                tab: false,
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: true,
            },
        );
    });
    let (step, alt, escape) = ui.input(|i| {
        let step = [
            (Key::ArrowLeft, (-1, 0)),
            (Key::ArrowRight, (1, 0)),
            (Key::ArrowUp, (0, -1)),
            (Key::ArrowDown, (0, 1)),
        ]
        .into_iter()
        .find(|(key, _)| i.key_pressed(*key))
        .map(|(_, step)| step);
        (step, i.modifiers.alt, i.key_pressed(Key::Escape))
    });
    if let Some(step) = step {
        let next = if alt {
            layout.neighbour_board(cell, step)
        } else {
            layout.neighbour(cell, step)
        };
        if let Some(next) = next {
            ui.memory_mut(|m| m.request_focus(cell_widget_id(board_id, next)));
            ui.ctx().request_repaint();
        }
    }
    if escape {
        if state.selected.is_some() {
            state.selected = None;
        } else {
            ui.memory_mut(|m| m.surrender_focus(cell_id));
        }
    }
}

/// The id of a cell's widget.
fn cell_widget_id(board_id: Id, cell: Cell) -> Id {
    board_id.with((cell.board, cell.file, cell.rank))
}

/// Paints the cells and their tints; returns the tinted cells.
fn paint_board(
    painter: &Painter,
    model: &BoardModel,
    layout: &BoardLayout,
    options: BoardOptions<'_>,
) -> Vec<(Cell, Highlight)> {
    let mut highlights = Vec::new();
    let theme = options.theme;
    for (index, board) in layout.boards.iter().enumerate() {
        for file in 0..board.files {
            for rank in 0..board.ranks {
                let cell = Cell::new(index as u8, file, rank);
                let Some(rect) = layout.cell_rect(cell) else {
                    continue;
                };
                let dark = (file + rank) % 2 == 0;
                let colors = theme.cell_colors(&model.geometry, index);
                let fill = if dark { colors.dark } else { colors.light };
                painter.rect_filled(rect, 0.0, fill);
            }
        }
    }
    if let Some(last) = &model.last_move {
        // A move between boards (a vertical step) tints a cell on each board.
        let ends = [
            (last.from, Highlight::LastFrom),
            (last.to, Highlight::LastTo),
        ];
        for (cell, highlight) in ends {
            if let Some((cell, rect)) = cell.and_then(|c| Some((c, layout.cell_rect(c)?))) {
                painter.rect_filled(rect, 0.0, theme.last_move);
                highlights.push((cell, highlight));
            }
        }
    }
    for cell in &model.check_sources {
        if let Some(rect) = layout.cell_rect(*cell) {
            // The checker from another level: a red frame and a ring, so the eye goes
            // from the glowing king to what attacks it.
            let s = rect.width();
            painter.rect_stroke(
                rect.shrink(0.05 * s),
                0.08 * s,
                Stroke::new(0.07 * s, theme.check),
                StrokeKind::Inside,
            );
            painter.circle_filled(rect.center(), 0.42 * s, theme.check.gamma_multiply(0.25));
            highlights.push((*cell, Highlight::CheckSource));
        }
    }
    for cell in &model.checked {
        if let Some(rect) = layout.cell_rect(*cell) {
            highlights.push((*cell, Highlight::Check));
            // A soft red glow: rings fading outwards.
            let steps = 8;
            for i in 0..steps {
                let t = i as f32 / steps as f32;
                let radius = rect.width() * (0.55 - 0.35 * t);
                let color = theme.check.gamma_multiply(0.12 + 0.1 * t);
                painter.circle_filled(rect.center(), radius, color);
            }
        }
    }
    // A line from each checker on another board to the king it attacks.
    for (source, king) in model
        .check_sources
        .iter()
        .flat_map(|s| model.checked.iter().map(move |k| (s, k)))
    {
        if let (Some(a), Some(b)) = (layout.cell_rect(*source), layout.cell_rect(*king)) {
            let s = a.width();
            painter.extend(Shape::dashed_line(
                &[a.center(), b.center()],
                Stroke::new(0.05 * s, theme.check.gamma_multiply(0.7)),
                0.2 * s,
                0.12 * s,
            ));
        }
    }
    highlights.sort();
    highlights
}

/// The beams of light from the selected piece to its moves between boards, in the
/// piece's colour.
fn paint_beams(
    painter: &Painter,
    model: &BoardModel,
    selected: Option<Cell>,
    markers: &[(Cell, Marker)],
    layout: &BoardLayout,
    theme: &Theme,
) {
    let Some(from) = selected else { return };
    let Some(piece) = model.pieces.get(&from) else {
        return;
    };
    let Some(from_rect) = layout.cell_rect(from) else {
        return;
    };
    let colors = theme.pieces(piece.color);
    for (to, _) in markers.iter().filter(|(_, m)| *m == Marker::Beam) {
        if let Some(to_rect) = layout.cell_rect(*to) {
            markers::paint_beam(painter, from_rect, to_rect, colors.fill, colors.outline);
        }
    }
}

fn paint_pieces(
    painter: &Painter,
    model: &BoardModel,
    state: &BoardState,
    layout: &BoardLayout,
    options: BoardOptions<'_>,
    now: f64,
) {
    let theme = options.theme;
    if let Some(rect) = state.selected.and_then(|c| layout.cell_rect(c)) {
        painter.rect_filled(rect, 0.0, theme.selected);
    }
    let style = PieceStyle {
        theme,
        opacity: 1.0,
    };
    for (cell, piece) in &model.pieces {
        let Some(rect) = layout.cell_rect(*cell) else {
            continue;
        };
        if options.animate && state.arriving_at(*cell) {
            // Drawn on its way by the capture animation.
            continue;
        }
        if state.dragging == Some(*cell) {
            // Left behind faintly while it is carried.
            let faint = PieceStyle {
                opacity: 0.3,
                ..style
            };
            paint_piece(painter, rect, piece, faint);
            continue;
        }
        let rect = match state.slide {
            Some(slide) if slide.to == *cell => {
                let t = (((now - slide.started) / SLIDE_SECONDS) as f32).clamp(0.0, 1.0);
                let eased = 1.0 - (1.0 - t) * (1.0 - t);
                match layout.cell_rect(slide.from) {
                    Some(from) => from.translate((rect.center() - from.center()) * eased),
                    None => rect,
                }
            }
            _ => rect,
        };
        paint_piece(painter, rect, piece, style);
    }
}

fn paint_coordinates(painter: &Painter, model: &BoardModel, layout: &BoardLayout, theme: &Theme) {
    let size = (layout.cell_size * 0.26).max(7.0);
    let font = FontId::proportional(size);
    for (index, (placed, spec)) in layout.boards.iter().zip(&model.geometry.boards).enumerate() {
        for file in 0..placed.files {
            let Some(rect) = layout.cell_rect(Cell::new(index as u8, file, 0)) else {
                continue;
            };
            let text = spec
                .file_labels
                .get(file as usize)
                .map(|t| crate::glyphs::displayable(painter.ctx(), t))
                .unwrap_or_default();
            let pos = egui::pos2(rect.center().x, placed.rect.max.y + size * 0.2);
            painter.text(
                pos,
                Align2::CENTER_TOP,
                text,
                font.clone(),
                theme.coordinates,
            );
        }
        for rank in 0..placed.ranks {
            let Some(rect) = layout.cell_rect(Cell::new(index as u8, 0, rank)) else {
                continue;
            };
            let text = spec
                .rank_labels
                .get(rank as usize)
                .map(|t| crate::glyphs::displayable(painter.ctx(), t))
                .unwrap_or_default();
            let pos = egui::pos2(placed.rect.min.x - size * 0.4, rect.center().y);
            painter.text(
                pos,
                Align2::RIGHT_CENTER,
                text,
                font.clone(),
                theme.coordinates,
            );
        }
        if layout.titled {
            let pos = egui::pos2(placed.rect.center().x, placed.rect.min.y - size * 0.3);
            painter.text(
                pos,
                Align2::CENTER_BOTTOM,
                crate::glyphs::displayable(painter.ctx(), &spec.name),
                FontId::proportional(size * 1.3),
                theme.coordinates,
            );
        }
    }
}

/// The 2D view's interaction, shared with the pseudo-3D views (`view3d`) so that a
/// click, a key or a selection means the same in every view.
pub mod shared {
    use super::{BoardEvent, BoardModel, BoardState, Marker, layout::BoardLayout};
    use egui::{Id, Ui};
    use otherworlds_core::geometry::Cell;

    /// How long a move's slide lasts, in seconds.
    pub const SLIDE_SECONDS: f64 = super::SLIDE_SECONDS;

    /// The selected piece's markers and the placement cells.
    pub fn all_markers(model: &BoardModel, state: &BoardState) -> Vec<(Cell, Marker)> {
        super::all_markers(model, state)
    }

    /// The spoken label of a cell ("e4, white knight, capture here").
    pub fn cell_label(
        model: &BoardModel,
        state: &BoardState,
        markers: &[(Cell, Marker)],
        cell: Cell,
    ) -> String {
        super::cell_label(model, state, markers, cell)
    }

    /// A click or a keyboard activation of `cell`.
    pub fn activate(
        cell: Cell,
        model: &BoardModel,
        state: &mut BoardState,
        events: &mut Vec<BoardEvent>,
    ) {
        super::activate(cell, model, state, events);
    }

    /// Arrow keys, Alt+arrows and Escape on the focused cell (steps follow `layout`).
    pub fn handle_keys(
        ui: &Ui,
        board_id: Id,
        cell: Cell,
        state: &mut BoardState,
        layout: &BoardLayout,
    ) {
        super::handle_keys(ui, board_id, cell, state, layout);
    }

    /// The id of a cell's widget (the same in every view, so focus survives a switch).
    pub fn cell_widget_id(board_id: Id, cell: Cell) -> Id {
        super::cell_widget_id(board_id, cell)
    }
}
