//! Issue 14, point 8: the board is one key away. B gives the board the keyboard focus
//! (in 2D and 3D), from wherever the focus was; the View menu lists the key.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds_core::Variant;

#[test]
fn b_focuses_the_board_and_play_goes_on_by_keys() {
    let mut h = after(Variant::Standard, &[]);
    assert!(h.state().board_state().focused.is_none());
    // Somewhere else first: the Tab order's first button.
    press(&mut h, Key::Tab);
    press(&mut h, Key::B);
    let focused = h
        .state()
        .board_state()
        .focused
        .expect("B reached the board");
    assert_eq!(focused.board, 0);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    arrow_to(&mut h, e2);
    press(&mut h, Key::Enter);
    arrow_to(&mut h, e4);
    press(&mut h, Key::Enter);
    assert_eq!(moves(&h), ["e2e4"]);
}

#[test]
fn b_focuses_the_board_in_3d_too_and_the_menu_says_so() {
    let mut h = harness(OtherworldsApp::for_tests_after(Variant::TwoWorlds, &[]));
    press(&mut h, Key::V);
    press(&mut h, Key::B);
    assert!(h.state().board_state().focused.is_some(), "3D");
    click_label(&mut h, "View");
    assert!(h.query_by_label_contains("Focus the board").is_some());
}
