//! Keyboard play in every variant (seed 002: Tab reaches the cells, Enter or Space
//! selects or moves, arrows move within a board, Alt+arrows between boards, Escape
//! clears). Each test plays with keys alone; standard chess is in board_ui.rs.
use crate::support::*;
use egui::Key;
use otherworlds::board::Marker;
use otherworlds_core::{ValhallaOptions, Variant};

/// TW-3 by keyboard: the e2 pawn steps up to the Sky (Alt+Right reaches the same
/// square there); Black answers on Earth.
#[test]
fn tw_3_a_step_up_by_keyboard_only() {
    let mut h = after(Variant::TwoWorlds, &[]);
    tab_to_board(&mut h);
    let (e2, sky_e2) = (cell(&h, "e2"), cell(&h, "E2"));
    arrow_to(&mut h, e2);
    press(&mut h, Key::Space);
    assert_eq!(h.state().board_state().selected, Some(e2));
    assert!(
        h.state()
            .board_state()
            .painted_markers
            .contains(&(sky_e2, Marker::Beam))
    );
    press_alt(&mut h, Key::ArrowRight);
    assert_eq!(h.state().board_state().focused, Some(sky_e2));
    press(&mut h, Key::Enter);
    assert_eq!(moves(&h), ["e2E2"]);
    // Back to Earth with Alt+Left, and 1... e5.
    let (e7, e5) = (cell(&h, "e7"), cell(&h, "e5"));
    arrow_to(&mut h, e7);
    press(&mut h, Key::Enter);
    arrow_to(&mut h, e5);
    press(&mut h, Key::Enter);
    assert_eq!(moves(&h), ["e2E2", "e7e5"]);
}

/// 4D, the seed's first lesson by keyboard: the rook a1[0,0] goes up a row of boards
/// with Alt+Up to a1[0,1].
#[test]
fn d4_the_seeds_rook_move_by_keyboard_only() {
    for variant in [Variant::FourD, Variant::FourDClassic] {
        let mut h = after(variant, &[]);
        tab_to_board(&mut h);
        let (from, to) = (cell(&h, "a1[0,0]"), cell(&h, "a1[0,1]"));
        arrow_to(&mut h, from);
        press(&mut h, Key::Enter);
        press_alt(&mut h, Key::ArrowUp);
        assert_eq!(h.state().board_state().focused, Some(to), "{variant}");
        press(&mut h, Key::Enter);
        assert_eq!(moves(&h), ["a1[0,0]a1[0,1]"], "{variant}");
        // Escape clears a selection, then the focus.
        let b3 = cell(&h, "b3[0,1]");
        arrow_to(&mut h, b3);
        press(&mut h, Key::Space);
        assert_eq!(h.state().board_state().selected, Some(b3), "{variant}");
        press(&mut h, Key::Escape);
        assert_eq!(h.state().board_state().selected, None, "{variant}");
        assert_eq!(h.state().board_state().focused, Some(b3), "{variant}");
        press(&mut h, Key::Escape);
        assert_eq!(h.state().board_state().focused, None, "{variant}");
    }
}

/// Valhalla by keyboard: moves on the battlefield, P passes on Valhalla, and the
/// captured pawn is placed on Valhalla by moving the focus there and pressing Enter.
#[test]
fn vh_a_whole_turn_with_a_transfer_by_keyboard_only() {
    let mut h = after(Variant::Valhalla(ValhallaOptions::default()), &[]);
    tab_to_board(&mut h);
    let on = |h: &H, board, name| cell_on(h, board, name);
    for (from, to) in [("e2", "e4"), ("d7", "d5")] {
        let (from, to) = (on(&h, 0, from), on(&h, 0, to));
        arrow_to(&mut h, from);
        press(&mut h, Key::Enter);
        arrow_to(&mut h, to);
        press(&mut h, Key::Enter);
        press(&mut h, Key::P);
    }
    assert_eq!(moves(&h), ["e2e4", "0000", "d7d5", "0000"]);
    let (e4, d5) = (on(&h, 0, "e4"), on(&h, 0, "d5"));
    arrow_to(&mut h, e4);
    press(&mut h, Key::Enter);
    arrow_to(&mut h, d5);
    press(&mut h, Key::Enter);
    let d7 = on(&h, 1, "d7");
    arrow_to(&mut h, d7);
    press(&mut h, Key::Enter);
    assert_eq!(&moves(&h)[4..], ["e4d5", "p@d7"]);
}
