//! Issue 20: the About window (Help menu) says the version, the licence and the
//! credits, by mouse and by keyboard; saved games get the `.owgame` extension and
//! still open, like the `.json` files of earlier versions.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::files::dialog::DialogAnswer;
use otherworlds_core::record;
use tempfile::TempDir;

/// What the About window must say: the version from Cargo.toml, the licence, the
/// bundled fonts' licences and a crate of the generated list.
fn assert_about_shown(h: &H) {
    let version = format!("Version {}", env!("CARGO_PKG_VERSION"));
    for text in [
        version.as_str(),
        "Licence: MIT OR Apache-2.0",
        "Noto Sans Symbols 2 (subset)",
        "SIL Open Font License 1.1",
        "Third-party software",
    ] {
        assert!(
            h.query_all_by_label_contains(text).next().is_some(),
            "{text}"
        );
    }
    assert!(
        h.query_all_by_label_contains("ab_glyph ").next().is_some(),
        "the crate list shows its first lines"
    );
}

#[test]
fn help_about_shows_version_licence_and_credits_and_close_closes_it() {
    let mut h = harness(OtherworldsApp::for_tests());
    click_label(&mut h, "Help");
    click_label(&mut h, "About Otherworlds");
    assert_about_shown(&h);
    assert!(focused(&h, "Close"), "Close has the focus: Enter closes");
    // The window is modal: F does not flip the board behind it.
    // The window is modal: F does not flip the board behind it.
    press(&mut h, Key::F);
    assert!(!h.state().settings().flipped);
    click_label(&mut h, "Close");
    assert!(h.query_by_label_contains("Licence: MIT").is_none());
}

#[test]
fn the_about_window_opens_and_closes_by_keyboard_alone() {
    let mut h = harness(OtherworldsApp::for_tests());
    tab_to(&mut h, "Help", 8);
    press(&mut h, Key::Enter);
    tab_to(&mut h, "About Otherworlds", 4);
    press(&mut h, Key::Enter);
    assert_about_shown(&h);
    press(&mut h, Key::Escape);
    assert!(h.query_by_label_contains("Licence: MIT").is_none());
    issue(&mut h, Command::About);
    assert_about_shown(&h);
    press(&mut h, Key::Enter);
    assert!(
        h.query_by_label_contains("Licence: MIT").is_none(),
        "Enter on the focused Close"
    );
}

#[test]
fn a_save_gets_the_owgame_extension_and_both_extensions_open() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut app = OtherworldsApp::for_tests();
    app.set_native_dialog_answer(DialogAnswer::Unavailable);
    app.set_files_dir(dir.path());
    let mut h = harness(app);
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    press_command(&mut h, Key::S);
    let chooser = h.state().file_chooser().expect("the app's chooser");
    assert_eq!(
        chooser.name, "otherworlds-standard.owgame",
        "the name offered"
    );
    press(&mut h, Key::Enter);
    settle(&mut h);
    let saved = dir.path().join("otherworlds-standard.owgame");
    let loaded = record::load_file(&saved).expect("written as a saved game");
    assert_eq!(loaded.record.moves, ["e2e4"]);

    // The same JSON under the old extension opens too (what `otherworlds FILE` does).
    let old = dir.path().join("old.json");
    std::fs::copy(&saved, &old).expect("copied");
    for (path, name) in [(&saved, "otherworlds-standard.owgame"), (&old, "old.json")] {
        let mut h = harness(OtherworldsApp::for_tests());
        issue(&mut h, Request::LoadFrom(path.clone()));
        settle(&mut h);
        let info = h.state().replay_info().expect("the replay player is open");
        assert_eq!(info.name, name);
        assert_eq!(moves(&h), ["e2e4"]);
    }
}

#[test]
fn the_about_window_fits_a_640x480_window_and_its_close_button_is_clickable() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 640.0, 480.0);
    issue(&mut h, Command::About);
    assert!(h.query_by_label_contains("Licence: MIT").is_some());
    // A click lands where the button is drawn: off-screen, it would miss.
    click_label(&mut h, "Close");
    assert!(h.query_by_label_contains("Licence: MIT").is_none());
}
