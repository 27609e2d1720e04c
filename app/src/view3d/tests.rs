//! Unit tests of the projected views: saved cameras, picking every cell of the layers,
//! and the depth order of the stacked layers' and the tesseract's scenes (beams under
//! the pieces).
use super::*;
use crate::board::Marker;
use crate::board::interact::Look;
use crate::theme::Theme;
use egui::{pos2, vec2};
use otherworlds_core::geometry::{MoveInfo, MoveKind, PieceView};
use otherworlds_core::{AnyPosition, Color, Role, Variant, prelude::*};
use scene::{Item, draw_order};

/// The variant's boards and cell names, with nothing on them.
fn model(variant: Variant) -> BoardModel {
    let start = AnyPosition::new(variant);
    BoardModel::bare(start.geometry(), start.cell_names())
}

/// Whether some point well inside `cell`'s tile picks it.
fn pickable(scene: &Scene, model: &BoardModel, state: &BoardState, cell: Cell) -> bool {
    let Some(tile) = scene.tile(cell) else {
        return false;
    };
    let steps = [-0.8, -0.6, -0.4, -0.2, 0.0, 0.2, 0.4, 0.6, 0.8];
    steps.iter().any(|&a| {
        steps.iter().any(|&b| {
            let p = tile.point(a * tile.half, b * tile.half);
            pick_in(scene, model, state, p) == Some(cell)
        })
    })
}

#[test]
fn the_old_first_tesseract_camera_becomes_the_new_one_and_a_turned_one_stays() {
    let old = Camera {
        yaw_deg: 25.0,
        pitch_deg: 36.0,
        zoom: 1.3,
    };
    let saved = ViewSettings {
        tesseract: old,
        ..ViewSettings::default()
    };
    let up = saved.upgraded();
    assert_eq!(up.tesseract.pitch_deg, Camera::TESSERACT.pitch_deg);
    assert_eq!(up.tesseract.zoom, 1.3);
    let turned = ViewSettings {
        tesseract: Camera {
            yaw_deg: 70.0,
            ..old
        },
        ..ViewSettings::default()
    };
    assert_eq!(turned.upgraded(), turned);
}

/// Issue 14: in the 3D presets 2 and 3 the Sky covers part of Earth; every cell of
/// both levels can still be clicked where it is drawn, without orbiting: as the
/// only target of the selected piece, and as the square of a piece to pick up.
#[test]
fn every_cell_of_every_layer_can_be_picked_in_presets_2_and_3() {
    let area = Rect::from_min_size(egui::pos2(0.0, 0.0), vec2(900.0, 640.0));
    let theme = Theme::default();
    let options = BoardOptions {
        theme: &theme,
        flipped: false,
        coordinates: true,
        animate: false,
    };
    for variant in [Variant::TwoWorlds, Variant::FourD] {
        for preset in [2, 3] {
            let mut view = ViewSettings::default();
            view.choose_preset(preset);
            let base = model(variant);
            let scene = build_scene(&base, &view, &options, area);
            let cells: Vec<Cell> = scene.tiles.iter().map(|t| t.cell).collect();
            for &cell in &cells {
                // A rook far away (on the other level's corner) whose one move
                // goes to `cell`.
                let from = *cells
                    .iter()
                    .find(|c| c.board != cell.board && (c.file, c.rank) == (0, 0))
                    .expect("another board");
                let mut m = base.clone();
                m.pieces
                    .insert(from, PieceView::plain(Color::White, Role::Rook));
                m.moves = vec![MoveInfo {
                    text: String::new(),
                    from: Some(from),
                    to: Some(cell),
                    kind: MoveKind::Quiet,
                    promotion: None,
                    victim: None,
                    fate: None,
                }];
                let state = BoardState {
                    selected: Some(from),
                    ..BoardState::default()
                };
                assert!(
                    pickable(&scene, &m, &state, cell),
                    "{variant} preset {preset}: target {cell:?}"
                );
                // A pawn of the side to move on `cell`, nothing selected.
                let mut m = base.clone();
                m.pieces
                    .insert(cell, PieceView::plain(Color::White, Role::Pawn));
                m.mover = Some(Color::White);
                assert!(
                    pickable(&scene, &m, &BoardState::default(), cell),
                    "{variant} preset {preset}: piece on {cell:?}"
                );
            }
        }
    }
}

/// A frame of `model` with nothing moving.
fn still_look<'a>(
    model: &'a BoardModel,
    state: &'a BoardState,
    markers: &'a [(Cell, Marker)],
    theme: &'a Theme,
) -> Look<'a> {
    Look {
        model,
        state,
        markers,
        options: crate::board::BoardOptions {
            theme,
            flipped: false,
            coordinates: true,
            animate: false,
        },
        pulse: 1.0,
        now: 0.0,
        focused: None,
        pointer: None,
    }
}

/// Issue 14: a beam of light never hides a piece. Each half of the beam is painted
/// after the cells of its layer and before every piece standing on that layer, in
/// every preset and in the tesseract.
#[test]
fn beams_are_painted_under_the_pieces_of_their_layer() {
    use otherworlds_core::geometry::{BoardSpec, Geometry};
    let two_worlds = Geometry {
        boards: vec![
            BoardSpec::square("Earth", 8, (0, 0), 0),
            BoardSpec::square("Sky", 8, (1, 0), 1),
        ],
    };
    let four_d = Geometry {
        boards: (0u8..4)
            .map(|b| BoardSpec::square("4d", 4, (b & 1, 1 - (b >> 1)), b >> 1))
            .collect(),
    };
    let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(900.0, 640.0));
    let theme = Theme::default();
    let mut scenes = Vec::new();
    for camera in Camera::PRESETS {
        let proj = iso::projection(&two_worlds, camera, false, area);
        let scene = iso::scene(&two_worlds, &proj, &theme, true);
        scenes.push((
            two_worlds.clone(),
            scene,
            Cell::new(0, 6, 0),
            Cell::new(1, 6, 0),
        ));
    }
    let proj = tesseract::projection(Camera::TESSERACT, false, area);
    let scene = tesseract::scene(&four_d, &proj, &theme, area).expect("4D");
    scenes.push((
        four_d.clone(),
        scene,
        Cell::new(0, 1, 0),
        Cell::new(2, 1, 0),
    ));
    for (geometry, scene, from, to) in scenes {
        // The layers' pieces are drawn in one run in the stacked view; in the
        // tesseract, back to front with the cells.
        let stacked = geometry.boards.len() == 2;
        // A knight on `from` may step to `to` on another level; pieces everywhere
        // on the knight's board.
        let mut pieces = std::collections::BTreeMap::new();
        for t in scene.tiles.iter().filter(|t| t.cell.board == from.board) {
            pieces.insert(t.cell, PieceView::plain(Color::White, Role::Pawn));
        }
        pieces.insert(from, PieceView::plain(Color::White, Role::Knight));
        let model = BoardModel {
            pieces,
            ..BoardModel::bare(geometry, Default::default())
        };
        let state = BoardState {
            selected: Some(from),
            ..BoardState::default()
        };
        let markers = [(to, Marker::Vertical), (to, Marker::Beam)];
        let p = still_look(&model, &state, &markers, &theme);
        let order = draw_order(&scene, &p);
        let position = |item: Item| order.iter().position(|i| *i == item);
        let halves: Vec<(usize, usize)> = order
            .iter()
            .enumerate()
            .filter_map(|(n, i)| match i {
                Item::Beam { at, .. } => Some((n, *at)),
                _ => None,
            })
            .collect();
        assert_eq!(halves.len(), 2, "a beam of two halves");
        for (n, at) in halves {
            let level = scene.tiles[at].level;
            assert!(position(Item::Tile(at)).is_some_and(|t| t < n));
            for (i, t) in scene.tiles.iter().enumerate() {
                if t.level == level
                    && (stacked || i == at)
                    && let Some(piece) = position(Item::Piece(i))
                {
                    assert!(n < piece, "the beam over the piece on {:?}", t.cell);
                }
            }
        }
    }
}

/// Issue 14: in the tesseract a move to the same square of another board (4D's moves
/// along w, into the inner cube) has the 2D view's beam, as the core's markers give it
/// (a move and a beam, no vertical ring), painted after every cell and before every
/// piece on any board.
#[test]
fn the_tesseract_paints_the_beam_into_the_inner_cube_under_every_piece() {
    use otherworlds_core::geometry::{BoardSpec, Geometry};
    let geometry = Geometry {
        boards: (0u8..4)
            .map(|b| BoardSpec::square("4d", 4, (b & 1, 1 - (b >> 1)), b >> 1))
            .collect(),
    };
    let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(828.0, 579.0));
    let theme = Theme::default();
    let proj = tesseract::projection(Camera::TESSERACT, false, area);
    let scene = tesseract::scene(&geometry, &proj, &theme, area).expect("4D");
    // A rook on a4[0,1] (outer cube), a4[0,0] (inner cube) empty, pawns elsewhere.
    let (from, to) = (Cell::new(2, 0, 3), Cell::new(0, 0, 3));
    let mut pieces = std::collections::BTreeMap::new();
    for t in scene.tiles.iter().filter(|t| t.cell != to) {
        pieces.insert(t.cell, PieceView::plain(Color::Black, Role::Pawn));
    }
    pieces.insert(from, PieceView::plain(Color::Black, Role::Rook));
    let model = BoardModel {
        pieces,
        ..BoardModel::bare(geometry, Default::default())
    };
    let state = BoardState {
        selected: Some(from),
        ..BoardState::default()
    };
    let markers = [(to, Marker::Move), (to, Marker::Beam)];
    let p = still_look(&model, &state, &markers, &theme);
    let order = draw_order(&scene, &p);
    let beams: Vec<usize> = (0..order.len())
        .filter(|&n| matches!(order[n], Item::Beam { .. }))
        .collect();
    assert_eq!(beams.len(), 2, "the beam's two halves");
    let last_tile = order.iter().rposition(|i| matches!(i, Item::Tile(_)));
    let first_piece = order.iter().position(|i| matches!(i, Item::Piece(_)));
    assert!(
        last_tile < beams.first().copied(),
        "a cell painted over the beam"
    );
    assert!(
        beams.last().copied() < first_piece,
        "a piece painted under the beam"
    );
}
