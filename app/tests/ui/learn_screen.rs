//! Issue 16, point 1: the Learn screen opens from the menu, by F1 and by "?" (at the
//! page of the variant on the board), walks its items by keys and buttons, and gives
//! the game back as it was (a replay too).
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::learn::Mode;
use otherworlds_core::Variant;

/// The title of the course open on the Learn screen.
pub fn course_title(h: &H) -> String {
    h.state()
        .learn()
        .course()
        .map(|c| c.title.clone())
        .unwrap_or_default()
}

#[test]
fn f1_in_a_game_opens_the_rules_page_of_its_variant_and_escape_gives_the_game_back() {
    let mut h = after(Variant::FourD, &["a1[0,0]a1[0,1]"]);
    press(&mut h, Key::F1);
    assert!(h.state().is_learning());
    assert_eq!(course_title(&h), "4D chess");
    assert_eq!(h.state().learn().mode, Mode::Rules);
    // The rules page shows its first section and a real board of the app.
    assert!(h.query_by_label("Show me").is_some());
    assert!(h.state().learn().live.diagram().is_some());
    press(&mut h, Key::Escape);
    assert!(!h.state().is_learning());
    assert_eq!(moves(&h), ["a1[0,0]a1[0,1]"], "the game is as it was");
}

#[test]
fn the_question_mark_and_the_menu_open_the_lessons_too() {
    let mut h = after(Variant::TwoWorlds, &["e2e4"]);
    h.key_press_modifiers(egui::Modifiers::SHIFT, Key::Questionmark);
    h.run();
    assert!(h.state().is_learning());
    assert_eq!(course_title(&h), "Two Worlds");
    click_label(&mut h, "Back to the game");
    assert!(!h.state().is_learning());
    click_label(&mut h, "Learn");
    click_label(&mut h, "Valhalla: rules and lessons");
    assert!(h.state().is_learning());
    assert_eq!(course_title(&h), "Valhalla");
    // The other courses are tabs of the screen.
    click_label(&mut h, "Standard chess");
    assert_eq!(course_title(&h), "Standard chess");
}

#[test]
fn page_down_and_page_up_walk_the_sections() {
    let mut h = harness(OtherworldsApp::for_tests());
    issue(&mut h, Command::LearnRules);
    let len = h.state().learn().len();
    for i in 1..len {
        press(&mut h, Key::PageDown);
        assert_eq!(h.state().learn().index, i);
    }
    press(&mut h, Key::PageDown);
    assert_eq!(h.state().learn().index, len - 1, "the last section stays");
    press(&mut h, Key::PageUp);
    assert_eq!(h.state().learn().index, len.saturating_sub(2));
}

/// Ctrl+Page Down and Ctrl+Page Up walk the course's parts (its rules, each tour, each
/// exercise stage, round again): a tour is reached by keyboard without counting Tabs.
#[test]
fn ctrl_page_down_and_up_walk_the_parts_of_the_course() {
    let mut h = harness(OtherworldsApp::for_tests_after(
        "4d".parse().expect("a variant id"),
        &[],
    ));
    issue(&mut h, Command::LearnRules);
    let course = h.state().learn().course().expect("the 4D course");
    let (tours, stages) = (course.tours.len(), course.stages.len());
    assert!(
        tours >= 1 && stages >= 1,
        "the 4D course has a tour and exercises"
    );
    let mut expected: Vec<Mode> = vec![Mode::Rules];
    expected.extend((0..tours).map(Mode::Tour));
    expected.extend((0..stages).map(Mode::Exercises));
    for mode in expected.iter().skip(1) {
        h.key_press_modifiers(egui::Modifiers::COMMAND, Key::PageDown);
        h.run();
        assert_eq!(h.state().learn().mode, *mode);
        assert_eq!(h.state().learn().index, 0, "each part from its start");
    }
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::PageDown);
    h.run();
    assert_eq!(h.state().learn().mode, Mode::Rules, "round again");
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::PageUp);
    h.run();
    assert_eq!(h.state().learn().mode, *expected.last().expect("parts"));
}

#[test]
fn a_replay_open_before_the_lessons_is_on_show_again_after_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.json");
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    issue(&mut h, Request::SaveTo(path.clone()));
    issue(&mut h, Request::LoadFrom(path));
    assert!(h.state().replay_info().is_some());
    press(&mut h, Key::F1);
    assert!(h.state().is_learning());
    press(&mut h, Key::Escape);
    assert!(h.state().replay_info().is_some(), "the replay is back");
}

#[test]
fn save_diagram_hands_the_position_on_screen_to_the_exporter() {
    // The exporter itself (SVG, PNG, `otherworlds diagram`) is issue 16's point 4,
    // built beside this screen; the Learn screen hands it what to draw.
    let mut h = after(Variant::FourD, &[]);
    press(&mut h, Key::F1);
    click_label(&mut h, "Show me");
    click_label(&mut h, "Save diagram…");
    let export = h.state().learn_diagram().expect("asked").clone();
    assert_eq!(export.variant, Variant::FourD);
    // D4-1's first diagram after Show me: the rook on b2[0,0] moved along w.
    assert_eq!(export.position, "4/4/4/4|4/4/4/3K|4/4/1R2/4|3k/4/4/4 b 1 1");
    assert_eq!(export.select, None);
    assert!(h.state().is_learning(), "the lesson stays on screen");
}
