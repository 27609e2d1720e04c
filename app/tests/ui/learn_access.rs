//! Issue 16, point 5: the Learn screen by keyboard alone, a spoken label on every cell
//! of every diagram pane, and text that reads (WCAG AA, computed here) in every
//! ready-made theme.
use crate::support::*;
use egui::Key;
use egui::epaint::Shape;
use egui_kittest::kittest::{NodeT, Queryable};
use otherworlds::OtherworldsApp;
use otherworlds::board::interact::spoken_name;
use otherworlds::learn::data::courses;
use otherworlds::learn::{LearnCommand, Mode};
use otherworlds::studio::StudioCommand;
use otherworlds::studio::presets::presets;
use otherworlds::theme::{MIN_TEXT_CONTRAST, contrast_ratio};

fn learn(h: &mut H, command: LearnCommand) {
    issue(h, command);
}

#[test]
fn every_cell_of_every_pane_has_a_spoken_label() {
    let mut h = harness_timed(OtherworldsApp::for_tests(), 1400.0, 950.0, FAST_STEP_DT);
    for (c, course) in courses().iter().enumerate() {
        let course = course.as_ref().expect("reads");
        learn(&mut h, LearnCommand::Course(c));
        // The first section, and the 4D tour's coordinates step (two panes).
        let mut places = vec![Mode::Rules];
        if !course.tours.is_empty() {
            places.push(Mode::Tour(0));
        }
        for mode in places {
            learn(&mut h, LearnCommand::Mode(mode));
            let Some(d) = h.state().learn().live.diagram() else {
                continue;
            };
            let model = d.model().clone();
            let panes = d.panes.len();
            for cell in model.names.keys() {
                let prefix = format!("{}, ", spoken_name(&model, *cell));
                let labelled = h
                    .query_all_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
                    .count();
                assert_eq!(labelled, panes, "{} {mode:?}: {prefix}", course.variant);
            }
        }
    }
    // The selected piece's targets are said, not only drawn.
    learn(&mut h, LearnCommand::Course(0));
    learn(&mut h, LearnCommand::Mode(Mode::Rules));
    assert!(
        cell_label(&h, "e4").ends_with("move here"),
        "{}",
        cell_label(&h, "e4")
    );
    assert!(
        cell_label(&h, "d4").contains("white king, selected"),
        "{}",
        cell_label(&h, "d4")
    );
}

#[test]
fn tab_reaches_every_part_of_the_learn_screen() {
    let mut h = harness_timed(OtherworldsApp::for_tests(), 1400.0, 950.0, FAST_STEP_DT);
    press(&mut h, Key::F1);
    let mut seen = Vec::new();
    let mut board = false;
    for _ in 0..160 {
        press(&mut h, Key::Tab);
        if let Some(node) = h.query_all_by(|n| n.is_focused()).next() {
            seen.push(node.accesskit_node().label().unwrap_or_default());
        }
        board |= h
            .state()
            .learn()
            .live
            .diagram()
            .is_some_and(|d| d.panes.iter().any(|p| p.board.focused.is_some()));
    }
    for wanted in [
        "Standard chess",
        "Two Worlds",
        "4D chess",
        "Valhalla",
        "Back to the game",
        "Rules",
        "Exercise: The pieces",
        "S-2 The rook",
        "Next",
        "Show me",
        "Reset",
    ] {
        assert!(
            seen.iter().any(|l| l.starts_with(wanted)),
            "Tab never reached {wanted}: {seen:?}"
        );
    }
    assert!(board, "Tab reaches the diagram's cells");
    // Enter on a course tab opens it; Escape off the board goes back to the game.
    tab_to(&mut h, "Two Worlds", 200);
    press(&mut h, Key::Enter);
    assert_eq!(
        h.state().learn().course().map(|c| c.variant.as_str()),
        Ok("two-worlds")
    );
    // Escape: first the focused widget lets go, then the screen closes.
    for _ in 0..3 {
        if !h.state().is_learning() {
            break;
        }
        press(&mut h, Key::Escape);
    }
    assert!(!h.state().is_learning());
}

/// The colour a text shape is painted in.
fn text_colors(shape: &Shape) -> Vec<egui::Color32> {
    match shape {
        Shape::Text(t) => match t.override_text_color {
            Some(c) => vec![c],
            None => t
                .galley
                .job
                .sections
                .iter()
                .map(|s| {
                    if s.format.color == egui::Color32::PLACEHOLDER {
                        t.fallback_color
                    } else {
                        s.format.color
                    }
                })
                .collect(),
        },
        _ => Vec::new(),
    }
}

#[test]
fn the_learn_screen_reads_in_every_ready_made_theme() {
    for (id, preset) in presets() {
        let mut h = harness_timed(OtherworldsApp::for_tests(), 1400.0, 950.0, FAST_STEP_DT);
        issue(&mut h, StudioCommand::ReplaceWithPreset(id));
        press(&mut h, Key::F1);
        // The 4D quiz with an answer shown, and an exercise with its count.
        let fourd = courses()
            .iter()
            .position(|c| c.as_ref().is_ok_and(|c| c.variant == "4d"))
            .expect("4d");
        learn(&mut h, LearnCommand::Course(fourd));
        learn(&mut h, LearnCommand::Mode(Mode::Tour(0)));
        learn(&mut h, LearnCommand::Go(2));
        learn(&mut h, LearnCommand::Answer(false));
        for place in ["quiz", "exercise"] {
            if place == "exercise" {
                learn(&mut h, LearnCommand::Mode(Mode::Exercises(0)));
            }
            h.run();
            let panes: Vec<egui::Rect> = h
                .state()
                .learn()
                .live
                .diagram()
                .map(|d| d.panes.iter().filter_map(|p| p.rect).collect())
                .unwrap_or_default();
            let panel = h.ctx.global_style().visuals.panel_fill;
            let mut texts = 0;
            for clipped in &h.output().shapes {
                let r = clipped.shape.visual_bounding_rect();
                // Text on the boards (coordinates, board names) is the board view's.
                if panes.iter().any(|p| p.intersects(r)) {
                    continue;
                }
                // WCAG 1.4.3 exempts inactive controls: egui draws a disabled button's
                // text faded; only Back and Next are ever disabled here.
                if let Shape::Text(t) = &clipped.shape
                    && text_colors(&clipped.shape).iter().any(|c| c.a() < 255)
                {
                    let word = t.galley.text();
                    assert!(
                        ["Back", "Next"].contains(&word),
                        "{}: faded text {word}",
                        preset.name
                    );
                    continue;
                }
                for color in text_colors(&clipped.shape) {
                    texts += 1;
                    let ratio = contrast_ratio(color, panel);
                    assert!(
                        ratio >= MIN_TEXT_CONTRAST,
                        "{}: {place}: text {color:?} on {panel:?} is {ratio:.2}:1",
                        preset.name
                    );
                }
            }
            assert!(texts > 20, "{}: {place}: only {texts} texts", preset.name);
        }
    }
}
