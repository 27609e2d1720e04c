//! The pointer, the same in every view: a click selects, moves or places; the left
//! button carries a piece from cell to cell; the right button draws (see
//! `board::drawings`), where the projection leaves it free ([`Pointer::Cells`]).
//! Whatever widget the pointer acts on (a cell's, or the view's own), the cell meant is
//! the one the projection draws under the pointer.
use super::{Aim, Pointer, Projection};
use crate::board::drawings::{Sketch, color_of};
use crate::board::{BoardEvent, BoardModel, BoardState};
use egui::{PointerButton, Pos2, Response, Ui};
use otherworlds_core::geometry::Cell;

/// A click or a keyboard activation of `cell`: select, move, place, or deselect.
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
        Some(from) => {
            events.push(BoardEvent::Refused { from, to: cell });
            state.selected = None;
        }
        None => state.selected = None,
    }
}

/// What the pointer, or a key that egui turns into a click, did on `r`: the widget of
/// cell `own`, or the view's own widget (`own` None).
pub fn handle<P: Projection>(
    ui: &Ui,
    r: &Response,
    own: Option<Cell>,
    model: &BoardModel,
    state: &mut BoardState,
    projection: &P,
    events: &mut Vec<BoardEvent>,
) {
    // The cell drawn at a point. A widget near its cell's edge may take a press just
    // off the cells: its own cell is meant. A release off the cells means none.
    let at = |pos: Option<Pos2>, selected: Option<Cell>| {
        pos.and_then(|p| projection.board_from_screen(p, &Aim::new(model, selected)))
    };
    let pressed_at = |pos: Option<Pos2>, selected: Option<Cell>| at(pos, selected).or(own);
    let selected = state.selected;
    if let Some(sketch) = &mut state.drawing {
        let under = |p| at(p, selected);
        draw(ui, r, sketch, projection.pointer(), own, under);
    }
    if r.drag_started_by(PointerButton::Primary)
        && let Some(cell) = pressed_at(ui.input(|i| i.pointer.press_origin()), state.selected)
        && model.selectable(cell)
        && model.pieces.contains_key(&cell)
    {
        state.selected = Some(cell);
        state.dragging = Some(cell);
    }
    if r.drag_stopped()
        && let Some(from) = state.dragging.take()
    {
        match at(ui.input(|i| i.pointer.latest_pos()), state.selected) {
            Some(to) if to != from && model.is_target(from, to) => {
                events.push(BoardEvent::Move {
                    from,
                    to,
                    dragged: true,
                });
                state.selected = None;
            }
            // Dropped back where it came from: stays selected, like a click.
            Some(to) if to == from => {}
            Some(to) => {
                events.push(BoardEvent::Refused { from, to });
                state.selected = None;
            }
            None => state.selected = None,
        }
    }
    if r.clicked() {
        // A pointer click means what is drawn under the pointer (in a projected view a
        // piece may stand in front of this cell's widget); a key or a screen reader
        // means the widget's own cell.
        let by_pointer = ui.input(|i| i.pointer.any_click());
        let target = if by_pointer {
            pressed_at(r.interact_pointer_pos(), state.selected)
        } else {
            own
        };
        match target {
            Some(cell) => activate(cell, model, state, events),
            None => state.selected = None,
        }
    }
}

/// The pointer on the drawings: a left click clears them, a right click circles the
/// cell pressed; where the cells take the pointer ([`Pointer::Cells`]) a right drag
/// draws an arrow from the cell pressed to the cell released on. `under` finds the
/// cell under a point; `own` is the widget's cell, meant by a press just off the cells.
fn draw(
    ui: &Ui,
    r: &Response,
    sketch: &mut Sketch,
    pointer: Pointer,
    own: Option<Cell>,
    under: impl Fn(Option<Pos2>) -> Option<Cell>,
) {
    let arrows = pointer == Pointer::Cells;
    let left = r.clicked_by(PointerButton::Primary);
    let right = r.secondary_clicked();
    let drag_start = arrows && r.drag_started_by(PointerButton::Secondary);
    let drag_stop = arrows && r.drag_stopped_by(PointerButton::Secondary);
    if left || right || drag_start || drag_stop {
        // The cells' labels of this frame were made before: the next frame says it.
        ui.ctx().request_repaint();
    }
    let (modifiers, origin, latest) = ui.input(|i| {
        (
            i.modifiers,
            i.pointer.press_origin(),
            i.pointer.latest_pos(),
        )
    });
    if left {
        sketch.clear();
    }
    if right && let Some(cell) = under(r.interact_pointer_pos()).or(own) {
        sketch.toggle_circle(cell, color_of(modifiers));
    }
    if drag_start && let Some(cell) = under(origin).or(own) {
        sketch.start_arrow(cell, color_of(modifiers));
    }
    if drag_stop {
        sketch.end_arrow(under(latest));
    }
}
