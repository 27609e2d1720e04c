//! The engine's arrows: the best move of the analysis drawn from its from-cell to its
//! to-cell (in Valhalla every move of the whole turn: the battlefield's and Valhalla's).
//! The shell puts them in [`super::BoardState::engine_arrows`] each frame; the board
//! interaction paints them over the pieces, between the cells' centres of any view.
//! (The user's own drawings, right-drag arrows and circles, are another layer.)
use egui::{Color32, Painter, Pos2, Shape, Stroke};
use otherworlds_core::geometry::Cell;

/// One arrow of the engine's best line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineArrow {
    pub from: Cell,
    pub to: Cell,
}

/// The engine's arrows' colour (lichess's engine blue, see-through so the pieces under
/// it still read). Tests find the arrows by it.
pub const ENGINE_ARROW: Color32 = Color32::from_rgba_premultiplied(10, 45, 115, 160);

/// The shaft's width and the head's length and half-width, in cells.
const SHAFT: f32 = 0.16;
const HEAD_LENGTH: f32 = 0.42;
const HEAD_HALF_WIDTH: f32 = 0.27;

/// One arrow as one shape (a `Shape::Vec` of the shaft, a line segment from the centre
/// of `from` to the head's base, and the head, a triangle whose tip is the centre of
/// `to`); `cell` is a cell's side in points. Nothing for two equal points.
pub fn arrow_shape(from: Pos2, to: Pos2, cell: f32) -> Option<Shape> {
    let along = to - from;
    let length = along.length();
    if length < 1.0 || !length.is_finite() {
        return None;
    }
    let dir = along / length;
    let normal = egui::vec2(-dir.y, dir.x);
    let head = (HEAD_LENGTH * cell).min(0.6 * length);
    let base = to - dir * head;
    let half = HEAD_HALF_WIDTH * cell;
    let shaft = Shape::line_segment([from, base], Stroke::new(SHAFT * cell, ENGINE_ARROW));
    let tip = Shape::convex_polygon(
        vec![to, base + normal * half, base - normal * half],
        ENGINE_ARROW,
        Stroke::NONE,
    );
    Some(Shape::Vec(vec![shaft, tip]))
}

/// Paints `arrows` where `at` puts their cells: a cell's centre and side in points
/// (an arrow is as wide as its first cell is large; a cell `at` does not place is
/// skipped).
pub fn paint_arrows(
    painter: &Painter,
    arrows: &[EngineArrow],
    at: impl Fn(Cell) -> Option<(Pos2, f32)>,
) {
    for arrow in arrows {
        if let (Some((a, side)), Some((b, _))) = (at(arrow.from), at(arrow.to))
            && let Some(shape) = arrow_shape(a, b, side)
        {
            painter.add(shape);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn an_arrow_runs_from_the_first_centre_and_ends_in_a_tip_on_the_second() {
        let (a, b) = (pos2(10.0, 10.0), pos2(10.0, 110.0));
        let Some(Shape::Vec(parts)) = arrow_shape(a, b, 50.0) else {
            panic!("one shape of parts");
        };
        let Shape::LineSegment { points, stroke } = &parts[0] else {
            panic!("a shaft first: {:?}", parts[0]);
        };
        assert_eq!(points[0], a);
        // The head is 0.42 cells long: the shaft stops 21 points before the tip.
        assert!((points[1].y - 89.0).abs() < 0.01, "{points:?}");
        assert_eq!(stroke.color, ENGINE_ARROW);
        let Shape::Path(head) = &parts[1] else {
            panic!("a head: {:?}", parts[1]);
        };
        assert_eq!(head.points[0], b);
        assert!(arrow_shape(a, a, 50.0).is_none());
    }
}
