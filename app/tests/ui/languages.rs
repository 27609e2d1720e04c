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

/// The board editor says what is wrong with a position in each language: the words
/// come from the typed error (a missing black king), through the language's message,
/// never from the core's English.
#[test]
fn the_editor_shows_a_setup_error_in_each_language() {
    use otherworlds::editor::EditorCommand;
    use otherworlds::i18n::Arg;
    let no_black_king = "8/8/8/8/8/8/8/4K3 w - - 0 1";
    let english = Catalog::shipped("en")
        .expect("English")
        .message("editor-no-king", &[("color", Arg::from("black"))]);
    for code in ["en", "ca", "ja", "ru"] {
        let mut app = OtherworldsApp::for_tests();
        app.set_language(code);
        let mut h = harness(app);
        issue(&mut h, Command::OpenEditor);
        let editor = h.state_mut().editor_mut().expect("the editor opens");
        editor.run(EditorCommand::Text(no_black_king.to_owned()));
        h.run();
        let words = Catalog::shipped(code)
            .expect("loads")
            .message("editor-no-king", &[("color", Arg::from("black"))]);
        if code != "en" {
            assert_ne!(words, english, "{code} has its own words");
        }
        // The editor starts its sentence with a capital letter (a no-op in Japanese).
        let mut chars = words.chars();
        let shown: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        assert!(
            h.query_by_label_contains(&shown).is_some(),
            "{code}: expected {shown:?}"
        );
    }
}
