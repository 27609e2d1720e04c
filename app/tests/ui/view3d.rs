//! The pseudo-3D views driven like a user would: keys switch views, drags orbit, the
//! wheel zooms, and moves are made by clicking or dragging in the stacked layers and
//! in the tesseract; the markers are the 2D view's.
use crate::support::*;
use egui::{
    Event, Key, Modifiers, MouseWheelSource, MouseWheelUnit, PointerButton, Pos2, TouchPhase, vec2,
};
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::settings::Settings;
use otherworlds::view3d::{Camera, ViewMode};
use otherworlds_core::Variant;
use otherworlds_core::geometry::{Cell, MoveKind};

/// A new game of `variant` in a 1200x800 window.
fn view_harness(variant: Variant) -> H {
    harness_sized(OtherworldsApp::for_tests_after(variant, &[]), 1200.0, 800.0)
}

fn mode(h: &H) -> ViewMode {
    h.state().settings().view.mode
}

fn camera(h: &H) -> Camera {
    let view = h.state().settings().view;
    match view.mode {
        ViewMode::Tesseract => view.tesseract,
        _ => view.camera,
    }
}

/// Where a cell's widget is (at the centre of the cell as drawn).
fn cell_pos(h: &H, cell: Cell) -> Pos2 {
    // In 2D the layout says it (Valhalla's two boards share cell names).
    if let Some(layout) = &h.state().board_state().layout {
        return layout.cell_rect(cell).expect("on the board").center();
    }
    // Cells are spoken with their board where there are several ("e2, Sky, …").
    let spoken = otherworlds::board::interact::spoken_name(h.state().session().board_model(), cell);
    let prefix = format!("{spoken}, ");
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .rect()
        .center()
}

/// A click on the cell where the view on screen draws it (2D or 3D).
fn click_view(h: &mut H, cell: Cell) {
    let pos = cell_pos(h, cell);
    click_at(h, pos);
}

/// Presses `button` at `from`, moves to `to` in steps, releases.
fn drag(h: &mut H, from: Pos2, to: Pos2, button: PointerButton) {
    h.hover_at(from);
    h.step();
    h.event(Event::PointerButton {
        pos: from,
        button,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.step();
    for i in 1..=8 {
        h.hover_at(from + (to - from) * (i as f32 / 8.0));
        h.step();
    }
    h.event(Event::PointerButton {
        pos: to,
        button,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.run();
}

fn wheel(h: &mut H, at: Pos2, dy: f32) {
    h.hover_at(at);
    h.event(Event::MouseWheel {
        unit: MouseWheelUnit::Point,
        delta: vec2(0.0, dy),
        phase: TouchPhase::Move,
        source: MouseWheelSource::Unknown,
        modifiers: Modifiers::NONE,
    });
    h.run();
}

/// The cell of a legal move of this kind from `from` (None if there is none).
fn target(h: &H, from: Cell, kind: MoveKind) -> Option<Cell> {
    h.state()
        .session()
        .board_model()
        .moves
        .iter()
        .find(|m| m.from == Some(from) && m.kind == kind)
        .and_then(|m| m.to)
}

/// Earth is board 0 and the Sky board 1; e2 is file 4, rank 1.
fn tw(board: u8, file: u8, rank: u8) -> Cell {
    Cell::new(board, file, rank)
}

#[test]
fn view_keys_1_2_3_v_and_t_switch_views() {
    let mut h = view_harness(Variant::TwoWorlds);
    assert_eq!(mode(&h), ViewMode::Flat);
    assert!(
        h.state().board_state().layout.is_some(),
        "the 2D board is drawn"
    );
    press(&mut h, Key::Num2);
    assert_eq!(mode(&h), ViewMode::Iso);
    assert_eq!(camera(&h), Camera::PRESETS[1]);
    assert!(
        h.state().board_state().layout.is_none(),
        "the 3D view is drawn"
    );
    press(&mut h, Key::Num3);
    assert_eq!(camera(&h), Camera::PRESETS[2]);
    press(&mut h, Key::Num1);
    assert_eq!(camera(&h), Camera::PRESETS[0]);
    // V goes to 2D and back to the same 3D view.
    press(&mut h, Key::V);
    assert_eq!(mode(&h), ViewMode::Flat);
    assert!(h.state().board_state().layout.is_some());
    press(&mut h, Key::V);
    assert_eq!(mode(&h), ViewMode::Iso);
    assert_eq!(camera(&h), Camera::PRESETS[0]);
    // Two Worlds has no tesseract: T does nothing.
    press(&mut h, Key::T);
    assert_eq!(mode(&h), ViewMode::Iso);
    assert!(h.query_by_label("Tesseract").is_none());

    let mut h = view_harness(Variant::FourD);
    press(&mut h, Key::T);
    assert_eq!(mode(&h), ViewMode::Tesseract);
    assert_eq!(camera(&h), Camera::TESSERACT);
    // V leaves the tesseract for 2D and comes back to it.
    press(&mut h, Key::V);
    assert_eq!(mode(&h), ViewMode::Flat);
    press(&mut h, Key::V);
    assert_eq!(mode(&h), ViewMode::Tesseract);
    press(&mut h, Key::T);
    assert_eq!(mode(&h), ViewMode::Flat);
    // The view bar's buttons do the same with the mouse.
    click_label(&mut h, "Tesseract");
    assert_eq!(mode(&h), ViewMode::Tesseract);
    click_label(&mut h, "3D 2");
    assert_eq!((mode(&h), camera(&h)), (ViewMode::Iso, Camera::PRESETS[1]));
    click_label(&mut h, "2D");
    assert_eq!(mode(&h), ViewMode::Flat);
}

#[test]
fn view_dragging_empty_space_orbits_and_the_wheel_zooms() {
    for (variant, view_key) in [(Variant::TwoWorlds, Key::Num1), (Variant::FourD, Key::T)] {
        let mut h = view_harness(variant);
        press(&mut h, view_key);
        let before = camera(&h);
        // The bottom left corner of the view: nothing is drawn there.
        let empty = Pos2::new(20.0, 700.0);
        drag(
            &mut h,
            empty,
            empty + vec2(120.0, 60.0),
            PointerButton::Primary,
        );
        let after = camera(&h);
        assert!(
            after.yaw_deg > before.yaw_deg,
            "{variant}: {before:?} -> {after:?}"
        );
        assert!(
            after.pitch_deg > before.pitch_deg,
            "{variant}: {before:?} -> {after:?}"
        );
        assert!(h.state().session().move_strings().is_empty());
        assert_eq!(h.state().board_state().selected, None);
        // A right-button drag orbits even when it starts on a piece.
        let piece = *h
            .state()
            .session()
            .board_model()
            .pieces
            .keys()
            .next()
            .expect("pieces");
        let at = cell_pos(&h, piece);
        drag(&mut h, at, at - vec2(80.0, 0.0), PointerButton::Secondary);
        assert!(camera(&h).yaw_deg < after.yaw_deg, "{variant}");
        assert!(h.state().session().move_strings().is_empty());
        // The wheel zooms in and out.
        let zoom = camera(&h).zoom;
        wheel(&mut h, empty, 120.0);
        let closer = camera(&h).zoom;
        assert!(closer > zoom, "{variant}: {zoom} -> {closer}");
        wheel(&mut h, empty, -240.0);
        assert!(camera(&h).zoom < closer, "{variant}");
    }
}

#[test]
fn tw_moves_by_clicking_and_dragging_in_the_isometric_view() {
    let mut h = view_harness(Variant::TwoWorlds);
    press(&mut h, Key::Num1);
    // 1. e4 by two clicks.
    let (e2, e4) = (tw(0, 4, 1), tw(0, 4, 3));
    click_view(&mut h, e2);
    assert_eq!(h.state().board_state().selected, Some(e2));
    click_view(&mut h, e4);
    let after_e4 = h.state().session().move_strings();
    assert_eq!(after_e4.len(), 1);
    assert_eq!(
        h.state()
            .session()
            .board_model()
            .pieces
            .get(&e4)
            .map(|p| p.role),
        Some(otherworlds_core::Role::Pawn)
    );
    // 1... Nf6 by drag and drop.
    let (g8, f6) = (tw(0, 6, 7), tw(0, 5, 5));
    let (from, to) = (cell_pos(&h, g8), cell_pos(&h, f6));
    drag(&mut h, from, to, PointerButton::Primary);
    assert_eq!(h.state().session().move_strings().len(), 2);
    assert!(h.state().session().board_model().pieces.contains_key(&f6));
    // 2. The g1 knight rises to the Sky by clicks: a vertical move between layers.
    let g1 = tw(0, 6, 0);
    click_view(&mut h, g1);
    let sky = target(&h, g1, MoveKind::VerticalStep).expect("the knight may rise");
    assert_eq!(sky, tw(1, 6, 0));
    click_view(&mut h, sky);
    assert_eq!(h.state().session().move_strings().len(), 3);
    let piece = h.state().session().board_model().pieces.get(&sky).copied();
    assert_eq!(piece.map(|p| p.role), Some(otherworlds_core::Role::Knight));
}

#[test]
fn fd_a_move_by_clicks_in_the_tesseract_view() {
    let mut h = view_harness(Variant::FourD);
    press(&mut h, Key::T);
    assert_eq!(mode(&h), ViewMode::Tesseract);
    // Some quiet move of a white piece whose cells are in view: a pawn's step.
    let model = h.state().session().board_model().clone();
    let mv = model
        .moves
        .iter()
        .find(|m| {
            m.kind == MoveKind::Quiet
                && m.from
                    .and_then(|c| model.pieces.get(&c))
                    .is_some_and(|p| p.role == otherworlds_core::Role::Pawn)
        })
        .expect("a pawn step")
        .clone();
    let (from, to) = (mv.from.expect("from"), mv.to.expect("to"));
    click_view(&mut h, from);
    assert_eq!(h.state().board_state().selected, Some(from));
    click_view(&mut h, to);
    assert_eq!(h.state().session().move_strings(), vec![mv.text]);
    assert!(h.state().session().board_model().pieces.contains_key(&to));
}

/// For every piece that can move in every variant: the markers the 3D views paint are
/// the 2D view's, and the selection made in one view shows in the other.
#[test]
fn view_markers_in_3d_match_the_2d_view_for_every_selection() {
    for variant in Variant::all() {
        let mut h = view_harness(variant);
        let model = h.state().session().board_model().clone();
        let mut froms: Vec<Cell> = model.moves.iter().filter_map(|m| m.from).collect();
        froms.sort();
        froms.dedup();
        let tesseract = matches!(variant, Variant::FourD | Variant::FourDClassic);
        for from in froms {
            if !model.pieces.contains_key(&from) {
                continue; // a transfer's "from" is where a piece was captured
            }
            // Selected in 2D (by keyboard-free click on its widget).
            click_view(&mut h, from);
            assert_eq!(h.state().board_state().selected, Some(from), "{variant}");
            let flat = h.state().board_state().painted_markers.clone();
            assert!(!flat.is_empty(), "{variant}: {from:?} has moves");
            // V returns to the last 3D view (the tesseract after the first 4D piece).
            press(&mut h, Key::V);
            assert_ne!(mode(&h), ViewMode::Flat);
            assert_eq!(h.state().board_state().selected, Some(from), "{variant}");
            assert_eq!(
                h.state().board_state().painted_markers,
                flat,
                "{variant}: {from:?} in 3D"
            );
            if tesseract {
                if mode(&h) != ViewMode::Tesseract {
                    press(&mut h, Key::T);
                }
                assert_eq!(mode(&h), ViewMode::Tesseract);
                assert_eq!(
                    h.state().board_state().painted_markers,
                    flat,
                    "{variant}: {from:?} in the tesseract"
                );
                // Deselect in the tesseract: the 2D view shows no marker either.
                press(&mut h, Key::Escape);
                press(&mut h, Key::T);
            } else {
                press(&mut h, Key::Escape);
                press(&mut h, Key::V);
            }
            assert_eq!(mode(&h), ViewMode::Flat);
            if h.state().board_state().selected.is_some() {
                click_view(&mut h, from);
            }
            assert_eq!(h.state().board_state().selected, None, "{variant}");
        }
    }
}

/// The view and both cameras are part of the display settings (eframe stores them as
/// RON); settings from before the 3D views open in 2D.
#[test]
fn view_mode_and_cameras_survive_a_restart() {
    let mut h = view_harness(Variant::FourD);
    press(&mut h, Key::T);
    let corner = Pos2::new(20.0, 700.0);
    drag(
        &mut h,
        corner,
        corner + vec2(50.0, 30.0),
        PointerButton::Primary,
    );
    wheel(&mut h, corner, 100.0);
    let saved = h.state().settings().clone();
    assert_ne!(
        saved.view.tesseract,
        Camera::TESSERACT,
        "orbited and zoomed"
    );
    let text = ron::to_string(&saved).expect("serialisable");
    let restored: Settings = ron::from_str(&text).expect("readable");
    let mut app = OtherworldsApp::for_tests_with_settings(restored);
    app.issue(otherworlds::command::Request::StartVariant(Variant::FourD));
    let h = harness_sized(app, 1200.0, 800.0);
    assert_eq!(h.state().settings().view, saved.view);
    assert_eq!(mode(&h), ViewMode::Tesseract);
    assert_eq!(camera(&h), saved.view.tesseract);

    let mut old = serde_json::to_value(&saved).expect("serialisable");
    old.as_object_mut().expect("a map").remove("view");
    let old: Settings = serde_json::from_value(old).expect("old settings still load");
    assert_eq!(old.view, otherworlds::view3d::ViewSettings::default());
    assert_eq!(old.view.mode, ViewMode::Flat);
}
