//! Issue 42, point 6: the side panel fits. At 1024x700 and 1100x760, in every variant,
//! a game of 60 turns with a clock, the analysis on with 5 lines and a finished review
//! (the most the panel holds), then the analysis board and the editor: every labelled
//! widget lies inside the window or can be scrolled to inside a scroll area with a bar
//! of its own (`layout_check.rs`). Before, at 1100x760 with 3 or more lines or the
//! review open, the lines, Stop / Back to the game and the move list fell below the
//! window where the wheel did not reach them; at 1024x700 the move list was gone with
//! the default 3 lines.
use crate::layout_check::{SIZES, check, window};
use crate::support::*;
use otherworlds::OtherworldsApp;
use otherworlds::command::Command;
use otherworlds::game::time_control::TimeControl;
use otherworlds_core::Variant;

/// Lines the analysis shows at most.
const MOST_LINES: usize = 5;

fn screens_fit(variant: Variant) {
    screens_fit_in(variant, "en", &SIZES);
}

/// The same screens in language `language` at each of `sizes`.
fn screens_fit_in(variant: Variant, language: &str, sizes: &[(f32, f32)]) {
    let moves = a_game(variant, 60);
    assert!(
        moves.len() >= 20,
        "{variant}: a game long enough to fill the list"
    );
    let played: Vec<&str> = moves.iter().map(String::as_str).collect();
    let mut wrong = Vec::new();
    for &(width, height) in sizes {
        let window = window(width, height);
        let place = |what: &str| format!("{width}x{height} {language} {variant} {what}");
        let mut app = OtherworldsApp::for_tests_after(variant, &played);
        app.set_language(language);
        let mut h = harness_sized(app, width, height);
        h.state_mut().start_clocks(TimeControl::new(5, 3));
        h.state_mut().set_review_nodes(300);
        issue(&mut h, Command::ToggleAnalysis);
        for _ in 0..MOST_LINES {
            issue(&mut h, Command::MoreLines);
        }
        assert_eq!(h.state().settings().analysis_lines, MOST_LINES);
        check(&h, window, &place("play, 5 lines"), &mut wrong);
        issue(&mut h, Command::ReviewGame);
        run_until(&mut h, |h| h.state().review().is_some());
        assert!(h.state().review().is_some(), "{variant}: the review ends");
        check(&h, window, &place("play, 5 lines, reviewed"), &mut wrong);
        issue(&mut h, Command::OpenAnalysisBoard);
        assert!(h.state().analysis_board_open());
        check(&h, window, &place("analysis board, 5 lines"), &mut wrong);
        issue(&mut h, Command::CloseAnalysisBoard);
        issue(&mut h, Command::OpenEditor);
        assert!(h.state().editor().is_some(), "{variant}: the editor opens");
        check(&h, window, &place("editor"), &mut wrong);
    }
    assert!(
        wrong.is_empty(),
        "{} faults:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn standard_screens_fit_1024x700_and_1100x760() {
    screens_fit(Variant::Standard);
}

#[test]
fn two_worlds_screens_fit_1024x700_and_1100x760() {
    screens_fit("two-worlds".parse().expect("a variant id"));
}

#[test]
fn four_d_screens_fit_1024x700_and_1100x760() {
    screens_fit("4d".parse().expect("a variant id"));
}

#[test]
fn valhalla_screens_fit_1024x700_and_1100x760() {
    screens_fit("valhalla".parse().expect("a variant id"));
}

/// Issue 43: the pseudo language (every text about 40% longer, accented) stands for
/// the longest translation: at 1024x700 every screen above still fits in every variant.
#[test]
fn every_variant_fits_1024x700_in_the_pseudo_language() {
    for id in ["standard", "two-worlds", "4d", "valhalla"] {
        screens_fit_in(
            id.parse().expect("a variant id"),
            "pseudo",
            &[(1024.0, 700.0)],
        );
    }
}

/// The dialogs and the other screens in the pseudo language at 1024x700: New game,
/// Learn (each course's rules, tours and exercises), the editor, Profiles, the studio,
/// About and the keyboard shortcuts. A modal dialog lies over the screen by design, so
/// for the dialogs the check is that every widget is inside the window or can be
/// scrolled to (what lies under the dialog is the screen behind it).
#[test]
fn the_dialogs_and_screens_fit_1024x700_in_the_pseudo_language() {
    let window = window(1024.0, 700.0);
    let mut wrong = Vec::new();
    let commands = [
        (Command::NewGame, Command::CloseNewGame),
        (Command::Profiles, Command::CloseProfiles),
        (Command::About, Command::CloseAbout),
        (Command::Shortcuts, Command::CloseShortcuts),
        (Command::LearnRules, Command::LearnClose),
        (Command::OpenEditor, Command::CloseEditor),
    ];
    let mut app = OtherworldsApp::for_tests();
    app.set_language("pseudo");
    let mut h = harness_sized(app, 1024.0, 700.0);
    for (open, close) in commands {
        issue(&mut h, open);
        let modal = !matches!(open, Command::LearnRules | Command::OpenEditor);
        let mut found = Vec::new();
        check(&h, window, &format!("pseudo {open:?}"), &mut found);
        wrong.extend(
            found
                .into_iter()
                .filter(|f| !(modal && f.contains(" lies under "))),
        );
        if open == Command::LearnRules {
            for _ in 0..12 {
                issue(&mut h, Command::LearnNextPart);
                check(&h, window, "pseudo Learn, next part", &mut wrong);
            }
        }
        issue(&mut h, close);
    }
    issue(&mut h, Command::Theme);
    check(&h, window, "pseudo studio", &mut wrong);
    assert!(
        wrong.is_empty(),
        "{} faults:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// Issue 42, point 9: 4D moves were cut in the move list ("b2[0,0]-b3..."), to be read
/// only in a tooltip. Every move of a long 4D game, with the review's marks too, is a
/// button at least as wide as its text in the button font (a button cut short to its
/// column is narrower), at both sizes.
#[test]
fn every_four_d_move_reads_whole_in_the_list() {
    use egui_kittest::kittest::Queryable;
    let variant: Variant = "4d".parse().expect("a variant id");
    let moves = a_game(variant, 60);
    let played: Vec<&str> = moves.iter().map(String::as_str).collect();
    for (width, height) in SIZES {
        let app = OtherworldsApp::for_tests_after(variant, &played);
        let mut h = harness_sized(app, width, height);
        h.state_mut().set_review_nodes(300);
        issue(&mut h, Command::ReviewGame);
        run_until(&mut h, |h| h.state().review().is_some());
        let review = h.state().review().cloned().expect("the review ends");
        let san = h.state().session().move_list().to_vec();
        let padding = h.ctx.global_style().spacing.button_padding.x;
        let font = egui::TextStyle::Button.resolve(&h.ctx.global_style());
        let mut cut = Vec::new();
        for (ply, text) in san.iter().enumerate() {
            let mark = review
                .turns
                .get(ply)
                .and_then(|t| t.judgement)
                .map_or("", |j| j.symbol());
            let shown = format!("{text}{mark}");
            let needed = h.ctx.fonts_mut(|f| {
                f.layout_no_wrap(shown.clone(), font.clone(), egui::Color32::WHITE)
                    .size()
                    .x
            }) + 2.0 * padding;
            // A move played twice is listed twice: each of its buttons is judged.
            let buttons: Vec<_> = h.query_all_by_label(&shown).collect();
            assert!(!buttons.is_empty(), "{shown} is listed");
            for node in buttons {
                if node.rect().width() + 0.5 < needed {
                    cut.push(format!(
                        "{shown}: {:.1} wide, needs {needed:.1}",
                        node.rect().width()
                    ));
                }
            }
        }
        assert!(san.len() >= 60, "a long game: {}", san.len());
        assert!(
            cut.is_empty(),
            "{width}x{height}: moves cut short:\n{}",
            cut.join("\n")
        );
    }
}
