//! What a pseudo-3D view put on the screen this frame: one projected [`Tile`] per cell,
//! the decoration around them, and the draw order. Picking ([`pick`]) and painting
//! ([`paint_scene`]) work on any scene, isometric or tesseract.
pub use super::polygon::{convex_contains, convex_overlap, rect_corners};
use super::projection::{faded, lit};
use crate::board::interact::motion::standing;
use crate::board::interact::{Look, Painted};
use crate::board::{Highlight, Marker};
use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::Theme;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use otherworlds_core::geometry::Cell;
use std::collections::BTreeMap;

/// Where a piece's foot is in its drawing square (see `pieces.rs`: bases end at 0.88).
const FOOT: f32 = 0.84;

/// Width and height of the part of its square a piece's drawing covers, in squares
/// (`pieces.rs` draws every piece between 0.14 and 0.86 across, 0.04 and 0.88 down).
pub const PIECE_EXTENT: (f32, f32) = (0.72, 0.84);
/// Where the drawings end at the bottom of their square.
const PIECE_BOTTOM: f32 = 0.88;

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
    /// Painting order of a beam's half that ends on this cell: after the cells of its
    /// layer, before the pieces on them (a beam never hides a piece).
    pub beam_key: f32,
    /// Painting order of its markers: after the pieces in front of it, so that no
    /// marker hides behind a piece (the 2D view also draws them over the pieces).
    pub marks_key: f32,
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

    /// Where the piece standing here can be clicked: its body, narrower than its
    /// drawing square (whose corners are empty).
    pub fn body(&self) -> Rect {
        let s = self.piece_size;
        Rect::from_min_max(
            pos2(self.center.x - 0.28 * s, self.center.y - 0.72 * s),
            pos2(self.center.x + 0.28 * s, self.center.y + 0.04 * s),
        )
    }

    /// What the drawing of a piece standing here covers: its drawing square without the
    /// empty margins around every piece (see [`PIECE_EXTENT`]).
    pub fn piece_rect(&self) -> Rect {
        let s = self.piece_size;
        let (width, height) = PIECE_EXTENT;
        let bottom = self.center.y + (PIECE_BOTTOM - FOOT) * s;
        Rect::from_min_max(
            pos2(self.center.x - width * s / 2.0, bottom - height * s),
            pos2(self.center.x + width * s / 2.0, bottom),
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
    /// A board's name: text on a backdrop, readable over anything.
    Label {
        pos: Pos2,
        anchor: Align2,
        text: String,
        size: f32,
        color: Color32,
        backdrop: Color32,
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

/// The cell under a screen point: what is drawn on top there. A cell the user may
/// aim at (`wanted`: a legal target) is taken whenever the point is on it, even under
/// a piece standing in front of it; otherwise the piece drawn last whose body covers
/// the point, unless a cell drawn after it covers the point (a higher layer, a nearer
/// tile); otherwise that cell. When that is an empty cell that is no target, a target
/// or a piece on a lower layer seen through it at the point is taken instead.
/// `occupied` says where pieces stand.
pub fn pick(
    tiles: &[Tile],
    occupied: &dyn Fn(Cell) -> bool,
    wanted: &dyn Fn(Cell) -> bool,
    pos: Pos2,
) -> Option<Cell> {
    let floor = tiles
        .iter()
        .filter(|t| t.contains(pos))
        .max_by(|a, b| a.depth.total_cmp(&b.depth));
    if let Some(tile) = floor
        && wanted(tile.cell)
    {
        return Some(tile.cell);
    }
    let standing = tiles
        .iter()
        .filter(|t| occupied(t.cell) && t.body().contains(pos))
        .max_by(|a, b| a.piece_key.total_cmp(&b.piece_key));
    let top = match (floor, standing) {
        (Some(f), Some(s)) if f.draw_key > s.piece_key => f,
        (_, Some(s)) => s,
        (Some(f), None) => f,
        (None, None) => return None,
    };
    if occupied(top.cell) || wanted(top.cell) {
        return Some(top.cell);
    }
    // An empty cell of a translucent upper layer that clicking would not use: the
    // cell seen through it below is meant (a legal target first, then a piece), so
    // the lower layer's covered cells need no orbiting (issue 14).
    let below = |useful: &dyn Fn(Cell) -> bool| {
        tiles
            .iter()
            .filter(|t| t.level < top.level && useful(t.cell) && t.contains(pos))
            .max_by(|a, b| a.depth.total_cmp(&b.depth))
            .map(|t| t.cell)
    };
    below(wanted).or_else(|| below(occupied)).or(Some(top.cell))
}

/// A point where [`pick`] finds `tile`'s cell, for its keyboard widget (and a test's
/// click): on its piece's body if one stands there, else on the cell; the centre if
/// nothing else in front leaves a better point.
pub fn anchor(
    tiles: &[Tile],
    tile: &Tile,
    occupied: &dyn Fn(Cell) -> bool,
    wanted: &dyn Fn(Cell) -> bool,
) -> Pos2 {
    let body = tile.body();
    let on_piece = (0..6).map(|i| {
        pos2(
            body.center().x,
            body.max.y - body.height() * (0.1 + 0.16 * i as f32),
        )
    });
    let on_cell = [
        (0.0, 0.0),
        (0.25, 0.25),
        (-0.25, 0.25),
        (0.25, -0.25),
        (-0.25, -0.25),
    ]
    .map(|(a, b)| tile.point(a * 2.0 * tile.half, b * 2.0 * tile.half));
    let candidates: Vec<Pos2> = if occupied(tile.cell) {
        on_piece.chain(on_cell).collect()
    } else {
        on_cell.into_iter().collect()
    };
    candidates
        .iter()
        .copied()
        .find(|&p| pick(tiles, occupied, wanted, p) == Some(tile.cell))
        .unwrap_or(tile.center)
}

/// One thing [`paint_scene`] paints, by index into the scene's tiles or decoration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    Decor(usize),
    Tile(usize),
    Piece(usize),
    Marks(usize),
    /// The half of a beam of light from the selected piece's tile `from` to the tile
    /// `to` that lies at the end `at` (one of the two), painted with that end's layer.
    Beam {
        from: usize,
        to: usize,
        at: usize,
    },
}

/// Everything [`paint_scene`] paints, back to front.
pub fn draw_order(scene: &Scene, p: &Look<'_>) -> Vec<Item> {
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
        if p.markers.iter().any(|(c, _)| *c == tile.cell) {
            items.push((tile.marks_key, Item::Marks(i)));
        }
        if p.model.pieces.contains_key(&tile.cell) {
            items.push((tile.piece_key, Item::Piece(i)));
        }
    }
    for (from, to) in beams(scene, p) {
        for at in [from, to] {
            items.push((scene.tiles[at].beam_key, Item::Beam { from, to, at }));
        }
    }
    // Stable: equal keys keep the order above (a tile before its marks and piece).
    items.sort_by(|a, b| a.0.total_cmp(&b.0));
    items.into_iter().map(|(_, item)| item).collect()
}

/// Paints the scene back to front; notes the markers actually painted and the cells
/// tinted.
pub fn paint_scene(painter: &Painter, scene: &Scene, p: &Look<'_>, painted: &mut Painted) {
    let mut markers = Vec::new();
    for item in draw_order(scene, p) {
        match item {
            Item::Decor(i) => paint_decor(painter, &scene.decor[i].1),
            Item::Tile(i) => paint_tile(painter, &scene.tiles[i], p, &mut painted.highlights),
            Item::Marks(i) => paint_marks(painter, &scene.tiles[i], p, &mut markers),
            Item::Piece(i) => paint_standing_piece(painter, scene, &scene.tiles[i], p),
            Item::Beam { from, to, at } => paint_beam_half(painter, scene, p, from, to, at),
        }
    }
    markers.sort();
    painted.markers = markers;
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
        Decor::Label {
            pos,
            anchor,
            text,
            size,
            color,
            backdrop,
        } => {
            let text = crate::glyphs::displayable(painter.ctx(), text);
            let galley = painter.layout_no_wrap(text, FontId::proportional(*size), *color);
            let pad = 0.3 * size;
            let rect = anchor.anchor_size(*pos, galley.size() + vec2(2.0 * pad, pad));
            painter.rect_filled(rect, 0.4 * size, *backdrop);
            painter.galley(rect.min + vec2(pad, pad / 2.0), galley, *color);
        }
    }
}

/// A cell with its tints (noted in `highlights`) and the focus ring.
fn paint_tile(
    painter: &Painter,
    tile: &Tile,
    p: &Look<'_>,
    highlights: &mut Vec<(Cell, Highlight)>,
) {
    let theme = p.options.theme;
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
    for last in &p.model.last_moves {
        for (end, highlight) in [
            (last.from, Highlight::LastFrom),
            (last.to, Highlight::LastTo),
        ] {
            if end == Some(cell) {
                tint(theme.last_move);
                highlights.push((cell, highlight));
            }
        }
    }
    if p.state.selected == Some(cell) {
        tint(theme.selected);
    }
    if p.model.checked.contains(&cell) {
        highlights.push((cell, Highlight::Check));
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
    if p.focused == Some(cell) {
        let w = (0.06 * tile.size()).max(2.0);
        painter.add(Shape::closed_line(
            corners.to_vec(),
            Stroke::new(w, theme.focus_ring),
        ));
    }
}

fn paint_marks(painter: &Painter, tile: &Tile, p: &Look<'_>, painted: &mut Vec<(Cell, Marker)>) {
    for (_, marker) in p.markers.iter().filter(|(c, _)| *c == tile.cell) {
        paint_marker(painter, tile, *marker, p.options.theme, p.pulse);
        painted.push((tile.cell, *marker));
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

fn paint_standing_piece(painter: &Painter, scene: &Scene, tile: &Tile, p: &Look<'_>) {
    let Some(piece) = p.model.pieces.get(&tile.cell) else {
        return;
    };
    let centre = |c| scene.tile(c).map(|t| t.center);
    let Some((rect, opacity)) = standing(p, tile.cell, tile.stand(), centre) else {
        return;
    };
    // A soft shadow on the cell, away from the light, grounds the piece.
    let shadow = Color32::from_black_alpha((60.0 * opacity * tile.alpha.max(0.5)) as u8);
    let offset = rect.min - tile.stand().min;
    let ground: Vec<Pos2> = ellipse(tile, 0.3, 16)
        .into_iter()
        .map(|q| q + offset)
        .collect();
    painter.add(Shape::convex_polygon(ground, shadow, Stroke::NONE));
    let style = PieceStyle {
        theme: p.options.theme,
        opacity,
    };
    paint_piece(painter, rect, piece, style);
}

/// The beams of light from the selected piece to each cell on another level it may
/// move to (seed 000: "a beam of its colour joins the two boards"), as pairs of tile
/// indices (from, to): the 2D view's beams (a move to the same square of another
/// board, such as 4D's moves along w into the inner cube) and every vertical move.
fn beams(scene: &Scene, p: &Look<'_>) -> Vec<(usize, usize)> {
    let Some(from) = p.state.selected else {
        return Vec::new();
    };
    let Some(&start) = scene.index.get(&from) else {
        return Vec::new();
    };
    if !p.model.pieces.contains_key(&from) {
        return Vec::new();
    }
    let level = scene.tiles[start].level;
    let mut out: Vec<(usize, usize)> = p
        .markers
        .iter()
        .filter(|(_, m)| matches!(m, Marker::Vertical | Marker::VerticalCapture | Marker::Beam))
        .filter_map(|(cell, _)| scene.index.get(cell).copied())
        .filter(|&end| scene.tiles[end].level != level)
        .map(|end| (start, end))
        .collect();
    out.dedup();
    out
}

/// The half of the beam from tile `from` to tile `to` next to the end `at`: a soft
/// glow, the piece's outline and its colour, straight between the two cells' centres.
/// Its outline and colour are wide enough to see on small cells (at least 5 and 3
/// points) and opaque enough that one of them stands out on light and dark cells.
fn paint_beam_half(
    painter: &Painter,
    scene: &Scene,
    p: &Look<'_>,
    from: usize,
    to: usize,
    at: usize,
) {
    let (start, end) = (&scene.tiles[from], &scene.tiles[to]);
    let Some(piece) = p.model.pieces.get(&start.cell) else {
        return;
    };
    let colors = p.options.theme.pieces(piece.color);
    let w = start.size().min(end.size());
    let middle = start.center + (end.center - start.center) / 2.0;
    let (a, b) = (scene.tiles[at].center, middle);
    for (width, color) in [
        (
            (0.32 * w).max(9.0),
            faded(p.options.theme.vertical_ring, 0.3),
        ),
        ((0.16 * w).max(5.0), faded(colors.outline, 0.9)),
        ((0.1 * w).max(3.0), faded(colors.fill, 0.95)),
    ] {
        painter.line_segment([a, b], Stroke::new(width, color));
    }
}

#[cfg(test)]
mod tests;
