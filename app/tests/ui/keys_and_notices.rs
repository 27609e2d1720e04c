//! Issue 42, points 8, 14 and 20: news in the status bar goes with the screen it was
//! shown on; Escape and F1 work in the board editor; Help > Keyboard shortcuts lists
//! every key of the window from the commands themselves.
use crate::support::*;
use egui::{Event, Key, Modifiers};
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Command;
use otherworlds::shell::NoticeKind;
use otherworlds_core::Variant;

fn editor(h: &mut H) {
    issue(h, Command::OpenEditor);
    assert!(h.state().editor().is_some(), "the editor opens");
}

#[test]
fn news_goes_with_the_screen_it_was_shown_on_and_errors_stay() {
    let mut h = harness(OtherworldsApp::for_tests_after(
        Variant::Standard,
        &["e2e4"],
    ));
    // News: the position copied. It stays while the screen does...
    h.event(Event::Copy);
    h.run();
    assert_eq!(h.state().notice_kind(), Some(NoticeKind::Info));
    press(&mut h, Key::ArrowLeft);
    assert_eq!(h.state().notice_kind(), Some(NoticeKind::Info));
    press(&mut h, Key::End);
    // ...and goes when the user moves to another screen (before: it stayed there).
    editor(&mut h);
    assert_eq!(h.state().notice(), None);
    issue(&mut h, Command::CloseEditor);
    // A notice given with the move to a screen is that screen's: it stays there.
    issue(&mut h, Command::OpenAnalysisBoard);
    assert!(h.state().analysis_board_open());
    let said = h.state().notice().unwrap_or_default().to_string();
    assert!(said.starts_with("Analysis board"), "{said}");
    h.run();
    assert_eq!(h.state().notice(), Some(said.as_str()));
    issue(&mut h, Command::CloseAnalysisBoard);
    // An error stays until it is dismissed, whatever the screen.
    h.event(Event::Paste("not a position".into()));
    h.run();
    assert_eq!(h.state().notice_kind(), Some(NoticeKind::Error));
    editor(&mut h);
    assert_eq!(h.state().notice_kind(), Some(NoticeKind::Error));
}

#[test]
fn escape_leaves_the_board_editor_once_nothing_has_the_focus() {
    let mut h = harness(OtherworldsApp::for_tests_after(Variant::Standard, &[]));
    editor(&mut h);
    // A cell with the focus: Escape first gives up the focus, the editor stays.
    press(&mut h, Key::B);
    assert!(h.state().editor().expect("editor").board.focused.is_some());
    press(&mut h, Key::Escape);
    assert!(
        h.state().editor().is_some(),
        "the first Escape clears the focus"
    );
    assert!(h.state().editor().expect("editor").board.focused.is_none());
    // Nothing focused: Escape is "Back to the game".
    press(&mut h, Key::Escape);
    assert!(h.state().editor().is_none(), "Escape leaves the editor");
    assert!(!h.state().is_learning());
}

#[test]
fn f1_opens_the_rules_from_the_board_editor_even_on_a_focused_cell() {
    let mut h = harness(OtherworldsApp::for_tests_after(Variant::TwoWorlds, &[]));
    editor(&mut h);
    press(&mut h, Key::B);
    assert!(h.state().editor().expect("editor").board.focused.is_some());
    press(&mut h, Key::F1);
    assert!(h.state().is_learning(), "F1 opens the rules");
}

#[test]
fn the_shortcuts_page_opens_by_key_and_menu_and_lists_every_command_key() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1024.0, 700.0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Slash);
    h.run();
    assert!(h.state().shortcuts_open(), "Ctrl+/ opens it");
    // Every command that has a key is on the page with what it does (its tooltip).
    for command in Command::all().filter(|c| !c.shortcuts().is_empty()) {
        if command == Command::NextMove {
            // It has no key of its own: → is Forward one move's, which plays on.
            continue;
        }
        assert!(
            h.query_all_by_label(&command.tooltip()).next().is_some(),
            "{command:?} is missing"
        );
    }
    // And the keys of a focused board cell.
    for (keys, what) in otherworlds::command::board_keys() {
        assert!(
            h.query_all_by_label(&what).next().is_some(),
            "{keys}: {what}"
        );
    }
    press(&mut h, Key::Escape);
    assert!(!h.state().shortcuts_open(), "Escape closes it");
    // By the mouse: Help > Keyboard shortcuts.
    click_label(&mut h, "Help");
    // The menu entry's name carries its key ("Keyboard shortcuts Ctrl+/").
    h.get_by(|n| {
        n.label()
            .is_some_and(|l| l.starts_with("Keyboard shortcuts"))
    })
    .click();
    h.run();
    assert!(h.state().shortcuts_open(), "the Help menu opens it");
    click_label(&mut h, "Close");
    assert!(!h.state().shortcuts_open());
}
