//! The tesseract view of the 4D board (seed 002): w=0 is the inner cube, w=1 the outer
//! one; each cube is 4x4x2 (x along the files, y along the ranks, z upwards). Both cubes
//! are the same size in 4D: the inner one only looks smaller, as in a projection of a
//! tesseract, and the eight lines joining their corners are the w direction.
use super::projection::{Camera, Projection, World, faded, shade};
use super::scene::{Decor, Scene, Tile};
use crate::theme::Theme;
use egui::{Align2, Rect, Shape, Stroke};
use otherworlds_core::geometry::{Cell, Geometry};

/// Height between the z=0 and z=1 layers of a cube, in cells.
const Z_SPACING: f32 = 3.0;
/// How large the inner (w=0) and the outer (w=1) cube are drawn.
const INNER: f32 = 1.3;
const OUTER: f32 = 2.7;
/// Half a tile's side (tiles are drawn apart so the cube's depth shows between them).
const HALF: f32 = 0.42;
/// The smallest side of a piece's drawing square, in points: smaller is unreadable.
pub const MIN_PIECE: f32 = 18.0;
/// Between the board names and the tesseract, in points.
const NAME_GAP: f32 = 8.0;
/// The cube's half height around its two layers.
const BOX_HALF_HEIGHT: f32 = Z_SPACING / 2.0 + 0.3;

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

/// Where a cell's centre is in the tesseract's 3D picture, and the scale of its cube.
fn place(file: u8, rank: u8, (z, w): (u8, u8)) -> (World, f32) {
    let scale = if w == 0 { INNER } else { OUTER };
    let local = [
        f32::from(file) - 1.5,
        f32::from(rank) - 1.5,
        (f32::from(z) - 0.5) * Z_SPACING,
    ];
    (local.map(|c| c * scale), scale)
}

/// The eight corners of a cube of this scale.
fn corners(scale: f32) -> [World; 8] {
    let (a, h) = (2.0 * scale, BOX_HALF_HEIGHT * scale);
    [
        [-a, -a, -h],
        [a, -a, -h],
        [a, a, -h],
        [-a, a, -h],
        [-a, -a, h],
        [a, -a, h],
        [a, a, h],
        [-a, a, h],
    ]
}

/// The largest side of a piece's drawing square at which no two pieces of one cube
/// overlap, for the screen steps `u` (a file), `v` (a rank) and `up` (from z=0 to
/// z=1). Pieces are upright drawings in that square whose visible part is
/// [`super::scene::Tile::piece_rect`].
fn largest_apart(u: egui::Vec2, v: egui::Vec2, up: egui::Vec2) -> f32 {
    let (width, height) = super::scene::PIECE_EXTENT;
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

/// The projection for this camera that fits the outer cube in `area`.
pub fn projection(camera: Camera, flipped: bool, area: Rect) -> Projection {
    let points = corners(OUTER)
        .into_iter()
        .map(|[x, y, h]| [x, y, h + 0.9 * OUTER]);
    let outer = corners(OUTER);
    Projection::new(camera, flipped).fit(
        points.chain(outer),
        {
            // Room on the left for the board names.
            let mut fit = area.shrink(area.width().min(area.height()) * 0.04);
            fit.min.x += (0.16 * area.width()).min(120.0);
            fit
        },
        camera.zoom,
    )
}

/// Builds the tesseract scene; `None` unless the geometry is the 4D board.
pub fn scene(geometry: &Geometry, proj: &Projection, theme: &Theme) -> Option<Scene> {
    let axes = axes(geometry)?;
    let light = shade(&theme.lighting, [0.0, 0.0, 1.0]);
    let edge = Stroke::new(1.2, faded(theme.coordinates, 0.8));
    let w_edge = Stroke::new(1.6, faded(theme.vertical_ring, 0.9));
    let mut decor = Vec::new();
    // The two cubes' edges and the lines along w joining their corners, first.
    let pairs = [
        (0, 1),
        (1, 2),
        (2, 3),
        (3, 0),
        (4, 5),
        (5, 6),
        (6, 7),
        (7, 4),
        (0, 4),
        (1, 5),
        (2, 6),
        (3, 7),
    ];
    for scale in [INNER, OUTER] {
        let c = corners(scale);
        for (a, b) in pairs {
            decor.push((
                f32::MIN,
                Decor::Shape(Shape::line_segment(
                    [proj.project(c[a]), proj.project(c[b])],
                    edge,
                )),
            ));
        }
    }
    for (a, b) in corners(INNER).into_iter().zip(corners(OUTER)) {
        decor.push((
            f32::MIN,
            Decor::Shape(Shape::line_segment(
                [proj.project(a), proj.project(b)],
                w_edge,
            )),
        ));
    }
    let text_size = (0.3 * proj.scale).clamp(11.0, 16.0);
    // The names go in the margin left of the whole tesseract, never over a cell or a
    // piece (the inner cube's names used to sit on its pieces); a faint line under
    // everything leads from each name to its board's left-most corner.
    let outer_left = corners(OUTER)
        .into_iter()
        .map(|p| proj.project(p).x)
        .fold(f32::INFINITY, f32::min);
    let mut names = Vec::with_capacity(4);
    let mut tiles = Vec::with_capacity(64);
    for (board, &(z, w)) in axes.iter().enumerate() {
        let spec = &geometry.boards[board];
        let (_, scale) = place(0, 0, (z, w));
        let h = (f32::from(z) - 0.5) * Z_SPACING * scale;
        let a = 2.0 * scale;
        let outline: Vec<_> = [[-a, -a, h], [a, -a, h], [a, a, h], [-a, a, h]]
            .into_iter()
            .map(|p| proj.project(p))
            .collect();
        if let Some(left) = outline.iter().copied().min_by(|p, q| p.x.total_cmp(&q.x)) {
            names.push((left, spec.name.clone()));
        }
        decor.push((
            f32::MIN,
            Decor::Shape(Shape::closed_line(
                outline,
                Stroke::new(1.0, faded(theme.coordinates, 0.5)),
            )),
        ));
        let u = proj.axis([scale, 0.0, 0.0]);
        let v = proj.axis([0.0, scale, 0.0]);
        let up = proj.axis([0.0, 0.0, Z_SPACING * scale]);
        let piece_size = (0.9 * scale * proj.scale)
            .min(0.97 * largest_apart(u, v, up))
            .max(MIN_PIECE);
        for file in 0..spec.files {
            for rank in 0..spec.ranks {
                let (world, _) = place(file, rank, (z, w));
                let depth = proj.depth(world);
                tiles.push(Tile {
                    cell: Cell::new(board as u8, file, rank),
                    center: proj.project(world),
                    u,
                    v,
                    half: HALF,
                    draw_key: depth,
                    piece_key: depth + 1e-3,
                    // Between the cell and its piece.
                    beam_key: depth + 5e-4,
                    // Over everything but the names: the small tiles of the inner
                    // cube would hide them otherwise.
                    marks_key: 1e30,
                    depth,
                    piece_size,
                    light,
                    // The outer cube is more transparent, so the inner one shows through it.
                    alpha: if w == 0 { 0.95 } else { 0.62 },
                    level: w * 2 + z,
                });
            }
        }
    }
    // Top to bottom, a line apart at least.
    names.sort_by(|a, b| a.0.y.total_cmp(&b.0.y));
    let line = 1.8 * text_size;
    let mut y = f32::NEG_INFINITY;
    for (corner, name) in names {
        y = corner.y.max(y + line);
        let pos = egui::pos2(outer_left - NAME_GAP, y);
        decor.push((
            f32::MIN,
            Decor::Shape(Shape::line_segment(
                [pos, corner],
                Stroke::new(1.0, faded(theme.coordinates, 0.45)),
            )),
        ));
        decor.push((
            f32::MAX,
            super::iso::name_decor(pos, Align2::RIGHT_CENTER, name, text_size, theme),
        ));
    }
    Some(Scene::new(tiles, decor))
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{pos2, vec2};
    use otherworlds_core::geometry::BoardSpec;

    fn four_d() -> Geometry {
        Geometry {
            boards: (0u8..4)
                .map(|b| {
                    let (z, w) = (b & 1, b >> 1);
                    BoardSpec::square("4d", 4, (z, 1 - w), w)
                })
                .collect(),
        }
    }

    #[test]
    fn only_the_4d_board_has_a_tesseract() {
        assert!(axes(&four_d()).is_some());
        let two = Geometry {
            boards: vec![
                BoardSpec::square("Earth", 8, (0, 0), 0),
                BoardSpec::square("Sky", 8, (1, 0), 1),
            ],
        };
        assert!(axes(&two).is_none());
    }

    #[test]
    fn the_inner_cube_is_w0_and_sits_inside_the_outer_w1_cube() {
        let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 600.0));
        let proj = projection(Camera::TESSERACT, false, area);
        let scene = scene(&four_d(), &proj, &Theme::default()).unwrap();
        let spread = |w: u8| {
            let mut r = Rect::NOTHING;
            for t in scene.tiles.iter().filter(|t| t.level / 2 == w) {
                r.extend_with(t.center);
            }
            r
        };
        let (inner, outer) = (spread(0), spread(1));
        assert!(outer.contains_rect(inner));
        assert!(outer.width() > 2.0 * inner.width());
    }

    /// The front-most tile under a tile's centre is that tile, unless a nearer tile
    /// covers it; turning the camera makes every tile pickable at some view.
    #[test]
    fn every_tile_is_picked_at_its_centre_from_some_view() {
        let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 600.0));
        let none = |_: Cell| false;
        let mut found = std::collections::BTreeSet::new();
        for yaw in [-150.0, -60.0, 0.0, 20.0, 75.0, 130.0] {
            for pitch in [20.0, 45.0, 80.0] {
                let camera = Camera {
                    yaw_deg: yaw,
                    pitch_deg: pitch,
                    zoom: 1.0,
                };
                let proj = projection(camera, false, area);
                let scene = scene(&four_d(), &proj, &Theme::default()).unwrap();
                for tile in &scene.tiles {
                    let picked = super::super::scene::pick(&scene.tiles, &none, &none, tile.center);
                    let nearer = scene
                        .tiles
                        .iter()
                        .any(|t| t.depth > tile.depth && t.contains(tile.center));
                    if !nearer {
                        assert_eq!(picked, Some(tile.cell));
                        found.insert(tile.cell);
                    }
                }
            }
        }
        assert_eq!(found.len(), 64);
    }

    /// Issue 14: the board names stand beside the tesseract, over no piece, and the
    /// pieces of each cube are large enough to read and never overlap one another.
    #[test]
    fn names_cover_no_piece_and_pieces_of_a_cube_do_not_overlap() {
        let theme = Theme::default();
        for (w, h) in [(900.0, 600.0), (1300.0, 800.0), (760.0, 520.0)] {
            let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(w, h));
            let proj = projection(Camera::TESSERACT, false, area);
            let mut geometry = four_d();
            for (i, b) in geometry.boards.iter_mut().enumerate() {
                b.name = format!("z={} · w={}", i & 1, i >> 1);
            }
            let scene = scene(&geometry, &proj, &theme).unwrap();
            let labels: Vec<Rect> = scene
                .decor
                .iter()
                .filter_map(|(_, d)| match d {
                    super::super::scene::Decor::Label {
                        pos,
                        anchor,
                        text,
                        size,
                        ..
                    } => {
                        // Wider than any glyph run of this length and size.
                        let chars = text.chars().count() as f32;
                        let extent = vec2(0.7 * size * chars + 0.6 * size, 1.6 * size);
                        Some(anchor.anchor_size(*pos, extent))
                    }
                    _ => None,
                })
                .collect();
            assert_eq!(labels.len(), 4);
            for t in &scene.tiles {
                for l in &labels {
                    assert!(
                        !l.intersects(t.piece_rect()),
                        "{w}x{h}: a name over {:?}",
                        t.cell
                    );
                    assert!(area.contains_rect(*l), "{w}x{h}: a name outside the view");
                }
            }
            for (i, a) in labels.iter().enumerate() {
                for b in &labels[..i] {
                    assert!(!a.intersects(*b), "{w}x{h}: names overlap");
                }
            }
            for t in &scene.tiles {
                assert!(t.piece_size >= MIN_PIECE, "{w}x{h}: {}", t.piece_size);
                for s in &scene.tiles {
                    if s.cell != t.cell && s.level / 2 == t.level / 2 {
                        assert!(
                            !s.piece_rect().intersects(t.piece_rect()),
                            "{w}x{h}: pieces on {:?} and {:?} overlap",
                            s.cell,
                            t.cell
                        );
                    }
                }
            }
        }
    }
}
