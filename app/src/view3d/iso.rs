//! The isometric view: the boards as translucent layers stacked by level (Two Worlds:
//! Earth below, Sky above; Valhalla: the Battlefield below, Valhalla above; 4D: the
//! w=0 boards below, w=1 above, z=0 left and z=1 right on each layer).
use super::projection::{Camera, Projection, World, faded, lit, shade};
use super::scene::{Decor, Scene, Tile};
use crate::theme::Theme;
use egui::{Align2, Color32, Rect, Shape, Stroke};
use otherworlds_core::geometry::{BoardSpec, Cell, Geometry};

/// Space between two boards on one layer, in cells.
const GAP: f32 = 1.5;
/// The plate's rim around the cells (room for the coordinates), in cells.
const RIM: f32 = 0.45;
/// Thickness of a plate, in cells.
const THICKNESS: f32 = 0.22;
/// Opacity of the cells of the lowest layer and of the layers above it.
const ALPHA_LOW: f32 = 0.97;
const ALPHA_HIGH: f32 = 0.72;
/// Painting order: a layer's plate, its coordinates, its cells, then its pieces.
const LAYER_KEY: f32 = 10_000.0;
const PIECES_KEY: f32 = 1_000.0;
const MARKS_KEY: f32 = 5_000.0;
/// A beam's half on a layer: over its cells, under its pieces (whose depth keys are
/// far smaller than this gap).
const BEAMS_KEY: f32 = 500.0;
/// Board names go over everything.
const NAMES_KEY: f32 = 1e9;

/// One board's place in world space.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// Index into [`Geometry::boards`].
    pub board: usize,
    /// Its layer, from the bottom.
    pub layer: usize,
    /// World position of the corner of file 0, rank 0.
    pub x0: f32,
    pub y0: f32,
    pub h: f32,
    pub files: u8,
    pub ranks: u8,
}

impl Placed {
    /// World position of a point of the board given in cells from its corner.
    fn world(&self, x: f32, y: f32) -> World {
        [self.x0 + x, self.y0 + y, self.h]
    }
}

/// Puts every board of `geometry` on its layer. Boards of distinct levels stack by
/// level; a variant whose boards share one level (Valhalla) stacks them in board order.
/// Boards of one layer stand side by side in their layout columns.
pub fn stack(geometry: &Geometry) -> Vec<Placed> {
    let mut levels: Vec<u8> = geometry.boards.iter().map(|b| b.level).collect();
    levels.sort_unstable();
    levels.dedup();
    let by_index = levels.len() == 1;
    let layer_of = |i: usize| {
        if by_index {
            i
        } else {
            let level = geometry.boards[i].level;
            levels.iter().position(|&l| l == level).unwrap_or(0)
        }
    };
    let layers = (0..geometry.boards.len())
        .map(layer_of)
        .max()
        .map_or(0, |m| m + 1);
    let max_ranks = geometry
        .boards
        .iter()
        .map(|b| f32::from(b.ranks))
        .fold(1.0, f32::max);
    let widest_layer = (0..layers)
        .map(|layer| {
            (0..geometry.boards.len())
                .filter(|&i| layer_of(i) == layer)
                .map(|i| f32::from(geometry.boards[i].files) + GAP)
                .sum::<f32>()
        })
        .fold(1.0, f32::max);
    // Far enough apart that, from the first preset, a layer and its pieces stay clear
    // of the layer above (a wide layer, turned, reaches higher on the screen).
    let spacing = 0.8 * max_ranks.max(0.6 * widest_layer);
    let mut placed = Vec::with_capacity(geometry.boards.len());
    for layer in 0..layers {
        let mut members: Vec<usize> = (0..geometry.boards.len())
            .filter(|&i| layer_of(i) == layer)
            .collect();
        members.sort_by_key(|&i| geometry.boards[i].grid.0);
        let width: f32 = members
            .iter()
            .map(|&i| f32::from(geometry.boards[i].files))
            .sum::<f32>()
            + GAP * members.len().saturating_sub(1) as f32;
        let mut x = -width / 2.0;
        let h = (layer as f32 - (layers - 1) as f32 / 2.0) * spacing;
        for i in members {
            let b = &geometry.boards[i];
            placed.push(Placed {
                board: i,
                layer,
                x0: x,
                y0: -f32::from(b.ranks) / 2.0,
                h,
                files: b.files,
                ranks: b.ranks,
            });
            x += f32::from(b.files) + GAP;
        }
    }
    placed.sort_by_key(|p| p.board);
    placed
}

/// The world corners of a board's plate (rim included), at its top.
fn plate(p: &Placed) -> [World; 4] {
    let (w, d) = (f32::from(p.files), f32::from(p.ranks));
    [
        p.world(-RIM, -RIM),
        p.world(w + RIM, -RIM),
        p.world(w + RIM, d + RIM),
        p.world(-RIM, d + RIM),
    ]
}

/// The projection for this camera that fits all layers (and their pieces) in `area`.
pub fn projection(geometry: &Geometry, camera: Camera, flipped: bool, area: Rect) -> Projection {
    let placed = stack(geometry);
    let points = placed.iter().flat_map(|p| {
        plate(p)
            .into_iter()
            .flat_map(|[x, y, h]| [[x, y, h - THICKNESS], [x, y, h + 1.0]])
    });
    // Room on the left for the board names beside the plates.
    let mut fit = area.shrink(area.width().min(area.height()) * 0.03);
    let names = (0.2 * area.width()).min(200.0);
    fit.min.x += names;
    if placed
        .iter()
        .any(|p| p.x0 > placed[0].x0 && p.layer == placed[0].layer)
    {
        // Names on the right too.
        fit.max.x -= names * 0.6;
    }
    Projection::new(camera, flipped).fit(points, fit, camera.zoom)
}

/// Builds the isometric scene: plates, coordinates, names, and one tile per cell.
pub fn scene(geometry: &Geometry, proj: &Projection, theme: &Theme, coordinates: bool) -> Scene {
    let placed = stack(geometry);
    let layers = placed.iter().map(|p| p.layer + 1).max().unwrap_or(1);
    let text_size = (0.3 * proj.scale).clamp(10.0, 18.0);
    let mut tiles = Vec::new();
    let mut decor = Vec::new();
    for p in &placed {
        let spec = &geometry.boards[p.board];
        let plate = Plate {
            placed: p,
            key: p.layer as f32 * LAYER_KEY,
            alpha: if layers == 1 || p.layer == 0 {
                ALPHA_LOW
            } else {
                ALPHA_HIGH
            },
        };
        let (top_screen, plate_color) = plate_decor(&plate, proj, theme, &mut decor);
        if coordinates {
            let color = contrast_on(plate_color);
            // Smaller than the names, never under the 2D labels' 10 points.
            let coordinates = (text_size * 0.8).max(crate::board::MIN_COORDINATE);
            coordinate_decor(&plate, spec, proj, (coordinates, color), &mut decor);
        }
        // The name beside the plate's outer corner (left, or right for the right-hand
        // board of a layer), so every layer says what it is.
        let right_hand = placed.iter().any(|q| q.layer == p.layer && q.x0 < p.x0);
        if let Some(name) = board_name(
            &crate::i18n::core_words::board_name(&spec.name),
            &top_screen,
            right_hand,
            text_size,
            theme,
        ) {
            decor.push((NAMES_KEY, name));
        }
        tiles.extend(plate_tiles(
            &plate,
            proj,
            shade(&theme.lighting, [0.0, 0.0, 1.0]),
        ));
    }
    Scene::new(tiles, decor)
}

/// One board's plate in the scene: its place, its painting order and its opacity.
struct Plate<'a> {
    placed: &'a Placed,
    key: f32,
    alpha: f32,
}

/// The plate's visible sides (a slab), then its top with an edge line; returns the
/// top's corners on the screen and its colour.
fn plate_decor(
    plate: &Plate<'_>,
    proj: &Projection,
    theme: &Theme,
    decor: &mut Vec<(f32, Decor)>,
) -> (Vec<egui::Pos2>, Color32) {
    let (key, alpha) = (plate.key, plate.alpha);
    let toward = proj.toward_viewer();
    let top = self::plate(plate.placed);
    let rim = theme.board_dark;
    let sides: [(usize, usize, World); 4] = [
        (0, 1, [0.0, -1.0, 0.0]),
        (1, 2, [1.0, 0.0, 0.0]),
        (2, 3, [0.0, 1.0, 0.0]),
        (3, 0, [-1.0, 0.0, 0.0]),
    ];
    for (a, b, n) in sides {
        if n[0] * toward[0] + n[1] * toward[1] + n[2] * toward[2] <= 0.0 {
            continue;
        }
        let down = |[x, y, h]: World| [x, y, h - THICKNESS];
        let quad = vec![
            proj.project(top[a]),
            proj.project(top[b]),
            proj.project(down(top[b])),
            proj.project(down(top[a])),
        ];
        let color = faded(
            lit(lit(rim, 0.55), shade(&theme.lighting, n)),
            alpha.max(0.85),
        );
        decor.push((
            key - 30.0,
            Decor::Shape(Shape::convex_polygon(quad, color, Stroke::NONE)),
        ));
    }
    let top_screen: Vec<_> = top.iter().map(|&w| proj.project(w)).collect();
    let top_light = shade(&theme.lighting, [0.0, 0.0, 1.0]);
    let plate_color = faded(lit(lit(rim, 0.75), top_light), alpha);
    decor.push((
        key - 20.0,
        Decor::Shape(Shape::convex_polygon(
            top_screen.clone(),
            plate_color,
            Stroke::new(1.5, faded(theme.coordinates, 0.9)),
        )),
    ));
    (top_screen, plate_color)
}

/// The file and rank labels on the plate's rim, in `text` (size and colour).
fn coordinate_decor(
    plate: &Plate<'_>,
    spec: &BoardSpec,
    proj: &Projection,
    (size, color): (f32, Color32),
    decor: &mut Vec<(f32, Decor)>,
) {
    let p = plate.placed;
    let label = |labels: &[String], i: u8| labels.get(i as usize).cloned().unwrap_or_default();
    for file in 0..p.files {
        let pos = proj.project(p.world(f32::from(file) + 0.5, -RIM / 2.0));
        let text = label(&spec.file_labels, file);
        let decoration = text_decor(pos, Align2::CENTER_CENTER, text, size, color);
        decor.push((plate.key - 10.0, decoration));
    }
    for rank in 0..p.ranks {
        let pos = proj.project(p.world(-RIM / 2.0, f32::from(rank) + 0.5));
        let text = label(&spec.rank_labels, rank);
        let decoration = text_decor(pos, Align2::CENTER_CENTER, text, size, color);
        decor.push((plate.key - 10.0, decoration));
    }
}

/// A board's name beside its plate's top (`top_screen`): right of it for the
/// right-hand board of a layer, else left of it.
fn board_name(
    name: &str,
    top_screen: &[egui::Pos2],
    right_hand: bool,
    size: f32,
    theme: &Theme,
) -> Option<Decor> {
    let corners = top_screen.iter().copied();
    let (corner, anchor, gap) = if right_hand {
        let right = corners.max_by(|a, b| a.x.total_cmp(&b.x))?;
        (right, Align2::LEFT_CENTER, 6.0)
    } else {
        let left = corners.min_by(|a, b| a.x.total_cmp(&b.x))?;
        (left, Align2::RIGHT_CENTER, -6.0)
    };
    let pos = corner + egui::vec2(gap, 0.0);
    Some(name_decor(pos, anchor, name.to_string(), size, theme))
}

/// One tile per cell of the plate's board, lit by `light`.
fn plate_tiles<'a>(
    plate: &'a Plate<'_>,
    proj: &'a Projection,
    light: f32,
) -> impl Iterator<Item = Tile> + 'a {
    let p = plate.placed;
    let (u, v) = (proj.axis([1.0, 0.0, 0.0]), proj.axis([0.0, 1.0, 0.0]));
    let key = plate.key;
    (0..p.files).flat_map(move |file| {
        (0..p.ranks).map(move |rank| {
            let world = p.world(f32::from(file) + 0.5, f32::from(rank) + 0.5);
            let depth = proj.depth(world);
            Tile {
                cell: Cell::new(p.board as u8, file, rank),
                center: proj.project(world),
                u,
                v,
                half: 0.5,
                draw_key: key,
                piece_key: key + PIECES_KEY + depth,
                beam_key: key + BEAMS_KEY,
                marks_key: key + MARKS_KEY,
                depth: key + depth,
                piece_size: 0.95 * proj.scale,
                light,
                alpha: plate.alpha,
                level: p.layer as u8,
            }
        })
    })
}

/// Text readable on `background`: dark on light, light on dark.
fn contrast_on(background: Color32) -> Color32 {
    let [r, g, b, _] = background.to_srgba_unmultiplied();
    let luma = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if luma > 140.0 {
        Color32::from_rgb(0x20, 0x1c, 0x18)
    } else {
        Color32::from_rgb(0xf4, 0xf0, 0xe8)
    }
}

/// A board's name on a backdrop.
pub fn name_decor(
    pos: egui::Pos2,
    anchor: Align2,
    text: String,
    size: f32,
    theme: &Theme,
) -> Decor {
    Decor::Label {
        pos,
        anchor,
        text,
        size,
        color: theme.banner_text,
        backdrop: faded(theme.banner, 0.85),
    }
}

fn text_decor(pos: egui::Pos2, anchor: Align2, text: String, size: f32, color: Color32) -> Decor {
    Decor::Text {
        pos,
        anchor,
        text,
        size,
        color,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{pos2, vec2};
    use otherworlds_core::geometry::BoardSpec;

    fn two_worlds() -> Geometry {
        Geometry {
            boards: vec![
                BoardSpec::square("Earth", 8, (0, 0), 0),
                BoardSpec::square("Sky", 8, (1, 0), 1),
            ],
        }
    }

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

    fn valhalla() -> Geometry {
        Geometry {
            boards: vec![
                BoardSpec::square("Battlefield", 8, (0, 0), 0),
                BoardSpec::square("Valhalla", 8, (1, 0), 0),
            ],
        }
    }

    #[test]
    fn levels_stack_upwards_and_4d_puts_z_side_by_side() {
        let tw = stack(&two_worlds());
        assert!(tw[1].h > tw[0].h, "Sky above Earth");
        assert_eq!((tw[0].x0, tw[0].y0), (tw[1].x0, tw[1].y0));
        let vh = stack(&valhalla());
        assert!(vh[1].h > vh[0].h, "Valhalla's second board above the first");
        let fd = stack(&four_d());
        // Boards 0, 1 are w=0 (z=0, z=1); boards 2, 3 are w=1.
        assert_eq!(fd[0].h, fd[1].h);
        assert!(fd[2].h > fd[0].h);
        assert!(fd[1].x0 > fd[0].x0 && fd[3].x0 > fd[2].x0);
    }

    /// Picking is the inverse of the projection: the centre of every cell, and points
    /// well inside it, pick that cell, for every preset, both sides and every variant.
    #[test]
    fn picking_a_projected_cell_finds_it_again() {
        let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 640.0));
        let theme = Theme::default();
        let none = |_: Cell| false;
        for geometry in [two_worlds(), four_d(), valhalla()] {
            for camera in Camera::PRESETS {
                for flipped in [false, true] {
                    let proj = projection(&geometry, camera, flipped, area);
                    let scene = scene(&geometry, &proj, &theme, true);
                    assert_eq!(
                        scene.tiles.len(),
                        geometry
                            .boards
                            .iter()
                            .map(|b| b.files as usize * b.ranks as usize)
                            .sum::<usize>()
                    );
                    for tile in &scene.tiles {
                        // Only where no nearer layer covers the cell.
                        let covered = |p| {
                            scene
                                .tiles
                                .iter()
                                .any(|t| t.level > tile.level && t.contains(p))
                        };
                        for (a, b) in [(0.0, 0.0), (0.3, 0.3), (-0.3, 0.2)] {
                            let p = tile.point(a, b);
                            if covered(p) {
                                continue;
                            }
                            assert_eq!(
                                super::super::scene::pick(&scene.tiles, &none, &none, p),
                                Some(tile.cell),
                                "{camera:?} flipped {flipped}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn from_the_first_preset_the_levels_do_not_overlap() {
        let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 640.0));
        for geometry in [two_worlds(), four_d(), valhalla()] {
            let proj = projection(&geometry, Camera::PRESETS[0], false, area);
            let scene = scene(&geometry, &proj, &Theme::default(), true);
            for t in scene.tiles.iter().filter(|t| t.level == 0) {
                // Neither the cell nor the top of a piece standing on it.
                let top = t.stand().center_top();
                for s in scene.tiles.iter().filter(|s| s.level == 1) {
                    assert!(!s.contains(t.center), "{:?} under {:?}", t.cell, s.cell);
                    assert!(!s.contains(top), "{:?}'s piece under {:?}", t.cell, s.cell);
                }
            }
        }
    }
}
