//! What a pseudo-3D view put on the screen this frame: one projected [`Tile`] per cell,
//! the decoration around them, and the draw order. Picking ([`pick`]) and painting
//! ([`paint_scene`]) work on any scene, isometric or tesseract.
use super::projection::{faded, lit};
use crate::board::{BoardModel, BoardState, Marker, Slide};
use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::Theme;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use otherworlds_core::geometry::Cell;
use std::collections::BTreeMap;

/// Where a piece's foot is in its drawing square (see `pieces.rs`: bases end at 0.88).
const FOOT: f32 = 0.84;

/// One cell as drawn: a parallelogram `center ± half·u ± half·v`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tile {
    pub cell: Cell,
    pub center: Pos2,
    /// Screen movement of one cell along the files.
    pub u: Vec2,
    /// Screen movement of one cell along the ranks.
    pub v: Vec2,
    /// Half the drawn side, in cells (0.5 = cells touch).
    pub half: f32,
    /// Painting order of the cell (smaller first).
    pub draw_key: f32,
    /// Painting order of the piece standing on it.
    pub piece_key: f32,
    /// Which of two overlapping cells is in front (larger = nearer the viewer).
    pub depth: f32,
    /// Side of the piece's drawing square, in points.
    pub piece_size: f32,
    /// Light on the cell's face (1 = its own colour).
    pub light: f32,
    /// Opacity of the cell.
    pub alpha: f32,
    /// The level of its board (a beam joins cells on different levels).
    pub level: u8,
}

impl Tile {
    /// A point of the tile in cell units from its centre (`a` along the files).
    pub fn point(&self, a: f32, b: f32) -> Pos2 {
        self.center + self.u * a + self.v * b
    }

    /// The four corners, in order around the tile.
    pub fn corners(&self) -> [Pos2; 4] {
        let h = self.half;
        [
            self.point(-h, -h),
            self.point(h, -h),
            self.point(h, h),
            self.point(-h, h),
        ]
    }

    /// The upright square a piece standing here is drawn in (its foot on the centre).
    pub fn stand(&self) -> Rect {
        let s = self.piece_size;
        Rect::from_min_size(
            pos2(self.center.x - s / 2.0, self.center.y - FOOT * s),
            vec2(s, s),
        )
    }

    /// Whether a screen point is on the tile.
    pub fn contains(&self, p: Pos2) -> bool {
        convex_contains(&self.corners(), p)
    }

    /// Rough size of a cell on the screen, for line widths.
    pub fn size(&self) -> f32 {
        (self.u.length() * self.v.length()).sqrt() * 2.0 * self.half
    }
}

/// Whether `p` is inside (or on the edge of) a convex polygon of either winding.
pub fn convex_contains(polygon: &[Pos2], p: Pos2) -> bool {
    let mut sign = 0.0f32;
    for i in 0..polygon.len() {
        let a = polygon[i];
        let b = polygon[(i + 1) % polygon.len()];
        let cross = (b - a).x * (p - a).y - (b - a).y * (p - a).x;
        if cross.abs() < 1e-6 {
            continue;
        }
        if sign != 0.0 && sign.signum() != cross.signum() {
            return false;
        }
        sign = cross;
    }
    true
}

/// Something drawn besides cells and pieces.
#[derive(Clone, Debug)]
pub enum Decor {
    Shape(Shape),
    Text {
        pos: Pos2,
        anchor: Align2,
        text: String,
        size: f32,
        color: Color32,
    },
}

/// A projected view, ready to pick in and to paint.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    pub tiles: Vec<Tile>,
    /// Decoration with its painting order (same scale as the tiles' keys).
    pub decor: Vec<(f32, Decor)>,
    index: BTreeMap<Cell, usize>,
}

impl Scene {
    /// A scene of these tiles and decoration.
    pub fn new(tiles: Vec<Tile>, decor: Vec<(f32, Decor)>) -> Scene {
        let index = tiles.iter().enumerate().map(|(i, t)| (t.cell, i)).collect();
        Scene {
            tiles,
            decor,
            index,
        }
    }

    /// The tile of a cell.
    pub fn tile(&self, cell: Cell) -> Option<&Tile> {
        self.index.get(&cell).map(|&i| &self.tiles[i])
    }
}

/// The cell under a screen point. The front-most cell under the point wins if it
/// matters (a piece stands on it, or `wanted` says the user may aim at it: a legal
/// target); otherwise a piece drawn there (front-most first), so clicking a piece's
/// head selects it; otherwise the empty cell. `occupied` says where pieces stand.
pub fn pick(
    tiles: &[Tile],
    occupied: &dyn Fn(Cell) -> bool,
    wanted: &dyn Fn(Cell) -> bool,
    pos: Pos2,
) -> Option<Cell> {
    let front = |candidates: &mut dyn Iterator<Item = &Tile>| {
        candidates
            .max_by(|a, b| a.depth.total_cmp(&b.depth))
            .map(|t| t.cell)
    };
    let floor = front(&mut tiles.iter().filter(|t| t.contains(pos)));
    if let Some(cell) = floor
        && (occupied(cell) || wanted(cell))
    {
        return Some(cell);
    }
    let standing = front(
        &mut tiles
            .iter()
            .filter(|t| occupied(t.cell) && t.stand().contains(pos)),
    );
    standing.or(floor)
}

/// What [`paint_scene`] needs besides the scene.
pub struct Paint<'a> {
    pub model: &'a BoardModel,
    pub state: &'a BoardState,
    pub markers: &'a [(Cell, Marker)],
    pub theme: &'a Theme,
    /// 0..1, the en-passant victim's ring.
    pub pulse: f32,
    pub now: f64,
    pub focused: Option<Cell>,
    pub slide_seconds: f64,
}

enum Item {
    Decor(usize),
    Tile(usize),
    Piece(usize),
}

/// Paints the scene back to front; returns the markers actually painted.
pub fn paint_scene(painter: &Painter, scene: &Scene, p: &Paint<'_>) -> Vec<(Cell, Marker)> {
    let mut items: Vec<(f32, Item)> = Vec::with_capacity(scene.tiles.len() * 2 + scene.decor.len());
    items.extend(
        scene
            .decor
            .iter()
            .enumerate()
            .map(|(i, d)| (d.0, Item::Decor(i))),
    );
    for (i, tile) in scene.tiles.iter().enumerate() {
        items.push((tile.draw_key, Item::Tile(i)));
        if p.model.pieces.contains_key(&tile.cell) {
            items.push((tile.piece_key, Item::Piece(i)));
        }
    }
    items.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut painted = Vec::new();
    for (_, item) in items {
        match item {
            Item::Decor(i) => paint_decor(painter, &scene.decor[i].1),
            Item::Tile(i) => paint_tile(painter, &scene.tiles[i], p, &mut painted),
            Item::Piece(i) => paint_standing_piece(painter, scene, &scene.tiles[i], p),
        }
    }
    paint_beams(painter, scene, p);
    painted.sort();
    painted
}

fn paint_decor(painter: &Painter, decor: &Decor) {
    match decor {
        Decor::Shape(shape) => {
            painter.add(shape.clone());
        }
        Decor::Text {
            pos,
            anchor,
            text,
            size,
            color,
        } => {
            let text = crate::glyphs::displayable(painter.ctx(), text);
            painter.text(*pos, *anchor, text, FontId::proportional(*size), *color);
        }
    }
}

fn paint_tile(painter: &Painter, tile: &Tile, p: &Paint<'_>, painted: &mut Vec<(Cell, Marker)>) {
    let theme = p.theme;
    let cell = tile.cell;
    let dark = (cell.file + cell.rank).is_multiple_of(2);
    let base = if dark {
        theme.board_dark
    } else {
        theme.board_light
    };
    let corners = tile.corners();
    let fill = faded(lit(base, tile.light), tile.alpha);
    painter.add(Shape::convex_polygon(corners.to_vec(), fill, Stroke::NONE));
    let tint = |color: Color32| {
        painter.add(Shape::convex_polygon(corners.to_vec(), color, Stroke::NONE));
    };
    if let Some(last) = &p.model.last_move
        && (last.from == Some(cell) || last.to == Some(cell))
    {
        tint(theme.last_move);
    }
    if p.state.selected == Some(cell) {
        tint(theme.selected);
    }
    if p.model.checked.contains(&cell) {
        for i in 0..4 {
            let t = i as f32 / 4.0;
            let r = 0.55 - 0.3 * t;
            painter.add(Shape::convex_polygon(
                ellipse(tile, r, 20),
                theme.check.gamma_multiply(0.18 + 0.12 * t),
                Stroke::NONE,
            ));
        }
    }
    for (_, marker) in p.markers.iter().filter(|(c, _)| *c == cell) {
        paint_marker(painter, tile, *marker, theme, p.pulse);
        painted.push((cell, *marker));
    }
    if p.focused == Some(cell) {
        let w = (0.06 * tile.size()).max(2.0);
        painter.add(Shape::closed_line(
            corners.to_vec(),
            Stroke::new(w, theme.focus_ring),
        ));
    }
}

/// Points of an ellipse lying on the tile: radius `r` in cells (of a full cell).
fn ellipse(tile: &Tile, r: f32, steps: usize) -> Vec<Pos2> {
    let r = r * 2.0 * tile.half;
    (0..steps)
        .map(|i| {
            let a = i as f32 / steps as f32 * std::f32::consts::TAU;
            tile.point(r * a.cos(), r * a.sin())
        })
        .collect()
}

/// The 2D view's markers, lying flat on the tile (same sizes, see `board::markers`).
pub fn paint_marker(painter: &Painter, tile: &Tile, marker: Marker, theme: &Theme, pulse: f32) {
    let s = tile.size();
    let ring = |r: f32, w: f32, color: Color32| {
        painter.add(Shape::closed_line(
            ellipse(tile, r, 32),
            Stroke::new(w * s, color),
        ));
    };
    let dashed = |r: f32, w: f32, color: Color32| {
        let mut points = ellipse(tile, r, 48);
        points.push(points[0]);
        let dash = std::f32::consts::TAU * r * s / 16.0;
        painter.extend(Shape::dashed_line(
            &points,
            Stroke::new(w * s, color),
            dash * 0.6,
            dash * 0.4,
        ));
    };
    match marker {
        Marker::Move => {
            painter.add(Shape::convex_polygon(
                ellipse(tile, 0.15, 16),
                theme.move_dot,
                Stroke::NONE,
            ));
        }
        Marker::Capture | Marker::EnPassant => ring(0.43, 0.07, theme.capture_ring),
        Marker::EnPassantVictim => {
            let color = theme.capture_ring.gamma_multiply(0.45 + 0.55 * pulse);
            ring(0.46, 0.05, color);
            ring(0.36, 0.025, color);
        }
        Marker::Vertical => dashed(0.40, 0.06, theme.vertical_ring),
        Marker::VerticalCapture => dashed(0.40, 0.07, theme.capture_ring),
        // Drawn between the two levels by `paint_beams`, not on one tile.
        Marker::Beam => {}
        Marker::Place => {
            let h = 0.42 * 2.0 * tile.half;
            let corners = vec![
                tile.point(-h, -h),
                tile.point(h, -h),
                tile.point(h, h),
                tile.point(-h, h),
            ];
            painter.add(Shape::closed_line(
                corners,
                Stroke::new(0.06 * s, theme.placement),
            ));
        }
    }
}

fn paint_standing_piece(painter: &Painter, scene: &Scene, tile: &Tile, p: &Paint<'_>) {
    let Some(piece) = p.model.pieces.get(&tile.cell) else {
        return;
    };
    let mut opacity = 1.0;
    if p.state.dragging == Some(tile.cell) {
        // Left behind faintly while it is carried.
        opacity = 0.3;
    }
    let mut rect = tile.stand();
    if let Some(Slide { from, to, started }) = p.state.slide
        && to == tile.cell
        && let Some(start) = scene.tile(from)
    {
        let t = (((p.now - started) / p.slide_seconds) as f32).clamp(0.0, 1.0);
        let eased = 1.0 - (1.0 - t) * (1.0 - t);
        rect = rect.translate((start.center - tile.center) * (1.0 - eased));
    }
    // A soft shadow on the cell, away from the light, grounds the piece.
    let shadow = Color32::from_black_alpha((60.0 * opacity * tile.alpha.max(0.5)) as u8);
    let offset = rect.min - tile.stand().min;
    let ground: Vec<Pos2> = ellipse(tile, 0.3, 16)
        .into_iter()
        .map(|q| q + offset)
        .collect();
    painter.add(Shape::convex_polygon(ground, shadow, Stroke::NONE));
    paint_piece(
        painter,
        rect,
        piece,
        PieceStyle {
            theme: p.theme,
            opacity,
        },
    );
}

/// A beam of light from the selected piece to each cell on another level it may move
/// to (seed 000: "a beam of its colour joins the two boards").
fn paint_beams(painter: &Painter, scene: &Scene, p: &Paint<'_>) {
    let Some(from) = p.state.selected else { return };
    let (Some(start), Some(piece)) = (scene.tile(from), p.model.pieces.get(&from)) else {
        return;
    };
    let colors = p.theme.pieces(piece.color);
    for (cell, marker) in p.markers {
        if !matches!(marker, Marker::Vertical | Marker::VerticalCapture) {
            continue;
        }
        let Some(end) = scene.tile(*cell) else {
            continue;
        };
        if end.level == start.level {
            continue;
        }
        let w = start.size().max(4.0);
        let (a, b) = (start.center, end.center);
        painter.line_segment(
            [a, b],
            Stroke::new(0.45 * w, faded(p.theme.vertical_ring, 0.18)),
        );
        painter.line_segment([a, b], Stroke::new(0.2 * w, faded(colors.fill, 0.55)));
        painter.line_segment([a, b], Stroke::new(0.05 * w, faded(colors.outline, 0.7)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(cell: Cell, center: Pos2, depth: f32) -> Tile {
        Tile {
            cell,
            center,
            u: vec2(40.0, 0.0),
            v: vec2(10.0, -20.0),
            half: 0.5,
            draw_key: 0.0,
            piece_key: 0.0,
            depth,
            piece_size: 40.0,
            light: 1.0,
            alpha: 1.0,
            level: 0,
        }
    }

    #[test]
    fn convex_contains_sees_inside_and_outside_of_either_winding() {
        let square = [
            pos2(0.0, 0.0),
            pos2(10.0, 0.0),
            pos2(10.0, 10.0),
            pos2(0.0, 10.0),
        ];
        let mut reversed = square;
        reversed.reverse();
        for polygon in [square, reversed] {
            assert!(convex_contains(&polygon, pos2(5.0, 5.0)));
            assert!(!convex_contains(&polygon, pos2(11.0, 5.0)));
            assert!(!convex_contains(&polygon, pos2(5.0, -0.5)));
        }
    }

    #[test]
    fn pick_prefers_the_front_cell_then_a_standing_piece_then_the_empty_floor() {
        let back = Cell::new(1, 0, 0);
        let front = Cell::new(0, 0, 0);
        // Two overlapping cells; `back` is farther away.
        let tiles = [
            tile(back, pos2(100.0, 100.0), -1.0),
            tile(front, pos2(105.0, 100.0), 5.0),
        ];
        let nothing = |_: Cell| false;
        let p = pos2(102.0, 100.0);
        assert_eq!(pick(&tiles, &nothing, &nothing, p), Some(front));
        // Far outside: nothing.
        assert_eq!(pick(&tiles, &nothing, &nothing, pos2(500.0, 500.0)), None);
        // A piece on `back` whose upright drawing covers the point above the cells.
        let on_back = |c: Cell| c == back;
        let above = pos2(100.0, 80.0);
        assert!(!tiles.iter().any(|t| t.contains(above)));
        assert_eq!(pick(&tiles, &on_back, &nothing, above), Some(back));
        // Over the empty front cell the piece behind is taken, unless the front
        // cell is a legal target.
        assert_eq!(pick(&tiles, &on_back, &nothing, p), Some(back));
        let target = |c: Cell| c == front;
        assert_eq!(pick(&tiles, &on_back, &target, p), Some(front));
    }
}
