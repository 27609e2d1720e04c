//! Issue 14, point 7: nothing silently does nothing. Pass says why it cannot be used,
//! "Continue from here" keeps the file's players, a click on an older position says
//! how to get back, and after a Valhalla transfer the board-1 move stays highlighted.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::{NodeT, Queryable};
use otherworlds::OtherworldsApp;
use otherworlds::board::Highlight;
use otherworlds::command::Request;
use otherworlds::players::{Player, Players};
use otherworlds::shell::NoticeKind;
use otherworlds_core::record::{self, GameRecord};
use otherworlds_core::{AnyPosition, Game, ValhallaOptions, Variant};

/// After 1. e4 (pass) d5 (pass), White's exd5 captures.
const AFTER_E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 2";

fn valhalla() -> Variant {
    Variant::Valhalla(ValhallaOptions::default())
}

/// exd5, and Black puts the pawn on d7 of Valhalla: White is to move there, and board
/// 2 holds more than the kings.
fn after_the_transfer() -> H {
    let mut h = at(valhalla(), AFTER_E4_D5);
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    play(&mut h, e4, d5);
    let d7 = cell_on(&h, 1, "d7");
    click(&mut h, d7);
    assert_eq!(moves(&h), ["e4d5", "p@d7"]);
    h
}

#[test]
fn vh_4_pass_when_not_allowed_is_disabled_and_says_why() {
    let mut h = after_the_transfer();
    let pass = h.get_by_label("Pass");
    assert!(
        pass.accesskit_node().is_disabled(),
        "Pass is shown, disabled"
    );
    pass.hover();
    // A tooltip shows once the pointer has rested a moment.
    for _ in 0..100 {
        h.step();
    }
    assert!(
        h.query_by_label_contains("only while Valhalla holds just the two kings")
            .is_some(),
        "the disabled button's tooltip says why"
    );
    press(&mut h, Key::P);
    assert_eq!(moves(&h).len(), 2, "nothing was played");
    let notice = h.state().notice().expect("P says why it did nothing");
    assert!(notice.contains("cannot pass"), "{notice}");
    // On the battlefield, the reason is another one.
    let mut h = at(valhalla(), AFTER_E4_D5);
    assert!(h.get_by_label("Pass").accesskit_node().is_disabled());
    press(&mut h, Key::P);
    let notice = h.state().notice().expect("a notice");
    assert!(notice.contains("battlefield"), "{notice}");
}

#[test]
fn vh_after_a_transfer_both_ends_of_the_battlefield_move_stay_highlighted() {
    let h = after_the_transfer();
    let highlights = &h.state().board_state().highlights;
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    assert!(
        highlights.contains(&(e4, Highlight::LastFrom)),
        "{highlights:?}"
    );
    assert!(
        highlights.contains(&(d5, Highlight::LastTo)),
        "{highlights:?}"
    );
}

#[test]
fn continue_from_here_in_a_replay_takes_the_files_players() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    for m in ["e2e4", "e7e5", "g1f3"] {
        game.play_str(m).expect("legal");
    }
    let players = record::Players {
        white: record::Player::human(None),
        black: record::Player::computer(3),
    };
    let path = dir.path().join("against-level-3.json");
    let record = GameRecord::from_game(&game, players).expect("a record");
    record::save_atomic(&path, &record).expect("saved");
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    issue(&mut h, Request::LoadFrom(path));
    issue(&mut h, Request::ViewPly(2));
    click_label(&mut h, "Continue from here");
    let dialog = h.state().continue_dialog().expect("open");
    let expected = Players {
        white: Player::Human,
        black: Player::computer(3),
    };
    assert_eq!(dialog.players, expected);
    click_label(&mut h, "Play on");
    assert_eq!(h.state().players(), expected);
}

#[test]
fn a_click_on_an_earlier_position_says_how_to_return() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    press(&mut h, Key::ArrowLeft);
    assert_eq!(h.state().viewed_ply(), 1);
    click_cell(&mut h, "g1");
    let notice = h.state().notice().expect("the click is answered");
    assert_eq!(
        notice,
        "You are looking at an earlier position: press End to return to the game"
    );
    assert_eq!(h.state().notice_kind(), Some(NoticeKind::Info));
    assert_eq!(moves(&h).len(), 2);
    press(&mut h, Key::End);
    click_cell(&mut h, "g1");
    click_cell(&mut h, "f3");
    assert_eq!(moves(&h).len(), 3, "at the end the board plays again");
}
