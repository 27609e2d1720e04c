//! Machine vs Machine driven through the UI: nothing moves until asked; "Next move"
//! (button and →) plays exactly one decision; ⏯ (button and Space) runs and pauses;
//! the run stops at the end of the game. The engine runs on a background thread, so the
//! tests run frames until its answer arrives (bounded loops, never a timing check).
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Request;
use otherworlds::players::{Player, Players};
use otherworlds_core::{EndReason, Variant};
use std::time::Duration;

/// Level 1 on both sides, this delay between moves, in a 1000x720 window with frames
/// 250 ms apart.
fn machines(mut app: OtherworldsApp, delay: f32) -> H {
    app.set_players(Players {
        white: Player::computer(1),
        black: Player::computer(1),
    });
    app.set_move_delay(delay);
    harness_sized(app, 1000.0, 720.0)
}

/// Runs frames for a while (long enough for several level-1 answers).
fn idle(h: &mut H) {
    for _ in 0..40 {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
}

#[test]
fn machine_vs_machine_waits_then_next_move_plays_exactly_one() {
    let mut h = machines(OtherworldsApp::for_tests(), 0.0);
    idle(&mut h);
    assert_eq!(plies(&h), 0, "nothing runs by default");
    assert!(!h.state().is_thinking());
    assert_eq!(h.state().kept_searchers().1, [false, false]);
    // → is "Next move" in a live Machine vs Machine game.
    press(&mut h, Key::ArrowRight);
    run_until_plies(&mut h, 1);
    idle(&mut h);
    assert_eq!(plies(&h), 1, "→ played exactly one move");
    assert!(!h.state().is_thinking());
    // Each side keeps its searcher through the game, as in the matches that rated the
    // levels: White's is kept for its next move, Black has not searched yet.
    assert_eq!(h.state().kept_searchers().1, [true, false]);
    click_label(&mut h, "Next move");
    run_until_plies(&mut h, 2);
    idle(&mut h);
    assert_eq!(plies(&h), 2, "Next move played exactly one move");
    assert!(h.state().is_live());
    assert_eq!(h.state().kept_searchers().1, [true, true]);
    // The two moves are in the move list, Black's beside White's.
    let listed = h.state().session().move_list().to_vec();
    assert_eq!(listed.len(), 2);
    for san in &listed {
        assert!(h.query_by_label(san).is_some(), "{san} is listed");
    }
}

#[test]
fn machine_vs_machine_runs_and_pauses_with_the_button_and_space() {
    let mut h = machines(OtherworldsApp::for_tests(), 0.0);
    click_label(&mut h, "Play");
    assert!(h.state().pace().running);
    run_until_plies(&mut h, 3);
    click_label(&mut h, "Pause");
    assert!(!h.state().pace().running);
    assert!(
        !h.state().is_thinking(),
        "pausing drops the search under way"
    );
    let paused_at = plies(&h);
    assert!(paused_at >= 3);
    idle(&mut h);
    assert_eq!(plies(&h), paused_at, "nothing moves while paused");
    // Space runs it again, and pauses it again.
    press(&mut h, Key::Space);
    assert!(h.state().pace().running);
    run_until_plies(&mut h, paused_at + 2);
    press(&mut h, Key::Space);
    assert!(!h.state().pace().running);
    let paused_again = plies(&h);
    assert!(paused_again >= paused_at + 2);
    idle(&mut h);
    assert_eq!(plies(&h), paused_again);
}

#[test]
fn machine_vs_machine_waits_for_the_delay_between_moves() {
    // egui's clock in the harness advances a quarter of a second per frame, so a 5 s
    // delay is 20 frames, whatever the real time taken.
    let mut h = machines(OtherworldsApp::for_tests(), 5.0);
    press(&mut h, Key::Space);
    run_until_plies(&mut h, 1);
    assert_eq!(plies(&h), 1);
    // Eight frames (2 s) with time for the engine to answer: the answer waits.
    for _ in 0..8 {
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    assert_eq!(plies(&h), 1, "the next move waits for the 5 s delay");
    assert!(h.state().pace().running);
    // Some thirty frames later (over 5 s) it is played.
    for _ in 0..30 {
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
    assert!(plies(&h) >= 2, "played after the delay");
    // Next move does not wait: it pauses the run and plays one move now.
    let before = plies(&h);
    press(&mut h, Key::ArrowRight);
    run_until_plies(&mut h, before + 1);
    assert_eq!(plies(&h), before + 1);
    assert!(!h.state().pace().running);
}

#[test]
fn machine_vs_machine_stops_at_the_end_of_the_game() {
    // Black's only legal move, Kxb1, leaves king and bishop against king: a draw.
    let app = OtherworldsApp::for_tests_from(Variant::Standard, "8/8/8/8/8/1BK5/8/kN6 b - - 0 1");
    let mut h = machines(app, 0.0);
    click_label(&mut h, "Play");
    run_until_plies(&mut h, 1);
    idle(&mut h);
    assert_eq!(h.state().session().move_strings(), ["a1b1"]);
    let outcome = h.state().session().outcome().expect("the game is over");
    assert_eq!(outcome.reason, EndReason::InsufficientMaterial);
    assert!(!h.state().pace().running, "the run stopped at the end");
    assert!(!h.state().is_thinking());
    // Nothing more to play: Space and → do nothing.
    h.key_press(Key::Space);
    press(&mut h, Key::ArrowRight);
    idle(&mut h);
    assert!(!h.state().pace().running);
    assert_eq!(plies(&h), 1);
}

#[test]
fn machine_vs_machine_plays_valhalla_one_decision_at_a_time() {
    let mut app = OtherworldsApp::for_tests();
    app.issue(Request::StartVariant(
        "valhalla".parse().expect("a variant id"),
    ));
    let mut h = machines(app, 0.0);
    for n in 1..=3 {
        press(&mut h, Key::ArrowRight);
        run_until_plies(&mut h, n);
        idle(&mut h);
        assert_eq!(plies(&h), n);
    }
}
