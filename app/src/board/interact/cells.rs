//! The 2D view's interaction, shared with the pseudo-3D views (`view3d`) so that a
//! click, a key or a selection means the same in every view: markers, spoken labels,
//! activation of a cell, pointer and keyboard handling.
use super::drawings;
use super::layout::BoardLayout;
use super::markers::{self, markers_for};
use super::{BoardEvent, BoardModel, BoardState, Marker};
use egui::{EventFilter, Id, Key, Response, Ui};
use otherworlds_core::geometry::Cell;

/// The selected piece's markers and the placement cells (shown without a selection).
pub fn all_markers(model: &BoardModel, state: &BoardState) -> Vec<(Cell, Marker)> {
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
pub fn short_board_name(name: &str) -> String {
    let short = name.split(" (").next().unwrap_or(name);
    short.replace(" · ", " ")
}

/// "e4, Sky, white ghost knight, capture here": the cell's spoken name, its piece, and
/// its marks.
pub fn cell_label(
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
    if let Some(sketch) = &state.drawing {
        label.push_str(&drawings::describe(sketch, cell, |c| spoken_name(model, c)));
    }
    label
}

/// A click or a keyboard activation of `cell`: select, move, or deselect.
pub fn activate(
    cell: Cell,
    model: &BoardModel,
    state: &mut BoardState,
    events: &mut Vec<BoardEvent>,
) {
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

pub fn handle_pointer(
    ui: &Ui,
    r: &Response,
    cell: Cell,
    model: &BoardModel,
    state: &mut BoardState,
    layout: &BoardLayout,
    events: &mut Vec<BoardEvent>,
) {
    if let Some(sketch) = &mut state.drawing {
        drawings::handle_pointer(ui, r, cell, sketch, |p| layout.cell_at(p));
    }
    if r.clicked() {
        activate(cell, model, state, events);
    }
    // The right button draws (see `drawings`); the left one carries pieces.
    if r.drag_started_by(egui::PointerButton::Primary)
        && model.selectable(cell)
        && model.pieces.contains_key(&cell)
    {
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
/// one), Escape gives up an arrow begun by key, then clears the selection, then the
/// focus; the drawing keys of `drawings::KEYS`.
pub fn handle_keys(
    ui: &Ui,
    board_id: Id,
    cell: Cell,
    state: &mut BoardState,
    layout: &BoardLayout,
) {
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
    let escape_taken = state
        .drawing
        .as_mut()
        .is_some_and(|sketch| drawings::handle_keys(ui, cell, sketch));
    if escape && !escape_taken {
        if state.selected.is_some() {
            state.selected = None;
        } else {
            ui.memory_mut(|m| m.surrender_focus(cell_id));
        }
    }
}

/// The id of a cell's widget.
pub fn cell_widget_id(board_id: Id, cell: Cell) -> Id {
    board_id.with((cell.board, cell.file, cell.rank))
}
