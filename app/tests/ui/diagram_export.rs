//! Issue 16, point 4 in the app: "Export diagram…" (Ctrl+E, or the Game menu) writes
//! the board on show, in the view on show, as PNG or SVG through the file dialog; here
//! through the app's own chooser, as where no system dialog can be shown.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::diagram::DiagramFormat;
use otherworlds::files::dialog::{DialogAnswer, DialogPurpose};
use otherworlds_core::Variant;
use tempfile::TempDir;

/// A game of `variant` after `moves`, whose system dialog cannot be shown, choosing
/// files in `dir`.
fn app_in(dir: &std::path::Path, variant: Variant, moves: &[&str]) -> H {
    let mut app = OtherworldsApp::for_tests_after(variant, moves);
    app.set_native_dialog_answer(DialogAnswer::Unavailable);
    app.set_files_dir(dir);
    harness(app)
}

/// By mouse: the tesseract view of a 4D game, exported as PNG through the chooser. The
/// picture is the 3D views' 3:4 (608 points of 800 with the padding), not the flat
/// view's 800x898: the view on show is the one exported.
#[test]
fn export_diagram_writes_the_view_on_show_through_the_chooser() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = app_in(dir.path(), Variant::FourD, &["a1[0,0]a1[0,1]"]);
    click_label(&mut h, "Tesseract");
    click_label(&mut h, "Game");
    // A menu entry's name includes its shortcut ("Export diagram… Ctrl+E").
    h.get_by_label_contains("Export diagram…").click();
    h.run();
    assert!(h.state().diagram_export().open, "the menu opens the dialog");
    for label in [
        "SVG (vector)",
        "PNG (picture)",
        "Markers",
        "Coordinates",
        "Caption:",
    ] {
        assert!(h.query_all_by_label(label).next().is_some(), "{label}");
    }
    // Cancel closes it without asking for a file.
    click_label(&mut h, "Cancel");
    assert!(!h.state().diagram_export().open);
    assert_eq!(h.state().dialog_requested(), None);

    press_command(&mut h, Key::E);
    assert!(h.state().diagram_export().open, "Ctrl+E opens it too");
    click_label(&mut h, "PNG (picture)");
    click_label(&mut h, "Export…");
    assert!(!h.state().diagram_export().open);
    assert_eq!(
        h.state().dialog_requested(),
        Some(DialogPurpose::Diagram(DiagramFormat::Png))
    );
    let chooser = h
        .state()
        .file_chooser()
        .expect("the app's own chooser is open");
    assert_eq!(chooser.name, "otherworlds-4d.png");
    press(&mut h, Key::Enter);
    assert!(h.state().file_chooser().is_none(), "Enter writes the file");
    settle(&mut h);
    let path = dir.path().join("otherworlds-4d.png");
    let bytes = std::fs::read(&path).expect("the diagram was written");
    let picture = image::load_from_memory(&bytes).expect("a PNG");
    assert_eq!((picture.width(), picture.height()), (800, 608));
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.contains("Diagram saved")),
        "{:?}",
        h.state().notice()
    );
}

/// By keyboard alone: Ctrl+E, Space picks SVG (the first choice has the focus), Tab
/// to the caption, type it, Enter exports, Enter in the chooser writes. The SVG holds
/// the caption and the 32 pieces.
#[test]
fn export_diagram_works_by_keyboard_alone() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = app_in(dir.path(), Variant::Standard, &["e2e4"]);
    press_command(&mut h, Key::E);
    assert!(
        focused(&h, "SVG (vector)"),
        "the first choice has the focus"
    );
    press(&mut h, Key::Space);
    assert_eq!(
        h.state().diagram_export().choices.format,
        DiagramFormat::Svg
    );
    tab_to(&mut h, "Caption:", 8);
    h.event(egui::Event::Text("After 1. e4".into()));
    h.run();
    press(&mut h, Key::Enter);
    assert_eq!(
        h.state().dialog_requested(),
        Some(DialogPurpose::Diagram(DiagramFormat::Svg))
    );
    assert!(focused(&h, "File name:"));
    press(&mut h, Key::Enter);
    settle(&mut h);
    let path = dir.path().join("otherworlds-standard.svg");
    let svg = std::fs::read_to_string(&path).expect("the diagram was written");
    let doc = roxmltree::Document::parse(&svg).expect("valid XML");
    let words: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("tspan"))
        .filter_map(|n| n.text())
        .collect();
    assert!(
        words.windows(3).any(|w| w == ["After", "1.", "e4"]),
        "{words:?}"
    );
    let pieces = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("piece"))
        .count();
    assert_eq!(pieces, 32);
}

/// Issue 16, point 4 for a lesson: "Save diagram…" on the Learn screen opens the same
/// dialog with the lesson's caption, and the file drawn is the lesson's diagram on
/// show (D4-1's first diagram after Show me), not the game waiting behind the lessons.
#[test]
fn a_lesson_diagram_is_saved_from_the_learn_screen() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = app_in(dir.path(), Variant::FourD, &[]);
    press(&mut h, Key::F1);
    click_label(&mut h, "Show me");
    click_label(&mut h, "Save diagram…");
    assert!(h.state().diagram_export().open, "the export dialog opens");
    let asked = h.state().learn_diagram().expect("asked").clone();
    assert_eq!(h.state().diagram_export().choices.caption, asked.caption);
    click_label(&mut h, "SVG (vector)");
    click_label(&mut h, "Export…");
    assert!(
        h.state().file_chooser().is_some(),
        "the app's own chooser is open"
    );
    press(&mut h, Key::Enter);
    settle(&mut h);
    let written: Vec<_> = std::fs::read_dir(dir.path())
        .expect("the folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "svg"))
        .collect();
    assert_eq!(written.len(), 1, "{written:?}");
    let svg = std::fs::read_to_string(&written[0]).expect("the diagram was written");
    let doc = roxmltree::Document::parse(&svg).expect("valid XML");
    let pieces = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("piece"))
        .count();
    // The lesson's position string: one letter per piece in its placement fields (the
    // game behind the lessons is 4D's start position, with far more pieces).
    let placement = asked.position.split(' ').next().unwrap_or_default();
    let expected = placement
        .chars()
        .filter(|c| c.is_ascii_alphabetic())
        .count();
    assert_eq!(pieces, expected, "{}", asked.position);
    assert!(expected < 10, "a lesson diagram, not the start position");
}
