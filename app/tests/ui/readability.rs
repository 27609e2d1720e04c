//! Issue 14, points 4 and 8: every ready-made theme reads (WCAG AA text contrast,
//! computed here) and sets egui's whole look; the studio warns about colours that do
//! not read, asks before a ready-made theme replaces unsaved colours, and opens beside
//! the boards; board titles stay readable at 640x480.
use crate::support::*;
use egui::epaint::Shape;
use egui::{Key, Rect};
use egui_kittest::kittest::{NodeT, Queryable};
use otherworlds::OtherworldsApp;
use otherworlds::command::Request;
use otherworlds::studio::StudioCommand;
use otherworlds::studio::presets::{ReadyTheme, presets};
use otherworlds::theme::{MIN_TEXT_CONTRAST, Theme, contrast_ratio};
use otherworlds_core::Variant;

fn studio(h: &mut H, command: StudioCommand) {
    issue(h, command);
}

/// The studio's warning lines (a label's text is its accessible value).
fn warnings(h: &H) -> Vec<String> {
    h.query_all_by(|n| {
        n.value()
            .or(n.label())
            .is_some_and(|l| l.starts_with("Hard to read:"))
    })
    .map(|n| {
        let node = n.accesskit_node();
        node.value().or(node.label()).unwrap_or_default()
    })
    .collect()
}

fn warning_shown(h: &H) -> bool {
    !warnings(h).is_empty()
}

/// The look egui drew the last frame with.
fn visuals(h: &H) -> egui::Visuals {
    h.ctx.global_style().visuals.clone()
}

#[test]
fn every_ready_made_theme_reads_and_sets_the_whole_look() {
    let themes: Vec<(ReadyTheme, &Theme)> = presets().collect();
    assert_eq!(themes.len(), 6);
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1100.0, 760.0);
    for (id, preset) in themes {
        studio(&mut h, StudioCommand::ReplaceWithPreset(id));
        assert_eq!(h.state().theme(), preset);
        h.run();
        let v = visuals(&h);
        let name = &preset.name;
        // The panels are the theme's, light or dark as it is.
        assert_eq!(v.panel_fill, preset.panel, "{name}: panel");
        assert_eq!(v.dark_mode, preset.is_dark(), "{name}: base look");
        // Text and buttons, computed from what egui draws with.
        let pairs = [
            ("text", v.text_color(), v.panel_fill),
            (
                "button",
                v.widgets.inactive.fg_stroke.color,
                v.widgets.inactive.weak_bg_fill,
            ),
            (
                "hovered",
                v.widgets.hovered.fg_stroke.color,
                v.widgets.hovered.weak_bg_fill,
            ),
            (
                "pressed",
                v.widgets.active.fg_stroke.color,
                v.widgets.active.weak_bg_fill,
            ),
            (
                "chosen (3D 1)",
                v.selection.stroke.color,
                v.selection.bg_fill,
            ),
            ("warning", v.warn_fg_color, v.panel_fill),
            ("banner", preset.banner_text, preset.banner),
            ("coordinates", preset.coordinates, preset.label_background()),
        ];
        for (what, fg, bg) in pairs {
            let ratio = contrast_ratio(fg, bg);
            assert!(
                ratio >= MIN_TEXT_CONTRAST,
                "{name}: {what} {ratio:.2}:1 below 4.5:1"
            );
        }
        assert!(
            preset.contrast_problems().is_empty(),
            "{name}: {:?}",
            preset.contrast_problems()
        );
        assert!(!warning_shown(&h));
    }
}

#[test]
fn the_view_buttons_stand_on_the_window_colour() {
    // Harbour and Ink: the 3D buttons used to be grey on the sea or on paper.
    for id in [ReadyTheme::Harbour, ReadyTheme::Ink] {
        let mut h = harness_sized(OtherworldsApp::for_tests(), 1100.0, 760.0);
        issue(&mut h, Request::StartVariant(Variant::TwoWorlds));
        studio(&mut h, StudioCommand::ReplaceWithPreset(id));
        h.run();
        let panel = h.state().theme().panel;
        let b: Rect = h.get_by_label("3D 1").rect();
        let backed = h.output().shapes.iter().any(
            |s| matches!(&s.shape, Shape::Rect(r) if r.fill == panel && r.rect.contains_rect(b)),
        );
        assert!(
            backed,
            "{id:?}: the view bar has the window colour behind it"
        );
    }
}

#[test]
fn the_studio_warns_when_a_picked_colour_makes_text_unreadable() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1100.0, 760.0);
    press(&mut h, Key::C);
    assert!(!warning_shown(&h));
    // Window text almost the window's colour.
    let mut theme = h.state().theme().clone();
    theme.panel_text = egui::Color32::from_rgb(0xd8, 0xd2, 0xc8);
    studio(&mut h, StudioCommand::Apply(Box::new(theme)));
    h.run();
    assert!(warning_shown(&h), "a visible line warns");
    // Typed in the studio's field: the coordinates grey on the window.
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1100.0, 760.0);
    press(&mut h, Key::C);
    h.get_by_label("Window text hex").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.get_by_label("Window text hex").type_text("#bbbbbb");
    h.run();
    assert_eq!(
        h.state().theme().panel_text,
        egui::Color32::from_rgb(0xbb, 0xbb, 0xbb)
    );
    assert!(warning_shown(&h));
    let lines = warnings(&h);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Window text on the window") && l.contains("4.5:1")),
        "{lines:?}"
    );
}

#[test]
fn a_ready_made_theme_asks_before_replacing_unsaved_colours() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1100.0, 760.0);
    press(&mut h, Key::C);
    let mut custom = h.state().theme().clone();
    custom.board_light = egui::Color32::from_rgb(0x12, 0x34, 0x56);
    studio(&mut h, StudioCommand::Apply(Box::new(custom.clone())));
    // Picking Ink asks; the colours stay until the answer.
    click_label(&mut h, "Ink");
    assert_eq!(h.state().studio().pending_preset(), Some(ReadyTheme::Ink));
    assert_eq!(h.state().theme(), &custom);
    assert!(h.query_by_label("Replace your colours?").is_some());
    // Keyboard: Keep has the focus; Enter keeps.
    assert!(h.get_by_label("Keep my colours").is_focused());
    press(&mut h, Key::Enter);
    assert_eq!(h.state().studio().pending_preset(), None);
    assert_eq!(h.state().theme(), &custom);
    assert!(h.state().studio().is_open(), "the studio stays open");
    // Escape keeps too.
    click_label(&mut h, "Ink");
    press(&mut h, Key::Escape);
    assert_eq!(h.state().theme(), &custom);
    assert_eq!(h.state().studio().pending_preset(), None);
    // Tab to Replace, Enter: Ink.
    click_label(&mut h, "Ink");
    press(&mut h, Key::Tab);
    assert!(h.get_by_label("Replace with Ink").is_focused());
    press(&mut h, Key::Enter);
    assert_eq!(Some(h.state().theme()), ReadyTheme::Ink.theme());
    // From one ready-made theme to another nothing is lost: no question.
    click_label(&mut h, "Midnight");
    assert_eq!(h.state().studio().pending_preset(), None);
    assert_eq!(Some(h.state().theme()), ReadyTheme::Midnight.theme());
}

#[test]
fn the_studio_opens_beside_the_boards_and_the_side_panel() {
    for (w, hgt) in [(1100.0, 760.0), (1600.0, 1000.0)] {
        let mut h = harness_sized(OtherworldsApp::for_tests(), w, hgt);
        press(&mut h, Key::C);
        let layout = h.state().board_state().layout.clone().expect("2D board");
        let board = layout.boards[0].rect;
        let studio = h.get_by_label("Customisation studio").rect();
        assert!(
            studio.max.x < board.min.x,
            "{w}: the studio covers the a-file"
        );
        let side = h.get_by_label("Theme…").rect();
        assert!(
            board.max.x < side.min.x,
            "{w}: the h-file reaches the side panel"
        );
        assert!(
            board.width() > 300.0,
            "{w}: the board stays large: {board:?}"
        );
    }
}
#[test]
fn board_titles_are_readable_at_640x480() {
    let valhalla = Variant::all()
        .into_iter()
        .find(|v| matches!(v, Variant::Valhalla(_)))
        .expect("Valhalla");
    for variant in [valhalla, Variant::TwoWorlds, Variant::FourD] {
        let mut h = harness_sized(OtherworldsApp::for_tests_after(variant, &[]), 640.0, 480.0);
        h.run();
        let model = h.state().session().board_model().clone();
        for spec in &model.geometry.boards {
            let short = otherworlds::board::interact::short_board_name(&spec.name);
            let sizes: Vec<f32> = text_sizes(&h, &spec.name)
                .into_iter()
                .chain(text_sizes(&h, &short))
                .collect();
            for size in &sizes {
                assert!(*size >= 12.0, "{variant}: {} at {size} points", spec.name);
            }
        }
        // Hidden or not, every cell still says its board.
        let cell = otherworlds_core::geometry::Cell::new(1, 0, 0);
        let spoken = otherworlds::board::interact::spoken_name(&model, cell);
        assert!(spoken.contains(", "), "{spoken}");
    }
}

/// The fill of the last filled rect painted under `at` before its text (the text's
/// own backdrop), else none.
fn fill_under(h: &H, at: Rect, text: &str) -> Option<egui::Color32> {
    let mut fill = None;
    for s in &h.output().shapes {
        match &s.shape {
            Shape::Rect(r) if r.rect.contains_rect(at) && r.fill.a() == 255 => fill = Some(r.fill),
            Shape::Text(t) if t.galley.text() == text => return fill,
            _ => {}
        }
    }
    fill
}

/// Issue 42, point 17: the review's judgement colours ("Mistakes ?" orange,
/// "Inaccuracies ?!" light blue) were faint on a light panel, and Nebula's caption was
/// dark on its dark clouds. In every ready-made theme, after the fool's mate reviewed:
/// each judgement's words and the marked move read at 4.5:1 on what they are painted
/// on, and the caption of a position looked back at reads on its backdrop.
#[test]
fn judgements_and_the_caption_read_in_every_theme() {
    use otherworlds::command::Command;
    let mut wrong = Vec::new();
    for (id, preset) in presets() {
        let mut h = after(Variant::Standard, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        h.state_mut().set_review_nodes(20_000);
        studio(&mut h, StudioCommand::ReplaceWithPreset(id));
        issue(&mut h, Command::ToggleAnalysis);
        issue(&mut h, Command::ReviewGame);
        run_until(&mut h, |h| h.state().review().is_some());
        // Look back at 2.g4 (selected in the list) and leave the analysis running.
        issue(&mut h, Request::ViewPly(3));
        h.run();
        let v = visuals(&h);
        let texts = painted(&h);
        for words in ["Blunders ??", "Mistakes ?", "Inaccuracies ?!", "g4??"] {
            let Some((_, color, _, at)) = texts.iter().find(|(t, ..)| t == words) else {
                wrong.push(format!("{}: {words} not painted", preset.name));
                continue;
            };
            let behind = fill_under(&h, *at, words).unwrap_or(v.panel_fill);
            let ratio = contrast_ratio(*color, behind);
            if ratio < MIN_TEXT_CONTRAST {
                wrong.push(format!("{}: {words} at {ratio:.2}:1", preset.name));
            }
        }
        let caption = h
            .state()
            .caption_for_tests()
            .expect("a caption while looking back");
        match texts.iter().find(|(t, ..)| *t == caption) {
            None => wrong.push(format!("{}: the caption is not painted", preset.name)),
            Some((_, color, _, at)) => {
                let behind = fill_under(&h, *at, &caption).unwrap_or(preset.background_color);
                let ratio = contrast_ratio(*color, behind);
                if ratio < MIN_TEXT_CONTRAST {
                    wrong.push(format!("{}: the caption at {ratio:.2}:1", preset.name));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Issue 42, point 17: a 4D board's labels were about 6 points at 1024x700. In every
/// view of a 4D game at 1024x700 every text painted is 10 points or more.
#[test]
fn four_d_labels_are_ten_points_or_more_at_1024x700() {
    use otherworlds::command::Command;
    let variant: Variant = "4d".parse().expect("a variant id");
    let mut h = harness_sized(OtherworldsApp::for_tests_after(variant, &[]), 1024.0, 700.0);
    let mut small = Vec::new();
    for (view, command) in [
        ("2D", None),
        ("3D 1", Some(Command::Camera1)),
        ("3D 2", Some(Command::Camera2)),
        ("3D 3", Some(Command::Camera3)),
        ("tesseract", Some(Command::ToggleTesseract)),
    ] {
        if let Some(command) = command {
            issue(&mut h, command);
        }
        h.run();
        for (text, _, size, _) in painted(&h) {
            if size < 10.0 && !text.trim().is_empty() {
                small.push(format!("{view}: {text:?} at {size:.1}"));
            }
        }
    }
    assert!(small.is_empty(), "{}", small.join("\n"));
}
