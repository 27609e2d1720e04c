//! Issue 14, point 1: every file action works where the system's dialog cannot be
//! shown. The native dialog's answer is injected (test mode never opens one); when it
//! says it could not be shown, the app's own chooser opens, says why, and saves and
//! opens through it.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::files::dialog::{DialogAnswer, DialogPurpose};
use otherworlds_core::record;
use tempfile::TempDir;

/// A standard game after 1. e4, whose native dialog cannot be shown, choosing in `dir`.
fn app_without_a_system_dialog(dir: &std::path::Path) -> H {
    let mut app = OtherworldsApp::for_tests();
    app.set_native_dialog_answer(DialogAnswer::Unavailable);
    app.set_files_dir(dir);
    let mut h = harness(app);
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    h
}

#[test]
fn the_fallback_chooser_opens_when_the_native_dialog_cannot_be_shown() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = app_without_a_system_dialog(dir.path());
    assert!(h.state().file_chooser().is_none());
    press_command(&mut h, Key::S);
    assert_eq!(h.state().dialog_requested(), Some(DialogPurpose::Save));
    let chooser = h
        .state()
        .file_chooser()
        .expect("the app's own chooser is open");
    assert_eq!(chooser.purpose, DialogPurpose::Save);
    assert_eq!(chooser.dir, dir.path());
    assert!(
        h.query_by_label_contains("system's file dialog could not be shown")
            .is_some(),
        "the chooser says why it is shown"
    );
    // Its controls are labelled: the name field, Up, the action and Cancel.
    for label in ["File name:", "Up", "Save here", "Cancel"] {
        assert!(h.query_all_by_label(label).next().is_some(), "{label}");
    }
    // Cancel closes it and saves nothing.
    click_label(&mut h, "Cancel");
    assert!(h.state().file_chooser().is_none());
    assert_eq!(std::fs::read_dir(dir.path()).expect("listed").count(), 0);
}

#[test]
fn a_save_through_the_fallback_chooser_writes_the_file_and_open_reads_it() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = app_without_a_system_dialog(dir.path());
    click_label(&mut h, "Save");
    assert!(h.state().file_chooser().is_some());
    // The name field has the focus: select its text and type another name.
    assert!(focused(&h, "File name:"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text("first-game".into()));
    h.run();
    press(&mut h, Key::Enter);
    settle(&mut h);
    assert!(h.state().file_chooser().is_none(), "Enter saves");
    let path = dir.path().join("first-game.owgame");
    let loaded = record::load_file(&path).expect("the file was written and loads");
    assert_eq!(loaded.record.moves, ["e2e4"]);
    assert!(h.state().notice().is_some_and(|n| n.contains("Saved")));

    // Open through the same chooser: the file is listed; a click picks it.
    press_command(&mut h, Key::O);
    let chooser = h.state().file_chooser().expect("open uses it too");
    assert_eq!(chooser.purpose, DialogPurpose::Open);
    click_label(&mut h, "first-game.owgame");
    click_label(&mut h, "Open this file");
    settle(&mut h);
    assert!(h.state().file_chooser().is_none());
    let info = h.state().replay_info().expect("the replay player is open");
    assert_eq!(info.name, "first-game.owgame");
    assert_eq!(moves(&h), ["e2e4"]);
}
