//! Keyboard play on the focused cell, the same in every view.
use super::cell_widget_id;
use crate::board::BoardState;
use crate::board::drawings;
use crate::board::layout::BoardLayout;
use egui::{EventFilter, Id, Key, Ui};
use otherworlds_core::geometry::Cell;

/// The keys on the focused `cell`: arrows move the focus within its board, Alt+arrows
/// to the next board (both as the flat boards, `steps`, lie on the screen), Enter and
/// Space act like a click (egui turns them into one, see [`super::pointer`]), Escape
/// gives up an arrow begun by key, then clears the selection, then the focus; the
/// drawing keys of `drawings::KEYS`.
pub fn handle(ui: &Ui, board_id: Id, cell: Cell, state: &mut BoardState, steps: &BoardLayout) {
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
            steps.neighbour_board(cell, step)
        } else {
            steps.neighbour(cell, step)
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
