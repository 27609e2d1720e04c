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
use otherworlds_core::game::{at_turn_boundary, turn_string};
use otherworlds_core::{AnyPosition, Game, Variant, prelude::*};

/// Lines the analysis shows at most.
const MOST_LINES: usize = 5;

/// A game of up to `turns` turns in `variant`, as turn strings: each decision a legal
/// move picked by its index (a spread of pieces moved, not the first move over and
/// over), never one that ends the game (a finished game opens its result dialog over
/// the screen).
fn a_game(variant: Variant, turns: usize) -> Vec<String> {
    let mut game = Game::new(AnyPosition::new(variant));
    let mut out = Vec::new();
    let mut i = 0;
    'turns: for _ in 0..turns {
        let start = game.position().clone();
        let mut turn = Vec::new();
        loop {
            let pos = game.position().clone();
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            let n = legal.len();
            let Some(mv) = (0..n).map(|k| legal[(i * 7 + 3 + k) % n]).find(|&mv| {
                let mut next = game.clone();
                next.play(mv).is_ok() && next.outcome().is_none()
            }) else {
                break 'turns;
            };
            i += 1;
            game.play(mv).expect("a legal move plays");
            turn.push(mv);
            if at_turn_boundary(game.position()) {
                break;
            }
        }
        out.push(turn_string(&start, &turn));
    }
    out
}

fn screens_fit(variant: Variant) {
    let moves = a_game(variant, 60);
    assert!(
        moves.len() >= 20,
        "{variant}: a game long enough to fill the list"
    );
    let played: Vec<&str> = moves.iter().map(String::as_str).collect();
    let mut wrong = Vec::new();
    for (width, height) in SIZES {
        let window = window(width, height);
        let place = |what: &str| format!("{width}x{height} {variant} {what}");
        let app = OtherworldsApp::for_tests_after(variant, &played);
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
