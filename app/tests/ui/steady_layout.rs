//! Issue 14, point 3: a layout that holds still. The side panel has a fixed width (a
//! long 4D move does not widen it), the replay caption has its line reserved, and in a
//! small window the side panel gives the board room.
use crate::support::*;
use egui::{Key, Rect};
use otherworlds::OtherworldsApp;
use otherworlds::command::Request;
use otherworlds_core::{ValhallaOptions, Variant};

/// Where each board was drawn.
fn board_rects(h: &H) -> Vec<Rect> {
    let layout = h.state().board_state().layout.clone().expect("drawn");
    layout.boards.iter().map(|b| b.rect).collect()
}

#[test]
fn the_board_holds_still_when_a_long_4d_move_appears() {
    for (width, height) in [(1300.0, 800.0), (1100.0, 760.0), (800.0, 600.0)] {
        let mut h = harness_timed(
            OtherworldsApp::for_tests_after(Variant::FourD, &[]),
            width,
            height,
            FAST_STEP_DT,
        );
        let before = board_rects(&h);
        let (from, to) = (cell(&h, "a1[0,0]"), cell(&h, "a1[0,1]"));
        play(&mut h, from, to);
        assert_eq!(moves(&h), ["a1[0,0]a1[0,1]"]);
        let list = h.state().session().move_list().to_vec();
        assert!(list[0].len() >= 14, "a long move string: {list:?}");
        h.run();
        assert_eq!(board_rects(&h), before, "{width}x{height}");
    }
}

#[test]
fn the_board_holds_still_when_the_looking_back_caption_appears() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    let before = board_rects(&h);
    press(&mut h, Key::ArrowLeft);
    assert_eq!(h.state().viewed_ply(), 1);
    assert_eq!(board_rects(&h), before, "looking back");
    press(&mut h, Key::End);
    assert_eq!(board_rects(&h), before, "back to the game");
}

#[test]
fn the_board_holds_still_when_a_replay_caption_appears() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    let before = board_rects(&h);
    let path = dir
        .path()
        .join("a-game-with-a-rather-long-file-name-for-the-caption.json");
    issue(&mut h, Request::SaveTo(path.clone()));
    issue(&mut h, Request::LoadFrom(path));
    assert!(h.state().replay_info().is_some());
    assert_eq!(board_rects(&h), before);
}

#[test]
fn at_640x480_the_side_panel_leaves_the_board_room() {
    let valhalla = Variant::Valhalla(ValhallaOptions::default());
    let h = harness_sized(OtherworldsApp::for_tests_after(valhalla, &[]), 640.0, 480.0);
    let layout = h.state().board_state().layout.clone().expect("drawn");
    assert!(
        layout.cell_size >= 25.0,
        "Valhalla cells at 640x480: {}",
        layout.cell_size
    );
}
