//! Issue 43: the Language menu switches the whole window at once (the next frame), by
//! mouse and by keys; the choice is kept in the settings; a language that cannot be
//! loaded leaves English and says so. Expected words come from the shipped message
//! files (the oracle a translator edits), never from the code.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Command;
use otherworlds::i18n::Catalog;

/// A message as language `code` words it.
fn message(code: &str, id: &str) -> String {
    Catalog::shipped(code)
        .unwrap_or_else(|e| panic!("{code}: {e}"))
        .message(id, &[])
}

fn shows(h: &H, label: &str) -> bool {
    h.query_by_label(label).is_some()
}

#[test]
fn the_language_menu_switches_the_window_in_the_next_frame() {
    let mut h = harness(OtherworldsApp::for_tests());
    let flip = Command::FlipBoard.message_id();
    assert!(shows(&h, &message("en", "menu-language")));
    assert!(shows(&h, &message("en", &flip)));
    for code in ["ja", "ru", "ca", "en"] {
        let current = h.state().settings().language.clone().unwrap_or_default();
        click_label(&mut h, &message(&current, "menu-language"));
        click_label(&mut h, &message(code, "language-name"));
        h.run();
        assert_eq!(h.state().settings().language.as_deref(), Some(code));
        assert!(
            shows(&h, &message(code, "menu-language")),
            "{code}: menu title"
        );
        assert!(
            shows(&h, &message(code, &flip)),
            "{code}: a button of the side panel"
        );
        if code != "en" {
            assert!(!shows(&h, &message("en", &flip)), "{code}: English is gone");
        }
    }
}

#[test]
fn the_language_menu_works_by_keys_alone() {
    let mut h = harness(OtherworldsApp::for_tests());
    tab_to(&mut h, &message("en", "menu-language"), 60);
    press(&mut h, Key::Enter);
    h.run();
    tab_to(&mut h, &message("ja", "language-name"), 20);
    press(&mut h, Key::Enter);
    h.run();
    assert_eq!(h.state().settings().language.as_deref(), Some("ja"));
    assert!(shows(&h, &message("ja", "menu-language")));
}

#[test]
fn a_language_that_cannot_be_loaded_leaves_english_and_says_so() {
    let mut app = OtherworldsApp::for_tests();
    app.set_language("xx");
    let mut h = harness(app);
    h.run();
    assert_eq!(h.state().settings().language.as_deref(), Some("en"));
    let notice = h.state().notice().unwrap_or_default();
    assert!(
        notice.contains("“xx”") && notice.contains("no language"),
        "{notice}"
    );
    assert!(shows(&h, &message("en", "menu-language")));
}
