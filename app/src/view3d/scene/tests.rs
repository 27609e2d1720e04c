//! Unit tests of the scene: picking, anchors and the draw order.
use super::*;
use crate::board::{BoardModel, BoardState};

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

fn tile(cell: Cell, center: Pos2, depth: f32) -> Tile {
    Tile {
        cell,
        center,
        u: vec2(40.0, 0.0),
        v: vec2(10.0, -20.0),
        half: 0.5,
        // As in the tesseract: nearer tiles are drawn later, a piece just after
        // its tile.
        draw_key: depth,
        piece_key: depth + 0.5,
        beam_key: depth + 0.25,
        marks_key: 1e6,
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
fn pick_finds_what_is_drawn_on_top_and_legal_targets_first() {
    let back = Cell::new(1, 0, 0);
    let front = Cell::new(0, 0, 0);
    // Two overlapping cells; `back` is farther away, so drawn first.
    let tiles = [
        tile(back, pos2(100.0, 95.0), -1.0),
        tile(front, pos2(100.0, 110.0), 5.0),
    ];
    let nothing = |_: Cell| false;
    let p = pos2(100.0, 103.0);
    assert!(tiles[0].contains(p) && tiles[1].contains(p));
    assert_eq!(pick(&tiles, &nothing, &nothing, p), Some(front));
    assert_eq!(pick(&tiles, &nothing, &nothing, pos2(500.0, 500.0)), None);
    // A piece on `back`: above the cells its body is what is there.
    let on_back = |c: Cell| c == back;
    let above = pos2(100.0, 70.0);
    assert!(!tiles.iter().any(|t| t.contains(above)));
    assert_eq!(pick(&tiles, &on_back, &nothing, above), Some(back));
    // Where the nearer cell is drawn over that piece, the cell is there.
    assert_eq!(pick(&tiles, &on_back, &nothing, p), Some(front));
    // A piece on `front` covers the part of `back` behind it ...
    let on_front = |c: Cell| c == front;
    let q = pos2(100.0, 92.0);
    assert!(tiles[0].contains(q) && !tiles[1].contains(q) && tiles[1].body().contains(q));
    assert_eq!(pick(&tiles, &on_front, &nothing, q), Some(front));
    // ... unless `back` is a legal target: aiming at a target always works.
    let target = |c: Cell| c == back;
    assert_eq!(pick(&tiles, &on_front, &target, q), Some(back));
    // Every cell's anchor picks that cell.
    for occupied in [&nothing as &dyn Fn(Cell) -> bool, &on_back, &on_front] {
        for t in &tiles {
            let a = anchor(&tiles, t, occupied, &nothing);
            assert_eq!(pick(&tiles, occupied, &nothing, a), Some(t.cell));
        }
    }
}

/// Issue 14: a beam of light never hides a piece. Each half of the beam is painted
/// after the cells of its layer and before every piece standing on that layer, in
/// every preset and in the tesseract.
#[test]
fn beams_are_painted_under_the_pieces_of_their_layer() {
    use otherworlds_core::geometry::{BoardSpec, Geometry, PieceView};
    use otherworlds_core::{Color, Role};
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
    for camera in super::super::Camera::PRESETS {
        let proj = super::super::iso::projection(&two_worlds, camera, false, area);
        let scene = super::super::iso::scene(&two_worlds, &proj, &theme, true);
        scenes.push((
            two_worlds.clone(),
            scene,
            Cell::new(0, 6, 0),
            Cell::new(1, 6, 0),
        ));
    }
    let proj = super::super::tesseract::projection(super::super::Camera::TESSERACT, false, area);
    let scene = super::super::tesseract::scene(&four_d, &proj, &theme, area).expect("4D");
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
    use otherworlds_core::geometry::{BoardSpec, Geometry, PieceView};
    use otherworlds_core::{Color, Role};
    let geometry = Geometry {
        boards: (0u8..4)
            .map(|b| BoardSpec::square("4d", 4, (b & 1, 1 - (b >> 1)), b >> 1))
            .collect(),
    };
    let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(828.0, 579.0));
    let theme = Theme::default();
    let proj = super::super::tesseract::projection(super::super::Camera::TESSERACT, false, area);
    let scene = super::super::tesseract::scene(&geometry, &proj, &theme, area).expect("4D");
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
