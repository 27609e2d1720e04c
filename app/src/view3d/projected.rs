//! The projected views as the board interaction sees them: this frame's [`Scene`] (the
//! stacked layers or the tesseract), picked in and painted, and the camera a drag
//! turns.
use super::scene::{self, Scene, anchor, pick};
use super::{ViewSettings, build_scene};
use crate::board::interact::{Aim, CellOnScreen, Layer, Look, Painted, Pointer, Projection};
use crate::board::{BoardModel, BoardOptions};
use egui::{Painter, Pos2, Rect, Vec2, vec2};
use otherworlds_core::geometry::Cell;

/// A projected view in `area` this frame, and the settings whose camera it follows.
pub struct Projected<'a> {
    pub scene: Scene,
    view: &'a mut ViewSettings,
    model: &'a BoardModel,
    options: BoardOptions<'a>,
    area: Rect,
}

impl<'a> Projected<'a> {
    pub fn new(
        model: &'a BoardModel,
        view: &'a mut ViewSettings,
        options: BoardOptions<'a>,
        area: Rect,
    ) -> Projected<'a> {
        Projected {
            scene: build_scene(model, view, &options, area),
            view,
            model,
            options,
            area,
        }
    }
}

impl Projection for Projected<'_> {
    fn pointer(&self) -> Pointer {
        Pointer::View
    }

    fn board_from_screen(&self, pos_in_screen: Pos2, aim: &Aim<'_>) -> Option<Cell> {
        let (occupied, wanted) = (|c| aim.occupied(c), |c| aim.wanted(c));
        pick(&self.scene.tiles, &occupied, &wanted, pos_in_screen)
    }

    fn screen_from_board(&self, cell: Cell) -> Option<CellOnScreen> {
        self.scene.tile(cell).map(|t| CellOnScreen {
            centre: t.center,
            side: t.size(),
        })
    }

    fn piece_square(&self, cell: Cell) -> Option<Rect> {
        self.scene.tile(cell).map(|t| t.stand())
    }

    /// A small square at a point where picking finds the cell (on its piece if one
    /// stands there): Tab, arrows, Enter and screen readers work as in the flat view.
    fn focus_rect(&self, cell: Cell, aim: &Aim<'_>) -> Option<Rect> {
        let tile = self.scene.tile(cell)?;
        let side = (0.3 * tile.size()).clamp(4.0, 14.0);
        let (occupied, wanted) = (|c| aim.occupied(c), |c| aim.wanted(c));
        let at = anchor(&self.scene.tiles, tile, &occupied, &wanted);
        Some(Rect::from_center_size(at, vec2(side, side)))
    }

    fn turn(&mut self, drag: Vec2) {
        self.view.camera_mut(&self.model.geometry).orbit(drag);
        self.scene = build_scene(self.model, self.view, &self.options, self.area);
    }

    fn paint(&self, layer: Layer, painter: &Painter, look: &Look<'_>, painted: &mut Painted) {
        match layer {
            // The scene is sorted by depth: cells, beams, markers, pieces, the focus
            // ring and the names interleave.
            Layer::Cells => scene::paint_scene(painter, &self.scene, look, painted),
            Layer::Mat
            | Layer::Selection
            | Layer::Beams
            | Layer::Markers
            | Layer::Pieces
            | Layer::Focus
            | Layer::Coordinates
            | Layer::Captures
            | Layer::Drawings
            | Layer::EngineArrows
            | Layer::Dragged => {}
        }
    }
}
