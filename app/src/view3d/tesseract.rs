//! The tesseract view of the 4D board (seed 002): w=0 is the inner cube, w=1 the outer
//! one; each cube is 4x4x2 (x along the files, y along the ranks, z upwards) and its
//! two floors are its boards. Both cubes are the same size in 4D: the inner one only
//! looks smaller, as in a projection of a tesseract, and the eight lines joining their
//! corners are the w direction.
//!
//! Laid out so that every cell reads and can be hit in the default window (issue 14;
//! the inner cube's cells were 24 points across, its two floors and the outer cube's
//! covered each other): the inner cube is drawn at [`INNER`] of the outer one's size
//! (it was under half), the outer cube's floors are pushed out above and below the
//! inner cube's, and both cubes lean as they rise ([`LEAN`], an oblique projection),
//! so that the four boards stand apart along the window's diagonal, z=0 lower left and
//! z=1 upper right as in the flat view, instead of piling up in its height. At the
//! first camera, from either side, no cell or piece of one board covers another
//! board's, and the names stand beside their boards (the measured sizes are in
//! `app/tests/ui/tesseract.rs`).
use super::projection::{Camera, Projection, World, faded, lit, shade};
use super::scene::{Decor, PIECE_EXTENT, Scene, Tile, convex_overlap, rect_corners};
use crate::theme::Theme;
use egui::{Align2, Pos2, Rect, Shape, Stroke, pos2, vec2};
use otherworlds_core::geometry::{Cell, Geometry};

/// The inner (w=0) cube's cells, in the outer cube's cells (the world unit).
const INNER: f32 = 0.8;
/// Half the height between a cube's z=0 and z=1 floors, in world units: the inner
/// cube's floors clear each other's pieces, the outer cube's clear the inner cube's.
const INNER_RISE: f32 = 2.0;
const OUTER_RISE: f32 = 6.3;
/// How far the cubes lean as they rise: world units to the right (as the camera sees
/// it) per unit of height. The lean follows the camera, so the boards step up to the
/// right from either side of the board and at any turn of the view.
const LEAN: f32 = 0.75;
/// Half a tile's side, in its cube's cells (tiles stand a little apart, so the
/// board's grid shows between them).
const HALF: f32 = 0.46;
/// The plate's rim beyond the cells, in its cube's cells.
const RIM: f32 = 0.08;
/// The side of a piece's drawing square, in its cube's cells.
const PIECE: f32 = 0.85;
/// The smallest side of a piece's drawing square, in points: smaller is unreadable.
pub const MIN_PIECE: f32 = 18.0;
/// Between a board and its name, in points.
const NAME_GAP: f32 = 8.0;
/// Painting order: the lines, the boards' plates, the cells by depth (they never
/// overlap at the first camera), the beams over every cell, the pieces by depth, the
/// markers, the names.
const PLATES_KEY: f32 = -1e9;
const BEAMS_KEY: f32 = 1e6;
const PIECES_KEY: f32 = 2e6;
const MARKS_KEY: f32 = 1e30;

/// The (z, w) of each board, when the geometry is the 4D board: four 4x4 boards whose
/// layout column is z and whose level is w, each pair once.
pub fn axes(geometry: &Geometry) -> Option<Vec<(u8, u8)>> {
    if geometry.boards.len() != 4 {
        return None;
    }
    let axes: Vec<(u8, u8)> = geometry
        .boards
        .iter()
        .map(|b| (b.grid.0, b.level))
        .collect();
    let square = geometry.boards.iter().all(|b| b.files == 4 && b.ranks == 4);
    let all = [(0, 0), (1, 0), (0, 1), (1, 1)]
        .iter()
        .all(|zw| axes.contains(zw));
    (square && all).then_some(axes)
}

/// The size of a cube's cells in world units.
fn cell_size(w: u8) -> f32 {
    if w == 0 { INNER } else { 1.0 }
}

/// The height of the floor (board) z of cube w.
fn floor_height((z, w): (u8, u8)) -> f32 {
    let rise = if w == 0 { INNER_RISE } else { OUTER_RISE };
    if z == 0 { -rise } else { rise }
}

/// A point of board (z, w) in world space as `proj` draws it, given in its cells from
/// the board's centre (`a` along the files, `b` along the ranks).
fn world(proj: &Projection, a: f32, b: f32, zw: (u8, u8)) -> World {
    let (size, h) = (cell_size(zw.1), floor_height(zw));
    let [rx, ry, _] = proj.rightwards();
    [a * size + LEAN * h * rx, b * size + LEAN * h * ry, h]
}

/// Where a cell's centre is in world space.
fn place(proj: &Projection, file: u8, rank: u8, zw: (u8, u8)) -> World {
    world(proj, f32::from(file) - 1.5, f32::from(rank) - 1.5, zw)
}

/// The four corners of board (z, w)'s outline (its plate, a rim around its cells), in
/// order around it.
fn outline(proj: &Projection, zw: (u8, u8)) -> [World; 4] {
    let e = 2.0 + RIM;
    [(-e, -e), (e, -e), (e, e), (-e, e)].map(|(a, b)| world(proj, a, b, zw))
}

const BOARDS: [(u8, u8); 4] = [(0, 0), (1, 0), (0, 1), (1, 1)];

/// The largest side of a piece's drawing square at which no two pieces of one cube
/// overlap, for the screen steps `u` (a file), `v` (a rank) and `up` (from z=0 to
/// z=1). Pieces are upright drawings in that square whose visible part is
/// [`super::scene::Tile::piece_rect`].
fn largest_apart(u: egui::Vec2, v: egui::Vec2, up: egui::Vec2) -> f32 {
    let (width, height) = PIECE_EXTENT;
    let mut best = f32::INFINITY;
    for i in -3i8..=3 {
        for j in -3i8..=3 {
            for l in -1i8..=1 {
                if (i, j, l) == (0, 0, 0) {
                    continue;
                }
                let d = u * f32::from(i) + v * f32::from(j) + up * f32::from(l);
                // Apart when either side's gap is wide enough.
                best = best.min((d.x.abs() / width).max(d.y.abs() / height));
            }
        }
    }
    best
}

/// What a piece of drawing side `s` standing at `center` covers (as
/// [`Tile::piece_rect`]).
fn piece_cover(center: Pos2, s: f32) -> Rect {
    let (width, height) = PIECE_EXTENT;
    Rect::from_min_max(
        pos2(center.x - width * s / 2.0, center.y + 0.04 * s - height * s),
        pos2(center.x + width * s / 2.0, center.y + 0.04 * s),
    )
}

/// The projection for this camera that fits the four boards and the pieces standing
/// on them in `area`.
pub fn projection(camera: Camera, flipped: bool, area: Rect) -> Projection {
    let base = Projection::new(camera, flipped);
    let mut bounds = Rect::NOTHING;
    for zw in BOARDS {
        for corner in outline(&base, zw) {
            bounds.extend_with(base.project(corner));
        }
        // Unscaled, a piece is as large as its cell in world units says.
        let s = PIECE * cell_size(zw.1);
        for file in 0..4 {
            for rank in 0..4 {
                bounds = bounds.union(piece_cover(base.project(place(&base, file, rank, zw)), s));
            }
        }
    }
    let fit = area.shrink(area.width().min(area.height()) * 0.03);
    base.fit_bounds(bounds, fit, camera.zoom)
}

/// Builds the tesseract scene in `area`; `None` unless the geometry is the 4D board.
pub fn scene(geometry: &Geometry, proj: &Projection, theme: &Theme, area: Rect) -> Option<Scene> {
    let axes = axes(geometry)?;
    let light = shade(&theme.lighting, [0.0, 0.0, 1.0]);
    let mut decor = Vec::new();
    // Thin lines under everything: each cube's four upright edges (its floors are the
    // boards' outlines) and, in the vertical ring's colour, the eight lines along w.
    let edge = Stroke::new(1.0, faded(theme.coordinates, 0.55));
    let w_line = Stroke::new(1.2, faded(theme.vertical_ring, 0.7));
    let line = |a: World, b: World, stroke: Stroke| {
        (
            f32::MIN,
            Decor::Shape(Shape::line_segment(
                [proj.project(a), proj.project(b)],
                stroke,
            )),
        )
    };
    for w in 0..2 {
        for (a, b) in outline(proj, (0, w)).into_iter().zip(outline(proj, (1, w))) {
            decor.push(line(a, b, edge));
        }
    }
    for z in 0..2 {
        for (a, b) in outline(proj, (z, 0)).into_iter().zip(outline(proj, (z, 1))) {
            decor.push(line(a, b, w_line));
        }
    }
    let mut tiles = Vec::with_capacity(64);
    for (board, &zw) in axes.iter().enumerate() {
        let spec = &geometry.boards[board];
        let size = cell_size(zw.1);
        // A plate under the cells, over the lines: no line crosses a board.
        let corners: Vec<Pos2> = outline(proj, zw)
            .into_iter()
            .map(|p| proj.project(p))
            .collect();
        decor.push((
            PLATES_KEY,
            Decor::Shape(Shape::convex_polygon(
                corners,
                faded(lit(theme.board_dark, 0.7 * light), 0.95),
                Stroke::new(1.0, faded(theme.coordinates, 0.6)),
            )),
        ));
        let u = proj.axis([size, 0.0, 0.0]);
        let v = proj.axis([0.0, size, 0.0]);
        let up =
            proj.project(place(proj, 0, 0, (1, zw.1))) - proj.project(place(proj, 0, 0, (0, zw.1)));
        let piece_size = (PIECE * size * proj.scale)
            .min(0.97 * largest_apart(u, v, up))
            .max(MIN_PIECE);
        for file in 0..spec.files {
            for rank in 0..spec.ranks {
                let world = place(proj, file, rank, zw);
                let depth = proj.depth(world);
                tiles.push(Tile {
                    cell: Cell::new(board as u8, file, rank),
                    center: proj.project(world),
                    u,
                    v,
                    half: HALF,
                    draw_key: depth,
                    piece_key: PIECES_KEY + depth,
                    beam_key: BEAMS_KEY,
                    marks_key: MARKS_KEY,
                    depth,
                    piece_size,
                    light,
                    alpha: 1.0,
                    level: zw.1 * 2 + zw.0,
                });
            }
        }
    }
    let text_size = (0.3 * proj.scale).clamp(11.0, 16.0);
    let mut names: Vec<Rect> = Vec::with_capacity(4);
    for (board, &zw) in axes.iter().enumerate() {
        let name = crate::i18n::core_words::board_name(&geometry.boards[board].name);
        let (pos, anchor) = name_place(&tiles, &names, zw, &name, text_size, proj, area);
        names.push(anchor.anchor_size(pos, name_extent(&name, text_size)));
        decor.push((
            f32::MAX,
            super::iso::name_decor(pos, anchor, name, text_size, theme),
        ));
    }
    Some(Scene::new(tiles, decor))
}

/// At least the size of a name's label (its text on a backdrop) of this text size.
pub fn name_extent(text: &str, size: f32) -> egui::Vec2 {
    let chars = text.chars().count() as f32;
    vec2(0.7 * size * chars + 0.6 * size, 1.6 * size)
}

/// Where board `zw`'s name goes: beside the board's outer corner on the side facing
/// away from the other boards (left or right, else below or above), the first place
/// inside `area` that covers no cell, no piece's drawing (of any cell: a piece may
/// move there) and no name already placed; the least covered one if none is clear.
fn name_place(
    tiles: &[Tile],
    placed: &[Rect],
    zw: (u8, u8),
    name: &str,
    size: f32,
    proj: &Projection,
    area: Rect,
) -> (Pos2, Align2) {
    let corners = outline(proj, zw).map(|p| proj.project(p));
    let extreme = |key: &dyn Fn(&Pos2) -> f32| {
        let mut sorted = corners;
        sorted.sort_by(|a, b| key(a).total_cmp(&key(b)));
        (sorted[0], sorted[3])
    };
    let (left, right) = extreme(&|p| p.x);
    let (top, bottom) = extreme(&|p| p.y);
    let center = corners
        .iter()
        .fold(Pos2::ZERO, |s, p| s + p.to_vec2() / 4.0);
    let middle = tiles.iter().fold(Pos2::ZERO, |s, t| {
        s + t.center.to_vec2() / tiles.len() as f32
    });
    let gap = NAME_GAP;
    let beside_left = (left - vec2(gap, 0.0), Align2::RIGHT_CENTER);
    let beside_right = (right + vec2(gap, 0.0), Align2::LEFT_CENTER);
    let below = (bottom + vec2(0.0, gap), Align2::CENTER_TOP);
    let above = (
        top - vec2(0.0, gap + 0.8 * PIECE * proj.scale),
        Align2::CENTER_BOTTOM,
    );
    let mut candidates = if center.x < middle.x {
        vec![beside_left, beside_right]
    } else {
        vec![beside_right, beside_left]
    };
    candidates.extend([below, above]);
    let extent = name_extent(name, size);
    let covered = |(pos, anchor): (Pos2, Align2)| {
        let rect = anchor.anchor_size(pos, extent);
        let label = rect_corners(rect);
        let cells = tiles
            .iter()
            .filter(|t| rect.intersects(t.piece_rect()) || convex_overlap(&label, &t.corners()))
            .count();
        let names = placed.iter().filter(|r| r.intersects(rect)).count();
        let outside = usize::from(!area.contains_rect(rect));
        cells + names + outside
    };
    candidates
        .iter()
        .copied()
        .min_by_key(|&c| covered(c))
        .unwrap_or(beside_left)
}

#[cfg(test)]
mod tests;
