//! The diagram drawn by the board views themselves in a headless egui context: no
//! window, no display, no input; the shapes of one frame are what the window would
//! paint for the same board.
//!
//! The drawing is [`LOGICAL_WIDTH`] points wide: [`PADDING`] around the board, the
//! board's area as wide as the rest, its height the view's ratio ([`board_ratio`]),
//! then the caption's lines under it. The picture's height in pixels is that height
//! scaled as the width is.
use super::{Diagram, LOGICAL_WIDTH};
use crate::board::layout::BoardLayout;
use crate::board::{BoardModel, BoardOptions, BoardState, board_ui};
use crate::view3d::{ViewMode, view_ui};
use egui::epaint::ClippedShape;
use egui::text::LayoutJob;
use egui::{Align, FontId, Pos2, RawInput, Rect, UiBuilder, Vec2, pos2, vec2};
use otherworlds_core::geometry::Geometry;

/// Space around the drawing, in points.
pub const PADDING: f32 = 16.0;
/// The caption's font size and its distance from the board, in points.
pub const CAPTION_SIZE: f32 = 22.0;
const CAPTION_GAP: f32 = 12.0;
/// The longest caption, in characters (a few lines under the board).
pub const MAX_CAPTION: usize = 300;
/// The 3D views' height for their width (the 2D view's follows its boards).
pub const VIEW3D_RATIO: f32 = 0.75;

/// One frame's shapes and the size of the drawing, in points.
pub struct Drawing {
    pub shapes: Vec<ClippedShape>,
    pub canvas: Vec2,
}

/// The board's height for its width in `mode`: the 2D layout's own ratio (boards,
/// labels, titles and gaps), or [`VIEW3D_RATIO`].
pub fn board_ratio(mode: ViewMode, geometry: &Geometry) -> f32 {
    match mode {
        ViewMode::Flat => {
            let size = BoardLayout::natural_size(geometry);
            size.y / size.x.max(1.0)
        }
        ViewMode::Iso | ViewMode::Tesseract => VIEW3D_RATIO,
    }
}

/// Draws the diagram: the theme's panel colour under everything, the board in its
/// view, the caption centred under it.
pub fn draw(diagram: &Diagram<'_>) -> Drawing {
    let ctx = egui::Context::default();
    crate::glyphs::install_fonts(&ctx);
    let mode = diagram.effective_view();
    let inner = LOGICAL_WIDTH - 2.0 * PADDING;
    let board = Rect::from_min_size(
        pos2(PADDING, PADDING),
        vec2(inner, inner * board_ratio(mode, &diagram.model.geometry)),
    );
    let (model, mut state) = shown(diagram);
    let options = BoardOptions {
        theme: diagram.theme,
        flipped: diagram.flipped,
        coordinates: diagram.coordinates,
        animate: false,
    };
    let mut view = diagram.view;
    view.mode = mode;
    // Room for the board and the longest caption; the canvas is what is drawn.
    let screen = Rect::from_min_size(Pos2::ZERO, vec2(LOGICAL_WIDTH, 4.0 * LOGICAL_WIDTH));
    let input = || RawInput {
        screen_rect: Some(screen),
        ..Default::default()
    };
    // egui takes in added fonts between passes: the first pass only installs them.
    // No renderer takes the font atlas: its updates are dropped.
    ctx.run_ui(input(), |_| {}).textures_delta.clear();
    let caption: String = diagram
        .caption
        .as_deref()
        .unwrap_or_default()
        .trim()
        .chars()
        .take(MAX_CAPTION)
        .collect();
    let mut canvas = vec2(LOGICAL_WIDTH, board.max.y + PADDING);
    let mut output = ctx.run_ui(input(), |ui| {
        let theme = diagram.theme;
        let galley = (!caption.is_empty()).then(|| {
            let text = crate::glyphs::displayable(ui.ctx(), &caption);
            let font = FontId::proportional(CAPTION_SIZE);
            let mut job = LayoutJob::simple(text, font, theme.panel_text, inner);
            job.halign = Align::Center;
            ui.painter().layout_job(job)
        });
        canvas.y =
            board.max.y + PADDING + galley.as_ref().map_or(0.0, |g| g.size().y + CAPTION_GAP);
        let painter = ui.painter();
        painter.rect_filled(Rect::from_min_size(Pos2::ZERO, canvas), 0.0, theme.panel);
        ui.scope_builder(UiBuilder::new().max_rect(board), |ui| {
            if mode == ViewMode::Flat {
                board_ui(ui, &model, &mut state, options);
            } else {
                view_ui(ui, &model, &mut state, options, &mut view);
            }
        });
        if let Some(galley) = galley {
            let at = pos2(LOGICAL_WIDTH / 2.0, board.max.y + CAPTION_GAP);
            ui.painter().galley(at, galley, theme.panel_text);
        }
    });
    output.textures_delta.clear();
    Drawing {
        shapes: output.shapes,
        canvas,
    }
}

/// The board model and view state the diagram shows: the selection when markers are
/// on, nothing but the cells and pieces when they are off.
fn shown(diagram: &Diagram<'_>) -> (BoardModel, BoardState) {
    let mut model = diagram.model.clone();
    let mut state = BoardState::default();
    if diagram.markers {
        state.selected = diagram.selected;
    } else {
        model.moves.clear();
        model.last_moves.clear();
        model.checked.clear();
        model.check_sources.clear();
        model.mover = None;
    }
    (model, state)
}
