//! Issue 42, point 10: the evaluation bar stood about 400 px from the board at 1920
//! wide, its number was tiny and cut ("10.8"), and it vanished during a review. The
//! bar stands against the board's left edge at every size, its score is written at
//! 12 points on a tab that is never cut, and a review keeps it.
use crate::support::*;
use egui_kittest::kittest::Queryable;
use otherworlds::command::Command;
use otherworlds_core::Variant;

/// The gap the bar keeps from the board, and its outline.
const NEAR: f32 = 10.0;

/// The bar's rect on screen, if drawn.
fn bar(h: &H) -> Option<egui::Rect> {
    h.query_by_label_contains("Evaluation bar:")
        .map(|n| n.rect())
}

/// The board's left edge: the a-file's cells (White at the bottom).
fn board_left(h: &H) -> f32 {
    (1..=8)
        .map(|rank| cell_node(h, &format!("a{rank}")).rect().left())
        .fold(f32::INFINITY, f32::min)
}

fn analysed(width: f32, height: f32) -> H {
    let mut h = harness_sized(
        otherworlds::OtherworldsApp::for_tests_after(Variant::Standard, &["e2e4", "e7e5"]),
        width,
        height,
    );
    issue(&mut h, Command::ToggleAnalysis);
    run_until(&mut h, |h| {
        h.state().analysis().is_some_and(|a| !a.lines().is_empty()) && bar(h).is_some()
    });
    h
}

#[test]
fn the_bar_stands_against_the_board_with_its_score_whole_at_12_points() {
    for (width, height) in [(1024.0, 700.0), (1100.0, 760.0), (1920.0, 1080.0)] {
        let mut h = analysed(width, height);
        // Stopped (G), so that the lines read are the ones the bar was drawn from.
        press(&mut h, egui::Key::G);
        run_until(&mut h, |h| {
            h.state().analysis().is_some_and(|a| a.finished())
        });
        h.run();
        let rect = bar(&h).expect("the bar is drawn");
        let gap = board_left(&h) - rect.right();
        assert!(
            (0.0..=NEAR).contains(&gap),
            "{width}x{height}: the bar stands {gap} px from the board"
        );
        let lines = h.state().analysis().expect("on").lines().to_vec();
        let score = lines[0].score.trim_start_matches('+').to_string();
        let texts = painted(&h);
        let (_, _, size, at) = texts
            .iter()
            .find(|(text, _, _, at)| {
                *text == score
                    && at.center().x > rect.left() - NEAR
                    && at.center().x < rect.right() + NEAR
            })
            .unwrap_or_else(|| panic!("{width}x{height}: the score {score} on the bar: {texts:?}"));
        assert!(
            *size >= 12.0,
            "{width}x{height}: the score at {size} points"
        );
        assert!(
            at.left() >= 0.0,
            "{width}x{height}: the score is cut: {at:?}"
        );
    }
}

#[test]
fn a_review_keeps_the_bar() {
    let mut h = analysed(1100.0, 760.0);
    h.state_mut().set_review_nodes(2_000_000);
    issue(&mut h, Command::ReviewGame);
    for _ in 0..5 {
        h.step();
    }
    assert!(bar(&h).is_some(), "the bar stays while the review runs");
    h.state_mut().set_review_nodes(300);
    issue(&mut h, Command::CancelReview);
    issue(&mut h, Command::ReviewGame);
    run_until(&mut h, |h| h.state().review().is_some());
    assert!(h.state().review().is_some());
    assert!(bar(&h).is_some(), "the bar stays once the review ends");
}
