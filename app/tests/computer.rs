//! Computer players driven through the UI: the engine runs on a background thread, so
//! the tests run frames until its answer arrives (bounded loops, never a timing check).
//! The app in test mode uses a fixed seed, so every run plays the same moves.
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::app::players::{Player, Players};
use otherworlds_core::{Color, Position, Variant};
use std::sync::atomic::Ordering;
use std::time::Duration;

fn harness(app: OtherworldsApp) -> Harness<'static, OtherworldsApp> {
    // The engine's answer asks for a repaint whenever it arrives, possibly in the middle
    // of a `run`; a generous step limit absorbs that frame and the move that follows.
    let mut h = Harness::builder()
        .with_size(egui::vec2(1000.0, 720.0))
        .with_max_steps(64)
        .build_ui_state(|ui, app: &mut OtherworldsApp| app.show(ui), app);
    h.run();
    h
}

fn app_with(white: Player, black: Player) -> OtherworldsApp {
    let mut app = OtherworldsApp::for_tests();
    app.set_players(Players { white, black });
    app
}

fn click(h: &mut Harness<'static, OtherworldsApp>, name: &str) {
    let prefix = format!("{name}, ");
    h.get_by(move |node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    h.run();
}

fn moves(h: &Harness<'static, OtherworldsApp>) -> Vec<String> {
    h.state().session().move_strings()
}

/// Runs frames until `plies` decisions have been played (at most ~20 s of waiting).
fn run_until_plies(h: &mut Harness<'static, OtherworldsApp>, plies: usize) {
    for _ in 0..2000 {
        if moves(h).len() >= plies {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
}

fn computer_answer_to_e4() -> Vec<String> {
    let mut h = harness(app_with(Player::Human, Player::Computer(1)));
    click(&mut h, "e2");
    click(&mut h, "e4");
    run_until_plies(&mut h, 2);
    moves(&h)
}

#[test]
fn a_computer_side_answers_a_human_move() {
    let mut h = harness(app_with(Player::Human, Player::Computer(1)));
    // White is human: nothing thinks before White moves.
    assert!(!h.state().is_thinking());
    click(&mut h, "e2");
    click(&mut h, "e4");
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
    let mut app = app_with(Player::Computer(1), Player::Computer(1));
    app.set_move_delay(0.0);
    let mut h = harness(app);
    // Machine vs Machine waits for Play (or Next move): see tests/machine.rs.
    assert!(!h.state().is_thinking());
    h.key_press(Key::Space);
    h.run();
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
    let mut h = harness(app_with(Player::Human, Player::Computer(8)));
    click(&mut h, "e2");
    click(&mut h, "e4");
    assert_eq!(moves(&h), ["e2e4"]);
    assert!(h.state().is_thinking());
    let stop = h.state().thinking_stop_flag().expect("a search runs");
    assert!(!stop.load(Ordering::Relaxed));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
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
    click(&mut h, "d2");
    click(&mut h, "d4");
    assert_eq!(moves(&h), ["d2d4"]);
}

/// Whether a widget labelled `label` has the focus (the status bar may repeat a name).
fn focused(h: &Harness<'static, OtherworldsApp>, label: &str) -> bool {
    h.query_all_by_label(label).any(|n| n.is_focused())
}

/// Presses Tab until the widget labelled `label` has the focus.
fn tab_to(h: &mut Harness<'static, OtherworldsApp>, label: &str) {
    for _ in 0..60 {
        if focused(h, label) {
            return;
        }
        h.key_press(Key::Tab);
        h.run();
    }
    panic!("Tab never reached {label}");
}

#[test]
fn the_new_game_dialog_works_by_keyboard() {
    let mut h = harness(OtherworldsApp::for_tests());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(h.state().new_game_dialog().is_some());
    // The first variant has the focus; the current one (standard) is chosen.
    assert!(focused(&h, "Standard chess"));
    // Escape closes it and changes nothing.
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().new_game_dialog().is_none());
    assert_eq!(h.state().session().variant(), Variant::Standard);

    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    tab_to(&mut h, "Two Worlds");
    h.key_press(Key::Space);
    h.run();
    // The chosen variant is explained in one line.
    assert!(
        h.query_by_label_contains("rises to the Sky as a ghost")
            .is_some()
    );
    tab_to(&mut h, "Black: Level 1 (Beginner)");
    h.key_press(Key::Space);
    h.run();
    tab_to(&mut h, "Start");
    h.key_press(Key::Enter);
    h.run();
    assert!(h.state().new_game_dialog().is_none());
    assert_eq!(h.state().session().variant(), Variant::TwoWorlds);
    let players = h.state().persisted().players;
    assert_eq!(players.white, Player::Human);
    assert_eq!(players.black, Player::Computer(1));
    assert!(moves(&h).is_empty());
    // White is human and to move: no search runs.
    assert!(!h.state().is_thinking());
}

#[test]
fn player_choices_are_saved_with_the_game() {
    let mut persisted = OtherworldsApp::for_tests().persisted().clone();
    persisted.players.black = Player::Computer(5);
    let app = OtherworldsApp::from_persisted(persisted, true);
    assert_eq!(app.persisted().players.black, Player::Computer(5));
    assert_eq!(app.persisted().players.white, Player::Human);
}
