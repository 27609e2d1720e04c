//! The customisation studio driven like a user would: opened with C, reached with Tab,
//! colours typed, ready-made themes clicked; theme files saved, restored at start,
//! exported and imported; and every kind of bad file refused with a message that names
//! the problem, leaving the theme as it was.
use crate::support::*;
use egui::epaint::Shape;
use egui::{Color32, Key, Modifiers};
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Request;
use otherworlds::studio::StudioCommand;
use otherworlds::studio::image::{MAX_IMAGE_BYTES, MAX_IMAGE_SIDE};
use otherworlds::studio::presets::{ReadyTheme, presets};
use otherworlds::theme::{Background, Theme};
use otherworlds_core::Variant;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

fn theme(h: &H) -> Theme {
    h.state().theme().clone()
}

fn studio(h: &mut H, command: StudioCommand) {
    issue(h, command);
}

fn open_studio(h: &mut H) {
    press(h, Key::C);
    assert!(h.state().studio().is_open(), "C opens the studio");
}

/// Whether a filled rectangle of `color` was painted in the last frame (board cells
/// are painted as such rectangles).
fn painted_rect_of(h: &H, color: Color32) -> bool {
    h.output()
        .shapes
        .iter()
        .any(|s| matches!(&s.shape, Shape::Rect(r) if r.fill == color))
}

/// Clicks the widget labelled `label`, scrolled into view first (the studio scrolls),
/// and waits for the files it reads or writes.
fn click_in_view(h: &mut H, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    click_label(h, label);
    settle(h);
}

/// Replaces the text of the focused field by `text`.
fn retype(h: &mut H, label: &str, text: &str) {
    press_command(h, Key::A);
    h.get_by_label(label).type_text(text);
    h.run();
}

#[test]
fn studio_opens_with_c_takes_the_focus_and_closes_with_escape() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    assert!(h.query_by_label("Customisation studio").is_none());
    open_studio(&mut h);
    assert!(h.query_by_label("Customisation studio").is_some());
    // Keyboard users start inside the studio, on the first ready-made theme.
    assert!(h.get_by_label("Classic").is_focused());
    press(&mut h, Key::Escape);
    assert!(!h.state().studio().is_open());
    assert!(h.query_by_label("Customisation studio").is_none());
    // The side panel's button opens it too.
    click_in_view(&mut h, "Theme…");
    assert!(h.state().studio().is_open());
}

#[test]
fn typing_a_light_cell_colour_repaints_the_board_at_once() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    let new = Color32::from_rgb(0x12, 0x34, 0x56);
    assert!(!painted_rect_of(&h, new));
    open_studio(&mut h);
    // Keyboard only: Tab from the studio's first widget to the colour's text field.
    tab_to(&mut h, "Light cells hex", 120);
    retype(&mut h, "Light cells hex", "#123456");
    assert_eq!(theme(&h).board_light, new);
    assert!(
        painted_rect_of(&h, new),
        "the board's light cells use the new colour"
    );
    // The dark cells kept theirs.
    assert_eq!(theme(&h).board_dark, Theme::default().board_dark);
    assert!(painted_rect_of(&h, Theme::default().board_dark));
}

#[test]
fn folded_sections_and_sliders_work_with_the_keyboard_alone() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    open_studio(&mut h);
    let before = theme(&h).lighting.intensity;
    // The lighting section is folded: Enter on its header opens it.
    tab_to(&mut h, "Lighting of the 3D view", 120);
    assert!(h.query_all_by_label("Intensity").next().is_none());
    press(&mut h, Key::Enter);
    tab_to(&mut h, "Intensity", 120);
    press(&mut h, Key::ArrowRight);
    assert!(
        theme(&h).lighting.intensity > before,
        "the arrow key raised the intensity"
    );
    // The ghosts' opacity, in its own folded section, the same way.
    let before = theme(&h).ghost_opacity;
    for _ in 0..120 {
        if h.query_by_label("Pieces and ghosts")
            .is_some_and(|n| n.is_focused())
        {
            break;
        }
        h.key_press_modifiers(Modifiers::SHIFT, Key::Tab);
        h.run();
    }
    press(&mut h, Key::Enter);
    tab_to(&mut h, "Ghost opacity", 120);
    press(&mut h, Key::ArrowLeft);
    assert!(
        theme(&h).ghost_opacity < before,
        "the arrow key lowered the opacity"
    );
}

#[test]
fn a_colour_field_ignores_text_that_is_not_a_colour() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    open_studio(&mut h);
    tab_to(&mut h, "Dark cells hex", 120);
    retype(&mut h, "Dark cells hex", "#12zz56");
    assert_eq!(theme(&h), Theme::default());
}

#[test]
fn each_board_of_two_worlds_may_have_its_own_colours() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    issue(&mut h, Request::StartVariant(Variant::TwoWorlds));
    open_studio(&mut h);
    click_in_view(&mut h, "Sky with its own colours");
    assert_eq!(theme(&h).other_boards.len(), 1);
    let sky = Color32::from_rgb(0xa0, 0xc0, 0xf0);
    h.get_by_label("Sky: light cells hex").focus();
    h.run();
    retype(&mut h, "Sky: light cells hex", "#a0c0f0");
    assert_eq!(theme(&h).board_colors(1).light, sky);
    assert_eq!(
        theme(&h).board_colors(0).light,
        Theme::default().board_light
    );
    assert!(painted_rect_of(&h, sky));
    assert!(painted_rect_of(&h, Theme::default().board_light));
}

#[test]
fn each_ready_made_theme_is_selectable() {
    let themes: Vec<(ReadyTheme, &Theme)> = presets().collect();
    assert!(themes.len() >= 5);
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    open_studio(&mut h);
    // From the last to the first, so every click changes the theme.
    for (_, preset) in themes.iter().rev() {
        click_in_view(&mut h, &preset.name);
        assert_eq!(&theme(&h), *preset, "{}", preset.name);
        assert!(
            painted_rect_of(&h, preset.board_colors(0).light),
            "{}",
            preset.name
        );
    }
}

#[test]
fn a_landscape_is_chosen_in_the_studio() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    open_studio(&mut h);
    click_in_view(&mut h, "Mountains at dusk");
    assert_eq!(theme(&h).background, Background::Dusk);
    click_in_view(&mut h, "Plain colour");
    assert_eq!(theme(&h).background, Background::Plain);
    assert!(painted_rect_of(&h, theme(&h).background_color));
}

#[test]
fn the_theme_survives_a_restart() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness_sized(
        OtherworldsApp::for_tests_with_config(dir.path()),
        1200.0,
        800.0,
    );
    open_studio(&mut h);
    click_in_view(&mut h, "Alpenglow");
    tab_to(&mut h, "Light cells hex", 120);
    retype(&mut h, "Light cells hex", "#fedcba");
    let edited = theme(&h);
    assert_eq!(edited.board_light, Color32::from_rgb(0xfe, 0xdc, 0xba));
    // Closing the studio writes the theme in use.
    press(&mut h, Key::Escape);
    // Escape first leaves the text field, then closes the studio.
    if h.state().studio().is_open() {
        press(&mut h, Key::Escape);
    }
    settle(&mut h);
    assert!(!h.state().studio().is_open());
    assert!(dir.path().join("theme.ron").is_file());
    drop(h);

    let h = harness_sized(
        OtherworldsApp::for_tests_with_config(dir.path()),
        1200.0,
        800.0,
    );
    assert_eq!(theme(&h), edited);
    assert!(painted_rect_of(&h, edited.board_light));
}

#[test]
fn a_theme_saved_by_name_is_listed_and_used_again() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness_sized(
        OtherworldsApp::for_tests_with_config(dir.path()),
        1200.0,
        800.0,
    );
    open_studio(&mut h);
    click_in_view(&mut h, "Harbour");
    h.get_by_label("Theme name").focus();
    h.run();
    h.get_by_label("Theme name").type_text("My harbour");
    h.run();
    click_in_view(&mut h, "Save theme");
    assert!(dir.path().join("themes").join("My-harbour.ron").is_file());
    let saved = theme(&h);
    assert_eq!(saved.name, "My harbour");
    click_in_view(&mut h, "Classic");
    assert_eq!(theme(&h), Theme::default());
    click_in_view(&mut h, "My-harbour");
    assert_eq!(theme(&h), saved);
}

#[test]
fn export_then_import_gives_the_same_theme() {
    let dir = TempDir::new().expect("a temporary directory");
    let file = dir.path().join("mine.ron");
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    studio(&mut h, StudioCommand::Preset(ReadyTheme::Nebula));
    let mut mine = theme(&h);
    mine.ghost_opacity = 0.3;
    studio(&mut h, StudioCommand::Apply(Box::new(mine.clone())));
    studio(&mut h, StudioCommand::Export(file.clone()));
    assert!(file.is_file());
    studio(
        &mut h,
        StudioCommand::ReplaceWithPreset(ReadyTheme::Classic),
    );
    assert_eq!(theme(&h), Theme::default());
    studio(&mut h, StudioCommand::Import(file));
    assert_eq!(theme(&h), mine);
    assert!(h.state().notice().is_none());
}

#[test]
fn a_users_picture_becomes_the_background() {
    let dir = TempDir::new().expect("a temporary directory");
    let file = dir.path().join("sky.png");
    image::RgbaImage::from_pixel(64, 48, image::Rgba([200, 100, 50, 255]))
        .save(&file)
        .expect("writes the picture");
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    studio(&mut h, StudioCommand::Image(file.clone()));
    assert_eq!(theme(&h).background, Background::Image(file));
    assert!(h.state().notice().is_none());
    let textured =
        h.output().shapes.iter().any(
            |s| matches!(&s.shape, Shape::Mesh(m) if m.texture_id != egui::TextureId::default()),
        );
    assert!(textured, "the picture is painted");
}

/// Runs a command that must fail: the notice must contain every piece of `expect`, and
/// the theme must be what it was.
fn rejected(command: StudioCommand, expect: &[&str]) {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1200.0, 800.0);
    studio(&mut h, StudioCommand::Preset(ReadyTheme::Midnight));
    let before = theme(&h);
    studio(&mut h, command.clone());
    let notice = h.state().notice().unwrap_or_default().to_string();
    for part in expect {
        assert!(
            notice.contains(part),
            "{command:?}: '{notice}' lacks '{part}'"
        );
    }
    assert_eq!(theme(&h), before, "{command:?} changed the theme");
    // The studio shows it too, as an error.
    let message = h.state().studio().message().cloned().expect("a message");
    assert!(message.error);
    assert!(notice.contains(&message.text));
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("writes");
    path
}

#[test]
fn malformed_ron_is_rejected_with_its_line_and_column() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = write(
        dir.path(),
        "bad.ron",
        "Theme(\n    name: \"x\",\n    board_light: ,\n)\n",
    );
    rejected(
        StudioCommand::Import(path),
        &["bad.ron", "line 3, column", "The theme is unchanged"],
    );
}

#[test]
fn an_unknown_field_is_rejected_by_name() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = write(
        dir.path(),
        "typo.ron",
        "Theme(\n    board_lihgt: \"#ffffff\",\n)\n",
    );
    rejected(
        StudioCommand::Import(path),
        &["typo.ron", "line 2", "board_lihgt"],
    );
}

#[test]
fn a_bad_colour_is_rejected_with_how_to_write_one() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = write(
        dir.path(),
        "colour.ron",
        "Theme(\n    board_dark: \"brown\",\n)\n",
    );
    rejected(
        StudioCommand::Import(path),
        &["colour.ron", "line 2", "'brown' is not a colour", "#rrggbb"],
    );
}

#[test]
fn a_missing_theme_file_is_rejected() {
    let dir = TempDir::new().expect("a temporary directory");
    rejected(
        StudioCommand::Import(dir.path().join("nowhere.ron")),
        &["nowhere.ron", "not found"],
    );
}

#[test]
fn a_huge_theme_file_is_rejected_before_reading() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = dir.path().join("huge.ron");
    let file = std::fs::File::create(&path).expect("creates");
    file.set_len(10 * 1024 * 1024).expect("sparse file");
    rejected(StudioCommand::Import(path), &["huge.ron", "10485760 bytes"]);
}

#[test]
fn a_missing_picture_is_rejected() {
    let dir = TempDir::new().expect("a temporary directory");
    rejected(
        StudioCommand::Image(dir.path().join("gone.png")),
        &["image", "gone.png", "not found"],
    );
}

#[test]
fn a_file_that_is_not_a_picture_is_rejected() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = write(dir.path(), "notes.png", "these are words, not pixels\n");
    rejected(
        StudioCommand::Image(path),
        &["notes.png", "is not a PNG or JPEG image"],
    );
}

#[test]
fn a_picture_too_large_in_bytes_is_rejected() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = dir.path().join("big.png");
    let file = std::fs::File::create(&path).expect("creates");
    file.set_len(MAX_IMAGE_BYTES + 1).expect("sparse file");
    rejected(
        StudioCommand::Image(path),
        &["big.png", &format!("the limit is {MAX_IMAGE_BYTES} bytes")],
    );
}

#[test]
fn a_picture_too_large_in_pixels_is_rejected() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = dir.path().join("wide.png");
    // One pixel high: cheap to write, but wider than any side may be.
    image::GrayImage::new(MAX_IMAGE_SIDE + 1, 1)
        .save(&path)
        .expect("writes");
    rejected(
        StudioCommand::Image(path),
        &["wide.png", &format!("{}x1 pixels", MAX_IMAGE_SIDE + 1)],
    );
}

#[test]
fn a_theme_whose_picture_is_missing_is_rejected() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = write(
        dir.path(),
        "pictured.ron",
        "Theme(\n    background: Image(\"/nonexistent/otherworlds/sky.png\"),\n)\n",
    );
    rejected(
        StudioCommand::Import(path),
        &["background", "sky.png", "not found"],
    );
}

#[test]
fn a_broken_saved_theme_is_reported_at_start_and_the_default_used() {
    let dir = TempDir::new().expect("a temporary directory");
    write(
        dir.path(),
        "theme.ron",
        "Theme(\n    ghost_opacity: oops,\n)\n",
    );
    let h = harness_sized(
        OtherworldsApp::for_tests_with_config(dir.path()),
        1200.0,
        800.0,
    );
    let notice = h.state().notice().unwrap_or_default();
    assert!(notice.contains("Your theme was not restored"), "{notice}");
    assert!(notice.contains("theme.ron, line 2"), "{notice}");
    assert_eq!(theme(&h), Theme::default());
}
