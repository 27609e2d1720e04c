//! Issue 17, point 4: drawing on the board as on lichess. A right drag from cell to cell
//! draws an arrow, a right click a circle, the same again removes it; Shift, Alt and
//! both choose red, blue and yellow instead of green; a left click clears. The keys O,
//! D and Delete do the same on the focused cell. Drawings belong to the viewed ply and
//! are saved with the game. The shapes are found in the painted output by the theme's
//! colours and where they lie on the board.
use crate::support::*;
use egui::epaint::Shape;
use egui::{Color32, Event, Key, Modifiers, PointerButton, Pos2};
use otherworlds::command::{Command, Request};
use otherworlds_core::Variant;
use otherworlds_core::geometry::Cell;
use tempfile::TempDir;

/// Holds `modifiers` down from the next frame on (as a keyboard does).
fn hold(h: &mut H, modifiers: Modifiers) {
    h.event(Event::ModifiersChanged(modifiers));
    h.step();
}

fn button(h: &mut H, pos: Pos2, button: PointerButton, pressed: bool, modifiers: Modifiers) {
    h.event(Event::PointerButton {
        pos,
        button,
        pressed,
        modifiers,
    });
}

/// A right click at `pos` with `modifiers` held.
fn right_click_at(h: &mut H, pos: Pos2, modifiers: Modifiers) {
    hold(h, modifiers);
    h.hover_at(pos);
    button(h, pos, PointerButton::Secondary, true, modifiers);
    button(h, pos, PointerButton::Secondary, false, modifiers);
    h.run();
    hold(h, Modifiers::NONE);
    h.run();
}

fn right_click(h: &mut H, cell: Cell, modifiers: Modifiers) {
    let pos = center(h, cell);
    right_click_at(h, pos, modifiers);
}

/// The right button pressed on `from`, moved in steps to `to` and released there.
fn right_drag(h: &mut H, from: Cell, to: Cell, modifiers: Modifiers) {
    let (a, b) = (center(h, from), center(h, to));
    hold(h, modifiers);
    h.hover_at(a);
    button(h, a, PointerButton::Secondary, true, modifiers);
    h.step();
    for i in 1..=8 {
        h.hover_at(a + (b - a) * (i as f32 / 8.0));
        h.step();
    }
    button(h, b, PointerButton::Secondary, false, modifiers);
    h.run();
    hold(h, Modifiers::NONE);
    h.run();
}

/// The painted arrows of `color`: each is one group of a shaft from its start and a
/// head to its tip; returned as (start, tip).
fn arrows(h: &H, color: Color32) -> Vec<(Pos2, Pos2)> {
    let mut found = Vec::new();
    for clipped in h.output().shapes.iter() {
        let Shape::Vec(parts) = &clipped.shape else {
            continue;
        };
        let shaft = parts.iter().find_map(|p| match p {
            Shape::LineSegment { points, stroke } if stroke.color == color => Some(points[0]),
            _ => None,
        });
        let tip = parts.iter().find_map(|p| match p {
            Shape::Path(path) if path.closed && path.fill == color => path.points.first().copied(),
            _ => None,
        });
        if let (Some(start), Some(tip)) = (shaft, tip) {
            found.push((start, tip));
        }
    }
    found
}

/// The painted rings of `color` (circles stroked, not filled), by their centres.
fn circles(h: &H, color: Color32) -> Vec<Pos2> {
    h.output()
        .shapes
        .iter()
        .filter_map(|c| match &c.shape {
            Shape::Circle(circle)
                if circle.stroke.color == color && circle.fill == Color32::TRANSPARENT =>
            {
                Some(circle.center)
            }
            _ => None,
        })
        .collect()
}

/// The cells the arrows of `color` go from and to, where the 2D board has its cells.
fn arrow_cells(h: &H, color: Color32) -> Vec<(Cell, Cell)> {
    let layout = h.state().board_state().layout.clone().expect("drawn in 2D");
    arrows(h, color)
        .into_iter()
        .filter_map(|(a, b)| Some((layout.cell_at(a)?, layout.cell_at(b)?)))
        .collect()
}

fn circle_cells(h: &H, color: Color32) -> Vec<Cell> {
    let layout = h.state().board_state().layout.clone().expect("drawn in 2D");
    circles(h, color)
        .into_iter()
        .filter_map(|p| layout.cell_at(p))
        .collect()
}

fn green(h: &H) -> Color32 {
    h.state().theme().draw_green
}

#[test]
fn a_right_drag_draws_an_arrow_from_e2_to_e4_and_again_removes_it() {
    let mut h = after(Variant::Standard, &[]);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    right_drag(&mut h, e2, e4, Modifiers::NONE);
    assert_eq!(arrow_cells(&h, green(&h)), [(e2, e4)]);
    // It starts at e2's centre and its tip points to e4's centre.
    let (start, tip) = arrows(&h, green(&h))[0];
    assert!((start - center(&h, e2)).length() < 1.0, "{start:?}");
    let (to_e4, along) = (center(&h, e4) - start, tip - start);
    assert!(along.normalized().dot(to_e4.normalized()) > 0.999);
    // No piece moved, nothing selected: the right button does not play.
    assert!(moves(&h).is_empty());
    assert_eq!(h.state().board_state().selected, None);
    right_drag(&mut h, e2, e4, Modifiers::NONE);
    assert!(
        arrows(&h, green(&h)).is_empty(),
        "the same arrow again removes it"
    );
}

#[test]
fn a_right_click_draws_a_circle_and_again_removes_it() {
    let mut h = after(Variant::Standard, &[]);
    let d5 = cell(&h, "d5");
    right_click(&mut h, d5, Modifiers::NONE);
    assert_eq!(circle_cells(&h, green(&h)), [d5]);
    assert!(label(&h, d5).contains("green circle"), "{}", label(&h, d5));
    right_click(&mut h, d5, Modifiers::NONE);
    assert!(circle_cells(&h, green(&h)).is_empty());
}

#[test]
fn shift_alt_and_both_choose_red_blue_and_yellow() {
    let mut h = after(Variant::Standard, &[]);
    let theme = h.state().theme().clone();
    let (d4, d5, e5, f5) = (
        cell(&h, "d4"),
        cell(&h, "d5"),
        cell(&h, "e5"),
        cell(&h, "f5"),
    );
    right_click(&mut h, d5, Modifiers::SHIFT);
    right_click(&mut h, e5, Modifiers::ALT);
    right_click(&mut h, f5, Modifiers::SHIFT | Modifiers::ALT);
    right_drag(&mut h, d4, d5, Modifiers::SHIFT);
    assert_eq!(circle_cells(&h, theme.draw_red), [d5]);
    assert_eq!(circle_cells(&h, theme.draw_blue), [e5]);
    assert_eq!(circle_cells(&h, theme.draw_yellow), [f5]);
    assert_eq!(arrow_cells(&h, theme.draw_red), [(d4, d5)]);
    assert!(circles(&h, theme.draw_green).is_empty());
    // Drawing the red circle in green recolours it (lichess).
    right_click(&mut h, d5, Modifiers::NONE);
    assert_eq!(circle_cells(&h, theme.draw_green), [d5]);
    assert!(circle_cells(&h, theme.draw_red).is_empty());
}

#[test]
fn a_left_click_on_the_board_clears_the_drawings() {
    let mut h = after(Variant::Standard, &[]);
    let (e2, e4, a5) = (cell(&h, "e2"), cell(&h, "e4"), cell(&h, "a5"));
    right_drag(&mut h, e2, e4, Modifiers::NONE);
    right_click(&mut h, a5, Modifiers::NONE);
    assert_eq!(arrows(&h, green(&h)).len(), 1);
    click(&mut h, a5);
    assert!(arrows(&h, green(&h)).is_empty());
    assert!(circles(&h, green(&h)).is_empty());
}

#[test]
fn drawings_belong_to_the_viewed_ply() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    let (e4, e5, g1, f3) = (
        cell(&h, "e4"),
        cell(&h, "e5"),
        cell(&h, "g1"),
        cell(&h, "f3"),
    );
    right_click(&mut h, e5, Modifiers::NONE);
    issue(&mut h, Command::ViewBack);
    assert_eq!(h.state().viewed_ply(), 1);
    assert!(
        circles(&h, green(&h)).is_empty(),
        "ply 2's circle not on ply 1"
    );
    right_drag(&mut h, g1, f3, Modifiers::NONE);
    right_click(&mut h, e4, Modifiers::NONE);
    assert_eq!(arrow_cells(&h, green(&h)), [(g1, f3)]);
    issue(&mut h, Command::ViewForward);
    assert_eq!(h.state().viewed_ply(), 2);
    assert_eq!(circle_cells(&h, green(&h)), [e5]);
    assert!(arrows(&h, green(&h)).is_empty());
    issue(&mut h, Command::ViewBack);
    assert_eq!(arrow_cells(&h, green(&h)), [(g1, f3)]);
    assert_eq!(circle_cells(&h, green(&h)), [e4]);
}

#[test]
fn drawings_are_saved_with_the_game_and_read_back() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = dir.path().join("drawn.owgame");
    let mut h = after(Variant::Standard, &["e2e4"]);
    let theme = h.state().theme().clone();
    let (e4, d2, d4) = (cell(&h, "e4"), cell(&h, "d2"), cell(&h, "d4"));
    right_click(&mut h, e4, Modifiers::NONE);
    issue(&mut h, Command::ViewStart);
    right_drag(&mut h, d2, d4, Modifiers::SHIFT);
    issue(&mut h, Request::SaveTo(path.clone()));
    let text = std::fs::read_to_string(&path).expect("saved");
    let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(
        value["drawings"],
        serde_json::json!([
            {"ply": 0, "arrows": [["d2", "d4", "red"]]},
            {"ply": 1, "circles": [["e4", "green"]]}
        ]),
        "{text}"
    );
    // Opened in the replay player, from the start position.
    issue(&mut h, Request::LoadFrom(path));
    assert!(
        h.state().replay_info().is_some(),
        "{:?}",
        h.state().notice()
    );
    assert_eq!(h.state().viewed_ply(), 0);
    assert_eq!(arrow_cells(&h, theme.draw_red), [(d2, d4)]);
    issue(&mut h, Command::ViewForward);
    assert_eq!(circle_cells(&h, theme.draw_green), [e4]);
    assert!(arrows(&h, theme.draw_red).is_empty());
}

#[test]
fn a_drawing_is_autosaved() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness(otherworlds::OtherworldsApp::for_tests_with_autosave(
        dir.path(),
    ));
    let d5 = cell(&h, "d5");
    right_click(&mut h, d5, Modifiers::ALT);
    settle(&mut h);
    let file = h.state().autosave_file().expect("autosaves").to_path_buf();
    let text = std::fs::read_to_string(file).expect("autosaved");
    assert!(text.contains("\"d5\","), "{text}");
    assert!(text.contains("\"blue\""), "{text}");
}

#[test]
fn the_keys_draw_circles_and_arrows_on_the_focused_cell() {
    let mut h = after(Variant::Standard, &[]);
    let theme = h.state().theme().clone();
    let (e2, e4, c3) = (cell(&h, "e2"), cell(&h, "e4"), cell(&h, "c3"));
    tab_to_board(&mut h);
    arrow_to(&mut h, e2);
    press(&mut h, Key::D);
    assert!(
        label(&h, e2).contains("arrow starts here"),
        "{}",
        label(&h, e2)
    );
    arrow_to(&mut h, e4);
    press(&mut h, Key::D);
    assert_eq!(arrow_cells(&h, theme.draw_green), [(e2, e4)]);
    assert!(
        label(&h, e2).contains("green arrow to e4"),
        "{}",
        label(&h, e2)
    );
    arrow_to(&mut h, c3);
    press(&mut h, Key::O);
    h.key_press_modifiers(Modifiers::SHIFT, Key::O);
    h.run();
    // O drew a green circle; Shift+O on it recoloured it red.
    assert_eq!(circle_cells(&h, theme.draw_red), [c3]);
    h.key_press_modifiers(Modifiers::ALT | Modifiers::SHIFT, Key::D);
    h.run();
    arrow_to(&mut h, e4);
    h.key_press_modifiers(Modifiers::NONE, Key::D);
    h.run();
    assert_eq!(arrow_cells(&h, theme.draw_yellow), [(c3, e4)]);
    // Escape gives up an arrow begun by key (and keeps the focus on the board).
    press(&mut h, Key::D);
    press(&mut h, Key::Escape);
    assert!(h.state().board_state().focused.is_some());
    press(&mut h, Key::Delete);
    assert!(arrows(&h, theme.draw_green).is_empty());
    assert!(arrows(&h, theme.draw_yellow).is_empty());
    assert!(circles(&h, theme.draw_red).is_empty());
    assert!(moves(&h).is_empty());
}

/// An arrow between two boards of a flat view is drawn straight across: Two Worlds'
/// Earth to Sky, 4D's w=0 to w=1, Valhalla's battlefield to Valhalla.
#[test]
fn arrows_go_across_the_boards_of_every_flat_view() {
    for (variant, from, to) in [
        (Variant::TwoWorlds, (0, "e2"), (1, "E4")),
        (Variant::FourD, (0, "a1[0,0]"), (2, "a1[0,1]")),
        (Variant::Valhalla(Default::default()), (0, "e2"), (1, "e4")),
    ] {
        let mut h = after(variant, &[]);
        let (a, b) = (cell_on(&h, from.0, from.1), cell_on(&h, to.0, to.1));
        assert_ne!(a.board, b.board, "{variant}");
        right_drag(&mut h, a, b, Modifiers::NONE);
        assert_eq!(arrow_cells(&h, green(&h)), [(a, b)], "{variant}");
        right_click(&mut h, b, Modifiers::NONE);
        assert_eq!(circle_cells(&h, green(&h)), [b], "{variant}");
    }
}

/// In the 3D layers a right click circles the cell drawn under the pointer (a right
/// drag turns the camera there).
#[test]
fn a_right_click_circles_a_cell_in_the_3d_view() {
    let mut h = after(Variant::TwoWorlds, &[]);
    press(&mut h, Key::Num1);
    let e4 = cell_on(&h, 0, "e4");
    let scene = h.state().scene_3d().expect("drawn in 3D");
    let pos = scene.tile(e4).expect("a tile").center;
    right_click_at(&mut h, pos, Modifiers::NONE);
    let sketch = h.state().board_state().drawing.as_ref().expect("drawable");
    let circles_3d: Vec<Cell> = sketch
        .current()
        .map(|d| d.circles.iter().map(|c| c.cell).collect())
        .unwrap_or_default();
    assert_eq!(circles_3d, [e4]);
    assert!(
        circles(&h, green(&h))
            .iter()
            .any(|c| (*c - pos).length() < 1.0),
        "painted at the tile's centre"
    );
}

/// The drawing keys work in the 3D views too (they share the cells' keyboard widgets).
#[test]
fn the_keys_draw_in_the_3d_view() {
    let mut h = after(Variant::TwoWorlds, &[]);
    press(&mut h, Key::Num1);
    assert!(h.state().scene_3d().is_some(), "drawn in 3D");
    tab_to_board(&mut h);
    let first = h.state().board_state().focused.expect("a focused cell");
    press(&mut h, Key::D);
    press(&mut h, Key::ArrowRight);
    let second = h.state().board_state().focused.expect("a focused cell");
    assert_ne!(first, second);
    press(&mut h, Key::D);
    press(&mut h, Key::O);
    let sketch = h.state().board_state().drawing.as_ref().expect("drawable");
    let drawing = sketch.current().expect("something drawn");
    assert_eq!(
        drawing
            .arrows
            .iter()
            .map(|a| (a.from, a.to))
            .collect::<Vec<_>>(),
        [(first, second)]
    );
    assert_eq!(drawing.circles.len(), 1);
    assert_eq!(drawing.circles[0].cell, second);
}
