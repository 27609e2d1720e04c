//! Computer players driven through the UI: the engine runs on a background thread, so
//! the tests run frames until its answer arrives (bounded loops, never a timing check).
//! The app in test mode uses a fixed seed, so every run plays the same moves.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Request;
use otherworlds::players::{Player, Players};
use otherworlds_core::{Color, Variant, prelude::*};
use std::sync::atomic::Ordering;
use std::time::Duration;

/// The app with these players, in a 1000x720 window.
fn harness_with_players(white: Player, black: Player) -> H {
    harness_sized(app_with(white, black), 1000.0, 720.0)
}

fn app_with(white: Player, black: Player) -> OtherworldsApp {
    let mut app = OtherworldsApp::for_tests();
    app.set_players(Players { white, black });
    app
}

fn computer_answer_to_e4() -> Vec<String> {
    let mut h = harness_with_players(Player::Human, Player::computer(1));
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    run_until_plies(&mut h, 2);
    moves(&h)
}

#[test]
fn a_computer_side_answers_a_human_move() {
    let mut h = harness_with_players(Player::Human, Player::computer(1));
    // White is human: nothing thinks before White moves.
    assert!(!h.state().is_thinking());
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    run_until_plies(&mut h, 2);
    let played = moves(&h);
    assert_eq!(played.len(), 2, "Black answered once: {played:?}");
    assert_eq!(played[0], "e2e4");
    // The answer is Black's: White is to move again, and the board is White's again.
    let session = h.state().session();
    assert_eq!(session.game().position().actor(), Color::White);
    assert!(!h.state().is_thinking());
    assert!(!session.board_model().moves.is_empty());
    assert!(h.query_by_label_contains("is thinking").is_none());
    // A fixed seed: the same game gets the same answer.
    assert_eq!(computer_answer_to_e4(), played);
}

#[test]
fn computer_against_computer_at_level_1_proceeds() {
    let mut app = app_with(Player::computer(1), Player::computer(1));
    app.set_move_delay(0.0);
    let mut h = harness_sized(app, 1000.0, 720.0);
    // Machine vs Machine waits for Play (or Next move): see machine.rs.
    assert!(!h.state().is_thinking());
    press(&mut h, Key::Space);
    assert!(h.state().is_thinking(), "White's computer starts on Play");
    // While a computer decides, the board offers the user nothing.
    assert!(h.state().session().board_model().moves.is_empty());
    assert!(h.query_by_label_contains("is thinking").is_some());
    run_until_plies(&mut h, 6);
    assert!(moves(&h).len() >= 6, "{:?}", moves(&h));
}

#[test]
fn undo_while_the_computer_thinks_stops_it() {
    // Level 8 searches 400k nodes: far longer than the frames below.
    let mut h = harness_with_players(Player::Human, Player::computer(8));
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    assert_eq!(moves(&h), ["e2e4"]);
    assert!(h.state().is_thinking());
    let stop = h.state().thinking_stop_flag().expect("a search runs");
    assert!(!stop.load(Ordering::Relaxed));
    press_command(&mut h, Key::Z);
    assert!(stop.load(Ordering::Relaxed), "undo raised the stop flag");
    assert!(!h.state().is_thinking());
    assert!(moves(&h).is_empty());
    // The stopped search's answer never lands, and White (human) may move again.
    for _ in 0..30 {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    assert!(moves(&h).is_empty());
    assert!(!h.state().is_thinking());
    click_cell(&mut h, "d2");
    click_cell(&mut h, "d4");
    assert_eq!(moves(&h), ["d2d4"]);
}

#[test]
fn the_new_game_dialog_works_by_keyboard() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    press_command(&mut h, Key::N);
    assert!(h.state().new_game_dialog().is_some());
    // The first variant has the focus; the current one (standard) is chosen.
    assert!(focused(&h, "Standard chess"));
    // Escape closes it and changes nothing.
    press(&mut h, Key::Escape);
    assert!(h.state().new_game_dialog().is_none());
    assert_eq!(h.state().session().variant(), Variant::Standard);

    press_command(&mut h, Key::N);
    tab_to(&mut h, "Two Worlds", 60);
    press(&mut h, Key::Space);
    // The chosen variant is explained in one line.
    assert!(
        h.query_by_label_contains("rises to the Sky as a ghost")
            .is_some()
    );
    tab_to(&mut h, "More options", 60);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Black: Level 1 (Beginner)", 60);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Start", 60);
    press(&mut h, Key::Enter);
    assert!(h.state().new_game_dialog().is_none());
    assert_eq!(h.state().session().variant(), Variant::TwoWorlds);
    let players = h.state().players();
    assert_eq!(players.white, Player::Human);
    assert_eq!(players.black, Player::computer(1));
    assert!(moves(&h).is_empty());
    // White is human and to move: no search runs.
    assert!(!h.state().is_thinking());
}

/// The players chosen for a game are autosaved with it, and come back with it at the
/// next start.
#[test]
fn player_choices_are_saved_with_the_game() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let chosen = Players {
        white: Player::Human,
        black: Player::computer(5),
    };
    let mut h = harness_sized(
        OtherworldsApp::for_tests_with_autosave(dir.path()),
        1000.0,
        720.0,
    );
    // The New game dialog's Start: a game of Two Worlds with these players.
    issue(
        &mut h,
        Request::StartGame(Variant::TwoWorlds, chosen.clone()),
    );
    assert_eq!(h.state().players(), chosen);
    // White is human and to move: nothing else is played before the restart.
    assert!(!h.state().is_thinking());
    drop(h);
    let app = OtherworldsApp::for_tests_with_autosave(dir.path());
    assert!(app.notice().is_none(), "{:?}", app.notice());
    assert_eq!(app.session().variant(), Variant::TwoWorlds);
    assert_eq!(app.players().black, Player::computer(5));
    assert_eq!(app.players().white, Player::Human);
}
