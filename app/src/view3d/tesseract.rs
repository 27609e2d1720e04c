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
const Z_SPACING: f32 = 2.0;
/// How much larger the outer (w=1) cube is drawn.
const OUTER: f32 = 2.3;
/// Half a tile's side (tiles are drawn apart so the cube's depth shows between them).
const HALF: f32 = 0.42;
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
    let scale = if w == 0 { 1.0 } else { OUTER };
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
            fit.min.x += (0.1 * area.width()).min(90.0);
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
    let w_edge = Stroke::new(1.0, faded(theme.vertical_ring, 0.6));
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
    for scale in [1.0, OUTER] {
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
    for (a, b) in corners(1.0).into_iter().zip(corners(OUTER)) {
        decor.push((
            f32::MIN,
            Decor::Shape(Shape::line_segment(
                [proj.project(a), proj.project(b)],
                w_edge,
            )),
        ));
    }
    let text_size = (0.3 * proj.scale).clamp(9.0, 16.0);
    let mut tiles = Vec::with_capacity(64);
    for (board, &(z, w)) in axes.iter().enumerate() {
        let spec = &geometry.boards[board];
        // Each board's outline and its name at its left-most corner.
        let (_, scale) = place(0, 0, (z, w));
        let h = (f32::from(z) - 0.5) * Z_SPACING * scale;
        let a = 2.0 * scale;
        let outline: Vec<_> = [[-a, -a, h], [a, -a, h], [a, a, h], [-a, a, h]]
            .into_iter()
            .map(|p| proj.project(p))
            .collect();
        if let Some(left) = outline.iter().copied().min_by(|p, q| p.x.total_cmp(&q.x)) {
            decor.push((
                f32::MAX,
                Decor::Text {
                    pos: left - egui::vec2(4.0, 0.0),
                    anchor: Align2::RIGHT_CENTER,
                    text: spec.name.clone(),
                    size: text_size,
                    color: theme.coordinates,
                },
            ));
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
                    depth,
                    piece_size: 0.9 * scale * proj.scale,
                    light,
                    // The outer cube is more transparent, so the inner one shows through it.
                    alpha: if w == 0 { 0.95 } else { 0.62 },
                    level: w * 2 + z,
                });
            }
        }
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
}
