//! Issue 42, point 12: no game in progress is replaced without a question. New game,
//! a new game of a variant, Learn's Try it, Play from here and Continue from here ask
//! "Abandon the game in progress?" (Keep playing is the default: Enter keeps the game);
//! a rated game abandoned counts as a loss, as the question says.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::learn::LearnCommand;
use otherworlds::learn::data::courses;
use otherworlds::players::Player;
use otherworlds_core::Variant;

const UNRATED: &str = "Abandon the game in progress? It is gone unless you save it first.";

#[test]
fn new_game_asks_before_a_game_in_progress_and_enter_keeps_it() {
    let mut h = harness(OtherworldsApp::for_tests());
    // A game not begun is replaced without a question.
    issue(&mut h, Command::NewGame);
    assert!(h.state().abandon_question().is_none());
    assert!(h.state().new_game_dialog().is_some());
    press(&mut h, Key::Escape);
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    // Ctrl+N asks first; Enter gives the harmless answer.
    press_command(&mut h, Key::N);
    assert_eq!(h.state().abandon_question().as_deref(), Some(UNRATED));
    assert!(h.query_by_label(UNRATED).is_some());
    assert!(h.state().new_game_dialog().is_none());
    assert!(focused(&h, "Keep playing"));
    press(&mut h, Key::Enter);
    assert!(h.state().abandon_question().is_none());
    assert!(h.state().new_game_dialog().is_none());
    assert_eq!(moves(&h), ["e2e4"]);
    // A new game of a variant from the menu asks too; Escape keeps the game.
    issue(&mut h, Request::StartVariant(Variant::TwoWorlds));
    assert_eq!(h.state().abandon_question().as_deref(), Some(UNRATED));
    press(&mut h, Key::Escape);
    assert_eq!(h.state().session().variant(), Variant::Standard);
    assert_eq!(moves(&h), ["e2e4"]);
    // "Abandon it": then the New game dialog, and its Start asks nothing more.
    issue(&mut h, Command::NewGame);
    click_label(&mut h, "Abandon it");
    assert!(h.state().abandon_question().is_none());
    assert!(h.state().new_game_dialog().is_some());
    click_label(&mut h, "Play a friend");
    assert!(h.state().abandon_question().is_none());
    assert!(moves(&h).is_empty(), "the new game");
}

#[test]
fn learns_try_it_asks_before_replacing_the_game_in_progress() {
    let mut h = harness(OtherworldsApp::for_tests());
    click_cell(&mut h, "d2");
    click_cell(&mut h, "d4");
    let c = courses()
        .iter()
        .position(|c| c.as_ref().is_ok_and(|c| c.variant == "two-worlds"))
        .expect("the Two Worlds course");
    let tour = &courses()[c].as_ref().expect("reads").tours[0];
    issue(&mut h, LearnCommand::Course(c));
    click_label(&mut h, &format!("Tour: {}", tour.title));
    for _ in 1..tour.steps.len() {
        press(&mut h, Key::PageDown);
    }
    click_label(&mut h, "Try it");
    assert_eq!(h.state().abandon_question().as_deref(), Some(UNRATED));
    // Keep playing: the game is as it was (the lessons stay in front).
    click_label(&mut h, "Keep playing");
    assert_eq!(moves(&h), ["d2d4"]);
    assert_eq!(h.state().session().variant(), Variant::Standard);
    click_label(&mut h, "Try it");
    click_label(&mut h, "Abandon it");
    assert!(!h.state().is_learning());
    assert_eq!(h.state().session().variant(), Variant::TwoWorlds);
    assert_eq!(h.state().players().black, Player::computer(1));
}

#[test]
fn play_from_here_on_the_analysis_board_asks_too() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    click_cell(&mut h, "g1");
    click_cell(&mut h, "f3");
    issue(&mut h, Command::OpenAnalysisBoard);
    assert!(h.state().analysis_board_open());
    issue(&mut h, Command::PlayFromHere);
    assert!(h.state().continue_dialog().is_some());
    click_label(&mut h, "Play on");
    assert_eq!(h.state().abandon_question().as_deref(), Some(UNRATED));
    press(&mut h, Key::Escape);
    assert!(h.state().analysis_board_open(), "nothing replaced");
    assert_eq!(
        h.state().waiting_game().map(|s| s.game().moves().len()),
        Some(3)
    );
    click_label(&mut h, "Play on");
    click_label(&mut h, "Abandon it");
    assert!(!h.state().analysis_board_open());
    assert_eq!(
        plies(&h),
        3,
        "the analysed position's game, in place of the one that waited"
    );
    assert!(h.state().abandon_question().is_none());
}
