//! Unit tests of the tesseract's layout: which geometry has one, the inner cube inside
//! the outer one, picking from any view, and at the first camera (either side) boards
//! apart from each other and names beside them.
use super::*;
use crate::view3d::scene::{convex_contains, pick};
use egui::{pos2, vec2};
use otherworlds_core::geometry::BoardSpec;

fn four_d() -> Geometry {
    Geometry {
        boards: (0u8..4)
            .map(|b| {
                let (z, w) = (b & 1, b >> 1);
                BoardSpec::square(&format!("z={z} · w={w}"), 4, (z, 1 - w), w)
            })
            .collect(),
    }
}

/// Board areas of the windows a user has: 1100x760 (the default), 1600x1000, 800x600
/// and a wide, low one.
const AREAS: [(f32, f32); 4] = [
    (828.0, 579.0),
    (1328.0, 819.0),
    (528.0, 419.0),
    (1200.0, 450.0),
];

fn scene_in(camera: Camera, flipped: bool, (w, h): (f32, f32)) -> Scene {
    let area = Rect::from_min_size(pos2(16.0, 140.0), vec2(w, h));
    let proj = projection(camera, flipped, area);
    scene(&four_d(), &proj, &Theme::default(), area).expect("4D")
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

/// The convex hull of points, counter-clockwise on the screen (monotone chain).
fn hull(mut points: Vec<Pos2>) -> Vec<Pos2> {
    points.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    let cross = |o: Pos2, a: Pos2, b: Pos2| (a - o).x * (b - o).y - (a - o).y * (b - o).x;
    let mut lower: Vec<Pos2> = Vec::new();
    for &p in &points {
        while lower.len() >= 2 && cross(lower[lower.len() - 2], lower[lower.len() - 1], p) <= 0.0 {
            lower.pop();
        }
        lower.push(p);
    }
    let mut upper: Vec<Pos2> = Vec::new();
    for &p in points.iter().rev() {
        while upper.len() >= 2 && cross(upper[upper.len() - 2], upper[upper.len() - 1], p) <= 0.0 {
            upper.pop();
        }
        upper.push(p);
    }
    lower.pop();
    upper.pop();
    lower.extend(upper);
    lower
}

/// Seed 002: w=0 is the inner cube, drawn smaller, inside the outer (w=1) cube: every
/// inner cell lies within the outline of the outer cube as drawn (the hull of its
/// eight corners), from either side.
#[test]
fn the_inner_cube_is_w0_drawn_smaller_inside_the_outer_w1_cube() {
    for flipped in [false, true] {
        let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(828.0, 579.0));
        let proj = projection(Camera::TESSERACT, flipped, area);
        let scene = scene(&four_d(), &proj, &Theme::default(), area).expect("4D");
        let outer = hull(
            outline(&proj, (0, 1))
                .into_iter()
                .chain(outline(&proj, (1, 1)))
                .map(|p| proj.project(p))
                .collect(),
        );
        for t in scene.tiles.iter().filter(|t| t.level / 2 == 0) {
            for c in t.corners() {
                assert!(
                    convex_contains(&outer, c),
                    "{:?} outside the outer cube",
                    t.cell
                );
            }
        }
        let size = |w: u8| {
            scene
                .tiles
                .iter()
                .filter(|t| t.level / 2 == w)
                .map(Tile::size)
                .fold(0.0, f32::max)
        };
        assert!(size(0) < size(1), "the inner cube's cells look smaller");
    }
}

/// The front-most tile under a tile's centre is that tile, unless a nearer tile
/// covers it; turning the camera makes every tile pickable at some view.
#[test]
fn every_tile_is_picked_at_its_centre_from_some_view() {
    let none = |_: Cell| false;
    let mut found = std::collections::BTreeSet::new();
    for yaw in [-150.0, -60.0, 0.0, 20.0, 75.0, 130.0] {
        for pitch in [20.0, 45.0, 80.0] {
            let camera = Camera {
                yaw_deg: yaw,
                pitch_deg: pitch,
                zoom: 1.0,
            };
            let scene = scene_in(camera, false, (800.0, 600.0));
            for tile in &scene.tiles {
                let picked = pick(&scene.tiles, &none, &none, tile.center);
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

/// Issue 14: at the first camera, from White's side and from Black's, in every area:
/// no cell or piece of one board covers a cell or piece of another, and pieces of one
/// board do not overlap either.
#[test]
fn at_the_first_camera_the_four_boards_stand_apart() {
    for flipped in [false, true] {
        for size in AREAS {
            let scene = scene_in(Camera::TESSERACT, flipped, size);
            for (i, a) in scene.tiles.iter().enumerate() {
                for b in &scene.tiles[..i] {
                    let (pa, pb) = (rect_corners(a.piece_rect()), rect_corners(b.piece_rect()));
                    assert!(
                        !convex_overlap(&pa, &pb),
                        "{size:?} {flipped}: pieces on {:?} and {:?}",
                        a.cell,
                        b.cell
                    );
                    if a.cell.board == b.cell.board {
                        continue;
                    }
                    let (ta, tb) = (a.corners(), b.corners());
                    let (ba, bb) = (rect_corners(a.body()), rect_corners(b.body()));
                    for (x, y) in [(&ta, &tb), (&ba, &tb), (&ta, &bb), (&ba, &bb)] {
                        assert!(
                            !convex_overlap(x, y),
                            "{size:?} {flipped}: {:?} and {:?}",
                            a.cell,
                            b.cell
                        );
                    }
                }
            }
        }
    }
}

/// Issue 14: the board names stand beside the boards: inside the view, over no cell,
/// no piece's drawing, and no other name (the inner cube's names used to sit on its
/// pieces). The extent is an upper bound of the label egui paints.
#[test]
fn names_stand_beside_the_boards_over_no_cell_and_no_piece() {
    for flipped in [false, true] {
        for size in AREAS {
            let area = Rect::from_min_size(pos2(16.0, 140.0), vec2(size.0, size.1));
            let scene = scene_in(Camera::TESSERACT, flipped, size);
            let labels: Vec<Rect> = scene
                .decor
                .iter()
                .filter_map(|(_, d)| match d {
                    Decor::Label {
                        pos,
                        anchor,
                        text,
                        size,
                        ..
                    } => Some(anchor.anchor_size(*pos, name_extent(text, *size))),
                    _ => None,
                })
                .collect();
            assert_eq!(labels.len(), 4);
            for (i, l) in labels.iter().enumerate() {
                assert!(
                    area.contains_rect(*l),
                    "{size:?} {flipped}: a name outside the view"
                );
                for t in &scene.tiles {
                    assert!(
                        !l.intersects(t.piece_rect()),
                        "{size:?} {flipped}: a name over {:?}'s piece",
                        t.cell
                    );
                    assert!(
                        !convex_overlap(&rect_corners(*l), &t.corners()),
                        "{size:?} {flipped}: a name over {:?}",
                        t.cell
                    );
                }
                for m in &labels[..i] {
                    assert!(!l.intersects(*m), "{size:?} {flipped}: names overlap");
                }
            }
        }
    }
}

#[test]
fn pieces_are_large_enough_to_read() {
    for size in AREAS {
        let scene = scene_in(Camera::TESSERACT, false, size);
        assert!(scene.tiles.iter().all(|t| t.piece_size >= MIN_PIECE));
    }
}
