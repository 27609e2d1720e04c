//! The cells' focus widgets: one per cell, in reading order, with what a screen reader
//! hears of it; the pointer and the keys act through them (see [`super::pointer`],
//! [`super::keys`]).
use super::{Aim, Projection, board_id, cell_widget_id, keys, pointer};
use crate::board::drawings;
use crate::board::layout::BoardLayout;
use crate::board::markers::{self, markers_for};
use crate::board::{BoardEvent, BoardModel, BoardState, Marker};
use egui::{Ui, WidgetInfo};
use otherworlds_core::geometry::Cell;

/// One focusable widget per cell, created in the flat boards' reading order (`steps`)
/// so Tab walks the boards row by row, placed where `projection` says; each takes the
/// pointer ([`pointer::handle`]) and, focused, the keys ([`keys::handle`]). Returns
/// the focused cell.
pub fn widgets<P: Projection>(
    ui: &mut Ui,
    steps: &BoardLayout,
    model: &BoardModel,
    state: &mut BoardState,
    projection: &P,
    events: &mut Vec<BoardEvent>,
) -> Option<Cell> {
    let id = board_id(ui);
    let markers = all_markers(model, state);
    // Where the widgets go follows the selection at the start of the frame.
    let aim = Aim::new(model, state.selected);
    let sense = projection.pointer().cell_sense();
    let mut focused = None;
    for board in 0..steps.boards.len() {
        for cell in steps.reading_order(board) {
            let Some(rect) = projection.focus_rect(cell, &aim) else {
                continue;
            };
            let r = ui.interact(rect, cell_widget_id(id, cell), sense);
            let label = cell_label(model, state, &markers, cell);
            let selected = state.selected == Some(cell);
            r.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, selected, &label));
            pointer::handle(ui, &r, Some(cell), model, state, projection, events);
            if r.has_focus() {
                // Keys act once: a step right or down focuses a cell created later
                // in this same loop, which must not take the same key again.
                if focused.is_none() {
                    keys::handle(ui, id, cell, state, steps);
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
    focused
}

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
    format!(
        "{square}, {}",
        short_board_name(&crate::i18n::core_words::board_name(&spec.name))
    )
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
            label.push_str(&crate::i18n::core_words::piece_view(piece));
        }
        None => {
            label.push_str(", ");
            label.push_str(&t!("board-empty"));
        }
    }
    // The parts are a list, joined by commas: each part is a whole message.
    let marks = [
        (state.selected == Some(cell), "board-selected"),
        (model.checked.contains(&cell), "board-in-check"),
        (model.check_sources.contains(&cell), "board-gives-check"),
    ];
    for (_, id) in marks.into_iter().filter(|&(on, _)| on) {
        label.push_str(", ");
        label.push_str(&t!(id));
    }
    for (_, marker) in markers.iter().filter(|(c, _)| *c == cell) {
        label.push_str(", ");
        label.push_str(&marker.describe());
    }
    if let Some(sketch) = &state.drawing {
        label.push_str(&drawings::describe(sketch, cell, |c| spoken_name(model, c)));
    }
    label
}
