//! Unit tests of the scene: picking and anchors.
use super::*;

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
