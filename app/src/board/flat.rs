//! The flat projection: the boards side by side where [`BoardLayout`] puts them,
//! painted layer by layer for the board interaction. Every cell is an upright square,
//! so a cell's widget is the cell itself and a piece stands in its cell's square.
use super::interact::{Aim, CellOnScreen, Layer, Look, Painted, Pointer, Projection};
use super::layout::BoardLayout;
use super::{markers, paint};
use egui::{Painter, Pos2, Rect, Stroke, StrokeKind};
use otherworlds_core::geometry::Cell;

impl Projection for BoardLayout {
    fn pointer(&self) -> Pointer {
        Pointer::Cells
    }

    fn board_from_screen(&self, pos_in_screen: Pos2, _aim: &Aim<'_>) -> Option<Cell> {
        self.cell_at(pos_in_screen)
    }

    fn screen_from_board(&self, cell: Cell) -> Option<CellOnScreen> {
        self.cell_rect(cell).map(|r| CellOnScreen {
            centre: r.center(),
            side: r.width(),
        })
    }

    fn piece_square(&self, cell: Cell) -> Option<Rect> {
        self.cell_rect(cell)
    }

    fn focus_rect(&self, cell: Cell, _aim: &Aim<'_>) -> Option<Rect> {
        self.cell_rect(cell)
    }

    fn paint(&self, layer: Layer, painter: &Painter, look: &Look<'_>, painted: &mut Painted) {
        let theme = look.options.theme;
        match layer {
            Layer::Mat if look.options.coordinates => paint::paint_mats(painter, self, theme),
            Layer::Cells => {
                painted.highlights = paint::paint_board(painter, look.model, self, look.options);
            }
            Layer::Selection => paint::paint_selection(painter, look.state, self, theme),
            Layer::Beams => {
                let selected = look.state.selected;
                paint::paint_beams(painter, look.model, selected, look.markers, self, theme);
            }
            Layer::Markers => {
                for (cell, marker) in look.markers {
                    if let Some(rect) = self.cell_rect(*cell) {
                        markers::paint_marker(painter, rect, *marker, theme, look.pulse);
                    }
                }
                painted.markers = look.markers.to_vec();
            }
            Layer::Pieces => paint::paint_pieces(painter, look, self),
            Layer::Focus => paint_focus(painter, look, self),
            Layer::Coordinates if look.options.coordinates => {
                paint::paint_coordinates(painter, look.model, self, theme);
            }
            // The mat and the labels only with coordinates on; the rest is the
            // interaction's own.
            Layer::Mat
            | Layer::Coordinates
            | Layer::Captures
            | Layer::Drawings
            | Layer::EngineArrows
            | Layer::Dragged => {}
        }
    }
}

/// The keyboard focus ring, inside the focused cell.
fn paint_focus(painter: &Painter, look: &Look<'_>, layout: &BoardLayout) {
    if let Some(rect) = look.focused.and_then(|c| layout.cell_rect(c)) {
        let w = (0.06 * rect.width()).max(2.0);
        painter.rect_stroke(
            rect.shrink(w / 2.0),
            0.1 * rect.width(),
            Stroke::new(w, look.options.theme.focus_ring),
            StrokeKind::Middle,
        );
    }
}
